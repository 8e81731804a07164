import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { digestUnsubscribeKey } from '../../../adapters/mail/digestUnsubscribeKey.ts';
import { HmacDigestUnsubscribeTokens } from '../../../adapters/mail/HmacDigestUnsubscribeTokens.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// The weekly digest's one-click unsubscribe (RFC 8058): the mail client posts `List-Unsubscribe=One-Click` to the
// address of the mail's List-Unsubscribe header, without a cookie and so without a CSRF token; the signed token in
// the address is the proof.

let portal: TestPortal;
const ANNA = 'demo-0001-aussteller';
// The key the portal derives from its client secret (startTestPortal's development identity).
const tokens = new HmacDigestUnsubscribeTokens(digestUnsubscribeKey('portal-test-secret'));

beforeAll(async () => {
  portal = await startTestPortal();
});

afterAll(async () => {
  await portal?.stop();
});

const weeklyDigestOf = async () => {
  const response = await portal.send('aussteller@demo.test', 'GET', `/api/user/${ANNA}`);
  return ((await response.json()) as { weeklyDigest: boolean }).weeklyDigest;
};

/** The post as a mail provider sends it: a form body, no cookie, no Origin, no CSRF token. */
const oneClick = (token: string) =>
  fetch(new URL(`/api/digest/unsubscribe?token=${encodeURIComponent(token)}`, portal.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('POST /api/digest/unsubscribe', () => {
  it('switches the weekly digest off without a session, and again is done too', async () => {
    const on = await portal.send('aussteller@demo.test', 'PUT', `/api/user/${ANNA}`, { weeklyDigest: true });
    expect(on.status).toBe(200);
    expect(await weeklyDigestOf()).toBe(true);

    const path = `/api/digest/unsubscribe?token=${encodeURIComponent(tokens.tokenFor(ANNA))}`;
    const response = await oneClick(tokens.tokenFor(ANNA));
    expect(response.status).toBe(204);
    await expectDescribed('POST', path, response);
    expect(await weeklyDigestOf()).toBe(false);

    expect((await oneClick(tokens.tokenFor(ANNA))).status).toBe(204);
    expect(await weeklyDigestOf()).toBe(false);
  });

  it('answers 404 for a token the portal did not make, changing nothing', async () => {
    await portal.send('aussteller@demo.test', 'PUT', `/api/user/${ANNA}`, { weeklyDigest: true });
    const forged = new HmacDigestUnsubscribeTokens(Buffer.from('another key')).tokenFor(ANNA);
    const response = await oneClick(forged);
    expect(response.status).toBe(404);
    await expectDescribed('POST', `/api/digest/unsubscribe?token=${forged}`, response);
    expect(await weeklyDigestOf()).toBe(true);
  });

  it('answers 400, never 500, for a malformed token or another body', async () => {
    expect((await oneClick('not-a-token')).status).toBe(400);
    const json = await fetch(new URL(`/api/digest/unsubscribe?token=${tokens.tokenFor(ANNA)}`, portal.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Everything',
    });
    expect(json.status).toBe(400);
  });
});
