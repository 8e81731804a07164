/**
 * The booking-system side of `npm run bench:scale`, forked by rubinProcess.ts with an IPC channel: builds the
 * operator data set (DEMO_SCALE=operator, DEMO_SEED) for today, seeds it into a fresh migrated embedded PostgreSQL
 * under BENCH_DATA_DIR as the portal's start would (EMBEDDED_POSTGRES_PORT) and stops that PostgreSQL, then serves
 * the same data set as the Rubin simulator on loopback with BENCH_RUBIN_LATENCY_MS of latency. The portal starts on
 * the seeded folder afterwards and finds the data there, so neither the seed's garbage nor the simulator's data set
 * is in its heap. Answers the bench's questions (the simulator's counts, their reset, this process's memory); ends
 * when the channel closes.
 */
import path from 'node:path';
import { seedDemoDataIfEmpty } from '../../adapters/persistence/DemoSeed.ts';
import { startEmbeddedDatabase } from '../../adapters/persistence/EmbeddedDatabase.ts';
import { createOrm, migrate } from '../../adapters/persistence/orm.ts';
import { RubinSimulator } from '../../adapters/rubin/RubinSimulator.ts';
import { demoCatalogueFor } from '../../adapters/wiring/demoCatalogue.ts';
import type { RubinQuestion, RubinReport } from './rubinProcess.ts';

/** Nothing to tell once the bench is gone (the channel closed while the seed ran). */
const tell = (report: RubinReport) => process.connected && process.send!(report);

async function seedAndServe(): Promise<RubinSimulator> {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR is not set');
  const seed = Number(process.env.DEMO_SEED ?? 1);
  const catalogue = demoCatalogueFor({ scale: 'operator', seed }, new Date());

  const started = performance.now();
  const database = await startEmbeddedDatabase({
    dataDir: path.join(dataDir, 'postgres'),
    preferredPort: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 55497),
  });
  try {
    const orm = await createOrm({ databaseUrl: database.url });
    try {
      await migrate(orm);
      await seedDemoDataIfEmpty(orm, catalogue);
    } finally {
      await orm.close(true);
    }
  } finally {
    await database.stop();
  }
  tell({ op: 'seeded', seedMs: performance.now() - started });

  // As the portal's own simulator: the catalogue of the seed's day, "ended" decided by the real clock.
  const simulator = new RubinSimulator({
    catalogue,
    now: () => new Date(),
    credentials: { user: 'portal', password: 'portal' },
    faults: { latencyMs: Number(process.env.BENCH_RUBIN_LATENCY_MS ?? 20), errorRate: 0 },
  });
  const url = await simulator.start();
  const booths = new Map<string, number>();
  for (const registration of catalogue.registrations)
    booths.set(registration.email, (booths.get(registration.email) ?? 0) + 1);
  tell({
    op: 'serving',
    url,
    boothsPerAccount: catalogue.users.map((user) => [user.sub, booths.get(user.email) ?? 0] as const),
  });
  return simulator;
}

function answer(simulator: RubinSimulator, question: RubinQuestion): RubinReport {
  if (question.ask === 'stats') return { op: 'stats', id: question.id, stats: simulator.stats() };
  if (question.ask === 'resetStats') {
    simulator.resetStats();
    return { op: 'resetStats', id: question.id };
  }
  const memory = { rssMb: process.memoryUsage.rss() / 2 ** 20, maxRssMb: process.resourceUsage().maxRSS / 1024 };
  return { op: 'memory', id: question.id, memory };
}

seedAndServe().then(
  (simulator) => {
    process.on('message', (question: RubinQuestion) => tell(answer(simulator, question)));
    process.once('disconnect', () => void simulator.stop().then(() => process.exit(0)));
  },
  (error: unknown) => {
    tell({ op: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  },
);
