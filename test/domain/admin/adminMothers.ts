import fc from 'fast-check';
import type { AdminFair, AdminTeaser } from '../../../domain/admin/index.ts';

const DAY_MS = 86_400_000;

/** A calendar day as the date inputs write it, between 2000 and 2100. */
export const dayArb: fc.Arbitrary<string> = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

/** The day `days` after an ISO day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Millisecond instants of the start and end of a UTC day. */
export const utcDayStart = (day: string): number => Date.parse(`${day.slice(0, 10)}T00:00:00.000Z`);
export const utcDayEnd = (day: string): number => utcDayStart(day) + DAY_MS - 1;

/** Values a required field must reject. */
export const emptyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant([]),
  fc.stringMatching(/^[ \t\n\r]{1,5}$/),
);

/** Values a required field must accept. */
export const filledValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer(), { minLength: 1 }),
  fc.constant({}),
);

export const filledTextArb: fc.Arbitrary<string> = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((s) => s.trim() !== '');

/** A fair that passes every fair rule; override what a test varies. */
export function aValidFair(overrides: Partial<AdminFair> = {}): AdminFair {
  return {
    _id: 'fair-1',
    displayNameDe: 'Swissbau',
    displayNameFr: 'Swissbau',
    displayNameEn: 'Swissbau',
    idCode: 'SB26',
    fairSeries: 'series-1',
    emailTeam: 'team@example.com',
    idTeam: 'T1',
    defaultRegistrationUrlDe: 'https://example.com/de',
    defaultRegistrationUrlFr: 'https://example.com/fr',
    defaultRegistrationUrlEn: 'https://example.com/en',
    defaultGastroRegistrationUrlDe: 'https://example.com/g/de',
    defaultGastroRegistrationUrlFr: 'https://example.com/g/fr',
    defaultGastroRegistrationUrlEn: 'https://example.com/g/en',
    duration: { start: '2026-05-10', end: '2026-05-14' },
    publish: { start: '2026-01-01', end: '2026-06-30' },
    registrationDeadline: '2026-03-31',
    tasks: [
      { _id: 'group-1', type: 'taskTitle' },
      { _id: 'task-1', type: 'task' },
    ],
    ...overrides,
  };
}

const LANGS = ['De', 'Fr', 'En'] as const;

/** A teaser of the type with every text, link, image (as stored data URL) and option filled. */
export function aCompleteTeaser(type: number, overrides: Partial<AdminTeaser> = {}): AdminTeaser {
  const fields: Record<string, unknown> = {
    type,
    internalName: 'Frühling',
    published: { start: '2026-03-01', end: '2026-03-31' },
  };
  for (const suffix of ['', '2', '3']) {
    for (const lang of LANGS) {
      for (const base of ['title', 'text', 'ctaText']) fields[`${base}${lang}${suffix}`] = `${base} ${lang}${suffix}`;
      fields[`ctaUrl${lang}${suffix}`] = `https://example.com/${lang}${suffix}`;
      fields[`imageLandscape${lang}${suffix}`] = 'data:image/png;base64,AAAA';
      fields[`imagePortrait${lang}${suffix}`] = 'data:image/png;base64,AAAA';
    }
  }
  fields['fair'] = 'fair-1';
  fields['registrationState'] = 3;
  fields['relatedTask'] = 'task-1';
  return { ...(fields as AdminTeaser), ...overrides };
}

export const teaserTypeArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(1, 2, 4, 129, 130, 132, 136),
  fc.integer({ min: 0, max: 255 }),
);
