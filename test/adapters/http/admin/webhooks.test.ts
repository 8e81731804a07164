import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { WebhookDispatcher } from '../../../../adapters/webhooks/WebhookDispatcher.ts';
import { PostgresWebhookQueue } from '../../../../adapters/webhooks/PostgresWebhookQueue.ts';
import { DnsWebhookTargets } from '../../../../adapters/webhooks/DnsWebhookTargets.ts';
import { systemClock } from '../../../../application/ports/Clock.ts';
import { anInsurance } from '../../../support/builders/insurance.ts';
import { demo } from '../../../support/demo.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../../support/testPortal.ts';
import { eventually, startReceiver, writeEvent } from './webhookReceiver.ts';
import { demoServiceToken } from '../../../support/serviceTokens.ts';

// beyond the spec: webhooks after Standard Webhooks -- subscriptions of the back office, every committed domain
// event delivered once per matching subscription, signed, in order, one at a time, retried with back-off for 24 h.

const MANAGER = 'manager@demo.test';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let portal: TestPortal;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let database: pg.Client;

beforeAll(async () => {
  // 500 twice for every event sent to /flaky, always 500 at /down, slow (150 ms) everywhere.
  receiver = await startReceiver(
    (path, nth) => (path === '/down' ? 500 : path === '/flaky' && nth <= 2 ? 500 : 200),
    150,
  );
  portal = await startTestPortal({ webhooks: { retryBaseMs: 100, sweepMs: 400 } });
  database = new pg.Client({ connectionString: portal.portal.databaseUrl });
  await database.connect();
}, 240_000);

afterAll(async () => {
  await database?.end();
  await portal?.stop();
  await receiver?.close();
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await portal.send(MANAGER, method, path, body);
  return { status: response.status, body: (await expectDescribed(method, path, response)) as Json };
}

async function subscribe(path: string, eventTypes: string[]): Promise<Json> {
  const created = await call('POST', '/api/admin/webhooks', { url: receiver.url(path), eventTypes, enabled: true });
  expect(created.status).toBe(201);
  return created.body;
}

const deliveries = async (id: string) =>
  (await call('GET', `/api/admin/webhooks/${id}/deliveries`)).body.items as Json[];
const receivedFor = (eventId: string) =>
  receiver.received.filter((request) => request.headers['webhook-id'] === eventId);

const serviceToken = (clientId: string, scope: string) => demoServiceToken(portal.url, clientId, scope);

/** A call of a service account holding `scope`, its answer checked against openapi.yaml. */
async function asService(clientId: string, scope: string, method: string, path: string) {
  const response = await fetch(new URL(path, portal.url), {
    method,
    headers: { authorization: `Bearer ${await serviceToken(clientId, scope)}` },
  });
  return { status: response.status, body: (await expectDescribed(method, path, response)) as Json };
}

describe('webhook subscriptions', () => {
  it('are created with a one-time secret, changed under their version, refused for internal targets, deleted', async () => {
    const created = await subscribe('/crud', []);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created).toMatchObject({
      version: 1,
      description: '',
      eventTypes: [],
      failedDeliveries: 0,
      lastDelivery: null,
    });
    const list = await call('GET', '/api/admin/webhooks');
    expect(list.body.items.map((item: Json) => item._id)).toContain(created._id);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    const body = { url: receiver.url('/crud2'), description: 'CRM', eventTypes: ['fair.changed'], enabled: false };
    const saved = await call('PUT', `/api/admin/webhooks/${created._id}`, { ...body, version: 1 });
    expect(saved.body).toMatchObject({ ...body, version: 2 });
    const stale = await call('PUT', `/api/admin/webhooks/${created._id}`, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2 });

    // Private networks are refused even in development (only loopback is let through there).
    const refused = await call('POST', '/api/admin/webhooks', {
      url: 'https://192.168.1.10/hook',
      eventTypes: [],
      enabled: true,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.errors)).toContain('internes Netz');

    // A service needs webhooks:manage; fairs:read is not enough.
    expect((await asService('demo-reader', 'fairs:read', 'GET', '/api/admin/webhooks')).status).toBe(403);
    expect((await asService('demo-service', 'webhooks:manage', 'GET', '/api/admin/webhooks')).status).toBe(200);

    expect((await call('DELETE', `/api/admin/webhooks/${created._id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/webhooks/${created._id}/deliveries`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/webhooks/${created._id}`)).status).toBe(404);
  });

  // beyond the spec: the audit trail of every back-office write covers the webhooks too
  it('leave an audit trail of who created, changed and deleted them, without their secret', async () => {
    const created = await subscribe('/audited', ['fair.changed']);
    const body = { url: receiver.url('/audited2'), description: 'ERP', eventTypes: ['fair.changed'], enabled: true };
    expect((await call('PUT', `/api/admin/webhooks/${created._id}`, { ...body, version: 1 })).status).toBe(200);
    // A save that changes nothing leaves no entry; a refused (stale) one neither.
    expect((await call('PUT', `/api/admin/webhooks/${created._id}`, { ...body, version: 2 })).status).toBe(200);
    expect((await call('PUT', `/api/admin/webhooks/${created._id}`, { ...body, version: 1 })).status).toBe(409);
    expect((await call('DELETE', `/api/admin/webhooks/${created._id}`)).status).toBe(204);

    const trail = await call('GET', `/api/admin/audit?entity=webhook&id=${created._id}`);
    expect(trail.status).toBe(200);
    const entries = trail.body as unknown as Json[];
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const manager = entries[0].actor;
    expect(entries.every((entry) => entry.actor === manager)).toBe(true);
    const [deleted, updated, made] = entries;
    expect(made.changes).toEqual(
      expect.arrayContaining([
        { field: 'url', before: null, after: receiver.url('/audited') },
        { field: 'eventTypes', before: null, after: ['fair.changed'] },
      ]),
    );
    expect(updated.changes).toEqual([
      { field: 'url', before: receiver.url('/audited'), after: receiver.url('/audited2') },
      { field: 'description', before: '', after: 'ERP' },
    ]);
    expect(deleted.changes).toEqual(expect.arrayContaining([{ field: 'description', before: 'ERP', after: null }]));
    expect(JSON.stringify(entries)).not.toContain(created.secret);
    expect(JSON.stringify(entries)).not.toContain('whsec_');
  });
});

describe('webhook delivery', () => {
  it('delivers a matching event once, signed as Standard Webhooks verifies, after the receiver answered 500 twice', async () => {
    const subscription = await subscribe('/flaky', ['insurance.saved']);
    const other = await writeEvent(portal.portal.databaseUrl, {
      type: 'fair.changed',
      data: { fairId: 'f1', fairCode: 'HAB' },
    });
    // An exhibitor takes out the insurance of a booth: the portal's own write makes the event.
    const regiNr = demo.booths.annaConfirmedHab.regiNr;
    const saved = await portal.send(
      demo.users.anna.email,
      'POST',
      `/api/insurance/${regiNr}`,
      anInsurance().withIncreasedAmount(30000).build(),
    );
    expect(saved.status).toBe(201);
    const [delivery] = await eventually(async () => {
      const items = await deliveries(subscription._id);
      return items[0]?.status === 'succeeded' ? items : undefined;
    });
    const event = { id: String(delivery.eventId) };
    expect(delivery).toMatchObject({
      eventType: 'insurance.saved',
      attempts: 3,
      lastStatusCode: 200,
    });
    const requests = receivedFor(event.id);
    expect(requests.map((request) => request.status)).toEqual([500, 500, 200]);
    const verifier = new Webhook(subscription.secret);
    for (const request of requests) {
      expect(verifier.verify(request.body, request.headers)).toEqual({
        id: event.id,
        type: 'insurance.saved',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: { regiNr, fairId: expect.any(String), fairCode: expect.any(String) },
      });
      expect(request.headers['content-type']).toBe('application/json');
    }
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(requests[2].body, requests[2].headers),
    ).toThrow();
    expect(receivedFor(other.id)).toEqual([]);

    // The test event goes to this subscription only; once it arrived the queue has moved past the event: still once.
    const test = await call('POST', `/api/admin/webhooks/${subscription._id}/test`);
    expect(test.status).toBe(202);
    await eventually(() =>
      receiver.received.find(
        (request) => request.body.includes('"webhook.test"') && request.path === '/flaky' && request.status === 200,
      ),
    );
    expect(receivedFor(event.id).filter((request) => request.status === 200)).toHaveLength(1);

    // Redelivered: the same event (same webhook-id) at the end of the queue.
    const again = await call('POST', `/api/admin/webhooks/${subscription._id}/deliveries/${delivery._id}/redeliver`);
    expect(again.status).toBe(202);
    await eventually(() => receivedFor(event.id).filter((request) => request.status === 200).length === 2);
    const list = (await call('GET', '/api/admin/webhooks')).body.items as Json[];
    expect(list.find((item) => item._id === subscription._id)).toMatchObject({
      failedDeliveries: 0,
      lastDelivery: { status: 'succeeded' },
    });
  });

  it('keeps the order per subscription with one request in flight, and two portal processes deliver each event once', async () => {
    // A second process: its own pg-boss and LISTEN connection on the same database, sweeping as often.
    const boss = new PgBoss({ connectionString: portal.portal.databaseUrl, schema: 'pgboss' });
    await boss.start();
    const pool = new pg.Pool({ connectionString: portal.portal.databaseUrl, max: 3 });
    const second = new WebhookDispatcher({
      boss,
      queue: new PostgresWebhookQueue(async () => pool),
      targets: new DnsWebhookTargets({ publicOnly: false }),
      databaseUrl: portal.portal.databaseUrl,
      clock: systemClock,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      retryBaseMs: 100,
      sweepMs: 400,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await second.start();
      const subscription = await subscribe('/ordered', []);
      const written = [];
      for (let index = 0; index < 6; index++)
        written.push(
          await writeEvent(portal.portal.databaseUrl, { type: 'teaser.changed', data: { teaserId: `t${index}` } }),
        );
      const arrived = await eventually(() => {
        const requests = receiver.received.filter((request) => request.path === '/ordered');
        return requests.length >= written.length ? requests : undefined;
      });
      expect(arrived.map((request) => request.headers['webhook-id'])).toEqual(written.map((event) => event.id));
      // Nothing more comes after a further sweep of both processes.
      await second.sweep();
      await eventually(async () => (await deliveries(subscription._id)).every((item) => item.status === 'succeeded'));
      expect(receiver.received.filter((request) => request.path === '/ordered')).toHaveLength(written.length);
      expect(receiver.maxInFlight()).toBe(1);
    } finally {
      await second.stop();
      await boss.stop({ graceful: false, wait: true });
      await pool.end();
    }
  });

  it('fails a delivery for good 24 hours after its first attempt; the next one in the queue is sent then', async () => {
    const subscription = await subscribe('/down', ['masterdata.changed']);
    const first = await writeEvent(portal.portal.databaseUrl, {
      type: 'masterdata.changed',
      data: { entity: 'taskDefinition', id: 'a' },
    });
    await eventually(async () => ((await deliveries(subscription._id))[0]?.attempts ?? 0) >= 1);
    // The first attempt was 25 hours ago: the next failure is the last. Changed under the subscription's send lock,
    // so an attempt under way is recorded first.
    await database.query('begin');
    await database.query('select pg_advisory_xact_lock(230523, hashtext($1))', [subscription._id]);
    await database.query(
      `update webhook_deliveries set first_attempt_at = now() - interval '25 hours', next_attempt_at = now()
       where event_id = $1`,
      [first.id],
    );
    await database.query('commit');
    const [failed] = await eventually(async () => {
      const items = await deliveries(subscription._id);
      return items[0]?.status === 'failed' ? items : undefined;
    });
    expect(failed).toMatchObject({ eventId: first.id, lastStatusCode: 500, nextAttemptAt: null, deliveredAt: null });
    const listed = (await call('GET', '/api/admin/webhooks')).body.items as Json[];
    expect(listed.find((item) => item._id === subscription._id)).toMatchObject({
      failedDeliveries: 1,
      lastDelivery: { status: 'failed' },
    });

    // Pointed at a working address, the queue goes on, and the failed delivery can be sent again.
    await call('PUT', `/api/admin/webhooks/${subscription._id}`, {
      url: receiver.url('/up'),
      eventTypes: ['masterdata.changed'],
      enabled: true,
      version: 1,
    });
    const next = await writeEvent(portal.portal.databaseUrl, {
      type: 'masterdata.changed',
      data: { entity: 'taskDefinition', id: 'b' },
    });
    // (The subscription of every type at /ordered receives these events as well.)
    const atUp = (eventId: string) => receivedFor(eventId).filter((request) => request.path === '/up');
    await eventually(() => atUp(next.id).length > 0);
    expect(atUp(next.id).map((request) => request.status)).toEqual([200]);
    const again = await call('POST', `/api/admin/webhooks/${subscription._id}/deliveries/${failed._id}/redeliver`);
    expect(again.status).toBe(202);
    await eventually(() => atUp(first.id).length > 0);
    expect(atUp(first.id).map((request) => request.status)).toEqual([200]);
  });
});

describe('a deleted webhook', () => {
  // beyond the spec: every delete of the back office goes to the trash for 30 days (admin-back-office, trash)
  it('lies in the trash with its log and comes back with its id, secret and log, without what happened meanwhile', async () => {
    const created = await call('POST', '/api/admin/webhooks', {
      url: receiver.url('/trash'),
      description: 'CRM im Papierkorb',
      eventTypes: ['teaser.changed'],
      enabled: true,
    });
    expect(created.status).toBe(201);
    const subscription = created.body;
    const atTrash = (eventId: string) =>
      receivedFor(eventId).filter((request) => request.path === '/trash' && request.status === 200);
    const before = await writeEvent(portal.portal.databaseUrl, { type: 'teaser.changed', data: { teaserId: 't1' } });
    await eventually(() => atTrash(before.id).length > 0);
    const [logged] = await eventually(async () => {
      const items = await deliveries(subscription._id);
      return items[0]?.status === 'succeeded' ? items : undefined;
    });

    expect((await call('DELETE', `/api/admin/webhooks/${subscription._id}`)).status).toBe(204);
    const trash = await call('GET', '/api/admin/trash?entity=webhook');
    expect(trash.status).toBe(200);
    expect(trash.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'webhook', id: subscription._id, label: 'CRM im Papierkorb' }),
      ]),
    );
    const meanwhile = await writeEvent(portal.portal.databaseUrl, { type: 'teaser.changed', data: { teaserId: 't2' } });

    // A service sees and restores webhooks under webhooks:manage only, not under the fairs' scopes.
    const readerList = await asService('demo-reader', 'fairs:read', 'GET', '/api/admin/trash');
    expect(readerList.status).toBe(200);
    expect((readerList.body as unknown as Json[]).some((item) => item.entity === 'webhook')).toBe(false);
    const restorePath = `/api/admin/trash/webhook/${subscription._id}/restore`;
    const refused = await asService('demo-service', 'fairs:write', 'POST', restorePath);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('webhooks:manage');
    const managerList = await asService('demo-service', 'webhooks:manage', 'GET', '/api/admin/trash');
    expect((managerList.body as unknown as Json[]).map((item) => item.id)).toContain(subscription._id);

    // The restore is no change of the fairs' data: no event for it.
    const count = async () =>
      (await database.query<{ n: number }>('select count(*)::int as n from domain_events')).rows[0].n;
    const events = await count();
    const restored = await call('POST', restorePath);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ entity: 'webhook', id: subscription._id });
    expect(await count()).toBe(events);
    const listed = (await call('GET', '/api/admin/webhooks')).body.items as Json[];
    expect(listed.find((item) => item._id === subscription._id)).toMatchObject({
      url: receiver.url('/trash'),
      description: 'CRM im Papierkorb',
      eventTypes: ['teaser.changed'],
      enabled: true,
      version: subscription.version,
    });
    expect((await deliveries(subscription._id)).map((delivery) => delivery._id)).toEqual([logged._id]);
    expect((await call('POST', restorePath)).status).toBe(404);

    // The next event arrives, signed with the secret shown at its creation; the one written while it lay in the
    // trash is not sent (it would have come first: a queue is sent in event order).
    const after = await writeEvent(portal.portal.databaseUrl, { type: 'teaser.changed', data: { teaserId: 't3' } });
    await eventually(() => atTrash(after.id).length > 0);
    const [request] = atTrash(after.id);
    expect(new Webhook(subscription.secret).verify(request.body, request.headers)).toMatchObject({ id: after.id });
    expect(receivedFor(meanwhile.id).filter((sent) => sent.path === '/trash')).toEqual([]);
  });
});
