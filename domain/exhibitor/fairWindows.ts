import { endOfUtcDayMillis, instantMillis, startOfUtcDayMillis } from '../time.ts';
import type { FairView } from './types.ts';

/**
 * A fair is published (its booths are listed, it appears in the navigation) when its publish start is not
 * after now and the end of its publish end day (UTC) is not before now (spec: exhibitor-area §2 Shell, §5).
 * A fair without a valid publish start or end is not published.
 */
export function isFairPublished(fair: Pick<FairView, 'publish'>, now: Date): boolean {
  const start = instantMillis(fair.publish.start);
  const end = endOfUtcDayMillis(fair.publish.end);
  if (start === undefined || end === undefined) return false;
  const at = now.getTime();
  return start <= at && at <= end;
}

/**
 * The registration deadline is still ahead while the start of the deadline day (UTC) is not before now
 * (spec: exhibitor-area §5): on the deadline day itself registration is closed. This one reading serves
 * every deadline rule of the area: new-booth and gastro buttons, fairs offered for a new registration, and
 * OP booths hidden once the deadline has passed. A fair without a valid deadline is closed.
 */
export function isRegistrationDeadlineAhead(fair: Pick<FairView, 'registrationDeadline'>, now: Date): boolean {
  const deadlineDayStart = startOfUtcDayMillis(fair.registrationDeadline);
  return deadlineDayStart !== undefined && now.getTime() <= deadlineDayStart;
}

/** Fairs offered for a new registration: published now and the registration deadline still ahead (spec: exhibitor-area §5). */
export function isFairOpenForNewRegistration(
  fair: Pick<FairView, 'publish' | 'registrationDeadline'>,
  now: Date,
): boolean {
  return isFairPublished(fair, now) && isRegistrationDeadlineAhead(fair, now);
}

/**
 * A past fair is one whose publish end is not in the future (spec: exhibitor-area §5). The publish end is
 * read as the end of that day (UTC), the same reading as `isFairPublished`, so a fair whose publish window
 * has started is either published or past, never both. A fair without a valid publish end is not past.
 */
export function isPastFair(fair: Pick<FairView, 'publish'>, now: Date): boolean {
  const end = endOfUtcDayMillis(fair.publish.end);
  return end !== undefined && end < now.getTime();
}

/**
 * A fair is not over while the end of its last day (UTC, the reading of every fair window here) is not before now:
 * the organisers still work on its booths. A fair without a valid end is over, since nobody can say it runs.
 */
export function isFairNotOver(fair: { readonly duration: { readonly end?: string | null } }, now: Date): boolean {
  const end = endOfUtcDayMillis(fair.duration.end);
  return end !== undefined && now.getTime() <= end;
}
