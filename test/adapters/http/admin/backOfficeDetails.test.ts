import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_VALIDATION_MESSAGES } from '../../../../domain/admin/index.ts';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { demo } from '../../../support/demo.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// Smaller points of the back office found by a new manager: the fair search finds the series name its label
// promises (admin-back-office §2 fair overview search), and copy tasks takes no fair without tasks as its source
// (§2, §4: copying from it would only empty the fair). Beyond the spec: "Messe duplizieren", the next edition of a
// fair under a new code with every date moved (POST /api/fairs/{id}/duplicate).

const MANAGER = 'manager@demo.test';

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
}, 240_000);

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

async function fairByCode(idCode: string): Promise<Json> {
  const list = await api.call(MANAGER, 'GET', '/api/admin/fairs');
  const summary = (list.body as Json[]).find((fair) => fair.idCode === idCode)!;
  return (await api.call(MANAGER, 'GET', `/api/fairs/${summary._id}`)).body;
}

describe('fair search', () => {
  it('finds the fairs of a series by the series name in any language', async () => {
    const ind = await fairByCode(demo.fairs.ind.idCode);
    const series = (await api.call(MANAGER, 'GET', `/api/fairseries/${ind.fairSeries}`)).body;
    const renamed = await api.call(MANAGER, 'PUT', `/api/fairseries/${series._id}`, {
      ...series,
      titleFr: 'Salon Quokka',
    });
    expect(renamed.status).toBe(200);
    const found = await api.call(MANAGER, 'GET', '/api/admin/fairs?q=quokka&page=1');
    expect(found.status).toBe(200);
    const codes = (found.body.items as Json[]).map((fair) => fair.idCode);
    expect(codes).toContain(ind.idCode);
    expect((found.body.items as Json[]).every((fair) => fair.fairSeries === series._id)).toBe(true);
    const withTasks = await api.call(MANAGER, 'GET', '/api/fairsWithTasks?q=quokka&page=1');
    expect((withTasks.body.items as Json[]).map((fair) => fair.idCode)).toEqual(codes);
  });
});

describe('copy tasks', () => {
  it('refuses a source fair without tasks (422 at sourceFairId), leaving the fair as it was', async () => {
    const hab = await fairByCode(demo.fairs.hab.idCode);
    const { _id, version, logoDe, logoFr, logoEn, ...rest } = hab;
    const empty = await api.call(MANAGER, 'POST', '/api/fair', {
      ...rest,
      idCode: `LEER${Date.now() % 100000}`,
      tasks: [],
    });
    expect([empty.status, empty.body.tasks]).toEqual([201, []]);
    await api.expect422(
      MANAGER,
      'POST',
      `/api/fairs/${hab._id}/copytasks`,
      { sourceFairId: empty.body._id, version: hab.version },
      'sourceFairId',
      ADMIN_VALIDATION_MESSAGES.copySourceFairEmpty,
    );
  });
});

describe('Messe duplizieren', () => {
  it('creates the next edition under a new code with tasks, documents and steps, every date a year later', async () => {
    const hab = await fairByCode(demo.fairs.hab.idCode);
    const idCode = `DUP${Date.now() % 100000}`;
    const copy = await api.call(MANAGER, 'POST', `/api/fairs/${hab._id}/duplicate`, { idCode });
    expect([copy.status, copy.body.idCode]).toEqual([201, idCode]);
    expect(copy.body._id).not.toBe(hab._id);
    const year = (iso: string) => new Date(Date.parse(iso) + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(copy.body.publish).toEqual({ start: year(hab.publish.start), end: year(hab.publish.end) });
    expect(copy.body.registrationDeadline).toBe(year(hab.registrationDeadline));
    expect(copy.body.tasks.map((task: Json) => task._id)).toEqual(hab.tasks.map((task: Json) => task._id));
    const period = hab.tasks.find((task: Json) => task.period)!;
    expect(copy.body.tasks.find((task: Json) => task._id === period._id).period.start).toBe(year(period.period.start));
    expect(copy.body.documents.map((document: Json) => document.titleDe)).toEqual(
      hab.documents.map((document: Json) => document.titleDe),
    );
    expect(copy.body.steps.map((step: Json) => step.dateRange.start)).toEqual(
      hab.steps.map((step: Json) => year(step.dateRange.start)),
    );
    expect(copy.body.steps[0].uuid).not.toBe(hab.steps[0].uuid);
    expect(copy.body.displayNameDe).toBe(hab.displayNameDe);
    // The source is left as it was.
    expect((await fairByCode(hab.idCode)).version).toBe(hab.version);

    const back = await api.call(MANAGER, 'POST', `/api/fairs/${hab._id}/duplicate`, {
      idCode: `${idCode}B`,
      shiftDays: -7,
    });
    expect([back.status, back.body.duration.start]).toEqual([
      201,
      new Date(Date.parse(hab.duration.start) - 7 * 86_400_000).toISOString().slice(0, 10),
    ]);
  });

  it('refuses a code in use (422 at idCode), an unknown fair (404) and a bad body (400, German), writing nothing', async () => {
    const hab = await fairByCode(demo.fairs.hab.idCode);
    await portal.as('aussteller@demo.test'); // signing in writes the user's row: before counting
    await api.expect422(
      MANAGER,
      'POST',
      `/api/fairs/${hab._id}/duplicate`,
      { idCode: demo.fairs.gas.idCode },
      'idCode',
      ADMIN_VALIDATION_MESSAGES.fairIdCodeTaken,
    );
    await api.expectNothingWritten(async () => {
      const missing = await api.call(MANAGER, 'POST', '/api/fairs/00000000-0000-4000-8000-000000000000/duplicate', {
        idCode: 'NEU1',
      });
      expect(missing.status).toBe(404);
      const bad = await api.call(MANAGER, 'POST', `/api/fairs/${hab._id}/duplicate`, {
        idCode: 'a b',
        shiftDays: 99999,
      });
      expect(bad.status).toBe(400);
      expect((bad.body.errors as Json[]).map((error) => error.detail)).toEqual(
        expect.arrayContaining(['Der Wert hat nicht das erwartete Format', 'Der Wert darf höchstens 3660 sein']),
      );
      const exhibitor = await api.call('aussteller@demo.test', 'POST', `/api/fairs/${hab._id}/duplicate`, {
        idCode: 'NEU2',
      });
      expect(exhibitor.status).toBe(403);
    });
  });
});
