import { describe, expect, it } from '@jest/globals';
import { fairTasks, fairTasksIn, type FairTasksMemo } from '../../../application/exhibitor/fairTasks.ts';
import type { ProductFair } from '../../../application/ports/Fairs.ts';
import type { TaskCatalogue } from '../../../application/ports/TaskCatalogue.ts';
import { aFair, aServiceGroupTask, aWorld, portsOf } from '../../support/builders/index.ts';

const running = { start: '2026-11-01', end: '2026-12-20' };
const world = aWorld({
  fairs: [aFair().withIdCode('HAB27').withTask(aServiceGroupTask('VERZ', running)), aFair().withIdCode('EMPTY27')],
});

async function setUp() {
  const { fairs, taskCatalogue } = portsOf(world);
  let asked = 0;
  const counted: TaskCatalogue = {
    referencedBy: (entries) => {
      asked++;
      return taskCatalogue.referencedBy(entries);
    },
  };
  const fairOf = async (idCode: string): Promise<ProductFair> => {
    const fair = await fairs.byIdCode(idCode);
    if (!fair) throw new Error(`${idCode} is in the world`);
    return fair;
  };
  return { taskCatalogue, counted, fairOf, asked: () => asked };
}

describe('fairTasks', () => {
  it('projects the fair’s entries with their definitions: the heading of the group, then its task', async () => {
    const { counted, fairOf } = await setUp();
    const tasks = await fairTasks(await fairOf('HAB27'), counted);
    expect(tasks.map((task) => [task.type, task.serviceGroup])).toEqual([
      ['taskTitle', 'VERZ'],
      ['task', 'VERZ'],
    ]);
  });

  it('reads the definitions afresh, so that a manager’s edit shows on the next call', async () => {
    const { taskCatalogue, counted, fairOf } = await setUp();
    const fair = await fairOf('HAB27');
    const [definition] = (await taskCatalogue.referencedBy(fair.taskEntries)).definitions;
    await taskCatalogue.saveDefinition({
      ...definition,
      displayName: { ...definition.displayName, de: 'Neu im Katalog' },
    });
    const task = (await fairTasks(fair, counted)).find((entry) => entry.type === 'task');
    expect(task?.displayName.de).toBe('Neu im Katalog');
  });

  it('answers no tasks for a fair without entries without asking the catalogue', async () => {
    const { counted, fairOf, asked } = await setUp();
    expect(await fairTasks(await fairOf('EMPTY27'), counted)).toEqual([]);
    expect(asked()).toBe(0);
  });
});

describe('fairTasksIn (one run over many booths)', () => {
  it("reads a fair's tasks once for the run, and each fair of it apart", async () => {
    const { counted, fairOf, asked } = await setUp();
    const run: FairTasksMemo = new Map();
    const fair = await fairOf('HAB27');
    const [first, second] = await Promise.all([fairTasksIn(run, fair, counted), fairTasksIn(run, fair, counted)]);
    expect(second).toBe(first);
    expect(await fairTasksIn(run, fair, counted)).toBe(first);
    expect(asked()).toBe(1);
    expect(await fairTasksIn(run, await fairOf('EMPTY27'), counted)).toEqual([]);
    expect(await fairTasks(fair, counted)).toEqual(first);
    expect(asked()).toBe(2);
  });

  it('reads afresh for every call without a run, and for the next run', async () => {
    const { counted, fairOf, asked } = await setUp();
    const fair = await fairOf('HAB27');
    await fairTasksIn(undefined, fair, counted);
    await fairTasksIn(undefined, fair, counted);
    await fairTasksIn(new Map(), fair, counted);
    expect(asked()).toBe(3);
  });

  it('does not keep a failed read: the next booth of the run asks again', async () => {
    const { taskCatalogue, fairOf } = await setUp();
    let calls = 0;
    const flaky: TaskCatalogue = {
      referencedBy: (entries) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database gone')) : taskCatalogue.referencedBy(entries);
      },
    };
    const run: FairTasksMemo = new Map();
    const fair = await fairOf('HAB27');
    await expect(fairTasksIn(run, fair, flaky)).rejects.toThrow('database gone');
    await expect(fairTasksIn(run, fair, flaky)).resolves.toHaveLength(2);
    expect(calls).toBe(2);
  });
});
