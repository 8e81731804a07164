/**
 * `npx tsx bench/seedOperator.ts`: the generated operator data set (DEMO_SCALE=operator) at full size, timed -- the
 * catalogue as the booking-system simulator builds it, and the seed of a fresh migrated PostgreSQL (embedded, in a
 * folder of its own that is removed afterwards) -- and the rows it wrote. DEMO_SEED picks the variant (default 1);
 * OPERATOR_SCALE a share of the size (default 1). The tests seed a hundredth of it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOperatorCatalogue } from '../adapters/demo/operatorCatalogue.ts';
import { seedDemoDataIfEmpty } from '../adapters/persistence/DemoSeed.ts';
import { startEmbeddedDatabase } from '../adapters/persistence/EmbeddedDatabase.ts';
import { createOrm, migrate } from '../adapters/persistence/orm.ts';

const seed = Number(process.env.DEMO_SEED ?? 1);
const scale = Number(process.env.OPERATOR_SCALE ?? 1);
const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

let started = performance.now();
const catalogue = buildOperatorCatalogue({ today: new Date(), seed, scale });
process.stdout.write(
  `catalogue (seed ${seed}, scale ${scale}): ${seconds(started)} -- ${catalogue.fairs.length} fairs, ` +
    `${catalogue.users.length} accounts, ${catalogue.registrations.length} booths\n`,
);

const folder = await mkdtemp(path.join(tmpdir(), 'oneshop-operator-seed-'));
const database = await startEmbeddedDatabase({ dataDir: path.join(folder, 'postgres'), preferredPort: 55499 });
const orm = await createOrm({ databaseUrl: database.url });
try {
  await migrate(orm);
  started = performance.now();
  await seedDemoDataIfEmpty(orm, catalogue);
  process.stdout.write(`seed: ${seconds(started)}\n`);
  const tables = ['users', 'fairs', 'fair_tasks', 'insurances', 'notifications', 'domain_events', 'task_definitions'];
  const tableRows = tables.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ');
  const [counts] = await orm.em.getConnection().execute<Record<string, string>[]>(`select ${tableRows}`);
  process.stdout.write(
    `${Object.entries(counts)
      .map(([table, rows]) => `${table} ${rows}`)
      .join(', ')}\n`,
  );
} finally {
  await orm.close(true);
  await database.stop();
  await rm(folder, { recursive: true, force: true });
}
