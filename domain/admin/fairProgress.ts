import { boothProgress } from '../tasks/deadlines.ts';
import { TASK_DISPLAY_STATES, type TaskDisplayState } from '../tasks/taskDisplayState.ts';
import type { TaskGroupView } from '../tasks/taskGroups.ts';

/**
 * One booth's line in the organiser's cockpit: the state of every task its booth page shows, read off the page's
 * own task groups (the same rules, not a copy of them), with the counts the booth's progress on Home gives.
 */
export interface BoothProgressLine {
  readonly regiNr: string;
  /** Per task id the state the booth page shows; a task the page does not show has none. */
  readonly states: Readonly<Record<string, TaskDisplayState>>;
  readonly total: number;
  readonly done: number;
  readonly overdue: number;
}

/** The cockpit's line of a booth from the task groups of its page at `now`. */
export function boothProgressLine(regiNr: string, groups: readonly TaskGroupView[], now: Date): BoothProgressLine {
  const states: Record<string, TaskDisplayState> = {};
  for (const group of groups) for (const view of group.tasks) states[view.task._id] = view.state;
  const { total, done, overdue } = boothProgress(groups, now);
  return { regiNr, states, total, done, overdue };
}

export type TaskStateCounts = Readonly<Record<TaskDisplayState, number>>;

/** Per task id, how many of the lines show it in each state (the cockpit's totals per task). */
export function taskStateCounts(lines: readonly BoothProgressLine[]): Readonly<Record<string, TaskStateCounts>> {
  const counts: Record<string, Record<TaskDisplayState, number>> = {};
  for (const line of lines) {
    for (const [taskId, state] of Object.entries(line.states)) {
      counts[taskId] ??= Object.fromEntries(TASK_DISPLAY_STATES.map((known) => [known, 0])) as Record<
        TaskDisplayState,
        number
      >;
      counts[taskId][state] += 1;
    }
  }
  return counts;
}

/** A task column of the cockpit: the task as its booth pages show it, in German, with its process group. */
export interface ProgressTaskColumn {
  readonly id: string;
  readonly title: string;
  readonly group: string;
}

/**
 * The cockpit's task columns: every task that some booth page shows, once, in the order the pages show them (a
 * task only some booths see, a co-exhibitor's for example, comes where the first page that shows it has it).
 */
export function progressTaskColumns(pages: readonly (readonly TaskGroupView[])[]): ProgressTaskColumn[] {
  const columns = new Map<string, ProgressTaskColumn>();
  for (const groups of pages)
    for (const group of groups)
      for (const view of group.tasks)
        if (!columns.has(view.task._id))
          columns.set(view.task._id, {
            id: view.task._id,
            title: view.task.displayName.de,
            group: group.title?.displayName.de ?? '',
          });
  return [...columns.values()];
}
