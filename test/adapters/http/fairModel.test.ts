import { describe, expect, it } from '@jest/globals';
import { MikroOrmFairModel } from '../../../adapters/persistence/MikroOrmFairModel.ts';
import { fairTaskModel } from '../../../domain/tasks/index.ts';
import { demo as fixtures } from '../../support/demo.ts';
import { currentFairCode, getDescribed, todaysCatalogue, useBoothTestPortal } from './boothTestPortal.ts';

const demo = useBoothTestPortal();
const { booths } = fixtures;
const hab = currentFairCode('HAB');
const agr = currentFairCode('AGR');
const shared = `${hab.toLowerCase()}-task-vers`;

interface Page {
  taskGroups: Array<{
    tasks: Array<{ id: string; displayName: { de: string; fr: string; en: string }; required: boolean }>;
  }>;
}

/** Waits until the condition holds (checked every 50 ms, at most 10 s on a slow machine). */
async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function taskOnBooth(regiNr: string, id: string) {
  const { status, body } = await getDescribed(demo.anna, `/api/exhibitor/booths/${regiNr}`);
  expect(status).toBe(200);
  return (body as Page).taskGroups.flatMap((group) => group.tasks).find((task) => task.id === id);
}

describe('the fair model: a process step is maintained once', () => {
  // spec: admin-back-office §3 Task definition and Fair task; exhibitor-area §4 (the booth page's tasks)
  it('shows an edit of a task definition in the database on the booth page of every fair that uses it, at the next request', async () => {
    const model = new MikroOrmFairModel(demo.portal.portal.orm);
    // The AGR fair takes the HAB fair's insurance step instead of its own, keeping its own settings.
    const agrTasks = todaysCatalogue.fairs.find((fair) => fair.idCode === agr)!.tasks;
    const agrModel = fairTaskModel(agrTasks);
    const ownStep = `${agr.toLowerCase()}-task-vers`;
    await model.replaceFairTasks(
      agr,
      agrModel.entries.map((entry) =>
        entry.type === 'task' && entry.taskDefinitionId === ownStep ? { ...entry, taskDefinitionId: shared } : entry,
      ),
      'fair-model-test',
    );
    expect(await taskOnBooth(booths.annaConfirmedHab.regiNr, shared)).toBeDefined();
    expect(await taskOnBooth(booths.annaConfirmedAgr.regiNr, shared)).toBeDefined();
    expect(await taskOnBooth(booths.annaConfirmedAgr.regiNr, ownStep)).toBeUndefined();

    const connection = demo.portal.portal.orm.em.getConnection();
    await connection.execute(
      `update task_definitions set display_name_de = 'Versicherung neu', display_name_fr = 'Assurance nouvelle', display_name_en = 'Insurance renewed',
        version = version + 1, changed_by = 'manager', changed_at = now() where id = ?`,
      [shared],
    );

    // The edit reaches every portal process as the database's `catalogue` change notice (delivered at commit,
    // asynchronously): the booth pages show it as soon as it is heard, without a restart.
    const renamed = { de: 'Versicherung neu', fr: 'Assurance nouvelle', en: 'Insurance renewed' };
    for (const regiNr of [booths.annaConfirmedHab.regiNr, booths.annaConfirmedAgr.regiNr]) {
      await until(
        async () => JSON.stringify((await taskOnBooth(regiNr, shared))!.displayName) === JSON.stringify(renamed),
      );
      expect((await taskOnBooth(regiNr, shared))!.displayName).toEqual(renamed);
    }
    // The fair's own setting stays the fair's: required is per fair task, not per definition.
    const agrVers = agrTasks.find((task) => task._id === ownStep)!;
    expect((await taskOnBooth(booths.annaConfirmedAgr.regiNr, shared))!.required).toBe(agrVers.required);
  });
});
