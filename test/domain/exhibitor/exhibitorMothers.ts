// Test data for domain/exhibitor: object mothers and fast-check arbitraries. Dates are computed with plain
// Date arithmetic here, independently of domain/time.ts, so the properties check the rule and not a copy of it.
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { BOOTH_STATUSES } from '../../../domain/exhibitor/index.ts';
import type { ExhibitorBooth, FairView, FairWithBooths, Localized } from '../../../domain/exhibitor/index.ts';

export const DAY_MS = 86_400_000;

export function aFair(overrides: Partial<FairView> = {}): FairView {
  return {
    idCode: 'MUBA26',
    displayName: { de: 'Muba 2026', fr: 'Muba 2026 fr', en: 'Muba 2026 en' },
    publish: { start: '2026-01-01', end: '2026-06-30' },
    duration: { start: '2026-05-10', end: '2026-05-15' },
    registrationDeadline: '2026-03-31',
    series: { reiheId: 'MUBA', titel: 'Muba' },
    ...overrides,
  };
}

export function aBooth(overrides: Partial<ExhibitorBooth> = {}): ExhibitorBooth {
  return {
    regiNr: '1000',
    status: 'BESTAETIGT',
    standnummer: 'A10',
    halleBezeichnung: { de: 'Halle 1', fr: 'Halle 1 fr', en: 'Hall 1' },
    hatWarenkorbPositionen: false,
    ...overrides,
  };
}

export function localized(text: string): Localized<string> {
  return { de: `${text} de`, fr: `${text} fr`, en: `${text} en` };
}

/** Start of the UTC day of an instant, in milliseconds. */
export function utcDayStart(value: string | Date): number {
  const at = new Date(value);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
}

/** Last millisecond of the UTC day of an instant. */
export function utcDayEnd(value: string | Date): number {
  return utcDayStart(value) + DAY_MS - 1;
}

export const MIN_DATE = new Date('2000-01-01T00:00:00.000Z');
export const MAX_DATE = new Date('9999-12-31T23:59:59.999Z');

export const instantArb = fc.date({ min: MIN_DATE, max: MAX_DATE, noInvalidDate: true });

/**
 * ISO strings as the wire carries them: a UTC instant, a date only, or a Europe/Zurich local time with its
 * offset (whose calendar day may differ from the UTC day around midnight and on DST change days).
 */
export const isoArb: fc.Arbitrary<string> = fc.oneof(
  instantArb.map((d) => d.toISOString()),
  instantArb.map((d) => d.toISOString().slice(0, 10)),
  fc
    .date({ min: MIN_DATE, max: new Date('9999-12-30T00:00:00.000Z'), noInvalidDate: true })
    .map((d) => DateTime.fromJSDate(d).setZone('Europe/Zurich').toISO() ?? d.toISOString()),
);

/** Instants near a given one (same day, neighbouring days) so that boundary cases are hit often. */
export function nowNear(iso: string): fc.Arbitrary<Date> {
  const base = utcDayStart(iso);
  return fc.oneof(
    fc
      .integer({ min: -2 * DAY_MS, max: 3 * DAY_MS })
      .map((delta) => new Date(Math.min(base + delta, MAX_DATE.getTime()))),
    fc.constantFrom(-1, 0, 1, DAY_MS - 1, DAY_MS).map((delta) => new Date(Math.min(base + delta, MAX_DATE.getTime()))),
    fc.constant(new Date(iso)),
  );
}

export const statusArb: fc.Arbitrary<string | null | undefined> = fc.oneof(
  fc.constantFrom(...BOOTH_STATUSES),
  fc.constant(null),
  fc.constant(undefined),
  fc.string(),
);

export const regiNrArb = fc.bigInt({ min: 1n, max: 10n ** 12n }).map(String);

export const boothArb: fc.Arbitrary<ExhibitorBooth> = fc.record({
  regiNr: regiNrArb,
  status: statusArb,
  standnummer: fc.oneof(fc.integer({ min: 1, max: 999 }).map(String), fc.string({ maxLength: 4 })),
  halleBezeichnung: fc.record({
    de: fc.string({ maxLength: 6 }),
    fr: fc.string({ maxLength: 6 }),
    en: fc.string({ maxLength: 6 }),
  }),
  hatWarenkorbPositionen: fc.boolean(),
});

export const fairArb: fc.Arbitrary<FairView> = fc
  .record({
    idCode: fc.string({ minLength: 1, maxLength: 8 }),
    publishStart: isoArb,
    publishEnd: isoArb,
    durationStart: isoArb,
    durationEnd: isoArb,
    registrationDeadline: fc.option(isoArb, { nil: undefined }),
    reiheId: fc.constantFrom('MUBA', 'SWISSBAU', 'ART', ''),
    titel: fc.constantFrom('Muba', 'Swissbau', 'Art Basel', 'art'),
  })
  .map((r) =>
    aFair({
      idCode: r.idCode,
      publish: { start: r.publishStart, end: r.publishEnd },
      duration: { start: r.durationStart, end: r.durationEnd },
      registrationDeadline: r.registrationDeadline,
      series: { reiheId: r.reiheId, titel: r.titel },
    }),
  );

export const fairWithBoothsArb: fc.Arbitrary<FairWithBooths> = fc.record({
  fair: fairArb,
  booths: fc.array(boothArb, { maxLength: 4 }),
});
