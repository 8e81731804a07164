import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { NodemailerMailer } from '../../../adapters/mail/NodemailerMailer.ts';
import { smtpTransport, type SmtpTransportOptions } from '../../../adapters/mail/smtpTransport.ts';
import { TestSmtpServer } from '../../support/TestSmtpServer.ts';

function smtpMailer(options: SmtpTransportOptions & { from: string }) {
  return new NodemailerMailer({ transport: smtpTransport(options), from: options.from });
}

// E-mails go out through the Mailer port, SMTP with nodemailer, tested against a real SMTP server.
describe('the mailer over SMTP, against a real SMTP server', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it('delivers from, to, subject, text and HTML, in any of the portal languages', async () => {
    const mailer = smtpMailer({ url: smtp.url, from: 'Service Centre <noreply@portal.test>' });
    await mailer.send({
      to: 'aussteller@demo.test',
      subject: 'Erinnerung: Aufgabe fällig – Überprüfen',
      text: 'Bitte erledigen Sie die Aufgabe «Versicherung».',
      html: '<p>Bitte erledigen Sie die Aufgabe <strong>«Versicherung»</strong>.</p>',
    });

    const [mail] = await smtp.waitForMails(1);
    expect(mail.envelopeFrom).toBe('noreply@portal.test');
    expect(mail.envelopeTo).toEqual(['aussteller@demo.test']);
    expect(mail.from).toBe('Service Centre <noreply@portal.test>');
    expect(mail.to).toBe('aussteller@demo.test');
    expect(mail.subject).toBe('Erinnerung: Aufgabe fällig – Überprüfen');
    expect(mail.text).toBe('Bitte erledigen Sie die Aufgabe «Versicherung».');
    expect(mail.html).toContain('<strong>«Versicherung»</strong>');
  });

  it('sanitises the HTML body when sending: no script, no event handler, no javascript: link', async () => {
    const mailer = smtpMailer({ url: smtp.url, from: 'noreply@portal.test' });
    const before = smtp.received.length;
    await mailer.send({
      to: 'aussteller@demo.test',
      subject: 'Sanitised',
      text: 'plain',
      html: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://portal.test/fair/A/1">open</a></p>',
    });

    const mail = (await smtp.waitForMails(before + 1))[before];
    expect(mail.html).not.toMatch(/script|onclick|javascript:/i);
    expect(mail.html).toContain('<a href="https://portal.test/fair/A/1" rel="noopener noreferrer">open</a>');
  });

  it('throws when the server refuses the mail (550), and nothing counts as delivered', async () => {
    const mailer = smtpMailer({ url: smtp.url, from: 'noreply@portal.test' });
    const before = smtp.received.length;
    smtp.refuseNext(1);

    await expect(mailer.send({ to: 'aussteller@demo.test', subject: 'Refused', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(smtp.received).toHaveLength(before);
  });

  it('throws when no SMTP server listens', async () => {
    const closed = await unusedPort();
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${closed}`, from: 'noreply@portal.test', timeoutMs: 2_000 });

    await expect(mailer.send({ to: 'aussteller@demo.test', subject: 'Down', text: 'x' })).rejects.toThrow();
  });

  it('gives up after its timeout when the server accepts the connection but never answers', async () => {
    const silent: Server = createServer(() => {
      /* accepts and stays silent: no SMTP greeting */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'noreply@portal.test', timeoutMs: 300 });
    const started = Date.now();

    await expect(mailer.send({ to: 'aussteller@demo.test', subject: 'Silent', text: 'x' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);

    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
