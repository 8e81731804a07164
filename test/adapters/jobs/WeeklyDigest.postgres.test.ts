import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import { Deadlines } from '../../../application/exhibitor/Deadlines.ts';
import { WeeklyDigest } from '../../../application/exhibitor/WeeklyDigest.ts';
import type { Logger } from '../../../application/ports/Logger.ts';
import type { Mail } from '../../../application/ports/Mail.ts';
import { startJobs, type RunningJobs } from '../../../adapters/jobs/PgBossJobs.ts';
import { seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { MikroOrmFairModel } from '../../../adapters/persistence/MikroOrmFairModel.ts';
import { MikroOrmFairs } from '../../../adapters/persistence/MikroOrmFairs.ts';
import { MikroOrmInsurances } from '../../../adapters/persistence/MikroOrmInsurances.ts';
import { MikroOrmTaskNotificationStates } from '../../../adapters/persistence/MikroOrmTaskNotificationStates.ts';
import { MikroOrmUsers } from '../../../adapters/persistence/MikroOrmUsers.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { buildDemoCatalogue, demoFixtures } from '../../support/demo.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { createTestDatabase, queryRows } from '../../support/testDatabase.ts';
import { HmacDigestUnsubscribeTokens } from '../../../adapters/mail/HmacDigestUnsubscribeTokens.ts';
import { boothAccessOver } from '../../support/boothScopes.ts';

// Monday 07:00 in Zurich, the digest's slot.
const now = new Date('2026-11-23T06:00:00Z');
const catalogue = buildDemoCatalogue(now);
const { anna, luc, emily } = demoFixtures(catalogue).users;
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Instance {
  orm: Orm;
  jobs: RunningJobs;
  sent: Mail[];
  digest: WeeklyDigest;
}

// The weekly digest may run on several portal processes at once: one mail per user and week, none when nothing is due.
describe('WeeklyDigest on PostgreSQL with two instances at once', () => {
  let database: { url: string; drop(): Promise<void> };
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index++) {
      const orm = await createOrm({ databaseUrl: database.url });
      await migrate(orm);
      if (index === 0) {
        await seedDemoDataIfEmpty(orm, catalogue);
        const users = new MikroOrmUsers(orm);
        // Anna and Luc opted in; Emily did not.
        for (const { sub } of [anna, luc]) await users.save({ ...(await users.byId(sub))!, weeklyDigest: true });
      }
      const sent: Mail[] = [];
      const jobs = await startJobs({
        databaseUrl: database.url,
        logger: quiet,
        mailer: { send: async (mail) => void sent.push(mail) },
        pollingIntervalSeconds: 0.5,
      });
      const bookingSystem = new InMemoryBookingSystem({ catalogue });
      const fairs = new MikroOrmFairs(orm);
      const access = boothAccessOver(bookingSystem);
      const boothPage = new BoothPage({
        bookingSystem,
        fairs,
        taskCatalogue: new MikroOrmFairModel(orm),
        insurances: new MikroOrmInsurances(orm),
        notificationStates: new MikroOrmTaskNotificationStates(orm),
      });
      const digest = new WeeklyDigest({
        users: new MikroOrmUsers(orm),
        access,
        deadlines: new Deadlines({ fairs, bookingSystem, boothPage, access }),
        mailQueue: jobs.mailQueue,
        logger: quiet,
        publicUrl: 'https://portal.example.ch',
        unsubscribeTokens: new HmacDigestUnsubscribeTokens(Buffer.from('test-key')),
      });
      instances.push({ orm, jobs, sent, digest });
    }
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.jobs.stop();
      await instance.orm.close(true);
    }
    await database?.drop();
  });

  const digestKeys = async () =>
    (
      await queryRows<{ key: string }>(
        database.url,
        "select key from mail_queue_keys where key like 'digest:%' order by key",
      )
    ).map((row) => row.key);
  /** Waits until every queued mail job is finished, so the mails counted are all there are. */
  const mailQueueDrained = async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [{ open }] = await queryRows<{ open: number }>(
        database.url,
        "select count(*)::int as open from pgboss.job where name = 'mail' and state not in ('completed', 'failed', 'cancelled')",
      );
      if (open === 0) return;
      if (Date.now() > deadline) throw new Error(`${open} mail jobs still open after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const sent = () => instances.flatMap((instance) => instance.sent);

  it('mails each opted-in user once for the week in their language, when both instances run at the same moment', async () => {
    const [one, two] = await Promise.all(instances.map((instance) => instance.digest.run(now)));
    expect(one.users).toBe(2);
    expect(one.mailed + one.nothingDue).toBe(2);
    expect(two.failedUsers + one.failedUsers).toBe(0);
    expect(await digestKeys()).toEqual([`digest:${anna.sub}:2026-W48`, `digest:${luc.sub}:2026-W48`].sort());
    await mailQueueDrained();
    expect(
      sent()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([anna.email, luc.email].sort());
    const annas = sent().find((mail) => mail.to === anna.email)!;
    const lucs = sent().find((mail) => mail.to === luc.email)!;
    // spec: exhibitor-area §3 the user's language
    expect(annas.subject).toMatch(/^Ihre Fristen: /);
    expect(lucs.subject).toMatch(/^Vos échéances\u202f: /);
    expect(annas.text).toContain('https://portal.example.ch/fair/');
    expect(annas.text).toContain('https://portal.example.ch/deadlines');
    expect(sent().some((mail) => mail.to === emily.email)).toBe(false);

    // Later the same week (a retry, another process): nothing more.
    await Promise.all(instances.map((instance) => instance.digest.run(new Date(now.getTime() + 3 * 86_400_000))));
    await mailQueueDrained();
    expect(sent()).toHaveLength(2);
  }, 120_000);

  it('mails again the next week, and nothing when nothing is due', async () => {
    const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
    const summary = await instances[0].digest.run(nextWeek);
    await mailQueueDrained();
    expect((await digestKeys()).filter((key) => key.endsWith(':2026-W49'))).toHaveLength(summary.mailed);
    // A year on, the demo fairs are no longer published: no booth, nothing due, no mail.
    const later = await instances[1].digest.run(new Date(now.getTime() + 400 * 86_400_000));
    expect(later).toMatchObject({ users: 2, mailed: 0, nothingDue: 2, failedUsers: 0 });
    await mailQueueDrained();
    expect(sent()).toHaveLength(2 + summary.mailed);
  }, 120_000);
});
