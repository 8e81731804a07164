import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { AdminModal } from '../../ui/AdminModal.tsx';
import { AdminLoadError, AdminLoading } from '../../ui/AdminLoadError.tsx';
import type { CopyTasksStore } from './ProcessConfigStore.ts';
import { copyReplacesTasks, type FairTask } from './fairTaskRules.ts';

/**
 * "Aufgaben von anderer Messe kopieren" (admin-back-office §2, §4): the fair's tasks are replaced by those of the
 * chosen fair, without their periods. A source fair must be chosen; when the fair has tasks already, a warning
 * says they are removed. The copy lands in the form; the save button of the form stores it.
 */
export const CopyTasksModal = observer(function CopyTasksModal({
  store,
  tasks,
  fairId,
  onCopy,
}: {
  readonly store: CopyTasksStore;
  readonly tasks: readonly FairTask[];
  readonly fairId: string | undefined;
  readonly onCopy: (tasks: FairTask[]) => void;
}) {
  const selectId = useId();
  const errorId = `${selectId}-error`;
  const warningId = `${selectId}-warning`;
  const replaces = copyReplacesTasks(tasks);
  const sources = store.sources(fairId);
  const confirm = () => {
    const copied = store.copy(tasks);
    if (copied) onCopy(copied);
  };
  const describedBy =
    [replaces ? warningId : undefined, store.sourceError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <AdminModal
      open={store.open}
      title="Aufgaben von anderer Messe kopieren"
      onClose={() => store.close()}
      footer={
        <>
          <button
            type="button"
            className="button button-primary"
            onClick={confirm}
            disabled={store.fairs.status !== 'ready'}
          >
            Kopieren
          </button>
          <button type="button" className="button button-secondary" onClick={() => store.close()}>
            Abbrechen
          </button>
        </>
      }
    >
      {store.fairs.status === 'loading' && <AdminLoading text="Messen werden geladen …" />}
      {store.fairs.status === 'error' && (
        <AdminLoadError text="Die Messen konnten nicht geladen werden." onRetry={() => store.fairs.load()} />
      )}
      {store.fairs.status === 'ready' && (
        <div className="process-copy">
          <p>Die Prozessgruppen und Prozessschritte der gewählten Messe werden ohne ihre Zeiträume übernommen.</p>
          {replaces && (
            <p id={warningId} className="admin-alert admin-alert-warning">
              Diese Messe hat bereits {tasks.length} {tasks.length === 1 ? 'Eintrag' : 'Einträge'}. Die bestehenden
              Prozessschritte dieser Messe werden dabei entfernt.
            </p>
          )}
          <div className={`admin-field${store.sourceError ? ' admin-field-invalid' : ''}`}>
            <label htmlFor={selectId} className="admin-label">
              Messe, von der kopiert wird
            </label>
            <select
              id={selectId}
              className="admin-input"
              value={store.sourceId}
              onChange={(event) => store.choose(event.target.value)}
              aria-invalid={store.sourceError ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">Bitte wählen …</option>
              {sources.map((fair) => (
                <option key={fair._id} value={fair._id}>
                  {fair.displayNameDe} ({fair.idCode}) – {fair.tasks?.length ?? 0} Einträge
                </option>
              ))}
            </select>
            {store.sourceError && (
              <p id={errorId} className="admin-field-error">
                {store.sourceError}
              </p>
            )}
          </div>
        </div>
      )}
    </AdminModal>
  );
});
