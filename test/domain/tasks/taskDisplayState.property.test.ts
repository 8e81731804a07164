import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  DUE_WITHIN_DAYS,
  TASK_DISPLAY_STATES,
  TASK_STATE_PRIORITY,
  compareTaskStates,
  mostUrgentState,
  taskDisplayState,
  taskOpensOn,
} from '../../../domain/index.ts';
import { DAY_MS, dayArb, endOfDayMs, nowArb, periodArb, startOfDayMs } from './taskMothers.ts';

const flagsArb = fc.record({ required: fc.boolean(), isDisabled: fc.boolean() });

// spec: exhibitor-area §4 task display state (first match wins: done, unknown, overdue, inactive, pendent)
describe('task display state (property)', () => {
  it('a done task is shown done, whatever its period and now', () => {
    fc.assert(
      fc.property(periodArb, flagsArb, nowArb, (period, flags, now) => {
        expect(taskDisplayState({ ...flags, period }, true, now)).toBe('done');
      }),
    );
  });

  it('a task not done without period start and end is unknown', () => {
    fc.assert(
      fc.property(
        flagsArb,
        nowArb,
        fc.constantFrom(undefined, null, {}, { start: null, end: null }),
        (flags, now, period) => {
          expect(taskDisplayState({ ...flags, period }, false, now)).toBe('unknown');
        },
      ),
    );
  });

  it('a task not done is overdue exactly when now is after the end of its end day (UTC)', () => {
    fc.assert(
      fc.property(periodArb, flagsArb, nowArb, (period, flags, now) => {
        fc.pre(period.end !== undefined);
        const state = taskDisplayState({ ...flags, period }, false, now);
        expect(state === 'overdue').toBe(now.getTime() > endOfDayMs(period.end));
      }),
    );
  });

  it('a task not done and not overdue is inactive exactly when now is before its start day, or it is optional and disabled', () => {
    fc.assert(
      fc.property(periodArb, flagsArb, nowArb, (period, flags, now) => {
        fc.pre(period.start !== undefined || period.end !== undefined);
        fc.pre(period.end === undefined || now.getTime() <= endOfDayMs(period.end));
        const beforeStart = period.start !== undefined && now.getTime() < startOfDayMs(period.start);
        const state = taskDisplayState({ ...flags, period }, false, now);
        expect(state === 'inactive').toBe(beforeStart || (!flags.required && flags.isDisabled));
      }),
    );
  });

  it(`a pendent task is due exactly when the end of its end day is at most ${DUE_WITHIN_DAYS} days away`, () => {
    fc.assert(
      fc.property(periodArb, nowArb, (period, now) => {
        const task = { period, required: true, isDisabled: false };
        const state = taskDisplayState(task, false, now);
        fc.pre(state === 'pendent' || state === 'due');
        const dueSoon = period.end !== undefined && endOfDayMs(period.end) - now.getTime() <= DUE_WITHIN_DAYS * DAY_MS;
        expect(state).toBe(dueSoon ? 'due' : 'pendent');
      }),
    );
  });

  it('a required task at or after the start of its start day and not past its end day is pendent or due', () => {
    fc.assert(
      fc.property(dayArb, fc.nat(400), fc.integer({ min: 0, max: 400 * DAY_MS }), (start, length, offset) => {
        const end = new Date(startOfDayMs(start) + length * DAY_MS).toISOString().slice(0, 10);
        const now = new Date(Math.min(startOfDayMs(start) + offset, endOfDayMs(end)));
        expect(['pendent', 'due']).toContain(taskDisplayState({ period: { start, end }, required: true }, false, now));
      }),
    );
  });

  it('priorities order the states overdue < due < pendent < unknown < inactive < done', () => {
    const ordered = [...TASK_DISPLAY_STATES].sort((a, b) => TASK_STATE_PRIORITY[a] - TASK_STATE_PRIORITY[b]);
    expect(ordered).toEqual(['overdue', 'due', 'pendent', 'unknown', 'inactive', 'done']);
  });

  it('the most urgent of a set of states is one of them and none of them is more urgent', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TASK_DISPLAY_STATES), { minLength: 1 }), (states) => {
        const urgent = mostUrgentState(states)!;
        expect(states).toContain(urgent);
        for (const state of states) expect(compareTaskStates(urgent, state)).toBeLessThanOrEqual(0);
      }),
    );
    expect(mostUrgentState([])).toBeUndefined();
  });

  // The task list shows "opens on <day>" in place of the link of a task that is not open yet.
  it('a task opens on its period start exactly when it shows inactive and now is before that day (UTC)', () => {
    fc.assert(
      fc.property(periodArb, flagsArb, fc.boolean(), nowArb, (period, flags, done, now) => {
        const state = taskDisplayState({ ...flags, period }, done, now);
        const opensOn = taskOpensOn({ period }, state, now);
        const notOpenYet =
          state === 'inactive' && period.start !== undefined && now.getTime() < startOfDayMs(period.start);
        expect(opensOn).toBe(notOpenYet ? period.start : undefined);
        if (opensOn !== undefined) expect(done).toBe(false);
      }),
    );
  });
});
