import { parseInstant } from '../dateTime.ts';
import { compareNumericText, compareText } from './boothOrder.ts';
import { isFairPublished, isRegistrationDeadlineAhead } from './fairWindows.ts';
import { isRenewalBooth } from './renewal.ts';
import type { BoothOfFair, ExhibitorBooth, FairView, FairWithBooths } from './types.ts';

export { isBoothBooked, isRenewalBooth } from './renewal.ts';

/** Booths with status OP are hidden once the fair's registration deadline has passed (spec: exhibitor-area §4, §5). */
export function isBoothVisible(
  fair: Pick<FairView, 'registrationDeadline'>,
  booth: Pick<ExhibitorBooth, 'status'>,
  now: Date,
): boolean {
  return !isRenewalBooth(booth) || isRegistrationDeadlineAhead(fair, now);
}

function durationStartMillis(fair: FairView): number {
  return parseInstant(fair.duration.start)?.toMillis() ?? Number.POSITIVE_INFINITY;
}

/**
 * Order of the active booth cards (spec: exhibitor-area §5): OP booths first, then by the fair's duration
 * start ascending (a fair without one last), then by series title, then by booth number descending.
 */
export function compareActiveBooths(a: BoothOfFair, b: BoothOfFair): number {
  const renewalFirst = Number(isRenewalBooth(b.booth)) - Number(isRenewalBooth(a.booth));
  if (renewalFirst !== 0) return renewalFirst;
  const startA = durationStartMillis(a.fair);
  const startB = durationStartMillis(b.fair);
  if (startA !== startB) return startA < startB ? -1 : 1;
  const byTitle = compareText(a.fair.series?.titel ?? '', b.fair.series?.titel ?? '');
  if (byTitle !== 0) return byTitle;
  return compareNumericText(b.booth.standnummer ?? '', a.booth.standnummer ?? '');
}

/**
 * The booth cards of the home page: booths of the fairs published now (publish start not after now, end of
 * the publish end day UTC not before now), without OP booths whose registration deadline has passed, in the
 * order of `compareActiveBooths` (spec: exhibitor-area §2 Home, §4, §5).
 */
export function activeBooths(fairs: readonly FairWithBooths[], now: Date): BoothOfFair[] {
  return fairs
    .filter(({ fair }) => isFairPublished(fair, now))
    .flatMap(({ fair, booths }) =>
      booths.filter((booth) => isBoothVisible(fair, booth, now)).map((booth) => ({ fair, booth })),
    )
    .sort(compareActiveBooths);
}
