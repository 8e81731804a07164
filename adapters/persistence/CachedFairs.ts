import type { Fairs, ProductFair } from '../../application/ports/Fairs.ts';

/**
 * Keeps the published fairs for a few seconds: every page asks for them and they change only when a
 * manager saves a fair. A cache only: every process reads PostgreSQL again after `ttlMs`, and a save in
 * this process clears it at once (`forget`).
 */
export class CachedFairs implements Fairs {
  private readonly inner: Fairs;
  private readonly ttlMs: number;
  private readonly clock: () => number;
  private published: { day: string; until: number; fairs: Promise<ProductFair[]> } | undefined;

  constructor(inner: Fairs, options: { ttlMs?: number; now?: () => number } = {}) {
    this.inner = inner;
    this.ttlMs = options.ttlMs ?? 10_000;
    this.clock = options.now ?? Date.now;
  }

  publishedUpTo(now: Date): Promise<ProductFair[]> {
    const day = now.toISOString().slice(0, 10);
    const at = this.clock();
    if (this.published && this.published.day === day && this.published.until > at) return this.published.fairs;
    const fairs = this.inner.publishedUpTo(now);
    this.published = { day, until: at + this.ttlMs, fairs };
    fairs.catch(() => {
      if (this.published?.fairs === fairs) this.published = undefined;
    });
    return fairs;
  }

  byIdCode(idCode: string): Promise<ProductFair | undefined> {
    return this.inner.byIdCode(idCode);
  }

  forget(): void {
    this.published = undefined;
  }
}
