import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  ADMIN_VALIDATION_MESSAGES,
  homeNoticeAt,
  MAX_HOME_NOTICE_LENGTH,
  validateHomeNotice,
  type HomeNoticeValues,
} from '../../../domain/admin/index.ts';

// spec: exhibitor-area §2 Home (message banner "shown when a message is set"); beyond the spec: its days, UTC
// like every day rule of the spec, both inclusive, an open side no bound.

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const startOf = (ms: number): number => Math.floor(ms / DAY) * DAY;

const textArb = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '');
const instantArb = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
const noticeArb = (shown: HomeNoticeValues['shown']) =>
  fc.record({ textDe: textArb, textFr: textArb, textEn: textArb }).map((texts) => ({ ...texts, shown }));

describe('homeNoticeAt', () => {
  it('shows the texts exactly from the start of the first day to the end of the last (UTC)', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 0, max: DAY - 1 }),
        (first, length, offsetDays, timeOfDay) => {
          const start = startOf(first);
          const end = start + length * DAY;
          const now = new Date(start + offsetDays * DAY + timeOfDay);
          const notice = { textDe: 'A', textFr: 'B', textEn: 'C', shown: { start: dayOf(start), end: dayOf(end) } };
          const inside = now.getTime() >= start && now.getTime() < end + DAY;
          expect(homeNoticeAt(notice, now)).toEqual(inside ? { de: 'A', fr: 'B', en: 'C' } : null);
        },
      ),
    );
  });

  it('treats an open side as no bound, and a notice without text as none', () => {
    fc.assert(
      fc.property(
        instantArb,
        instantArb,
        fc.constantFrom<'start' | 'end' | 'both'>('start', 'end', 'both'),
        (bound, at, open) => {
          const now = new Date(at);
          const shown = {
            start: open === 'end' ? dayOf(bound) : null,
            end: open === 'start' ? dayOf(bound) : null,
          };
          const shownNow =
            (shown.start === null || at >= startOf(bound)) && (shown.end === null || at < startOf(bound) + DAY);
          const notice = { textDe: 'Hinweis', textFr: 'Avis', textEn: 'Notice', shown };
          expect(homeNoticeAt(notice, now) !== null).toBe(shownNow);
          expect(homeNoticeAt({ ...notice, textDe: ' ', textFr: '', textEn: '\n' }, now)).toBeNull();
        },
      ),
    );
  });
});

describe('validateHomeNotice', () => {
  it('accepts all three texts or none, and names each missing language', () => {
    fc.assert(
      fc.property(
        noticeArb({ start: null, end: null }),
        fc.subarray(['textDe', 'textFr', 'textEn'] as const),
        (notice, blanked) => {
          const form = { ...notice, ...Object.fromEntries(blanked.map((field) => [field, '  '])) };
          const result = validateHomeNotice(form);
          if (blanked.length === 0 || blanked.length === 3) expect(result.ok).toBe(true);
          else {
            expect(result.ok).toBe(false);
            if (!result.ok)
              expect(result.errors).toEqual(
                blanked.map((field) => ({ field, message: ADMIN_VALIDATION_MESSAGES.homeNoticeAllLanguages })),
              );
          }
        },
      ),
    );
  });

  it('refuses a text over the limit and a last day before the first', () => {
    fc.assert(
      fc.property(
        noticeArb({ start: null, end: null }),
        instantArb,
        fc.integer({ min: 1, max: 60 }),
        (notice, at, gap) => {
          const long = validateHomeNotice({ ...notice, textEn: 'x'.repeat(MAX_HOME_NOTICE_LENGTH + 1) });
          expect(long.ok ? [] : long.errors.map((error) => error.field)).toEqual(['textEn']);
          const reversed = validateHomeNotice({ ...notice, shown: { start: dayOf(at + gap * DAY), end: dayOf(at) } });
          expect(reversed.ok ? [] : reversed.errors).toEqual([
            { field: 'shown.end', message: ADMIN_VALIDATION_MESSAGES.dateRangeOrder },
          ]);
          expect(validateHomeNotice({ ...notice, shown: { start: dayOf(at), end: dayOf(at) } }).ok).toBe(true);
        },
      ),
    );
  });
});
