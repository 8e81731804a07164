// beyond the spec: the Webhooks screens of the back office (the list with delete after Ja, the form with the
// server's German field error and the one-time secret, the delivery log that follows a test event)
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import type { WebhookDelivery, WebhookSubscription } from '../../../web/src/api/adminWebhooksApi.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { DeliveriesStore } from '../../../web/src/admin/webhooks/DeliveriesStore.ts';
import { createWebhookFormStore } from '../../../web/src/admin/webhooks/webhookForm.ts';
import { WebhooksStore } from '../../../web/src/admin/webhooks/WebhooksStore.ts';
import { aUser, fakeServer, memoryStorage } from '../fakeServer.ts';

const ID = '0b6f4a52-8d4e-4c39-9a51-3f1f6de0c001';
const webhook: WebhookSubscription = {
  _id: ID,
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  eventTypes: ['insurance.saved'],
  enabled: true,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  version: 3,
  failedDeliveries: 0,
  lastDelivery: null,
};
const delivery = (status: WebhookDelivery['status']): WebhookDelivery => ({
  _id: 'c2f0d7a4-1b7e-4b0a-8e43-7f6b0e6a0d01',
  eventId: '5e0b2a1c-2f34-4d8e-9a51-3f1f6de0c0aa',
  eventType: 'webhook.test',
  status,
  attempts: status === 'pending' ? 0 : 1,
  lastStatusCode: status === 'pending' ? null : 204,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-11-26T04:00:00.000Z',
  deliveredAt: status === 'succeeded' ? '2026-11-26T04:00:01.000Z' : null,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setUp(answers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ roles: ['ONESHOP_MANAGER'] }), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  root.connectRouter(() => undefined);
  return { root, server };
}

/** Waits until a plain condition holds, checking every few milliseconds, up to 5 s. */
async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('WebhooksStore', () => {
  it('lists the webhooks and deletes one after Ja', async () => {
    const { root, server } = setUp({
      'GET /api/admin/webhooks': { status: 200, body: { items: [webhook] } },
      [`DELETE /api/admin/webhooks/${ID}`]: { status: 204 },
    });
    const store = new WebhooksStore(root);
    await store.load();
    expect([store.state, store.items]).toEqual(['ready', [webhook]]);
    store.askDelete(webhook);
    await store.confirmDelete();
    expect([store.items, store.pendingDelete, store.notice]).toEqual([
      [],
      undefined,
      'Der Webhook «CRM» wurde gelöscht.',
    ]);
    expect(server.requests.find((request) => request.method === 'DELETE')?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('says when the list cannot be loaded, and keeps a failed delete in its dialog', async () => {
    const { root } = setUp({
      'GET /api/admin/webhooks': { status: 503 },
      [`DELETE /api/admin/webhooks/${ID}`]: { status: 500 },
    });
    const store = new WebhooksStore(root);
    await store.load();
    expect(store.state).toBe('failed');
    store.askDelete(webhook);
    await store.confirmDelete();
    expect(store.pendingDelete).toEqual(webhook);
    expect(store.deleteError).toBe(
      'Beim Löschen ist ein Fehler auf dem Server aufgetreten (500). Bitte versuchen Sie es später erneut.',
    );
  });
});

describe('the webhook form', () => {
  it('shows the server’s German URL error at the field with the typed values kept, then hands over the secret once', async () => {
    const detail = 'Die Ziel-URL muss auf eine öffentliche Adresse zeigen.';
    let posts = 0;
    const { root, server } = setUp({
      'POST /api/admin/webhooks': async () =>
        ++posts === 1
          ? json(
              {
                type: 'about:blank',
                title: 'Unprocessable',
                status: 422,
                messageKey: 'errors.validation',
                errors: [{ field: '/body/url', messageKey: 'errors.webhookUrl', detail }],
              },
              422,
            )
          : json({ ...webhook, version: 1, secret: 'whsec_c2VjcmV0' }, 201),
    });
    const created: string[] = [];
    const store = createWebhookFormStore(root, undefined, (answer) => created.push(answer.secret));
    store.set('url', ' http://10.0.0.1/hook ');
    store.set('eventTypes', ['fair.changed', 'teaser.changed']);
    expect(await store.submit()).toBeUndefined();
    expect(store.errorOf('url')).toBe(detail);
    expect(store.value).toMatchObject({
      url: ' http://10.0.0.1/hook ',
      eventTypes: ['fair.changed', 'teaser.changed'],
    });
    expect(server.requests.at(-1)?.body).toEqual({
      url: 'http://10.0.0.1/hook',
      description: '',
      eventTypes: ['fair.changed', 'teaser.changed'],
      enabled: true,
    });
    store.set('url', 'https://crm.example.com/hooks');
    expect(await store.submit()).toMatchObject({ _id: ID, version: 1 });
    expect(created).toEqual(['whsec_c2VjcmV0']);
    expect(store.value).not.toHaveProperty('secret');
  });

  it('refuses an empty URL before anything is sent, and a stale version opens the conflict', async () => {
    const { root, server } = setUp({
      'GET /api/admin/webhooks': { status: 200, body: { items: [webhook] } },
      [`PUT /api/admin/webhooks/${ID}`]: {
        status: 409,
        contentType: 'application/problem+json',
        body: {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          messageKey: 'errors.staleVersion',
          current: { ...webhook, description: 'CRM neu', version: 4 },
        },
      },
    });
    const store = createWebhookFormStore(root, ID, () => undefined);
    await store.load();
    expect(store.value).toEqual({
      _id: ID,
      version: 3,
      url: webhook.url,
      description: 'CRM',
      eventTypes: ['insurance.saved'],
      enabled: true,
    });
    store.set('url', '  ');
    await store.submit();
    expect(store.errorOf('url')).toBe('Bitte geben Sie die Ziel-URL ein.');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
    store.set('url', 'https://crm.example.com/v2');
    store.set('enabled', false);
    await store.submit();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      version: 3,
      enabled: false,
    });
    expect(store.conflict?.current).toMatchObject({ description: 'CRM neu', version: 4 });
    expect(store.failure).toBe('Der Eintrag wurde inzwischen von jemand anderem geändert. Nichts wurde gespeichert.');
  });
});

describe('DeliveriesStore', () => {
  it('sends a test event and follows the log until the delivery is no longer pending', async () => {
    let reads = 0;
    const { root, server } = setUp({
      'GET /api/admin/webhooks': { status: 200, body: { items: [webhook] } },
      [`GET /api/admin/webhooks/${ID}/deliveries?limit=50`]: async () => {
        reads += 1;
        // The first read is the page's; the log then shows the test delivery pending twice before it arrives.
        return json({ items: reads === 1 ? [] : [delivery(reads < 4 ? 'pending' : 'succeeded')] });
      },
      [`POST /api/admin/webhooks/${ID}/test`]: { status: 202, body: { deliveryId: delivery('pending')._id } },
    });
    const store = new DeliveriesStore(root, ID, 5);
    await store.load();
    expect([store.state, store.webhook, store.deliveries]).toEqual(['ready', webhook, []]);
    await store.sendTest();
    expect(store.message?.kind).toBe('success');
    await until(() => store.deliveries[0]?.status === 'succeeded');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reads).toBe(4);
    expect(server.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `/api/admin/webhooks/${ID}/test`,
    ]);
    store.dispose();
  });

  it('says why a redelivery was refused', async () => {
    const { root } = setUp({
      'GET /api/admin/webhooks': { status: 200, body: { items: [webhook] } },
      [`GET /api/admin/webhooks/${ID}/deliveries?limit=50`]: { status: 200, body: { items: [delivery('failed')] } },
      [`POST /api/admin/webhooks/${ID}/deliveries/${delivery('failed')._id}/redeliver`]: { status: 500 },
    });
    const store = new DeliveriesStore(root, ID, 5);
    await store.load();
    await store.redeliver(delivery('failed'));
    expect(store.message).toEqual({
      kind: 'error',
      text: 'Beim Senden ist ein Fehler auf dem Server aufgetreten (500). Bitte versuchen Sie es später erneut.',
    });
    expect(store.redelivering).toBeUndefined();
    store.dispose();
  });

  it('fails the page when the webhook is gone', async () => {
    const { root } = setUp({
      'GET /api/admin/webhooks': { status: 200, body: { items: [] } },
      [`GET /api/admin/webhooks/${ID}/deliveries?limit=50`]: { status: 200, body: { items: [] } },
    });
    const store = new DeliveriesStore(root, ID);
    await store.load();
    expect(store.state).toBe('failed');
  });
});
