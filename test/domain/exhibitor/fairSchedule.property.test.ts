import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { fairSchedule, isFairStepActive } from '../../../domain/exhibitor/index.ts';
import { isoArb, localized, nowNear, utcDayEnd, utcDayStart } from './exhibitorMothers.ts';

describe('fair schedule', () => {
  // spec: exhibitor-area §4 fair schedule: active from the start of the start day to the end of the end day, UTC
  it('marks a step active exactly between the start of its start day and the end of its end day, UTC', () => {
    const arb = fc
      .record({ start: isoArb, end: isoArb })
      .chain((range) =>
        fc.record({ range: fc.constant(range), now: fc.oneof(nowNear(range.start), nowNear(range.end)) }),
      );
    fc.assert(
      fc.property(arb, ({ range, now }) => {
        const expected = utcDayStart(range.start) <= now.getTime() && now.getTime() <= utcDayEnd(range.end);
        expect(isFairStepActive({ dateRange: range }, now)).toBe(expected);
      }),
    );
  });

  // spec: exhibitor-area §2 process list, §4 fair schedule: every step keeps its place and gets its active flag
  it('keeps the steps in the fair order and flags each one', () => {
    const stepArb = fc.record({
      displayName: fc.constant(localized('step')),
      dateRange: fc.record({ start: isoArb, end: isoArb }),
    });
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 6 }), isoArb, (steps, nowIso) => {
        const now = new Date(nowIso);
        const schedule = fairSchedule(steps, now);
        expect(schedule.map(({ active: _active, ...step }) => step)).toEqual(steps);
        schedule.forEach((step) => expect(step.active).toBe(isFairStepActive(step, now)));
      }),
    );
  });
});
