import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { callerOf, type Caller } from '../../support/hostileRequests.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// Issue 11 (hardening), items 8 and 9, over HTTP against the whole portal.

let portal: TestPortal;
let anna: Caller;

beforeAll(async () => {
  portal = await startTestPortal();
  anna = await callerOf(await portal.as('aussteller@demo.test'));
});

afterAll(async () => {
  await portal?.stop();
});

/** A GET sent with its path exactly as written: fetch would resolve the dot segments before sending. */
function getAsIs(path: string, caller: Caller): Promise<{ status: number; body: string }> {
  const url = new URL(portal.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers: { cookie: caller.cookie ?? '' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function insuranceRows(regiNr: string): Promise<number> {
  const client = new pg.Client({ connectionString: portal.portal.databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from insurances where booth_id = $1', [regiNr])).rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('path parameters that reach the booking system (issue 11 item 8)', () => {
  // spec: exhibitor-area §7 GET /rubin/serviceshop/{a}/{b}/{c}/{d}
  it('refuses GET /api/rubin/serviceshop/100101/../VERS/de with 400 and does not ask Rubin for another path', async () => {
    const simulator = portal.portal.simulator!;
    simulator.resetStats();
    const response = await getAsIs('/api/rubin/serviceshop/100101/../VERS/de', anna);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ messageKey: 'errors.invalidRequest', errors: [expect.objectContaining({ field: '/path/shopId' })] });
    expect(simulator.stats().total).toBe(0);
  });

  it.each([
    ['/api/rubin/serviceshop/100101/./VERS/de', '/path/shopId'],
    ['/api/rubin/serviceshop/100101/%2E%2E/VERS/de', '/path/shopId'],
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
    const response = await getAsIs('/api/rubin/serviceshop/100101/SHOP.HAB-1/VERS/de', anna);
    expect(response.status).toBe(200);
  });
});

describe('booth_id in the insurance body (issue 11 item 9)', () => {
  // spec: exhibitor-area §3 Insurance: booth_id, liabilityInsurance, ...
  const cover = { liabilityInsurance: true, propertyInsurance: true, exhibitionInsurance: true, increasedAmountActive: false, cargoInsurance: false };

  it("accepts booth_id when it is the path's booth", async () => {
    const before = await insuranceRows('100101');
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/insurance/100101', { booth_id: '100101', ...cover });
    expect(response.status).toBe(201);
    expect(await expectDescribed('POST', '/api/insurance/100101', response)).toMatchObject({ insurance: { booth_id: '100101' } });
    expect(await insuranceRows('100101')).toBe(before + 1);
  });

  it.each([
    ['another booth of the same exhibitor', '100102'],
    ['an empty booth id', ''],
  ])('answers 422 for %s and writes nothing', async (_case, boothId) => {
    const before = await insuranceRows('100302');
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/insurance/100302', { booth_id: boothId, ...cover });
    expect(response.status).toBe(422);
    const body = (await expectDescribed('POST', '/api/insurance/100302', response)) as { errors: Array<{ field: string; messageKey: string }> };
    expect(body.errors).toContainEqual({ field: '/body/booth_id', messageKey: 'errors.boothMismatch' });
    expect(await insuranceRows('100302')).toBe(before);
  });
});
