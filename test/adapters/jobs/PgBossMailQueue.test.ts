import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Logger } from '../../../application/ports/Logger.ts';
import { startJobs, type RunningJobs } from '../../../adapters/jobs/PgBossJobs.ts';
import { jobIdOf, MAIL_QUEUE } from '../../../adapters/jobs/PgBossMailQueue.ts';
import { NodemailerMailer } from '../../../adapters/mail/NodemailerMailer.ts';
import { smtpTransport } from '../../../adapters/mail/smtpTransport.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';
import { TestSmtpServer } from '../../support/TestSmtpServer.ts';

interface Logged {
  level: 'info' | 'warn' | 'error';
  message: string;
  details?: Record<string, unknown>;
}

function capturingLogger(): Logger & { logged: Logged[] } {
  const logged: Logged[] = [];
  return {
    logged,
    info: (message, details) => logged.push({ level: 'info', message, details }),
    warn: (message, details) => logged.push({ level: 'warn', message, details }),
    error: (message, details) => logged.push({ level: 'error', message, details }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await sleep(200);
  }
}

// Mails of reminders and forms: failed sends are retried, never lost, never sent twice (pg-boss on the embedded
// PostgreSQL, real SMTP).
describe('PgBossMailQueue', () => {
  let database: { url: string; drop(): Promise<void> };
  let orm: Orm;
  let smtp: TestSmtpServer;
  let jobs: RunningJobs;
  const logger = capturingLogger();

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await createOrm({ databaseUrl: database.url });
    await migrate(orm);
    smtp = await TestSmtpServer.start();
    jobs = await startJobs({
      databaseUrl: database.url,
      logger,
      mailer: new NodemailerMailer({
        transport: smtpTransport({ url: smtp.url, timeoutMs: 2_000 }),
        from: 'noreply@portal.test',
      }),
      mailRetry: { limit: 2, delaySeconds: 1 },
      pollingIntervalSeconds: 0.5,
    });
  });

  afterAll(async () => {
    await jobs?.stop();
    await smtp?.stop();
    await orm?.close(true);
    await database?.drop();
  });

  const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to === to);
  const jobState = async (key: string) =>
    (await jobs.boss.getJobById(MAIL_QUEUE, jobIdOf(key), { includeArchive: true }))?.state;

  it('delivers an enqueued mail with its subject, text and HTML', async () => {
    await jobs.mailQueue.enqueue(
      { to: 'one@demo.test', subject: 'Reminder', text: 'Please act', html: '<p>Please <b>act</b></p>' },
      'k-delivers',
    );

    const [mail] = await eventually(
      async () => mailsTo('one@demo.test'),
      (mails) => mails.length > 0,
    );
    expect(mail).toMatchObject({ subject: 'Reminder', text: 'Please act' });
    expect(mail.html).toContain('<b>act</b>');
    expect(
      await eventually(
        () => jobState('k-delivers'),
        (state) => state === 'completed',
      ),
    ).toBe('completed');
  });

  it('sends a key once: a second and concurrent enqueues with the same key add nothing', async () => {
    const mail = { to: 'twice@demo.test', subject: 'Once', text: 'x' };
    await jobs.mailQueue.enqueue(mail, 'k-once');
    await Promise.all([
      jobs.mailQueue.enqueue(mail, 'k-once'),
      jobs.mailQueue.enqueue(mail, 'k-once'),
      jobs.mailQueue.enqueue(mail, 'k-once'),
    ]);

    await eventually(
      async () => mailsTo('twice@demo.test'),
      (mails) => mails.length > 0,
    );
    await sleep(1_500);
    expect(mailsTo('twice@demo.test')).toHaveLength(1);
  });

  it('still refuses a key after its job has been deleted from pg-boss', async () => {
    await jobs.mailQueue.enqueue({ to: 'gone@demo.test', subject: 'First', text: 'x' }, 'k-gone');
    await eventually(
      async () => mailsTo('gone@demo.test'),
      (mails) => mails.length > 0,
    );
    await eventually(
      () => jobState('k-gone'),
      (state) => state === 'completed',
    );
    await jobs.boss.deleteJob(MAIL_QUEUE, jobIdOf('k-gone'));

    await jobs.mailQueue.enqueue({ to: 'gone@demo.test', subject: 'Again', text: 'x' }, 'k-gone');
    await sleep(1_500);
    expect(mailsTo('gone@demo.test').map((mail) => mail.subject)).toEqual(['First']);
  });

  it('retries with back-off while the SMTP server refuses, and delivers once when it recovers', async () => {
    smtp.refuseNext(2);
    await jobs.mailQueue.enqueue({ to: 'retry@demo.test', subject: 'Retried', text: 'x' }, 'k-retry');

    const mails = await eventually(
      async () => mailsTo('retry@demo.test'),
      (found) => found.length > 0,
      30_000,
    );
    expect(mails).toHaveLength(1);
    expect(
      await eventually(
        () => jobState('k-retry'),
        (state) => state === 'completed',
      ),
    ).toBe('completed');
    expect(logger.logged.filter((entry) => entry.level === 'warn' && entry.details?.key === 'k-retry')).toHaveLength(2);
    await sleep(1_000);
    expect(mailsTo('retry@demo.test')).toHaveLength(1);
  });

  it('keeps a mail enqueued while the SMTP server is down, and sends it when the server is back', async () => {
    await smtp.stop();
    await jobs.mailQueue.enqueue({ to: 'down@demo.test', subject: 'Kept', text: 'x' }, 'k-down');
    await eventually(
      () => jobState('k-down'),
      (state) => state === 'retry',
    );
    await smtp.start();

    const mails = await eventually(
      async () => mailsTo('down@demo.test'),
      (found) => found.length > 0,
      30_000,
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Kept']);
  });

  it('leaves a mail that fails every attempt as a failed job, logged as an error, not sent', async () => {
    smtp.refuseNext(3);
    await jobs.mailQueue.enqueue({ to: 'failed@demo.test', subject: 'Failed', text: 'x' }, 'k-failed');

    expect(
      await eventually(
        () => jobState('k-failed'),
        (state) => state === 'failed',
        30_000,
      ),
    ).toBe('failed');
    expect(logger.logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        details: expect.objectContaining({ key: 'k-failed', attempt: 3, attempts: 3 }),
      }),
    );
    expect(mailsTo('failed@demo.test')).toHaveLength(0);
    // Still there to be retried by hand: pg-boss keeps failed jobs in its job table.
    const job = await jobs.boss.getJobById(MAIL_QUEUE, jobIdOf('k-failed'));
    expect(job?.state).toBe('failed');
  });

  it('keeps mails enqueued by a process without a running worker until a worker sends them', async () => {
    const other = await startJobs({
      databaseUrl: database.url,
      logger: capturingLogger(),
      mailer: { send: async () => Promise.reject(new Error('this instance never sends')) },
      mailRetry: { limit: 2, delaySeconds: 1 },
      pollingIntervalSeconds: 60,
    });
    await other.boss.offWork(MAIL_QUEUE);
    await other.mailQueue.enqueue({ to: 'elsewhere@demo.test', subject: 'From elsewhere', text: 'x' }, 'k-elsewhere');
    await other.stop();

    const mails = await eventually(
      async () => mailsTo('elsewhere@demo.test'),
      (found) => found.length > 0,
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['From elsewhere']);
  });

  // A clean stop must log no error-level line (operators alert on them). A query pg-boss still had under way is ended by PostgreSQL's own
  // shutdown (57P01); while the portal runs that is an error, once the jobs are stopping it is expected.
  it('tells a connection ended by the database stopping at info once the jobs stop, and as an error before', async () => {
    const log = capturingLogger();
    const other = await startJobs({
      databaseUrl: database.url,
      logger: log,
      mailer: { send: async () => undefined },
      pollingIntervalSeconds: 60,
    });
    const shutdown = () =>
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    other.boss.emit('error', shutdown());
    expect(log.logged.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'job queue error',
    ]);
    await other.stop();
    other.boss.emit('error', shutdown());
    other.boss.emit('error', new Error('something else'));
    expect(log.logged.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'job queue error',
      'job queue error',
    ]);
    expect(log.logged).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'job queue query ended by the database stopping' }),
    );
  });
});
