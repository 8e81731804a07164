import path from 'node:path';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from '../config.ts';
import { demoSeedScale, seedDemoDataIfEmpty } from '../persistence/DemoSeed.ts';
import { startEmbeddedDatabase } from '../persistence/EmbeddedDatabase.ts';
import { createOrm, migrate, type Orm } from '../persistence/orm.ts';
import { demoCatalogueFor, demoChoiceOf } from './demoCatalogue.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

export interface PortalDatabase {
  readonly orm: Orm;
  readonly databaseUrl: string;
}

/**
 * The portal's PostgreSQL (the embedded one under <dataDir>, or DATABASE_URL), its ORM, the migrations, and the
 * demo data when the configuration asks for it and the database is empty.
 */
export async function startDatabase(
  config: Config,
  context: {
    projectRoot: string;
    log: PinoLogger;
    shutdown: ShutdownSequence;
    /** The day the demo data is built for when it is first loaded. */
    demoDay: () => Date;
  },
): Promise<PortalDatabase> {
  const { log, shutdown } = context;
  let databaseUrl: string;
  if (config.database.kind === 'embedded') {
    const database = await startEmbeddedDatabase({
      dataDir: path.resolve(context.projectRoot, config.database.dataDir),
      preferredPort: config.database.preferredPort,
      log: (message) => log.debug({ component: 'postgres' }, message),
      warn: (message) => log.warn({ component: 'postgres' }, message),
      info: (message) => log.info({ component: 'postgres' }, message),
      // Under npm start the portal brings PostgreSQL back when it dies (requests meanwhile get 503).
      restartWhenItDies: true,
    });
    shutdown.beforeStopping(() => database.stopWatching());
    shutdown.add(() => database.stop());
    databaseUrl = database.url;
  } else {
    databaseUrl = config.database.url;
  }

  const orm = await createOrm({ databaseUrl });
  shutdown.add(() => orm.close(true));
  const applied = await migrate(orm);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');

  if (config.demoData) {
    const choice = demoChoiceOf(config);
    const started = Date.now();
    // Built only when the database is empty: the operator data set takes a second or two.
    const seeded = await seedDemoDataIfEmpty(orm, () => demoCatalogueFor(choice, context.demoDay()));
    if (seeded) log.info({ demoScale: choice.scale, ms: Date.now() - started }, 'demo data loaded');
    const loaded = seeded ? undefined : await demoSeedScale(orm);
    if (loaded && loaded.scale !== choice.scale)
      log.warn(
        { loaded: loaded.scale, demoScale: choice.scale },
        'DEMO_SCALE applies to an empty database: this one holds the other data set, which the simulator keeps serving',
      );
  }
  return { orm, databaseUrl };
}
