import { MailQueueToken, type MailQueue } from '../../application/ports/Mail.ts';
import { InMemoryMailQueue } from './InMemoryMailQueue.ts';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { startPortal, type Portal } from '../../adapters/compositionRoot.ts';
import type { Config } from '../../adapters/config.ts';
import { OpenApiDocument } from '../../adapters/http/OpenApiDocument.ts';
import { OidcSignIn } from '../../adapters/identity/OidcSignIn.ts';
import { writeBoothActionOn } from '../../adapters/persistence/boothActions.ts';
import { nativePool } from '../../adapters/persistence/PreparedReads.ts';
import { inTransaction } from '../../adapters/shared/pgTransaction.ts';
import { createTestDatabase } from './testDatabase.ts';
import { TestBrowser, formsOf } from './TestBrowser.ts';

export const openApi = OpenApiDocument.fromFile(path.resolve(import.meta.dirname, '../../openapi.yaml'));

export interface TestPortal {
  portal: Portal;
  url: string;
  /** The portal's data folder (the development provider's signing key is in it). */
  dataDir: string;
  /** A browser that has signed in as the demo user with this e-mail (password demo). */
  signedIn(email: string, password?: string, startPath?: string): Promise<SignedInBrowser>;
  /** An access token of the identity provider for that user, as another service would obtain it (code flow). */
  accessTokenFor(email: string, password?: string): Promise<string>;
  /** One signed-in browser per demo user, kept for the test file. */
  as(email: string): Promise<SignedInBrowser>;
  /** A request as that user, with the CSRF token on requests that change state unless `withCsrf` is false. */
  send(email: string, method: string, path: string, json?: unknown, withCsrf?: boolean): Promise<Response>;
  stop(): Promise<void>;
}

export interface SignedInBrowser {
  browser: TestBrowser;
  /** Where the sign-in finally landed (the page first asked for). */
  landedAt: URL;
  csrfToken(): Promise<string>;
  api(
    pathname: string,
    init?: { method?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

/**
 * The whole portal in this process, as `npm start` composes it: its own database in the run's
 * PostgreSQL, the booking-system simulator over HTTP and the development identity provider, on a free port.
 */
export async function startTestPortal(
  overrides: Partial<Config> = {},
  options: { logger?: Logger } = {},
): Promise<TestPortal> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-test-portal-'));
  const webRoot = path.join(dataDir, 'web');
  await mkdir(path.join(webRoot, 'assets'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  await writeFile(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log("portal")');
  const config: Config = {
    production: false,
    port: 0,
    publicUrl: 'http://localhost:0',
    trustProxy: false,
    logLevel: 'silent',
    sessionIdleMinutes: 60,
    database: { kind: 'url', url: database.url },
    demoData: true,
    identity: {
      kind: 'development',
      clientId: 'portal-test',
      clientSecret: 'portal-test-secret',
      apiAudience: 'http://localhost/api',
      cookieKeys: ['test-cookie-key-0123456789'],
    },
    bookingSystem: { kind: 'simulator', latencyMs: 0, errorRate: 0, user: 'portal', password: 'portal' },
    webRoot,
    dataDir,
    ...overrides,
  };
  const portal = await startPortal(config, { logger: options.logger ?? pino({ level: 'silent' }) });
  const url = portal.url;

  /** Opens `start`, fills the login page as a user would and follows the redirects until `stopAt`. */
  const logIn = async (
    browser: TestBrowser,
    start: URL,
    email: string,
    password: string,
    stopAt: string,
  ): Promise<URL> => {
    const shown = await browser.follow(start, `${url}/oidc-callback`);
    if (!shown.response) throw new Error('the identity provider did not show its login page');
    const [form] = formsOf(await shown.response.text());
    if (!form) throw new Error(`no login form at ${shown.url.href}`);
    const posted = await browser.request(new URL(form.action, shown.url), { form: { login: email, password } });
    const location = posted.headers.get('location');
    if (!location) throw new Error(`sign-in refused for ${email}: ${posted.status}`);
    return (await browser.follow(new URL(location, shown.url), stopAt)).url;
  };

  const accessTokenFor = async (email: string, password = 'demo'): Promise<string> => {
    const identity = config.identity;
    const client = await OidcSignIn.discover({
      issuer: `${url}/oidc`,
      clientId: identity.clientId,
      clientSecret: identity.clientSecret,
      redirectUri: `${url}/oidc-callback`,
      postLogoutRedirectUri: `${url}/`,
      allowHttp: true,
    });
    const { url: authorization, pending } = await client.begin('/');
    const callback = await logIn(new TestBrowser(), authorization, email, password, `${url}/oidc-callback`);
    return (await client.finish(callback, pending)).accessToken;
  };

  const signedIn = async (email: string, password = 'demo', startPath = '/'): Promise<SignedInBrowser> => {
    const browser = new TestBrowser();
    const landedAt = await logIn(browser, new URL(startPath, url), email, password, `${url}/never`);
    let token: string | undefined;
    const api = (pathname: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
      browser.request(new URL(pathname, url), init);
    return {
      browser,
      landedAt,
      api,
      csrfToken: async () => {
        if (!token) {
          const response = await api('/api/session');
          token = ((await response.json()) as { csrfToken: string }).csrfToken;
        }
        return token;
      },
    };
  };

  const browsers = new Map<string, Promise<SignedInBrowser>>();
  const as = (email: string) => {
    if (!browsers.has(email)) browsers.set(email, signedIn(email));
    return browsers.get(email)!;
  };
  const send = async (email: string, method: string, path: string, json?: unknown, withCsrf = true) => {
    const browser = await as(email);
    // As the web client: the token on every request that changes state (writes, and GETs marked x-csrf in openapi.yaml).
    const changesState =
      openApi.find(method, new URL(path, 'http://x').pathname)?.operation.changesState ?? method !== 'GET';
    const headers: Record<string, string> =
      withCsrf && changesState ? { 'x-csrf-token': await browser.csrfToken() } : {};
    return browser.api(path, { method, json, headers });
  };

  return {
    portal,
    url,
    dataDir: config.dataDir,
    signedIn,
    accessTokenFor,
    as,
    send,
    stop: async () => {
      await portal.stop();
      await database.drop();
    },
  };
}

/** Asserts that a response is described by openapi.yaml (status, content type and body schema). */
export async function expectDescribed(method: string, pathname: string, response: Response): Promise<unknown> {
  const found = openApi.find(method, new URL(pathname, 'http://x').pathname);
  if (!found) throw new Error(`${method} ${pathname} is not in openapi.yaml`);
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? undefined;
  const body = text === '' ? undefined : contentType?.includes('json') ? JSON.parse(text) : text;
  const problems = found.operation.validateResponse(response.status, contentType, body);
  if (problems.length > 0)
    throw new Error(
      `${method} ${pathname} answered ${response.status} not as described: ${problems.join('; ')}\n${text.slice(0, 500)}`,
    );
  return body;
}

/**
 * Binds an in-memory mail queue in the portal's container in place of pg-boss, so a test reads what the
 * portal enqueued (the services look the queue up at each send). The action on a booth that goes with a mail (who
 * wrote to the fair team, and its domain event) is still written to the portal's database when the mail is kept.
 */
export function captureMails(
  portal: TestPortal,
  mails: InMemoryMailQueue = new InMemoryMailQueue(),
): InMemoryMailQueue {
  const container = portal.portal.container;
  const pool = nativePool(portal.portal.orm);
  const queue: MailQueue = {
    enqueue: async (mail, key, action) => {
      const kept = mails.sent.length;
      await mails.enqueue(mail, key);
      if (!action || mails.sent.length === kept) return;
      await inTransaction(await pool(), (client) => writeBoothActionOn(client, action));
    },
  };
  if (container.isBound(MailQueueToken)) container.unbind(MailQueueToken);
  container.bind(MailQueueToken).toConstantValue(queue);
  return mails;
}
