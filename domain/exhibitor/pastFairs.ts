import { parseInstant } from '../dateTime.ts';
import { isRenewalBooth } from './boothList.ts';
import { isPastFair } from './fairWindows.ts';
import type { FairSeries, FairView, FairWithBooths } from './types.ts';

/** A fair as the booking system sells it (GET /rubin/fairs): no publish window of its own. */
export type BookingSystemFair = Pick<
  FairView,
  'idCode' | 'displayName' | 'duration' | 'registrationDeadline' | 'series'
>;

function durationEndMillis(fair: FairView): number {
  return parseInstant(fair.duration.end)?.toMillis() ?? Number.NEGATIVE_INFINITY;
}

function compareFairsByDurationEndDescending(a: FairView, b: FairView): number {
  const endA = durationEndMillis(a);
  const endB = durationEndMillis(b);
  return endA === endB ? 0 : endA > endB ? -1 : 1;
}

/** Latest duration end first; a fair without a duration end comes last (spec: exhibitor-area §5). */
export function compareByDurationEndDescending(a: FairWithBooths, b: FairWithBooths): number {
  return compareFairsByDurationEndDescending(a.fair, b.fair);
}

/**
 * The user's past fairs (spec: exhibitor-area §4, §5): fairs whose publish end is not in the future (see
 * `isPastFair`), sorted by duration end descending. OP booths are offers for a new booth, not past
 * participations: they are removed, and a fair left without booths is not a past fair of the user.
 */
export function pastFairs(fairs: readonly FairWithBooths[], now: Date): FairWithBooths[] {
  return fairs
    .filter(({ fair }) => isPastFair(fair, now))
    .map(({ fair, booths }) => ({ fair, booths: booths.filter((booth) => !isRenewalBooth(booth)) }))
    .filter(({ booths }) => booths.length > 0)
    .sort(compareByDurationEndDescending);
}

/**
 * The candidates for past fairs (spec: exhibitor-area §5 past fairs, §7 GET /fairs and GET /rubin/fairs): every
 * fair the product or the booking system knows, once per idCode (the first entry of each list wins), whose publish end is not in the future at
 * `now`, latest duration end first. The product's fair wins and takes the booking system's series (the series
 * id is the first entry of the booking system's series data, §3); a fair only the booking system knows is
 * taken to be published until its duration end. Which of them are the user's past fairs depends on the
 * user's booths of each: ask the booking system for those, then apply `pastFairSeries` or `pastFairsOfSeries`.
 */
export function pastFairCandidates(
  productFairs: readonly FairView[],
  bookingFairs: readonly BookingSystemFair[],
  now: Date,
): FairView[] {
  const seriesByCode = new Map<string, FairSeries | null | undefined>();
  for (const fair of bookingFairs) if (!seriesByCode.has(fair.idCode)) seriesByCode.set(fair.idCode, fair.series);
  const known = new Map<string, FairView>();
  for (const fair of productFairs) {
    if (!known.has(fair.idCode))
      known.set(fair.idCode, { ...fair, series: seriesByCode.get(fair.idCode) ?? fair.series ?? null });
  }
  for (const fair of bookingFairs) {
    if (known.has(fair.idCode)) continue;
    known.set(fair.idCode, {
      idCode: fair.idCode,
      displayName: fair.displayName,
      duration: fair.duration,
      publish: { start: fair.duration.start, end: fair.duration.end },
      registrationDeadline: fair.registrationDeadline ?? null,
      series: fair.series ?? null,
    });
  }
  return [...known.values()].filter((fair) => isPastFair(fair, now)).sort(compareFairsByDurationEndDescending);
}

/** The key a past fair is grouped under: its series id, or the fair itself when it has no series. */
export function pastFairSeriesKey(fair: Pick<FairView, 'idCode' | 'series'>): string {
  const reiheId = fair.series?.reiheId.trim();
  return reiheId ? `series:${reiheId}` : `fair:${fair.idCode}`;
}

/**
 * The past fair series of the home page (spec: exhibitor-area §5): past fairs grouped by series id, each
 * series represented by its fair with the latest duration end, latest first.
 */
export function pastFairSeries(fairs: readonly FairWithBooths[], now: Date): FairWithBooths[] {
  const latestPerSeries = new Map<string, FairWithBooths>();
  for (const entry of pastFairs(fairs, now)) {
    const key = pastFairSeriesKey(entry.fair);
    if (!latestPerSeries.has(key)) latestPerSeries.set(key, entry);
  }
  return [...latestPerSeries.values()];
}

/** The past fairs of one series, latest first: the left navigation of /pastfairs/:series/:fair (spec: exhibitor-area §2). */
export function pastFairsOfSeries(fairs: readonly FairWithBooths[], reiheId: string, now: Date): FairWithBooths[] {
  return pastFairs(fairs, now).filter(({ fair }) => fair.series?.reiheId === reiheId);
}
