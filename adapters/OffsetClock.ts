import type { Clock } from '../application/ports/Clock.ts';

const DAY_MS = 86_400_000;

/**
 * A clock that runs a whole number of days ahead of (or, negative, behind) another one: the portal as it will
 * look on another day, for demonstrations (CLOCK_OFFSET_DAYS). Every "now" of the application comes from it;
 * the demo data keeps the real day it was built for.
 */
export function offsetClock(base: Clock, days: number): Clock {
  if (days === 0) return base;
  return { now: () => new Date(base.now().getTime() + days * DAY_MS) };
}
