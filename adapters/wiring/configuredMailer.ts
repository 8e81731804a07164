import path from 'node:path';
import type { Logger } from '../../application/ports/Logger.ts';
import type { Mailer } from '../../application/ports/Mail.ts';
import { DEFAULT_MAIL_FROM, type Config } from '../config.ts';
import { MailOutbox } from '../mail/MailOutbox.ts';
import { NodemailerMailer } from '../mail/NodemailerMailer.ts';
import { smtpTransport } from '../mail/smtpTransport.ts';

/** The Mailer as the configuration says: SMTP with SMTP_URL, otherwise the outbox in <dataDir>/outbox. */
export function configuredMailer(config: Config, dataDir: string, logger: Logger): Mailer {
  const mail = config.mail ?? { kind: 'outbox', from: DEFAULT_MAIL_FROM };
  if (mail.kind === 'smtp')
    return new NodemailerMailer({ transport: smtpTransport({ url: mail.url }), from: mail.from });
  const folder = path.join(dataDir, 'outbox');
  if (config.production)
    logger.warn('SMTP_URL is not set: e-mails are written to the outbox folder, not sent', { folder });
  else logger.info('e-mails are written to the outbox folder (SMTP_URL is not set)', { folder });
  return new NodemailerMailer({ transport: new MailOutbox(folder).transport(), from: mail.from });
}
