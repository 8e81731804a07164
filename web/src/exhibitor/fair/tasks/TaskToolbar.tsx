import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TASK_SORT_OPTIONS, TASK_STATUS_FILTERS, type TaskSortOption, type TaskStatusFilter } from '../../../../../domain/tasks/index.ts';
import type { TaskListMode, TasksTabStore } from './TasksTabStore.ts';

const MODES: readonly TaskListMode[] = ['standard', 'timePeriod'];

/**
 * The task list's controls (exhibitor-area §2 Task list): standard list or by time period, the sort dropdown
 * (all, done, notdone, ascending, descending) and the status filter (all, pendent, due, overdue, done) as native
 * selects, expand all and collapse all.
 */
export const TaskToolbar = observer(function TaskToolbar({ store }: { store: TasksTabStore }) {
  const { t } = useTranslation();
  return (
    <div className="task-toolbar" role="group" aria-label={t('tasks.toolbar')}>
      <div className="task-view-switch" role="group" aria-label={t('tasks.view.label')}>
        {MODES.map((mode) => (
          <button key={mode} type="button" className="task-view-button" aria-pressed={store.mode === mode} onClick={() => store.setMode(mode)}>
            {t(`tasks.view.${mode}`)}
          </button>
        ))}
      </div>
      <label className="task-select">
        <span className="task-select-label">{t('tasks.sort.label')}</span>
        <select value={store.sort} onChange={(event) => store.setSort(event.target.value as TaskSortOption)}>
          {TASK_SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`tasks.sort.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="task-select">
        <span className="task-select-label">{t('tasks.status.label')}</span>
        <select value={store.status} onChange={(event) => store.setStatus(event.target.value as TaskStatusFilter)}>
          {TASK_STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`tasks.status.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="task-expand-buttons">
        <button type="button" className="button button-secondary task-expand-button" onClick={store.expandAll}>
          {t('tasks.expandAll')}
        </button>
        <button type="button" className="button button-secondary task-expand-button" onClick={store.collapseAll}>
          {t('tasks.collapseAll')}
        </button>
      </div>
    </div>
  );
});
