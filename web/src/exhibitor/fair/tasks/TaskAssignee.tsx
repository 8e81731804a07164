import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { Assignee } from '../../../api/tasksApi.ts';
import type { TaskAssignmentsStore } from './TaskAssignmentsStore.ts';
import './taskAssignee.css';

const nameOf = (person: Assignee) => person.name ?? person.email;

/**
 * Who holds the task: "Zugewiesen: Name" for every reader of the tasks, and for a reader who may hand tasks out a
 * native select (keyboard and screen readers know it) of the booth's holder and members, or nobody.
 */
export const TaskAssignee = observer(function TaskAssignee({
  assignments,
  taskId,
  taskName,
}: {
  assignments: TaskAssignmentsStore;
  taskId: string;
  taskName: string;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  if (assignments.state !== 'loaded') return null;
  const assignee = assignments.assigneeOf(taskId);
  const saving = assignments.saving === taskId;
  return (
    <div className="task-assignee">
      <p className="task-assignee-current">
        <span className="task-fact-label">{t('tasks.assignee.label')}</span>{' '}
        {assignee ? nameOf(assignee) : t('tasks.assignee.nobody')}
      </p>
      {assignments.mayAssign && (
        <div className="task-assignee-control">
          <label htmlFor={selectId} className="task-assignee-select-label">
            {t('tasks.assignee.assignTo')}
            <span className="sr-only">: {taskName}</span>
          </label>
          <select
            id={selectId}
            className="task-assignee-select"
            value={assignee?.userId ?? ''}
            disabled={assignments.saving !== undefined}
            onChange={(event) => void assignments.assign(taskId, event.target.value)}
          >
            <option value="">{t('tasks.assignee.none')}</option>
            {assignments.candidates.map((person) => (
              <option key={person.userId} value={person.userId}>
                {nameOf(person)}
              </option>
            ))}
          </select>
          <span className="task-assignee-saving" role="status">
            {saving ? t('tasks.assignee.saving') : ''}
          </span>
        </div>
      )}
      {assignments.failed === taskId && (
        <p className="banner banner-error" role="alert">
          <span className="banner-text">{t('tasks.assignee.failed')}</span>
        </p>
      )}
    </div>
  );
});

/** The tab's notice while the assignments load, or when they could not be read (the tasks stay usable). */
export const TaskAssignmentsNotice = observer(function TaskAssignmentsNotice({
  assignments,
}: {
  assignments: TaskAssignmentsStore;
}) {
  const { t } = useTranslation();
  if (assignments.state === 'loading')
    return (
      <p className="tasks-assignments-loading" role="status">
        {t('tasks.assignee.loading')}
      </p>
    );
  if (assignments.state === 'failed')
    return (
      <div className="banner banner-error tasks-assignments-failed" role="alert">
        <span className="banner-text">{t('tasks.assignee.loadFailed')}</span>
        <button type="button" className="button button-secondary" onClick={() => void assignments.load()}>
          {t('tasks.assignee.retry')}
        </button>
      </div>
    );
  return null;
});
