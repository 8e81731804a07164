import type PgBoss from 'pg-boss';
import type { Logger } from '../../application/ports/Logger.ts';
import { trackedHandler } from '../shared/jobHandlers.ts';

/** The refresh of every current fair on the configured cron (PROGRESS_CRON). */
export const PROGRESS_CURRENT_QUEUE = 'fair-progress-current';
/** One fair, worked out when a manager first looks at it (a request never asks the booking system itself). */
export const PROGRESS_FAIR_QUEUE = 'fair-progress-fair';
/** The booths the portal's own changes name, every minute. */
export const PROGRESS_FOLLOW_QUEUE = 'fair-progress-follow';
const FOLLOW_CRON = '* * * * *';

export interface FairProgressRuns {
  current(): Promise<unknown>;
  fair(fairIdCode: string): Promise<unknown>;
  follow(): Promise<unknown>;
}

interface FairJob {
  readonly fairIdCode: string;
}

async function runLogged(logger: Logger, queue: string, job: PgBoss.Job<unknown>, run: () => Promise<unknown>) {
  const started = Date.now();
  try {
    const summary = await run();
    logger.info(`${queue} run finished`, { jobId: job.id, ms: Date.now() - started, summary });
  } catch (error) {
    logger.warn(`${queue} run failed`, {
      jobId: job.id,
      reason: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

async function work<T>(
  boss: PgBoss,
  queue: string,
  logger: Logger,
  options: {
    policy: 'singleton' | 'stately';
    retryLimit: number;
    retryDelay: number;
    expireInSeconds: number;
    pollingIntervalSeconds: number;
  },
  run: (data: T) => Promise<unknown>,
): Promise<void> {
  const { pollingIntervalSeconds, ...queued } = options;
  await boss.createQueue(queue, { name: queue, ...queued });
  await boss.work<T>(
    queue,
    { batchSize: 1, pollingIntervalSeconds },
    trackedHandler(boss, async (jobs: PgBoss.Job<T>[]) => {
      for (const job of jobs) await runLogged(logger, queue, job, () => run(job.data));
    }),
  );
}

/**
 * The cockpit's background work on pg-boss: the queue of single fairs on every process, and, where `cron` is set,
 * the refresh of the current fairs on it and the following of the portal's own changes every minute. Safe with
 * several processes: a schedule is one row per name and pg-boss makes one job per slot across them.
 */
export async function startFairProgressJobs(
  boss: PgBoss,
  runs: FairProgressRuns,
  logger: Logger,
  cron: string | null,
): Promise<void> {
  await work<FairJob>(
    boss,
    PROGRESS_FAIR_QUEUE,
    logger,
    // Stately: per fair one waiting and one running, so a fair asked for by many managers is worked out once.
    { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 30 * 60, pollingIntervalSeconds: 2 },
    (data) => runs.fair(data.fairIdCode),
  );
  if (cron === null) return;
  await work(
    boss,
    PROGRESS_CURRENT_QUEUE,
    logger,
    // Singleton: one run at a time across every process.
    { policy: 'singleton', retryLimit: 1, retryDelay: 120, expireInSeconds: 60 * 60, pollingIntervalSeconds: 10 },
    () => runs.current(),
  );
  await work(
    boss,
    PROGRESS_FOLLOW_QUEUE,
    logger,
    { policy: 'singleton', retryLimit: 0, retryDelay: 0, expireInSeconds: 10 * 60, pollingIntervalSeconds: 10 },
    () => runs.follow(),
  );
  await boss.schedule(PROGRESS_CURRENT_QUEUE, cron, {}, { tz: 'UTC' });
  await boss.schedule(PROGRESS_FOLLOW_QUEUE, FOLLOW_CRON, {}, { tz: 'UTC' });
  // The first refresh comes now, not at the next slot: a portal just started has a cockpit within minutes.
  await boss.send(PROGRESS_CURRENT_QUEUE, {}, { singletonKey: 'start' });
}

/** Asks for one fair's refresh; a fair already waiting is not asked for twice. */
export async function requestFairProgress(boss: PgBoss, fairIdCode: string): Promise<void> {
  await boss.send(PROGRESS_FAIR_QUEUE, { fairIdCode } satisfies FairJob, { singletonKey: fairIdCode });
}
