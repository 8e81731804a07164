import { endOfUtcDay, startOfUtcDay } from '../dateTime.ts';
import type { DateRange, IsoDate } from '../time.ts';

export interface OverlapCheckedTeaser {
  readonly _id?: string;
  readonly type: number;
  readonly fairSeries?: string | null;
  readonly published?: DateRange;
  readonly internalName?: string;
}

function sameFairSeries(a: OverlapCheckedTeaser, b: OverlapCheckedTeaser): boolean {
  // Without a series there is nothing the two could compete for (fair-specific teasers name no series).
  const series = a.fairSeries?.trim();
  return series !== undefined && series !== '' && series === b.fairSeries?.trim();
}

/** Published ranges are whole UTC days, both ends inclusive; a range missing a date overlaps nothing. */
export function publishedRangesOverlap(a: DateRange | undefined, b: DateRange | undefined): boolean {
  const aStart = startOfUtcDay(a?.start);
  const aEnd = endOfUtcDay(a?.end);
  const bStart = startOfUtcDay(b?.start);
  const bEnd = endOfUtcDay(b?.end);
  if (!aStart || !aEnd || !bStart || !bEnd) return false;
  return aStart <= bEnd && bStart <= aEnd;
}

/**
 * The server's date-range check for a teaser (spec: admin-back-office §5 teaser, POST /checkTeaserDateRange):
 * the first other teaser of the same type and the same fair series whose published range shares a day
 * with the candidate's; the candidate itself (same _id) never counts.
 */
export function findOverlappingTeaser<T extends OverlapCheckedTeaser>(
  candidate: OverlapCheckedTeaser,
  others: readonly T[],
): T | undefined {
  return others.find(
    (other) =>
      (candidate._id === undefined || other._id !== candidate._id) &&
      other.type === candidate.type &&
      sameFairSeries(candidate, other) &&
      publishedRangesOverlap(candidate.published, other.published),
  );
}

/** dd.MM.yyyy of the value's UTC day. */
export function formatAdminDate(value: IsoDate | null | undefined): string {
  return startOfUtcDay(value)?.toFormat('dd.MM.yyyy') ?? '';
}

export function teaserOverlapMessage(other: OverlapCheckedTeaser): string {
  const from = formatAdminDate(other.published?.start);
  const to = formatAdminDate(other.published?.end);
  return `Der Teaser ${other.internalName ?? ''} mit derselben Messe-Reihe überschneidet diesen Zeitraum (${from} bis ${to})`;
}
