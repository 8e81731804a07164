import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { SESSION_COOKIE } from '../../../adapters/http/sessions.ts';
import { walkToCallback } from '../../support/TestBrowser.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});

afterAll(async () => {
  await portal?.stop();
});

interface HomeBody {
  pastFairSeries: Array<{ seriesId: string; booths: unknown[] }>;
  unreadNotifications: number;
  wallEntries: Array<{ url: { de: string | null }; logo: { de: string | null } }>;
  newMember: boolean;
  stale: boolean;
  activeBooths: Array<{
    regiNr: string;
    status: string | null;
    statusStep: number;
    standnummer: string;
    fair: { idCode: string; logo: string | null };
  }>;
  fairNavigation: Array<{ idCode: string; booths: Array<{ regiNr: string; label: { de: string } }> }>;
  fairsOpenForRegistration: Array<{ idCode: string }>;
}

describe('sign-in through the development identity provider', () => {
  // spec: exhibitor-area §2 routes — visiting a page without a session starts the sign-in
  it('sends a page request without a session to the identity provider with PKCE, state and nonce', async () => {
    // The page first reads its whole address (the fragment never reaches the server), then starts the sign-in.
    const page = await fetch(`${portal.url}/fair/X/1`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/signin?returnTo=%2Ffair%2FX%2F1');
    const response = await fetch(`${portal.url}/signin?returnTo=%2Ffair%2FX%2F1`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('scope')).toContain('groups');
  });

  it('brings the user back to the page first asked for, with a new session id', async () => {
    const before = await fetch(`${portal.url}/pastfairs/S1/F1?tab=2`, { redirect: 'manual' });
    const cookieBefore = /oneshop\.sid=([^;]+)/.exec(before.headers.get('set-cookie') ?? '')?.[1];
    const signed = await portal.signedIn('aussteller@demo.test', 'demo', '/pastfairs/S1/F1?tab=2');
    expect(signed.landedAt.pathname + signed.landedAt.search).toBe('/pastfairs/S1/F1?tab=2');
    const cookieAfter = signed.browser.cookie(SESSION_COOKIE);
    expect(cookieAfter).toBeTruthy();
    expect(cookieAfter).not.toBe(cookieBefore);
  });

  it('keeps the session in an HttpOnly, SameSite=Lax cookie, set when the sign-in ends', async () => {
    const { browser, callback } = await walkToCallback(portal.url, 'aussteller@demo.test');
    const answered = await browser.request(callback);
    const setCookie = answered.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(setCookie).toMatch(/oneshop\.sid=/);
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('samesite=lax');
  });

  it('creates the user on first sign-in with roles from groups and the locale from the token', async () => {
    const signed = await portal.signedIn('haendler@demo.test');
    const response = await signed.api('/api/session');
    expect(response.status).toBe(200);
    const body = (await expectDescribed('GET', '/api/session', response)) as {
      user: { email: string; roles: string[]; locale: string };
      csrfToken: string;
    };
    expect(body.user.email).toBe('haendler@demo.test');
    expect(body.user.roles.sort()).toEqual(['AUSSTELLER', 'VERTRAGSHAENDLER']);
    expect(body.user.locale).toBe('fr');
    expect(body.csrfToken.length).toBeGreaterThan(20);
    const client = new pg.Client({ connectionString: portal.portal.databaseUrl });
    await client.connect();
    const row = await client.query('select roles, locale from users where email = $1', ['haendler@demo.test']);
    await client.end();
    expect(row.rows[0]).toEqual({ roles: ['AUSSTELLER', 'VERTRAGSHAENDLER'], locale: 'fr' });
  });

  it('refuses a wrong password on the login page and issues no session', async () => {
    await expect(portal.signedIn('aussteller@demo.test', 'wrong')).rejects.toThrow(/sign-in refused/);
  });

  it('sends a failed callback to /oidc-callback-error', async () => {
    const response = await fetch(`${portal.url}/oidc-callback?code=forged&state=unknown`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/oidc-callback-error');
  });
});

describe('GET /api/exhibitor/home', () => {
  // spec: exhibitor-area §2 Home, §5 active booth list and sort of active booths
  it("shows Anna Muster's active booths, sorted with the renewal offer first", async () => {
    const signed = await portal.signedIn('aussteller@demo.test');
    const response = await signed.api('/api/exhibitor/home');
    expect(response.status).toBe(200);
    const home = (await expectDescribed('GET', '/api/exhibitor/home', response)) as HomeBody;
    expect(home.newMember).toBe(false);
    expect(home.stale).toBe(false);
    expect(home.activeBooths.length).toBeGreaterThanOrEqual(7);
    expect(new Set(home.activeBooths.map((booth) => booth.fair.idCode)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(home.activeBooths.map((booth) => booth.status))).toEqual(
      new Set(['OP', 'OFFEN', 'BESTELLT', 'IN_PRUEFUNG', 'BESTAETIGT', 'ZU']),
    );
    expect(home.activeBooths[0].status).toBe('OP');
    const steps = Object.fromEntries(home.activeBooths.map((booth) => [booth.status, booth.statusStep]));
    expect(steps).toEqual({ OP: 1, OFFEN: 1, BESTELLT: 2, IN_PRUEFUNG: 4, BESTAETIGT: 8, ZU: 8 });
    // the demo data's contract: at least 4 past fair series, unread notifications, the wall of fairs
    expect(home.pastFairSeries.length).toBeGreaterThanOrEqual(4);
    expect(home.unreadNotifications).toBeGreaterThan(0);
    expect(home.wallEntries.length).toBeGreaterThan(0);
    for (const entry of home.wallEntries) {
      expect(entry.url.de).toBeTruthy();
      expect(entry.logo.de).toBeTruthy();
    }
    // spec: exhibitor-area §2 Shell — fair navigation, booths by registration number descending
    for (const fair of home.fairNavigation) {
      const numbers = fair.booths.map((booth) => Number(booth.regiNr));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      for (const booth of fair.booths) expect(booth.label.de).toMatch(/ \/ /);
    }
  });

  // spec: exhibitor-area §6 — a new member gets no fair list from the booking system
  it("carries the fairs' logo addresses, served as cacheable images that cannot run scripts", async () => {
    const signed = await portal.signedIn('aussteller@demo.test');
    const home = (await (await signed.api('/api/exhibitor/home')).json()) as HomeBody;
    const logo = home.activeBooths[0].fair.logo!;
    // the stored logo's own address, which changes with the image
    expect(logo).toMatch(/^\/api\/images\/fairs\/[0-9a-f-]{36}\/logoDe\/[\w-]{16}$/);
    const image = await fetch(`${portal.url}${logo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(50);
    const again = await fetch(`${portal.url}${logo}`, { headers: { 'if-none-match': image.headers.get('etag')! } });
    expect(again.status).toBe(304);
    // The address by the fair's code, handed out before, leads there.
    const byCode = await fetch(`${portal.url}/api/fairs/${home.activeBooths[0].fair.idCode}/logo`, {
      redirect: 'manual',
    });
    expect([byCode.status, byCode.headers.get('location')]).toEqual([302, logo]);
    expect((await fetch(`${portal.url}/api/fairs/NOSUCH/logo`)).status).toBe(404);
  });

  it('gives a user without AUSSTELLER or MITAUSSTELLER the new-member view without asking Rubin', async () => {
    const signed = await portal.signedIn('neu@demo.test');
    portal.portal.simulator!.resetStats();
    const response = await signed.api('/api/exhibitor/home');
    const home = (await expectDescribed('GET', '/api/exhibitor/home', response)) as HomeBody;
    expect(home.newMember).toBe(true);
    expect(home.activeBooths).toEqual([]);
    expect(portal.portal.simulator!.stats().total).toBe(0);
  });

  it('shows a co-exhibitor their own booths only', async () => {
    const signed = await portal.signedIn('mitaussteller@demo.test');
    const home = (await (await signed.api('/api/exhibitor/home')).json()) as HomeBody;
    const anna = await portal.signedIn('aussteller@demo.test');
    const annaHome = (await (await anna.api('/api/exhibitor/home')).json()) as HomeBody;
    expect(home.newMember).toBe(false);
    expect(home.activeBooths.length).toBeGreaterThan(0);
    const annas = new Set(annaHome.activeBooths.map((booth) => booth.regiNr));
    for (const booth of home.activeBooths) expect(annas.has(booth.regiNr)).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${portal.url}/api/exhibitor/home`);
    expect(response.status).toBe(401);
    const body = (await expectDescribed('GET', '/api/exhibitor/home', response)) as { messageKey: string };
    expect(body.messageKey).toBe('errors.unauthorized');
  });

  it('answers 503 with errors.apiError when Rubin is down and nothing is cached', async () => {
    const signed = await portal.signedIn('manager@demo.test');
    portal.portal.simulator!.setFaults({ down: true });
    try {
      const response = await signed.api('/api/exhibitor/home');
      expect(response.status).toBe(503);
      const body = (await expectDescribed('GET', '/api/exhibitor/home', response)) as { messageKey: string };
      expect(body.messageKey).toBe('errors.apiError');
    } finally {
      portal.portal.simulator!.setFaults({ down: false });
    }
  });
});

describe('locale, CSRF and logout', () => {
  // spec: exhibitor-area §7 POST /locale
  it('remembers the language with the CSRF token, and refuses the write without it', async () => {
    const signed = await portal.signedIn('mitaussteller@demo.test');
    const refused = await signed.api('/api/locale', { method: 'POST', json: { locale: 'de' } });
    expect(refused.status).toBe(403);
    expect(((await expectDescribed('POST', '/api/locale', refused)) as { messageKey: string }).messageKey).toBe(
      'errors.csrf',
    );
    const accepted = await signed.api('/api/locale', {
      method: 'POST',
      json: { locale: 'de' },
      headers: { 'x-csrf-token': await signed.csrfToken() },
    });
    expect(accepted.status).toBe(204);
    const session = (await (await signed.api('/api/session')).json()) as { user: { locale: string } };
    expect(session.user.locale).toBe('de');
  });

  it('refuses a write from another origin even with the token', async () => {
    const signed = await portal.signedIn('mitaussteller@demo.test');
    const response = await signed.api('/api/locale', {
      method: 'POST',
      json: { locale: 'fr' },
      headers: { 'x-csrf-token': await signed.csrfToken(), origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('answers a malformed body with 400 and field errors, writing nothing', async () => {
    const signed = await portal.signedIn('mitaussteller@demo.test');
    const token = await signed.csrfToken();
    const before = (await (await signed.api('/api/session')).json()) as { user: { locale: string } };
    const wrongValue = await signed.api('/api/locale', {
      method: 'POST',
      json: { locale: 'xx' },
      headers: { 'x-csrf-token': token },
    });
    expect(wrongValue.status).toBe(400);
    const problem = (await expectDescribed('POST', '/api/locale', wrongValue)) as { errors: Array<{ field: string }> };
    expect(problem.errors.map((error) => error.field)).toContain('/body/locale');
    const notJson = await signed.api('/api/locale', {
      method: 'POST',
      headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
      json: undefined,
    });
    expect(notJson.status).toBe(400);
    const after = (await (await signed.api('/api/session')).json()) as { user: { locale: string } };
    expect(after.user.locale).toBe(before.user.locale);
  });

  it('refuses a body over the size limit', async () => {
    const signed = await portal.signedIn('mitaussteller@demo.test');
    const response = await signed.api('/api/locale', {
      method: 'POST',
      json: { locale: 'de', padding: 'x'.repeat(100_000) },
      headers: { 'x-csrf-token': await signed.csrfToken() },
    });
    expect(response.status).toBe(413);
  });

  it('ends the session on logout: the API answers 401 afterwards and the end-session address is the provider', async () => {
    const signed = await portal.signedIn('aussteller@demo.test');
    const response = await signed.api('/api/session/logout', {
      method: 'POST',
      headers: { 'x-csrf-token': await signed.csrfToken() },
    });
    expect(response.status).toBe(200);
    const body = (await expectDescribed('POST', '/api/session/logout', response)) as { endSessionUrl: string };
    expect(new URL(body.endSessionUrl).pathname).toBe('/oidc/session/end');
    expect(new URL(body.endSessionUrl).searchParams.get('id_token_hint')).toBeTruthy();
    expect((await signed.api('/api/session')).status).toBe(401);
  });
});

describe('bearer tokens for other services', () => {
  it('accepts an access token of the identity provider and refuses a forged one', async () => {
    const accessToken = await portal.accessTokenFor('aussteller@demo.test');

    const ok = await fetch(`${portal.url}/api/exhibitor/home`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as HomeBody).activeBooths.length).toBeGreaterThanOrEqual(7);
    const session = (await (
      await fetch(`${portal.url}/api/session`, { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as { csrfToken: string };
    expect(session.csrfToken).toBe('');
    const forged = `${accessToken.slice(0, -4)}AAAA`;
    expect(
      (await fetch(`${portal.url}/api/exhibitor/home`, { headers: { authorization: `Bearer ${forged}` } })).status,
    ).toBe(401);
  });
});

describe('health, API description and pages', () => {
  it('reports the database and Rubin as up, and Rubin as down when it is', async () => {
    // Rubin's state comes from the client's breaker and last observation, probed again after a few
    // seconds, not per health request: an earlier test's outage may still be what it last saw.
    const healthWhenRubin = async (
      wanted: string,
    ): Promise<{ response: Response; body: { bookingSystem: { status: string } } }> => {
      for (const deadline = Date.now() + 30_000; ;) {
        const response = await fetch(`${portal.url}/api/health`);
        const body = (await response.clone().json()) as { bookingSystem: { status: string } };
        if (body.bookingSystem.status === wanted || Date.now() > deadline) return { response, body };
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const up = await healthWhenRubin('up');
    expect(await expectDescribed('GET', '/api/health', up.response)).toEqual({
      status: 'ok',
      database: { status: 'up' },
      bookingSystem: { status: 'up', breaker: 'closed', checkedAt: expect.any(String) },
    });
    portal.portal.simulator!.setFaults({ down: true });
    try {
      const down = await healthWhenRubin('down');
      expect(down.response.status).toBe(200);
      expect(down.body.bookingSystem.status).toBe('down');
    } finally {
      portal.portal.simulator!.setFaults({ down: false });
    }
  });

  it('serves the API description and its rendering without a session', async () => {
    const yaml = await fetch(`${portal.url}/api/openapi.yaml`);
    expect(yaml.status).toBe(200);
    expect(await yaml.text()).toContain('/api/exhibitor/home');
    const docs = await fetch(`${portal.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui-bundle.js');
    const bundle = await fetch(`${portal.url}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  // spec: exhibitor-area §2 /profile leaves the product for the identity provider's account page
  it('sends /profile to the identity provider account page', async () => {
    const signed = await portal.signedIn('aussteller@demo.test');
    const response = await signed.api('/profile');
    expect(response.status).toBe(302);
    const account = new URL(response.headers.get('location')!, portal.url);
    expect(account.pathname).toBe('/oidc/account');
    const page = await fetch(account);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('aussteller@demo.test');
  });

  it('answers unknown API paths with a 404 problem and wrong methods with 405', async () => {
    const unknown = await fetch(`${portal.url}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    const wrongMethod = await fetch(`${portal.url}/api/exhibitor/home`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
  });

  it('serves the single-page UI for any page of a signed-in user, and public pages without a session', async () => {
    const signed = await portal.signedIn('aussteller@demo.test');
    const unknownPage = await signed.api('/some/unknown/path');
    expect(unknownPage.status).toBe(200);
    expect(await unknownPage.text()).toContain('<div id="root">');
    for (const publicPath of ['/imprint', '/dataprotection', '/oidc-callback-error']) {
      const response = await fetch(`${portal.url}${publicPath}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
    }
    const asset = await fetch(`${portal.url}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // Not a file of the UI: a path under /assets/ that names none is a 404, never the file it points at.
    const traversal = await fetch(`${portal.url}/assets/..%2f..%2fpackage.json`, { redirect: 'manual' });
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('exhibitor-service-centre');
  });
});
