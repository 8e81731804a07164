import {
  circuitBreaker,
  ConsecutiveBreaker,
  decorrelatedJitterGenerator,
  ExponentialBackoff,
  handleWhen,
  BrokenCircuitError,
  retry,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
  type CircuitBreakerPolicy,
  type IPolicy,
} from 'cockatiel';
import { recordRubinCall, type RubinCallOutcome } from '../shared/metrics.ts';
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
import type { CostLine } from '../../domain/tasks/types.ts';
import {
  RUBIN_USER_HEADER,
  RubinPathParameterError,
  rubinPath,
  type RubinOperation,
  type RubinParams,
  type RubinResponses,
} from './rubinContract.ts';
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

/** What the adapter needs of a logger; a pino logger fits as it is. */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface HttpBookingSystemOptions {
  /** Base URL of the booking system, e.g. `https://rubin.example.ch/api` (RUBIN_URL). */
  readonly baseUrl: string;
  /** Technical account for HTTP Basic authentication (RUBIN_USER / RUBIN_PASSWORD). */
  readonly user: string;
  readonly password: string;
  readonly logger: Logger;
  /** Per attempt; default 4 000 ms. */
  readonly attemptTimeoutMs?: number;
  /** Whole call including retries and back-off; default 20 000 ms (spec: exhibitor-area §7). */
  readonly totalTimeoutMs?: number;
  /** Retries after the first attempt, for network errors, 5xx and attempt timeouts; default 2. */
  readonly retries?: number;
  /** Jittered exponential back-off between retries; defaults 100 ms and 2 000 ms. */
  readonly backoffInitialMs?: number;
  readonly backoffMaxMs?: number;
  /** Consecutive failed attempts that open the circuit; default 5. */
  readonly breakerThreshold?: number;
  /** How long an open circuit refuses calls before one trial call; default 10 000 ms. */
  readonly breakerHalfOpenAfterMs?: number;
  /** An answer younger than this is served without asking Rubin; default 30 000 ms. */
  readonly cacheFreshMs?: number;
  /** How long a last good answer may stand in when Rubin fails; default 24 h. */
  readonly cacheKeepMs?: number;
  /** Bound on cached answers (oldest dropped first); default 10 000. */
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
  readonly userRateLimit?: { readonly burst: number; readonly perSecond: number };
  /** Clock for the cache, in ms; default Date.now. */
  readonly now?: () => number;
}

/** Rubin answered with an HTTP status the adapter does not turn into a value. */
export class RubinHttpError extends Error {
  readonly status: number;
  constructor(operation: RubinOperation, status: number) {
    super(`Rubin answered ${status} to ${operation}`);
    this.name = 'RubinHttpError';
    this.status = status;
  }
}

interface CachedAnswer {
  readonly value: unknown;
  readonly storedAt: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Bound on users whose request bucket is remembered; full buckets are forgotten first. */
const MAX_BUCKETS = 50_000;

/**
 * The BookingSystem port over Rubin's HTTP contract, built for an upstream that is slow or down:
 * - every attempt has a timeout (4 s), the whole call a budget (20 s);
 * - reads (all calls are idempotent GETs) are retried with jittered exponential back-off on network
 *   errors, 5xx answers and attempt timeouts; 4xx answers are not retried;
 * - a circuit breaker opens after consecutive failed attempts and fails fast until a trial call succeeds;
 * - answers are cached per user, operation and ids: fresh for 30 s (served without a call), and kept
 *   longer as the last good answer that is served with `stale: true` when Rubin fails or is slow (no
 *   answer within `staleAfterMs`; its late answer still refreshes the cache);
 * - not-found answers are kept in a space of their own, so made-up ids cannot push good answers out;
 * - each user may send a bounded number of requests to Rubin (token bucket), cached answers are free;
 * - concurrent identical calls share one request.
 * Document contents are not cached (they are large and asked for once).
 */
export class HttpBookingSystem implements BookingSystem {
  readonly #options: Required<Omit<HttpBookingSystemOptions, 'baseUrl'>> & { baseUrl: string };
  readonly #authorization: string;
  readonly #policy: IPolicy;
  readonly #breaker: CircuitBreakerPolicy;
  readonly #cache = new Map<string, CachedAnswer>();
  readonly #notFound = new Map<string, CachedAnswer>();
  readonly #buckets = new Map<string, Bucket>();
  readonly #inFlight = new Map<string, Promise<unknown>>();
  #lastObservation: RubinObservation | undefined;

  constructor(options: HttpBookingSystemOptions) {
    this.#options = {
      attemptTimeoutMs: 4_000,
      totalTimeoutMs: 20_000,
      retries: 2,
      backoffInitialMs: 100,
      backoffMaxMs: 2_000,
      breakerThreshold: 5,
      breakerHalfOpenAfterMs: 10_000,
      cacheFreshMs: 30_000,
      cacheKeepMs: 24 * 60 * 60 * 1000,
      cacheMaxEntries: 10_000,
      notFoundMaxEntries: 2_000,
      staleAfterMs: 1_000,
      userRateLimit: { burst: 600, perSecond: 10 },
      now: Date.now,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
    };
    this.#authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
    const { logger } = options;
    const transient = handleWhen(isTransient);
    const retryPolicy = retry(transient, {
      maxAttempts: this.#options.retries,
      backoff: new ExponentialBackoff({
        initialDelay: this.#options.backoffInitialMs,
        maxDelay: this.#options.backoffMaxMs,
        generator: decorrelatedJitterGenerator,
      }),
    });
    retryPolicy.onRetry((event) =>
      logger.warn(
        { attempt: event.attempt, delayMs: Math.round(event.delay), reason: describe(event) },
        'Rubin call failed, retrying',
      ),
    );
    this.#breaker = circuitBreaker(transient, {
      halfOpenAfter: this.#options.breakerHalfOpenAfterMs,
      breaker: new ConsecutiveBreaker(this.#options.breakerThreshold),
    });
    this.#breaker.onBreak(() =>
      logger.error({ halfOpenAfterMs: this.#options.breakerHalfOpenAfterMs }, 'Rubin circuit opened'),
    );
    this.#breaker.onReset(() => logger.info({}, 'Rubin circuit closed again'));
    this.#policy = wrap(
      timeout(this.#options.totalTimeoutMs, TimeoutStrategy.Aggressive),
      retryPolicy,
      this.#breaker,
      timeout(this.#options.attemptTimeoutMs, TimeoutStrategy.Aggressive),
    );
  }

  /** Circuit state for health reports: 'closed', 'open' (failing fast) or 'half-open'. */
  circuitState(): 'closed' | 'open' | 'half-open' {
    const state = this.#breaker.state as number;
    return state === 0 ? 'closed' : state === 2 ? 'half-open' : 'open';
  }

  /** When Rubin last answered or failed to (an open circuit that refuses without asking is not an observation). */
  lastObservation(): RubinObservation | undefined {
    return this.#lastObservation;
  }

  /**
   * One call to Rubin for a health report, through the breaker, the timeouts and the retries but past
   * the cache and the per-user limit: true when Rubin answered.
   */
  async probe(): Promise<boolean> {
    return this.#call('fairs', HEALTH_PROBE_USER, {}).then(
      () => true,
      () => false,
    );
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
    this.#take(user, 'documentContent');
    try {
      const body = await this.#call('documentContent', user, { dokumentId });
      return body === null ? null : { data: toDocumentContent(body), stale: false };
    } catch (error) {
      this.#options.logger.error({ operation: 'documentContent', reason: reasonOf(error) }, 'Rubin unavailable');
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
      this.#options.logger.warn({ operation, reason: reasonOf(error) }, 'Rubin call failed; answer ignored');
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
    const now = this.#options.now();
    const cached = this.#cache.get(key);
    if (cached && now - cached.storedAt < this.#options.cacheFreshMs) return answerOf(cached.value as T | null, false);
    const missing = this.#notFound.get(key);
    if (missing && now - missing.storedAt < this.#options.cacheFreshMs) return null;

    const kept = () => {
      const fallback = this.#cache.get(key);
      return fallback && this.#options.now() - fallback.storedAt < this.#options.cacheKeepMs ? fallback : undefined;
    };
    try {
      if (!this.#inFlight.has(key)) this.#take(user, operation);
      const loading = this.#shared(key, async () => {
        const body = await this.#call(operation, user, params);
        const mapped = body === null ? null : map(body);
        this.#remember(key, mapped);
        return mapped;
      });
      const value = kept() ? await this.#withPatience(loading) : await loading;
      if (value === SLOW) {
        this.#options.logger.warn(
          { operation, staleAfterMs: this.#options.staleAfterMs },
          'Rubin slow; serving the last good answer',
        );
        return answerOf(kept()!.value as T | null, true);
      }
      return answerOf(value as T | null, false);
    } catch (error) {
      const fallback = kept();
      if (fallback) {
        this.#options.logger.warn(
          { operation, reason: reasonOf(error) },
          'Rubin unavailable; serving the last good answer',
        );
        return answerOf(fallback.value as T | null, true);
      }
      if (error instanceof BookingSystemRateLimited) throw error;
      this.#options.logger.error({ operation, reason: reasonOf(error) }, 'Rubin unavailable and nothing cached');
      throw new BookingSystemUnavailable(operation, { cause: error });
    }
  }

  /** Rubin's answer, or SLOW when it takes longer than staleAfterMs; a late failure is only logged by #call's policy. */
  async #withPatience(loading: Promise<unknown>): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<typeof SLOW>((resolve) => {
      timer = setTimeout(() => resolve(SLOW), this.#options.staleAfterMs);
    });
    loading.catch(() => undefined); // it may settle after the kept answer was served
    try {
      return await Promise.race([loading, patience]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Takes one request from the user's bucket, or throws BookingSystemRateLimited. */
  #take(user: string, operation: string): void {
    const { burst, perSecond } = this.#options.userRateLimit;
    const id = user.trim().toLowerCase();
    const now = this.#options.now();
    const bucket = this.#buckets.get(id) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.#buckets.set(id, bucket);
      const retryAfterSeconds = Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
      this.#options.logger.warn({ operation, retryAfterSeconds }, 'Rubin requests of this user over the limit');
      throw new BookingSystemRateLimited(operation, retryAfterSeconds);
    }
    bucket.tokens -= 1;
    this.#buckets.delete(id);
    this.#buckets.set(id, bucket);
    if (this.#buckets.size > MAX_BUCKETS) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
  }

  #shared(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    const started = load().finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, started);
    return started;
  }

  #remember(key: string, value: unknown): void {
    const space = value === null ? this.#notFound : this.#cache;
    const bound = value === null ? this.#options.notFoundMaxEntries : this.#options.cacheMaxEntries;
    (value === null ? this.#cache : this.#notFound).delete(key);
    space.delete(key);
    space.set(key, { value, storedAt: this.#options.now() });
    while (space.size > bound) {
      const oldest = space.keys().next().value;
      if (oldest === undefined) break;
      space.delete(oldest);
    }
  }

  /** One call through timeout, retry and circuit breaker; null for 404. */
  async #call<Op extends RubinOperation>(
    operation: Op,
    user: string,
    params: RubinParams<Op>,
  ): Promise<RubinResponses[Op] | null> {
    let path: string;
    try {
      path = rubinPath(operation, params);
    } catch (error) {
      // An id that cannot be one Rubin has: not found, and Rubin is not asked (the API refuses such ids before).
      if (!(error instanceof RubinPathParameterError)) throw error;
      this.#options.logger.warn({ operation, reason: error.message }, 'booking-system call refused');
      return null;
    }
    const url = `${this.#options.baseUrl}${path}`;
    const observed = (ok: boolean) => (this.#lastObservation = { at: new Date(this.#options.now()), ok });
    const started = performance.now();
    const record = (outcome: RubinCallOutcome) =>
      recordRubinCall(operation, outcome, (performance.now() - started) / 1000);
    try {
      const body = await this.#attempts(operation, user, url, observed);
      record(body === null ? 'not_found' : 'ok');
      return body;
    } catch (error) {
      record(callOutcome(error));
      throw error;
    }
  }

  async #attempts<Op extends RubinOperation>(
    operation: Op,
    user: string,
    url: string,
    observed: (ok: boolean) => void,
  ): Promise<RubinResponses[Op] | null> {
    return this.#policy.execute(async ({ signal }) => {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Authorization: this.#authorization, [RUBIN_USER_HEADER]: user, Accept: 'application/json' },
          signal,
        });
      } catch (error) {
        observed(false);
        throw error;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        observed(true);
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        observed(response.status < 500);
        throw new RubinHttpError(operation, response.status);
      }
      const body = (await response.json()) as RubinResponses[Op];
      observed(true);
      return body;
    });
  }
}

const SLOW = Symbol('slow');

/** The Rubin user a health probe asks as. */
const HEALTH_PROBE_USER = 'health-check@portal.invalid';

/** The last time Rubin answered (ok) or failed to answer. */
export interface RubinObservation {
  readonly at: Date;
  readonly ok: boolean;
}

/** The outcome of a call that failed, for the metrics. */
function callOutcome(error: unknown): RubinCallOutcome {
  if (error instanceof BrokenCircuitError) return 'circuit_open';
  if (error instanceof RubinHttpError) return 'http_error';
  if (error instanceof TaskCancelledError) return 'timeout';
  return 'network_error';
}

/** Worth another attempt: network errors, 5xx and attempt timeouts. An open circuit or a 4xx is not. */
function isTransient(error: Error): boolean {
  // instanceof rather than cockatiel's isTaskCancelledError: in cockatiel 3.2.1 that guard tests the wrong marker.
  if (error instanceof BrokenCircuitError) return false;
  if (error instanceof RubinHttpError) return error.status >= 500;
  if (error instanceof TaskCancelledError) return true;
  return error.name === 'TypeError'; // fetch's network failure (by name: it may come from another realm)
}

function answerOf<T>(value: T | null, stale: boolean): Answer<T> | null {
  return value === null ? null : { data: value, stale };
}

function required<T>(answer: Answer<T> | null): Answer<T> {
  if (answer === null) throw new Error('Rubin answered 404 to a collection');
  return answer;
}

function reasonOf(error: unknown): string {
  if (error instanceof BookingSystemUnavailable && error.cause) return reasonOf(error.cause);
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}

function describe(event: { error: Error } | { value: unknown }): string {
  return 'error' in event ? reasonOf(event.error) : 'unexpected result';
}
