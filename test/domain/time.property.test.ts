import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { endOfUtcDay, parseInstant, startOfUtcDay, toDateTime } from '../../domain/dateTime.ts';
import { isWithinDayRange } from '../../domain/time.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);
const instants = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

// spec: exhibitor-area §5 and admin-back-office §4 — "end of that day, UTC" and "start of that day, UTC"
describe('the UTC day rules', () => {
  it('the start of a day is its 00:00:00.000 UTC and the end its 23:59:59.999 UTC, whatever the time or offset given', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -12, max: 14 }), (instant, offsetHours) => {
        const shifted = new Date(instant.getTime() + offsetHours * 3_600_000);
        const sign = offsetHours < 0 ? '-' : '+';
        const local = `${shifted.toISOString().slice(0, 19)}${sign}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
        expect(startOfUtcDay(local)!.toISO()).toBe(`${day(instant)}T00:00:00.000Z`);
        expect(endOfUtcDay(local)!.toISO()).toBe(`${day(instant)}T23:59:59.999Z`);
        expect(parseInstant(local)!.toMillis()).toBe(Math.floor(instant.getTime() / 1000) * 1000);
      }),
    );
  });

  it('a one-day range contains now exactly when now falls on that UTC day', () => {
    fc.assert(
      fc.property(instants, instants, (rangeDay, now) => {
        expect(isWithinDayRange({ start: day(rangeDay), end: day(rangeDay) }, now)).toBe(day(rangeDay) === day(now));
      }),
    );
  });

  it('a range with a missing or unreadable end or start contains nothing', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(null, undefined, '', '   ', 'not a date'), (now, missing) => {
        expect(isWithinDayRange({ start: day(now), end: missing }, now)).toBe(false);
        expect(isWithinDayRange({ start: missing, end: day(now) }, now)).toBe(false);
      }),
    );
    expect(isWithinDayRange(null, new Date())).toBe(false);
  });

  it('blank, missing and invalid values have no day', () => {
    for (const value of [null, undefined, '', '  ', '2026-02-30', 'tomorrow']) {
      expect(parseInstant(value)).toBeUndefined();
      expect(startOfUtcDay(value)).toBeUndefined();
      expect(endOfUtcDay(value)).toBeUndefined();
    }
    expect(parseInstant(' 2026-03-29 ')!.toISO()).toBe('2026-03-29T00:00:00.000Z');
  });

  it('keeps answering right for more distinct dates than it remembers', () => {
    const start = Date.UTC(2001, 0, 1);
    for (let index = 0; index < 5000; index += 1) {
      const value = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
      expect(endOfUtcDay(value)!.toISO()).toBe(`${value}T23:59:59.999Z`);
    }
    expect(startOfUtcDay('2001-01-01')!.toISO()).toBe('2001-01-01T00:00:00.000Z');
  });

  it('reads now as a UTC instant', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const at = toDateTime(now);
        expect(at.toMillis()).toBe(now.getTime());
        expect(at.zoneName).toBe('UTC');
      }),
    );
  });
});
