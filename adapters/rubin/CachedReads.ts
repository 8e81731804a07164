import {
  BookingSystemRateLimited,
  BookingSystemUnavailable,
  type Answer,
} from '../../application/ports/BookingSystem.ts';
import { InFlightRequests } from './InFlightRequests.ts';
import type { KeptAnswers, SharedAnswers } from './KeptAnswers.ts';
import { reasonOf } from './reasonOf.ts';
import type { RubinOperation, RubinParams, RubinResponses } from './rubinContract.ts';
import type { Logger, RubinTransport } from './RubinTransport.ts';
import type { UserRateLimiter } from './UserRateLimiter.ts';

export interface CachedReadsParts {
  readonly transport: RubinTransport;
  readonly answers: KeptAnswers;
  readonly limiter: UserRateLimiter;
  readonly shared: SharedAnswers | undefined;
  readonly logger: Logger;
  readonly staleAfterMs: number;
  readonly now: () => number;
}

/**
 * Reads through the kept answers, one set per connection to Rubin however many views of the booking system use it
 * (HttpBookingSystem.withFreshness): an answer fresh for the caller is served as it is, first from this process and
 * then from the answers the other processes and jobs share; otherwise Rubin is asked, and when it fails, is slow
 * (staleAfterMs) or the user is over the request limit, the last good answer is served as stale, or
 * BookingSystemUnavailable (BookingSystemRateLimited) is thrown. null is Rubin's 404 (not found or not the user's),
 * kept apart from the good answers and only while fresh.
 */
export class CachedReads {
  readonly #parts: CachedReadsParts;
  readonly #inFlight = new InFlightRequests();
  /**
   * Until when Rubin counts as slow: it kept a call waiting longer than staleAfterMs. Meanwhile a call with a kept
   * answer is served it at once (Rubin is still asked and refreshes it), so that a page whose calls come in
   * several rounds waits for Rubin's patience once, not once per round.
   */
  #slowUntil = 0;

  constructor(parts: CachedReadsParts) {
    this.#parts = parts;
  }

  async read<Op extends RubinOperation, T>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
    map: (body: RubinResponses[Op]) => T,
    freshMs?: number,
  ): Promise<Answer<T> | null> {
    const { answers, shared, limiter, logger, staleAfterMs } = this.#parts;
    const now = this.#parts.now;
    const key = JSON.stringify([user.trim().toLowerCase(), operation, params]);
    const fresh = answers.fresh(key, freshMs) ?? (shared && (await this.#adopted(shared, key, freshMs)));
    if (fresh) return answerOf(fresh.value as T | null, false);
    const ask = () =>
      this.#inFlight.share(key, async () => {
        const started = now();
        const body = await this.#parts.transport.call(operation, user, params);
        this.#slowUntil = now() - started > staleAfterMs ? now() + SLOW_MEMORY_MS : 0;
        const mapped = body === null ? null : map(body);
        const stored = answers.remember(key, mapped);
        shared?.write(key, stored);
        return mapped;
      });
    const keptWhileSlow = now() < this.#slowUntil ? answers.lastGood(key) : undefined;
    if (keptWhileSlow) {
      // Rubin is known to be slow: the kept answer at once, and Rubin asked behind it (not even the request
      // limit, which may be a database round trip, is waited for).
      if (!this.#inFlight.has(key))
        void limiter
          .take(user, operation)
          .then(ask)
          .catch(() => undefined);
      return answerOf(keptWhileSlow.value as T | null, true);
    }

    try {
      if (!this.#inFlight.has(key)) await limiter.take(user, operation);
      const loading = ask();
      const value = answers.lastGood(key) ? await this.#withPatience(loading) : await loading;
      if (value !== SLOW) return answerOf(value as T | null, false);
      this.#slowUntil = Math.max(this.#slowUntil, now() + SLOW_MEMORY_MS);
      const kept = answers.lastGood(key);
      if (!kept) return answerOf((await loading) as T | null, false); // it grew too old while Rubin was slow
      logger.warn({ operation, staleAfterMs }, 'Rubin slow; serving the last good answer');
      return answerOf(kept.value as T | null, true);
    } catch (error) {
      const fallback = answers.lastGood(key);
      if (fallback) {
        logger.warn({ operation, reason: reasonOf(error) }, 'Rubin unavailable; serving the last good answer');
        return answerOf(fallback.value as T | null, true);
      }
      if (error instanceof BookingSystemRateLimited) throw error;
      logger.error({ operation, reason: reasonOf(error) }, 'Rubin unavailable and nothing cached');
      throw new BookingSystemUnavailable(operation, { cause: error });
    }
  }

  /**
   * The answer the other processes keep, taken into this process's answers (it may also stand in later as the last
   * good one), when it is fresh for the caller.
   */
  async #adopted(shared: SharedAnswers, key: string, freshMs: number | undefined) {
    const stored = await shared.read(key);
    if (!stored) return undefined;
    this.#parts.answers.adopt(key, stored);
    return this.#parts.answers.fresh(key, freshMs);
  }

  /**
   * Rubin's answer, or SLOW when it takes longer than staleAfterMs (no wait at all while Rubin is known to be
   * slow); a late failure is only logged by the transport.
   */
  async #withPatience(loading: Promise<unknown>): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const patienceMs = this.#parts.now() < this.#slowUntil ? 0 : this.#parts.staleAfterMs;
    const patience = new Promise<typeof SLOW>((resolve) => {
      timer = setTimeout(() => resolve(SLOW), patienceMs);
    });
    loading.catch(() => undefined); // it may settle after the kept answer was served
    try {
      return await Promise.race([loading, patience]);
    } finally {
      clearTimeout(timer);
    }
  }
}

const SLOW = Symbol('slow');
/**
 * How long one slow answer of Rubin makes the kept answers be served without waiting (a fast one ends it): long
 * enough for the rounds of a page and for the next slow answer to come, short enough that a moment of load does
 * not leave pages stale for long.
 */
const SLOW_MEMORY_MS = 10_000;

function answerOf<T>(value: T | null, stale: boolean): Answer<T> | null {
  return value === null ? null : { data: value, stale };
}
