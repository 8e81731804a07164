import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { buildDemoCatalogue } from '../../../../adapters/demo/catalogue.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../../domain/admin/index.ts';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// The back-office API: the Fairs calls of admin-back-office §7 against the embedded PostgreSQL.

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
});

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

const catalogue = buildDemoCatalogue(new Date());
/** The current HAB fair (booth 100101 of aussteller@demo.test is in it). */
const habCode = catalogue.fairs.find((fair) => fair.series.reiheId === 'R-HAB' && fair.tasks.length > 0)!.idCode;

const call = (email: string, method: string, path: string, body?: unknown) => api.call(email, method, path, body);
const expectNothingWritten = (run: () => Promise<void>) => api.expectNothingWritten(run);
/** A manager's request answered 422 with the German `message` at `<field>`, nothing written. */
const expect422 = (path: string, method: string, body: unknown, field: string, message: string) =>
  api.expect422(MANAGER, method, path, body, field, message);

async function fairByCode(idCode: string): Promise<Json> {
  const list = await call(MANAGER, 'GET', '/api/admin/fairs');
  const summary = (list.body as Json[]).find((fair) => fair.idCode === idCode)!;
  return (await call(MANAGER, 'GET', `/api/fairs/${summary._id}`)).body;
}

let counter = 0;
/** A new fair's body: the HAB fair's master data under a new code, with its tasks, documents and steps. */
async function newFairBody(overrides: Json = {}): Promise<Json> {
  const hab = await fairByCode(habCode);
  const { _id, version, logoDe, logoFr, logoEn, ...rest } = hab;
  counter += 1;
  return { ...rest, idCode: `ADM${counter}${Date.now() % 100000}`, ...overrides };
}

async function createFair(overrides: Json = {}): Promise<Json> {
  const created = await call(MANAGER, 'POST', '/api/fair', await newFairBody(overrides));
  expect([created.status, created.status === 201 ? undefined : created.body]).toEqual([201, undefined]);
  return created.body;
}

describe('reading fairs', () => {
  // spec: admin-back-office §7 Fairs (GET /fairs, served at /api/admin/fairs since GET /api/fairs is exhibitor-area §7's)
  it('lists every fair for a manager without tasks and without image bytes, in pages on request', async () => {
    const list = await call(MANAGER, 'GET', '/api/admin/fairs');
    expect(list.status).toBe(200);
    expect((list.body as Json[]).map((fair) => fair.idCode)).toEqual(
      expect.arrayContaining(catalogue.fairs.map((fair) => fair.idCode)),
    );
    expect(JSON.stringify(list.body)).not.toContain('data:');
    expect((list.body as Json[])[0]).not.toHaveProperty('tasks');
    const page = await call(MANAGER, 'GET', '/api/admin/fairs?page=1&pageSize=2&sort=idCode');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: catalogue.fairs.length, page: 1, pageSize: 2 });
    expect(page.body.items).toHaveLength(2);
  });

  // spec: admin-back-office §7 Fairs GET /fairsWithTasks; §3 Fair task
  it('lists the fairs with their ordered tasks', async () => {
    const list = await call(MANAGER, 'GET', '/api/fairsWithTasks');
    expect(list.status).toBe(200);
    const hab = (list.body as Json[]).find((fair) => fair.idCode === habCode)!;
    expect(hab.tasks[0]).toMatchObject({ type: 'taskTitle' });
    expect(hab.tasks.map((task: Json) => task._id)).toEqual(
      catalogue.fairs.find((fair) => fair.idCode === habCode)!.tasks.map((task) => task._id),
    );
    expect(hab.tasks.find((task: Json) => task.type === 'task').displayNameDe).not.toBe('');
  });

  // spec: admin-back-office §7 Fairs GET /fairs/{id}; §3 Fair
  it('reads one fair with its tasks, documents, flow steps and logo addresses', async () => {
    const hab = await fairByCode(habCode);
    expect(hab).toMatchObject({ idCode: habCode, version: expect.any(Number) });
    expect(hab.documents.length).toBeGreaterThan(0);
    expect(hab.steps.length).toBeGreaterThan(0);
    expect(hab.steps[0].uuid).toEqual(expect.any(String));
    expect(hab.logoDe).toMatch(new RegExp(`^/api/images/fairs/${hab._id}/logoDe/`));
    const missing = await call(MANAGER, 'GET', '/api/fairs/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  // spec: admin-back-office §6 (the manager role for every admin route)
  it('refuses exhibitors (403) and anonymous callers (401) on every call', async () => {
    const hab = await fairByCode(habCode);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/fairs'],
      ['GET', '/api/fairsWithTasks'],
      ['GET', `/api/fairs/${hab._id}`],
      ['POST', '/api/fair', { displayNameDe: 'x' }],
      ['PUT', `/api/fairs/${hab._id}`, { displayNameDe: 'x' }],
      ['DELETE', `/api/fairs/${hab._id}`],
      ['POST', '/api/fairdocs', { id: hab._id, docs: [] }],
      ['POST', `/api/fairs/${hab._id}/copytasks`, { sourceFairId: hab._id, version: 1 }],
    ];
    await portal.as(EXHIBITOR); // signing in writes the user's row: before counting
    await expectNothingWritten(async () => {
      for (const [method, path, body] of calls) {
        expect([method, path, (await call(EXHIBITOR, method, path, body)).status]).toEqual([method, path, 403]);
        expect([method, path, await api.anonymous(method, path, body)]).toEqual([method, path, 401]);
      }
    });
  });
});

describe('creating and updating a fair', () => {
  // spec: admin-back-office §4 (create vs update by _id), §3 Fair (legacy fields), §7 (the response holds the saved object); audit
  it('creates a fair without _id (201, version 1), copies the legacy fields and answers the saved fair', async () => {
    const body = await newFairBody({
      defaultRegistrationUrlDe: '',
      defaultRegistrationUrl: 'https://legacy.test/anmeldung',
      additionalInfoDe: '<p onclick="steal()">Hallo<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    const created = await call(MANAGER, 'POST', '/api/fair', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      idCode: body.idCode,
      version: 1,
      defaultRegistrationUrlDe: 'https://legacy.test/anmeldung',
    });
    // Additional info is HTML: stored sanitised, with the one policy every HTML field shares.
    expect(created.body.additionalInfoDe).toBe('<p>Hallo <a rel="noopener noreferrer" target="_blank">x</a></p>');
    expect((await call(MANAGER, 'GET', `/api/fairs/${created.body._id}`)).body).toEqual(created.body);
    const audit = await call(MANAGER, 'GET', `/api/admin/audit?entity=fair&id=${created.body._id}`);
    expect(audit.body).toEqual([expect.objectContaining({ action: 'create', entityId: created.body._id })]);
  });

  // spec: admin-back-office §3 Fair task (booth-service completion; required propagates to booth services)
  it('completes a task’s booth services and passes a changed required flag on to them', async () => {
    const fair = await createFair();
    const taskIndex = fair.tasks.findIndex((task: Json) => task.type === 'task');
    const task = fair.tasks[taskIndex];
    const services = await portal.portal.orm.em
      .getConnection()
      .execute<Array<{ service_id: string }>>('select service_id from booth_services');
    expect(task.boothServices.map((service: Json) => service.id).sort()).toEqual(
      services.map((row) => row.service_id).sort(),
    );

    // One booth service left out and the flag flipped: the left-out one comes back (hidden false), every one gets the new flag.
    const flipped = !task.required;
    const tasks = fair.tasks.map((entry: Json, index: number) =>
      index === taskIndex
        ? {
            ...entry,
            required: flipped,
            boothServices: entry.boothServices.slice(1).map((service: Json) => ({ ...service, hidden: true })),
          }
        : entry,
    );
    const saved = await call(MANAGER, 'PUT', `/api/fairs/${fair._id}`, { ...fair, tasks });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(fair.version + 1);
    const after = saved.body.tasks[taskIndex];
    expect(after.required).toBe(flipped);
    expect(after.boothServices).toHaveLength(task.boothServices.length);
    expect(after.boothServices.every((service: Json) => service.required === flipped)).toBe(true);
    expect(after.boothServices.find((service: Json) => service.id === task.boothServices[0].id)).toEqual({
      id: task.boothServices[0].id,
      hidden: false,
      required: flipped,
    });
  });

  // spec: admin-back-office §4 (create versus update by _id); "Optimistic locking"
  it('updates through POST /fair with an _id (200) and stores state labels, steps and task info texts sanitised', async () => {
    const fair = await createFair();
    const tasks = fair.tasks.map((task: Json) =>
      task.type === 'task'
        ? { ...task, infoTexts: [{ textDe: '<b>Wichtig</b><img src=x onerror=alert(1)>', textFr: 'fr', textEn: 'en' }] }
        : task,
    );
    const steps = [
      {
        displayNameDe: 'Aufbau',
        displayNameFr: 'Montage',
        displayNameEn: 'Build-up',
        dateRange: { start: '2026-01-01', end: '2026-01-02' },
      },
    ];
    const saved = await call(MANAGER, 'POST', '/api/fair', { ...fair, tasks, steps, confirmedLabelDe: 'Platz sicher' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: fair._id, version: fair.version + 1, confirmedLabelDe: 'Platz sicher' });
    expect(saved.body.steps).toEqual([expect.objectContaining({ ...steps[0], uuid: expect.any(String) })]);
    expect(saved.body.tasks.find((task: Json) => task.type === 'task').infoTexts[0].textDe).toBe('<b>Wichtig</b>');
  });
});

describe('logos (admin-back-office §3 Fair logoDe/Fr/En, §5 logo resize)', () => {
  // spec: admin-back-office §3 Fair (a legacy logo is copied into De), §5 Fair (logos at most 400x400); images
  it('stores a logo through the image intake, answers its address and keeps it when the address is sent back', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const fair = await createFair({ logo: `data:image/png;base64,${png.toString('base64')}` });
    expect(fair.logoDe).toMatch(new RegExp(`^/api/images/fairs/${fair._id}/logoDe/`));
    expect(fair.logoFr).toBeNull();
    const image = await fetch(new URL(fair.logoDe, portal.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 200 });
    const kept = await call(MANAGER, 'PUT', `/api/fairs/${fair._id}`, { ...fair, displayNameDe: 'Mit Logo' });
    expect(kept.body.logoDe).toBe(fair.logoDe);
    const removed = await call(MANAGER, 'PUT', `/api/fairs/${fair._id}`, { ...kept.body, logoDe: null });
    expect(removed.body.logoDe).toBeNull();
  });

  // beyond the spec: the real type is read from the bytes, anything else is refused
  it('refuses a logo that claims to be PNG but is not, and writes nothing', async () => {
    const fake = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    await expect422(
      '/api/fair',
      'POST',
      await newFairBody({ logoFr: fake }),
      'logoFr',
      'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein',
    );
  });
});

describe('validation (admin-back-office §5): 422 with the German message, nothing written', () => {
  // spec: admin-back-office §5 Shared validator (date range)
  it('refuses a duration whose end is before its start', async () => {
    await expect422(
      '/api/fair',
      'POST',
      await newFairBody({ duration: { start: '2027-03-04', end: '2027-03-01' } }),
      'duration',
      '"Bis" muss grösser/gleich als "Von" sein',
    );
  });

  // spec: admin-back-office §5 Fair (deadline)
  it('refuses a registration deadline after the publish end', async () => {
    const body = await newFairBody();
    await expect422(
      '/api/fair',
      'POST',
      { ...body, registrationDeadline: '2099-01-01' },
      'registrationDeadline',
      'Der Anmeldeschluss kann nicht nach dem Publikationsdatum sein!',
    );
  });

  // spec: admin-back-office §5 Fair (process steps begin with a process group)
  it('refuses tasks that do not begin with a process group, on update too', async () => {
    const fair = await createFair();
    const tasks = fair.tasks.filter((task: Json) => task.type === 'task');
    await expect422(
      `/api/fairs/${fair._id}`,
      'PUT',
      { ...fair, tasks },
      'tasks',
      'Die Prozessschritte müssen mit einer Prozessgruppe beginnen',
    );
    expect((await call(MANAGER, 'GET', `/api/fairs/${fair._id}`)).body).toEqual(fair);
  });

  // spec: admin-back-office §5 Fair (required fields) and Shared validator (required)
  it('refuses a missing required field with the required-field message', async () => {
    const { displayNameFr: _left, ...body } = await newFairBody();
    await expect422('/api/fair', 'POST', body, 'displayNameFr', ADMIN_VALIDATION_MESSAGES.required);
    await expect422(
      '/api/fair',
      'POST',
      { ...body, displayNameFr: '   ' },
      'displayNameFr',
      ADMIN_VALIDATION_MESSAGES.required,
    );
  });

  // spec: admin-back-office §5 Fair (flow step and document modals)
  it('refuses a flow step or document without its names or titles', async () => {
    const body = await newFairBody();
    await expect422(
      '/api/fair',
      'POST',
      { ...body, steps: [{ displayNameDe: 'Aufbau', dateRange: { start: '2026-01-02', end: '2026-01-01' } }] },
      'steps/0/displayNameFr',
      ADMIN_VALIDATION_MESSAGES.required,
    );
    await expect422(
      '/api/fair',
      'POST',
      {
        ...body,
        steps: [
          {
            displayNameDe: 'A',
            displayNameFr: 'A',
            displayNameEn: 'A',
            dateRange: { start: '2026-01-02', end: '2026-01-01' },
          },
        ],
      },
      'steps/0/dateRange',
      '"Bis" muss grösser/gleich als "Von" sein',
    );
    await expect422(
      '/api/fair',
      'POST',
      { ...body, documents: [{ titleDe: 'Plan', titleFr: 'Plan' }] },
      'documents/0/titleEn',
      ADMIN_VALIDATION_MESSAGES.required,
    );
  });

  // spec: admin-back-office §6 (an item a fair uses cannot be deleted): the kept list follows the fair's save
  it('marks a fair series used in the very next list once a new fair takes it up', async () => {
    const seriesUsed = async (id: string) => {
      const list = (await call(MANAGER, 'GET', '/api/fairseries')).body as Json[];
      return list.find((series) => series._id === id)?.isUsed;
    };
    const created = await call(MANAGER, 'POST', '/api/fairseries', {
      titleDe: 'Reihe im Gebrauch',
      titleFr: 'Série utilisée',
      titleEn: 'Series in use',
    });
    expect(created.status).toBe(201);
    const seriesId = (created.body as Json)._id as string;
    expect(await seriesUsed(seriesId)).toBe(false);
    await createFair({ fairSeries: seriesId });
    expect(await seriesUsed(seriesId)).toBe(true);
  });

  // spec: admin-back-office §3 Fair task (tasks refer to task definitions and task titles by id)
  it('refuses a task that refers to no task definition, a taken idCode and an unknown fair series', async () => {
    const body = await newFairBody();
    const tasks = [...body.tasks, { _id: 'no-such-definition', type: 'task', required: false }];
    await expect422(
      '/api/fair',
      'POST',
      { ...body, tasks },
      `tasks/${tasks.length - 1}/_id`,
      ADMIN_VALIDATION_MESSAGES.unknownFairTaskReference,
    );
    await expect422(
      '/api/fair',
      'POST',
      { ...body, idCode: habCode },
      'idCode',
      ADMIN_VALIDATION_MESSAGES.fairIdCodeTaken,
    );
    await expect422(
      '/api/fair',
      'POST',
      { ...body, fairSeries: 'R-NONE' },
      'fairSeries',
      ADMIN_VALIDATION_MESSAGES.unknownFairSeries,
    );
  });
});

describe('dates the database could not hold', () => {
  // spec: admin-back-office §5 Shared validator (dates readable, at most 9999-12-31); 4xx, never 500, nothing written
  it('refuses an impossible date in a task period and a year 0 before anything reaches PostgreSQL', async () => {
    const body = await newFairBody();
    const index = body.tasks.findIndex((task: Json) => task.type === 'task');
    const tasks = body.tasks.map((task: Json, at: number) =>
      at === index ? { ...task, period: { start: '2026-02-30', end: '2026-03-01' } } : task,
    );
    await expect422(
      '/api/fair',
      'POST',
      { ...body, tasks },
      `tasks/${index}/period/start`,
      ADMIN_VALIDATION_MESSAGES.dateInvalid,
    );
    await expectNothingWritten(async () => {
      expect((await call(MANAGER, 'POST', '/api/fair', { ...body, registrationDeadline: '0000-01-01' })).status).toBe(
        400,
      );
    });
  });
});

describe('concurrent managers ("Optimistic locking")', () => {
  // beyond the spec: an update with an old version answers 409 with the current item
  it('answers 409 with the current fair to an update with an old version, and changes nothing', async () => {
    const fair = await createFair();
    const first = await call(MANAGER, 'PUT', `/api/fairs/${fair._id}`, { ...fair, displayNameDe: 'Erste Änderung' });
    expect(first.status).toBe(200);
    await expectNothingWritten(async () => {
      const stale = await call(MANAGER, 'PUT', `/api/fairs/${fair._id}`, { ...fair, displayNameDe: 'Zweite Änderung' });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        messageKey: 'errors.staleVersion',
        current: { displayNameDe: 'Erste Änderung', version: fair.version + 1 },
      });
    });
    expect((await call(MANAGER, 'GET', `/api/fairs/${fair._id}`)).body).toEqual(first.body);
    // audit trail: the update with its changed field; the refused one left no entry.
    const trail = await call(MANAGER, 'GET', `/api/admin/audit?entity=fair&id=${fair._id}`);
    expect(trail.body.map((entry: Json) => entry.action)).toEqual(['update', 'create']);
    expect(trail.body[0].changes).toEqual([
      { field: 'displayNameDe', before: fair.displayNameDe, after: 'Erste Änderung' },
    ]);
  });

  // beyond the spec: two managers racing on one fair (one wins, the other gets 409)
  it('lets exactly one of two managers saving the same version at once win', async () => {
    const fair = await createFair();
    const [a, b] = await Promise.all([
      call(MANAGER, 'PUT', `/api/fairs/${fair._id}`, { ...fair, displayNameDe: 'Manager A' }),
      call(MANAGER, 'PUT', `/api/fairs/${fair._id}`, { ...fair, displayNameDe: 'Manager B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect((await call(MANAGER, 'GET', `/api/fairs/${fair._id}`)).body).toEqual(winner.body);
  });
});

describe('documents, copy tasks and delete', () => {
  // spec: admin-back-office §7 POST /fairdocs (body docs and id); §3 Fair document; §5 Document
  it('stores the fair’s documents and refuses one without its titles', async () => {
    const fair = await createFair();
    const docs = [
      { titleDe: 'Plan', titleFr: 'Plan', titleEn: 'Plan', linkDe: 'https://x.test/plan.pdf', publish: '2026-01-01' },
    ];
    const saved = await call(MANAGER, 'POST', '/api/fairdocs', { id: fair._id, version: fair.version, docs });
    expect(saved.status).toBe(200);
    expect(saved.body.documents).toEqual([expect.objectContaining({ ...docs[0], uuid: expect.any(String) })]);
    expect(saved.body.version).toBe(fair.version + 1);
    await expect422(
      '/api/fairdocs',
      'POST',
      { id: fair._id, docs: [{ titleDe: 'Plan' }] },
      'documents/0/titleFr',
      ADMIN_VALIDATION_MESSAGES.required,
    );
  });

  // spec: admin-back-office §4 (copy tasks replaces the fair's tasks), §3 Fair task (period removed when copied)
  it('replaces a fair’s tasks with those of another fair, without their periods', async () => {
    const hab = await fairByCode(habCode);
    expect(hab.tasks.some((task: Json) => task.period)).toBe(true);
    const target = await createFair({ tasks: hab.tasks.slice(0, 2) });
    const copied = await call(MANAGER, 'POST', `/api/fairs/${target._id}/copytasks`, {
      sourceFairId: hab._id,
      version: target.version,
    });
    expect(copied.status).toBe(200);
    expect(copied.body.tasks.map((task: Json) => task._id)).toEqual(hab.tasks.map((task: Json) => task._id));
    expect(copied.body.tasks.some((task: Json) => 'period' in task)).toBe(false);
    expect(copied.body.displayNameDe).toBe(target.displayNameDe);
    const stale = await call(MANAGER, 'POST', `/api/fairs/${target._id}/copytasks`, {
      sourceFairId: hab._id,
      version: target.version,
    });
    expect(stale.status).toBe(409);
    await expect422(
      `/api/fairs/${target._id}/copytasks`,
      'POST',
      { sourceFairId: '00000000-0000-4000-8000-000000000000', version: copied.body.version },
      'sourceFairId',
      ADMIN_VALIDATION_MESSAGES.copySourceFairMissing,
    );
  });

  // spec: admin-back-office §4 (copy tasks); §5 Fair (only the task rules concern a copy: a document titled in German only, as before the rules, stays)
  it('copies tasks into a fair whose other fields predate the form rules, leaving those fields as they were', async () => {
    const hab = await fairByCode(habCode);
    const agrCode = catalogue.fairs.find((fair) => fair.series.reiheId === 'R-AGR' && fair.tasks.length > 0)!.idCode;
    await portal.portal.orm.em
      .getConnection()
      .execute(
        `update fair_documents set title_fr = null, title_en = null where fair_id = (select id from fairs where id_code = ?) and position = 1`,
        [agrCode],
      );
    const agr = await fairByCode(agrCode);
    expect(agr.documents.some((document: Json) => !document.titleFr)).toBe(true);
    const copied = await call(MANAGER, 'POST', `/api/fairs/${agr._id}/copytasks`, {
      sourceFairId: hab._id,
      version: agr.version,
    });
    expect(copied.status).toBe(200);
    expect(copied.body.tasks.map((task: Json) => task._id)).toEqual(hab.tasks.map((task: Json) => task._id));
    const { tasks: _before, version: _v, ...rest } = agr;
    expect(copied.body).toMatchObject(rest);
  });

  // spec: admin-back-office §7 DELETE /fairs/{id}
  it('deletes a fair with its tasks, documents and steps; a stale version deletes nothing', async () => {
    const fair = await createFair();
    await expectNothingWritten(async () => {
      // A copy of the HAB fair is published now: its code must be typed (the trash test covers that rule).
      const stale = `/api/fairs/${fair._id}?version=${fair.version + 5}&confirmCode=${fair.idCode}`;
      expect((await call(MANAGER, 'DELETE', stale)).status).toBe(409);
    });
    expect((await call(MANAGER, 'DELETE', `/api/fairs/${fair._id}?confirmCode=${fair.idCode}`)).status).toBe(204);
    expect((await call(MANAGER, 'GET', `/api/fairs/${fair._id}`)).status).toBe(404);
    expect((await call(MANAGER, 'DELETE', `/api/fairs/${fair._id}`)).status).toBe(404);
    const [left] = await portal.portal.orm.em
      .getConnection()
      .execute<Array<{ n: string }>>(
        'select (select count(*) from fair_tasks where fair_id = ?) + (select count(*) from fair_documents where fair_id = ?) + (select count(*) from fair_steps where fair_id = ?) as n',
        [fair._id, fair._id, fair._id],
      );
    expect(Number(left.n)).toBe(0);
  });
});

describe('the exhibitor sees an edit on the next request', () => {
  async function boothPage(): Promise<Json> {
    const browser = await portal.as(EXHIBITOR);
    const response = await browser.api('/api/exhibitor/booths/100101');
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  }

  // beyond the spec: "Changes reach exhibitors at once"; exhibitor-area §2 Fair page; admin-back-office §3 Fair task
  it('shows a renamed fair and a task’s changed required flag on the booth page', async () => {
    const before = await boothPage();
    const hab = await fairByCode(habCode);
    const taskIndex = hab.tasks.findIndex((task: Json) => task.type === 'task');
    const taskId = hab.tasks[taskIndex]._id;
    const shownTask = (page: Json) =>
      page.taskGroups.flatMap((group: Json) => group.tasks).find((task: Json) => task.id === taskId);
    expect(shownTask(before)).toBeDefined();
    const required = !hab.tasks[taskIndex].required;
    const tasks = hab.tasks.map((task: Json, index: number) => (index === taskIndex ? { ...task, required } : task));
    const saved = await call(MANAGER, 'PUT', `/api/fairs/${hab._id}`, {
      ...hab,
      displayNameDe: 'Habitat Bern, neu benannt',
      tasks,
    });
    expect(saved.status).toBe(200);
    const after = await boothPage();
    expect(after.fair.displayName.de).toBe('Habitat Bern, neu benannt');
    expect(shownTask(after).required).toBe(required);
  });
});
