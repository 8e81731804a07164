import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import type { Fairs, ProductFair } from '../../application/ports/Fairs.ts';
import { TtlCache } from './TtlCache.ts';

/**
 * Keeps the published fairs for a few seconds: every page asks for them and they change only when a
 * manager saves a fair. A cache only: every process reads PostgreSQL again after `ttlMs`, and a save
 * clears it in every process (the `catalogue` change notice).
 */
export class CachedFairs implements Fairs {
  private readonly inner: Fairs;
  private readonly published: TtlCache<string, ProductFair[]>;

  /** `changes`: a manager's save (`catalogue`) empties it in every process; bypassed while they go unheard. */
  constructor(
    inner: Fairs,
    options: { ttlMs?: number; now?: () => number; changes?: ChangeNotices; onLookup?: (hit: boolean) => void } = {},
  ) {
    this.inner = inner;
    const changes = options.changes;
    this.published = new TtlCache({
      ttlMs: options.ttlMs ?? 10_000,
      now: options.now,
      bypass: changes && (() => !changes.listening),
      onLookup: options.onLookup,
    });
    changes?.subscribe((change) => {
      if (change.scope === 'catalogue') this.forget();
    });
  }

  publishedUpTo(now: Date): Promise<ProductFair[]> {
    return this.published.get(now.toISOString().slice(0, 10), () => this.inner.publishedUpTo(now));
  }

  byIdCode(idCode: string): Promise<ProductFair | undefined> {
    return this.inner.byIdCode(idCode);
  }

  seriesExists(seriesId: string): Promise<boolean> {
    return this.inner.seriesExists(seriesId);
  }

  forget(): void {
    this.published.forget();
  }
}
