// Test support: a real Koa server on 127.0.0.1 with the development provider mounted at /oidc, and a
// minimal browser (cookie jar, redirects followed by hand) to walk the sign-in as a user would.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { createDevOidcProvider } from '../../../adapters/identity/DevOidcProvider.ts';
import type { DevOidcProvider, DevOidcUser } from '../../../adapters/identity/DevOidcProvider.ts';
import { OidcSignIn } from '../../../adapters/identity/OidcSignIn.ts';

export const anna: DevOidcUser = {
  sub: 'user-anna',
  email: 'anna@test.example',
  password: 'anna-secret',
  givenName: 'Anna',
  familyName: 'Muster',
  locale: 'de',
  groups: ['AUSSTELLER'],
};

export const newcomer: DevOidcUser = {
  sub: 'user-neu',
  email: 'neu@test.example',
  password: 'neu-secret',
  givenName: 'Noé',
  familyName: 'Neuling',
  locale: 'fr',
  groups: [],
};

export const clientId = 'portal';
export const clientSecret = 'portal-test-secret';

export type IdentityTestServer = {
  baseUrl: string;
  issuer: string;
  apiAudience: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  dev: DevOidcProvider;
  signIn(): Promise<OidcSignIn>;
  close(): Promise<void>;
};

export async function startIdentityServer(users: readonly DevOidcUser[] = [anna, newcomer]): Promise<IdentityTestServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${baseUrl}/oidc`;
  const apiAudience = `${baseUrl}/api`;
  const redirectUri = `${baseUrl}/oidc-callback`;
  const postLogoutRedirectUri = `${baseUrl}/`;

  const dev = createDevOidcProvider({
    issuer,
    users,
    clients: [{ clientId, clientSecret, redirectUris: [redirectUri], postLogoutRedirectUris: [postLogoutRedirectUri] }],
    cookieKeys: ['identity-test-cookie-key'],
    apiAudience,
  });
  dev.provider.on('server_error', (_ctx: unknown, error: unknown) => console.error('provider server_error', error));
  const app = new Koa();
  app.keys = ['the-portal-has-other-keys'];
  app.use(dev.middleware);
  app.use((ctx) => {
    ctx.body = `portal page ${ctx.path}`;
  });
  server.on('request', app.callback());

  return {
    baseUrl,
    issuer,
    apiAudience,
    redirectUri,
    postLogoutRedirectUri,
    dev,
    signIn: () =>
      OidcSignIn.discover({ issuer, clientId, clientSecret, redirectUri, postLogoutRedirectUri, allowHttp: true }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

type Cookie = { name: string; value: string; path: string };

/** Cookies and manual redirects, as a browser does them, for one user agent. */
export class TestBrowser {
  readonly #cookies = new Map<string, Cookie>();

  async request(url: string | URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers();
    const cookieHeader = [...this.#cookies.values()]
      .filter((cookie) => target.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    if (cookieHeader !== '') headers.set('cookie', cookieHeader);
    let body: string | undefined;
    if (init.form !== undefined) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.#store(line);
    return response;
  }

  /** Follows redirects until a page is shown or the browser is sent to a URL starting with `stopAt`. */
  async follow(url: string | URL, stopAt: string): Promise<{ url: URL; response: Response | undefined }> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops += 1) {
      if (current.href.startsWith(stopAt)) return { url: current, response: undefined };
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) return { url: current, response };
      await response.arrayBuffer();
      current = new URL(location, current);
    }
    throw new Error(`too many redirects from ${String(url)}`);
  }

  #store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((entry) => entry.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const path = attribute('path') ?? '/';
    const expires = attribute('expires');
    const expired = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
    const key = `${name}@${path}`;
    if (expired || value === '') this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value, path });
  }
}

/** The one form of a page: where it posts and its hidden and named inputs. */
export function formsOf(html: string): Array<{ action: string; inputs: Record<string, string> }> {
  return [...html.matchAll(/<form\b[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(([, action = '', inner = '']) => ({
    action: action.replace(/&amp;/g, '&'),
    inputs: Object.fromEntries(
      [...inner.matchAll(/<input\b[^>]*>/g)].map(([tag]) => [
        /name="([^"]*)"/.exec(tag)?.[1] ?? '',
        /value="([^"]*)"/.exec(tag)?.[1] ?? '',
      ]),
    ),
  }));
}

export type LoginOutcome =
  | { kind: 'callback'; callbackUrl: URL }
  | { kind: 'refused'; status: number; html: string };

/** Opens the authorization URL, fills the login page and submits it, then follows to the callback. */
export async function signInAs(
  browser: TestBrowser,
  authorizationUrl: URL,
  server: IdentityTestServer,
  login: string,
  password: string,
): Promise<LoginOutcome> {
  const shown = await browser.follow(authorizationUrl, server.redirectUri);
  if (shown.response === undefined) return { kind: 'callback', callbackUrl: shown.url };
  const html = await shown.response.text();
  const [form] = formsOf(html);
  if (form === undefined) throw new Error(`no login form at ${shown.url.href}: ${html}`);
  const posted = await browser.request(new URL(form.action, shown.url), { form: { login, password } });
  const location = posted.headers.get('location');
  if (location === null) return { kind: 'refused', status: posted.status, html: await posted.text() };
  const landed = await browser.follow(new URL(location, shown.url), server.redirectUri);
  if (landed.response !== undefined) throw new Error(`sign-in stopped at ${landed.url.href}: ${await landed.response.text()}`);
  return { kind: 'callback', callbackUrl: landed.url };
}
