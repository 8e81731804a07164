import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { MikroOrmFairModel } from '../../../adapters/persistence/MikroOrmFairModel.ts';
import { MikroOrmFairs } from '../../../adapters/persistence/MikroOrmFairs.ts';
import { fairsContract } from '../../application/ports/fairsContract.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const database = useMigratedDatabase((orm) => seedDemoDataIfEmpty(orm, catalogue));

fairsContract('MikroOrmFairs and MikroOrmFairModel on PostgreSQL', () => ({
  fairs: () => new MikroOrmFairs(database.orm()),
  taskCatalogue: () => new MikroOrmFairModel(database.orm()),
  saveDefinition: (definition) =>
    new MikroOrmFairModel(database.orm()).saveTaskDefinitions([definition], 'contract-test'),
  catalogue: () => catalogue,
  now: () => now,
}));
