import {
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
import { CachedReads } from './CachedReads.ts';
import { KeptAnswers, type SharedAnswers } from './KeptAnswers.ts';
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
   * BookingSystemRateLimited is thrown; default 1,000 and 10. A booth page asks about 40 calls; a dealer's 150 booths
   * with nothing kept (the first start) ask about 630 for the deadlines, which must all get through.
   */
  readonly userRateLimit?: UserRateLimit;
  /** Where the processes share each user's request bucket; without it each process counts alone. */
  readonly rateLimits?: RateLimits;
  /** The connection, when it is shared with the operator's calls (HttpFairRegistrations); default a new one. */
  readonly transport?: RubinTransport;
  /** Clock for the cache, the request limit and the observations, in ms; default Date.now. */
  readonly now?: () => number;
  /** Where the processes share the answers; without it each process keeps its own. */
  readonly shared?: SharedAnswers;
}

/** How old an answer of an operation a reader takes as fresh, in ms. */
export type Freshness = Readonly<Partial<Record<RubinOperation, number>>>;

/**
 * The BookingSystem port over Rubin's HTTP contract, built for an upstream that is slow or down. It composes:
 * - RubinTransport: timeouts, retries with back-off and the circuit breaker on every call;
 * - KeptAnswers: answers per user, operation and ids, fresh for 30 s (served without a call), and kept
 *   longer as the last good answer that is served with `stale: true` when Rubin fails or is slow (no
 *   answer within `staleAfterMs`; its late answer still refreshes the cache); not-found answers apart;
 * - UserRateLimiter: each user may send a bounded number of requests to Rubin (counted across the processes when
 *   `rateLimits` is given), cached answers are free;
 * - InFlightRequests: concurrent identical calls share one request;
 * - SharedAnswers: the answers of all processes and jobs, so that one's answer spares the others the call.
 * Document contents are not cached (they are large and asked for once).
 */
export class HttpBookingSystem implements BookingSystem {
  readonly #transport: RubinTransport;
  readonly #limiter: UserRateLimiter;
  readonly #logger: Logger;
  readonly #reads: CachedReads;
  /** How old an answer this view takes per operation, where it differs from the kept answers' fresh time. */
  readonly #freshness: Freshness;

  constructor(options: HttpBookingSystemOptions | ViewOf) {
    if (options instanceof ViewOf) {
      const shares = options.system;
      this.#freshness = options.freshness;
      this.#logger = shares.#logger;
      this.#transport = shares.#transport;
      this.#limiter = shares.#limiter;
      this.#reads = shares.#reads;
      return;
    }
    this.#freshness = {};
    this.#logger = options.logger;
    const now = options.now ?? Date.now;
    this.#transport = options.transport ?? new RubinTransport({ ...options, now });
    this.#limiter = new UserRateLimiter(
      options.userRateLimit ?? { burst: 1_000, perSecond: 10 },
      options.logger,
      now,
      options.rateLimits,
    );
    this.#reads = new CachedReads({
      transport: this.#transport,
      limiter: this.#limiter,
      answers: new KeptAnswers({
        freshMs: options.cacheFreshMs ?? 30_000,
        keepMs: options.cacheKeepMs ?? 24 * 60 * 60 * 1000,
        maxEntries: options.cacheMaxEntries ?? 10_000,
        notFoundMaxEntries: options.notFoundMaxEntries ?? 2_000,
        now,
      }),
      shared: options.shared,
      logger: options.logger,
      staleAfterMs: options.staleAfterMs ?? 1_000,
      now,
    });
  }

  /**
   * The same booking system (connection, kept answers, request limits) for a reader that takes older answers of
   * some operations as fresh: an overview over many booths is served what the background work keeps, while a booth's
   * own page keeps asking after the short fresh time.
   */
  withFreshness(freshness: Freshness): HttpBookingSystem {
    return new HttpBookingSystem(new ViewOf(this, freshness));
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

  #cachedRead<Op extends RubinOperation, T>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
    map: (body: RubinResponses[Op]) => T,
  ): Promise<Answer<T> | null> {
    return this.#reads.read(operation, user, params, map, this.#freshness[operation]);
  }
}

/** A second view of a booking system: its parts, another freshness. */
class ViewOf {
  readonly system: HttpBookingSystem;
  readonly freshness: Freshness;

  constructor(system: HttpBookingSystem, freshness: Freshness) {
    this.system = system;
    this.freshness = freshness;
  }
}

function required<T>(answer: Answer<T> | null): Answer<T> {
  if (answer === null) throw new Error('Rubin answered 404 to a collection');
  return answer;
}
