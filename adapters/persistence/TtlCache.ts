import { LRUCache } from 'lru-cache';

interface Entry<V> {
  readonly until: number;
  readonly value: Promise<V>;
}

/**
 * A value kept for a short time in this process: a cache in front of PostgreSQL, never the only copy.
 * A failed load is not kept; concurrent readers share one load. lru-cache bounds the entries (the least
 * recently used goes first); the time to live is checked here on the entry's own deadline, because
 * lru-cache reads a clock value of 0 as "no time to live", and an injected clock may start there.
 */
export class TtlCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Entry<V>>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly bypass: () => boolean;
  private readonly onLookup: (hit: boolean) => void;

  /**
   * `bypass`: while it answers true nothing is kept or served from memory (e.g. change notices unheard).
   * `onLookup`: told of every read, a hit when a kept value answered (for the cache hit-rate metrics).
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
    this.entries = new LRUCache({ max: options.maxEntries ?? 10_000 });
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
    const hit = kept !== undefined && kept.until > at;
    this.onLookup(hit);
    if (hit) return kept.value;
    const value = load();
    this.entries.set(key, { until: at + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.peek(key)?.value === value) this.entries.delete(key);
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
