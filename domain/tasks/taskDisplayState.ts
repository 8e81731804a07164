import { endOfUtcDayMillis, startOfUtcDayMillis, type IsoDate } from '../time.ts';
import type { FairTask } from './types.ts';

/** The states a task (and a task group) is shown in. 'due' is this product's refinement of 'pendent', see DUE_WITHIN_DAYS. */
export const TASK_DISPLAY_STATES = ['overdue', 'due', 'pendent', 'unknown', 'inactive', 'done'] as const;
export type TaskDisplayState = (typeof TASK_DISPLAY_STATES)[number];

/**
 * Definition of "due" (the specification names the state in the status filter without defining it):
 * a task that would be pendent is due when its period has an end and the end of that end day (23:59:59.999 UTC)
 * is at most this many days after now. It is then still pendent in substance, only urgent; the status filter lists
 * it under 'due' alone, so that every filter lists the tasks showing its own badge.
 */
export const DUE_WITHIN_DAYS = 14;
const MILLIS_PER_DAY = 24 * 60 * 60 * 1000;

/**
 * Ordering of states, lower = more urgent. A group takes the lowest value among its tasks, so 'done' is
 * highest: a group is done only when every task in it is done. 'unknown' (no period at all) ranks above
 * 'inactive' because it may need the exhibitor now, while an inactive task cannot be worked on yet.
 */
export const TASK_STATE_PRIORITY: Readonly<Record<TaskDisplayState, number>> = {
  overdue: 0,
  due: 1,
  pendent: 2,
  unknown: 3,
  inactive: 4,
  done: 5,
};

/** Comparator: more urgent states first. */
export function compareTaskStates(a: TaskDisplayState, b: TaskDisplayState): number {
  return TASK_STATE_PRIORITY[a] - TASK_STATE_PRIORITY[b];
}

/** The most urgent (lowest-valued) state; undefined for no states. */
export function mostUrgentState(states: Iterable<TaskDisplayState>): TaskDisplayState | undefined {
  let best: TaskDisplayState | undefined;
  for (const state of states) {
    if (best === undefined || compareTaskStates(state, best) < 0) best = state;
  }
  return best;
}

/**
 * Task display state (exhibitor-area §4), first match wins:
 * 1. done — the task is done (isTaskDone, which includes a switched-off notification);
 * 2. unknown — the period has neither start nor end;
 * 3. overdue — now is after the end of the period's end day (UTC);
 * 4. inactive — now is before the start of the period's start day (UTC), or the task is not required and disabled;
 * 5. due — pendent and the end of the end day is within DUE_WITHIN_DAYS of now;
 * 6. pendent — otherwise (now at or after the start, or no start).
 */
export function taskDisplayState(
  task: Pick<FairTask, 'period' | 'required' | 'isDisabled'>,
  done: boolean,
  now: Date,
): TaskDisplayState {
  if (done) return 'done';
  const start = startOfUtcDayMillis(task.period?.start);
  const end = endOfUtcDayMillis(task.period?.end);
  if (start === undefined && end === undefined) return 'unknown';
  const at = now.getTime();
  if (end !== undefined && at > end) return 'overdue';
  if ((start !== undefined && at < start) || (!task.required && task.isDisabled === true)) return 'inactive';
  if (end !== undefined && end - at <= DUE_WITHIN_DAYS * MILLIS_PER_DAY) return 'due';
  return 'pendent';
}

/**
 * The day a task that is not open yet opens: its period start, when the task shows as inactive because now is
 * before the start of that day (UTC). Undefined for every other task, also for one inactive only because it is
 * not required and disabled: it has no day on which it opens.
 */
export function taskOpensOn(task: Pick<FairTask, 'period'>, state: TaskDisplayState, now: Date): IsoDate | undefined {
  const start = task.period?.start;
  const startMillis = startOfUtcDayMillis(start);
  if (state !== 'inactive' || start == null || startMillis === undefined) return undefined;
  return now.getTime() < startMillis ? start : undefined;
}
