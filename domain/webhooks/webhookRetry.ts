/**
 * When a failed webhook delivery is tried again: exponential back-off (with the default base of 5 s: 5 s, 30 s,
 * 2 min, 10 min, 30 min, 1 h, then every 2 h) for 24 hours from the first attempt; after that it is failed for good.
 */

export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_WEBHOOK_RETRY_BASE_MS = 5_000;

/** Multiples of the base delay after the 1st, 2nd ... failed attempt; the last repeats. */
const STEPS = [1, 6, 24, 120, 360, 720, 1440] as const;

/** The wait after the `failedAttempts`-th failed attempt (1 = the first). */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), STEPS.length) - 1;
  return STEPS[index] * baseMs;
}

/**
 * The next attempt after a failure at `now`, or undefined when it would fall after the 24 hours from
 * `firstAttemptAt` (the delivery is failed then).
 */
export function nextAttemptAt(
  firstAttemptAt: Date,
  failedAttempts: number,
  now: Date,
  baseMs: number,
): Date | undefined {
  const next = now.getTime() + retryDelayMs(failedAttempts, baseMs);
  return next - firstAttemptAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? undefined : new Date(next);
}

/** Whether a subscription with these event types (empty: every type) receives an event of `type`. */
export function subscribedTo(eventTypes: readonly string[], type: string): boolean {
  return eventTypes.length === 0 || eventTypes.includes(type);
}
