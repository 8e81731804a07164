import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from '../../application/ports/Logger.ts';
import type { Mailer, MailQueue } from '../../application/ports/Mail.ts';
import { DEFAULT_MAIL_RETRY, PgBossMailQueue, type BoothActionWriter, type MailRetry } from './PgBossMailQueue.ts';
import { scheduleReminders, type RemindersSchedule } from './remindersSchedule.ts';
import { scheduleSessionCleanup } from './sessionCleanup.ts';
import { handlersSettled, stopStartingHandlers } from '../shared/jobHandlers.ts';

export const JOBS_SCHEMA = 'pgboss';

export interface JobsOptions {
  /** The portal's database; pg-boss keeps its tables in the schema `pgboss` there. */
  databaseUrl: string;
  logger: Logger;
  /** Sends the queued mails; the mail worker always runs. */
  mailer: Mailer;
  mailRetry?: MailRetry;
  /** How often an idle worker looks for new jobs; a mail enqueued by this process wakes it at once. */
  pollingIntervalSeconds?: number;
  /**
   * The daily reminders: the schedule itself, or `'later'` when the use case is built after the jobs start (then
   * call `scheduleReminders`). Absent: this instance neither schedules nor runs them.
   */
  reminders?: RemindersSchedule | 'later';
  schema?: string;
  /** Writes an action on a booth with a queued mail (a message to the fair team), see PgBossMailQueue. */
  writeAction?: BoothActionWriter;
}

export interface RunningJobs {
  readonly mailQueue: MailQueue;
  readonly boss: PgBoss;
  /** Registers the reminders' queue, worker and schedule (needs `reminders` set when starting). */
  scheduleReminders(schedule: RemindersSchedule): Promise<void>;
  /** Registers the quarter-hourly removal of expired sessions (sessionCleanup.ts). */
  scheduleSessionCleanup(removeExpired: () => Promise<number>): Promise<void>;
  /**
   * Starts no more jobs, stops the workers (waiting for a running job up to 10 s, and for a handler pg-boss did
   * not count as running up to 20 s more) and closes the connections.
   */
  stop(): Promise<void>;
}

const DAY_SECONDS = 24 * 60 * 60;
/** How long a stop waits for job handlers still under way once pg-boss has stopped. */
const HANDLERS_STOP_MS = 20_000;

/**
 * Starts pg-boss on the portal's database (after the portal's migrations ran): installs or upgrades its
 * schema, creates the queues, starts the mail worker and, when asked, the reminders schedule and worker.
 */
export async function startJobs(options: JobsOptions): Promise<RunningJobs> {
  const { logger } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.schema ?? JOBS_SCHEMA,
    application_name: 'portal-jobs',
    max: 4,
    // Cron on every instance: the expired-session clean-up is scheduled everywhere (one run per slot across them).
    schedule: true,
    // Failed jobs stay in pgboss.job, visible and retryable, for 30 days; the archive keeps everything 30 days more.
    archiveFailedAfterSeconds: 30 * DAY_SECONDS,
    deleteAfterDays: 30,
  });
  // A query pg-boss still had under way when the portal stops (its supervisor's or clock check's) is ended by
  // PostgreSQL's own shutdown ("terminating connection due to administrator command", 57P01): expected on a clean
  // stop, told at info; every other error, and that one while the portal runs, stays an error.
  let stopping = false;
  boss.on('error', (error) => {
    const shutDown =
      (error as { code?: string }).code === '57P01' ||
      /terminating connection due to administrator command/.test(error.message);
    if (stopping && shutDown) logger.info('job queue query ended by the database stopping', { reason: error.message });
    else logger.error('job queue error', { reason: error.message });
  });
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2, application_name: 'portal-mail-queue' });
  pool.on('error', (error) => logger.error('mail queue connection error', { reason: error.message }));

  try {
    await boss.start();
    await PgBossMailQueue.createQueue(boss, options.mailRetry ?? DEFAULT_MAIL_RETRY);
    const mailQueue = new PgBossMailQueue({
      boss,
      pool,
      logger,
      ...(options.writeAction ? { writeAction: options.writeAction } : {}),
    });
    await mailQueue.work(options.mailer, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 });
    if (options.reminders && options.reminders !== 'later') await scheduleReminders(boss, options.reminders, logger);
    return {
      mailQueue,
      boss,
      scheduleReminders: async (schedule) => {
        if (options.reminders === undefined) throw new Error('the jobs were started without reminders');
        await scheduleReminders(boss, schedule, logger);
      },
      scheduleSessionCleanup: (removeExpired) => scheduleSessionCleanup(boss, removeExpired, logger),
      stop: async () => {
        stopping = true;
        stopStartingHandlers(boss);
        await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        const running = await handlersSettled(boss, HANDLERS_STOP_MS);
        if (running > 0) logger.warn('job handlers still running after the jobs stopped', { running });
        await pool.end();
      },
    };
  } catch (error) {
    await boss.stop({ graceful: false, wait: true, timeout: 1_000 }).catch(() => undefined);
    await pool.end().catch(() => undefined);
    throw error;
  }
}
