import { beforeAll, describe, expect, it } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import { Deadlines, type DeadlinesRun } from '../../../application/exhibitor/Deadlines.ts';
import { DigestIncomplete, WeeklyDigest } from '../../../application/exhibitor/WeeklyDigest.ts';
import type { TaskCatalogue } from '../../../application/ports/TaskCatalogue.ts';
import type { Logger } from '../../../application/ports/Logger.ts';
import { demoApplication, type DemoApplication } from '../../support/demoApplication.ts';
import { buildDemoCatalogue } from '../../support/demo.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryFairs, InMemoryTaskCatalogue } from '../../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
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

describe('a digest run over many users', () => {
  // The deadlines of a run share each fair's tasks and skip the booth lists of fairs without one.
  it('reads each fair’s tasks once for all its users and asks no booth list of a fair without tasks', async () => {
    const published = await InMemoryFairs.fromCatalogue(catalogue).publishedUpTo(now);
    const withoutTasks = published.find((fair) => fair.taskEntries.length > 0)!.idCode;
    const trimmed = {
      ...catalogue,
      fairs: catalogue.fairs.map((fair) => (fair.idCode === withoutTasks ? { ...fair, tasks: [] } : fair)),
    };
    const bookingSystem = new InMemoryBookingSystem({ catalogue: trimmed });
    const listed: string[] = [];
    const boothsOfFair = bookingSystem.boothsOfFair.bind(bookingSystem);
    bookingSystem.boothsOfFair = (user, fairIdCode) => {
      listed.push(fairIdCode);
      return boothsOfFair(user, fairIdCode);
    };
    const fairs = InMemoryFairs.fromCatalogue(trimmed);
    const taskCatalogue = InMemoryTaskCatalogue.fromCatalogue(trimmed);
    let catalogueReads = 0;
    const counting: TaskCatalogue = {
      referencedBy: (entries) => {
        catalogueReads += 1;
        return taskCatalogue.referencedBy(entries);
      },
    };
    const access = boothAccessOver(bookingSystem);
    const boothPage = new BoothPage({
      bookingSystem,
      fairs,
      taskCatalogue: counting,
      insurances: new InMemoryInsurances(),
      notificationStates: new InMemoryTaskNotificationStates(),
    });
    const deadlines = new Deadlines({ fairs, bookingSystem, boothPage, access });
    const [anna, luc] = ['aussteller@demo.test', 'haendler@demo.test'].map((email) =>
      app.users.find((user) => user.email === email)!,
    );

    const alone = await deadlines.deadlinesFor(anna, 'de', now);
    expect(listed).toContain(withoutTasks);
    listed.length = 0;
    catalogueReads = 0;
    const run: DeadlinesRun = { fairTasks: new Map() };
    const inRun = await deadlines.deadlinesFor(anna, 'de', now, run);
    await deadlines.deadlinesFor(luc, 'fr', now, run);

    expect(inRun.deadlines).toEqual(alone.deadlines);
    expect(inRun.deadlines.length).toBeGreaterThan(0);
    const fairsWithTasks = (await fairs.publishedUpTo(now)).filter((fair) => fair.taskEntries.length > 0);
    expect(catalogueReads).toBe(fairsWithTasks.length);
    // Both users' lists of the fairs with tasks, none of the fair without.
    expect(listed).not.toContain(withoutTasks);
    expect(new Set(listed)).toEqual(new Set(fairsWithTasks.map((fair) => fair.idCode)));
  });
});
