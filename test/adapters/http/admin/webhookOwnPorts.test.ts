import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo } from 'node:net';
import { TARGET_MESSAGES } from '../../../../domain/index.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../../support/testPortal.ts';
import { eventually, startReceiver } from './webhookReceiver.ts';

// beyond the spec: in development a webhook may target loopback, but not a port of the portal's own components
// (its PostgreSQL, the booking-system simulator, the metrics, its own HTTP port), or the delivery log would tell
// which of them answer. Checked when a webhook is saved and again before every send.

const MANAGER = 'manager@demo.test';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let portal: TestPortal;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ports: { postgres: number; simulator: number; metrics: number; http: number };

/** A port nothing listens on right now, for the metrics (the portal runs without them if it is taken meanwhile). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  receiver = await startReceiver();
  const metrics = await freePort();
  portal = await startTestPortal({ metrics: { port: metrics, host: '127.0.0.1' } });
  ports = {
    postgres: Number(new URL(portal.portal.databaseUrl).port),
    simulator: Number(new URL(portal.portal.simulator!.url).port),
    metrics,
    http: Number(new URL(portal.url).port),
  };
}, 240_000);

afterAll(async () => {
  await portal?.stop();
  await receiver?.close();
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await portal.send(MANAGER, method, path, body);
  return { status: response.status, body: (await expectDescribed(method, path, response)) as Json };
}

const refusedForOwnPort = {
  status: 422,
  body: expect.objectContaining({
    errors: [expect.objectContaining({ field: '/body/url', detail: TARGET_MESSAGES.ownPort })],
  }),
};

describe("webhooks in development on the portal's own ports", () => {
  it('are refused with 422 in German at url for PostgreSQL, the simulator, the metrics and the portal itself', async () => {
    expect(new Set(Object.values(ports)).size).toBe(4);
    const targets = [
      `http://127.0.0.1:${ports.postgres}/`,
      `http://localhost:${ports.postgres}/hook`,
      `http://[::1]:${ports.simulator}/`,
      `http://127.0.0.1:${ports.simulator}/rubin`,
      `http://127.0.0.1:${ports.metrics}/metrics`,
      `http://127.1.2.3:${ports.http}/api/session`,
    ];
    for (const url of targets) {
      const refused = await call('POST', '/api/admin/webhooks', { url, eventTypes: [], enabled: true });
      expect({ url, ...refused }).toEqual({ url, ...refusedForOwnPort });
    }
    expect((await call('GET', '/api/admin/webhooks')).body.items).toEqual([]);
  });

  it("accept a test receiver's loopback port and deliver there; changing it to an own port is refused", async () => {
    const created = await call('POST', '/api/admin/webhooks', {
      url: receiver.url('/hook'),
      eventTypes: [],
      enabled: true,
    });
    expect(created.status).toBe(201);
    const id = String(created.body._id);
    expect((await call('POST', `/api/admin/webhooks/${id}/test`)).status).toBe(202);
    await eventually(() => receiver.received.find((request) => request.path === '/hook' && request.status === 200));

    const changed = await call('PUT', `/api/admin/webhooks/${id}`, {
      url: `http://127.0.0.1:${ports.postgres}/`,
      eventTypes: [],
      enabled: true,
      version: 1,
    });
    expect(changed).toEqual(refusedForOwnPort);
    const [kept] = (await call('GET', '/api/admin/webhooks')).body.items as Json[];
    expect(kept).toMatchObject({ _id: id, url: receiver.url('/hook'), version: 1 });
  });

  it('fail a delivery to an own port at once, with the reason in the log, when the URL was saved before', async () => {
    const created = await call('POST', '/api/admin/webhooks', {
      url: receiver.url('/before'),
      eventTypes: [],
      enabled: true,
    });
    const id = String(created.body._id);
    // As saved by a portal without this rule (or another configuration): the database's port.
    await queryRows(portal.portal.databaseUrl, 'update webhook_subscriptions set url = $2 where id = $1', [
      id,
      `http://127.0.0.1:${ports.postgres}/`,
    ]);
    expect((await call('POST', `/api/admin/webhooks/${id}/test`)).status).toBe(202);
    const [delivery] = await eventually(async () => {
      const items = (await call('GET', `/api/admin/webhooks/${id}/deliveries`)).body.items as Json[];
      return items[0]?.status === 'failed' ? items : undefined;
    });
    expect(delivery).toMatchObject({
      attempts: 1,
      lastStatusCode: null,
      lastError: TARGET_MESSAGES.ownPort,
      nextAttemptAt: null,
    });
  });
});
