import {
  BookingSystemRateLimited,
  BookingSystemUnavailable,
  type Answer,
  type BookedBooth,
  type BookingAddress,
  type BookingFair,
  type BookingSystem,
  type BoothDocument,
  type BoothLinks,
  type DocumentContent,
  type PastFairRegistrations,
  type ServiceShopLinkRequest,
} from '../../application/ports/BookingSystem.ts';
import type { RateLimits } from '../../application/ports/RateLimits.ts';
import type { CostLine } from '../../domain/tasks/types.ts';
import { InFlightRequests } from './InFlightRequests.ts';
import { KeptAnswers } from './KeptAnswers.ts';
import { reasonOf } from './reasonOf.ts';
import type { RubinOperation, RubinParams, RubinResponses } from './rubinContract.ts';
import {
  toBookedBooth,
  toBookingAddress,
  toBookingFair,
  toBoothDocument,
  toBoothLinks,
  toCostLine,
  toDocumentContent,
  toPastFairRegistrations,
} from './rubinMapping.ts';
import { RubinTransport, type Logger, type RubinObservation, type RubinTransportOptions } from './RubinTransport.ts';
import { UserRateLimiter, type UserRateLimit } from './UserRateLimiter.ts';

export interface HttpBookingSystemOptions extends RubinTransportOptions {
  /** An answer younger than this is served without asking Rubin; default 30 000 ms. */
  readonly cacheFreshMs?: number;
  /** How long a last good answer may stand in when Rubin fails; default 24 h. */
  readonly cacheKeepMs?: number;
  /** Bound on cached answers (the least recently used dropped first); default 10 000. */
  readonly cacheMaxEntries?: number;
  /**
   * Bound on kept not-found answers (Rubin's 404), kept apart from the good ones so that asking for made-up
   * ids cannot push a good answer out; they are served for the fresh time only; default 2 000.
   */
  readonly notFoundMaxEntries?: number;
  /**
   * How long to wait for Rubin when a last good answer is kept: after this the kept answer is served,
   * marked stale, and Rubin's answer, when it comes, refreshes the cache; default 1 000 ms.
   */
  readonly staleAfterMs?: number;
  /**
   * Per-user limit of requests sent to Rubin (answers from the cache are not counted): a bucket of
   * `burst` requests refilled at `perSecond`. Over it, a kept answer is served stale, else
   * BookingSystemRateLimited is thrown; default 600 and 10 (a booth page asks about 40 calls).
   */
  readonly userRateLimit?: UserRateLimit;
  /** Where the processes share each user's request bucket; without it each process counts alone. */
  readonly rateLimits?: RateLimits;
  /** The connection, when it is shared with the operator's calls (HttpFairRegistrations); default a new one. */
  readonly transport?: RubinTransport;
  /** Clock for the cache, the request limit and the observations, in ms; default Date.now. */
  readonly now?: () => number;
}

/**
 * The BookingSystem port over Rubin's HTTP contract, built for an upstream that is slow or down. It composes:
 * - RubinTransport: timeouts, retries with back-off and the circuit breaker on every call;
 * - KeptAnswers: answers per user, operation and ids, fresh for 30 s (served without a call), and kept
 *   longer as the last good answer that is served with `stale: true` when Rubin fails or is slow (no
 *   answer within `staleAfterMs`; its late answer still refreshes the cache); not-found answers apart;
 * - UserRateLimiter: each user may send a bounded number of requests to Rubin (counted across the processes when
 *   `rateLimits` is given), cached answers are free;
 * - InFlightRequests: concurrent identical calls share one request.
 * Document contents are not cached (they are large and asked for once).
 */
export class HttpBookingSystem implements BookingSystem {
  readonly #transport: RubinTransport;
  readonly #answers: KeptAnswers;
  readonly #limiter: UserRateLimiter;
  readonly #inFlight = new InFlightRequests();
  readonly #logger: Logger;
  readonly #staleAfterMs: number;
  readonly #now: () => number;
  /**
   * Until when Rubin counts as slow: it kept a call waiting longer than staleAfterMs. Meanwhile a call with a kept
   * answer is served it at once (Rubin is still asked and refreshes it), so that a page whose calls come in
   * several rounds waits for Rubin's patience once, not once per round.
   */
  #slowUntil = 0;

  constructor(options: HttpBookingSystemOptions) {
    const now = options.now ?? Date.now;
    this.#logger = options.logger;
    this.#staleAfterMs = options.staleAfterMs ?? 1_000;
    this.#now = now;
    this.#transport = options.transport ?? new RubinTransport({ ...options, now });
    this.#answers = new KeptAnswers({
      freshMs: options.cacheFreshMs ?? 30_000,
      keepMs: options.cacheKeepMs ?? 24 * 60 * 60 * 1000,
      maxEntries: options.cacheMaxEntries ?? 10_000,
      notFoundMaxEntries: options.notFoundMaxEntries ?? 2_000,
      now,
    });
    this.#limiter = new UserRateLimiter(
      options.userRateLimit ?? { burst: 600, perSecond: 10 },
      options.logger,
      now,
      options.rateLimits,
    );
  }

  /** Circuit state for health reports: 'closed', 'open' (failing fast) or 'half-open'. */
  circuitState(): 'closed' | 'open' | 'half-open' {
    return this.#transport.circuitState();
  }

  /** When Rubin last answered or failed to (an open circuit that refuses without asking is not an observation). */
  lastObservation(): RubinObservation | undefined {
    return this.#transport.lastObservation();
  }

  /**
   * One call to Rubin for a health report, through the breaker, the timeouts and the retries but past
   * the cache and the per-user limit: true when Rubin answered.
   */
  probe(): Promise<boolean> {
    return this.#transport.probe();
  }

  async fairs(user: string): Promise<Answer<readonly BookingFair[]>> {
    return required(await this.#cachedRead('fairs', user, {}, (fairs) => fairs.map(toBookingFair)));
  }

  async boothsOfFair(user: string, fairIdCode: string): Promise<Answer<readonly BookedBooth[]>> {
    const answer = await this.#cachedRead('boothsOfFair', user, { idCode: fairIdCode }, (body) =>
      body.standanmeldungen.map(toBookedBooth),
    );
    return answer ?? { data: [], stale: false };
  }

  async pastFairs(user: string): Promise<Answer<readonly PastFairRegistrations[]>> {
    return required(await this.#cachedRead('pastFairs', user, {}, (body) => body.messen.map(toPastFairRegistrations)));
  }

  booth(user: string, regiNr: string): Promise<Answer<BookedBooth> | null> {
    return this.#cachedRead('booth', user, { regiNr }, toBookedBooth);
  }

  boothCosts(user: string, regiNr: string): Promise<Answer<readonly CostLine[]> | null> {
    return this.#cachedRead('boothCosts', user, { regiNr }, (lines) => lines.map(toCostLine));
  }

  boothLinks(user: string, regiNr: string): Promise<Answer<BoothLinks> | null> {
    return this.#cachedRead('boothLinks', user, { regiNr }, toBoothLinks);
  }

  address(user: string, adresseId: string): Promise<Answer<BookingAddress> | null> {
    return this.#cachedRead('address', user, { adresseId }, toBookingAddress);
  }

  boothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null> {
    return this.#cachedRead('boothDocuments', user, { regiNr }, (documents) => documents.map(toBoothDocument));
  }

  pastBoothDocuments(user: string, regiNr: string): Promise<Answer<readonly BoothDocument[]> | null> {
    return this.#cachedRead('pastBoothDocuments', user, { regiNr }, (documents) => documents.map(toBoothDocument));
  }

  async documentContent(user: string, dokumentId: string): Promise<Answer<DocumentContent> | null> {
    await this.#limiter.take(user, 'documentContent');
    try {
      const body = await this.#transport.call('documentContent', user, { dokumentId });
      return body === null ? null : { data: toDocumentContent(body), stale: false };
    } catch (error) {
      this.#logger.error({ operation: 'documentContent', reason: reasonOf(error) }, 'Rubin unavailable');
      throw new BookingSystemUnavailable('documentContent', { cause: error });
    }
  }

  async serviceShopLink(user: string, request: ServiceShopLinkRequest): Promise<string | null> {
    const { regiNr, shopId, serviceGroup, language } = request;
    const params = { regiNr, shopId, serviceGroup, lang: language };
    return this.#optional('serviceShopLink', user, params, (links) => links[0]?.href ?? null);
  }

  async orderExists(user: string, regiNr: string, serviceGroup: string): Promise<boolean | null> {
    return this.#optional('orderExists', user, { regiNr, serviceGroup }, (body) => body.vorhanden);
  }

  /** The two calls whose failures are only logged and ignored (spec: exhibitor-area §7). */
  async #optional<Op extends RubinOperation, T>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
    map: (body: RubinResponses[Op]) => T,
  ): Promise<T | null> {
    try {
      return (await this.#cachedRead(operation, user, params, map))?.data ?? null;
    } catch (error) {
      this.#logger.warn({ operation, reason: reasonOf(error) }, 'Rubin call failed; answer ignored');
      return null;
    }
  }

  /**
   * A read through the cache: a fresh answer is served as it is; otherwise Rubin is asked, and when it
   * fails, is slow (staleAfterMs) or the user is over the request limit, the last good answer is served as
   * stale, or BookingSystemUnavailable (BookingSystemRateLimited) is thrown. null is Rubin's 404 (not found
   * or not the user's), kept apart from the good answers and only while fresh.
   */
  async #cachedRead<Op extends RubinOperation, T>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
    map: (body: RubinResponses[Op]) => T,
  ): Promise<Answer<T> | null> {
    const key = JSON.stringify([user.trim().toLowerCase(), operation, params]);
    const fresh = this.#answers.fresh(key);
    if (fresh) return answerOf(fresh.value as T | null, false);
    const ask = () =>
      this.#inFlight.share(key, async () => {
        const started = this.#now();
        const body = await this.#transport.call(operation, user, params);
        this.#slowUntil = this.#now() - started > this.#staleAfterMs ? this.#now() + SLOW_MEMORY_MS : 0;
        const mapped = body === null ? null : map(body);
        this.#answers.remember(key, mapped);
        return mapped;
      });
    const keptWhileSlow = this.#now() < this.#slowUntil ? this.#answers.lastGood(key) : undefined;
    if (keptWhileSlow) {
      // Rubin is known to be slow: the kept answer at once, and Rubin asked behind it (not even the request
      // limit, which may be a database round trip, is waited for).
      if (!this.#inFlight.has(key))
        void this.#limiter
          .take(user, operation)
          .then(ask)
          .catch(() => undefined);
      return answerOf(keptWhileSlow.value as T | null, true);
    }

    try {
      if (!this.#inFlight.has(key)) await this.#limiter.take(user, operation);
      const loading = ask();
      const value = this.#answers.lastGood(key) ? await this.#withPatience(loading) : await loading;
      if (value !== SLOW) return answerOf(value as T | null, false);
      this.#slowUntil = Math.max(this.#slowUntil, this.#now() + SLOW_MEMORY_MS);
      const kept = this.#answers.lastGood(key);
      if (!kept) return answerOf((await loading) as T | null, false); // it grew too old while Rubin was slow
      this.#logger.warn({ operation, staleAfterMs: this.#staleAfterMs }, 'Rubin slow; serving the last good answer');
      return answerOf(kept.value as T | null, true);
    } catch (error) {
      const fallback = this.#answers.lastGood(key);
      if (fallback) {
        this.#logger.warn({ operation, reason: reasonOf(error) }, 'Rubin unavailable; serving the last good answer');
        return answerOf(fallback.value as T | null, true);
      }
      if (error instanceof BookingSystemRateLimited) throw error;
      this.#logger.error({ operation, reason: reasonOf(error) }, 'Rubin unavailable and nothing cached');
      throw new BookingSystemUnavailable(operation, { cause: error });
    }
  }

  /**
   * Rubin's answer, or SLOW when it takes longer than staleAfterMs (no wait at all while Rubin is known to be
   * slow); a late failure is only logged by the transport.
   */
  async #withPatience(loading: Promise<unknown>): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const patienceMs = this.#now() < this.#slowUntil ? 0 : this.#staleAfterMs;
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

function required<T>(answer: Answer<T> | null): Answer<T> {
  if (answer === null) throw new Error('Rubin answered 404 to a collection');
  return answer;
}
