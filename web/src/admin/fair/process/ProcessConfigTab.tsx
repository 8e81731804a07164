import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import type { AdminFairTaskInput } from '../../../api/adminProcessApi.ts';
import { useStores } from '../../../app/StoreContext.tsx';
import { AdminLoadError, AdminLoading } from '../../ui/AdminLoadError.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { CopyTasksModal } from './CopyTasksModal.tsx';
import { FairTaskList } from './FairTaskList.tsx';
import { CopyTasksStore, ProcessCatalogueStore } from './ProcessConfigStore.ts';
import { ListEndDropZone, TaskDnd } from './TaskDnd.tsx';
import { TaskDraft } from './TaskDraft.ts';
import { TaskEditModal } from './TaskEditModal.tsx';
import { TaskPool } from './TaskPool.tsx';
import { isProcessGroup, newFairTask, taskKey, withoutTask, type FairTask } from './fairTaskRules.ts';
import './processConfig.css';

export type ProcessConfigTabProps = {
  readonly tasks: readonly AdminFairTaskInput[];
  readonly onChange: (tasks: AdminFairTaskInput[]) => void;
  /** The form's message for the field `tasks` (e.g. the list must begin with a process group). */
  readonly error?: string | undefined;
  /** The fair being edited (left out of the copy sources); undefined for a new fair. */
  readonly fairId?: string | undefined;
};

/**
 * The Prozesskonfiguration tab of the fair form (admin-back-office §2 fair create/edit, §3 fair task, §4): the
 * fair's ordered process groups and steps, the inactive pool, the modals to edit, remove and copy tasks. It is
 * controlled: the tasks belong to the form, every change goes out through onChange, the form's save stores them.
 */
export const ProcessConfigTab = observer(function ProcessConfigTab({
  tasks,
  onChange,
  error,
  fairId,
}: ProcessConfigTabProps) {
  const root = useStores();
  const [catalogue] = useState(() => new ProcessCatalogueStore(root.api, (failure) => root.handleApiFailure(failure)));
  const [copy] = useState(() => new CopyTasksStore(root.api, (failure) => root.handleApiFailure(failure)));
  const [draft, setDraft] = useState<TaskDraft | undefined>(undefined);
  const [removing, setRemoving] = useState<FairTask | undefined>(undefined);
  /** Where the focus goes once the list has changed: a row's handle (by its key), or the list's heading. */
  const [focusTarget, setFocusTarget] = useState<string | undefined>(undefined);
  const listId = useId();
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    void catalogue.read.load();
  }, [catalogue]);

  useEffect(() => {
    if (focusTarget === undefined) return;
    const handle = document.querySelector<HTMLElement>(
      `[data-task-key="${window.CSS.escape(focusTarget)}"] .process-handle`,
    );
    (handle ?? document.getElementById(labelId))?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, labelId]);

  if (catalogue.read.status === 'loading') return <AdminLoading text="Prozessschritte werden geladen …" />;
  if (catalogue.read.status === 'error')
    return (
      <AdminLoadError text="Die Prozessschritte konnten nicht geladen werden." onRetry={() => catalogue.read.load()} />
    );

  const replace = (edited: FairTask) => {
    onChange(tasks.map((task) => (taskKey(task) === taskKey(edited) ? edited : task)));
    setDraft(undefined);
  };
  // The added row's handle takes the focus (its button left the pool), ready to be moved with Space and the arrows.
  const add = (type: FairTask['type'], id: string) => {
    const task = newFairTask(type, id);
    onChange([...tasks, task]);
    setFocusTarget(taskKey(task));
  };
  // The focus goes to the row that took the removed one's place (its button is gone), else to the heading.
  const remove = () => {
    if (removing) {
      const index = tasks.findIndex((task) => taskKey(task) === taskKey(removing));
      const neighbour = tasks[index + 1] ?? tasks[index - 1];
      onChange(withoutTask(tasks, removing));
      setFocusTarget(neighbour ? taskKey(neighbour) : '');
    }
    setRemoving(undefined);
  };
  const groups = tasks.filter(isProcessGroup).length;
  const steps = tasks.length - groups;

  return (
    <div className="process-config">
      <TaskDnd tasks={tasks} catalogue={catalogue} onChange={onChange}>
        <div className="process-main">
          <div className="process-main-head">
            <div>
              <h2 id={labelId} className="process-pane-title" tabIndex={-1}>
                Prozessschritte der Messe
              </h2>
              <p className="process-pane-hint">
                {tasks.length === 0
                  ? 'Noch keine Einträge.'
                  : `${groups} ${groups === 1 ? 'Prozessgruppe' : 'Prozessgruppen'}, ${steps} ${steps === 1 ? 'Prozessschritt' : 'Prozessschritte'}. ` +
                    'Die Reihenfolge ändern Sie mit dem Griff links (Maus, oder Leertaste und Pfeiltasten).'}
              </p>
            </div>
            <button type="button" className="button button-secondary" onClick={() => copy.show()}>
              Aufgaben von anderer Messe kopieren
            </button>
          </div>
          {error && (
            <p id={errorId} className="admin-alert admin-alert-error">
              {error}
            </p>
          )}
          {tasks.length === 0 ? (
            <ListEndDropZone className={`empty-state${error ? ' process-list-invalid' : ''}`}>
              <p className="empty-state-title" id={listId}>
                Diese Messe hat noch keine Prozessschritte.
              </p>
              <p>
                Fügen Sie zuerst eine Prozessgruppe aus dem Pool hinzu oder kopieren Sie die Aufgaben einer anderen
                Messe.
              </p>
            </ListEndDropZone>
          ) : (
            <FairTaskList
              tasks={tasks}
              catalogue={catalogue}
              onEdit={(task) => setDraft(new TaskDraft(task, catalogue.boothServices))}
              onRemove={setRemoving}
              listId={listId}
              labelId={labelId}
              errorId={error ? errorId : undefined}
            />
          )}
        </div>
        <TaskPool tasks={tasks} catalogue={catalogue} onAdd={add} />
      </TaskDnd>

      <TaskEditModal draft={draft} catalogue={catalogue} onApply={replace} onCancel={() => setDraft(undefined)} />
      <ConfirmDialog
        open={removing !== undefined}
        title={removing && isProcessGroup(removing) ? 'Prozessgruppe entfernen' : 'Prozessschritt entfernen'}
        onYes={remove}
        onNo={() => setRemoving(undefined)}
      >
        {removing && (
          <p>
            Soll „{catalogue.nameOf(removing)}“ wirklich aus dieser Messe entfernt werden? Der Eintrag steht danach
            wieder im Pool der inaktiven Prozessschritte.
          </p>
        )}
      </ConfirmDialog>
      <CopyTasksModal store={copy} tasks={tasks} fairId={fairId} onCopy={onChange} />
    </div>
  );
});
