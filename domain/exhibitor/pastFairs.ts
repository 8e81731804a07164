import { parseInstant } from '../time.ts';
import { isRenewalBooth } from './boothList.ts';
import { isPastFair } from './fairWindows.ts';
import type { FairView, FairWithBooths } from './types.ts';

function durationEndMillis(fair: FairView): number {
  return parseInstant(fair.duration.end)?.toMillis() ?? Number.NEGATIVE_INFINITY;
}

/** Latest duration end first; a fair without a duration end comes last (spec: exhibitor-area §5). */
export function compareByDurationEndDescending(a: FairWithBooths, b: FairWithBooths): number {
  const endA = durationEndMillis(a.fair);
  const endB = durationEndMillis(b.fair);
  return endA === endB ? 0 : endA > endB ? -1 : 1;
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
