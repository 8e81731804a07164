// The development OpenID provider at /oidc: a login page with one form, fields login and password, one submit
// button; demo passwords checked, anyone else refused with a clear message. spec: exhibitor-area §4 Sign-in
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeJwt } from 'jose';
import { OidcSignIn, SignInCallbackError } from '../../../adapters/identity/OidcSignIn.ts';
import { anna, clientId, formsOf, signInAs, startIdentityServer, TestBrowser } from './identityTestServer.ts';
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

async function openLoginPage(browser = new TestBrowser()) {
  const { url } = await signIn.begin('/');
  const shown = await browser.follow(url, server.redirectUri);
  if (shown.response === undefined) throw new Error('expected the login page');
  return { browser, url: shown.url, status: shown.response.status, html: await shown.response.text() };
}

describe('development OpenID provider: login page', () => {
  it('is served under the mount path and has exactly one form with login, password and one submit button', async () => {
    const page = await openLoginPage();

    expect(page.status).toBe(200);
    expect(page.url.pathname.startsWith('/oidc/interaction/')).toBe(true);
    expect(page.html.match(/<form\b/g)).toHaveLength(1);
    expect(page.html.match(/<button\b/g)).toHaveLength(1);
    expect(page.html).toMatch(/<button type="submit">Anmelden \/ Sign in<\/button>/);
    const [form] = formsOf(page.html);
    expect(Object.keys(form?.inputs ?? {}).sort()).toEqual(['login', 'password']);
    expect(page.html).toMatch(/name="password" type="password"/);
  });

  it('refuses a wrong password with a message, keeps the typed login and issues no code', async () => {
    const { url } = await signIn.begin('/');

    const outcome = await signInAs(new TestBrowser(), url, server, anna.email, 'not-the-password');

    expect(outcome.kind).toBe('refused');
    if (outcome.kind !== 'refused') return;
    expect(outcome.status).toBe(401);
    expect(outcome.html).toContain('Unbekannte E-Mail oder falsches Passwort');
    expect(outcome.html).toContain(`value="${anna.email}"`);
    expect(outcome.html).not.toContain('code=');
    expect(outcome.html.match(/<form\b/g)).toHaveLength(1);
  });

  it('refuses someone who is not a demo user with the same message', async () => {
    const { url } = await signIn.begin('/');

    const outcome = await signInAs(new TestBrowser(), url, server, 'intruder@test.example', anna.password);

    expect(outcome).toMatchObject({ kind: 'refused', status: 401 });
    expect(outcome.kind === 'refused' && outcome.html).toContain('Unknown e-mail or wrong password');
  });

  it('lets the user try again after a refusal and then signs in', async () => {
    const browser = new TestBrowser();
    const { url, pending } = await signIn.begin('/');
    const refused = await signInAs(browser, url, server, anna.email, 'wrong');
    expect(refused.kind).toBe('refused');
    const [form] = formsOf(refused.kind === 'refused' ? refused.html : '');

    const retried = await browser.request(new URL(form?.action ?? '', server.baseUrl), {
      form: { login: anna.email, password: anna.password },
    });
    const landed = await browser.follow(
      new URL(retried.headers.get('location') ?? '', server.baseUrl),
      server.redirectUri,
    );

    expect(landed.response).toBeUndefined();
    const { claims } = await signIn.finish(landed.url, pending);
    expect(claims.sub).toBe(anna.sub);
  });

  it('accepts the e-mail in any letter case', async () => {
    const { url } = await signIn.begin('/');

    const outcome = await signInAs(new TestBrowser(), url, server, anna.email.toUpperCase(), anna.password);

    expect(outcome.kind).toBe('callback');
  });

  it('escapes what the user typed when it shows the form again', async () => {
    const { url } = await signIn.begin('/');
    const typed = '"><script>alert(1)</script>';

    const outcome = await signInAs(new TestBrowser(), url, server, typed, 'x');

    expect(outcome.kind === 'refused' && outcome.html).not.toContain('<script>alert(1)</script>');
    expect(outcome.kind === 'refused' && outcome.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('goes straight from the login to the portal callback: no consent page', async () => {
    const { url } = await signIn.begin('/');

    const outcome = await signInAs(new TestBrowser(), url, server, anna.email, anna.password);

    expect(outcome.kind).toBe('callback');
    if (outcome.kind !== 'callback') return;
    expect(outcome.callbackUrl.origin + outcome.callbackUrl.pathname).toBe(server.redirectUri);
    expect(outcome.callbackUrl.searchParams.get('code')).not.toBeNull();
  });

  it('answers an unknown or expired sign-in step with a page that says so', async () => {
    const response = await new TestBrowser().request(`${server.issuer}/interaction/does-not-exist`);

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('abgelaufen');
  });
});

describe('development OpenID provider: protocol', () => {
  it('publishes its endpoints under the issuer it is mounted at', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;

    expect(metadata['issuer']).toBe(server.issuer);
    expect(String(metadata['authorization_endpoint']).startsWith(`${server.issuer}/`)).toBe(true);
    expect(String(metadata['token_endpoint']).startsWith(`${server.issuer}/`)).toBe(true);
    expect(String(metadata['jwks_uri']).startsWith(`${server.issuer}/`)).toBe(true);
    expect(String(metadata['end_session_endpoint']).startsWith(`${server.issuer}/`)).toBe(true);
    expect(metadata['scopes_supported']).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'groups']));
    expect(metadata['claims_supported']).toEqual(
      expect.arrayContaining(['given_name', 'family_name', 'email', 'locale', 'groups']),
    );
  });

  it('leaves every other path of the portal to the portal', async () => {
    expect(await (await fetch(`${server.baseUrl}/imprint`)).text()).toBe('portal page /imprint');
    expect(await (await fetch(`${server.baseUrl}/oidc-callback`)).text()).toBe('portal page /oidc-callback');
  });

  it('refuses an authorization request without a PKCE code challenge', async () => {
    const { url } = await signIn.begin('/');
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');

    const landed = await new TestBrowser().follow(url, server.redirectUri);

    expect(landed.url.searchParams.get('error')).toBe('invalid_request');
    expect(landed.url.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(landed.url.searchParams.get('code')).toBeNull();
  });

  it('refuses a client that does not know the client secret', async () => {
    const impostor = await OidcSignIn.discover({
      issuer: server.issuer,
      clientId,
      clientSecret: 'guessed',
      redirectUri: server.redirectUri,
      postLogoutRedirectUri: server.postLogoutRedirectUri,
      allowHttp: true,
    });
    const { url, pending } = await impostor.begin('/');
    const outcome = await signInAs(new TestBrowser(), url, server, anna.email, anna.password);
    if (outcome.kind !== 'callback') throw new Error('expected a callback');

    await expect(impostor.finish(outcome.callbackUrl, pending)).rejects.toThrow(SignInCallbackError);
  });

  it('puts name, e-mail, locale and groups into the ID token, and issues a JWT access token for the portal API', async () => {
    const { url, pending } = await signIn.begin('/');
    const outcome = await signInAs(new TestBrowser(), url, server, anna.email, anna.password);
    if (outcome.kind !== 'callback') throw new Error('expected a callback');

    const { idToken, accessToken } = await signIn.finish(outcome.callbackUrl, pending);

    const expectedProfile = {
      sub: anna.sub,
      given_name: 'Anna',
      family_name: 'Muster',
      email: anna.email,
      locale: 'de',
      groups: ['AUSSTELLER'],
    };
    expect(decodeJwt(idToken)).toMatchObject({ ...expectedProfile, aud: clientId, iss: server.issuer });
    expect(decodeJwt(accessToken)).toMatchObject({ ...expectedProfile, aud: server.apiAudience, iss: server.issuer });
  });

  it('asks before signing out when the request carries no ID token of the user', async () => {
    const browser = new TestBrowser();
    const { url } = await signIn.begin('/');
    await signInAs(browser, url, server, anna.email, anna.password);

    const page = await browser.request(signIn.endSessionUrl(undefined) as URL);
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(html).toContain('<button type="submit" form="op.logoutForm" name="logout" value="yes">');
    expect(html).not.toContain('.submit()');
  });
});
