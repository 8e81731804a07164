import type { AdminActor } from '../../application/admin/adminErrors.ts';
import type {
  WebhookDelivery,
  WebhookInput,
  WebhookStore,
  WebhookSubscription,
} from '../../application/ports/Webhooks.ts';

/**
 * Webhook subscriptions and their deliveries in memory, with the store's rules: a new subscription gets a secret
 * (answered once), an update is a compare-and-set on the version, a test event and a redelivery queue a pending
 * delivery, and a delivery still pending cannot be redelivered. `settle` plays the dispatcher finishing a send.
 */
export class InMemoryWebhookStore implements WebhookStore {
  private readonly subscriptions = new Map<string, WebhookSubscription>();
  private readonly log = new Map<string, WebhookDelivery[]>();
  private next = 0;

  async list(): Promise<WebhookSubscription[]> {
    return [...this.subscriptions.values()];
  }

  async get(id: string): Promise<WebhookSubscription | undefined> {
    return this.subscriptions.get(id);
  }

  async create(input: WebhookInput, _actor: AdminActor): Promise<WebhookSubscription & { secret: string }> {
    const id = `wh-${++this.next}`;
    const at = '2026-12-01T09:00:00.000Z';
    const subscription = {
      ...input,
      _id: id,
      createdAt: at,
      updatedAt: at,
      version: 1,
      failedDeliveries: 0,
      lastDelivery: null,
    };
    this.subscriptions.set(id, subscription);
    this.log.set(id, []);
    return { ...subscription, secret: `whsec_${id}` };
  }

  async update(id: string, input: WebhookInput, version: number, _actor: AdminActor) {
    const before = this.subscriptions.get(id);
    if (!before) return undefined;
    if (before.version !== version) return 'stale' as const;
    const saved = { ...before, ...input, version: version + 1 };
    this.subscriptions.set(id, saved);
    return saved;
  }

  async delete(id: string, _actor: AdminActor): Promise<boolean> {
    this.log.delete(id);
    return this.subscriptions.delete(id);
  }

  async queueTest(id: string): Promise<string | undefined> {
    return this.subscriptions.has(id) ? this.queue(id, 'webhook.test', `event-${++this.next}`) : undefined;
  }

  async deliveries(id: string, limit: number): Promise<WebhookDelivery[] | undefined> {
    return this.log.get(id)?.slice().reverse().slice(0, limit);
  }

  async redeliver(id: string, deliveryId: string) {
    const delivery = this.log.get(id)?.find((known) => known._id === deliveryId);
    if (!delivery) return undefined;
    if (delivery.status === 'pending') return 'pending' as const;
    return { deliveryId: this.queue(id, delivery.eventType, delivery.eventId) };
  }

  /** The dispatcher has sent the delivery: it succeeded or failed for good. */
  settle(id: string, deliveryId: string, status: 'succeeded' | 'failed'): void {
    const log = this.log.get(id) ?? [];
    this.log.set(
      id,
      log.map((delivery) => (delivery._id === deliveryId ? { ...delivery, status, attempts: 1 } : delivery)),
    );
  }

  private queue(id: string, eventType: string, eventId: string): string {
    const delivery: WebhookDelivery = {
      _id: `delivery-${++this.next}`,
      eventId,
      eventType,
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      nextAttemptAt: null,
      createdAt: '2026-12-01T09:00:00.000Z',
      deliveredAt: null,
    };
    this.log.get(id)?.push(delivery);
    return delivery._id;
  }
}
