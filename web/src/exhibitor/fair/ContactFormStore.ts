import { makeAutoObservable, runInAction } from 'mobx';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  validateContactMessage,
  type ContactField,
} from '../../../../domain/exhibitor/contactMessage.ts';
import { ApiError } from '../../api/ApiError.ts';
import { contactFairTeam, type ContactTarget } from '../../api/fairApi.ts';
import type { RootStore } from '../../app/RootStore.ts';

export type ContactSendState = 'editing' | 'sending' | 'sent' | 'failed';

export { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX };

/**
 * The contact-the-fair-team modal (exhibitor-area §2 Fair page actions): subject and message checked by the
 * domain's rule as the server checks them, a sending state, success, and on failure an error with everything
 * typed kept. A signed-out session or a booth that is not the user's follow the error catalogue (§8).
 */
export class ContactFormStore {
  open = false;
  subject = '';
  message = '';
  submitted = false;
  state: ContactSendState = 'editing';
  /** The translation key of the failure shown in the modal. */
  failureKey: string | undefined = undefined;
  /** Field errors the server answered (422), by field. */
  serverErrors: Partial<Record<ContactField, string>> = {};

  readonly #root: RootStore;
  readonly #target: ContactTarget;

  constructor(root: RootStore, target: ContactTarget) {
    this.#root = root;
    this.#target = target;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get fieldErrors(): Partial<Record<ContactField, string>> {
    if (!this.submitted) return this.serverErrors;
    const validated = validateContactMessage({ subject: this.subject, message: this.message });
    return validated.ok ? this.serverErrors : { ...this.serverErrors, ...validated.errors };
  }

  show(): void {
    this.open = true;
    if (this.state === 'sent') this.reset();
  }

  /** Closing keeps what was typed (unless it was sent), so nothing is lost. */
  close(): void {
    if (this.state === 'sending') return;
    this.open = false;
    if (this.state === 'sent') this.reset();
  }

  setSubject(value: string): void {
    this.subject = value;
    delete this.serverErrors.subject;
    if (this.state === 'failed') this.state = 'editing';
  }

  setMessage(value: string): void {
    this.message = value;
    delete this.serverErrors.message;
    if (this.state === 'failed') this.state = 'editing';
  }

  /** Sends when both fields are valid; answers whether the form was valid (the view then focuses the first error). */
  async send(): Promise<boolean> {
    this.submitted = true;
    this.serverErrors = {};
    const validated = validateContactMessage({ subject: this.subject, message: this.message });
    if (!validated.ok) return false;
    this.state = 'sending';
    this.failureKey = undefined;
    try {
      await contactFairTeam(this.#root.api, this.#target, validated.value);
      runInAction(() => {
        this.state = 'sent';
      });
    } catch (error) {
      if (error instanceof ApiError && (error.isAuthFailure || error.messageKey === 'errors.boothNotFound')) {
        runInAction(() => {
          this.state = 'failed';
          this.open = false;
        });
        this.#root.handleApiFailure(error);
        return true;
      }
      runInAction(() => {
        this.state = 'failed';
        if (error instanceof ApiError && error.status === 422 && error.errors.length > 0) {
          const byField: Partial<Record<ContactField, string>> = {};
          for (const fieldError of error.errors) {
            const field = fieldError.field.replace('/body/', '');
            if (field === 'subject' || field === 'message') byField[field] = fieldError.messageKey;
          }
          this.serverErrors = byField;
          this.failureKey = 'fair.contact.failedInvalid';
        } else if (error instanceof ApiError && error.status === 429) {
          this.failureKey = 'fair.contact.failedTooMany';
        } else if (error instanceof ApiError && error.messageKey === 'errors.fairTeamUnreachable') {
          this.failureKey = 'fair.contact.failedNoTeam';
        } else {
          console.error(error);
          this.failureKey = 'fair.contact.failed';
        }
      });
    }
    return true;
  }

  reset(): void {
    this.subject = '';
    this.message = '';
    this.submitted = false;
    this.state = 'editing';
    this.failureKey = undefined;
    this.serverErrors = {};
  }
}
