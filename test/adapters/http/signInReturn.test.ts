// spec: exhibitor-area §2 (/oidc-callback moves the user on to the stored target) and §5 (links starting with a
// single slash stay in the portal): the sign-in comes back to the whole address first asked for, fragment included
// (the digest, the calendar and the deadlines page link to `#task-…` and `#tab-…`), and never to another site.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestPortal, type SignedInBrowser, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;
let signed: SignedInBrowser;

beforeAll(async () => {
  portal = await startTestPortal();
  signed = await portal.signedIn('haendler@demo.test');
});

afterAll(async () => {
  await portal?.stop();
});

const signInFor = (returnTo: string) => `/signin?returnTo=${encodeURIComponent(returnTo)}`;

/** Addresses that lead off the portal if taken as they are, as a query parameter gives them (decoded once). */
const hostile = [
  '//evil.test',
  '//evil.test/fair/HAB26/200101#tab-costs',
  'https://evil.test',
  'http://evil.test/#task-x',
  '/\\evil.test',
  '\\\\evil.test',
  '/\t/evil.test',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.test',
  '/%2F%2Fevil.test',
  '/%5C%5Cevil.test',
  '/%2f%5cevil.test',
  '%252F%252Fevil.test',
  ' //evil.test',
  'evil.test',
];

describe('the page opened without a session', () => {
  it('goes on to the sign-in with its whole address, read by its one allowed script', async () => {
    const response = await fetch(`${portal.url}/fair/HAB26/200101?x=1`, {
      redirect: 'manual',
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    // The fragment is only known in the browser: the script reads it from the page's own address.
    expect(script).toContain('location.hash');
    expect(script).toContain("'/signin?returnTo='");
    const allowed = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(response.headers.get('content-security-policy')).toContain(`script-src ${allowed};`);
    // Without scripts it still goes on to the sign-in, for the path and query it has.
    expect(html).toContain(`url=${signInFor('/fair/HAB26/200101?x=1').replaceAll('&', '&amp;')}"`);
  });
});

describe('/signin', () => {
  it('comes back after the sign-in to the path, query and fragment it was given', async () => {
    const target = '/fair/HAB26/200101?from=digest#task-hab26-task-werb';
    const fresh = await portal.signedIn('haendler@demo.test', 'demo', signInFor(target));
    expect(fresh.landedAt.href).toBe(`${portal.url}${target}`);
  });

  it('sends a signed-in user straight on to the address it was given', async () => {
    const response = await signed.api(signInFor('/fair/HAB26/200101#tab-costs'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fair/HAB26/200101#tab-costs');
  });

  it.each(hostile)('sends a signed-in user given %j to Home', async (returnTo) => {
    const response = await signed.api(signInFor(returnTo));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('without a parameter, or with it twice, comes back to Home', async () => {
    for (const path of ['/signin', '/signin?returnTo=%2Fmessages&returnTo=%2Fdeadlines']) {
      const response = await signed.api(path);
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it.each(['//evil.test/#tab-costs', 'https://evil.test', '/%2F%2Fevil.test', 'javascript:alert(1)'])(
    'after a whole sign-in given %j, lands on Home',
    async (returnTo) => {
      const fresh = await portal.signedIn('haendler@demo.test', 'demo', signInFor(returnTo));
      expect(fresh.landedAt.href).toBe(`${portal.url}/`);
    },
  );
});
