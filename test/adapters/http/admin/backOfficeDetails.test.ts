import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_VALIDATION_MESSAGES } from '../../../../domain/admin/index.ts';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { demo } from '../../../support/demo.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// Smaller points of the back office found by a new manager: the fair search finds the series name its label
// promises (admin-back-office §2 fair overview search), and copy tasks takes no fair without tasks as its source
// (§2, §4: copying from it would only empty the fair).

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
