import { useEffect, useRef, useState } from 'react';
import { auditEntries, type AuditEntry } from '../../api/adminApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { adminFailureText } from '../ui/adminMessages.ts';
import { taskHistory } from '../../../../domain/admin/index.ts';
import { changeValueText } from './changeText.ts';
import { taskHistoryText } from './mergeText.ts';
import { RestoreVersionButton, type RestoreTarget } from './RestoreVersionButton.tsx';

const ACTIONS: Record<AuditEntry['action'], string> = {
  create: 'Erstellt',
  update: 'Geändert',
  delete: 'Gelöscht',
  restore: 'Aus dem Papierkorb wiederhergestellt',
  purge: 'Endgültig gelöscht',
};
// Swiss time, as the server writes it into a restore's note ("Wiederhergestellt aus der Version vom …").
const dateTime = new Intl.DateTimeFormat('de-CH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});

/** The item's change history from the audit trail (beyond the spec: who changed what, and when), loaded when opened. */
export function HistoryPanel({
  entity,
  id,
  version,
  fieldLabel,
  restore,
  initiallyOpen = false,
}: {
  entity: string;
  id: string;
  version?: number | null | undefined;
  fieldLabel?: (field: string) => string;
  /** Where an earlier version can be restored (fairs, teasers, master data): every entry but the newest and a deletion offers it. */
  restore?: Omit<RestoreTarget, 'entity' | 'id'> | undefined;
  /** Opened on arrival, scrolled to and focused (a link from the activity to the item's history). */
  initiallyOpen?: boolean;
}) {
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = panel.current;
    if (!initiallyOpen || !details) return;
    // Opening fires the toggle event, which loads the entries as a click would.
    details.open = true;
    details.scrollIntoView({ block: 'start' });
    details.querySelector('summary')?.focus({ preventScroll: true });
  }, [initiallyOpen]);
  const { api } = useStores();
  const [state, setState] = useState<
    | { kind: 'closed' | 'loading' }
    | { kind: 'ready'; entries: AuditEntry[]; version: number | null | undefined }
    | { kind: 'failed'; text: string }
  >({ kind: 'closed' });

  const load = async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', entries: await auditEntries(api, entity, id), version });
    } catch (error) {
      setState({ kind: 'failed', text: adminFailureText(error, 'Laden') });
    }
  };

  // A save while the panel is open shows its entry when the panel is opened again or reloaded.
  const stale = state.kind === 'ready' && state.version !== version;
  return (
    <details
      ref={panel}
      id="aenderungsverlauf"
      className="admin-history"
      onToggle={(event) => {
        if (event.currentTarget.open && (state.kind === 'closed' || stale)) void load();
      }}
    >
      <summary>Änderungsverlauf</summary>
      {state.kind === 'loading' && <p role="status">Wird geladen …</p>}
      {state.kind === 'failed' && (
        <p className="admin-alert admin-alert-error" role="alert">
          {state.text}{' '}
          <button type="button" className="button button-secondary button-small" onClick={() => void load()}>
            Erneut versuchen
          </button>
        </p>
      )}
      {state.kind === 'ready' &&
        (state.entries.length === 0 ? (
          <p>Noch keine Änderungen aufgezeichnet.</p>
        ) : (
          <ol className="admin-history-list">
            {state.entries.map((entry, index) => (
              <li key={entry.id}>
                <p className="admin-history-head">
                  <strong>{ACTIONS[entry.action]}</strong> am{' '}
                  <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time> von{' '}
                  {entry.actorEmail ?? 'einer unbekannten Person'}
                </p>
                {entry.note && <p className="admin-history-note">{entry.note}</p>}
                {entry.action === 'update' && entry.changes.length > 0 && (
                  <ul className="admin-history-changes">
                    {entry.changes.map((change) =>
                      change.field === 'tasks' && entity === 'fair' ? (
                        <li key={change.field}>
                          {fieldLabel?.(change.field) ?? change.field}:
                          <ul>
                            {taskHistory(change.before, change.after).map((line, lineIndex) => (
                              <li key={lineIndex}>{taskHistoryText(line)}</li>
                            ))}
                          </ul>
                        </li>
                      ) : (
                        <li key={change.field}>
                          {fieldLabel?.(change.field) ?? change.field}: {changeValueText(change.before)} →{' '}
                          {changeValueText(change.after)}
                        </li>
                      ),
                    )}
                  </ul>
                )}
                {restore && index > 0 && entry.action !== 'delete' && (
                  <RestoreVersionButton
                    target={{
                      ...restore,
                      entity,
                      id,
                      onRestored: (fair, message) => {
                        restore.onRestored(fair, message);
                        void load();
                      },
                    }}
                    entryId={entry.id}
                    when={dateTime.format(new Date(entry.at))}
                  />
                )}
              </li>
            ))}
          </ol>
        ))}
      {state.kind === 'ready' && (
        <button type="button" className="button button-secondary button-small" onClick={() => void load()}>
          Aktualisieren
        </button>
      )}
    </details>
  );
}
