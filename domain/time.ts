/**
 * Dates on the wire and in the domain are ISO-8601 strings (a date `2026-03-01` or an instant
 * `2026-03-01T08:00:00Z`); `now` is always a parameter. The specification's day rules are all UTC:
 * "end of that day, UTC" is 23:59:59.999 UTC of the value's UTC calendar day, "start of that day,
 * UTC" is 00:00:00.000 UTC of it. This module is their only home. It reads the texts itself, without a
 * date library: the exhibitor's pages apply these rules to every task, and a phone would otherwise download
 * and start one for them. `dateTime.ts` gives the same readings as luxon DateTime values.
 */
export type IsoDate = string;

export interface DateRange {
  readonly start?: IsoDate | null;
  readonly end?: IsoDate | null;
}

const DAY_MS = 86_400_000;

/**
 * The ISO forms the product holds: a calendar date, optionally a time to the hour, minute, second or a fraction of
 * it (24:00 is the end of the day), and an offset (`Z`, `+01`, `+0100`, `+01:00`); a date or time without offset is
 * UTC. Ordinal and week dates, months without a day and the basic format without separators are not among them and
 * are read as invalid.
 */
const ISO_FORM =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(?:(Z)|([+-]\d{2})(?::?(\d{2}))?)?)?$/i;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The offset in minutes, its minutes taking the sign of its hours (`-00:30` is half an hour west). */
function offsetMinutes(hours: string | undefined, minutes: string | undefined): number {
  if (hours === undefined) return 0;
  const hour = Number(hours);
  const minute = minutes === undefined ? 0 : Number(minutes);
  return hour * 60 + (hours.startsWith('-') ? -minute : minute);
}

/** The instant an ISO text names in epoch ms; blank, of another form or naming no real day or time gives undefined. */
function readIso(value: string): number | undefined {
  const match = ISO_FORM.exec(value.trim());
  if (!match) return undefined;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, fraction, , offsetHours, offsetMins] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const hour = Number(hourText ?? 0);
  const minute = Number(minuteText ?? 0);
  const second = Number(secondText ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const millis = fraction === undefined ? 0 : Math.floor(Number.parseFloat(`0.${fraction}`) * 1000);
  const endOfDay = hour === 24 && minute === 0 && second === 0 && millis === 0;
  if ((hour > 23 && !endOfDay) || minute > 59 || second > 59) return undefined;
  // setUTCFullYear, since Date.UTC would read the years 0 to 99 as 1900 to 1999.
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, second, millis);
  return at.getTime() - offsetMinutes(offsetHours, offsetMins) * 60_000;
}

/**
 * The same few dates recur on every page and in every sort comparison and window check: the readings are
 * remembered, in a bounded memory.
 */
const MEMO_LIMIT = 4096;

function memoizedMillis(
  read: (value: string) => number | undefined,
): (value: IsoDate | null | undefined) => number | undefined {
  const memo = new Map<string, number | undefined>();
  return (value) => {
    if (value === null || value === undefined) return undefined;
    if (memo.has(value)) return memo.get(value);
    const result = read(value);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(value, result);
    return result;
  };
}

/*
 * The window rules compare epoch milliseconds: `now.getTime()` against a remembered number, because the rules run
 * for every fair and task of every page view.
 */
/** The instant of an ISO date or instant in epoch ms (a date without offset is UTC); invalid or blank gives undefined. */
export const instantMillis = memoizedMillis(readIso);
/** 00:00:00.000 UTC of the value's UTC day, in epoch ms. */
export const startOfUtcDayMillis = memoizedMillis((value) => {
  const instant = instantMillis(value);
  return instant === undefined ? undefined : Math.floor(instant / DAY_MS) * DAY_MS;
});
/** 23:59:59.999 UTC of the value's UTC day, in epoch ms. */
export const endOfUtcDayMillis = memoizedMillis((value) => {
  const start = startOfUtcDayMillis(value);
  return start === undefined ? undefined : start + DAY_MS - 1;
});

/** True when `now` lies between the start of the start day and the end of the end day (UTC), both inclusive. */
export function isWithinDayRange(range: DateRange | null | undefined, now: Date): boolean {
  const start = startOfUtcDayMillis(range?.start);
  const end = endOfUtcDayMillis(range?.end);
  if (start === undefined || end === undefined) return false;
  const at = now.getTime();
  return start <= at && at <= end;
}
