import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/**
 * Leaving a form with unsaved changes asks first (beyond the spec: issue 10): a link inside the portal opens
 * the Ja/Nein dialog; closing or reloading the browser tab gets the browser's own question.
 */
export function LeavePrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Ungespeicherte Änderungen"
      onYes={() => blocker.proceed?.()}
      onNo={() => blocker.reset?.()}
    >
      Sie haben Änderungen, die noch nicht gespeichert sind. Möchten Sie die Seite trotzdem verlassen? Die Änderungen gehen dann verloren.
    </ConfirmDialog>
  );
}
