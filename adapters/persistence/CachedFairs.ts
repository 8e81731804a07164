import type { Fairs, ProductFair } from '../../application/ports/Fairs.ts';
import { TtlCache } from './TtlCache.ts';

/**
 * Keeps the published fairs for a few seconds: every page asks for them and they change only when a
 * manager saves a fair. A cache only: every process reads PostgreSQL again after `ttlMs`, and a save in
 * this process clears it at once (`forget`).
 */
export class CachedFairs implements Fairs {
  private readonly inner: Fairs;
  private readonly published: TtlCache<string, ProductFair[]>;

  constructor(inner: Fairs, options: { ttlMs?: number; now?: () => number } = {}) {
    this.inner = inner;
    this.published = new TtlCache({ ttlMs: options.ttlMs ?? 10_000, now: options.now });
  }

  publishedUpTo(now: Date): Promise<ProductFair[]> {
    return this.published.get(now.toISOString().slice(0, 10), () => this.inner.publishedUpTo(now));
  }

  byIdCode(idCode: string): Promise<ProductFair | undefined> {
    return this.inner.byIdCode(idCode);
  }

  forget(): void {
    this.published.forget();
  }
}
