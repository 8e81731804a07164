import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { deleteWebhook, listWebhooks, type WebhookSubscription } from '../../api/adminWebhooksApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';
import { webhookName } from './webhookTexts.ts';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The Webhooks overview: every subscription with the state of its deliveries, and the delete after Ja. A failed
 * delete stays in its dialog with the reason, so the manager can try again or cancel.
 */
export class WebhooksStore {
  state: LoadState = 'loading';
  items: WebhookSubscription[] = [];
  pendingDelete: WebhookSubscription | undefined = undefined;
  deleting = false;
  deleteError: string | undefined = undefined;
  notice: string | undefined = undefined;
  noticeAt = 0;

  readonly #root: RootStore;
  #request = 0;

  constructor(root: RootStore) {
    this.#root = root;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    const request = ++this.#request;
    this.state = 'loading';
    try {
      const items = await listWebhooks(this.#root.api);
      if (request !== this.#request) return;
      runInAction(() => {
        this.items = items;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.#request) return;
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => (this.state = 'failed'));
    }
  }

  askDelete(webhook: WebhookSubscription): void {
    this.pendingDelete = webhook;
    this.deleteError = undefined;
  }

  cancelDelete(): void {
    if (this.deleting) return;
    this.pendingDelete = undefined;
    this.deleteError = undefined;
  }

  async confirmDelete(): Promise<void> {
    const webhook = this.pendingDelete;
    if (webhook === undefined || this.deleting) return;
    this.deleting = true;
    this.deleteError = undefined;
    try {
      await deleteWebhook(this.#root.api, webhook._id);
      runInAction(() => {
        this.items = this.items.filter((item) => item._id !== webhook._id);
        this.pendingDelete = undefined;
        this.notice = `${webhookName(webhook)} wurde gelöscht.`;
        this.noticeAt = Date.now();
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => (this.deleteError = adminFailureText(error, 'Löschen')));
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }
}
