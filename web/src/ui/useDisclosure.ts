import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A button that shows and hides a panel (the header's menus): Enter/Space toggle (native button),
 * Escape closes the innermost open one and returns focus to its button, a click outside closes.
 * Spread `containerProps` on the element that holds both the button and the panel.
 */
export function useDisclosure<Container extends HTMLElement = HTMLElement>(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  return {
    open,
    close,
    containerProps: { ref: containerRef, onKeyDown },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
