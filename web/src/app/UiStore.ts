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
}
