import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import { cancelAnnouncement, listAnnouncements, type Announcement } from '../../api/adminAnnouncementsApi.ts';
import type { RootStore } from '../../app/RootStore.ts';
import { adminFailureText } from '../ui/adminMessages.ts';

export type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The Mitteilungen overview: every announcement with how many it reached, were e-mailed and read it, and the cancel
 * of a scheduled one after Ja. A refused cancel (its sending began meanwhile) stays in its dialog with the reason.
 */
export class AnnouncementsStore {
  state: LoadState = 'loading';
  items: Announcement[] = [];
  pendingCancel: Announcement | undefined = undefined;
  cancelling = false;
  cancelError: string | undefined = undefined;
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
      const items = await listAnnouncements(this.#root.api);
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

  askCancel(announcement: Announcement): void {
    this.pendingCancel = announcement;
    this.cancelError = undefined;
  }

  dismissCancel(): void {
    if (this.cancelling) return;
    this.pendingCancel = undefined;
    this.cancelError = undefined;
  }

  async confirmCancel(): Promise<void> {
    const announcement = this.pendingCancel;
    if (announcement === undefined || this.cancelling) return;
    this.cancelling = true;
    this.cancelError = undefined;
    try {
      const cancelled = await cancelAnnouncement(this.#root.api, announcement.id);
      runInAction(() => {
        this.items = this.items.map((item) => (item.id === cancelled.id ? cancelled : item));
        this.pendingCancel = undefined;
        this.notice = `Die Mitteilung «${announcement.subjectDe}» wurde storniert.`;
        this.noticeAt = Date.now();
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) {
        this.#root.handleApiFailure(error);
        return;
      }
      runInAction(() => (this.cancelError = adminFailureText(error, 'Stornieren')));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }
}
