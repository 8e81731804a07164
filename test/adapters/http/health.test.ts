import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setConnectionsAllowed as setDatabaseConnectionsAllowed } from '../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});

afterAll(async () => {
  await setConnectionsAllowed(true);
  await portal?.stop();
});

const setConnectionsAllowed = (allowed: boolean) => setDatabaseConnectionsAllowed(portal.portal.databaseUrl, allowed);

describe('GET /api/health', () => {
  it('answers 503 while the database does not answer, and 200 again when it is back', async () => {
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
    await setConnectionsAllowed(false);
    const down = await fetch(`${portal.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await expectDescribed('GET', '/api/health', down)).toEqual({
      status: 'unavailable',
      database: { status: 'down' },
      bookingSystem: expect.objectContaining({ status: 'up' }),
    });
    await setConnectionsAllowed(true);
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await fetch(`${portal.url}/api/health`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });
});
