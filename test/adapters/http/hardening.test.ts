import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ChangeNoticesToken, type ChangeNotices } from '../../../application/ports/ChangeNotices.ts';
import { demo } from '../../support/demo.ts';
import { callerOf, sendRaw, type Caller } from '../../support/hostileRequests.ts';
import { queryRows, setConnectionsAllowed as setDatabaseConnectionsAllowed } from '../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// Hardening over HTTP against the whole portal: hostile path parameters, a forged booth_id, the database
// unreachable, health without a Rubin call per request.

const { users, booths } = demo;
/** A booth of Anna's that reaches the booking system's service shop. */
const shopBooth = booths.annaConfirmedHab.regiNr;
/** Anna's confirmed booth without an insurance on file, and another booth of hers. */
const insuranceBooth = booths.annaConfirmedAgr.regiNr;
const otherBooth = booths.annaOfferHab.regiNr;

let portal: TestPortal;
let anna: Caller;

beforeAll(async () => {
  portal = await startTestPortal();
  anna = await callerOf(await portal.as(users.anna.email));
});

afterAll(async () => {
  await portal?.stop();
});

/** A GET sent with its path exactly as written: fetch would resolve the dot segments before sending. */
function getAsIs(path: string, caller: Caller): Promise<{ status: number; body: string }> {
  const url = new URL(portal.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, headers: { cookie: caller.cookie ?? '' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const insuranceRows = async (regiNr: string): Promise<number> =>
  (
    await queryRows<{ n: number }>(
      portal.portal.databaseUrl,
      'select count(*)::int as n from insurances where booth_id = $1',
      [regiNr],
    )
  )[0].n;

describe('path parameters that reach the booking system', () => {
  // spec: exhibitor-area §7 GET /rubin/serviceshop/{a}/{b}/{c}/{d}
  it(`refuses GET /api/rubin/serviceshop/${shopBooth}/../VERS/de with 400 and does not ask Rubin for another path`, async () => {
    const simulator = portal.portal.simulator!;
    simulator.resetStats();
    const response = await getAsIs(`/api/rubin/serviceshop/${shopBooth}/../VERS/de`, anna);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({
      messageKey: 'errors.invalidRequest',
      errors: [expect.objectContaining({ field: '/path/shopId' })],
    });
    expect(simulator.stats().total).toBe(0);
  });

  it.each([
    [`/api/rubin/serviceshop/${shopBooth}/./VERS/de`, '/path/shopId'],
    [`/api/rubin/serviceshop/${shopBooth}/%2E%2E/VERS/de`, '/path/shopId'],
    ['/api/rubin/documentcontent/..', '/path/id'],
    ['/api/rubin/documentcontent/a%2F..%2Fb', '/path/id'],
    ['/api/rubin/address/..', '/path/id'],
    ['/api/rubin/booth/%2E%2E', '/path/id'],
  ])('refuses %s with 400 at validation', async (path, field) => {
    const simulator = portal.portal.simulator!;
    simulator.resetStats();
    const response = await getAsIs(path, anna);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [expect.objectContaining({ field })] });
    expect(simulator.stats().total).toBe(0);
  });

  it('still answers a shop id with dots inside it', async () => {
    const response = await getAsIs(`/api/rubin/serviceshop/${shopBooth}/SHOP.HAB-1/VERS/de`, anna);
    expect(response.status).toBe(200);
  });
});

describe('booth_id in the insurance body', () => {
  // spec: exhibitor-area §3 Insurance: booth_id, liabilityInsurance, ...
  const cover = {
    liabilityInsurance: true,
    propertyInsurance: true,
    exhibitionInsurance: true,
    increasedAmountActive: false,
    cargoInsurance: false,
  };

  it("accepts booth_id when it is the path's booth", async () => {
    const before = await insuranceRows(insuranceBooth);
    const response = await portal.send(users.anna.email, 'POST', `/api/insurance/${insuranceBooth}`, {
      booth_id: insuranceBooth,
      ...cover,
    });
    expect(response.status).toBe(201);
    expect(await expectDescribed('POST', `/api/insurance/${insuranceBooth}`, response)).toMatchObject({
      insurance: { booth_id: insuranceBooth },
    });
    expect(await insuranceRows(insuranceBooth)).toBe(before + 1);
  });

  it.each([
    ['another booth of the same exhibitor', otherBooth],
    ['an empty booth id', ''],
  ])('answers 422 for %s and writes nothing', async (_case, boothId) => {
    const before = await insuranceRows(insuranceBooth);
    const response = await portal.send(users.anna.email, 'POST', `/api/insurance/${insuranceBooth}`, {
      booth_id: boothId,
      ...cover,
    });
    expect(response.status).toBe(422);
    const body = (await expectDescribed('POST', `/api/insurance/${insuranceBooth}`, response)) as {
      errors: Array<{ field: string; messageKey: string }>;
    };
    expect(body.errors).toContainEqual(
      expect.objectContaining({ field: '/body/booth_id', messageKey: 'errors.boothMismatch' }),
    );
    expect(await insuranceRows(insuranceBooth)).toBe(before);
  });
});

const setConnectionsAllowed = (allowed: boolean) => setDatabaseConnectionsAllowed(portal.portal.databaseUrl, allowed);

describe('the database unreachable', () => {
  it('answers 503 errors.apiError with Retry-After instead of 500, health 503 within a second, and recovers without a restart', async () => {
    const home = '/api/exhibitor/home';
    expect((await sendRaw(portal.url, 'GET', home, undefined, anna)).status).toBe(200);
    await setConnectionsAllowed(false);
    try {
      // The kept views answer until the portal hears that its listening connection was ended with the others
      // (caches are bypassed, fail closed, from then on); every request after that reaches PostgreSQL.
      const notices = portal.portal.container.get<ChangeNotices>(ChangeNoticesToken);
      for (const deadline = Date.now() + 10_000; notices.listening && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(notices.listening).toBe(false);
      for (const [method, path, body] of [
        ['GET', home, undefined],
        ['POST', '/api/locale', JSON.stringify({ locale: 'fr' })],
        ['GET', '/api/session', undefined],
      ] as const) {
        const response = await sendRaw(
          portal.url,
          method,
          path,
          body === undefined ? undefined : { name: 'json', body },
          anna,
        );
        expect({ path, status: response.status }).toEqual({ path, status: 503 });
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(JSON.parse(response.text)).toMatchObject({ status: 503, messageKey: 'errors.apiError' });
      }
      const started = performance.now();
      const health = await fetch(`${portal.url}/api/health`);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(health.status).toBe(503);
      expect(await expectDescribed('GET', '/api/health', health)).toMatchObject({
        status: 'unavailable',
        database: { status: 'down' },
      });
    } finally {
      await setConnectionsAllowed(true);
    }
    let status = 0;
    for (const deadline = Date.now() + 30_000; status !== 200 && Date.now() < deadline;) {
      if (status !== 0) await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await sendRaw(portal.url, 'GET', home, undefined, anna)).status;
    }
    expect(status).toBe(200);
  });
});

describe('health without a Rubin call per request', () => {
  it('reports the breaker and the last observation, and does not ask Rubin for every health request', async () => {
    const simulator = portal.portal.simulator!;
    await fetch(`${portal.url}/api/health`);
    simulator.resetStats();
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`${portal.url}/api/health`)));
    for (const answer of answers) {
      expect({ status: answer.status, body: await answer.clone().text() }).toEqual({
        status: 200,
        body: expect.any(String),
      });
      expect(await expectDescribed('GET', '/api/health', answer)).toMatchObject({
        bookingSystem: { status: 'up', breaker: 'closed', checkedAt: expect.any(String) },
      });
    }
    // At most one probe when the last observation got older than a few seconds meanwhile.
    expect(simulator.stats().total).toBeLessThanOrEqual(1);
  });
});

describe('the security headers', () => {
  it('come with every answer of the portal: a view, a problem, a page the portal does not know', async () => {
    const answers = {
      view: await fetch(`${portal.url}/api/exhibitor/home`, { headers: { cookie: anna.cookie ?? '' } }),
      anonymous: await fetch(`${portal.url}/api/exhibitor/home`),
      unknownApi: await fetch(`${portal.url}/api/nothing-here`),
      forbidden: await fetch(`${portal.url}/api/exhibitor/booths/999999`, { headers: { cookie: anna.cookie ?? '' } }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      await answer.arrayBuffer();
      expect({
        name,
        requestId: answer.headers.get('x-request-id'),
        nosniff: answer.headers.get('x-content-type-options'),
        frames: answer.headers.get('x-frame-options'),
        referrer: answer.headers.get('referrer-policy'),
        policy: answer.headers.get('content-security-policy'),
      }).toEqual({
        name,
        requestId: expect.stringMatching(/^[A-Za-z0-9._:-]{8,128}$/),
        nosniff: 'nosniff',
        frames: 'DENY',
        referrer: 'same-origin',
        // JSON: nothing may load from it or frame it.
        policy: "default-src 'none'; frame-ancestors 'none'",
      });
    }
    expect([answers.view.status, answers.anonymous.status, answers.unknownApi.status]).toEqual([200, 401, 404]);
    expect(answers.forbidden.status).toBeGreaterThanOrEqual(400);
  });
});

describe('a request address found valid before', () => {
  // The router does not check an address again that it found valid (no body, no header parameters): what
  // it remembers must never let through what the description refuses.
  it('is valid again, while an invalid one stays refused and a body where none belongs is refused after it', async () => {
    const page = `/api/exhibitor/booths/${otherBooth}`;
    for (let time = 0; time < 3; time += 1) {
      expect((await sendRaw(portal.url, 'GET', `${page}?language=de`, undefined, anna)).status).toBe(200);
      const invalid = await sendRaw(portal.url, 'GET', `${page}?language=tlh`, undefined, anna);
      expect([invalid.status, JSON.parse(invalid.text).errors?.[0]?.field]).toEqual([400, '/query/language']);
      const nul = await sendRaw(portal.url, 'GET', `${page}?language=de&fair=%00`, undefined, anna);
      expect(nul.status).toBe(400);
    }
    const withBody = await getWithBody(`${page}?language=de`, '{}', anna);
    expect([withBody.status, JSON.parse(withBody.body).errors?.[0]?.messageKey]).toEqual([
      400,
      'errors.unexpectedBody',
    ]);
    // A header the operation declares is part of what was found valid: a too long If-None-Match is refused.
    const longTag = await fetch(new URL(`${page}?language=de`, portal.url), {
      headers: { cookie: anna.cookie ?? '', 'if-none-match': `"${'x'.repeat(1_000)}"` },
    });
    expect([longTag.status, (await longTag.json()).errors?.[0]?.field]).toEqual([400, '/header/If-None-Match']);
    // Another user at the same address is checked for the booth as always (the address says nothing of its caller).
    const other = await callerOf(await portal.as(users.luc.email));
    expect((await sendRaw(portal.url, 'GET', `${page}?language=de`, undefined, other)).status).toBe(404);
  });
});

/** A GET with a body, which fetch will not send. */
function getWithBody(path: string, body: string, caller: Caller): Promise<{ status: number; body: string }> {
  const url = new URL(portal.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'GET',
        headers: { cookie: caller.cookie ?? '', 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
