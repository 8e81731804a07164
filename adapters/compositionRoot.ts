import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Container } from 'inversify';
import type { Logger as PinoLogger } from 'pino';
import { systemClock, type Clock } from '../application/ports/Clock.ts';
import type { Config } from './config.ts';
import { digestUnsubscribeKey } from './mail/digestUnsubscribeKey.ts';
import { offsetClock } from './OffsetClock.ts';
import { ReadinessGate } from './http/readiness.ts';
import type { PortalJobs } from './jobs/portalJobs.ts';
import type { DevOidcProvider } from './identity/DevOidcProvider.ts';
import { postgresOidcAdapter } from './identity/PostgresOidcAdapter.ts';
import type { Orm } from './persistence/orm.ts';
import { PostgresBookingAnswers } from './persistence/PostgresBookingAnswers.ts';
import { PostgresRateLimits } from './persistence/PostgresRateLimits.ts';
import { nativePool } from './persistence/PreparedReads.ts';
import type { BookingSystemHealth } from './rubin/BookingSystemHealth.ts';
import type { RubinSimulator } from './rubin/RubinSimulator.ts';
import { adminAnnouncementsModule } from './wiring/adminAnnouncements.ts';
import { adminAuditModule } from './wiring/adminAudit.ts';
import { adminCoreDataModule } from './wiring/adminCoreData.ts';
import { adminFairWallModule } from './wiring/adminFairWall.ts';
import { adminHomeNoticeModule } from './wiring/adminHomeNotice.ts';
import { adminFairsModule } from './wiring/adminFairs.ts';
import { adminTeasersModule } from './wiring/adminTeasers.ts';
import { adminTrashModule } from './wiring/adminTrash.ts';
import { bookingSystemModule, BookingSystemHealthToken } from './wiring/bookingSystem.ts';
import { createPortalApp } from './wiring/createPortalApp.ts';
import { deadlinesModule } from './wiring/deadlines.ts';
import { eventsModule } from './wiring/events.ts';
import { teamModule } from './wiring/team.ts';
import { webhookDispatcher, webhooksModule, webhookTargets } from './wiring/webhooks.ts';
import { exhibitorModule } from './wiring/exhibitor.ts';
import { imagesModule } from './wiring/images.ts';
import { startIdentity } from './wiring/identity.ts';
import { mailModule } from './wiring/mail.ts';
import { loadModules } from './wiring/loadModules.ts';
import { persistenceModule } from './wiring/persistence.ts';
import type { PortalModule } from './wiring/PortalModule.ts';
import { applicationLogger, portalPino, runtimeModule } from './wiring/runtime.ts';
import { adminProgressModule } from './wiring/adminProgress.ts';
import { scheduleRecurringJobs } from './wiring/scheduleRecurringJobs.ts';
import { sharedModule } from './wiring/shared.ts';
import { ShutdownSequence } from './wiring/ShutdownSequence.ts';
import { startBackgroundJobs } from './wiring/startBackgroundJobs.ts';
import { startBookingSystem } from './wiring/startBookingSystem.ts';
import { startDatabase } from './wiring/startDatabase.ts';
import { startHttpServer } from './wiring/startHttpServer.ts';
import { startMetrics } from './wiring/startMetrics.ts';

/** Here, not in a wiring module: the production bundle (dist/main.js) finds the project's files from its own folder. */
const projectRoot = path.resolve(import.meta.dirname, '..');

export interface Portal {
  url: string;
  server: Server;
  orm: Orm;
  databaseUrl: string;
  simulator: RubinSimulator | undefined;
  devProvider: DevOidcProvider | undefined;
  container: Container;
  /** pg-boss (schema pgboss): the mail queue and worker, the mailer, the reminders schedule. */
  jobs: PortalJobs;
  /** GET /metrics on its own port (config.metrics); undefined when not served. */
  metricsUrl: string | undefined;
  /** Stops accepting, lets the requests in flight finish (at most 10 s), then stops the components in reverse order. */
  stop(): Promise<void>;
}

export interface PortalOptions {
  logger?: PinoLogger;
  /** The day the demo data is built for when it is first loaded; default today. */
  today?: Date;
  clock?: Clock;
}

/**
 * The composition root: the one place that reads the configuration, starts the real components
 * (PostgreSQL, the background jobs, the booking-system simulator, the identity provider, the HTTP server)
 * and loads the wiring modules (adapters/wiring/), which bind adapters to ports, the services, and their routes.
 * Each step registers how it stops; a step that fails stops what was started before it.
 */
export async function startPortal(config: Config, options: PortalOptions = {}): Promise<Portal> {
  const log = options.logger ?? portalPino({ level: config.logLevel });
  const logger = applicationLogger(log);
  // The real clock builds the demo data; the application's clock may run CLOCK_OFFSET_DAYS ahead of it.
  const realClock = options.clock ?? systemClock;
  const clock = offsetClock(realClock, config.clockOffsetDays ?? 0);
  if (clock !== realClock)
    log.warn({ clockOffsetDays: config.clockOffsetDays }, 'the clock is moved for a demonstration (CLOCK_OFFSET_DAYS)');
  const demoDay = () => options.today ?? realClock.now();
  // Requests that reach the server before the app is attached wait for it (a proxy cannot send a refused POST again).
  const gate = new ReadinessGate({ holdWhileStarting: true });
  const shutdown = new ShutdownSequence(gate, log);

  try {
    const { orm, databaseUrl } = await startDatabase(config, { projectRoot, log, shutdown, demoDay });
    const jobs = await startBackgroundJobs(config, { projectRoot, databaseUrl, log, shutdown });
    const rubin = await startBookingSystem(config, { orm, clock, demoDay, log, shutdown });
    const { server, publicUrl } = await startHttpServer(config, { gate, log, shutdown });
    const identity = startIdentity(config, publicUrl, projectRoot, {
      // The development provider's state in PostgreSQL (several processes, restarts), not in this process's memory.
      oidcAdapter: postgresOidcAdapter(() => orm.em.getConnection().getNativeClient()),
      rateLimits: new PostgresRateLimits(nativePool(orm)),
      info: (message) => log.info({ component: 'identity' }, message),
    });

    // Known now: every component that listens (metrics from its configured port) and the port this server got.
    const targets = webhookTargets(config, {
      databaseUrl,
      httpPort: (server.address() as AddressInfo).port,
      bookingSystemUrl: rubin.connection.url,
    });
    const webhooks = webhookDispatcher(config, { targets, orm, jobs, databaseUrl, clock, logger, shutdown });
    const rubinLog = log.child({ component: 'rubin' });
    const modules: PortalModule[] = [
      runtimeModule(logger, clock),
      persistenceModule(orm),
      bookingSystemModule(
        rubin.connection,
        rubinLog,
        new PostgresRateLimits(nativePool(orm)),
        new PostgresBookingAnswers(nativePool(orm), {
          onError: (what, error) =>
            rubinLog.warn(
              { reason: error instanceof Error ? error.message : String(error) },
              `kept answers: ${what} failed`,
            ),
        }),
      ),
      mailModule(jobs),
      sharedModule(orm),
      exhibitorModule({ publicUrl }),
      deadlinesModule(orm, { publicUrl, unsubscribeKey: digestUnsubscribeKey(config.identity.clientSecret) }),
      teamModule({ publicUrl }),
      imagesModule(orm),
      adminAuditModule(orm),
      adminCoreDataModule(orm),
      adminFairWallModule(orm),
      adminHomeNoticeModule(),
      adminProgressModule(orm, jobs),
      adminAnnouncementsModule(orm, jobs, { publicUrl }),
      adminFairsModule(orm),
      adminTeasersModule(orm),
      adminTrashModule(orm),
      eventsModule(orm),
      webhooksModule(orm, targets, webhooks),
    ];
    const container = await loadModules(modules, { logger, shutdown });
    // Only where the reminders run (every process by default) and never for a portal composed without `jobs`.
    const progressCron = config.jobs?.reminders === false ? null : (config.jobs?.progressCron ?? null);
    await scheduleRecurringJobs(jobs, container, clock, progressCron);
    await webhooks.start();
    const app = await createPortalApp(config, {
      projectRoot,
      container,
      modules,
      identity,
      orm,
      clock,
      logger,
      publicUrl,
      shutdown,
    });
    gate.open(app.callback());
    const rubinHealth = container.get<BookingSystemHealth>(BookingSystemHealthToken);
    const metricsUrl = await startMetrics(config, { orm, rubinHealth, log, shutdown });

    return {
      url: publicUrl,
      server,
      orm,
      databaseUrl,
      simulator: rubin.simulator,
      devProvider: identity.devProvider,
      container,
      jobs,
      metricsUrl,
      stop: () => shutdown.run(),
    };
  } catch (error) {
    await shutdown.run();
    throw error;
  }
}
