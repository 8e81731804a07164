import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  boothProgress,
  buildTaskGroups,
  deadlineWeek,
  isInDigest,
  isoWeekKey,
  mergeDeadlines,
} from '../../../domain/index.ts';
import { boardContextArb, endOfDayMs, fairTasksArb, nowArb } from './taskMothers.ts';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Europe/Zurich';

const tasksArb = fairTasksArb;

const boothsArb = fc.array(fc.record({ tasks: tasksArb, context: boardContextArb }), { maxLength: 4 });

// spec: exhibitor-area §4 task display state, task done; §2 Task list (due date)
describe('deadlines across booths (property)', () => {
  it('are exactly the tasks each booth page shows as not done with a due date, each once', () => {
    fc.assert(
      fc.property(boothsArb, nowArb, (booths, now) => {
        const perBooth = booths.map(({ tasks, context }, index) => ({
          booth: index,
          groups: buildTaskGroups(tasks, context, now),
        }));
        const listed = mergeDeadlines(perBooth).map(({ booth, view }) => `${booth}:${view.task._id}`);
        const expected = perBooth.flatMap(({ booth, groups }) =>
          groups
            .flatMap((group) => group.tasks)
            .filter((view) => !view.done && view.dueDate !== undefined)
            .map((view) => `${booth}:${view.task._id}`),
        );
        expect([...listed].sort()).toEqual([...expected].sort());
        expect(new Set(listed).size).toBe(listed.length);
      }),
    );
  });

  it('list the overdue ones first, then the rest, each by due day', () => {
    fc.assert(
      fc.property(boothsArb, nowArb, (booths, now) => {
        const list = mergeDeadlines(
          booths.map(({ tasks, context }, index) => ({ booth: index, groups: buildTaskGroups(tasks, context, now) })),
        );
        for (const part of [
          list.filter(({ view }) => view.state === 'overdue'),
          list.filter(({ view }) => view.state !== 'overdue'),
        ]) {
          const days = part.map(({ dueDate }) => endOfDayMs(dueDate.slice(0, 10)));
          for (let i = 1; i < days.length; i += 1) expect(days[i]).toBeGreaterThanOrEqual(days[i - 1]);
        }
        const firstNotOverdue = list.findIndex(({ view }) => view.state !== 'overdue');
        if (firstNotOverdue >= 0) {
          expect(list.slice(firstNotOverdue).every(({ view }) => view.state !== 'overdue')).toBe(true);
        }
      }),
    );
  });

  it('booth progress counts the shown tasks, the done ones and the overdue ones, and names the earliest deadline not past', () => {
    fc.assert(
      fc.property(tasksArb, boardContextArb, nowArb, (tasks, context, now) => {
        const groups = buildTaskGroups(tasks, context, now);
        const views = groups.flatMap((group) => group.tasks);
        const progress = boothProgress(groups, now);
        expect(progress.total).toBe(views.length);
        expect(progress.done).toBe(views.filter((view) => view.done).length);
        expect(progress.overdue).toBe(views.filter((view) => view.state === 'overdue').length);
        const open = views.filter((view) => !view.done && view.dueDate !== undefined);
        // spec: exhibitor-area §2 Home: the card's next deadline is one still ahead of the portal's clock; a day
        // already over is never shown as "next", however early it is.
        const ahead = open.filter((view) => endOfDayMs(view.dueDate!.slice(0, 10)) >= now.getTime());
        expect(progress.pastDue).toBe(open.length - ahead.length);
        if (ahead.length === 0) expect(progress.next).toBeNull();
        else {
          const earliest = Math.min(...ahead.map((view) => endOfDayMs(view.dueDate!.slice(0, 10))));
          expect(endOfDayMs(progress.next!.dueDate.slice(0, 10))).toBe(earliest);
          expect(endOfDayMs(progress.next!.dueDate.slice(0, 10))).toBeGreaterThanOrEqual(now.getTime());
          expect(progress.next!.view.done).toBe(false);
        }
      }),
    );
  });
});

describe('deadline weeks and the weekly digest (property)', () => {
  const dayOffsetArb = fc.integer({ min: -30, max: 60 });
  // Due days up to 60 days ahead stay within the four-digit years that ISO dates are written in.
  const nowArb = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('9999-10-01T00:00:00Z'),
    noInvalidDate: true,
  });

  it('an overdue task is in the overdue week and always in the digest', () => {
    fc.assert(
      fc.property(nowArb, dayOffsetArb, (now, offset) => {
        const dueDate = new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
        expect(deadlineWeek({ state: 'overdue', dueDate }, now, ZONE)).toBe('overdue');
        expect(isInDigest({ state: 'overdue', dueDate }, now)).toBe(true);
      }),
    );
  });

  it('weeks follow the due day: this week within 7 days, later beyond 14, and never earlier for a later day', () => {
    fc.assert(
      fc.property(nowArb, dayOffsetArb, dayOffsetArb, (now, a, b) => {
        const order = ['thisWeek', 'nextWeek', 'later'];
        const week = (offset: number) =>
          deadlineWeek(
            { state: 'pendent', dueDate: new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10) },
            now,
            ZONE,
          );
        if (a >= 0 && b >= a) expect(order.indexOf(week(b))).toBeGreaterThanOrEqual(order.indexOf(week(a)));
        if (a >= 15) expect(week(a)).toBe('later');
        if (a >= 0 && a <= 0) expect(week(a)).not.toBe('later');
      }),
    );
  });

  it('the digest holds what is due within 14 days and nothing later', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: 0, max: 60 }), (now, offset) => {
        const dueDate = new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
        const inDigest = isInDigest({ state: 'pendent', dueDate }, now);
        expect(inDigest).toBe(endOfDayMs(dueDate) - now.getTime() <= 14 * DAY);
      }),
    );
  });

  it('the week key is the same for every instant of one local ISO week and changes from one week to the next', () => {
    // Monday 2026-11-23 00:00 in Zurich is 2026-11-22T23:00Z.
    expect(isoWeekKey(new Date('2026-11-22T23:00:00Z'), ZONE)).toBe('2026-W48');
    expect(isoWeekKey(new Date('2026-11-29T22:59:59Z'), ZONE)).toBe('2026-W48');
    expect(isoWeekKey(new Date('2026-11-29T23:00:00Z'), ZONE)).toBe('2026-W49');
    expect(isoWeekKey(new Date('2026-11-22T22:59:59Z'), ZONE)).toBe('2026-W47');
  });
});
