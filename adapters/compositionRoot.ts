import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Container } from 'inversify';
import type { Logger as PinoLogger } from 'pino';
import type { ExhibitorHome } from '../application/exhibitor/ExhibitorHome.ts';
import type { Reminders } from '../application/exhibitor/Reminders.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../application/ports/ChangeNotices.ts';
import { systemClock, type Clock } from '../application/ports/Clock.ts';
import type { Sessions } from '../application/ports/Sessions.ts';
import type { UserAccounts } from '../application/shared/UserAccounts.ts';
import type { Config } from './config.ts';
import { offsetClock } from './OffsetClock.ts';
import { buildDemoCatalogue } from './demo/catalogue.ts';
import { createHttpApp } from './http/app.ts';
import { clientErrorRoutes } from './http/clientErrors.ts';
import { startErrorReporting } from './http/errorReporting.ts';
import { recordRequest, serveMetrics, watchPortal } from './shared/metrics.ts';
import type { ViewCache } from './http/viewCache.ts';
import { OpenApiDocument } from './http/OpenApiDocument.ts';
import { ReadinessGate } from './http/readiness.ts';
import { startPortalJobs, type PortalJobs } from './jobs/portalJobs.ts';
import type { DevOidcProvider } from './identity/DevOidcProvider.ts';
import { postgresOidcAdapter } from './identity/PostgresOidcAdapter.ts';
import { demoSeedDay, seedDemoDataIfEmpty } from './persistence/DemoSeed.ts';
import { startEmbeddedDatabase, type RunningDatabase } from './persistence/EmbeddedDatabase.ts';
import { createOrm, migrate, type Orm } from './persistence/orm.ts';
import { PostgresChangeNotices } from './persistence/PostgresChangeNotices.ts';
import type { BookingSystemHealth } from './rubin/BookingSystemHealth.ts';
import { RubinSimulator } from './rubin/RubinSimulator.ts';
import { adminAuditModule } from './wiring/adminAudit.ts';
import { adminCoreDataModule } from './wiring/adminCoreData.ts';
import { adminFairWallModule } from './wiring/adminFairWall.ts';
import { adminFairsModule } from './wiring/adminFairs.ts';
import { adminTeasersModule } from './wiring/adminTeasers.ts';
import { bookingSystemModule, BookingSystemHealthToken, type BookingSystemConnection } from './wiring/bookingSystem.ts';
import { exhibitorModule, ExhibitorHomeToken, ExhibitorViewsToken, RemindersToken } from './wiring/exhibitor.ts';
import { configuredMailer } from './wiring/configuredMailer.ts';
import { checkHealth } from './wiring/health.ts';
import { imagesModule } from './wiring/images.ts';
import { startIdentity } from './wiring/identity.ts';
import { mailModule } from './wiring/jobs.ts';
import { persistenceModule } from './wiring/persistence.ts';
import type { PortalModule, RouteContext } from './wiring/PortalModule.ts';
import { applicationLogger, portalPino, runtimeModule } from './wiring/runtime.ts';
import { SessionStoreToken, sharedModule, UserAccountsToken } from './wiring/shared.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');
/** The release reported with server errors (package.json's version). */
const PORTAL_RELEASE = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

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
 */
export async function startPortal(config: Config, options: PortalOptions = {}): Promise<Portal> {
  const log = options.logger ?? portalPino({ level: config.logLevel });
  const logger = applicationLogger(log);
  // The real clock builds the demo data; the application's clock may run CLOCK_OFFSET_DAYS ahead of it.
  const realClock = options.clock ?? systemClock;
  const clock = offsetClock(realClock, config.clockOffsetDays ?? 0);
  if (clock !== realClock)
    log.warn({ clockOffsetDays: config.clockOffsetDays }, 'the clock is moved for a demonstration (CLOCK_OFFSET_DAYS)');
  const stops: Array<() => Promise<void>> = [];
  const gate = new ReadinessGate();
  /** Run first when the portal stops, before any component stops. */
  const shutdownHooks: Array<() => void> = [];
  const stopAll = async () => {
    gate.close();
    for (const hook of shutdownHooks) hook();
    for (const stop of stops.reverse()) await stop().catch((error) => log.error({ err: error }, 'stop failed'));
    stops.length = 0;
  };

  try {
    let database: RunningDatabase | undefined;
    let databaseUrl: string;
    if (config.database.kind === 'embedded') {
      database = await startEmbeddedDatabase({
        dataDir: path.resolve(projectRoot, config.database.dataDir),
        preferredPort: config.database.preferredPort,
        log: (message) => log.debug({ component: 'postgres' }, message),
        warn: (message) => log.warn({ component: 'postgres' }, message),
        info: (message) => log.info({ component: 'postgres' }, message),
        // Under npm start the portal brings PostgreSQL back when it dies (requests meanwhile get 503).
        restartWhenItDies: true,
      });
      const running = database;
      shutdownHooks.push(() => running.stopWatching());
      stops.push(() => running.stop());
      databaseUrl = database.url;
    } else {
      databaseUrl = config.database.url;
    }

    const orm = await createOrm({ databaseUrl });
    stops.push(() => orm.close(true));
    const applied = await migrate(orm);
    if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

    if (config.demoData) {
      const seeded = await seedDemoDataIfEmpty(orm, buildDemoCatalogue(options.today ?? realClock.now()));
      if (seeded) log.info('demo data loaded');
    }

    // Background jobs on the same database, after its migrations: mail queue and worker (reminders come later).
    const jobsLogger = applicationLogger(log.child({ component: 'jobs' }));
    const jobs = await startPortalJobs({
      config,
      databaseUrl,
      logger: jobsLogger,
      mailer: configuredMailer(config, path.resolve(projectRoot, config.dataDir), jobsLogger),
    });
    stops.push(() => jobs.stop());

    let simulator: RubinSimulator | undefined;
    let rubin: BookingSystemConnection;
    if (config.bookingSystem.kind === 'simulator') {
      const seedDay = await demoSeedDay(orm);
      simulator = new RubinSimulator({
        today: seedDay ? new Date(`${seedDay}T00:00:00Z`) : (options.today ?? realClock.now()),
        // Data built on the load day, "ended" decided at the portal's clock (with CLOCK_OFFSET_DAYS).
        now: () => clock.now(),
        credentials: { user: config.bookingSystem.user, password: config.bookingSystem.password },
        faults: { latencyMs: config.bookingSystem.latencyMs, errorRate: config.bookingSystem.errorRate },
      });
      const url = await simulator.start();
      stops.push(() => simulator!.stop());
      rubin = { url, user: config.bookingSystem.user, password: config.bookingSystem.password };
      log.info({ url }, 'booking-system simulator started');
    } else {
      rubin = {
        url: config.bookingSystem.url,
        user: config.bookingSystem.user,
        password: config.bookingSystem.password,
      };
    }

    // The server listens before the identity provider is asked for its metadata: the development
    // provider is served by this very server. Until the app is attached, the gate answers 503.
    const server = createServer(gate.listener);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, resolve);
    });
    stops.push(() => closeServer(server, SHUTDOWN_GRACE_MS, log));
    const boundPort = (server.address() as AddressInfo).port;
    const publicUrl = config.port === 0 ? `http://localhost:${boundPort}` : config.publicUrl;
    const identity = startIdentity(config, publicUrl, projectRoot, {
      // The development provider's state in PostgreSQL (several processes, restarts), not in this process's memory.
      oidcAdapter: postgresOidcAdapter(() => orm.em.getConnection().getNativeClient()),
      info: (message) => log.info({ component: 'identity' }, message),
    });

    const modules: PortalModule[] = [
      runtimeModule(logger, clock),
      persistenceModule(orm),
      bookingSystemModule(rubin, log.child({ component: 'rubin' })),
      mailModule(jobs),
      sharedModule(orm),
      exhibitorModule({ publicUrl }),
      imagesModule(orm),
      adminAuditModule(orm),
      adminCoreDataModule(orm),
      adminFairWallModule(orm),
      adminFairsModule(orm),
      adminTeasersModule(orm),
    ];
    const container = new Container();
    await container.load(...modules.map((module) => module.bindings));
    // Change notices listen before the first request, so that the caches may be used (adapters/persistence/PostgresChangeNotices).
    const changes = container.get<ChangeNotices>(ChangeNoticesToken);
    if (changes instanceof PostgresChangeNotices) {
      stops.push(() => changes.stop());
      await changes.start({ warn: (message, details) => logger.warn(message, details) });
    }
    await jobs.startReminders(() => container.get<Reminders>(RemindersToken).run(clock.now()));
    const sessionStore = container.get<Sessions>(SessionStoreToken);
    await jobs.scheduleSessionCleanup(() => sessionStore.deleteExpired(clock.now()));

    const routeContext: RouteContext = { clock, logger, bearer: identity.bearer, publicUrl };
    const rubinHealth = container.get<BookingSystemHealth>(BookingSystemHealthToken);
    const errorReporter = await startErrorReporting({
      dsn: config.sentryDsn,
      environment: config.production ? 'production' : 'development',
      release: PORTAL_RELEASE,
      logger,
    });
    if (errorReporter) stops.push(() => errorReporter.close());
    const app = createHttpApp({
      openApi: OpenApiDocument.fromFile(path.join(projectRoot, 'openapi.yaml')),
      sessionStore,
      accounts: container.get<UserAccounts>(UserAccountsToken),
      home: container.get<ExhibitorHome>(ExhibitorHomeToken),
      views: container.get<ViewCache>(ExhibitorViewsToken),
      signIn: identity.signIn,
      bearer: identity.bearer,
      health: () => checkHealth(orm, rubinHealth),
      clock,
      logger,
      webRoot: path.resolve(projectRoot, config.webRoot),
      // Secure in production (served over TLS, directly or behind a proxy) and whenever the address is https.
      secureCookies: config.production || publicUrl.startsWith('https://'),
      sessionIdleMinutes: config.sessionIdleMinutes,
      publicOrigin: new URL(publicUrl).origin,
      profileUrl: identity.profileUrl,
      signInCookieSecret: identity.signInCookieSecret,
      mounts: identity.mounts,
      trustProxy: config.trustProxy,
      // The same DSN for the browser UI: rendered into index.html (nothing is loaded or sent without it).
      browserSentryDsn: config.sentryDsn,
      routes: [
        ...modules.flatMap((module) => module.routes?.(container, routeContext) ?? []),
        clientErrorRoutes({ logger, publicOrigin: new URL(publicUrl).origin }),
      ],
      observeRequest: recordRequest,
      ...(errorReporter ? { reportError: (error: unknown) => errorReporter.report(error) } : {}),
    });
    gate.open(app.callback());

    const unwatch = watchPortal({
      breaker: () => rubinHealth.breaker(),
      databasePool: async () => {
        const pool = await orm.em.getConnection().getNativeClient();
        return {
          max: pool.options.max ?? 10,
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        };
      },
      jobs: async () => {
        const rows = await orm.em.getConnection().execute<Array<{ queue: string; state: string; count: number }>>(
          // Every queue with every state (0 included), so that an empty queue shows as 0, not as absent.
          'select q.name as queue, s.state::text as state, count(j.id)::int as count from pgboss.queue q ' +
            'cross join unnest(enum_range(null::pgboss.job_state)) as s(state) ' +
            'left join pgboss.job j on j.name = q.name and j.state = s.state group by q.name, s.state',
        );
        return rows;
      },
    });
    stops.push(async () => unwatch());
    let metricsUrl: string | undefined;
    if (config.metrics) {
      try {
        const metrics = await serveMetrics(config.metrics);
        stops.push(() => metrics.stop());
        metricsUrl = metrics.url;
        log.info({ url: metrics.url }, 'metrics served (Prometheus)');
      } catch (error) {
        // e.g. a second portal on this machine: it runs without metrics rather than not at all.
        log.warn(
          { port: config.metrics.port, reason: error instanceof Error ? error.message : String(error) },
          'metrics not served: the port cannot be used (set METRICS_PORT)',
        );
      }
    }

    return {
      url: publicUrl,
      server,
      orm,
      databaseUrl,
      simulator,
      devProvider: identity.devProvider,
      container,
      jobs,
      metricsUrl,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** How long a stop waits for the requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting connections and lets the requests in flight finish (the readiness gate already answers new
 * requests on open connections with 503 and Connection: close); idle keep-alive connections are closed as they
 * become idle, and whatever is still open after `graceMs` is cut.
 */
function closeServer(server: Server, graceMs: number, log: PinoLogger): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      log.warn({ graceMs }, 'requests still running after the grace period; their connections are closed');
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
