import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react.tsx';
import { TASK_SORT_OPTIONS, TASK_STATUS_FILTERS } from '../../../../../domain/tasks/taskList.ts';
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
          <button
            key={mode}
            type="button"
            className="task-view-button"
            aria-pressed={store.mode === mode}
            onClick={() => store.setMode(mode)}
          >
            {t(`tasks.view.${mode}`)}
          </button>
        ))}
      </div>
      <OptionSelect
        label={t('tasks.sort.label')}
        value={store.sort}
        options={TASK_SORT_OPTIONS}
        optionLabel={(option) => t(`tasks.sort.${option}`)}
        onChange={(sort) => store.setSort(sort)}
      />
      <OptionSelect
        label={t('tasks.status.label')}
        value={store.status}
        options={TASK_STATUS_FILTERS}
        optionLabel={(option) => t(`tasks.status.${option}`)}
        onChange={(status) => store.setStatus(status)}
      />
      <div className="task-expand-buttons">
        <button type="button" className="button button-secondary task-expand-button" onClick={() => store.expandAll()}>
          {t('tasks.expandAll')}
        </button>
        <button
          type="button"
          className="button button-secondary task-expand-button"
          onClick={() => store.collapseAll()}
        >
          {t('tasks.collapseAll')}
        </button>
      </div>
    </div>
  );
});

/** A labelled native select over a fixed list of options (keyboard and screen readers as the platform gives them). */
function OptionSelect<Option extends string>(props: {
  label: string;
  value: Option;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  onChange: (option: Option) => void;
}) {
  return (
    <label className="task-select">
      <span className="task-select-label">{props.label}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.target.value as Option)}>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
