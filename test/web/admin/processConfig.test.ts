// The Prozesskonfiguration tab's own logic on the domain rules: admin-back-office §3 fair task (booth
// services completed, required passed on), §4 (removing returns a task to the pool; copy replaces the tasks),
// §5 shared validator (date ranges).
import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { CopyTasksStore, ProcessCatalogueStore } from '../../../web/src/admin/fair/process/ProcessConfigStore.ts';
import { TaskDraft } from '../../../web/src/admin/fair/process/TaskDraft.ts';
import {
  copiedTasks,
  inactivePool,
  withoutTask,
  type FairTask,
} from '../../../web/src/admin/fair/process/fairTaskRules.ts';
import type { BoothService, TaskDefinition, TaskTitle } from '../../../web/src/api/adminProcessApi.ts';
import { aUser, fakeServer, problem } from '../fakeServer.ts';

const group: FairTask = { _id: 'g1', type: 'taskTitle' };
const step: FairTask = {
  _id: 's1',
  type: 'task',
  required: false,
  boothServices: [{ id: 'LEI-A', hidden: true, required: false }],
};
const services = [
  { id: 'LEI-A', title: 'A' },
  { id: 'LEI-B', title: 'B' },
] as BoothService[];

describe('fair task rules', () => {
  // spec: admin-back-office §2 (inactive pool excludes those in the fair), §4 (removing returns it to the pool)
  it('keeps steps and groups of the fair out of the pool, and a removed one comes back', () => {
    const definitions = [{ _id: 's1' }, { _id: 's2' }] as TaskDefinition[];
    const titles = [{ _id: 'g1' }, { _id: 's1' }] as TaskTitle[];
    const tasks = [group, step];
    expect(inactivePool(tasks, definitions, titles)).toEqual({ definitions: [{ _id: 's2' }], titles: [{ _id: 's1' }] });
    const left = withoutTask(tasks, step);
    expect(left).toEqual([group]);
    expect(inactivePool(left, definitions, titles).definitions.map((entry) => entry._id)).toEqual(['s1', 's2']);
  });

  // spec: admin-back-office §4 (copy replaces the fair's tasks), §3 (the period is removed when copied)
  it('copies the source tasks without their periods, and nothing without a source', () => {
    const source = {
      tasks: [
        {
          ...group,
          displayNameDe: 'G',
          required: false,
          boothServices: [],
          infoTexts: [],
          period: { start: '2030-01-01', end: '2030-01-31' },
        },
      ],
    };
    expect(copiedTasks([step], source)).toEqual([
      { _id: 'g1', type: 'taskTitle', displayNameDe: 'G', required: false, boothServices: [], infoTexts: [] },
    ]);
    expect(copiedTasks([step], undefined)).toBeUndefined();
  });
});

describe('the edit modal draft', () => {
  // spec: admin-back-office §3 fair task (booth services completed; required propagates)
  it('completes the booth services and passes the required flag on to them', () => {
    const draft = new TaskDraft(step, services);
    expect(draft.task.boothServices).toEqual([
      { id: 'LEI-A', hidden: true, required: false },
      { id: 'LEI-B', hidden: false, required: false },
    ]);
    draft.set('required', true);
    expect(draft.get('required')).toBe(true);
    expect(draft.task.boothServices?.map((service) => service.required)).toEqual([true, true]);
    draft.set('boothServices.1.hidden', true);
    expect(draft.get('boothServices.1.hidden')).toBe(true);
  });

  // spec: admin-back-office §5 shared validator (daterange: both ends, end not before start)
  it('refuses an info text publish range that ends before it starts, and takes an empty one', () => {
    const draft = new TaskDraft(step, services);
    draft.addInfoText();
    draft.set('infoTexts.0.textDe', 'Hinweis');
    draft.set('infoTexts.0.publish', { start: '2030-02-01', end: '2030-01-01' });
    expect(draft.confirm()).toBeUndefined();
    expect(draft.errorOf('infoTexts.0.publish')).toBe('"Bis" muss grösser/gleich als "Von" sein');
    draft.set('infoTexts.0.publish', { start: null, end: null });
    expect(draft.errorOf('infoTexts.0.publish')).toBeUndefined();
    expect(draft.confirm()?.infoTexts).toEqual([
      { textDe: 'Hinweis', textFr: '', textEn: '', publish: { start: null, end: null } },
    ]);
  });

  it('keeps a process group as it is (no booth services of its own)', () => {
    const draft = new TaskDraft(group, services);
    expect(draft.isProcessGroup).toBe(true);
    expect(draft.task).toEqual(group);
  });
});

describe('the stores', () => {
  type Answers = Parameters<typeof fakeServer>[0];
  function api(answers: Answers) {
    answers['GET /api/session'] = {
      status: 200,
      body: { user: aUser({ roles: ['ONESHOP_MANAGER'] }), csrfToken: 'c' },
    };
    return new ApiClient({ fetch: fakeServer(answers).fetch });
  }

  // preamble: loading and error states with a retry
  it('reports a failed catalogue read as an error and loads again on retry', async () => {
    const answers: Answers = {
      'GET /api/taskdefinitions': problem(503, 'errors.apiError'),
      'GET /api/tasktitles': { status: 200, body: [{ _id: 'g1', titleDe: 'Gruppe' }] },
      'GET /api/boothservices': { status: 200, body: services },
    };
    const catalogue = new ProcessCatalogueStore(api(answers), () => undefined);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await catalogue.read.load();
    expect(catalogue.read.status).toBe('error');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    answers['GET /api/taskdefinitions'] = { status: 200, body: [{ _id: 's1', displayNameDe: 'Schritt' }] };
    await catalogue.read.load();
    expect(catalogue.read.status).toBe('ready');
    expect(catalogue.nameOf({ _id: 's1', type: 'task' })).toBe('Schritt');
    expect(catalogue.nameOf({ _id: 'g1', type: 'taskTitle' })).toBe('Gruppe');
    expect(catalogue.boothServiceTitle('LEI-B')).toBe('B');
  });

  // spec: admin-back-office §2 (a source fair must be chosen; the fair itself is no source)
  it('asks for a source fair before copying and leaves the fair itself and fairs without tasks out of the choice', async () => {
    const client = api({
      'GET /api/fairsWithTasks': {
        status: 200,
        body: [
          { _id: 'f1', displayNameDe: 'B-Messe', tasks: [group] },
          { _id: 'f2', displayNameDe: 'A-Messe', tasks: [] },
          // Without tasks a fair is no source: copying from it would only empty this fair.
          { _id: 'f3', displayNameDe: 'C-Messe', tasks: [] },
        ],
      },
    });
    const copy = new CopyTasksStore(client, () => undefined);
    copy.show();
    await copy.fairs.load();
    expect(copy.sources('f2').map((fair) => fair._id)).toEqual(['f1']);
    expect(copy.copy([step])).toBeUndefined();
    expect(copy.sourceError).toBe('Bitte eine Messe auswählen, deren Prozessschritte kopiert werden sollen.');
    copy.choose('f1');
    expect(copy.sourceError).toBeUndefined();
    expect(copy.copy([step])).toEqual([group]);
    expect(copy.open).toBe(false);
  });
});
