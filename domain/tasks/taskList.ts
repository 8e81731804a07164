import { endOfUtcDay } from '../time.ts';
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
 * The status filter of the task list (exhibitor-area §2 Task list). 'pendent' lists due tasks too, since a due
 * task is a pendent one whose end is near (see DUE_WITHIN_DAYS); 'due', 'overdue' and 'done' list their state only.
 */
export const TASK_STATUS_FILTERS = ['all', 'pendent', 'due', 'overdue', 'done'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

export interface TaskListOptions {
  readonly sort: TaskSortOption;
  readonly status: TaskStatusFilter;
}

/** A task without a period end sorts as if it ended on this day (exhibitor-area §5 task time sort). */
export const TASK_TIME_SORT_DEFAULT_END = '9999-01-31';

/** The time-sort key: the period end (default 9999-01-31) at 23:59:59.999 UTC, in epoch milliseconds. */
export function taskTimeSortKey(task: Pick<FairTask, 'period'>): number {
  const end = endOfUtcDay(task.period?.end) ?? endOfUtcDay(TASK_TIME_SORT_DEFAULT_END);
  return end!.toMillis();
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
  if (status === 'all') return true;
  if (status === 'pendent') return state === 'pendent' || state === 'due';
  return state === status;
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

export type TaskListView<G extends ListedTaskGroup = TaskGroupView> =
  | { readonly kind: 'groups'; readonly groups: readonly G[] }
  | { readonly kind: 'timeline'; readonly tasks: readonly G['tasks'][number][] };

/**
 * The task list as shown for the chosen sort and status filter. Grouped views keep only matching tasks; a group's
 * state, done flag and due date are those of its remaining tasks, and a group left empty is hidden. The time
 * sorts give one list of every matching task.
 */
export function taskListView<G extends ListedTaskGroup>(
  groups: readonly G[],
  options: TaskListOptions,
): TaskListView<G> {
  type Task = G['tasks'][number];
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
