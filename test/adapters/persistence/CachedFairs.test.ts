import { describe, expect, it } from '@jest/globals';
import type { Fairs, ProductFair } from '../../../application/ports/Fairs.ts';
import { CachedFairs } from '../../../adapters/persistence/CachedFairs.ts';

function countingFairs() {
  const calls = { published: 0 };
  const fairs: Fairs = {
    publishedUpTo: async () => {
      calls.published += 1;
      return [{ idCode: `F${calls.published}` } as ProductFair];
    },
    byIdCode: async () => undefined,
    seriesExists: async () => false,
  };
  return { fairs, calls };
}

describe('CachedFairs', () => {
  it('asks the database once per time-to-live and again after it, after a day change or after forget()', async () => {
    let clock = 0;
    const { fairs, calls } = countingFairs();
    const cached = new CachedFairs(fairs, { ttlMs: 1000, now: () => clock });
    const monday = new Date('2026-11-23T10:00:00Z');
    expect((await cached.publishedUpTo(monday))[0].idCode).toBe('F1');
    expect((await cached.publishedUpTo(monday))[0].idCode).toBe('F1');
    expect(calls.published).toBe(1);
    clock = 1001;
    expect((await cached.publishedUpTo(monday))[0].idCode).toBe('F2');
    expect((await cached.publishedUpTo(new Date('2026-11-24T00:00:01Z')))[0].idCode).toBe('F3');
    cached.forget();
    expect((await cached.publishedUpTo(new Date('2026-11-24T00:00:01Z')))[0].idCode).toBe('F4');
  });

  it('does not keep a failed answer', async () => {
    let fail = true;
    const inner: Fairs = {
      publishedUpTo: async () => {
        if (fail) throw new Error('database down');
        return [];
      },
      byIdCode: async () => undefined,
      seriesExists: async () => false,
    };
    const cached = new CachedFairs(inner, { ttlMs: 60_000 });
    await expect(cached.publishedUpTo(new Date())).rejects.toThrow('database down');
    fail = false;
    await expect(cached.publishedUpTo(new Date())).resolves.toEqual([]);
  });
});
