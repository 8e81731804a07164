import { LRUCache } from 'lru-cache';
import { BookingSystemRateLimited } from '../../application/ports/BookingSystem.ts';
import type { Logger } from './RubinTransport.ts';

export interface UserRateLimit {
  /** Requests a user may send at once. */
  readonly burst: number;
  /** Requests a user's bucket gains per second, up to `burst`. */
  readonly perSecond: number;
}

interface Bucket {
  readonly tokens: number;
  readonly at: number;
}

/** Bound on users whose request bucket is remembered; the longest unused (so the fullest) is forgotten first. */
const MAX_BUCKETS = 50_000;

/**
 * A token bucket per user for the requests sent to Rubin, so that one user cannot use up Rubin for all.
 * A forgotten bucket starts full again, which is what it would have refilled to.
 */
export class UserRateLimiter {
  readonly #limit: UserRateLimit;
  readonly #logger: Logger;
  readonly #now: () => number;
  readonly #buckets = new LRUCache<string, Bucket>({ max: MAX_BUCKETS });

  constructor(limit: UserRateLimit, logger: Logger, now: () => number) {
    this.#limit = limit;
    this.#logger = logger;
    this.#now = now;
  }

  /** Takes one request from the user's bucket, or throws BookingSystemRateLimited. */
  take(user: string, operation: string): void {
    const { burst, perSecond } = this.#limit;
    const id = user.trim().toLowerCase();
    const now = this.#now();
    const bucket = this.#buckets.get(id) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * perSecond);
    if (tokens < 1) {
      this.#buckets.set(id, { tokens, at: now });
      const retryAfterSeconds = Math.max(1, Math.ceil((1 - tokens) / perSecond));
      this.#logger.warn({ operation, retryAfterSeconds }, 'Rubin requests of this user over the limit');
      throw new BookingSystemRateLimited(operation, retryAfterSeconds);
    }
    this.#buckets.set(id, { tokens: tokens - 1, at: now });
  }
}
