import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_VALIDATION_MESSAGES } from '../../../../domain/admin/index.ts';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { demo } from '../../../support/demo.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// "Vorschau als Aussteller" (beyond admin-back-office §7): POST /api/admin/fairs/preview answers the exhibitor's
// fair page (exhibitor-area §2 Fair page, §4 Task list, §5 visibility) of a fair form, saved or not, with a
// sample booth; nothing is stored.

const MANAGER = demo.users.marco.email;
const PATH = '/api/admin/fairs/preview';

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;
let hab: Json;
/** A process group and a manual-mode step not meant for co-exhibitors, made for this file. */
let title: Json;
let manualStep: Json;

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
  const list = (await api.call(MANAGER, 'GET', '/api/admin/fairs')).body as Json[];
  const id = list.find((fair) => fair.idCode === demo.fairs.hab.idCode)!._id as string;
  hab = (await api.call(MANAGER, 'GET', `/api/fairs/${id}`)).body;
  title = (
    await api.call(MANAGER, 'POST', '/api/tasktitle', {
      titleDe: 'Vorschau-Gruppe',
      titleFr: 'Groupe aperçu',
      titleEn: 'Preview group',
      serviceGroup: 'LOGIST',
    })
  ).body;
  manualStep = (
    await api.call(MANAGER, 'POST', '/api/taskdefinition', {
      displayNameDe: 'Vorschau-Schritt',
      displayNameFr: 'Étape aperçu',
      displayNameEn: 'Preview step',
      serviceGroup: 'LOGIST',
      manualdeeplink: true,
      url: 'https://shop.example.test/vorschau',
      coexposant: false,
    })
  ).body;
}, 240_000);

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

type View = { taskGroups: Array<{ tasks: Array<{ id: string; state: string; infoTexts: unknown[] }> }> } & Json;
const taskIds = (view: View) => view.taskGroups.flatMap((group) => group.tasks.map((task) => task.id));

async function preview(fair: Json, sample: Json, email = MANAGER): Promise<{ status: number; body: View }> {
  const answer = await api.call(email, 'POST', PATH, { fair, sample });
  return { status: answer.status, body: answer.body as View };
}

/** The saved fair as the form sends it (no logos: the preview shows only stored ones). */
const asForm = ({ logoDe: _de, logoFr: _fr, logoEn: _en, ...fair }: Json): Json => fair;

describe('preview of a saved fair', () => {
  it('shows the task list for a confirmed booth, none for a booth not yet registered, nothing stored', async () => {
    await api.expectNothingWritten(async () => {
      const confirmed = await preview(asForm(hab), { status: 'BESTAETIGT', boothType: 'AUSSTELLER' });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ isNew: false, tabs: { initial: 'tasks', disabled: [] } });
      expect(taskIds(confirmed.body).length).toBeGreaterThan(0);
      // spec: exhibitor-area §2 Fair page: a new booth has tasks and costs disabled and opens on info.
      const fresh = await preview(asForm(hab), { status: 'new', boothType: 'AUSSTELLER' });
      expect(fresh.body).toMatchObject({ isNew: true, booth: null, taskGroups: [], tabs: { initial: 'info' } });
      // spec: exhibitor-area §2 Fair page: an ordered booth opens on the status flow.
      const ordered = await preview(asForm(hab), { status: 'BESTELLT', boothType: 'AUSSTELLER' });
      expect(ordered.body).toMatchObject({ tabs: { initial: 'statusflow' }, status: { step: 2 } });
    });
  });
});

describe('preview of an unsaved form', () => {
  const draft = (periodEnd: string): Json => ({
    displayNameDe: 'Entwurf',
    tasks: [
      { _id: title._id, type: 'taskTitle' },
      {
        _id: manualStep._id,
        type: 'task',
        period: { start: '2030-01-01', end: periodEnd },
        infoTexts: [{ textDe: '<p>Hinweis<script>alert(1)</script></p>', textFr: '', textEn: '' }],
      },
    ],
  });

  it('takes the form as sent: a draft without required fields, states on the chosen day, info texts sanitised', async () => {
    await api.expectNothingWritten(async () => {
      const answer = await preview(draft('2030-01-31'), { status: 'ZU', boothType: 'AUSSTELLER', day: '2030-02-10' });
      expect([answer.status, answer.status === 200 ? null : answer.body]).toEqual([200, null]);
      expect(answer.body.taskGroups).toHaveLength(1);
      const [task] = answer.body.taskGroups[0].tasks;
      // spec: exhibitor-area §4 task state: past its period's end and not done it is overdue.
      expect(task).toMatchObject({ id: manualStep._id, state: 'overdue', infoTexts: [{ de: '<p>Hinweis</p>' }] });
      const ahead = await preview(draft('2030-01-31'), { status: 'ZU', boothType: 'AUSSTELLER', day: '2029-06-01' });
      expect(ahead.body.taskGroups[0].tasks[0].state).not.toBe('overdue');
    });
  });

  it('hides a manual step not meant for co-exhibitors from a co-exhibitor booth', async () => {
    // spec: exhibitor-area §5 visibility: MITAUSSTELLER see manual-mode tasks only when flagged coexposant.
    const dealer = await preview(draft('2030-01-31'), { status: 'BESTAETIGT', boothType: 'VERTRAGSHAENDLER' });
    expect(taskIds(dealer.body)).toEqual([manualStep._id]);
    const coExhibitor = await preview(draft('2030-01-31'), { status: 'BESTAETIGT', boothType: 'MITAUSSTELLER' });
    expect(coExhibitor.body.taskGroups).toEqual([]);
  });

  it('refuses what a save refuses (422, German), except blank required fields', async () => {
    const sample = { status: 'BESTAETIGT', boothType: 'AUSSTELLER' };
    await api.expect422(
      MANAGER,
      'POST',
      PATH,
      { fair: { ...draft('2030-01-31'), emailTeam: 'kein-mail' }, sample },
      'fair/emailTeam',
      ADMIN_VALIDATION_MESSAGES.emailInvalid,
    );
    await api.expect422(
      MANAGER,
      'POST',
      PATH,
      { fair: { tasks: [{ _id: '00000000-0000-4000-8000-000000000000', type: 'task' }] }, sample },
      'fair/tasks/0/_id',
      ADMIN_VALIDATION_MESSAGES.unknownFairTaskReference,
    );
  });
});

describe('access', () => {
  it('is for managers only', async () => {
    const body = { fair: {}, sample: { status: 'BESTAETIGT', boothType: 'AUSSTELLER' } };
    expect((await api.call(demo.users.anna.email, 'POST', PATH, body)).status).toBe(403);
    expect(await api.anonymous('POST', PATH, body)).toBe(401);
  });
});
