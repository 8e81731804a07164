import { describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { demoSeedDay, demoSeedScale, seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

const catalogue = buildDemoCatalogue(new Date('2026-11-21T10:00:00Z'));
const database = useMigratedDatabase();
const orm = () => database.orm();

/** The number of rows of every table of the portal's schema (the migrations' own bookkeeping left out). */
async function rowCounts(): Promise<Record<string, number>> {
  const connection = orm().em.getConnection();
  const tables = await connection.execute<{ table_name: string }[]>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await connection.execute<{ count: string }[]>(`select count(*) as count from "${table}"`);
    counts[table] = Number(row.count);
  }
  return counts;
}

// The demo data is written through the repositories in one transaction, all or nothing
describe('the demo seed, all or nothing', () => {
  it('leaves every table empty when it fails half-way (an insurance amount too large, written after users, fairs, fair model and notifications)', async () => {
    const [first, ...others] = catalogue.insurances;
    const failing = { ...catalogue, insurances: [...others, { ...first, increasedAmount: 1e20 }] };
    await expect(seedDemoDataIfEmpty(orm(), failing)).rejects.toThrow(/numeric field overflow/);
    const counts = await rowCounts();
    expect(Object.keys(counts)).toEqual(
      expect.arrayContaining(['users', 'fairs', 'fair_tasks', 'task_definitions', 'notifications', 'teasers']),
    );
    expect(Object.entries(counts).filter(([, count]) => count > 0)).toEqual([]);
    expect(await demoSeedDay(orm())).toBeUndefined();
  });

  it('seeds again after the failure, once, when two processes start at the same time', async () => {
    const results = await Promise.all([seedDemoDataIfEmpty(orm(), catalogue), seedDemoDataIfEmpty(orm(), catalogue)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const counts = await rowCounts();
    expect(counts.users).toBe(catalogue.users.length);
    expect(counts.fairs).toBe(catalogue.fairs.length);
    expect(counts.insurances).toBeGreaterThan(0);
    expect(await demoSeedDay(orm())).toBe(catalogue.today);
  });

  it('writes nothing on a database that holds data already', async () => {
    const before = await rowCounts();
    expect(await seedDemoDataIfEmpty(orm(), buildDemoCatalogue(new Date('2026-12-01T10:00:00Z')))).toBe(false);
    expect(await rowCounts()).toEqual(before);
    expect(await demoSeedDay(orm())).toBe(catalogue.today);
  });

  it('records the demo data set, and takes a database seeded before that was recorded for the demo one', async () => {
    expect(await demoSeedScale(orm())).toEqual({ scale: 'demo', seed: 0 });
    await orm().em.getConnection().execute(`delete from settings where key = 'demoCatalogueScale'`);
    expect(await demoSeedScale(orm())).toEqual({ scale: 'demo', seed: 0 });
  });
});
