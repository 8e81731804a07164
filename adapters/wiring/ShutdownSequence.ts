import type { Logger as PinoLogger } from 'pino';
import type { ReadinessGate } from '../http/readiness.ts';

/**
 * How the portal stops: the readiness gate closes first (new requests are answered 503), then the hooks that
 * must run before anything stops (e.g. no longer bringing a dying PostgreSQL back), then the components in the
 * reverse order of their start, so that each stops while what it uses still runs. A failed stop is logged and
 * the others still stop.
 */
export class ShutdownSequence {
  readonly #gate: ReadinessGate;
  readonly #log: PinoLogger;
  readonly #hooks: Array<() => void> = [];
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

  async run(): Promise<void> {
    this.#gate.close();
    for (const hook of this.#hooks) hook();
    const stops = this.#stops.splice(0).reverse();
    for (const stop of stops) await stop().catch((error: unknown) => this.#log.error({ err: error }, 'stop failed'));
  }
}
