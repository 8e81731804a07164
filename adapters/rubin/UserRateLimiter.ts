import { LRUCache } from 'lru-cache';
import { BookingSystemRateLimited } from '../../application/ports/BookingSystem.ts';
import type { RateLimits } from '../../application/ports/RateLimits.ts';
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
 * With `shared` (the portal's PostgreSQL), the bucket that decides is the one all processes share, taken once per
 * request that really goes to Rubin (fresh cached answers and joined identical requests take nothing). This
 * process's own bucket is a pre-check in front of it: it counts only this process's requests, so when it is
 * empty the shared one is too, and a user over the limit is refused without a round trip to the database.
 * When the database does not answer, the process's own bucket decides (Rubin stays usable, bounded per process).
 * A forgotten bucket starts full again, which is what it would have refilled to.
 */
export class UserRateLimiter {
  readonly #limit: UserRateLimit;
  readonly #logger: Logger;
  readonly #now: () => number;
  readonly #shared: RateLimits | undefined;
  readonly #buckets = new LRUCache<string, Bucket>({ max: MAX_BUCKETS });

  constructor(limit: UserRateLimit, logger: Logger, now: () => number, shared?: RateLimits) {
    this.#limit = limit;
    this.#logger = logger;
    this.#now = now;
    this.#shared = shared;
  }

  /** Takes one request from the user's bucket, or throws BookingSystemRateLimited. */
  async take(user: string, operation: string): Promise<void> {
    const id = user.trim().toLowerCase();
    const local = this.#refilled(id);
    if (local.tokens < 1) {
      this.#buckets.set(id, local);
      this.#refuse(operation, Math.max(1, Math.ceil((1 - local.tokens) / this.#limit.perSecond)));
    }
    if (this.#shared) {
      const decision = await this.#sharedDecision(id, operation);
      if (!decision.allowed) this.#refuse(operation, decision.retryAfterSeconds);
    }
    // Counted after the shared bucket allowed it, so that this bucket never holds fewer tokens than the shared one.
    const now = this.#refilled(id);
    this.#buckets.set(id, { tokens: Math.max(0, now.tokens - 1), at: now.at });
  }

  async #sharedDecision(id: string, operation: string) {
    const { burst, perSecond } = this.#limit;
    try {
      return await this.#shared!.take(`rubin:${id}`, { kind: 'bucket', burst, perSecond }, new Date(this.#now()));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#logger.warn({ operation, reason }, 'shared Rubin request limit unavailable; this process decides alone');
      return { allowed: true } as const;
    }
  }

  #refilled(id: string): Bucket {
    const { burst, perSecond } = this.#limit;
    const now = this.#now();
    const bucket = this.#buckets.get(id) ?? { tokens: burst, at: now };
    return { tokens: Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * perSecond), at: now };
  }

  #refuse(operation: string, retryAfterSeconds: number): never {
    this.#logger.warn({ operation, retryAfterSeconds }, 'Rubin requests of this user over the limit');
    throw new BookingSystemRateLimited(operation, retryAfterSeconds);
  }
}
