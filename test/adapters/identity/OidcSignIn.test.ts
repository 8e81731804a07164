// spec: exhibitor-area §4 Sign-in; the portal is a confidential client (authorization code with PKCE, state, nonce)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignInCallbackError } from '../../../adapters/identity/OidcSignIn.ts';
import type { OidcSignIn } from '../../../adapters/identity/OidcSignIn.ts';
import { anna, formsOf, newcomer, signInAs, startIdentityServer, TestBrowser } from './identityTestServer.ts';
import type { IdentityTestServer } from './identityTestServer.ts';

let server: IdentityTestServer;
let signIn: OidcSignIn;

beforeAll(async () => {
  server = await startIdentityServer();
  signIn = await server.signIn();
});

afterAll(async () => {
  await server.close();
});

async function callbackFor(user: { email: string; password: string }, returnTo = '/') {
  const browser = new TestBrowser();
  const { url, pending } = await signIn.begin(returnTo);
  const outcome = await signInAs(browser, url, server, user.email, user.password);
  if (outcome.kind !== 'callback') throw new Error(`sign-in refused: ${outcome.html}`);
  return { browser, pending, callbackUrl: outcome.callbackUrl };
}

describe('OidcSignIn against the development provider', () => {
  it('asks for the code flow with PKCE (S256), state, nonce and the portal scopes', async () => {
    const { url, pending } = await signIn.begin('/');

    expect(url.href.startsWith(`${server.issuer}/`)).toBe(true);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('nonce')).toBe(pending.nonce);
    expect(url.searchParams.get('scope')).toBe('openid profile email groups');
    expect(url.searchParams.get('redirect_uri')).toBe(server.redirectUri);
    expect(url.searchParams.has('code_verifier')).toBe(false);
  });

  it('gives every sign-in its own state, nonce and code verifier', async () => {
    const first = (await signIn.begin('/')).pending;
    const second = (await signIn.begin('/')).pending;

    expect(second.state).not.toBe(first.state);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
  });

  it('signs a demo user in and reads name, e-mail, locale and roles from the token', async () => {
    const { pending, callbackUrl } = await callbackFor(anna, '/fair/EXPO25/4711#tab-tasks');

    const result = await signIn.finish(callbackUrl, pending);

    expect(result.claims).toEqual({
      sub: anna.sub,
      email: anna.email,
      givenName: 'Anna',
      familyName: 'Muster',
      locale: 'de',
      groups: ['AUSSTELLER'],
      emailVerified: true,
    });
    expect(result.returnTo).toBe('/fair/EXPO25/4711#tab-tasks');
    expect(result.idToken.split('.')).toHaveLength(3);
    expect(result.accessToken).not.toBe('');
  });

  it('reads an empty role list for a user without roles (the new-member case)', async () => {
    const { pending, callbackUrl } = await callbackFor(newcomer);

    const { claims } = await signIn.finish(callbackUrl, pending);

    expect(claims.groups).toEqual([]);
    expect(claims.locale).toBe('fr');
    expect(claims.givenName).toBe('Noé');
  });

  it('refuses a callback whose state is not the pending one', async () => {
    const { pending, callbackUrl } = await callbackFor(anna);

    await expect(signIn.finish(callbackUrl, { ...pending, state: 'another-state' })).rejects.toBeInstanceOf(
      SignInCallbackError,
    );
  });

  it('refuses the code when the code verifier does not match the challenge (PKCE)', async () => {
    const { pending, callbackUrl } = await callbackFor(anna);
    const other = (await signIn.begin('/')).pending;

    await expect(signIn.finish(callbackUrl, { ...pending, codeVerifier: other.codeVerifier })).rejects.toThrow(
      /invalid_grant/,
    );
  });

  it('refuses an ID token whose nonce is not the pending one', async () => {
    const { pending, callbackUrl } = await callbackFor(anna);

    await expect(signIn.finish(callbackUrl, { ...pending, nonce: 'another-nonce' })).rejects.toThrow(
      SignInCallbackError,
    );
  });

  it('refuses a code that was already used', async () => {
    const { pending, callbackUrl } = await callbackFor(anna);
    await signIn.finish(callbackUrl, pending);

    await expect(signIn.finish(callbackUrl, pending)).rejects.toThrow(SignInCallbackError);
  });

  it('refuses a callback without a pending sign-in in the session', async () => {
    const { callbackUrl } = await callbackFor(anna);

    await expect(signIn.finish(callbackUrl, undefined)).rejects.toThrow(SignInCallbackError);
  });

  it('refuses a callback carrying the provider error', async () => {
    const { pending } = await signIn.begin('/');
    const callbackUrl = new URL(server.redirectUri);
    callbackUrl.search = new URLSearchParams({
      error: 'access_denied',
      state: pending.state,
      iss: server.issuer,
    }).toString();

    await expect(signIn.finish(callbackUrl, pending)).rejects.toThrow(/access_denied/);
  });

  it('sends an open redirect target home', async () => {
    const { pending } = await signIn.begin('https://evil.example/steal');

    expect(pending.returnTo).toBe('/');
  });

  it('ends the session at the provider: after the end-session URL the user must sign in again', async () => {
    const { browser, pending, callbackUrl } = await callbackFor(anna);
    const { idToken } = await signIn.finish(callbackUrl, pending);

    // Still signed in at the provider: a new sign-in needs no login page.
    const again = await signIn.begin('/');
    const silent = await browser.follow(again.url, server.redirectUri);
    expect(silent.response).toBeUndefined();

    const endSession = signIn.endSessionUrl(idToken);
    expect(endSession).not.toBeNull();
    expect(endSession?.searchParams.get('id_token_hint')).toBe(idToken);
    expect(endSession?.searchParams.get('post_logout_redirect_uri')).toBe(server.postLogoutRedirectUri);
    const loggedOut = await logOut(browser, endSession as URL);
    expect(loggedOut.href).toBe(server.postLogoutRedirectUri);

    const afterLogout = await signIn.begin('/');
    const shown = await browser.follow(afterLogout.url, server.redirectUri);
    expect(shown.response?.status).toBe(200);
    expect(await shown.response?.text()).toContain('name="password"');
  });
});

/** Opens the end-session URL; the page submits its form by itself (no question asked), as a browser would. */
async function logOut(browser: TestBrowser, endSession: URL): Promise<URL> {
  const page = await browser.request(endSession);
  const html = await page.text();
  expect(page.status).toBe(200);
  // No question for the user: the only button is the fallback for browsers without JavaScript.
  expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('<button');
  expect(html).toContain('.submit()');
  const [form] = formsOf(html);
  if (form === undefined) throw new Error(`no logout form: ${html}`);
  expect(form.inputs['logout']).toBe('yes');
  const submitted = await browser.request(new URL(form.action, endSession), { form: form.inputs });
  expect(submitted.status).toBe(303);
  return new URL(submitted.headers.get('location') ?? '', endSession);
}
