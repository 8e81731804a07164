/** Concurrent identical requests share one: the first starts it, the others wait for its answer. */
export class InFlightRequests {
  readonly #running = new Map<string, Promise<unknown>>();

  /** A request under `key` is under way. */
  has(key: string): boolean {
    return this.#running.has(key);
  }

  /** The request under way under `key`, or the one `start` begins. */
  share(key: string, start: () => Promise<unknown>): Promise<unknown> {
    const running = this.#running.get(key);
    if (running) return running;
    const started = start().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }
}
