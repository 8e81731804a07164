import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Logger } from '../../../application/ports/Logger.ts';
import { startJobs, type RunningJobs } from '../../../adapters/jobs/PgBossJobs.ts';
import { REMINDERS_QUEUE } from '../../../adapters/jobs/remindersSchedule.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

// The daily reminders: a pg-boss job, scheduled daily, safe to run on several instances at once.
describe('the reminders schedule', () => {
  let database: { url: string; drop(): Promise<void> };
  const runs: string[] = [];
  let active = 0;
  let mostActive = 0;
  const instances: RunningJobs[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const name of ['first', 'second']) {
      instances.push(
        await startJobs({
          databaseUrl: database.url,
          logger: quiet,
          mailer: { send: async () => undefined },
          reminders: {
            cron: '0 6 * * *',
            timeZone: 'Europe/Zurich',
            pollingIntervalSeconds: 0.5,
            run: async () => {
              runs.push(name);
              active += 1;
              mostActive = Math.max(mostActive, active);
              await new Promise((resolve) => setTimeout(resolve, 300));
              active -= 1;
            },
          },
        }),
      );
    }
  });

  afterAll(async () => {
    for (const jobs of instances) await jobs.stop();
    await database?.drop();
  });

  it('is one schedule, daily at 06:00 Zurich time, however many instances register it', async () => {
    const schedules = await instances[0].boss.getSchedules();
    expect(schedules).toEqual([
      expect.objectContaining({
        name: REMINDERS_QUEUE,
        cron: '0 6 * * *',
        options: expect.objectContaining({ tz: 'Europe/Zurich' }),
      }),
    ]);
  });

  it('runs the use case once per job, one run at a time across the instances', async () => {
    await instances[0].boss.send(REMINDERS_QUEUE, {});
    await instances[1].boss.send(REMINDERS_QUEUE, {});

    const deadline = Date.now() + 60_000;
    while (runs.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs).toHaveLength(2);
    expect(mostActive).toBe(1);
  }, 120_000);
});
