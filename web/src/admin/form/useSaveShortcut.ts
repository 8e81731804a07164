import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Ctrl+S (⌘S on a Mac) submits the form as its Save button does (validation, messages, the conflict dialog), instead
 * of the browser's "save page"; nothing happens while `canSave` says no (nothing changed, a save runs, a dialog is
 * open).
 */
export function useSaveShortcut(form: RefObject<HTMLFormElement | null>, canSave: () => boolean): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    // A dialog over the form (a restore's confirmation, the question before leaving) answers its own keys.
    if (event.repeat || !canSave() || document.querySelector('dialog[open]') !== null) return;
    form.current?.requestSubmit();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
