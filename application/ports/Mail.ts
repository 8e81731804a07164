import type { BoothAction } from './BoothTeams.ts';

/** An e-mail as the application writes it. `html` is sanitised before it gets here. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly replyTo?: string;
  /** Further header fields (List-Unsubscribe of a digest, say), written as given. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends one e-mail now (SMTP in production, a local outbox in development). Throws when it could not. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Hands an e-mail to the background work that sends it: durable (never lost once enqueued), retried
 * on failure, and sent once per `key` (a second enqueue with the same key is ignored).
 */
export interface MailQueue {
  /**
   * `action` (who, and the domain event of a message to a fair team) is written with the queued mail, in its
   * transaction: only when the mail is queued (not for a key queued before).
   */
  enqueue(mail: Mail, key: string, action?: BoothAction): Promise<void>;
}

export const MailerToken = Symbol.for('Mailer');
export const MailQueueToken = Symbol.for('MailQueue');
