import { DateTime } from 'luxon';

/**
 * Dates on the wire and in the domain are ISO-8601 strings (a date `2026-03-01` or an instant
 * `2026-03-01T08:00:00Z`); `now` is always a parameter. The specification's day rules are all UTC:
 * "end of that day, UTC" is 23:59:59.999 UTC of the value's UTC calendar day, "start of that day,
 * UTC" is 00:00:00.000 UTC of it. This module is their only home.
 */
export type IsoDate = string;

export interface DateRange {
  readonly start?: IsoDate | null;
  readonly end?: IsoDate | null;
}

/** Parses an ISO date or instant; a date without offset is taken as UTC. Invalid or blank gives undefined. */
export function parseInstant(value: IsoDate | null | undefined): DateTime | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const parsed = DateTime.fromISO(value.trim(), { zone: 'utc', setZone: false }).toUTC();
  return parsed.isValid ? parsed : undefined;
}

/** 00:00:00.000 UTC of the value's UTC day. */
export function startOfUtcDay(value: IsoDate | null | undefined): DateTime | undefined {
  return parseInstant(value)?.startOf('day');
}

/** 23:59:59.999 UTC of the value's UTC day. */
export function endOfUtcDay(value: IsoDate | null | undefined): DateTime | undefined {
  return parseInstant(value)?.endOf('day');
}

export function toDateTime(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: 'utc' });
}

/** True when `now` lies between the start of the start day and the end of the end day (UTC), both inclusive. */
export function isWithinDayRange(range: DateRange | null | undefined, now: Date): boolean {
  const start = startOfUtcDay(range?.start);
  const end = endOfUtcDay(range?.end);
  if (!start || !end) return false;
  const at = toDateTime(now);
  return start <= at && at <= end;
}
