import { describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { exhibitorTasks } from '../../../domain/tasks/index.ts';
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

describe('MikroOrmFairModel.referencedBy on PostgreSQL', () => {
  // spec: admin-back-office §3 Header definition: a task's header text is its process group's header
  it("reads one header per service group, the group's first by its order and then id", async () => {
    const fair = catalogue.fairs.find((candidate) => candidate.tasks.some((task) => task.type === 'task'))!;
    const entries = (await new MikroOrmFairs(database.orm()).byIdCode(fair.idCode))!.taskEntries;
    const model = new MikroOrmFairModel(database.orm());
    const before = await model.referencedBy(entries);
    const group = before.definitions[0].serviceGroup;
    const insert = (id: string, order: number) =>
      database
        .orm()
        .em.getConnection()
        .execute(
          `insert into header_definitions (id, display_name_de, display_name_fr, display_name_en, service_group_id,
             sort_order, created_by, changed_by) values (?, ?, ?, ?, ?, ?, 'test', 'test')`,
          [id, `${id} de`, `${id} fr`, `${id} en`, group, order],
        );
    await insert('test-header-b', -1);
    await insert('test-header-a', -1);
    await insert('test-header-late', 1000);
    const { headers } = await model.referencedBy(entries);
    const groups = [...new Set(before.definitions.map((definition) => definition.serviceGroup))];
    expect(headers.map((header) => header.serviceGroupId).sort()).toEqual([...groups].sort());
    expect(headers.find((header) => header.serviceGroupId === group)).toMatchObject({
      _id: 'test-header-a',
      displayName: { de: 'test-header-a de', fr: 'test-header-a fr', en: 'test-header-a en' },
      infoText: { de: '', fr: '', en: '' },
    });
    const tasks = exhibitorTasks(entries, { ...before, headers });
    const task = tasks.find((candidate) => candidate.type === 'task' && candidate.serviceGroup === group)!;
    expect(task.headerText).toEqual({ de: 'test-header-a de', fr: 'test-header-a fr', en: 'test-header-a en' });
    await database.orm().em.getConnection().execute(`delete from header_definitions where id like 'test-header-%'`);
  });
});
