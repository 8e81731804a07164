import type { Transporter } from 'nodemailer';
import type { Mail, Mailer } from '../../application/ports/Mail.ts';
import { withSanitisedHtml } from './mailHtml.ts';

/**
 * The Mailer port over a nodemailer transport: SMTP in production (smtpTransport), the local outbox in
 * development (MailOutbox). The message is built here, the same whichever transport carries it. `send`
 * throws when the transport could not take the mail (refused, unreachable, timed out, not written).
 */
export class NodemailerMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(options: {
    transport: Transporter;
    /** The sender, e.g. `Exhibitor Service Centre <noreply@example.ch>`. */
    from: string;
  }) {
    this.#transport = options.transport;
    this.#from = options.from;
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
      ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
    });
  }

  close(): void {
    this.#transport.close();
  }
}
