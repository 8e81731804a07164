import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Reminders } from '../../../application/exhibitor/Reminders.ts';
import type { Logger } from '../../../application/ports/Logger.ts';
import type { Mail } from '../../../application/ports/Mail.ts';
import { startJobs, type RunningJobs } from '../../../adapters/jobs/PgBossJobs.ts';
import { seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { MikroOrmFairModel } from '../../../adapters/persistence/MikroOrmFairModel.ts';
import { MikroOrmFairs } from '../../../adapters/persistence/MikroOrmFairs.ts';
import { MikroOrmInsurances } from '../../../adapters/persistence/MikroOrmInsurances.ts';
import { MikroOrmNotifications } from '../../../adapters/persistence/MikroOrmNotifications.ts';
import { MikroOrmTaskNotificationStates } from '../../../adapters/persistence/MikroOrmTaskNotificationStates.ts';
import { MikroOrmUsers } from '../../../adapters/persistence/MikroOrmUsers.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { buildDemoCatalogue, demoFixtures } from '../../support/demo.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { boothAccessOver } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T06:00:00Z');
const catalogue = buildDemoCatalogue(now);
const { anna, luc, emily, marco } = demoFixtures(catalogue).users;
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** One portal instance: its own connections, its own pg-boss worker and mailer, the same database. */
interface Instance {
  orm: Orm;
  jobs: RunningJobs;
  sent: Mail[];
  reminders: Reminders;
}

// The daily reminders may run on several portal instances at once: once per task, booth and state; e-mail never twice.
describe('Reminders on PostgreSQL with two instances at once', () => {
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
        for (const { sub } of [anna, luc])
          await users.save({ ...(await users.byId(sub))!, mailNotifications: sub === anna.sub });
      }
      const sent: Mail[] = [];
      const jobs = await startJobs({
        databaseUrl: database.url,
        logger: quiet,
        mailer: { send: async (mail) => void sent.push(mail) },
        pollingIntervalSeconds: 0.5,
      });
      const bookingSystem = new InMemoryBookingSystem({ catalogue });
      const reminders = new Reminders({
        users: new MikroOrmUsers(orm),
        fairs: new MikroOrmFairs(orm),
        taskCatalogue: new MikroOrmFairModel(orm),
        bookingSystem,
        access: boothAccessOver(bookingSystem),
        insurances: new MikroOrmInsurances(orm),
        notificationStates: new MikroOrmTaskNotificationStates(orm),
        notifications: new MikroOrmNotifications(orm),
        mailQueue: jobs.mailQueue,
        logger: quiet,
        publicUrl: 'https://portal.example.ch',
      });
      instances.push({ orm, jobs, sent, reminders });
    }
  });

  afterAll(async () => {
    for (const instance of instances) {
      await instance.jobs.stop();
      await instance.orm.close(true);
    }
    await database?.drop();
  });

  const reminderRows = async () =>
    instances[0].orm.em
      .fork()
      .getConnection()
      .execute<Array<{ user_id: string; booth_id: string; task_id: string; reminder_state: string; id: string }>>(
        `select id, user_id, booth_id, task_id, reminder_state from notifications where type = 'reminder' and task_id is not null`,
      );

  it('finds the users with booth roles in the users table', async () => {
    const users = await new MikroOrmUsers(instances[0].orm).withAnyRole(['AUSSTELLER', 'MITAUSSTELLER']);
    // The team colleague is an exhibitor too (without booths of his own).
    expect(users.map((user) => user.email).sort()).toEqual(
      [anna.email, luc.email, marco.email, emily.email, 'team@demo.test'].sort(),
    );
  });

  it('writes each reminder once and e-mails each once when both instances run at the same moment, and again later', async () => {
    // The demo data has reminders of its own (with their tasks, for the message centre's links): only the run's count.
    const seeded = new Set((await reminderRows()).map((row) => row.id));
    const [one, two] = await Promise.all(instances.map((instance) => instance.reminders.run(now)));
    const rows = (await reminderRows()).filter((row) => !seeded.has(row.id));

    const keys = rows.map((row) => `${row.user_id}/${row.booth_id}/${row.task_id}/${row.reminder_state}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(rows.length);
    expect(one.created + two.created).toBe(rows.length);

    const annas = rows.filter((row) => row.user_id === anna.sub).length;
    const deadline = Date.now() + 60_000;
    const sent = () => instances.flatMap((instance) => instance.sent);
    while (sent().length < annas && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sent()).toHaveLength(annas);
    expect(new Set(sent().map((mail) => mail.subject + mail.text)).size).toBe(annas);
    expect(sent().every((mail) => mail.to === anna.email)).toBe(true);

    const [three, four] = await Promise.all(
      instances.map((instance) => instance.reminders.run(new Date(now.getTime() + 3_600_000))),
    );
    expect(three.created + four.created).toBe(0);
    expect(await reminderRows()).toHaveLength(seeded.size + rows.length);
  }, 120_000);
});
