import { DateTime } from 'luxon';
import { endOfUtcDayMillis, instantMillis, startOfUtcDayMillis, type IsoDate } from './time.ts';

/*
 * The UTC day rules of `time.ts` as luxon DateTime values, in UTC, for the rules that go on to do calendar
 * arithmetic with them (weeks, time zones, formatting).
 */

function utc(millis: number | undefined): DateTime | undefined {
  return millis === undefined ? undefined : DateTime.fromMillis(millis, { zone: 'utc' });
}

/** Parses an ISO date or instant; a date without offset is taken as UTC. Invalid or blank gives undefined. */
export function parseInstant(value: IsoDate | null | undefined): DateTime | undefined {
  return utc(instantMillis(value));
}

/** 00:00:00.000 UTC of the value's UTC day. */
export function startOfUtcDay(value: IsoDate | null | undefined): DateTime | undefined {
  return utc(startOfUtcDayMillis(value));
}

/** 23:59:59.999 UTC of the value's UTC day. */
export function endOfUtcDay(value: IsoDate | null | undefined): DateTime | undefined {
  return utc(endOfUtcDayMillis(value));
}

export function toDateTime(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: 'utc' });
}
