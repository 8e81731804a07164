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

/**
 * Parsing ISO text with luxon is the costliest step of the list rules (every sort comparison and window
 * check parses), and the same few dates recur on every page: the results are remembered. DateTime
 * values are immutable, so a remembered one is as good as a new one; the memory is bounded.
 */
const MEMO_LIMIT = 4096;

function memoized(compute: (value: string) => DateTime | undefined): (value: string) => DateTime | undefined {
  const memo = new Map<string, DateTime | undefined>();
  return (value) => {
    if (memo.has(value)) return memo.get(value);
    const result = compute(value);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(value, result);
    return result;
  };
}

const parseText = memoized((value) => {
  if (value.trim() === '') return undefined;
  const parsed = DateTime.fromISO(value.trim(), { zone: 'utc', setZone: false }).toUTC();
  return parsed.isValid ? parsed : undefined;
});
const startOfDayOf = memoized((value) => parseText(value)?.startOf('day'));
const endOfDayOf = memoized((value) => parseText(value)?.endOf('day'));

function memoizedMillis(
  of: (value: string) => DateTime | undefined,
): (value: IsoDate | null | undefined) => number | undefined {
  const memo = new Map<string, number | undefined>();
  return (value) => {
    if (value === null || value === undefined) return undefined;
    if (memo.has(value)) return memo.get(value);
    const result = of(value)?.toMillis();
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(value, result);
    return result;
  };
}

/*
 * The window rules compare epoch milliseconds: `now.getTime()` against a remembered number, no DateTime
 * built per check, because the rules run for every fair and task of every page view and a DateTime per
 * check is slow. Same readings as the DateTime functions below.
 */
/** The instant of an ISO date or instant in epoch ms (a date without offset is UTC); invalid or blank gives undefined. */
export const instantMillis = memoizedMillis(parseText);
/** 00:00:00.000 UTC of the value's UTC day, in epoch ms. */
export const startOfUtcDayMillis = memoizedMillis((value) => startOfDayOf(value));
/** 23:59:59.999 UTC of the value's UTC day, in epoch ms. */
export const endOfUtcDayMillis = memoizedMillis((value) => endOfDayOf(value));

/** Parses an ISO date or instant; a date without offset is taken as UTC. Invalid or blank gives undefined. */
export function parseInstant(value: IsoDate | null | undefined): DateTime | undefined {
  return value === null || value === undefined ? undefined : parseText(value);
}

/** 00:00:00.000 UTC of the value's UTC day. */
export function startOfUtcDay(value: IsoDate | null | undefined): DateTime | undefined {
  return value === null || value === undefined ? undefined : startOfDayOf(value);
}

/** 23:59:59.999 UTC of the value's UTC day. */
export function endOfUtcDay(value: IsoDate | null | undefined): DateTime | undefined {
  return value === null || value === undefined ? undefined : endOfDayOf(value);
}

export function toDateTime(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: 'utc' });
}

/** True when `now` lies between the start of the start day and the end of the end day (UTC), both inclusive. */
export function isWithinDayRange(range: DateRange | null | undefined, now: Date): boolean {
  const start = startOfUtcDayMillis(range?.start);
  const end = endOfUtcDayMillis(range?.end);
  if (start === undefined || end === undefined) return false;
  const at = now.getTime();
  return start <= at && at <= end;
}
