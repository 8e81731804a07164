import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Reminders } from '../../../application/exhibitor/Reminders.ts';
import { RemindersToken } from '../../../adapters/wiring/exhibitor.ts';
import { MailOutbox } from '../../../adapters/mail/MailOutbox.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// The daily reminders end to end in the composed portal: the use case over the real adapters (PostgreSQL, the
// booking-system simulator over HTTP), pg-boss's mail worker, and the development outbox (no SMTP_URL) as the Mailer.
describe('reminders in the running portal', () => {
  let portal: TestPortal;
  let outbox: MailOutbox;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-reminders-'));
    outbox = new MailOutbox(path.join(dataDir, 'outbox'));
    portal = await startTestPortal({ jobs: { reminders: false }, dataDir });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('writes reminders to the message centre and e-mails them, once, to the user who switched e-mail on', async () => {
    const reminders = portal.portal.container.get<Reminders>(RemindersToken);

    const first = await reminders.run(new Date());
    const second = await reminders.run(new Date());

    expect(first.created).toBeGreaterThan(0);
    expect(first.failedUsers).toBe(0);
    expect(second.created).toBe(0);
    // In the demo data only aussteller@demo.test has e-mail notifications on.
    // The mail worker polls the queue; on a busy machine the last mails can take a while to be picked up.
    const deadline = Date.now() + 100_000;
    while ((await outbox.entries()).length < first.mailed && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const entries = await outbox.entries();
    expect(first.mailed).toBeGreaterThan(0);
    expect(entries).toHaveLength(first.mailed);
    expect(new Set(entries.map((entry) => entry.to))).toEqual(new Set(['aussteller@demo.test']));
    const eml = await readFile(path.join(outbox.folder, entries[0].file), 'utf8');
    expect(eml).toContain(`${portal.url}/fair/`);

    const anna = await portal.signedIn('aussteller@demo.test');
    const response = await anna.api('/api/notifications');
    const body = await expectDescribed('GET', '/api/notifications', response);
    const subjects = JSON.stringify(body);
    expect(subjects).toContain(entries[0].subject.replace(/"/g, '\\"'));
  }, 150_000);
});
