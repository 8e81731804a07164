import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import {
  listDeliveries,
  listWebhooks,
  redeliver,
  sendTestEvent,
  type WebhookDelivery,
  type WebhookSubscription,
} from '../../api/adminWebhooksApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';
import type { LoadState } from './WebhooksStore.ts';

/** After a test event or a redelivery the log reloads itself this often while a delivery is pending … */
export const FOLLOW_INTERVAL_MS = 2000;
/** … for at most this many rounds (a receiver that keeps failing waits minutes for its next attempt). */
export const FOLLOW_ROUNDS = 15;

export type DeliveryMessage = { readonly kind: 'success' | 'error'; readonly text: string };

/**
 * The delivery log of one webhook, newest first: reload on demand, the test event and the redelivery of one
 * delivery. After either the log follows the new delivery for a while, so its outcome shows without a click.
 */
export class DeliveriesStore {
  state: LoadState = 'loading';
  webhook: WebhookSubscription | undefined = undefined;
  deliveries: WebhookDelivery[] = [];
  refreshing = false;
  testing = false;
  /** The delivery being sent again. */
  redelivering: string | undefined = undefined;
  message: DeliveryMessage | undefined = undefined;
  messageAt = 0;

  readonly #root: RootStore;
  readonly #id: string;
  readonly #followMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #rounds = 0;
  #disposed = false;

  constructor(root: RootStore, id: string, followMs = FOLLOW_INTERVAL_MS) {
    this.#root = root;
    this.#id = id;
    this.#followMs = followMs;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const [webhooks, deliveries] = await Promise.all([
        listWebhooks(this.#root.api),
        listDeliveries(this.#root.api, this.#id),
      ]);
      runInAction(() => {
        this.webhook = webhooks.find((webhook) => webhook._id === this.#id);
        this.deliveries = deliveries;
        this.state = this.webhook === undefined ? 'failed' : 'ready';
      });
    } catch (error) {
      if (this.#authFailed(error)) return;
      runInAction(() => (this.state = 'failed'));
    }
  }

  /** Reloads the log in place (the table stays while it loads). */
  async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      const deliveries = await listDeliveries(this.#root.api, this.#id);
      runInAction(() => (this.deliveries = deliveries));
    } catch (error) {
      if (this.#authFailed(error)) return;
      this.#say('error', adminFailureText(error, 'Aktualisieren'));
    } finally {
      runInAction(() => (this.refreshing = false));
    }
  }

  async sendTest(): Promise<void> {
    if (this.testing) return;
    this.testing = true;
    try {
      const { deliveryId } = await sendTestEvent(this.#root.api, this.#id);
      this.#say('success', 'Das Testereignis wurde in die Warteschlange gestellt. Die Zustellung erscheint unten.');
      await this.#follow(deliveryId);
    } catch (error) {
      if (this.#authFailed(error)) return;
      this.#say('error', adminFailureText(error, 'Senden'));
    } finally {
      runInAction(() => (this.testing = false));
    }
  }

  async redeliver(delivery: WebhookDelivery): Promise<void> {
    if (this.redelivering !== undefined) return;
    this.redelivering = delivery._id;
    try {
      const { deliveryId } = await redeliver(this.#root.api, this.#id, delivery._id);
      this.#say('success', 'Die Zustellung wird erneut gesendet.');
      await this.#follow(deliveryId);
    } catch (error) {
      if (this.#authFailed(error)) return;
      this.#say('error', adminFailureText(error, 'Senden'));
    } finally {
      runInAction(() => (this.redelivering = undefined));
    }
  }

  /** Stops following the log (the page is left). */
  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#timer);
  }

  /** Reloads the log until the delivery is there and no longer pending, or the rounds are used up. */
  async #follow(deliveryId: string): Promise<void> {
    clearTimeout(this.#timer);
    this.#rounds = 0;
    await this.refresh();
    this.#schedule(deliveryId);
  }

  #schedule(deliveryId: string): void {
    const followed = this.deliveries.find((delivery) => delivery._id === deliveryId);
    const open = followed === undefined || followed.status === 'pending';
    if (this.#disposed || !open || this.#rounds >= FOLLOW_ROUNDS) return;
    this.#rounds += 1;
    this.#timer = setTimeout(() => void this.refresh().then(() => this.#schedule(deliveryId)), this.#followMs);
  }

  #say(kind: DeliveryMessage['kind'], text: string): void {
    runInAction(() => {
      this.message = { kind, text };
      this.messageAt = Date.now();
    });
  }

  #authFailed(error: unknown): boolean {
    if (!(error instanceof ApiError) || !error.isAuthFailure) return false;
    this.#root.handleApiFailure(error);
    return true;
  }
}
