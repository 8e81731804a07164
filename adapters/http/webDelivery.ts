import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'koa';

/** The codings the web UI is precompressed in at build (web/vite.config.ts), best first. */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Coding = (typeof CODINGS)[number]['name'];

/** One file of the built UI with its precompressed copies. */
export interface WebFile {
  readonly type: string;
  readonly identity: Buffer;
  readonly encoded: Partial<Record<Coding, Buffer>>;
}

/**
 * The codings the client accepts (RFC 9110 §12.5.3): named with q > 0, or through `*` unless named with
 * q=0. Without the header only identity, so old proxies and tools get what they can read.
 */
export function acceptedCodings(header: string | undefined): Set<Coding> {
  const accepted = new Set<Coding>();
  if (!header) return accepted;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawToken = '', ...params] = part.toLowerCase().split(';');
    const token = rawToken.trim();
    if (!token) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    quality.set(token, q === undefined ? 1 : Number(q));
  }
  for (const { name } of CODINGS) {
    const q = quality.get(name) ?? quality.get('*') ?? 0;
    if (q > 0) accepted.add(name);
  }
  return accepted;
}

/**
 * Sends a file of the built UI in the best coding the client accepts, with `Vary: Accept-Encoding` whenever
 * the answer depends on it, so caches keep the copies apart.
 */
export function sendWebFile(ctx: Context, file: WebFile): void {
  const accepted = acceptedCodings(ctx.get('Accept-Encoding'));
  ctx.type = file.type;
  if (Object.keys(file.encoded).length > 0) ctx.vary('Accept-Encoding');
  for (const { name } of CODINGS) {
    const body = file.encoded[name];
    if (body && accepted.has(name)) {
      ctx.set('Content-Encoding', name);
      ctx.body = body;
      return;
    }
  }
  ctx.body = file.identity;
}

/**
 * Reads a file of the built UI with the copies the build wrote beside it (`.br`, `.gz`). Files are read once
 * and kept: hashed assets never change, and the rest changes only with a new build and a restart.
 */
export function webFiles(root: string, renderIndex: (html: string) => string = (html) => html) {
  const cache = new Map<string, Promise<WebFile>>();
  const load = async (file: string): Promise<WebFile> => {
    const identity = await readFile(file);
    const copies = await Promise.all(
      CODINGS.map(async ({ name, suffix }) => [name, await readFile(file + suffix).catch(() => undefined)] as const),
    );
    const encoded: WebFile['encoded'] = {};
    for (const [name, body] of copies) if (body) encoded[name] = body;
    return { type: path.extname(file), identity, encoded };
  };
  return {
    /** The file under the root that a request path names, or undefined (never index.html, never outside the root). */
    async find(requestPath: string): Promise<WebFile | undefined> {
      const file = await resolveFile(root, requestPath);
      if (!file) return undefined;
      let loaded = cache.get(file);
      if (!loaded) {
        loaded = load(file);
        cache.set(file, loaded);
        loaded.catch(() => cache.delete(file));
      }
      return loaded;
    },
    /**
     * index.html, changed by `renderIndex` (e.g. settings for the UI) and then compressed once here; as built,
     * with its precompressed copies, when nothing changed.
     */
    index(): Promise<WebFile> {
      const file = path.join(root, 'index.html');
      let loaded = cache.get(file);
      if (!loaded) {
        loaded = load(file).then(async (built) => {
          const html = renderIndex(built.identity.toString('utf8'));
          if (html === built.identity.toString('utf8')) return built;
          return compressed(built.type, Buffer.from(html, 'utf8'));
        });
        cache.set(file, loaded);
        loaded.catch(() => cache.delete(file));
      }
      return loaded;
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressed(type: string, identity: Buffer): Promise<WebFile> {
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { type, identity, encoded: { br, gzip: gz } };
}

/** Precompressed copies and source maps are never asked for by the UI, so they are not served as files. */
const NOT_SERVED = /\.(?:br|gz|map)$/;

async function resolveFile(root: string, requestPath: string): Promise<string | undefined> {
  if (requestPath === '/' || requestPath.includes('\0')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(root + path.sep) || path.basename(file) === 'index.html' || NOT_SERVED.test(file))
    return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}
