import { afterAll, beforeAll } from '@jest/globals';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { MikroOrmFairModel } from '../../../adapters/persistence/MikroOrmFairModel.ts';
import { MikroOrmFairs } from '../../../adapters/persistence/MikroOrmFairs.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { fairsContract } from '../../application/ports/fairsContract.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
let orm: Orm;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  orm = await createOrm({ databaseUrl: database.url });
  await migrate(orm);
  await seedDemoDataIfEmpty(orm, catalogue);
});

afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

fairsContract('MikroOrmFairs and MikroOrmFairModel on PostgreSQL', () => ({
  fairs: () => new MikroOrmFairs(orm),
  taskCatalogue: () => new MikroOrmFairModel(orm),
  saveDefinition: (definition) => new MikroOrmFairModel(orm).saveTaskDefinitions([definition], 'contract-test'),
  catalogue: () => catalogue,
  now: () => now,
}));
