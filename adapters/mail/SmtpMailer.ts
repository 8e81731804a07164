import { createTransport } from 'nodemailer';
import type { Mail, Mailer } from '../../application/ports/Mail.ts';
import { withSanitisedHtml } from './mailHtml.ts';

export interface SmtpMailerOptions {
  /** smtp://user:password@host:port or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The sender, e.g. `Service Centre <noreply@example.ch>`. */
  from: string;
  /** Upper bound for connecting, the greeting and each command; default 30 s. */
  timeoutMs?: number;
}

/** Sends each mail over SMTP (nodemailer). `send` throws when the server refuses the mail or cannot be reached in time. */
export class SmtpMailer implements Mailer {
  readonly #transport: ReturnType<typeof createTransport>;
  readonly #from: string;

  constructor(options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 30_000;
    this.#from = options.from;
    this.#transport = createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // The mail worker retries with back-off; nodemailer must not keep connections of its own.
      pool: false,
    });
  }

  async send(mail: Mail): Promise<void> {
    const message = withSanitisedHtml(mail);
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    });
  }

  close(): void {
    this.#transport.close();
  }
}
