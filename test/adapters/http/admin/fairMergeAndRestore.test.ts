import { describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue } from '../../../../adapters/demo/catalogue.ts';
import { FAIR_MERGE_OPTIONS, taskHistory, threeWayMerge, type MergeSide } from '../../../../domain/admin/index.ts';
import type { Json } from '../../../support/adminApi.ts';
import { useAdminApi } from './adminTestPortal.ts';

// beyond the spec: an overwrite after a stale-version conflict (409) keeps the other manager's work, and a fair's
// earlier version comes back from its change history as a new version

const MANAGER = 'manager@demo.test';

const admin = useAdminApi();

const catalogue = buildDemoCatalogue(new Date());
const habCode = catalogue.fairs.find((fair) => fair.series.reiheId === 'R-HAB' && fair.tasks.length > 0)!.idCode;
const call = (method: string, path: string, body?: unknown) => admin.api.call(MANAGER, method, path, body);

let counter = 0;
/** A fair of its own for each test: the HAB fair's data under a new code. */
async function newFair(): Promise<Json> {
  const list = await call('GET', '/api/admin/fairs');
  const summary = (list.body as Json[]).find((fair) => fair.idCode === habCode)!;
  const hab = (await call('GET', `/api/fairs/${summary._id}`)).body;
  const { _id, version, logoDe, logoFr, logoEn, ...rest } = hab;
  counter += 1;
  const created = await call('POST', '/api/fair', { ...rest, idCode: `MRG${counter}${Date.now() % 100000}` });
  expect(created.status).toBe(201);
  return created.body;
}

const put = (fair: Json) => call('PUT', `/api/fairs/${fair._id}`, fair);

/** What the admin form does on "Überschreiben": merge onto the 409's current fair and save from its version. */
async function overwriteWithMerge(original: Json, mine: Json, choices: Record<string, MergeSide> = {}) {
  const refused = await put(mine);
  expect(refused.status).toBe(409);
  const theirs = refused.body.current as Json;
  const merge = threeWayMerge(original, mine, theirs, { ...FAIR_MERGE_OPTIONS, choices });
  return { merge, theirs, save: () => put({ ...merge.merged, version: theirs.version }) };
}

describe('overwrite after a conflict', () => {
  it("keeps B's team id when A changed only the e-mail and overwrites", async () => {
    const opened = await newFair();
    const b = await put({ ...opened, idTeam: 'TEAM-B' });
    expect(b.status).toBe(200);
    const { merge, save } = await overwriteWithMerge(opened, { ...opened, emailTeam: 'a-team@messe.test' });
    expect(merge.unresolved).toEqual([]);
    const saved = await save();
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ idTeam: 'TEAM-B', emailTeam: 'a-team@messe.test', version: opened.version + 2 });
  });

  it('needs a choice where both changed the same field, and saves the chosen value', async () => {
    const opened = await newFair();
    expect((await put({ ...opened, idTeam: 'TEAM-B' })).status).toBe(200);
    const mine = { ...opened, idTeam: 'TEAM-A' };
    const open = await overwriteWithMerge(opened, mine);
    expect(open.merge.unresolved).toEqual(['idTeam']);
    expect(open.merge.conflicts[0]).toMatchObject({ original: opened.idTeam, mine: 'TEAM-A', theirs: 'TEAM-B' });
    const chosen = await overwriteWithMerge(opened, mine, { idTeam: 'mine' });
    expect(chosen.merge.unresolved).toEqual([]);
    expect((await chosen.save()).body).toMatchObject({ idTeam: 'TEAM-A' });
  });

  it('merges the process configuration row by row', async () => {
    const opened = await newFair();
    const tasks = opened.tasks as Json[];
    const steps = tasks.filter((task) => task.type === 'task');
    const [first, second, removed] = [steps[0], steps[1], steps[2]];
    // B: the first step required, the third removed; A: the second step required and moved to the end.
    const theirs = tasks
      .filter((task) => task !== removed)
      .map((task) => (task === first ? { ...task, required: !first.required } : task));
    expect((await put({ ...opened, tasks: theirs })).status).toBe(200);
    const mine = [...tasks.filter((task) => task !== second), { ...second, required: !second.required }];
    const { merge, save } = await overwriteWithMerge(opened, { ...opened, tasks: mine });
    expect(merge.unresolved).toEqual([]);
    const saved = (await save()).body;
    const byId = new Map((saved.tasks as Json[]).map((task) => [task._id, task]));
    expect(byId.get(first._id)!.required).toBe(!first.required);
    expect(byId.get(second._id)!.required).toBe(!second.required);
    expect(byId.has(removed._id)).toBe(false);
    expect((saved.tasks as Json[]).at(-1)!._id).toBe(second._id);
  });
});

describe('restore from the change history', () => {
  const history = async (id: string) => (await call('GET', `/api/admin/audit?entity=fair&id=${id}`)).body as Json[];

  it('brings back the fair as an entry left it, as a new version with its note, under the lock', async () => {
    const created = await newFair();
    const tasks = created.tasks as Json[];
    const v2 = (await put({ ...created, idTeam: 'TEAM-2', tasks: tasks.slice(0, -1) })).body;
    const v3 = (await put({ ...v2, idTeam: 'TEAM-3', emailTeam: 'drei@messe.test' })).body;
    const entries = await history(created._id);
    const [latest, second] = entries;
    expect(second.changes.map((change: Json) => change.field)).toEqual(expect.arrayContaining(['idTeam', 'tasks']));

    // From an old version: 409 with the current fair, nothing written.
    await admin.api.expectNothingWritten(async () => {
      const stale = await call('POST', `/api/fairs/${created._id}/history/${second.id}/restore`, {
        version: v2.version,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ version: v3.version });
    });
    const restored = await call('POST', `/api/fairs/${created._id}/history/${second.id}/restore`, {
      version: v3.version,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ idTeam: 'TEAM-2', emailTeam: created.emailTeam, version: v3.version + 1 });
    expect(restored.body.tasks).toHaveLength(tasks.length - 1);

    // The first version (its create) comes back with every task.
    const first = entries.at(-1)!;
    const back = await call('POST', `/api/fairs/${created._id}/history/${first.id}/restore`, {
      version: restored.body.version,
    });
    expect(back.body).toMatchObject({ idTeam: created.idTeam, version: v3.version + 2 });
    expect(back.body.tasks).toEqual(created.tasks);

    const after = await history(created._id);
    expect(after[1]).toMatchObject({
      action: 'update',
      note: expect.stringMatching(/^Wiederhergestellt aus der Version vom \d\d\.\d\d\.\d{4}, \d\d:\d\d$/),
    });
    expect(after[0].note).toMatch(/^Wiederhergestellt aus der Version vom /);
    expect(latest.note).toBeNull();
  });

  it('answers 404 for an unknown entry and 400 without the version read, writing nothing', async () => {
    const created = await newFair();
    await admin.api.expectNothingWritten(async () => {
      const unknown = await call(
        'POST',
        `/api/fairs/${created._id}/history/00000000-0000-4000-8000-000000000000/restore`,
        {
          version: created.version,
        },
      );
      expect(unknown.status).toBe(404);
      const badBody = await call(
        'POST',
        `/api/fairs/${created._id}/history/00000000-0000-4000-8000-000000000000/restore`,
        {},
      );
      expect(badBody.status).toBe(400);
    });
  });

  it('records which process step changed, and how, for the field-level history', async () => {
    const created = await newFair();
    const tasks = created.tasks as Json[];
    const stepIndex = tasks.findIndex((task) => task.type === 'task');
    const step = tasks[stepIndex];
    const moved = [...tasks.slice(0, stepIndex), ...tasks.slice(stepIndex + 1), { ...step, required: !step.required }];
    expect((await put({ ...created, tasks: moved })).status).toBe(200);
    const [entry] = await history(created._id);
    const change = (entry.changes as Json[]).find((candidate) => candidate.field === 'tasks')!;
    expect(taskHistory(change.before, change.after)).toEqual([
      { kind: 'moved', row: `task:${step._id}`, name: step.displayNameDe, from: stepIndex + 1, to: tasks.length },
      {
        kind: 'changed',
        row: `task:${step._id}`,
        name: step.displayNameDe,
        field: 'required',
        before: step.required,
        after: !step.required,
      },
      ...((step.boothServices as Json[]).map((service) => ({
        kind: 'changed',
        row: `task:${step._id}`,
        name: step.displayNameDe,
        field: `boothServices.${service.id}.required`,
        before: service.required,
        after: !step.required,
      })) as Json[]),
    ]);
  });
});
