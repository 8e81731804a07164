import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Container, ContainerModule } from 'inversify';
import { pino, type Logger as PinoLogger } from 'pino';
import { BookingSystemCalls } from '../application/exhibitor/BookingSystemCalls.ts';
import { BoothPage } from '../application/exhibitor/BoothPage.ts';
import { PastFairs } from '../application/exhibitor/PastFairs.ts';
import { ExhibitorHome } from '../application/exhibitor/ExhibitorHome.ts';
import { FairCatalogueToken, type FairCatalogue } from '../application/ports/FairCatalogue.ts';
import { InsurancesToken, type Insurances } from '../application/ports/Insurances.ts';
import { TaskNotificationStatesToken, type TaskNotificationStates } from '../application/ports/TaskNotificationStates.ts';
import { PublishedFairs } from '../application/exhibitor/PublishedFairs.ts';
import { BookingSystem, type BookingSystem as BookingSystemPort } from '../application/ports/BookingSystem.ts';
import { ClockToken, systemClock, type Clock } from '../application/ports/Clock.ts';
import { FairsToken, type Fairs } from '../application/ports/Fairs.ts';
import { LoggerToken, type Logger } from '../application/ports/Logger.ts';
import { UsersToken, type Users } from '../application/ports/Users.ts';
import { UserAccounts } from '../application/shared/UserAccounts.ts';
import { HomeNoticesToken, type HomeNotices } from '../application/ports/HomeNotices.ts';
import { NotificationsToken, type Notifications } from '../application/ports/Notifications.ts';
import { TeasersToken, type Teasers } from '../application/ports/Teasers.ts';
import { FairWallEntriesToken, type FairWallEntries } from '../application/ports/FairWallEntries.ts';
import { MarketingContent } from '../application/exhibitor/Teasers.ts';
import type { Config } from './config.ts';
import { offsetClock } from './OffsetClock.ts';
import { buildDemoCatalogue, DEMO_PASSWORD, demoUsers } from './demo/catalogue.ts';
import { createHttpApp, type HealthState, type SignInFlow } from './http/app.ts';
import { OpenApiDocument } from './http/OpenApiDocument.ts';
import { ReadinessGate } from './http/readiness.ts';
import { mailAndRemindersModule, RemindersToken, startPortalJobs, type PortalJobs } from './jobs/portalJobs.ts';
import type { Reminders } from '../application/exhibitor/Reminders.ts';
import { boothRoutes } from './http/routes/booth.ts';
import { pastFairRoutes } from './http/routes/pastFairs.ts';
import { fairRoutes } from './http/routes/fairs.ts';
import { bookingSystemRoutes } from './http/routes/rubin.ts';
import { BearerTokens } from './identity/BearerTokens.ts';
import { createDevOidcProvider, loadOrCreateDevSigningKey, type DevOidcProvider } from './identity/DevOidcProvider.ts';
import { OidcSignIn } from './identity/OidcSignIn.ts';
import { devAccountPage } from './identity/DevAccountPage.ts';
import { demoSeedDay, seedDemoDataIfEmpty } from './persistence/DemoSeed.ts';
import { startEmbeddedDatabase, type RunningDatabase } from './persistence/EmbeddedDatabase.ts';
import { CachedFairs } from './persistence/CachedFairs.ts';
import { CachedUsers } from './persistence/CachedUsers.ts';
import { TtlCache } from './persistence/TtlCache.ts';
import { MikroOrmHomeNotices } from './persistence/MikroOrmHomeNotices.ts';
import { MikroOrmFairs } from './persistence/MikroOrmFairs.ts';
import { MikroOrmUsers } from './persistence/MikroOrmUsers.ts';
import { createOrm, migrate, type Orm } from './persistence/orm.ts';
import { PostgresSessionStore } from './persistence/PostgresSessionStore.ts';
import { bindProductData, productDataRoutes } from './productDataWiring.ts';
import { BookingSystemHealth } from './rubin/BookingSystemHealth.ts';
import { HttpBookingSystem } from './rubin/HttpBookingSystem.ts';
import { RubinSimulator } from './rubin/RubinSimulator.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** Service identifiers of the application services (ports carry theirs beside the interface). */
export const ExhibitorHomeToken = Symbol.for('ExhibitorHome');
export const UserAccountsToken = Symbol.for('UserAccounts');
export const BoothPageToken = Symbol.for('BoothPage');

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
 * (PostgreSQL, the booking-system simulator, the development identity provider) and binds adapters to ports.
 */
export async function startPortal(config: Config, options: PortalOptions = {}): Promise<Portal> {
  const log = options.logger ?? pino({ level: config.logLevel });
  const logger = applicationLogger(log);
  // The real clock builds the demo data; the application's clock may run CLOCK_OFFSET_DAYS ahead of it.
  const realClock = options.clock ?? systemClock;
  const clock = offsetClock(realClock, config.clockOffsetDays ?? 0);
  if (clock !== realClock) log.warn({ clockOffsetDays: config.clockOffsetDays }, 'the clock is moved for a demonstration (CLOCK_OFFSET_DAYS)');
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
    const jobs = await startPortalJobs({ config, dataDir: path.resolve(projectRoot, config.dataDir), databaseUrl, logger: applicationLogger(log.child({ component: 'jobs' })) });
    stops.push(() => jobs.stop());

    let simulator: RubinSimulator | undefined;
    let rubin: { url: string; user: string; password: string };
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
      rubin = { url: config.bookingSystem.url, user: config.bookingSystem.user, password: config.bookingSystem.password };
    }
    const bookingSystem = new HttpBookingSystem({ baseUrl: rubin.url, user: rubin.user, password: rubin.password, logger: log.child({ component: 'rubin' }) });
    const rubinHealth = new BookingSystemHealth(bookingSystem);

    // The server listens before the identity provider is asked for its metadata: the development
    // provider is served by this very server. Until the app is attached, the gate answers 503.
    const server = createServer(gate.listener);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, resolve);
    });
    stops.push(() => closeServer(server));
    const boundPort = (server.address() as AddressInfo).port;
    const publicUrl = config.port === 0 ? `http://localhost:${boundPort}` : config.publicUrl;

    let devProvider: DevOidcProvider | undefined;
    const devUsers = demoUsers.map((user) => ({ ...user, password: DEMO_PASSWORD, groups: [...user.groups] }));
    let issuer: string;
    let profileUrl: string;
    const identity = config.identity;
    if (identity.kind === 'development') {
      issuer = `${publicUrl}/oidc`;
      devProvider = createDevOidcProvider({
        issuer,
        users: devUsers,
        clients: [
          {
            clientId: identity.clientId,
            clientSecret: identity.clientSecret,
            redirectUris: [`${publicUrl}/oidc-callback`],
            postLogoutRedirectUris: [`${publicUrl}/logout`],
          },
        ],
        cookieKeys: identity.cookieKeys,
        // Kept on disk so that ID tokens in sessions from before a restart still end their session.
        signingKeys: [loadOrCreateDevSigningKey(path.resolve(projectRoot, config.dataDir, 'dev-oidc-signing-key.json'))],
        apiAudience: identity.apiAudience,
        trustProxy: config.trustProxy,
      });
      profileUrl = `${issuer}/account`;
    } else {
      issuer = identity.issuer;
      profileUrl = identity.profileUrl;
    }
    const allowHttp = !config.production || identity.kind === 'development';
    const signIn = lazySignIn(() =>
      OidcSignIn.discover({
        issuer,
        clientId: identity.clientId,
        clientSecret: identity.clientSecret,
        redirectUri: `${publicUrl}/oidc-callback`,
        // The sign-out ends on the UI's "signed out" page (exhibitor-area §2 /logout), not on a new sign-in.
        postLogoutRedirectUri: `${publicUrl}/logout`,
        allowHttp,
      }),
    );
    const bearer = new BearerTokens({ issuer, audience: identity.apiAudience, allowHttp });

    const container = new Container();
    await container.load(
      new ContainerModule((bind) => {
        bind.bind<Logger>(LoggerToken).toConstantValue(logger);
        bind.bind<Clock>(ClockToken).toConstantValue(clock);
      }),
      new ContainerModule((bind) => {
        bind.bind<Users>(UsersToken).toConstantValue(new CachedUsers(new MikroOrmUsers(orm)));
        bind.bind<Fairs>(FairsToken).toConstantValue(new CachedFairs(new MikroOrmFairs(orm)));
        bindProductData(bind, orm);
        bind.bind<HomeNotices>(HomeNoticesToken).toConstantValue(new MikroOrmHomeNotices(orm));
      }),
      new ContainerModule((bind) => {
        bind.bind<BookingSystemPort>(BookingSystem).toConstantValue(bookingSystem);
      }),
      new ContainerModule((bind) => {
        bind.bind(UserAccountsToken).toDynamicValue((ctx) => new UserAccounts(ctx.get<Users>(UsersToken), ctx.get<Logger>(LoggerToken))).inSingletonScope();
        bind
          .bind(ExhibitorHomeToken)
          .toDynamicValue(
            (ctx) =>
              new ExhibitorHome({
                fairs: ctx.get<Fairs>(FairsToken),
                bookingSystem: ctx.get<BookingSystemPort>(BookingSystem),
                notifications: ctx.get<Notifications>(NotificationsToken),
                wall: cachedWall(
                  new MarketingContent(ctx.get<Teasers>(TeasersToken), ctx.get<FairWallEntries>(FairWallEntriesToken), ctx.get<Fairs>(FairsToken), ctx.get<Logger>(LoggerToken)),
                ),
                notices: ctx.get<HomeNotices>(HomeNoticesToken),
              }),
          )
          .inSingletonScope();
      }),
      new ContainerModule((bind) => {
        bind
          .bind(BoothPageToken)
          .toDynamicValue(
            (ctx) =>
              new BoothPage({
                bookingSystem: ctx.get<BookingSystemPort>(BookingSystem),
                fairs: ctx.get<Fairs>(FairsToken),
                fairCatalogue: ctx.get<FairCatalogue>(FairCatalogueToken),
                insurances: ctx.get<Insurances>(InsurancesToken),
                notificationStates: ctx.get<TaskNotificationStates>(TaskNotificationStatesToken),
              }),
          )
          .inSingletonScope();
      }),
      mailAndRemindersModule(jobs, publicUrl),
    );
    await jobs.startReminders(() => container.get<Reminders>(RemindersToken).run(clock.now()));
    const sessionStore = new PostgresSessionStore(orm);
    await jobs.scheduleSessionCleanup(() => sessionStore.deleteExpired(clock.now()));

    const app = createHttpApp({
      openApi: OpenApiDocument.fromFile(path.join(projectRoot, 'openapi.yaml')),
      sessionStore,
      accounts: container.get<UserAccounts>(UserAccountsToken),
      home: container.get<ExhibitorHome>(ExhibitorHomeToken),
      signIn,
      bearer,
      health: () => checkHealth(orm, rubinHealth),
      clock,
      logger,
      webRoot: path.resolve(projectRoot, config.webRoot),
      // Secure in production (served over TLS, directly or behind a proxy) and whenever the address is https.
      secureCookies: config.production || publicUrl.startsWith('https://'),
      sessionIdleMinutes: config.sessionIdleMinutes,
      publicOrigin: new URL(publicUrl).origin,
      profileUrl,
      signInCookieSecret: identity.clientSecret,
      mounts: devProvider ? [devAccountPage(new URL(profileUrl).pathname, devUsers, publicUrl), devProvider.middleware] : [],
      trustProxy: config.trustProxy,
      routes: [
        bookingSystemRoutes(new BookingSystemCalls(bookingSystem)),
        fairRoutes(new PublishedFairs(container.get<Fairs>(FairsToken)), container.get<Fairs>(FairsToken), clock),
        boothRoutes(container.get<BoothPage>(BoothPageToken), clock, new URL(publicUrl).host),
        pastFairRoutes({ pastFairs: new PastFairs({ fairs: container.get<Fairs>(FairsToken), bookingSystem }), clock }),
        ...productDataRoutes(container, { clock, logger, bearer, accounts: container.get<UserAccounts>(UserAccountsToken), publicOrigin: new URL(publicUrl).origin, boothTasks: container.get<BoothPage>(BoothPageToken) }),
      ],
    });
    gate.open(app.callback());

    return { url: publicUrl, server, orm, databaseUrl, simulator, devProvider, container, jobs, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The wall of fairs changes when a manager edits it; every home page reads it: kept for 10 s per day. */
function cachedWall(marketing: MarketingContent) {
  const cache = new TtlCache<string, Awaited<ReturnType<MarketingContent['currentWallEntries']>>>({ ttlMs: 10_000 });
  return { currentWallEntries: (now: Date) => cache.get(now.toISOString().slice(0, 10), () => marketing.currentWallEntries(now)) };
}

function applicationLogger(log: PinoLogger): Logger {
  return {
    info: (message, details) => log.info(details ?? {}, message),
    warn: (message, details) => log.warn(details ?? {}, message),
    error: (message, details) => log.error(details ?? {}, message),
  };
}

/** Discovers the identity provider on first use and again after a failed attempt. */
function lazySignIn(discover: () => Promise<OidcSignIn>): SignInFlow {
  let client: Promise<OidcSignIn> | undefined;
  let ready: OidcSignIn | undefined;
  const get = () =>
    (client ??= discover().then(
      (found) => (ready = found),
      (error) => {
        client = undefined;
        throw error;
      },
    ));
  return {
    begin: async (returnTo) => (await get()).begin(returnTo),
    finish: async (url, pending) => (await get()).finish(url, pending),
    endSessionUrl: (idToken) => ready?.endSessionUrl(idToken) ?? null,
  };
}

/**
 * GET /api/health: the database is asked each time (at most 800 ms, so that a database that does not
 * answer is reported within a second); Rubin is reported from the client's breaker and last observation.
 */
async function checkHealth(orm: Orm, rubin: BookingSystemHealth): Promise<HealthState> {
  const [database, bookingSystem] = await Promise.all([withTimeout(databaseProbe(orm), 800, 'down' as const), rubin.report()]);
  return { database, bookingSystem };
}

/** One `select 1` shared by the health requests that arrive while it runs (a flood of them is one query). */
const databaseProbes = new WeakMap<Orm, Promise<'up' | 'down'>>();
function databaseProbe(orm: Orm): Promise<'up' | 'down'> {
  let probe = databaseProbes.get(orm);
  if (!probe) {
    probe = orm.em
      .getConnection()
      .execute('select 1')
      .then(() => 'up' as const, () => 'down' as const)
      .finally(() => databaseProbes.delete(orm));
    databaseProbes.set(orm, probe);
  }
  return probe;
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
