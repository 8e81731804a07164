import { describe, expect, it } from '@jest/globals';
import {
  AdminInUse,
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
} from '../../../application/admin/adminErrors.ts';
import { AdminWebhooks, type WebhookBody } from '../../../application/admin/AdminWebhooks.ts';
import type { WebhookTargets } from '../../../application/ports/Webhooks.ts';
import { InMemoryWebhookStore } from '../../support/InMemoryWebhookStore.ts';

// Beyond the spec (DESIGN "Events"): managers subscribe other systems to the portal's domain events.

const manager = { userId: 'manager' };
const HTTPS_ONLY = 'Nur https:// auf öffentliche Adressen ist erlaubt.';

/** As the production targets: https only (the real check also resolves the host). */
const targets: WebhookTargets = {
  refusal: async (url) => (url.startsWith('https://') ? undefined : HTTPS_ONLY),
};

function setUp() {
  const store = new InMemoryWebhookStore();
  const woken: string[] = [];
  const webhooks = new AdminWebhooks({ store, targets, dispatch: { wake: (id) => void woken.push(id) } });
  return { store, woken, webhooks };
}

const body: WebhookBody = {
  url: ' https://crm.example/hooks ',
  description: ' CRM ',
  eventTypes: ['insurance.saved', 'insurance.saved', 'fair.changed'],
  enabled: true,
};

describe('AdminWebhooks', () => {
  it('creates a subscription with its secret, the URL and description trimmed and each event type once', async () => {
    const { webhooks } = setUp();
    const created = await webhooks.create(body, manager);
    expect(created).toMatchObject({
      url: 'https://crm.example/hooks',
      description: 'CRM',
      eventTypes: ['insurance.saved', 'fair.changed'],
      enabled: true,
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect((await webhooks.list()).items.map((item) => item._id)).toEqual([created._id]);
  });

  it('refuses a target the check refuses, an overlong description and an unknown event type, all at once', async () => {
    const { webhooks } = setUp();
    const error = await webhooks
      .create(
        { ...body, url: 'http://crm.example', description: 'x'.repeat(501), eventTypes: ['booth.deleted'] },
        manager,
      )
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AdminValidationFailed);
    expect((error as AdminValidationFailed).errors).toEqual([
      { field: 'url', message: HTTPS_ONLY },
      { field: 'description', message: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.' },
      { field: 'eventTypes', message: 'Unbekannter Ereignistyp: booth.deleted' },
    ]);
    expect((await webhooks.list()).items).toEqual([]);
  });

  it('changes a subscription only at the version read, answering the current one when it is stale', async () => {
    const { webhooks } = setUp();
    const created = await webhooks.create(body, manager);
    const changed = await webhooks.update(created._id, { ...body, enabled: false, version: 1 }, manager);
    expect(changed).toMatchObject({ enabled: false, version: 2 });
    const stale = await webhooks
      .update(created._id, { ...body, version: 1 }, manager)
      .catch((thrown: unknown) => thrown);
    expect(stale).toBeInstanceOf(AdminStaleVersion);
    expect((stale as AdminStaleVersion).current).toMatchObject({ version: 2, enabled: false });
    await expect(webhooks.update('wh-999', { ...body, version: 1 }, manager)).rejects.toBeInstanceOf(AdminNotFound);
  });

  it('queues a test event for one subscription and wakes its delivery at once', async () => {
    const { webhooks, woken } = setUp();
    const created = await webhooks.create(body, manager);
    const { deliveryId } = await webhooks.test(created._id);
    expect((await webhooks.deliveries(created._id, 10)).items).toEqual([
      expect.objectContaining({ _id: deliveryId, eventType: 'webhook.test', status: 'pending' }),
    ]);
    expect(woken).toEqual([created._id]);
    await expect(webhooks.test('wh-999')).rejects.toBeInstanceOf(AdminNotFound);
  });

  it('redelivers an event once its delivery is done, and refuses while it is still pending', async () => {
    const { webhooks, store, woken } = setUp();
    const created = await webhooks.create(body, manager);
    const { deliveryId } = await webhooks.test(created._id);
    await expect(webhooks.redeliver(created._id, deliveryId)).rejects.toBeInstanceOf(AdminInUse);
    store.settle(created._id, deliveryId, 'failed');
    const again = await webhooks.redeliver(created._id, deliveryId);
    expect(again.deliveryId).not.toBe(deliveryId);
    expect(woken).toEqual([created._id, created._id]);
    await expect(webhooks.redeliver(created._id, 'delivery-999')).rejects.toThrow('Zustellung nicht gefunden');
  });

  it('deletes a subscription once; its log is gone with it', async () => {
    const { webhooks } = setUp();
    const created = await webhooks.create(body, manager);
    await webhooks.delete(created._id, manager);
    await expect(webhooks.delete(created._id, manager)).rejects.toBeInstanceOf(AdminNotFound);
    await expect(webhooks.deliveries(created._id, 10)).rejects.toBeInstanceOf(AdminNotFound);
  });
});
