import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  endOfUtcDay,
  endOfUtcDayMillis,
  instantMillis,
  parseInstant,
  startOfUtcDay,
  startOfUtcDayMillis,
} from '../../domain/time.ts';

// The window rules compare epoch milliseconds (fast on long lists); these readings must be the DateTime ones exactly.
// spec: exhibitor-area §5 and admin-back-office §4 — "end of that day, UTC" and "start of that day, UTC"

const instants = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});
/** ISO texts as the product holds them: dates, instants with Z or an offset, blanks and nonsense. */
const isoTexts = fc.oneof(
  instants.map((date) => date.toISOString().slice(0, 10)),
  instants.map((date) => date.toISOString()),
  fc
    .tuple(instants, fc.integer({ min: -12, max: 14 }))
    .map(
      ([date, hours]) =>
        `${date.toISOString().slice(0, 19)}${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`,
    ),
  fc.constantFrom('', '   ', '2026-13-40', 'not a date', '2026-02-30'),
  fc.string(),
);

describe('the UTC day rules in epoch milliseconds', () => {
  it('read every text as the DateTime functions do', () => {
    fc.assert(
      fc.property(isoTexts, (text) => {
        expect(instantMillis(text)).toBe(parseInstant(text)?.toMillis());
        expect(startOfUtcDayMillis(text)).toBe(startOfUtcDay(text)?.toMillis());
        expect(endOfUtcDayMillis(text)).toBe(endOfUtcDay(text)?.toMillis());
        // Remembered: the second reading is the same.
        expect(endOfUtcDayMillis(text)).toBe(endOfUtcDay(text)?.toMillis());
      }),
    );
  });

  it('give undefined for a missing value', () => {
    for (const missing of [null, undefined]) {
      expect(instantMillis(missing)).toBeUndefined();
      expect(startOfUtcDayMillis(missing)).toBeUndefined();
      expect(endOfUtcDayMillis(missing)).toBeUndefined();
    }
  });
});
