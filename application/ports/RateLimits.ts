/**
 * How many takes a key may make:
 * - `window`: at most `limit` takes within any `windowMs` (a sliding log of the accepted takes); a refused take
 *   waits until the oldest counted one leaves the window;
 * - `bucket`: a token bucket of `burst` tokens that refills `perSecond`; a refused take waits for one token.
 */
export type RateRule =
  | { readonly kind: 'window'; readonly limit: number; readonly windowMs: number }
  | { readonly kind: 'bucket'; readonly burst: number; readonly perSecond: number };

/** A refused take says how many whole seconds (at least 1) until the same take would be allowed. */
export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Limits shared by every portal process: a take counts wherever it was made, and deciding and counting are one
 * step, so concurrent takes of one key never pass together what the rule allows only one at a time.
 */
export interface RateLimits {
  /** Counts one take of `key` under `rule` at `now` when it is allowed; a refused take counts nothing. */
  take(key: string, rule: RateRule, now: Date): Promise<RateDecision>;
}

export const RateLimitsToken = Symbol.for('RateLimits');
