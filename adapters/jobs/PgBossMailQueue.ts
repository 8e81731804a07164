import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from '../../application/ports/Logger.ts';
import type { BoothAction } from '../../application/ports/BoothTeams.ts';
import type { Mail, Mailer, MailQueue } from '../../application/ports/Mail.ts';
import { trackedHandler } from '../shared/jobHandlers.ts';

export const MAIL_QUEUE = 'mail';

/** How often and how patiently a mail is retried; the delay doubles (with jitter) from one attempt to the next. */
export interface MailRetry {
  /** Attempts after the first one. */
  limit: number;
  /** Delay before the first retry, in seconds (pg-boss: 1 to 2 times this, then doubling). */
  delaySeconds: number;
}

/** 10 retries from 30 s on: the last one some 8 to 16 hours after the first attempt. */
export const DEFAULT_MAIL_RETRY: MailRetry = { limit: 10, delaySeconds: 30 };

/** Longest a send may take before pg-boss considers the attempt failed and retries (SMTP timeout is 30 s per step). */
const MAIL_EXPIRE_SECONDS = 180;

/**
 * Writes an action on a booth (who, and its domain event) on the connection of the queued mail's transaction; given
 * by the wiring (the persistence adapter's writer), since this adapter knows no other adapter.
 */
export type BoothActionWriter = (client: pg.ClientBase, action: BoothAction) => Promise<void>;

interface MailJob {
  mail: Mail;
  key: string;
}

/**
 * The MailQueue port on pg-boss: `enqueue` stores a job in PostgreSQL (durable), and the worker sends it through
 * the Mailer, completing the job only after the send succeeded. A failed send is retried with back-off; a job
 * that fails every retry stays in pg-boss as `failed` (kept 30 days, see startJobs) and is logged as an error.
 *
 * Once per key: the key goes into mail_queue_keys in the same transaction as the job (the job id is derived from
 * the key too), so a second enqueue with the key adds nothing, also long after the first job is gone.
 * A mail is sent at least once; "never twice" holds except when a process dies between the SMTP server's
 * acceptance and pg-boss completing the job (then the retry sends it again).
 */
export class PgBossMailQueue implements MailQueue {
  readonly #boss: PgBoss;
  readonly #pool: pg.Pool;
  readonly #logger: Logger;
  readonly #writeAction: BoothActionWriter | undefined;
  #workerId: string | undefined;

  constructor(options: { boss: PgBoss; pool: pg.Pool; logger: Logger; writeAction?: BoothActionWriter }) {
    this.#boss = options.boss;
    this.#pool = options.pool;
    this.#logger = options.logger;
    this.#writeAction = options.writeAction;
  }

  /** Creates (or updates) the queue with its retry policy; safe to call from several instances. */
  static async createQueue(boss: PgBoss, retry: MailRetry = DEFAULT_MAIL_RETRY): Promise<void> {
    const options = {
      name: MAIL_QUEUE,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: MAIL_EXPIRE_SECONDS,
    };
    await boss.createQueue(MAIL_QUEUE, options);
    await boss.updateQueue(MAIL_QUEUE, options);
  }

  async enqueue(mail: Mail, key: string, action?: BoothAction): Promise<void> {
    const id = jobIdOf(key);
    const client = await this.#pool.connect();
    let added = false;
    try {
      await client.query('begin');
      const claimed = await client.query(
        'insert into mail_queue_keys (key, job_id) values ($1, $2) on conflict (key) do nothing',
        [key, id],
      );
      if (claimed.rowCount === 1) {
        const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
        const job: MailJob = { mail, key };
        await this.#boss.send(MAIL_QUEUE, job, { id, db });
        // Who sent it and its domain event, with the queued mail or not at all.
        if (action) {
          if (!this.#writeAction) throw new Error('the mail queue was given no writer of booth actions');
          await this.#writeAction(client, action);
        }
        added = true;
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if (added && this.#workerId) this.#boss.notifyWorker(this.#workerId);
  }

  /** Starts the worker of this process: one mail at a time, sent through `mailer`. */
  async work(mailer: Mailer, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    this.#workerId = await this.#boss.work<MailJob>(
      MAIL_QUEUE,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      trackedHandler(this.#boss, async (jobs) => {
        for (const job of jobs) await this.#deliver(mailer, job);
      }),
    );
  }

  async #deliver(mailer: Mailer, job: PgBoss.JobWithMetadata<MailJob>): Promise<void> {
    const details = { jobId: job.id, key: job.data.key, attempt: job.retryCount + 1, attempts: job.retryLimit + 1 };
    try {
      await mailer.send(job.data.mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (job.retryCount >= job.retryLimit) {
        this.#logger.error('mail could not be sent, no retry left: kept as failed job in pg-boss (retry it there)', {
          ...details,
          reason,
        });
      } else {
        this.#logger.warn('mail could not be sent, will retry', { ...details, reason });
      }
      throw error;
    }
    this.#logger.info('mail sent', details);
  }
}

/** The job id for a key: stable, so that even pg-boss itself refuses a second job for the key. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(`mail:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
