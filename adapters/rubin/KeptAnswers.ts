import { LRUCache } from 'lru-cache';

export interface KeptAnswersOptions {
  /** An answer younger than this is served without asking Rubin. */
  readonly freshMs: number;
  /** How long a last good answer may stand in when Rubin fails. */
  readonly keepMs: number;
  /** Bound on kept good answers; the least recently used is dropped first. */
  readonly maxEntries: number;
  /** Bound on kept not-found answers, kept for the fresh time only. */
  readonly notFoundMaxEntries: number;
  readonly now: () => number;
}

/** An answer and when Rubin gave it (ms since the epoch). */
export interface StoredAnswer {
  readonly value: unknown;
  readonly storedAt: number;
}

/**
 * Where the processes and jobs share Rubin's answers (PostgreSQL in the portal): one process's answer spares the
 * others the call, and answers asked in the background serve the users' overviews. Best effort both ways: a read
 * that fails or takes too long finds nothing, a write may be lost; Rubin stays the source.
 */
export interface SharedAnswers {
  /** The newest answer any process kept under `key`, or undefined. */
  read(key: string): Promise<StoredAnswer | undefined>;
  /** Keeps the answer for the others (it does not replace a newer one). */
  write(key: string, answer: StoredAnswer): void;
}

/**
 * Rubin's answers per key (user, operation and ids): fresh for a short time, then kept longer as the last
 * good answer that may be served stale. Not-found answers (null) have a space of their own, so that asking
 * for made-up ids cannot push good answers out. lru-cache bounds both spaces; the fresh and keep times are
 * checked here, on the answer's own timestamp, because they are two times for one entry (and lru-cache
 * takes a clock reading of 0 for "no time to live", which an injected test clock may well give).
 */
export class KeptAnswers {
  readonly #options: KeptAnswersOptions;
  readonly #found: LRUCache<string, StoredAnswer>;
  readonly #notFound: LRUCache<string, StoredAnswer>;

  constructor(options: KeptAnswersOptions) {
    this.#options = options;
    this.#found = new LRUCache({ max: options.maxEntries });
    this.#notFound = new LRUCache({ max: options.notFoundMaxEntries });
  }

  /**
   * The fresh answer under `key` (null for a kept not-found), or undefined when Rubin must be asked; `freshMs` is
   * how old an answer the caller takes (default the options' fresh time).
   */
  fresh(key: string, freshMs = this.#options.freshMs): { readonly value: unknown } | undefined {
    const now = this.#options.now();
    const found = this.#found.get(key);
    if (found && now - found.storedAt < freshMs) return found;
    const missing = this.#notFound.get(key);
    if (missing && now - missing.storedAt < freshMs) return missing;
    return undefined;
  }

  /** The last good answer under `key` while it may stand in for Rubin. */
  lastGood(key: string): { readonly value: unknown } | undefined {
    const found = this.#found.get(key);
    return found && this.#options.now() - found.storedAt < this.#options.keepMs ? found : undefined;
  }

  /** Keeps Rubin's answer; null (not found) replaces a good answer under the same key. */
  remember(key: string, value: unknown): StoredAnswer {
    const stored = { value, storedAt: this.#options.now() };
    this.#keep(key, stored);
    return stored;
  }

  /** Keeps an answer another process had from Rubin, unless this one holds a newer one. */
  adopt(key: string, stored: StoredAnswer): void {
    const held = this.#found.get(key) ?? this.#notFound.get(key);
    if (!held || held.storedAt < stored.storedAt) this.#keep(key, stored);
  }

  #keep(key: string, stored: StoredAnswer): void {
    const { value } = stored;
    if (value === null) {
      this.#found.delete(key);
      this.#notFound.set(key, stored);
    } else {
      this.#notFound.delete(key);
      this.#found.set(key, stored);
    }
  }
}
