import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient.ts';
import { ApiError } from '../api/ApiError.ts';
import type { BoothCard, FairNavigationEntry, HomeView, OpenFair } from '../api/types.ts';
import type { FailureHandler } from './ports.ts';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * The home page's data (booths, fair navigation, open registrations), shared with the shell's fair
 * navigation. Fetched once and again only when marked for reload (spec: exhibitor-area §4 Loading).
 */
export class HomeStore {
  state: LoadState = 'idle';
  data: HomeView | undefined = undefined;
  #reloadWanted = false;
  #refreshing = false;

  readonly #api: ApiClient;
  readonly #onFailure: FailureHandler;

  constructor(api: ApiClient, onFailure: FailureHandler) {
    this.#api = api;
    this.#onFailure = onFailure;
    // The server's answer is replaced as a whole, never changed in place: observed by reference, it is not copied
    // into observables on every load (on a phone that copy of a long booth list was a noticeable part of the load).
    makeAutoObservable(this, { data: observableRef });
  }

  get activeBooths(): readonly BoothCard[] {
    return this.data?.activeBooths ?? [];
  }

  get fairNavigation(): readonly FairNavigationEntry[] {
    return (this.data?.fairNavigation ?? []).filter((fair) => fair.booths.length > 0);
  }

  /** A read is under way and no fair navigation (the booths it lists) is known yet. */
  get fairNavigationPending(): boolean {
    return this.state === 'loading' && this.fairNavigation.length === 0;
  }

  get fairsOpenForRegistration(): readonly OpenFair[] {
    return this.data?.fairsOpenForRegistration ?? [];
  }

  /** Where the "add a new booth" card leads: the first fair the server offers for registration. */
  get firstOpenFair(): OpenFair | undefined {
    return this.fairsOpenForRegistration[0];
  }

  get isNewMember(): boolean {
    return this.data?.newMember ?? false;
  }

  get isStale(): boolean {
    return this.data?.stale ?? false;
  }

  get unreadNotifications(): number {
    return this.data?.unreadNotifications ?? 0;
  }

  /** The message centre reports the count after marking a message read, so the header follows at once. */
  setUnreadNotifications(count: number): void {
    if (this.data) this.data = { ...this.data, unreadNotifications: count };
  }

  markForReload(): void {
    this.#reloadWanted = true;
  }

  ensureLoaded(): Promise<void> {
    if (this.state === 'loading') return Promise.resolve();
    if (this.state === 'loaded' && !this.#reloadWanted) return Promise.resolve();
    return this.load();
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.#reloadWanted = false;
    try {
      const data = await this.#api.getExhibitorHome();
      runInAction(() => {
        this.data = data;
        this.state = 'loaded';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
      });
      this.#onFailure(error);
    }
  }

  /**
   * Home is shown again: its data is marked for reload and read again in the background while what is shown stays
   * (no skeleton), so that a booking system that failed meanwhile shows its stale notice instead of cards that
   * look current. A read under way, or the first one (RequireSession's), is not doubled. A failure keeps the
   * cards, marked stale; an ended session follows the error catalogue.
   */
  async refresh(): Promise<void> {
    if (this.state !== 'loaded') return;
    if (this.#refreshing) return;
    this.#refreshing = true;
    this.#reloadWanted = false;
    try {
      const data = await this.#api.getExhibitorHome();
      runInAction(() => {
        this.data = data;
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) this.#onFailure(error);
      else
        runInAction(() => {
          if (this.data) this.data = { ...this.data, stale: true };
        });
    } finally {
      this.#refreshing = false;
    }
  }

  clear(): void {
    this.data = undefined;
    this.state = 'idle';
  }
}
