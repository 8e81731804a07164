import { useState } from 'react';
import { restoreVersion } from '../../api/adminHistoryApi.ts';
import { ApiError } from '../../api/ApiError.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { adminFailureText } from '../ui/adminMessages.ts';

export interface RestoreTarget {
  /** The item's kind as the audit trail names it (fair, teaser, fairSeries …) and its `_id`. */
  readonly entity: string;
  readonly id: string;
  /** The version the form holds: the restore is refused (409) when the item changed since. */
  readonly version: number;
  /** The form has unsaved changes: the restore replaces them. */
  readonly dirty: boolean;
  readonly onRestored: (fair: unknown, message: string) => void;
}

/** "Diese Version wiederherstellen" of one history entry, asked Ja or Nein first; saved by the server as a new version. */
export function RestoreVersionButton({
  target,
  entryId,
  when,
}: {
  target: RestoreTarget;
  entryId: string;
  when: string;
}) {
  const { api } = useStores();
  const [state, setState] = useState<{ open: boolean; busy: boolean; error?: string }>({ open: false, busy: false });
  const restore = async () => {
    setState({ open: true, busy: true });
    try {
      const item = await restoreVersion(api, target.entity, target.id, entryId, target.version);
      setState({ open: false, busy: false });
      target.onRestored(item, `Die Version vom ${when} wurde als neue Version wiederhergestellt.`);
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      setState({
        open: true,
        busy: false,
        error: stale
          ? 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.'
          : adminFailureText(error),
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => setState({ open: true, busy: false })}
      >
        Diese Version wiederherstellen
      </button>
      <ConfirmDialog
        open={state.open}
        title="Version wiederherstellen"
        busy={state.busy}
        error={state.error}
        onYes={() => void restore()}
        onNo={() => setState({ open: false, busy: false })}
      >
        <p>
          Soll die Fassung nach der Änderung vom {when} wiederhergestellt werden? Sie wird als neue Version gespeichert;
          der Verlauf bleibt erhalten.
          {target.dirty && ' Ihre ungespeicherten Änderungen gehen dabei verloren.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
