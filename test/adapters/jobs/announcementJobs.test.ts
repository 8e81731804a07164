import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminAnnouncements } from '../../../application/admin/AdminAnnouncements.ts';
import type { StoredAdminFair } from '../../../application/ports/AdminFairs.ts';
import type { Mail } from '../../../application/ports/Mail.ts';
import {
  ANNOUNCEMENTS_QUEUE,
  announcementJobIdOf,
  PgBossAnnouncementJobs,
  workAnnouncements,
} from '../../../adapters/jobs/announcementJobs.ts';
import { startJobs, type RunningJobs } from '../../../adapters/jobs/PgBossJobs.ts';
import { MikroOrmUsers } from '../../../adapters/persistence/MikroOrmUsers.ts';
import { PostgresAnnouncements } from '../../../adapters/persistence/PostgresAnnouncements.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { InMemoryBoothTeams } from '../../support/InMemoryBoothTeams.ts';
import { aCockpitBooth, InMemoryCockpitBooths } from '../../support/InMemoryCockpitBooths.ts';
import { aUser } from '../../support/mothers.ts';
import { RecordingLogger } from '../../support/RecordingLogger.ts';
import { createTestDatabase, queryRows } from '../../support/testDatabase.ts';

// spec: admin cockpit announcements -- exactly once per recipient through pg-boss with several processes; a
// scheduled message goes at its time; a cancelled one never; a user outside the segment gets nothing.

const FAIR_ID = '8f0c2f4e-1f7e-4c55-9b7e-000000000001';
const MANAGER = { userId: 'manager@demo.test' };
const HOLDER = aUser('holder@demo.test', ['EXHIBITOR'], { locale: 'fr', mailNotifications: true });
const MEMBER = aUser('member@demo.test', ['EXHIBITOR'], { locale: 'en', mailNotifications: true });
const OUTSIDER = aUser('outsider@demo.test', ['EXHIBITOR'], { mailNotifications: true });
const CONTACT = 'new@firma.example';
const RECIPIENT_ADDRESSES = [HOLDER.email, MEMBER.email, CONTACT].sort();

const form = (overrides: Record<string, unknown> = {}) => ({
  fairId: FAIR_ID,
  segment: { taskId: 'insurance', states: ['overdue'] },
  subjectDe: 'Versicherung fehlt',
  subjectFr: 'Assurance manquante',
  subjectEn: 'Insurance missing',
  bodyDe: 'Bitte abschliessen.',
  bodyFr: 'Veuillez conclure.',
  bodyEn: 'Please take it out.',
  sendAt: null,
  sendMail: true,
  ...overrides,
});

interface Worker {
  orm: Orm;
  jobs: RunningJobs;
  service: AdminAnnouncements;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const workers: Worker[] = [];
const mails: Mail[] = [];

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const cockpit = new InMemoryCockpitBooths();
  cockpit.set('MESSE26', [
    aCockpitBooth('1001', HOLDER.email, { states: { insurance: 'overdue' } }),
    aCockpitBooth('1002', OUTSIDER.email, { states: { insurance: 'done' } }),
    aCockpitBooth('1003', CONTACT, { states: { insurance: 'overdue' }, neverSignedIn: true }),
  ]);
  const teams = new InMemoryBoothTeams([
    {
      regiNr: '1001',
      fairIdCode: 'MESSE26',
      holderId: HOLDER.id,
      holderEmail: HOLDER.email,
      level: 'all',
      memberId: MEMBER.id,
    },
  ]);
  for (let index = 0; index < 3; index += 1) {
    const orm = await createOrm({ databaseUrl: database.url });
    if (index === 0) {
      await migrate(orm);
      const users = new MikroOrmUsers(orm);
      for (const user of [HOLDER, MEMBER, OUTSIDER]) await users.save(user);
    }
    const jobs = await startJobs({
      databaseUrl: database.url,
      logger: new RecordingLogger(),
      mailer: { send: async (mail) => void mails.push(mail) },
      pollingIntervalSeconds: 0.5,
    });
    const store = new PostgresAnnouncements(orm, nativePool(orm));
    const service = new AdminAnnouncements({
      store,
      fairs: {
        byId: async (id) => (id === FAIR_ID ? ({ _id: FAIR_ID, idCode: 'MESSE26' } as StoredAdminFair) : undefined),
      },
      cockpit,
      accounts: store,
      teams,
      mail: jobs.mailQueue,
      jobs: new PgBossAnnouncementJobs(jobs.boss),
      publicUrl: 'https://portal.example',
    });
    await workAnnouncements(jobs.boss, (id) => service.deliver(id, new Date()), new RecordingLogger(), {
      pollingIntervalSeconds: 0.5,
    });
    workers.push({ orm, jobs, service });
  }
}, 120_000);

afterAll(async () => {
  for (const worker of workers) {
    await worker.jobs.stop();
    await worker.orm.close(true);
  }
  await database?.drop();
});

const messagesOf = (announcementSubject: string) =>
  queryRows<{ user_id: string; subject: string }>(
    database.url,
    `select user_id, subject from notifications where type = 'information' and subject = any($1::text[]) order by user_id`,
    [[`${announcementSubject} de`, `${announcementSubject} fr`, `${announcementSubject} en`]],
  );
const mailsOf = (subject: string) =>
  mails
    .filter((mail) => mail.subject.startsWith(subject))
    .map((mail) => mail.to)
    .sort();
const subjects = (subject: string) => ({
  subjectDe: `${subject} de`,
  subjectFr: `${subject} fr`,
  subjectEn: `${subject} en`,
});
const statusOf = async (id: string) => (await workers[0].service.list()).find((record) => record.id === id);

describe('announcements through pg-boss in three processes', () => {
  it('give every recipient of the segment exactly one message and one e-mail, in their language', async () => {
    const created = await workers[0].service.create(MANAGER, form(subjects('Jetzt')), new Date());
    // The three processes also start the same sending by hand while the job runs: each recipient still once.
    await Promise.all(workers.map((worker) => worker.service.deliver(created.id, new Date())));
    const sent = await eventually(
      () => statusOf(created.id),
      (record) => record?.status === 'sent',
    );
    expect(sent).toMatchObject({ status: 'sent', recipients: 3, delivered: 2, emailed: 3 });
    expect(await messagesOf('Jetzt')).toEqual([
      { user_id: HOLDER.id, subject: 'Jetzt fr' },
      { user_id: MEMBER.id, subject: 'Jetzt en' },
    ]);
    await eventually(
      async () => mailsOf('Jetzt'),
      (sentTo) => sentTo.length >= 3,
    );
    expect(mailsOf('Jetzt')).toEqual(RECIPIENT_ADDRESSES);
    const events = await queryRows(
      database.url,
      `select 1 from domain_events where type = 'announcement.sent' and data->>'announcementId' = $1`,
      [created.id],
    );
    expect(events).toHaveLength(1);
  });

  it('sends a scheduled announcement at its time and not before', async () => {
    const sendAt = new Date(Date.now() + 3_000);
    const created = await workers[1].service.create(
      MANAGER,
      form({ ...subjects('Später'), sendAt: sendAt.toISOString() }),
      new Date(),
    );
    expect((await statusOf(created.id))?.status).toBe('scheduled');
    expect(await messagesOf('Später')).toEqual([]);
    const sent = await eventually(
      () => statusOf(created.id),
      (record) => record?.status === 'sent',
    );
    expect(sent?.sentAt?.getTime()).toBeGreaterThanOrEqual(sendAt.getTime());
    expect(await messagesOf('Später')).toHaveLength(2);
  });

  it('keeps one job per announcement however often and wherever it is scheduled again', async () => {
    const created = await workers[0].service.create(
      MANAGER,
      form({ ...subjects('Wieder'), sendAt: new Date(Date.now() + 3_600_000).toISOString() }),
      new Date(),
    );
    await Promise.all(workers.map((worker) => worker.service.resumePending()));
    const jobs = await queryRows(
      database.url,
      `select id from pgboss.job where name = $1 and data->>'announcementId' = $2`,
      [ANNOUNCEMENTS_QUEUE, created.id],
    );
    expect(jobs).toHaveLength(1);
    await workers[0].service.cancel(MANAGER, created.id);
  });

  it('never sends a cancelled announcement', async () => {
    const created = await workers[2].service.create(
      MANAGER,
      form({ ...subjects('Storniert'), sendAt: new Date(Date.now() + 1_500).toISOString() }),
      new Date(),
    );
    await workers[0].service.cancel(MANAGER, created.id);
    const job = await eventually(
      () =>
        workers[0].jobs.boss.getJobById(ANNOUNCEMENTS_QUEUE, announcementJobIdOf(created.id), { includeArchive: true }),
      (found) => found?.state === 'completed',
    );
    expect(job?.state).toBe('completed');
    expect((await statusOf(created.id))?.status).toBe('cancelled');
    expect(await messagesOf('Storniert')).toEqual([]);
    expect(mailsOf('Storniert')).toEqual([]);
  });
});
