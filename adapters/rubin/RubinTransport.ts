import {
  bulkhead,
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
  RUBIN_USER_HEADER,
  RubinPathParameterError,
  rubinPath,
  type RubinOperation,
  type RubinParams,
  type RubinResponses,
} from './rubinContract.ts';
import { reasonOf } from './reasonOf.ts';

/** What the Rubin client needs of a logger; a pino logger fits as it is. */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RubinTransportOptions {
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
  /**
   * The most calls this process has at Rubin at once; default MAX_CALLS_IN_FLIGHT. Further calls wait their turn
   * within their whole-call budget.
   */
  readonly maxCallsInFlight?: number;
  /** Clock of the observations, in ms; default Date.now. */
  readonly now?: () => number;
}

/**
 * A booking system sized for its own screens admits only so many parallel calls: a dealer's 150 booths or a
 * reminder run must not send hundreds at once. Sixteen keeps a page's calls parallel enough at 20 ms a call.
 */
export const MAX_CALLS_IN_FLIGHT = 16;

/** Rubin answered with an HTTP status the adapter does not turn into a value. */
export class RubinHttpError extends Error {
  readonly status: number;
  constructor(operation: RubinOperation, status: number) {
    super(`Rubin answered ${status} to ${operation}`);
    this.name = 'RubinHttpError';
    this.status = status;
  }
}

/** The last time Rubin answered (ok) or failed to answer. */
export interface RubinObservation {
  readonly at: Date;
  readonly ok: boolean;
}

/** The Rubin user a health probe asks as. */
const HEALTH_PROBE_USER = 'health-check@portal.invalid';

/**
 * Rubin's HTTP contract on the wire, built for an upstream that is slow or down:
 * - every attempt has a timeout (4 s), the whole call a budget (20 s);
 * - calls (all are idempotent GETs) are retried with jittered exponential back-off on network errors,
 *   5xx answers and attempt timeouts; 4xx answers are not retried;
 * - a circuit breaker opens after consecutive failed attempts and fails fast until a trial call succeeds;
 * - at most `maxCallsInFlight` attempts are at Rubin at once; the others queue, inside the whole-call budget, so a
 *   call that waits too long ends as a timeout and a retry queues again behind the calls already waiting.
 * Every call is counted in the Rubin call metrics; 404 is the value null, not an error.
 */
export class RubinTransport {
  readonly #baseUrl: string;
  readonly #authorization: string;
  readonly #logger: Logger;
  readonly #now: () => number;
  readonly #policy: IPolicy;
  readonly #breaker: CircuitBreakerPolicy;
  #lastObservation: RubinObservation | undefined;

  constructor(options: RubinTransportOptions) {
    const {
      attemptTimeoutMs = 4_000,
      totalTimeoutMs = 20_000,
      retries = 2,
      backoffInitialMs = 100,
      backoffMaxMs = 2_000,
      breakerThreshold = 5,
      breakerHalfOpenAfterMs = 10_000,
      maxCallsInFlight = MAX_CALLS_IN_FLIGHT,
      logger,
    } = options;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
    this.#logger = logger;
    this.#now = options.now ?? Date.now;
    const transient = handleWhen(isTransient);
    const retryPolicy = retry(transient, {
      maxAttempts: retries,
      backoff: new ExponentialBackoff({
        initialDelay: backoffInitialMs,
        maxDelay: backoffMaxMs,
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
      halfOpenAfter: breakerHalfOpenAfterMs,
      breaker: new ConsecutiveBreaker(breakerThreshold),
    });
    this.#breaker.onBreak(() => logger.error({ halfOpenAfterMs: breakerHalfOpenAfterMs }, 'Rubin circuit opened'));
    this.#breaker.onReset(() => logger.info({}, 'Rubin circuit closed again'));
    this.#policy = wrap(
      timeout(totalTimeoutMs, TimeoutStrategy.Aggressive),
      retryPolicy,
      // Outside the breaker and the attempt's timeout: waiting for a turn is neither a failure nor a slow attempt.
      bulkhead(maxCallsInFlight, Number.POSITIVE_INFINITY),
      this.#breaker,
      timeout(attemptTimeoutMs, TimeoutStrategy.Aggressive),
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

  /** One call for a health report, through the breaker, the timeouts and the retries: true when Rubin answered. */
  async probe(): Promise<boolean> {
    return this.call('fairs', HEALTH_PROBE_USER, {}).then(
      () => true,
      () => false,
    );
  }

  /**
   * One call on behalf of `user` (null: for the operator, without X-Rubin-User) through timeout, retry and circuit
   * breaker; null for 404.
   */
  async call<Op extends RubinOperation>(
    operation: Op,
    user: string | null,
    params: RubinParams<Op>,
  ): Promise<RubinResponses[Op] | null> {
    let path: string;
    try {
      path = rubinPath(operation, params);
    } catch (error) {
      // An id that cannot be one Rubin has: not found, and Rubin is not asked (the API refuses such ids before).
      if (!(error instanceof RubinPathParameterError)) throw error;
      this.#logger.warn({ operation, reason: error.message }, 'booking-system call refused');
      return null;
    }
    const started = performance.now();
    const record = (outcome: RubinCallOutcome) =>
      recordRubinCall(operation, outcome, (performance.now() - started) / 1000);
    try {
      const body = await this.#attempts(operation, user, `${this.#baseUrl}${path}`);
      record(body === null ? 'not_found' : 'ok');
      return body;
    } catch (error) {
      record(callOutcome(error));
      throw error;
    }
  }

  async #attempts<Op extends RubinOperation>(
    operation: Op,
    user: string | null,
    url: string,
  ): Promise<RubinResponses[Op] | null> {
    const observed = (ok: boolean) => (this.#lastObservation = { at: new Date(this.#now()), ok });
    return this.#policy.execute(async ({ signal }) => {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: {
            Authorization: this.#authorization,
            ...(user === null ? {} : { [RUBIN_USER_HEADER]: user }),
            Accept: 'application/json',
          },
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

function describe(event: { error: Error } | { value: unknown }): string {
  return 'error' in event ? reasonOf(event.error) : 'unexpected result';
}
