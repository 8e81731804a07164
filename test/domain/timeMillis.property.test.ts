import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { endOfUtcDay, parseInstant, startOfUtcDay } from '../../domain/dateTime.ts';
import { endOfUtcDayMillis, instantMillis, startOfUtcDayMillis } from '../../domain/time.ts';

// The UTC day rules read ISO texts themselves, without a date library (the exhibitor's pages apply them to every
// task). Their readings must be luxon's exactly, as they were when luxon read them.
// spec: exhibitor-area §5 and admin-back-office §4 — "end of that day, UTC" and "start of that day, UTC"

/** What luxon reads an ISO text as, the way these rules used to ask it. */
function luxonReading(text: string): DateTime | undefined {
  if (text.trim() === '') return undefined;
  const parsed = DateTime.fromISO(text.trim(), { zone: 'utc', setZone: false }).toUTC();
  return parsed.isValid ? parsed : undefined;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const instants = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

/**
 * Every form the product holds: a date, a time to the hour, minute, second or a fraction (dot or comma), 24 o'clock
 * among the hours, any offset, in either case.
 */
const isoForms = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    time: fc.option(
      fc.record({
        hour: fc.integer({ min: 0, max: 24 }),
        minute: fc.option(fc.integer({ min: 0, max: 59 })),
        second: fc.option(fc.integer({ min: 0, max: 59 })),
        fraction: fc.option(fc.stringMatching(/^[0-9]{1,9}$/)),
        separator: fc.constantFrom('.', ','),
        lowerCase: fc.boolean(),
        offset: fc.option(
          fc.oneof(
            fc.constant('Z'),
            fc
              .tuple(
                fc.constantFrom('+', '-'),
                fc.integer({ min: 0, max: 14 }),
                fc.integer({ min: 0, max: 59 }),
                fc.constantFrom(':', ''),
              )
              .map(([sign, hours, minutes, colon]) => `${sign}${pad(hours)}${colon}${pad(minutes)}`),
            fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 })).map(([s, h]) => `${s}${pad(h)}`),
          ),
        ),
      }),
    ),
    blanks: fc.constantFrom('', ' ', '  '),
  })
  .map(({ year, month, day, time, blanks }) => {
    let text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
    if (time) {
      // luxon reads 24 o'clock in the years 0 to 99 as that day's start; those years are not the product's.
      const hour = time.hour === 24 && year < 100 ? 23 : time.hour;
      text += `${time.lowerCase ? 't' : 'T'}${pad(hour)}`;
      if (time.minute !== null) text += `:${pad(time.minute)}`;
      if (time.minute !== null && time.second !== null) {
        text += `:${pad(time.second)}`;
        if (time.fraction !== null) text += `${time.separator}${time.fraction}`;
      }
      text += time.lowerCase ? (time.offset ?? '').toLowerCase() : (time.offset ?? '');
    }
    return `${blanks}${text}${blanks}`;
  });

/** ISO texts as the product holds them, day numbers past a month's end, blanks and nonsense. */
const texts = fc.oneof(
  isoForms,
  instants.map((date) => date.toISOString()),
  instants.map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('', '   ', '2026-13-40', 'not a date', '2026-02-30', '2024-02-29', '2100-02-29', '2026-03-01T24:00'),
  fc.string(),
);

describe('the UTC day rules in epoch milliseconds', () => {
  it('read every form the product holds as luxon does', () => {
    fc.assert(
      fc.property(isoForms, (text) => {
        const reading = luxonReading(text);
        expect(instantMillis(text)).toBe(reading?.toMillis());
        expect(startOfUtcDayMillis(text)).toBe(reading?.startOf('day').toMillis());
        expect(endOfUtcDayMillis(text)).toBe(reading?.endOf('day').toMillis());
      }),
      { numRuns: 2000 },
    );
  });

  it('read nothing luxon would not, and any other text as luxon does', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const millis = instantMillis(text);
        // Ordinal and week dates and the basic form are not the product's: read as invalid here, whatever luxon says.
        if (millis !== undefined) expect(millis).toBe(luxonReading(text)?.toMillis());
        // Remembered: the second reading is the same.
        expect(instantMillis(text)).toBe(millis);
      }),
      { numRuns: 2000 },
    );
  });

  it('are what the DateTime functions give', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(parseInstant(text)?.toMillis()).toBe(instantMillis(text));
        expect(startOfUtcDay(text)?.toMillis()).toBe(startOfUtcDayMillis(text));
        expect(endOfUtcDay(text)?.toMillis()).toBe(endOfUtcDayMillis(text));
        expect(parseInstant(text)?.zoneName ?? 'UTC').toBe('UTC');
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
