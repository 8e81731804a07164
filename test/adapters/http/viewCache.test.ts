import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { Change, ChangeNotices } from '../../../application/ports/ChangeNotices.ts';
import { ViewCache, encodeView } from '../../../adapters/http/viewCache.ts';

// The per-user view cache (encoded body, ETag, gzip copy; single flight; emptied by change notices).

class FakeNotices implements Pick<ChangeNotices, 'subscribe' | 'listening'> {
  listening = true;
  private readonly listeners = new Set<(change: Change) => void>();
  subscribe(listener: (change: Change) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  tell(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function setUp(ttlMs = 10_000, refreshAheadMs = 0) {
  const notices = new FakeNotices();
  let now = 1_000;
  const cache = new ViewCache({ changes: notices, ttlMs, now: () => now, refreshAheadMs });
  let loads = 0;
  const load =
    (value: unknown = { n: loads }) =>
    async () => {
      loads += 1;
      return { value, keep: true };
    };
  return { notices, cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('encodeView', () => {
  it('encodes once as UTF-8 with a strong ETag and a gzip copy of larger bodies', () => {
    const small = encodeView({ text: '’' });
    expect(small.body.toString('utf8')).toBe('{"text":"’"}');
    expect(small.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(small.gzip).toBeUndefined();
    const large = encodeView({ text: 'x'.repeat(5_000) });
    expect(gunzipSync(large.gzip!).equals(large.body)).toBe(true);
    expect(encodeView({ text: 'x'.repeat(5_000) }).etag).toBe(large.etag);
    expect(encodeView({ text: 'y' }).etag).not.toBe(small.etag);
  });
});

describe('ViewCache', () => {
  it('loads once for concurrent requests and serves the kept view until its lifetime ends', async () => {
    const { cache, load, loads, advance } = setUp(10_000);
    const [a, b] = await Promise.all([cache.get('u1', 'home', load()), cache.get('u1', 'home', load())]);
    expect(loads()).toBe(1);
    expect(a).toBe(b);
    advance(9_999);
    expect(await cache.get('u1', 'home', load())).toBe(a);
    advance(1);
    await cache.get('u1', 'home', load());
    expect(loads()).toBe(2);
  });

  it("loads the successor in the background in the last part of a view's life, serving the kept one meanwhile", async () => {
    const { cache, notices, load, loads, advance } = setUp(10_000, 2_000);
    const first = await cache.get('u1', 'home', load('first'));
    advance(7_999);
    expect(await cache.get('u1', 'home', load('too early'))).toBe(first);
    expect(loads()).toBe(1);
    advance(1);
    const gate = deferred<void>();
    const served = await cache.get('u1', 'home', async () => {
      await gate.promise;
      return { value: 'second', keep: true };
    });
    expect(served).toBe(first);
    expect(await cache.get('u1', 'home', load('not twice'))).toBe(first);
    gate.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    advance(1_999);
    expect((await cache.get('u1', 'home', load('not yet')))!.body.toString()).toBe('"second"');
    expect(loads()).toBe(1);
    // A refresh under way when a notice comes does not take the place of anything.
    advance(8_000);
    const late = deferred<void>();
    const before = await cache.get('u1', 'home', async () => {
      await late.promise;
      return { value: 'stale', keep: true };
    });
    expect(before!.body.toString()).toBe('"second"');
    notices.tell({ scope: 'user', userId: 'u1' });
    late.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('u1', 'home', load('fresh')))!.body.toString()).toBe('"fresh"');
  });

  it('keeps views per user and key; a user notice empties only that user, a catalogue notice everybody', async () => {
    const { cache, notices, load, loads } = setUp();
    await cache.get('u1', 'home', load());
    await cache.get('u1', 'booth:1:de', load());
    await cache.get('u2', 'home', load());
    expect(loads()).toBe(3);
    notices.tell({ scope: 'user', userId: 'u1' });
    await cache.get('u1', 'home', load());
    await cache.get('u1', 'booth:1:de', load());
    await cache.get('u2', 'home', load());
    expect(loads()).toBe(5);
    notices.tell({ scope: 'session', sessionId: 'x' });
    await cache.get('u2', 'home', load());
    expect(loads()).toBe(5);
    notices.tell({ scope: 'catalogue' });
    await cache.get('u1', 'home', load());
    await cache.get('u2', 'home', load());
    expect(loads()).toBe(7);
  });

  it('does not keep a view whose load was under way when a notice came', async () => {
    const { cache, notices, load, loads } = setUp();
    const gate = deferred<void>();
    const first = cache.get('u1', 'home', async () => {
      await gate.promise;
      return { value: 'old', keep: true };
    });
    notices.tell({ scope: 'user', userId: 'u1' });
    gate.resolve();
    expect((await first)!.body.toString()).toBe('"old"');
    const next = await cache.get('u1', 'home', load('new'));
    expect(next!.body.toString()).toBe('"new"');
    expect(loads()).toBe(1);
  });

  it('serves but does not keep a view the loader marks as not to be kept, nor a failed or missing one', async () => {
    const { cache, load, loads } = setUp();
    await cache.get('u1', 'home', async () => ({ value: 'stale', keep: false }));
    await cache.get('u1', 'home', load());
    expect(loads()).toBe(1);
    await expect(cache.get('u1', 'booth', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('u1', 'gone', async () => undefined)).toBeUndefined();
    await cache.get('u1', 'booth', load());
    await cache.get('u1', 'gone', load());
    expect(loads()).toBe(3);
  });

  it('is bypassed while the change notices go unheard (fail closed)', async () => {
    const { cache, notices, load, loads } = setUp();
    await cache.get('u1', 'home', load());
    notices.listening = false;
    await cache.get('u1', 'home', load());
    await cache.get('u1', 'home', load());
    expect(loads()).toBe(3);
  });
});
