import { beforeAll, describe, expect, it } from '@jest/globals';
import { DigestIncomplete, WeeklyDigest } from '../../../application/exhibitor/WeeklyDigest.ts';
import type { Logger } from '../../../application/ports/Logger.ts';
import { demoApplication, type DemoApplication } from '../../support/demoApplication.ts';
import { buildDemoCatalogue } from '../../support/demo.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { boothAccessOver } from '../../support/boothScopes.ts';
import { InMemoryDigestUnsubscribeTokens } from '../../support/InMemoryDigestUnsubscribeTokens.ts';

const now = new Date('2026-11-23T06:00:00Z');
const catalogue = buildDemoCatalogue(now);
const warnings: string[] = [];
const logger: Logger = {
  info: () => undefined,
  warn: (message) => void warnings.push(message),
  error: () => undefined,
};

let app: DemoApplication;
beforeAll(async () => {
  app = await demoApplication(catalogue);
});

function digestFor(emails: readonly string[]) {
  const users = new InMemoryUsers(app.users.map((user) => ({ ...user, weeklyDigest: emails.includes(user.email) })));
  const mails = new InMemoryMailQueue();
  const digest = new WeeklyDigest({
    users,
    access: boothAccessOver(app.bookingSystem),
    deadlines: app.deadlines,
    mailQueue: mails,
    logger,
    publicUrl: 'https://portal.example.ch',
    unsubscribeTokens: new InMemoryDigestUnsubscribeTokens(),
  });
  return { digest, mails };
}

describe('the weekly digest', () => {
  it('lists what is overdue and what is due within 14 days, in the order of the deadlines list', async () => {
    const { digest, mails } = digestFor(['aussteller@demo.test']);
    const summary = await digest.run(now);
    expect(summary).toMatchObject({ users: 1, mailed: 1, failedUsers: 0 });
    const anna = app.users.find((user) => user.email === 'aussteller@demo.test')!;
    const list = await app.deadlines.deadlinesFor(anna, 'de', now);
    const soon = list.deadlines.filter(
      (d) =>
        d.state === 'overdue' ||
        Date.parse(`${d.dueDate.slice(0, 10)}T23:59:59.999Z`) - now.getTime() <= 14 * 86_400_000,
    );
    const later = list.deadlines.filter((d) => !soon.includes(d));
    const { mail } = mails.sent[0];
    for (const deadline of soon) expect(mail.text).toContain(deadline.pagePath);
    for (const deadline of later) expect(mail.text).not.toContain(`${deadline.pagePath}\n`);
    expect(mail.html).toContain('<a href="https://portal.example.ch/deadlines">');
  });

  it('sends nothing to a user who did not opt in', async () => {
    const { digest, mails } = digestFor([]);
    expect(await digest.run(now)).toMatchObject({ users: 0, mailed: 0 });
    expect(mails.sent).toEqual([]);
  });

  it('leaves a user whose booking data is only kept for the retry, and says so by failing the run', async () => {
    const { digest, mails } = digestFor(['aussteller@demo.test']);
    app.bookingSystem.availability = 'stale';
    try {
      await expect(digest.run(now)).rejects.toBeInstanceOf(DigestIncomplete);
    } finally {
      app.bookingSystem.availability = 'up';
    }
    expect(mails.sent).toEqual([]);
    expect(warnings).toContain('weekly digest for a user failed; the retry tries again');
    // The retry, with the booking system back, sends it.
    expect(await digest.run(now)).toMatchObject({ mailed: 1, failedUsers: 0 });
  });
});
