import { createTransport, type Transporter } from 'nodemailer';

export interface SmtpTransportOptions {
  /** smtp://user:password@host:port or smtps://... (nodemailer's connection URL). */
  url: string;
  /** Upper bound for connecting, the greeting and each command; default 30 s. */
  timeoutMs?: number;
}

/** A nodemailer transport that hands each mail to an SMTP server, one connection per mail. */
export function smtpTransport(options: SmtpTransportOptions): Transporter {
  const timeout = options.timeoutMs ?? 30_000;
  return createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    // The mail worker retries with back-off; nodemailer must not keep connections of its own.
    pool: false,
  });
}
