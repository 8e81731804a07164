import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { SESSION_COOKIE, SIGN_IN_COOKIE_PREFIX } from '../../../adapters/http/sessions.ts';
import { SESSION_CLEANUP_QUEUE } from '../../../adapters/jobs/sessionCleanup.ts';
import { PostgresSessionStore } from '../../../adapters/persistence/PostgresSessionStore.ts';
import { walkToCallback } from '../../support/TestBrowser.ts';
import { startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// Anonymous page requests must write nothing: once each of them wrote a session row that lived 8 h (7,170 rows from one client in 10 s).

let portal: TestPortal;
let db: pg.Client;

beforeAll(async () => {
  portal = await startTestPortal();
  db = new pg.Client({ connectionString: portal.portal.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await portal?.stop();
});

const sessionRows = async () => Number((await db.query('select count(*) as n from sessions')).rows[0].n);

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a sign-in under way is kept in the browser, not in a session row', () => {
  // spec: exhibitor-area §2 routes — a page opened without a session starts the sign-in
  it('writes no session row for any number of anonymous page requests', async () => {
    const before = await sessionRows();
    // A page answers the page that reads its whole address and goes on to the sign-in (signInBounce.ts); the sign-in
    // itself starts at /signin (and at /profile), which keeps what it needs in a sealed cookie.
    const pages = ['/', '/fair/X/1', '/messages', '/pastfairs/S1/F1?tab=2'];
    const starts = ['/profile', `/signin?returnTo=${encodeURIComponent('/fair/X/1#tab-costs')}`];
    for (let index = 0; index < 60; index++) {
      const half = Math.floor(index / 2);
      const startsSignIn = index % 2 === 1;
      const path = startsSignIn ? starts[half % starts.length] : pages[half % pages.length];
      const response = await fetch(`${portal.url}${path}`, { redirect: 'manual' });
      const body = await response.text();
      if (startsSignIn) {
        expect(response.status).toBe(302);
        expect(new URL(response.headers.get('location')!).pathname).toBe('/oidc/auth');
      } else {
        expect(response.status).toBe(200);
        expect(body).toContain(`/signin?returnTo=${encodeURIComponent(path)}`);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    const anonymousApi = await fetch(`${portal.url}/api/session`);
    expect(anonymousApi.status).toBe(401);
    expect(await sessionRows()).toBe(before);
  });

  it('starts a sign-in only for a page the browser opens, never for one it loads into a page (a favicon)', async () => {
    // Chromium asks for /favicon.ico while the login page shows. That started a second sign-in, which the identity
    // provider ended at once when the user had signed in meanwhile: its callback replaced the session the user's own
    // sign-in had just made, and the browser, having dropped the favicon's answer, kept a dead session cookie (401).
    const favicon = await fetch(`${portal.url}/favicon.ico`, {
      redirect: 'manual',
      headers: { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
    });
    await favicon.arrayBuffer();
    expect(favicon.status).toBe(404);
    expect(favicon.headers.get('location')).toBeNull();
    expect(favicon.headers.getSetCookie()).toEqual([]);

    const opened = await fetch(`${portal.url}/fair/X/1`, {
      redirect: 'manual',
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('/signin?returnTo=%2Ffair%2FX%2F1');
  });

  it('keeps state, nonce and PKCE verifier in a sealed, HttpOnly, SameSite=Lax cookie sent to the callback only', async () => {
    const response = await fetch(`${portal.url}/signin?returnTo=%2Ffair%2FX%2F1`, { redirect: 'manual' });
    const state = new URL(response.headers.get('location')!).searchParams.get('state')!;
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${SIGN_IN_COOKIE_PREFIX.replace('.', '\\.')}${state}=`));
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    expect(cookie.toLowerCase()).toContain('path=/oidc-callback');
    expect(cookie).not.toContain(SESSION_COOKIE);
    const value = decodeURIComponent(cookie.split(';')[0].split('=')[1]);
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain('/fair/X/1'); // sealed, not only signed
  });

  it('signs in, writing the one session row at the end of the sign-in, and returns to the page first asked for', async () => {
    const before = await sessionRows();
    const signed = await portal.signedIn('aussteller@demo.test', 'demo', '/fair/X/1?tab=costs');
    expect(signed.landedAt.pathname + signed.landedAt.search).toBe('/fair/X/1?tab=costs');
    expect((await signed.api('/api/session')).status).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    expect(signed.browser.cookie(SESSION_COOKIE)).toBeTruthy();
  });

  it('refuses a callback whose cookie was tampered with, and one without its cookie', async () => {
    const { browser, callback } = await walkToCallback(portal.url, 'aussteller@demo.test');
    const state = callback.searchParams.get('state')!;
    const sealed = browser.cookie(`${SIGN_IN_COOKIE_PREFIX}${state}`)!;
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;

    const tampered = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: `${SIGN_IN_COOKIE_PREFIX}${state}=${flipped}` },
    });
    expect(tampered.headers.get('location')).toBe('/oidc-callback-error');
    const without = await fetch(callback, { redirect: 'manual' });
    expect(without.headers.get('location')).toBe('/oidc-callback-error');
  });
});

describe('expired sessions are removed by a job', () => {
  it('is scheduled with pg-boss and deletes expired rows, keeping live ones', async () => {
    const schedules = await portal.portal.jobs.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(SESSION_CLEANUP_QUEUE);

    const store = new PostgresSessionStore(portal.portal.orm);
    const expired = randomBytes(32).toString('base64url');
    const live = randomBytes(32).toString('base64url');
    await store.save(expired, { userId: 'gone' }, new Date(Date.now() - 60_000));
    await store.save(live, { userId: 'here' }, new Date(Date.now() + 60 * 60_000));

    await portal.portal.jobs.boss.send(SESSION_CLEANUP_QUEUE, {});
    const exists = async (id: string) => (await db.query('select 1 from sessions where id = $1', [id])).rowCount === 1;
    await waitFor(async () => !(await exists(expired)));
    expect(await exists(live)).toBe(true);
  }, 120_000);
});
