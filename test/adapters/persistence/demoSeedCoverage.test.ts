import { describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

const database = useMigratedDatabase((orm) =>
  seedDemoDataIfEmpty(orm, buildDemoCatalogue(new Date('2026-11-21T10:00:00Z'))),
);
const orm = () => database.orm();

// spec: admin-back-office §3 (everything the back office maintains has demo data)
describe('the demo seed', () => {
  it.each([
    'fairs',
    'fair_series',
    'fair_tasks',
    'fair_documents',
    'fair_steps',
    'fair_state_labels',
    'task_definitions',
    'task_titles',
    'header_definitions',
    'booth_services',
    'blacklist_entries',
    'teasers',
    'teaser_images',
    'fair_wall_entries',
    // and what the exhibitor area keeps of its users
    'users',
    'notifications',
    'insurances',
  ])('fills %s', async (table) => {
    const connection = orm().em.getConnection();
    const [row] = await connection.execute<{ count: string }[]>(`select count(*) as count from ${table}`);
    expect(Number(row.count)).toBeGreaterThan(0);
  });

  it('records the seed as creator and changer of the fair model rows, at version 1', async () => {
    const rows = await orm()
      .em.getConnection()
      .execute<{ version: number; created_by: string; changed_by: string }[]>(
        `select version, created_by, changed_by from task_definitions union all select version, created_by, changed_by from fair_tasks`,
      );
    expect(new Set(rows.map((row) => `${row.version} ${row.created_by} ${row.changed_by}`))).toEqual(
      new Set(['1 demo-seed demo-seed']),
    );
  });
});
