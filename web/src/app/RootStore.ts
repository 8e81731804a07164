import type { ApiClient } from '../api/ApiClient.ts';
import { ApiError } from '../api/ApiError.ts';
import { HomeStore } from './HomeStore.ts';
import type { KeyValueStorage, Navigate, PrepareLanguage } from './ports.ts';
import { SessionStore } from './SessionStore.ts';
import { UiStore } from './UiStore.ts';

export const API_ERROR = 'errors.apiError';
export const BOOTH_NOT_FOUND = 'errors.boothNotFound';

export type RootStoreDependencies = {
  readonly api: ApiClient;
  readonly storage: KeyValueStorage;
  /** The browser hands in the loader of the texts; without one every language is taken as ready. */
  readonly prepareLanguage?: PrepareLanguage;
};

/** Created once at start-up; creates the area stores and hands them the API client. */
export class RootStore {
  readonly api: ApiClient;
  /** This browser's storage (kept across the identity provider's round trips). */
  readonly storage: KeyValueStorage;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly home: HomeStore;

  #navigate: Navigate | undefined;
  #pendingNavigation: string | undefined;

  constructor({ api, storage, prepareLanguage }: RootStoreDependencies) {
    this.api = api;
    this.storage = storage;
    this.ui = new UiStore();
    const onFailure = (error: unknown): void => this.handleApiFailure(error);
    this.session = new SessionStore(api, storage, onFailure, prepareLanguage);
    this.home = new HomeStore(api, onFailure);
  }

  /** The router hands in its navigate function once it is mounted; a navigation asked for earlier runs then. */
  connectRouter(navigate: Navigate): () => void {
    this.#navigate = navigate;
    const pending = this.#pendingNavigation;
    this.#pendingNavigation = undefined;
    if (pending !== undefined) navigate(pending);
    return () => {
      if (this.#navigate === navigate) this.#navigate = undefined;
    };
  }

  /**
   * The error catalogue (spec: exhibitor-area §8): 401 and 403 end the session in the UI; a booth or fair
   * that is not found (404 errors.boothNotFound) shows errors.boothNotFound on Home; every other failure
   * shows errors.apiError on Home, or the message key the caller passes. Never a silent redirect.
   */
  handleApiFailure(error: unknown, messageKey?: string): void {
    if (error instanceof ApiError && error.isAuthFailure) {
      if (error.status === 401) this.ui.sessionExpired(currentAddress());
      this.#goTo('/logout');
      return;
    }
    if (error instanceof ApiError && error.status === 404 && error.messageKey === BOOTH_NOT_FOUND) {
      this.ui.showMessage(BOOTH_NOT_FOUND);
    } else {
      console.error(error);
      this.ui.showMessage(messageKey ?? API_ERROR);
    }
    this.#goTo('/');
  }

  #goTo(path: string): void {
    if (this.#navigate) this.#navigate(path);
    else this.#pendingNavigation = path;
  }
}

/** The address the user is on (path, query and hash), to come back to after signing in again; Home elsewhere. */
function currentAddress(): string {
  const location = (globalThis as { location?: Location }).location;
  if (!location) return '/';
  const address = `${location.pathname}${location.search}${location.hash}`;
  return address.startsWith('/') && !address.startsWith('//') && !location.pathname.startsWith('/logout')
    ? address
    : '/';
}
