import { isFairSeriesTeaser, isLogoWallEntryShown } from '../presentation/teaser.ts';
import { isWithinDayRange, type DateRange } from '../time.ts';
import type { Localized } from './types.ts';

/** A teaser as far as the choice of the teaser for a place needs it (exhibitor-area §7 POST /teaseroftype). */
export interface PlaceableTeaser {
  readonly published: DateRange;
  readonly fair: string | null;
  readonly fairSeries: string | null;
  /** Bit mask of registration steps (1, 2, 4, 8); empty: every step. */
  readonly registrationState: number | null;
  /** The task the teaser advertises; empty: no task. */
  readonly relatedTask: string | null;
}

/**
 * Where a teaser is to be shown: the requested fair, the series a fair-series type is chosen by (null when no
 * series is known: any series fits; absent for a fair-specific type), the booth's registration step (a new
 * booth counts as 1, Open) and the tasks done on the booth.
 */
export interface TeaserPlace {
  readonly fair: string | null;
  readonly series?: string | null;
  readonly step: number;
  readonly tasksDone: readonly string[];
}

/** The registration step a place counts as when the request names none (a new booth is Open). */
export const TEASER_PLACE_DEFAULT_STEP = 1;

/**
 * The series a fair-series type (bit 1) is chosen by: the requested fair's series, else the user's preferred
 * series, else null (any series); undefined for a fair-specific type, which goes by the fair.
 */
export function teaserPlaceSeries(
  type: number,
  fairSeries: string | null | undefined,
  preferredSeries: string | null | undefined,
): string | null | undefined {
  if (!isFairSeriesTeaser(type)) return undefined;
  return fairSeries ?? preferredSeries ?? null;
}

/**
 * A teaser fits a place (exhibitor-area §2, §5, §9) when it is published today; a fair-series type belongs to
 * the place's series (any series when none is known), any other type to the place's fair; a registration-state
 * mask lets it show only for booths in one of those steps; a related task only while that task is not done.
 */
export function isTeaserForPlace(teaser: PlaceableTeaser, place: TeaserPlace, now: Date): boolean {
  const placeFits =
    place.series === undefined
      ? teaser.fair === place.fair
      : place.series === null || teaser.fairSeries === place.series;
  const stepFits = !teaser.registrationState || (teaser.registrationState & place.step) !== 0;
  const taskFits = !teaser.relatedTask || !place.tasksDone.includes(teaser.relatedTask);
  return isWithinDayRange(teaser.published, now) && placeFits && stepFits && taskFits;
}

/** The first teaser (newest publication first, as the repository gives them) that fits the place. */
export function teaserForPlace<T extends PlaceableTeaser>(
  teasers: readonly T[],
  place: TeaserPlace,
  now: Date,
): T | undefined {
  return teasers.find((teaser) => isTeaserForPlace(teaser, place, now));
}

/** A wall entry of the interesting-fairs wall as far as its display rule needs it. */
export interface ShowableWallEntry {
  readonly publish: DateRange;
  readonly url: Partial<Localized<string | null>>;
  readonly logo: Partial<Localized<string | null>>;
}

/** exhibitor-area §5, §9: a wall entry shows while it is published and has both a link and a logo (in German, the language every entry carries). */
export function isWallEntryShownNow(entry: ShowableWallEntry, now: Date): boolean {
  return isWithinDayRange(entry.publish, now) && isLogoWallEntryShown({ url: entry.url.de, logo: entry.logo.de });
}
