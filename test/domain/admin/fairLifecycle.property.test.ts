import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { fairLifecycleState } from '../../../domain/admin/index.ts';
import { addDays, dayArb, utcDayEnd, utcDayStart } from './adminMothers.ts';

// A moment near the publication days, so that every boundary is hit often.
const scenarioArb = fc
  .tuple(
    dayArb,
    fc.integer({ min: 0, max: 30 }),
    fc.integer({ min: -3, max: 35 }),
    fc.constantFrom(-1, 0, 1, 3_600_000),
  )
  .map(([start, length, dayOffset, msOffset]) => {
    const end = addDays(start, length);
    const now = new Date(utcDayStart(addDays(start, dayOffset)) + msOffset);
    return { start, end, now };
  });

describe('fair lifecycle', () => {
  // spec: admin-back-office §4: Eröffnen (new), Erfasst (saved), Aktiv (publication started), Beendet (publication ended)
  it('is Eröffnen without _id, whatever the dates', () => {
    fc.assert(
      fc.property(scenarioArb, ({ start, end, now }) => {
        expect(fairLifecycleState({ publish: { start, end } }, now)).toBe('Eröffnen');
      }),
    );
  });

  // spec: admin-back-office §4: started when the start date is not after now; ended when the end date
  // (taken as 23:59:59.999 UTC of that day) is not after now
  it('is Beendet once the end of the publish end day is reached, Aktiv once the start day began, else Erfasst', () => {
    fc.assert(
      fc.property(scenarioArb, ({ start, end, now }) => {
        const t = now.getTime();
        const expected = utcDayEnd(end) <= t ? 'Beendet' : utcDayStart(start) <= t ? 'Aktiv' : 'Erfasst';
        expect(fairLifecycleState({ _id: 'f1', publish: { start, end } }, now)).toBe(expected);
      }),
    );
  });
});
