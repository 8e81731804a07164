/**
 * A value kept for a short time in this process: a cache in front of PostgreSQL, never the only copy.
 * A failed load is not kept; concurrent readers share one load.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { until: number; value: Promise<V> }>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly bypass: () => boolean;
  private readonly onLookup: (hit: boolean) => void;

  /**
   * `bypass`: while it answers true nothing is kept or served from memory (e.g. change notices unheard).
   * `onLookup`: told of every read, a hit when a kept value answered (the cache metrics of issue 13).
   */
  constructor(options: {
    ttlMs: number;
    now?: () => number;
    maxEntries?: number;
    bypass?: () => boolean;
    onLookup?: (hit: boolean) => void;
  }) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.bypass = options.bypass ?? (() => false);
    this.onLookup = options.onLookup ?? (() => undefined);
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (this.bypass()) {
      this.onLookup(false);
      return load();
    }
    const at = this.now();
    const kept = this.entries.get(key);
    this.onLookup(kept !== undefined && kept.until > at);
    if (kept && kept.until > at) return kept.value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    const value = load();
    this.entries.set(key, { until: at + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  set(key: K, value: V): void {
    if (this.bypass()) return;
    this.entries.set(key, { until: this.now() + this.ttlMs, value: Promise.resolve(value) });
  }

  forget(key?: K): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
