import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError.ts';
import type { RootStore } from '../../app/RootStore.ts';

/**
 * Where to sign in back to after a logout the user asked for in order to change accounts (an invitation meant for
 * another address); it outlives the identity provider's round trip, so it is kept in this browser's storage.
 */
export const SIGN_IN_RETURN_KEY = 'oneshop.signInReturnTo';

export type LogoutState = 'waiting' | 'signingOut' | 'leaving' | 'signedOut' | 'expired';

/** Ends the session on the server and then at the identity provider (spec: exhibitor-area §2 /logout). */
export class LogoutPageStore {
  state: LogoutState = 'waiting';
  endSessionUrl: string | undefined = undefined;
  /** After an expired session: the address to sign in back to. */
  returnTo = '/';
  /**
   * Signed out to sign in with another account (an invitation for another address): the page goes on to the sign-in
   * at once, which comes back to `returnTo`, instead of waiting for a click on "sign in again".
   */
  signInNow = false;
  readonly #root: RootStore;

  constructor(root: RootStore) {
    this.#root = root;
    makeAutoObservable(this);
  }

  /** Runs once the session is known; a user who is already signed out just sees that. */
  async start(): Promise<void> {
    const { session, home, ui } = this.#root;
    if (this.state !== 'waiting' || session.state === 'loading') return;
    const expired = ui.expiredSession;
    if (expired) {
      // The server already ended the session: nothing to sign out of, only to say so.
      this.returnTo = expired.returnTo;
      this.state = 'expired';
      ui.clearExpiredSession();
      home.clear();
      if (session.state === 'signedIn') session.signedOut();
      return;
    }
    if (session.state !== 'signedIn') {
      this.signInNow = this.#takeSignInReturn();
      this.state = 'signedOut';
      return;
    }
    this.state = 'signingOut';
    try {
      const { endSessionUrl } = await this.#root.api.logout();
      runInAction(() => {
        this.endSessionUrl = endSessionUrl;
        this.state = 'leaving';
      });
    } catch (error) {
      if (error instanceof ApiError && error.isAuthFailure) {
        runInAction(() => {
          this.signInNow = this.#takeSignInReturn();
          this.state = 'signedOut';
        });
      } else {
        runInAction(() => {
          this.state = 'waiting';
        });
        this.#root.handleApiFailure(error);
        return;
      }
    }
    runInAction(() => {
      home.clear();
      session.signedOut();
    });
  }

  /** A page path kept before the sign-out is where "sign in again" leads, once; true when there was one. */
  #takeSignInReturn(): boolean {
    const kept = this.#root.storage.getItem(SIGN_IN_RETURN_KEY) ?? '';
    if (kept === '') return false;
    this.#root.storage.setItem(SIGN_IN_RETURN_KEY, '');
    if (!kept.startsWith('/') || kept.startsWith('//')) return false;
    this.returnTo = kept;
    return true;
  }
}
