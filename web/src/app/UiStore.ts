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

  /** Operator notices (home message banner) the user dismissed in this tab, by their text: a changed notice shows again. */
  readonly dismissedNotices = new Set<string>();

  isNoticeDismissed(text: string): boolean {
    return this.dismissedNotices.has(text);
  }

  dismissNotice(text: string): void {
    this.dismissedNotices.add(text);
  }
}
