import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import type { ChangeNotices } from '../../application/ports/ChangeNotices.ts';

/** A view as it goes on the wire: encoded once, with its ETag and, when worth it, a gzip copy. */
export interface EncodedView {
  readonly body: Buffer;
  readonly gzip: Buffer | undefined;
  readonly etag: string;
}

/** Below this size a gzip copy is not worth a Content-Encoding. */
const GZIP_FROM_BYTES = 1024;

export function encodeView(value: unknown): EncodedView {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const gzip = body.length >= GZIP_FROM_BYTES ? gzipSync(body, { level: 6 }) : undefined;
  return { body, gzip, etag };
}

/** What a loader hands the cache: the view, and whether it may be kept (a stale or partial view may not). */
export interface LoadedView {
  readonly value: unknown;
  readonly keep: boolean;
}

interface Entry {
  readonly until: number;
  readonly view: Promise<EncodedView | undefined>;
  /** A load of its successor is under way (refresh ahead). */
  refreshing?: boolean;
}

export interface ViewCacheOptions {
  changes: Pick<ChangeNotices, 'subscribe' | 'listening'>;
  /** A view lives no longer than its freshest input (e.g. the booking-system answers' fresh time). */
  ttlMs: number;
  now?: () => number;
  /** Told of every read with its key, a hit when a kept view answered (for the cache hit-rate metrics). */
  onLookup?: (key: string, hit: boolean) => void;
  /** Bound on users with kept views; the user whose views were least recently used is dropped first. */
  maxUsers?: number;
  /**
   * In the last this many ms of a view's life its successor is loaded in the background while it is still
   * served, so that requests do not wait for the reload; default 2 000.
   */
  refreshAheadMs?: number;
}

/**
 * Views per user (and per key within the user, e.g. a booth and a language), kept as encoded bodies so a warm
 * request only writes bytes, with no serialising or compressing on the way. Concurrent requests for a view share
 * one load (single flight).
 *
 * A view is forgotten after `ttlMs`, at once for its user on a `user` change notice and for everybody on a
 * `catalogue` one, in every process (the notices come through PostgreSQL LISTEN/NOTIFY). A load that was
 * under way when a notice came is served to its waiters but not kept. While the notices go unheard
 * (`listening` false) nothing is kept or served from memory (fail closed).
 */
export class ViewCache {
  private readonly users: LRUCache<string, Map<string, Entry>>;
  private readonly changes: ViewCacheOptions['changes'];
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly refreshAheadMs: number;
  private readonly onLookup: (key: string, hit: boolean) => void;
  /** Bumped by every forget: a load begun before it must not be kept. */
  private generation = 0;

  constructor(options: ViewCacheOptions) {
    this.changes = options.changes;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.users = new LRUCache({ max: options.maxUsers ?? 2_000 });
    this.refreshAheadMs = options.refreshAheadMs ?? 2_000;
    this.onLookup = options.onLookup ?? (() => undefined);
    options.changes.subscribe((change) => {
      if (change.scope === 'user') this.forget(change.userId);
      else if (change.scope === 'catalogue') this.forget();
    });
  }

  /** The user's view under `key`, loaded (once for concurrent callers) when none is kept; undefined when the loader has none. */
  get(userId: string, key: string, load: () => Promise<LoadedView | undefined>): Promise<EncodedView | undefined> {
    if (!this.changes.listening) {
      this.onLookup(key, false);
      return load().then((loaded) => loaded && encodeView(loaded.value));
    }
    const at = this.now();
    const kept = this.users.get(userId)?.get(key);
    this.onLookup(key, kept !== undefined && kept.until > at);
    if (kept && kept.until > at) {
      if (!kept.refreshing && kept.until - at <= this.refreshAheadMs) {
        kept.refreshing = true;
        void this.load(userId, key, load, at, kept);
      }
      return kept.view;
    }
    return this.load(userId, key, load, at);
  }

  /**
   * Loads a view; kept when the loader says so and no notice came meanwhile. A miss is kept at once, so that
   * concurrent requests share the load; a refresh (`replacing`) takes the place of the view it replaces only
   * when done.
   */
  private load(
    userId: string,
    key: string,
    load: () => Promise<LoadedView | undefined>,
    at: number,
    replacing?: Entry,
  ): Promise<EncodedView | undefined> {
    const generation = this.generation;
    let keep = false;
    const view = load().then((loaded) => {
      keep = loaded?.keep === true;
      return loaded && encodeView(loaded.value);
    });
    const entry: Entry = { until: at + this.ttlMs, view };
    if (!replacing) this.entriesOf(userId).set(key, entry);
    const current = () => this.users.peek(userId)?.get(key);
    const drop = () => {
      if (replacing) {
        replacing.refreshing = false;
        return;
      }
      const entries = this.users.peek(userId);
      if (entries?.get(key) !== entry) return;
      entries.delete(key);
      if (entries.size === 0) this.users.delete(userId);
    };
    view.then(() => {
      const valid = keep && generation === this.generation && this.changes.listening;
      if (!valid) drop();
      else if (replacing && current() === replacing) this.entriesOf(userId).set(key, entry);
    }, drop);
    return view;
  }

  /** Forgets the user's views, or everybody's. */
  forget(userId?: string): void {
    this.generation += 1;
    if (userId === undefined) this.users.clear();
    else this.users.delete(userId);
  }

  private entriesOf(userId: string): Map<string, Entry> {
    let entries = this.users.get(userId);
    if (!entries) {
      entries = new Map();
      this.users.set(userId, entries);
    }
    return entries;
  }
}

/**
 * Whether the client takes gzip, by its Accept-Encoding (q-values and all, as negotiated by Koa), decided once per
 * header value: browsers send a handful of values, and the negotiation is a visible part of a warm view's cost.
 */
const gzipByAcceptEncoding = new LRUCache<string, boolean>({ max: 256 });
function acceptsGzip(ctx: Context): boolean {
  const header = ctx.request.headers['accept-encoding'] ?? '';
  if (header.length > 256) return ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
  let gzip = gzipByAcceptEncoding.get(header);
  if (gzip === undefined) {
    gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
    gzipByAcceptEncoding.set(header, gzip);
  }
  return gzip;
}

/**
 * Answers with a kept view: 304 when the client's If-None-Match names it, else the body (gzip when the client
 * accepts it). The client may keep it but must ask again each time (`private, no-cache`).
 */
export function sendView(ctx: Context, view: EncodedView): void {
  // Every view answer passes here: its headers go straight to Node's response (Koa's `set` builds arrays for each).
  const res = ctx.res;
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', view.etag);
  // Merged by `vary` only where a route set a Vary of its own before.
  if (res.hasHeader('Vary')) ctx.response.vary('Accept-Encoding');
  else res.setHeader('Vary', 'Accept-Encoding');
  // The body is already encoded (and compressed where worth it): no compression middleware on top.
  (ctx as Context & { compress?: boolean }).compress = false;
  const ifNoneMatch = ctx.request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === view.etag)) {
    ctx.response.status = 304;
    return;
  }
  // The full media type as the header holds it, without a lookup of a short name.
  res.setHeader('Content-Type', JSON_WITH_CHARSET);
  if (view.gzip && acceptsGzip(ctx)) {
    res.setHeader('Content-Encoding', 'gzip');
    ctx.response.body = view.gzip;
  } else {
    ctx.response.body = view.body;
  }
}

const JSON_WITH_CHARSET = 'application/json; charset=utf-8';
