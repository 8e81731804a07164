import type { Logger as PinoLogger } from 'pino';
import type { ReadinessGate } from '../http/readiness.ts';

/**
 * How the portal stops: the readiness gate drains first (health answers 503 'stopping', requests on connections
 * still open are served with Connection: close), then the hooks that must run before anything stops (e.g. no
 * longer bringing a dying PostgreSQL back), then the HTTP server stops taking connections and lets the open ones
 * finish (`drainFirst`), then the gate closes (anything left is answered 503) and the components stop in the
 * reverse order of their start, so that each stops while what it uses still runs. A failed stop is logged and
 * the others still stop.
 */
export class ShutdownSequence {
  readonly #gate: ReadinessGate;
  readonly #log: PinoLogger;
  readonly #hooks: Array<() => void> = [];
  readonly #drains: Array<() => Promise<void>> = [];
  readonly #stops: Array<() => Promise<void>> = [];

  constructor(gate: ReadinessGate, log: PinoLogger) {
    this.#gate = gate;
    this.#log = log;
  }

  /** A component just started: `stop` runs before the stops of the components started earlier. */
  add(stop: () => Promise<void>): void {
    this.#stops.push(stop);
  }

  /** Runs when the portal stops, before any component stops. */
  beforeStopping(hook: () => void): void {
    this.#hooks.push(hook);
  }

  /** Runs before every stop, while all components still run: the requests being served need them. */
  drainFirst(drain: () => Promise<void>): void {
    this.#drains.push(drain);
  }

  async run(): Promise<void> {
    this.#gate.drain();
    for (const hook of this.#hooks) hook();
    for (const drain of this.#drains.splice(0))
      await drain().catch((error: unknown) => this.#log.error({ err: error }, 'drain failed'));
    this.#gate.close();
    const stops = this.#stops.splice(0).reverse();
    for (const stop of stops) await stop().catch((error: unknown) => this.#log.error({ err: error }, 'stop failed'));
  }
}
