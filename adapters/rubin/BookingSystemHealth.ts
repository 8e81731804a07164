import type { RubinObservation } from './RubinTransport.ts';

/** What the health report needs of the Rubin client (HttpBookingSystem provides it). */
export interface ObservedBookingSystem {
  circuitState(): 'closed' | 'open' | 'half-open';
  lastObservation(): RubinObservation | undefined;
  probe(): Promise<boolean>;
}

export interface BookingSystemHealthReport {
  status: 'up' | 'down' | 'unknown';
  /** The circuit breaker of the Rubin client: open means calls fail fast without asking Rubin. */
  breaker: 'closed' | 'open' | 'half-open';
  /** When Rubin last answered or failed to; null before the first call. */
  checkedAt: string | null;
}

export interface BookingSystemHealthOptions {
  /** An observation younger than this is reported without asking Rubin; default 5 000 ms. */
  freshMs?: number;
  /** How long a report waits for a probe before it reports the last observation; default 500 ms. */
  waitMs?: number;
  now?: () => number;
}

/**
 * Rubin's part of GET /api/health, which anyone may call: it reports the breaker's state and the last
 * observation of the client's own calls. Only when that observation is older than a few seconds is Rubin
 * probed (through the breaker), once for all concurrent reports; a report never waits long for it.
 */
export class BookingSystemHealth {
  readonly #rubin: ObservedBookingSystem;
  readonly #freshMs: number;
  readonly #waitMs: number;
  readonly #now: () => number;
  #probing: Promise<boolean> | undefined;

  constructor(rubin: ObservedBookingSystem, options: BookingSystemHealthOptions = {}) {
    this.#rubin = rubin;
    this.#freshMs = options.freshMs ?? 5_000;
    this.#waitMs = options.waitMs ?? 500;
    this.#now = options.now ?? Date.now;
  }

  /** The breaker's state now, without asking Rubin (the metrics). */
  breaker(): BookingSystemHealthReport['breaker'] {
    return this.#rubin.circuitState();
  }

  async report(): Promise<BookingSystemHealthReport> {
    const observed = this.#rubin.lastObservation();
    const fresh = observed !== undefined && this.#now() - observed.at.getTime() < this.#freshMs;
    // Through the breaker: while it is open the probe fails fast without asking Rubin, and once its
    // pause is over the probe is the trial call that can close it.
    if (!fresh) {
      this.#probing ??= this.#rubin.probe().finally(() => (this.#probing = undefined));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.#probing, new Promise((resolve) => (timer = setTimeout(resolve, this.#waitMs)))]);
      clearTimeout(timer);
    }
    const latest = this.#rubin.lastObservation();
    const state = this.#rubin.circuitState();
    return {
      status: state === 'open' ? 'down' : latest === undefined ? 'unknown' : latest.ok ? 'up' : 'down',
      breaker: state,
      checkedAt: latest ? latest.at.toISOString() : null,
    };
  }
}
