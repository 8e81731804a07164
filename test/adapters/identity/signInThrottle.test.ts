// The development provider's sign-in cannot be flooded: authorization requests (each one an interaction the
// provider stores) and submitted login forms are counted per address and per account on the shared
// PostgresRateLimits, so two portal processes share the count; beyond it, 429 with Retry-After.
// spec: exhibitor-area §4 Sign-in
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PostgresRateLimits } from '../../../adapters/persistence/PostgresRateLimits.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { signInRules } from '../../../adapters/identity/signInThrottle.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';
import { anna, formsOf, newcomer, startIdentityServer, TestBrowser } from './identityTestServer.ts';
import type { IdentityTestServer } from './identityTestServer.ts';

const database = useMigratedDatabase();
let clock = new Date('2026-03-02T09:00:00Z');
let first: IdentityTestServer;
let second: IdentityTestServer;

beforeAll(async () => {
  // Two providers (as two portal processes) with a RateLimits each on the one database.
  const options = () => ({ rateLimits: new PostgresRateLimits(nativePool(database.orm())), now: () => clock });
  first = await startIdentityServer([anna, newcomer], options());
  second = await startIdentityServer([anna, newcomer], options());
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** The login form's address of a fresh sign-in at `server`, with the browser that holds its cookies. */
async function loginForm(server: IdentityTestServer) {
  const browser = new TestBrowser();
  const { url } = await (await server.signIn()).begin('/');
  const shown = await browser.follow(url, server.redirectUri);
  if (shown.response === undefined) throw new Error('expected the login page');
  const [form] = formsOf(await shown.response.text());
  if (form === undefined) throw new Error('no login form');
  return { browser, action: new URL(form.action, shown.url) };
}

describe('development provider: sign-in throttle', () => {
  it('refuses wrong passwords for one account beyond its burst with 429 and Retry-After, in either process', async () => {
    clock = new Date('2026-03-02T09:00:00Z');
    const { browser, action } = await loginForm(first);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < signInRules.attemptsPerAccount.burst; attempt++) {
      const answer = await browser.request(action, { form: { login: anna.email, password: `guess-${attempt}` } });
      statuses.push(answer.status);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));

    const other = await loginForm(second);
    const refused = await other.browser.request(other.action, {
      form: { login: anna.email.toUpperCase(), password: anna.password },
    });

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.text()).toContain('Too many sign-in attempts');
  });

  it('lets another account sign in meanwhile, and the throttled one again once its bucket refilled', async () => {
    const forNewcomer = await loginForm(second);
    const signedIn = await forNewcomer.browser.request(forNewcomer.action, {
      form: { login: newcomer.email, password: newcomer.password },
    });
    expect(signedIn.status).toBe(303);

    clock = new Date(clock.getTime() + 10_000);
    const again = await loginForm(first);
    const answer = await again.browser.request(again.action, { form: { login: anna.email, password: anna.password } });
    expect(answer.status).toBe(303);
  });

  it('refuses an address that submits forms for ever new accounts beyond its burst', async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    const { browser, action } = await loginForm(first);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= signInRules.attemptsPerAddress.burst; attempt++) {
      const answer = await browser.request(action, { form: { login: `user${attempt}@test.example`, password: 'x' } });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers anonymous authorization requests beyond the burst with 429 (each one would store an interaction)', async () => {
    clock = new Date('2026-03-02T11:00:00Z');
    const { url } = await (await first.signIn()).begin('/');
    const statuses: number[] = [];
    for (let request = 0; request <= signInRules.authorizationPerAddress.burst; request++) {
      const answer = await fetch(url, { redirect: 'manual' });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
