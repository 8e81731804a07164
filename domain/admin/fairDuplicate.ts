import { DateTime } from 'luxon';
import type { DateRange, IsoDate } from '../time.ts';

/**
 * "Messe duplizieren": the next edition of a fair starts as a copy of this one under a new code, with its process
 * configuration, documents, flow steps, state labels and texts, and every date moved by the same number of days
 * (by default one year). Ids of the copy, its version and its logos are not taken over (the copy is a new fair).
 */

/** One year, the usual distance between two editions of a fair. */
export const DEFAULT_DUPLICATE_SHIFT_DAYS = 365;
/** At most ten years either way: further is a typing error, not the next edition. */
export const MAX_DUPLICATE_SHIFT_DAYS = 3660;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date `days` later (earlier when negative): a calendar day stays a calendar day (`YYYY-MM-DD`), an instant
 * keeps its time of day and offset; a value that is no date stays as it is (the validator reports it).
 */
export function shiftIsoDate<T extends IsoDate | null | undefined>(value: T, days: number): T {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const text = value.trim();
  const parsed = DateTime.fromISO(text, { zone: 'utc', setZone: true });
  if (!parsed.isValid) return value;
  const shifted = parsed.plus({ days });
  return (ISO_DAY.test(text) ? shifted.toISODate() : shifted.toISO()) as T;
}

export function shiftDateRange<T extends DateRange | null | undefined>(range: T, days: number): T {
  if (range === null || range === undefined) return range;
  return { ...range, start: shiftIsoDate(range.start, days), end: shiftIsoDate(range.end, days) };
}

/** What of a fair has dates: the shapes the back office reads and sends. */
interface DatedTask {
  readonly period?: DateRange | null;
  readonly published?: DateRange | null;
  readonly infoTexts?: readonly { readonly publish?: DateRange | null }[];
}

interface DatedFair {
  readonly _id?: string;
  readonly version?: number;
  readonly idCode?: string;
  readonly duration?: DateRange;
  readonly publish?: DateRange;
  readonly registrationDeadline?: IsoDate;
  readonly documentsstartdate?: IsoDate | null;
  readonly logo?: string;
  readonly logoDe?: string | null;
  readonly logoFr?: string | null;
  readonly logoEn?: string | null;
  readonly tasks?: readonly DatedTask[];
  readonly documents?: readonly { readonly uuid?: string; readonly publish?: IsoDate | null }[];
  readonly steps?: readonly { readonly uuid?: string; readonly dateRange?: DateRange }[];
}

type WithoutIdentity<F> = Omit<F, '_id' | 'version' | 'logo' | 'logoDe' | 'logoFr' | 'logoEn'>;

/** The copy of `fair` under `idCode` with every date moved by `shiftDays` days (see above). */
export function duplicateFair<F extends DatedFair>(
  fair: F,
  options: { readonly idCode: string; readonly shiftDays: number },
): WithoutIdentity<F> {
  const days = options.shiftDays;
  const { _id, version, logo, logoDe, logoFr, logoEn, ...rest } = fair;
  const copy: DatedFair = {
    ...rest,
    idCode: options.idCode,
    duration: shiftDateRange(fair.duration, days),
    publish: shiftDateRange(fair.publish, days),
    registrationDeadline: shiftIsoDate(fair.registrationDeadline, days),
    documentsstartdate: shiftIsoDate(fair.documentsstartdate, days),
    tasks: fair.tasks?.map((task) => ({
      ...task,
      period: shiftDateRange(task.period, days),
      published: shiftDateRange(task.published, days),
      infoTexts: task.infoTexts?.map((info) => ({ ...info, publish: shiftDateRange(info.publish, days) })),
    })),
    documents: fair.documents?.map(({ uuid: _uuid, ...document }) => ({
      ...document,
      publish: shiftIsoDate(document.publish, days),
    })),
    steps: fair.steps?.map(({ uuid: _uuid, ...step }) => ({
      ...step,
      dateRange: shiftDateRange(step.dateRange, days),
    })),
  };
  // Only what the source has: a field it lacks is not added as undefined.
  return Object.fromEntries(
    Object.entries(copy).filter(([key, value]) => value !== undefined || key in fair),
  ) as WithoutIdentity<F>;
}
