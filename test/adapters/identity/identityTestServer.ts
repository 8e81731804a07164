// Test support: a real Koa server on 127.0.0.1 with the development provider mounted at /oidc, and a
// minimal browser (cookie jar, redirects followed by hand) to walk the sign-in as a user would.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { createDevOidcProvider } from '../../../adapters/identity/DevOidcProvider.ts';
import type {
  DevOidcProvider,
  DevOidcProviderOptions,
  DevOidcUser,
} from '../../../adapters/identity/DevOidcProvider.ts';
import { OidcSignIn } from '../../../adapters/identity/OidcSignIn.ts';
import { TestBrowser, formsOf } from '../../support/TestBrowser.ts';

export { TestBrowser, formsOf };

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

export async function startIdentityServer(
  users: readonly DevOidcUser[] = [anna, newcomer],
  options: Pick<DevOidcProviderOptions, 'rateLimits' | 'now'> = {},
): Promise<IdentityTestServer> {
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
    ...options,
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

export type LoginOutcome = { kind: 'callback'; callbackUrl: URL } | { kind: 'refused'; status: number; html: string };

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
  if (landed.response !== undefined)
    throw new Error(`sign-in stopped at ${landed.url.href}: ${await landed.response.text()}`);
  return { kind: 'callback', callbackUrl: landed.url };
}
