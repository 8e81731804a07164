import { describe, expect, it } from '@jest/globals';
import { fairTasks } from '../../../application/exhibitor/fairTasks.ts';
import type { Fairs } from '../../../application/ports/Fairs.ts';
import type { TaskCatalogue } from '../../../application/ports/TaskCatalogue.ts';
import type { TaskDefinition } from '../../../domain/tasks/index.ts';
import type { DemoCatalogue } from '../../support/demo.ts';

export interface FairsContractSetup {
  fairs: () => Fairs;
  taskCatalogue: () => TaskCatalogue;
  /** Writes a task definition as the back office does (creates or overwrites). */
  saveDefinition: (definition: TaskDefinition) => Promise<void>;
  catalogue: () => DemoCatalogue;
  now: () => Date;
}

/**
 * What every Fairs and TaskCatalogue adapter must do, run against the in-memory fakes and MikroOrmFairs and
 * MikroOrmFairModel on PostgreSQL, all holding the demo catalogue's fairs, so the two cannot drift.
 */
export function fairsContract(name: string, setup: () => FairsContractSetup) {
  describe(`Fairs contract: ${name}`, () => {
    const { fairs, taskCatalogue, saveDefinition, catalogue, now } = setup();

    it('finds a fair by its id code with its names, dates, series and registration addresses', async () => {
      const expected = catalogue().fairs[0];
      const found = await fairs().byIdCode(expected.idCode);
      expect(found).toMatchObject({
        idCode: expected.idCode,
        fairSeriesId: expected.series.reiheId,
        displayName: expected.displayName,
        publish: expected.publish,
        duration: expected.duration,
        registrationDeadline: expected.registrationDeadline,
        series: { reiheId: expected.series.reiheId, titel: expected.series.titel },
        defaultRegistrationUrl: expected.defaultRegistrationUrl,
      });
      expect(typeof found!.id).toBe('string');
      // the fair documents of the booth page (exhibitor-area §2 Documents)
      expect(found!.documents).toEqual(expected.documents);
      expect(found!.steps).toEqual(expected.steps);
    });

    it('knows nothing of an unknown id code', async () => {
      expect(await fairs().byIdCode('NO-SUCH-FAIR')).toBeUndefined();
    });

    // spec: admin-back-office §3 Fair task, Task definition, Task title; exhibitor-area §4 (the tasks the exhibitor sees)
    it('gives every fair its ordered task entries, which the task catalogue projects into the task list the exhibitor saw before the model', async () => {
      for (const expected of catalogue().fairs) {
        const found = (await fairs().byIdCode(expected.idCode))!;
        expect(found.taskEntries).toHaveLength(expected.tasks.length);
        expect(await fairTasks(found, taskCatalogue())).toEqual(expected.tasks);
      }
      const listed = (await fairs().publishedUpTo(now())).find((fair) => fair.taskEntries.length > 0)!;
      expect(listed.taskEntries).toEqual((await fairs().byIdCode(listed.idCode))!.taskEntries);
    });

    // spec: exhibitor-area §3 Fair series id (POST /user checks the preferred fair series)
    it('knows the fair series of the product', async () => {
      const fair = catalogue().fairs[0];
      expect(await fairs().seriesExists(fair.series.reiheId)).toBe(true);
      expect(await fairs().seriesExists('R-NOPE')).toBe(false);
    });

    // spec: admin-back-office §3 Task definition: a process step is maintained once
    it('shows an edit of a task definition on every fair that refers to it, at the next read', async () => {
      const users = new Map<string, string[]>();
      for (const fair of catalogue().fairs) {
        for (const task of fair.tasks)
          if (task.type === 'task') users.set(task._id, [...(users.get(task._id) ?? []), fair.idCode]);
      }
      const [shared, codes] = [...users.entries()].sort((a, b) => b[1].length - a[1].length)[0];
      const original = (
        await taskCatalogue().referencedBy([
          {
            type: 'task',
            taskDefinitionId: shared,
            required: false,
            boothServices: [],
            infoTexts: [],
            period: null,
            published: null,
          },
        ])
      ).definitions[0];
      const renamed = { ...original, displayName: { de: 'Neu', fr: 'Nouveau', en: 'New' } };
      await saveDefinition(renamed);
      try {
        for (const code of codes) {
          const tasks = await fairTasks((await fairs().byIdCode(code))!, taskCatalogue());
          expect(tasks.find((task) => task._id === shared)!.displayName).toEqual(renamed.displayName);
        }
      } finally {
        await saveDefinition(original);
      }
    });

    it('lists every fair whose publication has started, and none that starts later than tomorrow', async () => {
      const listed = new Set((await fairs().publishedUpTo(now())).map((fair) => fair.idCode));
      const today = now().toISOString().slice(0, 10);
      for (const fair of catalogue().fairs) {
        if ((fair.publish.start ?? '') <= today) expect(listed.has(fair.idCode)).toBe(true);
      }
      const dayAfterTomorrow = new Date(now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
      for (const fair of catalogue().fairs) {
        if ((fair.publish.start ?? '') >= dayAfterTomorrow) expect(listed.has(fair.idCode)).toBe(false);
      }
    });
  });
}
