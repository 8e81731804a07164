import { DateTime } from 'luxon';
import { parseInstant } from '../dateTime.ts';
import { endOfUtcDayMillis, type IsoDate } from '../time.ts';
import { DUE_WITHIN_DAYS, type TaskDisplayState } from './taskDisplayState.ts';
import type { TaskGroupView, TaskView } from './taskGroups.ts';

/**
 * A deadline: a task the booth page shows as not done and with a due date. The list across booths is read off
 * the booth pages' own task views (buildTaskGroups), so that it can never disagree with them.
 */
export interface BoothDeadline<B> {
  /** Whatever identifies the booth for the caller (fair, booth); carried through unchanged. */
  readonly booth: B;
  readonly view: TaskView;
  readonly dueDate: IsoDate;
}

/** The tasks of one booth's page that are not done and have a due date, in the page's order. */
export function deadlinesOfBooth(groups: readonly TaskGroupView[]): Array<{ view: TaskView; dueDate: IsoDate }> {
  return groups.flatMap((group) =>
    group.tasks.flatMap((view) =>
      !view.done && view.dueDate !== undefined && parseInstant(view.dueDate) !== undefined
        ? [{ view, dueDate: view.dueDate }]
        : [],
    ),
  );
}

/** Millisecond key of a due date: the end of its UTC day, as the display state reads it. */
function dueMillis(dueDate: IsoDate): number {
  return endOfUtcDayMillis(dueDate) ?? Number.POSITIVE_INFINITY;
}

/**
 * The deadlines of several booths as one list: the overdue ones first, then the rest, each part by due day
 * ascending (a task with only a start date that has passed is pendent, not overdue, so the state decides before
 * the day); ties keep the order in which the booths and their pages list them.
 */
export function mergeDeadlines<B>(
  perBooth: ReadonlyArray<{ readonly booth: B; readonly groups: readonly TaskGroupView[] }>,
): BoothDeadline<B>[] {
  const all = perBooth.flatMap(({ booth, groups }) =>
    deadlinesOfBooth(groups).map(({ view, dueDate }) => ({ booth, view, dueDate })),
  );
  return all
    .map((deadline, index) => ({
      deadline,
      index,
      overdue: deadline.view.state === 'overdue' ? 0 : 1,
      key: dueMillis(deadline.dueDate),
    }))
    .sort((a, b) => a.overdue - b.overdue || a.key - b.key || a.index - b.index)
    .map(({ deadline }) => deadline);
}

/**
 * How far one booth is: tasks shown, done, overdue, and the next deadline: the earliest not-done due day that has
 * not ended by `now`. A past day is never "next" (the overdue count says those); when every open deadline is past,
 * `next` is null and `pastDue` counts the open tasks whose day is over, so the card can say so instead of a date.
 */
export interface BoothProgress {
  readonly total: number;
  readonly done: number;
  readonly overdue: number;
  /** Open tasks with a due day that has ended (overdue ones and optional ones left past their day). */
  readonly pastDue: number;
  readonly next: { readonly view: TaskView; readonly dueDate: IsoDate } | null;
}

export function boothProgress(groups: readonly TaskGroupView[], now: Date): BoothProgress {
  const tasks = groups.flatMap((group) => group.tasks);
  const open = deadlinesOfBooth(groups);
  const isAhead = (dueDate: IsoDate) => dueMillis(dueDate) >= now.getTime();
  const next = mergeDeadlines([{ booth: null, groups }]).find(
    (deadline) => deadline.view.state !== 'overdue' && isAhead(deadline.dueDate),
  );
  return {
    total: tasks.length,
    done: tasks.filter((task) => task.done).length,
    overdue: tasks.filter((task) => task.state === 'overdue').length,
    pastDue: open.filter(({ view, dueDate }) => view.state === 'overdue' || !isAhead(dueDate)).length,
    next: next ? { view: next.view, dueDate: next.dueDate } : null,
  };
}

/**
 * The weeks the deadlines page groups by, in the fair's time zone (weeks start on Monday, ISO): overdue first,
 * then this week, next week and later. A task whose state is overdue is overdue whatever its week.
 */
export const DEADLINE_WEEKS = ['overdue', 'thisWeek', 'nextWeek', 'later'] as const;
export type DeadlineWeek = (typeof DEADLINE_WEEKS)[number];

export function deadlineWeek(
  deadline: { readonly state: TaskDisplayState; readonly dueDate: IsoDate },
  now: Date,
  timeZone: string,
): DeadlineWeek {
  if (deadline.state === 'overdue') return 'overdue';
  const due = parseInstant(deadline.dueDate);
  if (!due) return 'later';
  const weekStart = DateTime.fromJSDate(now, { zone: timeZone }).startOf('week');
  // The due date is a calendar day (UTC day rules); it falls in the local week that contains that day.
  const dueDay = DateTime.fromISO(due.toISODate()!, { zone: timeZone });
  if (dueDay < weekStart.plus({ weeks: 1 })) return 'thisWeek';
  if (dueDay < weekStart.plus({ weeks: 2 })) return 'nextWeek';
  return 'later';
}

/** Days ahead the weekly digest looks (due within this many days, besides everything overdue). */
export const DIGEST_WITHIN_DAYS = DUE_WITHIN_DAYS;

/** Whether a deadline belongs in the weekly digest: overdue, or its due day ends within DIGEST_WITHIN_DAYS of now. */
export function isInDigest(deadline: { readonly state: TaskDisplayState; readonly dueDate: IsoDate }, now: Date) {
  if (deadline.state === 'overdue') return true;
  const end = endOfUtcDayMillis(deadline.dueDate);
  return end !== undefined && end - now.getTime() <= DIGEST_WITHIN_DAYS * 24 * 60 * 60 * 1000;
}

/** The ISO week of an instant in a time zone, e.g. `2026-W48`: the digest is sent once per user and week. */
export function isoWeekKey(now: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  return `${local.weekYear}-W${String(local.weekNumber).padStart(2, '0')}`;
}
