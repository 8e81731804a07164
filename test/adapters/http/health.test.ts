import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});

afterAll(async () => {
  await setConnectionsAllowed(true);
  await portal?.stop();
});

async function setConnectionsAllowed(allowed: boolean): Promise<void> {
  const name = new URL(portal.portal.databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`alter database ${name} with allow_connections ${allowed}`);
    if (!allowed) await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  } finally {
    await admin.end();
  }
}

describe('GET /api/health', () => {
  it('answers 503 while the database does not answer, and 200 again when it is back', async () => {
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
    await setConnectionsAllowed(false);
    const down = await fetch(`${portal.url}/api/health`);
    expect(down.status).toBe(503);
    expect(await expectDescribed('GET', '/api/health', down)).toEqual({ status: 'unavailable', database: { status: 'down' }, bookingSystem: expect.objectContaining({ status: 'up' }) });
    await setConnectionsAllowed(true);
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await fetch(`${portal.url}/api/health`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  });
});
