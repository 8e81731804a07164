import { request } from 'node:http';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_COOKIE } from '../../../adapters/http/sessions.ts';
import { acceptedCodings } from '../../../adapters/http/webDelivery.ts';
import { startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// The web UI served compressed (precompressed brotli and gzip written at build), long-lived cache
// headers on hashed assets, no source maps published, index.html compressed and never cached stale.

let portal: TestPortal;
let webRoot: string;
let signedInCookie: string;
const script = Buffer.from(`export const greeting = ${JSON.stringify('Grüezi '.repeat(400))};\n`, 'utf8');
const html = Buffer.from(
  `<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`,
);

beforeAll(async () => {
  // A build as web/vite.config.ts writes it: every text file beside its .br and .gz copy, no source maps.
  webRoot = await mkdtemp(path.join(tmpdir(), 'oneshop-web-delivery-'));
  await mkdir(path.join(webRoot, 'assets'));
  const withCopies = async (file: string, content: Buffer) => {
    await writeFile(file, content);
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  };
  await withCopies(path.join(webRoot, 'index.html'), html);
  await withCopies(path.join(webRoot, 'assets', 'index-AbC123.js'), script);
  await writeFile(path.join(webRoot, 'assets', 'index-AbC123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await writeFile(path.join(webRoot, 'assets', 'logo-1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  portal = await startTestPortal({ webRoot });
  const browser = await portal.signedIn('aussteller@demo.test');
  signedInCookie = `${SESSION_COOKIE}=${browser.browser.cookie(SESSION_COOKIE) ?? ''}`;
});

afterAll(async () => {
  await portal?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that neither decodes nor asks for any coding by itself (fetch would add and undo both). */
function get(pathname: string, headers: Record<string, string> = {}, base = portal.url): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathname, base), { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built UI on the wire', () => {
  it('sends a hashed asset as brotli to a browser that accepts it, with Vary and a year of caching, decoding to the same bytes', async () => {
    const answer = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true);
  });

  it('sends gzip when brotli is not accepted', async () => {
    const answer = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).equals(script)).toBe(true);
  });

  it('sends the file as it is without Accept-Encoding, still with Vary', async () => {
    const answer = await get('/assets/index-AbC123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.body.equals(script)).toBe(true);
  });

  it('sends a file without copies as it is, without Vary', async () => {
    const answer = await get('/assets/logo-1.png', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
  });

  it('sends index.html compressed and never from a stale cache', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'br', Cookie: signedInCookie });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).equals(html)).toBe(true);

    const publicPage = await get('/imprint', { 'Accept-Encoding': 'gzip' });
    expect(publicPage.headers['content-encoding']).toBe('gzip');
    expect(publicPage.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(publicPage.body).equals(html)).toBe(true);
  });

  it('publishes no source map and no precompressed copy as a file, and answers a missing asset 404 instead of the page', async () => {
    for (const pathname of [
      '/assets/index-AbC123.js.map',
      '/assets/index-AbC123.js.br',
      '/assets/index-AbC123.js.gz',
      '/assets/index-Old999.js',
    ]) {
      const answer = await get(pathname, { 'Accept-Encoding': 'br', Cookie: signedInCookie });
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
      expect(answer.body.toString()).not.toContain('secret.ts');
    }
  });
});

describe('the error-reporting service for the UI', () => {
  it("is named to the UI only when SENTRY_DSN is set: a meta element in index.html and its origin allowed by the page's CSP", async () => {
    const plain = await get('/imprint', { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(plain.body).toString()).not.toContain('sentry-dsn');
    expect(plain.headers['content-security-policy']).toContain("connect-src 'self';");

    const withSentry = await startTestPortal({ webRoot, sentryDsn: 'https://public-key@o1.ingest.sentry.example/7' });
    try {
      const page = await get('/imprint', { 'Accept-Encoding': 'br' }, withSentry.url);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toContain(
        '<meta name="sentry-dsn" content="https://public-key@o1.ingest.sentry.example/7" />',
      );
      expect(page.headers['content-security-policy']).toContain("connect-src 'self' https://o1.ingest.sentry.example;");
      // Other pages keep the portal's own policy; data answers have the one that lets nothing load.
      expect((await get('/api/docs', {}, withSentry.url)).headers['content-security-policy']).toContain(
        "connect-src 'self';",
      );
      expect((await get('/api/health', {}, withSentry.url)).headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    } finally {
      await withSentry.stop();
    }
  });
});

describe('Accept-Encoding (RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['GZIP ; Q=1, BR;q=0.001', ['br', 'gzip']],
  ])('%j accepts %j', (header, codings) => {
    expect([...acceptedCodings(header)].sort()).toEqual([...codings].sort());
  });
});
