import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailOutbox } from '../../../adapters/mail/MailOutbox.ts';
import { NodemailerMailer } from '../../../adapters/mail/NodemailerMailer.ts';

/** The development mailer: the mailer of production over the outbox instead of SMTP. */
function outboxMailer(folder: string, from: string) {
  const outbox = new MailOutbox(folder);
  return { outbox, mailer: new NodemailerMailer({ transport: outbox.transport(), from }) };
}

// Without SMTP the mails land in <DATA_DIR>/outbox where a developer can read them, and nothing leaves the machine.
describe('the mail outbox', () => {
  it('writes each mail as an .eml file and lists it in index.json with date, from, to and subject', async () => {
    const folder = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-test-')), 'outbox');
    const { mailer } = outboxMailer(folder, 'Service Centre <noreply@portal.test>');

    await mailer.send({
      to: 'aussteller@demo.test',
      subject: 'Rappel : tâche échue',
      text: 'Texte',
      html: '<p>Texte <b>gras</b></p>',
    });
    await mailer.send({ to: 'mitaussteller@demo.test', subject: 'Second', text: 'Zwei' });

    const index = JSON.parse(await readFile(path.join(folder, 'index.json'), 'utf8')) as Array<Record<string, string>>;
    expect(index.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: 'aussteller@demo.test', subject: 'Rappel : tâche échue' },
      { to: 'mitaussteller@demo.test', subject: 'Second' },
    ]);
    expect(index[0].from).toBe('Service Centre <noreply@portal.test>');
    expect(Number.isNaN(Date.parse(index[0].date))).toBe(false);
    const eml = await readFile(path.join(folder, index[0].file), 'utf8');
    expect(eml).toMatch(/^To: aussteller@demo\.test$/m);
    expect(eml).toMatch(/^From: Service Centre <noreply@portal\.test>$/m);
    expect(eml).toMatch(/^Content-Type: text\/html/m);
    expect(eml).toContain('<b>gras</b>');
  });

  it('keeps every entry when mails are sent at the same time', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    const { outbox, mailer } = outboxMailer(folder, 'noreply@portal.test');

    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        mailer.send({ to: `user${index}@demo.test`, subject: `Mail ${index}`, text: 'x' }),
      ),
    );

    const entries = await outbox.entries();
    expect(entries.map((entry) => entry.subject).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `Mail ${index}`).sort(),
    );
    expect(new Set(entries.map((entry) => entry.file)).size).toBe(10);
  });

  it('strips scripts from the HTML it writes', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    const { outbox, mailer } = outboxMailer(folder, 'noreply@portal.test');

    await mailer.send({ to: 'a@demo.test', subject: 'x', text: 'x', html: '<p>ok<script>alert(1)</script></p>' });

    const [entry] = await outbox.entries();
    expect(await readFile(path.join(folder, entry.file), 'utf8')).not.toContain('<script');
  });
});
