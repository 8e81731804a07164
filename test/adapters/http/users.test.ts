import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_COOKIE } from '../../../adapters/http/sessions.ts';
import { TestBrowser } from '../../support/TestBrowser.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;
const ANNA = 'demo-0001-aussteller';

beforeAll(async () => {
  portal = await startTestPortal();
});

afterAll(async () => {
  await portal?.stop();
});

interface UserBody {
  id: string;
  email: string;
  roles: string[];
  preferredFairSeries: string | null;
  mailNotifications: boolean;
  locale: string;
}

describe('GET /api/user/{id} and /api/userroles/{id}', () => {
  // spec: exhibitor-area §3 User, §7 GET /user/{id}
  it('reads the signed-in user', async () => {
    const response = await portal.send('aussteller@demo.test', 'GET', `/api/user/${ANNA}`);
    expect(response.status).toBe(200);
    expect(await expectDescribed('GET', `/api/user/${ANNA}`, response)).toMatchObject({
      id: ANNA,
      email: 'aussteller@demo.test',
      roles: ['AUSSTELLER'],
    });
  });

  // Decision: a caller reads and changes only themself; another id answers 404 as if it did not exist.
  it.each([
    ['another exhibitor', 'haendler@demo.test'],
    ['a co-exhibitor', 'mitaussteller@demo.test'],
    ['a new member', 'neu@demo.test'],
    ['a manager', 'manager@demo.test'],
  ])('answers 404 when %s asks for someone else', async (_who, email) => {
    for (const path of [`/api/user/${ANNA}`, `/api/userroles/${ANNA}`]) {
      const response = await portal.send(email, 'GET', path);
      expect(response.status).toBe(404);
      expect(await expectDescribed('GET', path, response)).toMatchObject({ messageKey: 'errors.notFound' });
    }
  });

  // spec: exhibitor-area §6 roles are loaded per user after sign-in
  it('gives the roles of the signed-in user, the manager role included', async () => {
    const response = await portal.send('manager@demo.test', 'GET', '/api/userroles/demo-0005-manager');
    const body = (await expectDescribed('GET', '/api/userroles/demo-0005-manager', response)) as { roles: string[] };
    expect(body.roles.sort()).toEqual(['AUSSTELLER', 'ONESHOP_MANAGER']);
  });

  it('gives a new member no roles', async () => {
    const response = await portal.send('neu@demo.test', 'GET', '/api/userroles/demo-0004-neu');
    expect(await expectDescribed('GET', '/api/userroles/demo-0004-neu', response)).toEqual({
      id: 'demo-0004-neu',
      roles: [],
    });
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${portal.url}/api/user/${ANNA}`);
    expect(response.status).toBe(401);
    await expectDescribed('GET', `/api/user/${ANNA}`, response);
  });
});

describe('POST /api/user, PUT /api/user/{id}, POST /api/user/setmailnotifications', () => {
  // spec: exhibitor-area §2 query parameter _fs sets the user's preferred fair series
  it('sets the preferred fair series (the _fs flow) with POST and with PUT', async () => {
    const created = await portal.send('haendler@demo.test', 'POST', '/api/user', {
      id: 'demo-0002-haendler',
      preferredFairSeries: 'R-HAB',
    });
    expect(created.status).toBe(200);
    expect(await expectDescribed('POST', '/api/user', created)).toMatchObject({ preferredFairSeries: 'R-HAB' });
    const updated = await portal.send('haendler@demo.test', 'PUT', '/api/user/demo-0002-haendler', {
      preferredFairSeries: 'R-GAS',
    });
    expect(await expectDescribed('PUT', '/api/user/demo-0002-haendler', updated)).toMatchObject({
      preferredFairSeries: 'R-GAS',
    });
    const read = (await (
      await portal.send('haendler@demo.test', 'GET', '/api/user/demo-0002-haendler')
    ).json()) as UserBody;
    expect(read.preferredFairSeries).toBe('R-GAS');
  });

  it('refuses an unknown fair series with 422 and changes nothing', async () => {
    const response = await portal.send('haendler@demo.test', 'PUT', '/api/user/demo-0002-haendler', {
      preferredFairSeries: 'R-NOPE',
    });
    expect(response.status).toBe(422);
    expect(await expectDescribed('PUT', '/api/user/demo-0002-haendler', response)).toMatchObject({
      errors: [{ field: '/body/preferredFairSeries', messageKey: 'errors.unknownFairSeries' }],
    });
    const read = (await (
      await portal.send('haendler@demo.test', 'GET', '/api/user/demo-0002-haendler')
    ).json()) as UserBody;
    expect(read.preferredFairSeries).not.toBe('R-NOPE');
  });

  // spec: exhibitor-area §6 roles come from the identity provider; e-mail too
  it('keeps roles and e-mail when the user sends other ones back', async () => {
    const response = await portal.send('mitaussteller@demo.test', 'PUT', '/api/user/demo-0003-mitaussteller', {
      id: 'demo-0003-mitaussteller',
      email: 'boss@evil.test',
      roles: ['ONESHOP_MANAGER'],
      mailNotifications: true,
      locale: 'fr',
    });
    expect(response.status).toBe(200);
    const body = (await expectDescribed('PUT', '/api/user/demo-0003-mitaussteller', response)) as UserBody;
    expect(body).toMatchObject({
      email: 'mitaussteller@demo.test',
      roles: ['MITAUSSTELLER'],
      mailNotifications: true,
      locale: 'fr',
    });
    const session = (await (await portal.send('mitaussteller@demo.test', 'GET', '/api/session')).json()) as {
      user: { roles: string[] };
    };
    expect(session.user.roles).toEqual(['MITAUSSTELLER']);
  });

  it('refuses a body id other than the path id with 422', async () => {
    const response = await portal.send('mitaussteller@demo.test', 'PUT', '/api/user/demo-0003-mitaussteller', {
      id: ANNA,
      mailNotifications: false,
    });
    expect(response.status).toBe(422);
    await expectDescribed('PUT', '/api/user/demo-0003-mitaussteller', response);
  });

  it('answers 404 to changes of another user and leaves that user as it was', async () => {
    const before = (await (await portal.send('aussteller@demo.test', 'GET', `/api/user/${ANNA}`)).json()) as UserBody;
    for (const [method, path, json] of [
      ['PUT', `/api/user/${ANNA}`, { mailNotifications: !before.mailNotifications }],
      ['POST', '/api/user', { id: ANNA, preferredFairSeries: 'R-GAS' }],
      ['POST', '/api/user/setmailnotifications', { user: ANNA, mailNotifications: !before.mailNotifications }],
    ] as const) {
      const response = await portal.send('manager@demo.test', method, path, json);
      expect(response.status).toBe(404);
      await expectDescribed(method, path, response);
    }
    expect(await (await portal.send('aussteller@demo.test', 'GET', `/api/user/${ANNA}`)).json()).toEqual(before);
  });

  // spec: exhibitor-area §2 Message centre: a switch to receive notifications by e-mail
  it('switches e-mail notifications', async () => {
    const off = await portal.send('neu@demo.test', 'POST', '/api/user/setmailnotifications', {
      user: 'demo-0004-neu',
      mailNotifications: true,
    });
    expect(await expectDescribed('POST', '/api/user/setmailnotifications', off)).toMatchObject({
      mailNotifications: true,
    });
    const session = (await (await portal.send('neu@demo.test', 'GET', '/api/session')).json()) as {
      user: { mailNotifications: boolean };
    };
    expect(session.user.mailNotifications).toBe(true);
  });

  it.each([
    ['POST', '/api/user', { id: ANNA }],
    ['POST', '/api/user', { id: ANNA, preferredFairSeries: 'R HAB with spaces' }],
    ['PUT', `/api/user/${ANNA}`, { mailNotifications: 'yes' }],
    ['PUT', `/api/user/${ANNA}`, { isAdmin: true }],
    ['POST', '/api/user/setmailnotifications', { user: ANNA }],
  ])('answers 400 to a malformed %s %s', async (method, path, json) => {
    const response = await portal.send('aussteller@demo.test', method, path, json);
    expect(response.status).toBe(400);
    await expectDescribed(method, path, response);
  });

  it('refuses the write without the CSRF token', async () => {
    const response = await portal.send(
      'aussteller@demo.test',
      'PUT',
      `/api/user/${ANNA}`,
      { mailNotifications: false },
      false,
    );
    expect(response.status).toBe(403);
    expect(await expectDescribed('PUT', `/api/user/${ANNA}`, response)).toMatchObject({ messageKey: 'errors.csrf' });
  });
});

describe('POST /api/setAccessToken', () => {
  let accessToken: string;

  beforeAll(async () => {
    accessToken = await portal.accessTokenFor('haendler@demo.test');
  });

  const post = (browser: TestBrowser, json: unknown, headers: Record<string, string> = { origin: portal.url }) =>
    browser.request(new URL('/api/setAccessToken', portal.url), { method: 'POST', json, headers });

  // spec: exhibitor-area §4 Sign-in: the callback passes the access token to the product's API
  it('signs the browser in as the token’s user under a new session id, with a CSRF token', async () => {
    const browser = new TestBrowser();
    await browser.request(new URL('/', portal.url)); // an anonymous session id first (fixation attempt)
    const before = browser.cookie(SESSION_COOKIE);
    const response = await post(browser, { token: accessToken });
    expect(response.status).toBe(200);
    const body = (await expectDescribed('POST', '/api/setAccessToken', response)) as {
      user: { email: string };
      csrfToken: string;
    };
    expect(body.user.email).toBe('haendler@demo.test');
    expect(browser.cookie(SESSION_COOKIE)).toBeTruthy();
    expect(browser.cookie(SESSION_COOKIE)).not.toBe(before);
    const roles = await browser.request(new URL('/api/userroles/demo-0002-haendler', portal.url));
    expect(((await roles.json()) as { roles: string[] }).roles.sort()).toEqual(['AUSSTELLER', 'VERTRAGSHAENDLER']);
    const write = await browser.request(new URL('/api/user/setmailnotifications', portal.url), {
      method: 'POST',
      json: { user: 'demo-0002-haendler', mailNotifications: false },
      headers: { 'x-csrf-token': body.csrfToken },
    });
    expect(write.status).toBe(200);
  });

  it('answers 401 to a forged token and signs nobody in', async () => {
    const browser = new TestBrowser();
    const response = await post(browser, { token: `${accessToken.slice(0, -4)}AAAA` });
    expect(response.status).toBe(401);
    await expectDescribed('POST', '/api/setAccessToken', response);
    expect((await browser.request(new URL('/api/session', portal.url))).status).toBe(401);
  });

  // Login CSRF: another site must not sign the victim's browser in as someone else
  it.each([
    ['from another origin', { origin: 'https://evil.example' }],
    ['without an Origin header', {}],
    ['from a cross-site fetch', { origin: 'PORTAL', 'sec-fetch-site': 'cross-site' }],
  ])('refuses a request %s with 403', async (_case, headers: Record<string, string>) => {
    const browser = new TestBrowser();
    const fixed = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value === 'PORTAL' ? portal.url : value]),
    );
    const response = await post(browser, { token: accessToken }, fixed);
    expect(response.status).toBe(403);
    expect(await expectDescribed('POST', '/api/setAccessToken', response)).toMatchObject({ messageKey: 'errors.csrf' });
    expect((await browser.request(new URL('/api/session', portal.url))).status).toBe(401);
  });

  it.each([[{}], [{ token: 'short' }], [{ token: 'a'.repeat(40), extra: 1 }]])(
    'answers 400 to a malformed body %#',
    async (json) => {
      const response = await post(new TestBrowser(), json);
      expect(response.status).toBe(400);
      await expectDescribed('POST', '/api/setAccessToken', response);
    },
  );
});
