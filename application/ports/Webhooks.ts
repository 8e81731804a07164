/**
 * Webhook subscriptions of the back office and their deliveries (Standard Webhooks). The store keeps them; the
 * dispatcher fans every committed domain event out to the matching subscriptions and sends each subscription's
 * deliveries one at a time, in order; the target check decides where a webhook may send (domain/webhooks).
 */
import type { AdminActor } from '../admin/adminErrors.ts';

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookInput {
  readonly url: string;
  readonly description: string;
  /** Empty: every event type. */
  readonly eventTypes: readonly string[];
  readonly enabled: boolean;
}

export interface WebhookSubscription extends WebhookInput {
  readonly _id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
  readonly failedDeliveries: number;
  readonly lastDelivery: { readonly status: WebhookDeliveryStatus; readonly at: string } | null;
}

export interface WebhookDelivery {
  readonly _id: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  readonly nextAttemptAt: string | null;
  readonly createdAt: string;
  readonly deliveredAt: string | null;
}

export interface WebhookStore {
  list(): Promise<WebhookSubscription[]>;
  get(id: string): Promise<WebhookSubscription | undefined>;
  /** Creates the subscription with a new secret; answers it with the secret (shown this once). */
  create(input: WebhookInput, actor: AdminActor): Promise<WebhookSubscription & { secret: string }>;
  /** Saves when `version` is current; 'stale' when it changed since, undefined when there is no such subscription. */
  update(
    id: string,
    input: WebhookInput,
    version: number,
    actor: AdminActor,
  ): Promise<WebhookSubscription | 'stale' | undefined>;
  /**
   * Deletes it with its deliveries, which the back office's trash keeps for TRASH_DAYS days (restored from there with
   * its id, secret and log); false when there was none.
   */
  delete(id: string, actor: AdminActor): Promise<boolean>;
  /** Writes a webhook.test event for this subscription only and queues its delivery; undefined: no such subscription. */
  queueTest(id: string): Promise<string | undefined>;
  /** The newest deliveries first; undefined: no such subscription. */
  deliveries(id: string, limit: number): Promise<WebhookDelivery[] | undefined>;
  /**
   * Queues the delivery's event again at the end of the subscription's queue: the new delivery, 'pending' while
   * the delivery itself still waits to be sent, undefined when there is no such delivery of that subscription.
   */
  redeliver(id: string, deliveryId: string): Promise<{ deliveryId: string } | 'pending' | undefined>;
}

export const WebhookStoreToken = Symbol.for('WebhookStore');

/** Where a webhook may send: undefined when `url` is allowed (after resolving its host), else the German reason. */
export interface WebhookTargets {
  refusal(url: string): Promise<string | undefined>;
}

/** Wakes the delivery of a subscription's queue at once (otherwise the periodic sweep finds it). */
export interface WebhookDispatch {
  wake(subscriptionId: string): void;
}
