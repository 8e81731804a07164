import { describe, it, expect } from '@jest/globals';
import { fairSchedule, isFairStepActive } from '../../../domain/exhibitor/index.ts';
import { localized } from './exhibitorMothers.ts';

const step = (start: string | null, end: string | null) => ({
  displayName: localized('Aufbau'),
  dateRange: { start, end },
});

describe('fair schedule examples', () => {
  // spec: exhibitor-area §4 fair schedule: both boundary days count in full
  it('is active from UTC midnight of the start day to the last millisecond of the end day', () => {
    const setup = step('2026-05-08T14:00:00Z', '2026-05-09T06:00:00Z');
    expect(isFairStepActive(setup, new Date('2026-05-07T23:59:59.999Z'))).toBe(false);
    expect(isFairStepActive(setup, new Date('2026-05-08T00:00:00.000Z'))).toBe(true);
    expect(isFairStepActive(setup, new Date('2026-05-09T23:59:59.999Z'))).toBe(true);
    expect(isFairStepActive(setup, new Date('2026-05-10T00:00:00.000Z'))).toBe(false);
  });

  // spec: exhibitor-area §4 fair schedule: UTC, also on the Europe/Zurich DST change day
  it('uses UTC days for Zurich local times on the DST change day', () => {
    // 2026-03-29 01:30 in Zurich (+01:00) is 2026-03-29 00:30 UTC; 2026-10-25 00:30 (+02:00) is 2026-10-24 22:30 UTC.
    const spring = step('2026-03-29T01:30:00+01:00', '2026-03-29T01:30:00+01:00');
    expect(isFairStepActive(spring, new Date('2026-03-28T23:30:00Z'))).toBe(false);
    expect(isFairStepActive(spring, new Date('2026-03-29T23:30:00Z'))).toBe(true);
    const autumn = step('2026-10-25T00:30:00+02:00', '2026-10-25T00:30:00+02:00');
    expect(isFairStepActive(autumn, new Date('2026-10-24T12:00:00Z'))).toBe(true);
    expect(isFairStepActive(autumn, new Date('2026-10-25T12:00:00Z'))).toBe(false);
  });

  // spec: exhibitor-area §4 fair schedule: a step without dates is never active; year 9999 end
  it('flags the schedule, with open and unknown ranges', () => {
    const now = new Date('9999-12-31T23:59:59.999Z');
    expect(
      fairSchedule([step('2026-01-01', '9999-12-31'), step(null, '9999-12-31')], now).map((s) => s.active),
    ).toEqual([true, false]);
    expect(fairSchedule(undefined, now)).toEqual([]);
  });
});
