import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  DEEPLINK_MODES,
  SERVICE_GROUPS,
  exhibitorTasks,
  fairTaskModel,
  type FairTaskEntry,
  type TaskDefinition,
  type TaskTitle,
} from '../../../domain/tasks/index.ts';

const localizedArb = fc.record({ de: fc.string(), fr: fc.string(), en: fc.string() });
const groupArb = fc.constantFrom(...SERVICE_GROUPS);
const modeArb = fc.option(fc.constantFrom(...DEEPLINK_MODES), { nil: null });
const rangeArb = fc.option(
  fc.record({ start: fc.constantFrom('2026-01-01', null), end: fc.constantFrom('2026-02-01', null) }),
  { nil: null },
);
const idArb = fc.constantFrom('d1', 'd2', 'd3', 'd4');

const definitionArb = (id: string): fc.Arbitrary<TaskDefinition> =>
  fc.record({
    _id: fc.constant(id),
    displayName: localizedArb,
    serviceGroup: groupArb,
    deeplinkmode: modeArb,
    url: fc.option(fc.webUrl(), { nil: null }),
    manualdeeplinktargetblank: fc.boolean(),
    coexposant: fc.boolean(),
  });
const definitionsArb = fc.tuple(definitionArb('d1'), definitionArb('d2'), definitionArb('d3'), definitionArb('d4'));
const titleArb: fc.Arbitrary<TaskTitle> = fc.record({
  _id: fc.constant('g1'),
  title: localizedArb,
  serviceGroup: groupArb,
  deeplinkmode: modeArb,
  url: fc.constant(null),
  manualdeeplinktargetblank: fc.boolean(),
});
const entryArb: fc.Arbitrary<FairTaskEntry> = fc.oneof(
  fc.record({
    type: fc.constant('task' as const),
    taskDefinitionId: idArb,
    required: fc.boolean(),
    boothServices: fc.array(
      fc.record({ id: fc.constantFrom('LEI-ECK', 'LEI-MIT'), hidden: fc.boolean(), required: fc.boolean() }),
      { maxLength: 2 },
    ),
    infoTexts: fc.array(fc.record({ text: localizedArb, publish: rangeArb }), { maxLength: 2 }),
    period: rangeArb,
    published: rangeArb,
  }),
  fc.constant({ type: 'taskTitle' as const, taskTitleId: 'g1' }),
);
const entriesArb = fc.array(entryArb, { maxLength: 8 });

describe('exhibitorTasks: what the exhibitor sees is projected from the fair model', () => {
  // spec: admin-back-office §3 Fair task (refers to a task definition or task title; required, booth services,
  // info texts, period per fair) and Task definition (displayName, serviceGroup, deeplinkmode)
  it('lists every entry in the fair’s order, named and linked by its definition, with the fair’s own settings', () => {
    fc.assert(
      fc.property(entriesArb, definitionsArb, titleArb, (entries, definitions, title) => {
        const tasks = exhibitorTasks(entries, { definitions, titles: [title], headers: [] });
        expect(tasks).toHaveLength(entries.length);
        entries.forEach((entry, index) => {
          const task = tasks[index];
          if (entry.type === 'taskTitle') {
            expect(task).toMatchObject({
              _id: 'g1',
              type: 'taskTitle',
              displayName: title.title,
              serviceGroup: title.serviceGroup,
            });
            return;
          }
          const definition = definitions.find((candidate) => candidate._id === entry.taskDefinitionId)!;
          expect(task).toMatchObject({
            _id: definition._id,
            type: 'task',
            displayName: definition.displayName,
            serviceGroup: definition.serviceGroup,
            url: definition.url,
            coexposant: definition.coexposant,
            required: entry.required,
            boothServices: entry.boothServices,
            infoTexts: entry.infoTexts,
            period: entry.period,
          });
          expect(task.deeplinkmode ?? null).toBe(definition.deeplinkmode);
        });
      }),
    );
  });

  // spec: admin-back-office §3 Task definition: a process step is maintained once; every fair using it shows the edit
  it('shows an edit of a task definition on every fair that uses it, and on no other task', () => {
    fc.assert(
      fc.property(
        entriesArb,
        entriesArb,
        definitionsArb,
        titleArb,
        localizedArb,
        (fairA, fairB, definitions, title, renamed) => {
          const before = { definitions, titles: [title], headers: [] };
          const after = {
            ...before,
            definitions: definitions.map((definition) =>
              definition._id === 'd1' ? { ...definition, displayName: renamed } : definition,
            ),
          };
          for (const entries of [fairA, fairB]) {
            const old = exhibitorTasks(entries, before);
            const edited = exhibitorTasks(entries, after);
            edited.forEach((task, index) => {
              if (task.type === 'task' && task._id === 'd1') expect(task.displayName).toEqual(renamed);
              else expect(task).toEqual(old[index]);
            });
          }
        },
      ),
    );
  });

  it('leaves out an entry whose definition or title no longer exists', () => {
    fc.assert(
      fc.property(entriesArb, definitionsArb, (entries, definitions) => {
        const kept = definitions.filter((definition) => definition._id !== 'd2');
        const tasks = exhibitorTasks(entries, { definitions: kept, titles: [], headers: [] });
        expect(tasks.map((task) => task._id)).toEqual(
          entries.flatMap((entry) =>
            entry.type === 'task' && entry.taskDefinitionId !== 'd2' ? [entry.taskDefinitionId] : [],
          ),
        );
      }),
    );
  });

  // spec: admin-back-office §3 Header definition (displayName per serviceGroupId)
  it('gives a task the header definition of its service group', () => {
    fc.assert(
      fc.property(entriesArb, definitionsArb, localizedArb, (entries, definitions, header) => {
        const group = definitions[0].serviceGroup;
        const tasks = exhibitorTasks(entries, {
          definitions,
          titles: [],
          headers: [{ _id: 'h', displayName: header, infoText: header, serviceGroupId: group }],
        });
        for (const task of tasks) expect(task.headerText).toEqual(task.serviceGroup === group ? header : undefined);
      }),
    );
  });

  it('carries a copied-in task list into the model and back unchanged (fairTaskModel is its inverse)', () => {
    fc.assert(
      fc.property(entriesArb, definitionsArb, titleArb, (entries, definitions, title) => {
        const tasks = exhibitorTasks(entries, { definitions, titles: [title], headers: [] });
        const model = fairTaskModel(tasks);
        expect(exhibitorTasks(model.entries, model)).toEqual(tasks);
      }),
    );
  });
});
