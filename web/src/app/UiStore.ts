import { makeAutoObservable } from 'mobx';

/** Cross-page UI state: the message the home page's banner shows (a translation key). */
export class UiStore {
  message: string | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  showMessage(messageKey: string): void {
    this.message = messageKey;
  }

  dismissMessage(): void {
    this.message = undefined;
  }

  /**
   * The session ended on the server while the user was working (an API call answered 401): the logout page says
   * so and offers to sign in back to this address, instead of reading like a logout the user asked for.
   */
  expiredSession: { readonly returnTo: string } | undefined = undefined;

  sessionExpired(returnTo: string): void {
    // The first refusal names the page: the calls still under way are refused too, some once the user is on /logout.
    this.expiredSession ??= { returnTo };
  }

  clearExpiredSession(): void {
    this.expiredSession = undefined;
  }

  /** Operator notices (home message banner) the user dismissed in this tab, by their text: a changed notice shows again. */
  readonly dismissedNotices = new Set<string>();

  isNoticeDismissed(text: string): boolean {
    return this.dismissedNotices.has(text);
  }

  dismissNotice(text: string): void {
    this.dismissedNotices.add(text);
  }
}
