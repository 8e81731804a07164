import { endOfUtcDayMillis, startOfUtcDayMillis, type DateRange } from '../time.ts';
import type { TaskDisplayState } from './taskDisplayState.ts';
import { summarizeTaskGroup, type TaskGroupSummary, type TaskGroupView, type TaskView } from './taskGroups.ts';
import type { FairTask, ServiceGroup } from './types.ts';

/**
 * The sort dropdown of the task list (exhibitor-area §2 Task list):
 * - all: the standard list, every task in the fair's order, grouped;
 * - done: only done tasks, grouped;
 * - notdone: only tasks not done, grouped;
 * - ascending / descending: every task as one list sorted by the end of its period (see taskTimeSortKey).
 */
export const TASK_SORT_OPTIONS = ['all', 'done', 'notdone', 'ascending', 'descending'] as const;
export type TaskSortOption = (typeof TASK_SORT_OPTIONS)[number];

/**
 * The status filter of the task list (exhibitor-area §2 Task list): each choice but 'all' lists the tasks that
 * show its state and no other, so that the badge a listed task shows is the one the filter names ('pendent' does
 * not list the due tasks, which have their own choice).
 */
export const TASK_STATUS_FILTERS = ['all', 'pendent', 'due', 'overdue', 'done'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

/**
 * The two views of the task list (exhibitor-area §2 "Standard list or sorted by time period"), chosen apart from
 * the sort dropdown: the standard list follows the sort; the time-period view puts the tasks under their periods.
 */
export const TASK_LIST_MODES = ['standard', 'timePeriod'] as const;
export type TaskListMode = (typeof TASK_LIST_MODES)[number];

export interface TaskListOptions {
  readonly sort: TaskSortOption;
  readonly status: TaskStatusFilter;
  /** Default 'standard'. */
  readonly mode?: TaskListMode;
}

/** A task without a period end sorts as if it ended on this day (exhibitor-area §5 task time sort). */
export const TASK_TIME_SORT_DEFAULT_END = '9999-01-31';

/** The time-sort key: the period end (default 9999-01-31) at 23:59:59.999 UTC, in epoch milliseconds. */
export function taskTimeSortKey(task: Pick<FairTask, 'period'>): number {
  return endOfUtcDayMillis(task.period?.end) ?? endOfUtcDayMillis(TASK_TIME_SORT_DEFAULT_END)!;
}

/** Tasks ordered by time; ties keep their list order in both directions. */
export function sortTasksByTime<T extends { readonly task: Pick<FairTask, 'period'> }>(
  items: readonly T[],
  direction: 'ascending' | 'descending',
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => sign * (taskTimeSortKey(a.task) - taskTimeSortKey(b.task)));
}

export function matchesSortOption(task: Pick<TaskView, 'done'>, sort: TaskSortOption): boolean {
  if (sort === 'done') return task.done;
  if (sort === 'notdone') return !task.done;
  return true;
}

export function matchesStatusFilter(state: TaskDisplayState, status: TaskStatusFilter): boolean {
  return status === 'all' || state === status;
}

/**
 * What the list rules read of a task: its period (time sort), state and done flag (filters) and due date (group
 * summary). The domain's TaskView is one; the web UI passes the tasks of the booth page aggregate in this shape.
 */
export type ListedTask = Pick<TaskView, 'state' | 'done' | 'dueDate'> & {
  readonly task: Pick<FairTask, 'period' | 'serviceGroup'>;
};

/** A group of listed tasks with its summary (the domain's TaskGroupView is one). */
export interface ListedTaskGroup extends TaskGroupSummary {
  readonly tasks: readonly ListedTask[];
}

function matches(task: ListedTask, options: TaskListOptions): boolean {
  return matchesSortOption(task, options.sort) && matchesStatusFilter(task.state, options.status);
}

/** The tasks of one time period: every listed task with exactly this start and end (null: no period at all). */
export interface TaskPeriodGroup<T> {
  readonly period: DateRange | null;
  readonly tasks: readonly T[];
}

export type TaskListView<G extends ListedTaskGroup = TaskGroupView> =
  | { readonly kind: 'groups'; readonly groups: readonly G[] }
  | { readonly kind: 'timeline'; readonly tasks: readonly G['tasks'][number][] }
  | { readonly kind: 'periods'; readonly periods: readonly TaskPeriodGroup<G['tasks'][number]>[] };

const periodKey = (period: DateRange | null | undefined): string =>
  period?.start || period?.end ? `${period.start ?? ''}/${period.end ?? ''}` : '';

/** A period's place in time: its end as the time sort has it, then its start (none first). */
function comparePeriods(a: DateRange | null, b: DateRange | null): number {
  const byEnd = taskTimeSortKey({ period: a }) - taskTimeSortKey({ period: b });
  if (byEnd !== 0) return byEnd;
  return (startOfUtcDayMillis(a?.start) ?? -Infinity) - (startOfUtcDayMillis(b?.start) ?? -Infinity) || 0;
}

/**
 * The tasks under their time periods: one group per distinct period (same start and end), ordered by the end of
 * the period (exhibitor-area §5 task time sort, a missing end counts as 9999-01-31), then by its start; tasks
 * without any period last. Within a period the tasks keep their list order. 'descending' reverses the periods.
 */
export function groupByPeriod<T extends { readonly task: Pick<FairTask, 'period'> }>(
  items: readonly T[],
  direction: 'ascending' | 'descending' = 'ascending',
): TaskPeriodGroup<T>[] {
  const groups = new Map<string, { period: DateRange | null; tasks: T[] }>();
  for (const item of items) {
    const key = periodKey(item.task.period);
    const group = groups.get(key);
    if (group) group.tasks.push(item);
    else groups.set(key, { period: key === '' ? null : (item.task.period ?? null), tasks: [item] });
  }
  const dated = [...groups.values()].filter((group) => group.period !== null);
  dated.sort((a, b) => comparePeriods(a.period, b.period));
  if (direction === 'descending') dated.reverse();
  return [...dated, ...(groups.get('') ? [groups.get('')!] : [])];
}

/**
 * The task list as shown for the chosen view, sort and status filter. Grouped views keep only matching tasks; a
 * group's state, done flag and due date are those of its remaining tasks, and a group left empty is hidden. In
 * the standard view the time sorts give one list of every matching task; the time-period view gives the matching
 * tasks under their periods (groupByPeriod), the periods in the order of the time sort chosen (ascending unless
 * descending).
 */
export function taskListView<G extends ListedTaskGroup>(
  groups: readonly G[],
  options: TaskListOptions,
): TaskListView<G> {
  type Task = G['tasks'][number];
  if (options.mode === 'timePeriod') {
    const tasks = groups.flatMap((group): Task[] => group.tasks.filter((task) => matches(task, options)));
    return {
      kind: 'periods',
      periods: groupByPeriod(tasks, options.sort === 'descending' ? 'descending' : 'ascending'),
    };
  }
  if (options.sort === 'ascending' || options.sort === 'descending') {
    const tasks = groups.flatMap((group): Task[] => group.tasks.filter((task) => matches(task, options)));
    return { kind: 'timeline', tasks: sortTasksByTime(tasks, options.sort) };
  }
  const filtered = groups.flatMap((group): G[] => {
    const tasks: Task[] = group.tasks.filter((task) => matches(task, options));
    const summary = summarizeTaskGroup(tasks);
    if (summary === undefined) return [];
    const { dueDate: _previousDueDate, ...rest } = group;
    // The group keeps its own fields (title, link ...) with the tasks and summary of what is left.
    return [{ ...rest, tasks, ...summary } as unknown as G];
  });
  return { kind: 'groups', groups: filtered };
}

export interface ServiceGroupTasks<T> {
  readonly serviceGroup: ServiceGroup;
  readonly tasks: readonly T[];
}

/** Tasks grouped by service group, groups in order of first appearance, tasks in their given order. */
export function groupByServiceGroup<T extends { readonly task: Pick<FairTask, 'serviceGroup'> }>(
  items: readonly T[],
): ServiceGroupTasks<T>[] {
  const groups = new Map<ServiceGroup, T[]>();
  for (const item of items) {
    const group = groups.get(item.task.serviceGroup);
    if (group) group.push(item);
    else groups.set(item.task.serviceGroup, [item]);
  }
  return [...groups].map(([serviceGroup, tasks]) => ({ serviceGroup, tasks }));
}

/**
 * Whether a fair's tasks hold one an exhibitor works, not only titles: a fair without one has no deadline, no
 * reminder and nothing due in a digest.
 */
export function hasWorkableTask(tasks: readonly Pick<FairTask, 'type'>[]): boolean {
  return tasks.some((task) => task.type === 'task');
}
