import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { ChevronIcon } from '../../../ui/Icons.tsx';
import { TaskCard } from './TaskCard.tsx';
import { TaskStateBadge } from './TaskStateBadge.tsx';
import { periodText } from './taskPeriod.ts';
import type { ShownTaskGroup, TasksTabStore } from './TasksTabStore.ts';

/** An id made of a group key (task ids may hold any character). */
const domId = (key: string) => `task-group-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * A task group (exhibitor-area §2 Task list, §4 task group state): a disclosure button with the group's title,
 * its aggregated state and its earliest due date, opening the list of its tasks. The rows have the look of the
 * fair page's cost groups (fair.css), so that both tabs' groups open and close alike.
 */
export const TaskGroupView = observer(function TaskGroupView({
  store,
  group,
}: {
  store: TasksTabStore;
  group: ShownTaskGroup;
}) {
  const { t } = useTranslation();
  const language = store.textLanguage;
  const expanded = store.isExpanded(group.key);
  const panelId = domId(group.key);
  const title =
    group.period !== undefined
      ? periodText(group.period, language, t)
      : group.title?.[language]?.trim() || group.serviceGroup;

  return (
    <li className="cost-group task-group" data-state={group.state}>
      <h3 className="cost-group-head">
        <button
          type="button"
          className="cost-group-toggle task-group-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => store.toggleGroup(group.key)}
        >
          <ChevronIcon className={expanded ? 'chevron chevron-open' : 'chevron'} />
          <span className="cost-group-name task-group-name">{title}</span>
          <span className="task-group-meta">
            <TaskStateBadge state={group.state} />
            {/* Always there (empty without a date), so that badges and dates line up in columns on wide screens. */}
            <span className="task-group-due">
              {group.dueDate && !group.done ? t('tasks.dueBy', { date: formatDate(group.dueDate, language) }) : ''}
            </span>
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!expanded} className="cost-group-body task-group-body">
        <ul className="task-list">
          {group.tasks.map((task) => (
            <TaskCard key={task.item.id} store={store} item={task.item} />
          ))}
        </ul>
      </div>
    </li>
  );
});
