// Test support for the hardening tests (what an attacker may send): the write endpoints as openapi.yaml lists them,
// raw requests with any bytes and headers, hand-made hostile bodies, and a logger that keeps its lines.
import { gzipSync } from 'node:zlib';
import { pino, type Logger } from 'pino';
import { openApi, type SignedInBrowser } from './testPortal.ts';
import { demo } from './demo.ts';
import type { Json, LooseJson } from './json.ts';

const WRITE_METHODS = ['post', 'put', 'delete', 'patch'] as const;

/** Values for path parameters that name demo data the signed-in demo exhibitor may use. */
const DEMO_PATH_VALUES: Record<string, string> = {
  regiNr: demo.booths.annaConfirmedHab.regiNr,
  booth: demo.booths.annaConfirmedHab.regiNr,
  id: demo.users.anna.sub,
};

export interface WriteOperation {
  operationId: string;
  method: string;
  pathTemplate: string;
  /** The template with demo values for its path parameters. */
  path: string;
  isPublic: boolean;
  /** The JSON schema of the request body (with `$ref`s into openapi.yaml), when the operation takes one. */
  bodySchema: unknown;
  bodyRequired: boolean;
}

/** Every POST/PUT/DELETE/PATCH under /api in openapi.yaml, so that new endpoints are covered without a change here. */
export function writeOperations(): WriteOperation[] {
  const document = openApi.document;
  const result: WriteOperation[] = [];
  for (const [pathTemplate, item] of Object.entries<Json>(document.paths ?? {})) {
    if (!pathTemplate.startsWith('/api/')) continue;
    for (const method of WRITE_METHODS) {
      const spec = item[method];
      if (!spec) continue;
      const parameters = [...(item.parameters ?? []), ...(spec.parameters ?? [])].map((parameter) =>
        resolve(parameter),
      );
      const path = pathTemplate.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const parameter = parameters.find((candidate) => candidate?.in === 'path' && candidate.name === name);
        const value = DEMO_PATH_VALUES[name] ?? parameter?.example ?? resolve(parameter?.schema)?.example;
        if (value === undefined)
          throw new Error(
            `no demo value for the path parameter ${name} of ${method.toUpperCase()} ${pathTemplate}: add it to DEMO_PATH_VALUES or an example to openapi.yaml`,
          );
        return encodeURIComponent(String(value));
      });
      const requestBody = spec.requestBody ? resolve(spec.requestBody) : undefined;
      const security = spec.security ?? document.security ?? [];
      result.push({
        operationId: spec.operationId,
        method: method.toUpperCase(),
        pathTemplate,
        path,
        isPublic: Array.isArray(security) && security.length === 0,
        bodySchema: requestBody?.content?.['application/json']?.schema,
        bodyRequired: requestBody?.required === true,
      });
    }
  }
  return result;
}

/** Follows `$ref`s into openapi.yaml. */
export function resolve(node: LooseJson): LooseJson {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    const path = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
    current = path.reduce((value: LooseJson, key: string) => value?.[key], openApi.document);
  }
  return current;
}

export interface RawBody {
  name: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

const huge = 'x'.repeat(70 * 1024);

/** Hand-made bodies no client of the portal sends; each must be refused with a 4xx problem. */
export const hostileBodies: RawBody[] = [
  { name: 'an opening brace', body: '{' },
  { name: 'truncated JSON', body: '{"locale":"d' },
  { name: 'NaN', body: 'NaN' },
  { name: 'NaN as a value', body: '{"locale":NaN}' },
  { name: 'a trailing comma', body: '{"locale":"de",}' },
  { name: 'single quotes', body: "{'locale':'de'}" },
  { name: 'top-level null', body: 'null' },
  { name: 'top-level string', body: '"de"' },
  { name: 'top-level number', body: '42' },
  { name: 'top-level true', body: 'true' },
  { name: 'an empty array', body: '[]' },
  { name: 'a __proto__ key', body: '{"__proto__":{"isAdmin":true},"locale":"de"}' },
  { name: 'a nested __proto__ key', body: '{"data":{"__proto__":{"polluted":1}}}' },
  { name: 'a constructor.prototype key', body: '{"constructor":{"prototype":{"polluted":1}}}' },
  { name: 'a NUL character', body: '{"locale":"d\\u0000e","text":"\\u0000"}' },
  { name: 'a NUL character in a key', body: '{"lo\\u0000cale":"de"}' },
  { name: 'a lone surrogate', body: '{"locale":"d\\ud800e","message":"\\udc00","subject":"\\ud800"}' },
  { name: 'deep nesting (arrays)', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { name: 'deep nesting (objects)', body: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  { name: 'a huge string', body: `{"locale":"${huge}"}` },
  { name: 'a huge number', body: `{"locale":1${'0'.repeat(400)}}` },
  { name: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x6c, 0xff, 0xfe, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]) },
  { name: 'an unsupported Content-Encoding', body: '{"locale":"de"}', headers: { 'content-encoding': 'compress' } },
  { name: 'an unknown Content-Encoding', body: '{"locale":"de"}', headers: { 'content-encoding': 'x-made-up' } },
  { name: 'gzip that is not gzip', body: '{"locale":"de"}', headers: { 'content-encoding': 'gzip' } },
  { name: 'a gzip bomb', body: gzipSync(Buffer.alloc(2 * 1024 * 1024, 0x20)), headers: { 'content-encoding': 'gzip' } },
  { name: 'text/plain', body: '{"locale":"de"}', headers: { 'content-type': 'text/plain' } },
  { name: 'a form', body: 'locale=de', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  {
    name: 'multipart',
    body: '--b\r\nContent-Disposition: form-data; name="locale"\r\n\r\nde\r\n--b--\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  },
  { name: 'XML', body: '<locale>de</locale>', headers: { 'content-type': 'application/xml' } },
  { name: 'a content type that is not one', body: '{"locale":"de"}', headers: { 'content-type': ';;;' } },
];

export interface Caller {
  cookie?: string;
  csrfToken?: string;
}

/** The cookie and CSRF token of a signed-in test browser, for raw requests. */
export async function callerOf(browser: SignedInBrowser): Promise<Caller> {
  const csrfToken = await browser.csrfToken();
  const sid = browser.browser.cookie('oneshop.sid');
  if (!sid) throw new Error('the test browser has no session cookie');
  return { cookie: `oneshop.sid=${sid}`, csrfToken };
}

/** One request with exactly these bytes (content type application/json unless a header says otherwise). */
export async function sendRaw(
  baseUrl: string,
  method: string,
  path: string,
  raw: RawBody | undefined,
  caller: Caller = {},
): Promise<{ status: number; contentType: string; text: string; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (raw) headers['content-type'] = 'application/json';
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.csrfToken) headers['x-csrf-token'] = caller.csrfToken;
  Object.assign(headers, raw?.headers ?? {});
  const body = raw === undefined ? undefined : typeof raw.body === 'string' ? raw.body : new Uint8Array(raw.body);
  const send = () =>
    fetch(new URL(path, baseUrl), { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // A kept-alive connection the server closed for idleness just as this request went out: sent again
    // once on a new connection. A server that fails the request itself fails it again.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
    if (!['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(code)) throw error;
    response = await send();
  }
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    headers: response.headers,
  };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger (level info) whose lines are kept for the test to read. */
export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

export const WARN = 40;
export const ERROR = 50;
