import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import {
  createCalendarFeed,
  getCalendarFeed,
  revokeCalendarFeed,
  type CalendarFeedCreated,
} from '../../api/deadlinesApi.ts';
import type { RootStore } from '../../app/RootStore.ts';

export type CalendarFeedLoadState = 'loading' | 'loaded' | 'error';
/** What the user asked for and must confirm: both end the address a calendar application may be polling. */
export type CalendarFeedConfirmation = 'renew' | 'revoke';
export type CalendarFeedFailure = 'createFailed' | 'revokeFailed';
export type CopyState = 'idle' | 'copied' | 'selectToCopy';
/** What the section confirms once done: the subscription has ended. */
export type CalendarFeedNotice = 'revoked';

/**
 * The calendar subscription of the deadlines: a secret address that a calendar application polls without a
 * session. The server keeps only its hash, so the address is shown once, right after it is made; afterwards the
 * page knows only that one exists and since when. Making a new one or ending the subscription stops the old
 * address, so both are confirmed first.
 */
export class CalendarFeedStore {
  state: CalendarFeedLoadState = 'loading';
  active = false;
  createdAt: string | null = null;
  /** The address just made: shown this once. */
  created: CalendarFeedCreated | null = null;
  busy = false;
  confirming: CalendarFeedConfirmation | null = null;
  failure: CalendarFeedFailure | null = null;
  copyState: CopyState = 'idle';
  notice: CalendarFeedNotice | null = null;

  readonly #root: RootStore;

  constructor(root: RootStore) {
    this.#root = root;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const feed = await getCalendarFeed(this.#root.api);
      runInAction(() => {
        this.active = feed.active;
        this.createdAt = feed.createdAt;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
      });
      this.#onFailure(error);
    }
  }

  /** The first address needs no confirmation: nothing stops working. */
  subscribe(): Promise<void> {
    return this.active ? Promise.resolve(this.ask('renew')) : this.#create();
  }

  ask(confirmation: CalendarFeedConfirmation): void {
    this.confirming = confirmation;
    this.failure = null;
    this.notice = null;
  }

  cancel(): void {
    if (!this.busy) this.confirming = null;
  }

  async confirm(): Promise<void> {
    const confirmation = this.confirming;
    if (confirmation === 'renew') await this.#create();
    else if (confirmation === 'revoke') await this.#revoke();
  }

  /** The address was put on the clipboard, or (no clipboard: plain http, an old browser) is selected to copy by hand. */
  setCopyState(state: CopyState): void {
    this.copyState = state;
  }

  async #create(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.failure = null;
    this.notice = null;
    try {
      const created = await createCalendarFeed(this.#root.api);
      runInAction(() => {
        this.created = created;
        this.active = true;
        this.createdAt = created.createdAt;
        this.copyState = 'idle';
        this.confirming = null;
      });
    } catch (error) {
      runInAction(() => {
        this.failure = 'createFailed';
        this.confirming = null;
      });
      this.#onFailure(error);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async #revoke(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.failure = null;
    try {
      await revokeCalendarFeed(this.#root.api);
      runInAction(() => {
        this.active = false;
        this.createdAt = null;
        this.created = null;
        this.confirming = null;
        this.notice = 'revoked';
      });
    } catch (error) {
      runInAction(() => {
        this.failure = 'revokeFailed';
        this.confirming = null;
      });
      this.#onFailure(error);
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Failures are said in the section; only an ended session leaves the page (§8). */
  #onFailure(error: unknown): void {
    if (error instanceof ApiError && error.isAuthFailure) this.#root.handleApiFailure(error);
    else console.warn('calendar subscription', error);
  }
}
