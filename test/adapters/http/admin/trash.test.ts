import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { buildDemoCatalogue } from '../../../../adapters/demo/catalogue.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../../domain/admin/index.ts';
import type { Json } from '../../../support/adminApi.ts';
import { useAdminApi } from './adminTestPortal.ts';

// beyond the spec: every delete of the back office goes to a trash for 30 days and can be restored with its id,
// what went with it and its history; a fair published now or sold by the booking system needs its code typed

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';

const admin = useAdminApi([EXHIBITOR]);

const catalogue = buildDemoCatalogue(new Date());
/** The current HAB fair: published now, sold by the booking system, booth of aussteller@demo.test in it. */
const habCode = catalogue.fairs.find((fair) => fair.series.reiheId === 'R-HAB' && fair.tasks.length > 0)!.idCode;
const habBooth = catalogue.registrations.find(
  (registration) => registration.email === EXHIBITOR && registration.booth.messeIdCode === habCode,
)!.booth.standanmeldungId;
const call = (email: string, method: string, path: string, body?: unknown) => admin.api.call(email, method, path, body);

async function fairByCode(idCode: string): Promise<Json> {
  const list = await call(MANAGER, 'GET', '/api/admin/fairs');
  const summary = (list.body as Json[]).find((fair) => fair.idCode === idCode)!;
  return (await call(MANAGER, 'GET', `/api/fairs/${summary._id}`)).body;
}

/** What the exhibitor sees of the fair: in the published fairs, and the task ids on their booth page. */
async function exhibitorView(): Promise<{ published: boolean; tasks: string[] | number }> {
  const fairs = await call(EXHIBITOR, 'GET', '/api/fairs');
  const booth = await call(EXHIBITOR, 'GET', `/api/exhibitor/booths/${habBooth}`);
  return {
    published: (fairs.body as Json[]).some((fair) => fair.idCode === habCode),
    tasks:
      booth.status === 200
        ? (booth.body.taskGroups as Json[]).flatMap((group) => (group.tasks as Json[]).map((task) => task.id as string))
        : booth.status,
  };
}

/** Gives a fair a code past the API's checks, as a fair stored before the trash reserved codes may hold it. */
async function setIdCode(id: string, idCode: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin.portal.portal.databaseUrl });
  await client.connect();
  try {
    expect((await client.query('update fairs set id_code = $1 where id = $2', [idCode, id])).rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

describe('the trash', () => {
  it('keeps a deleted fair with its process configuration, hides it from exhibitors and restores it with its id', async () => {
    const hab = await fairByCode(habCode);
    const before = await exhibitorView();
    expect(before.published).toBe(true);
    expect(Array.isArray(before.tasks) && before.tasks.length).toBeGreaterThan(0);

    const check = await call(MANAGER, 'GET', `/api/admin/fairs/${hab._id}/deletion`);
    expect(check.body).toEqual({ confirmCodeRequired: true, published: true, inBookingSystem: true, idCode: habCode });
    const typed = `Diese Messe ist publiziert: Zum Löschen muss ihr Code „${habCode}“ eingegeben werden.`;
    for (const query of ['', `?confirmCode=${habCode}x`, `?confirmCode=${habCode.toLowerCase()}`])
      await admin.api.expect422(MANAGER, 'DELETE', `/api/fairs/${hab._id}${query}`, undefined, 'confirmCode', typed);

    expect((await call(MANAGER, 'DELETE', `/api/fairs/${hab._id}?confirmCode=${habCode}`)).status).toBe(204);
    const trash = await call(MANAGER, 'GET', '/api/admin/trash');
    expect(trash.body[0]).toMatchObject({ entity: 'fair', id: hab._id, deletedBy: expect.any(String) });
    expect(trash.body[0].label).toContain(habCode);
    expect(trash.body[0].deletedByEmail).toBe(MANAGER);
    const days = (Date.parse(trash.body[0].expiresAt) - Date.parse(trash.body[0].deletedAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    expect(
      ((await call(MANAGER, 'GET', '/api/admin/trash?entity=teaser')).body as Json[]).map((item) => item.id),
    ).not.toContain(hab._id);
    expect((await call(MANAGER, 'GET', `/api/fairs/${hab._id}`)).status).toBe(404);
    const hidden = await exhibitorView();
    expect(hidden.published).toBe(false);
    expect(hidden.tasks).not.toEqual(before.tasks);

    // The code stays reserved for the fair in the trash: a new fair, a rename and a duplicate under it are refused.
    const { _id, version, logoDe, logoFr, logoEn, ...rest } = hab;
    const reserved = ADMIN_VALIDATION_MESSAGES.fairIdCodeInTrash;
    expect(reserved).toContain('Papierkorb');
    await admin.api.expect422(MANAGER, 'POST', '/api/fair', rest, 'idCode', reserved);
    const other = await call(MANAGER, 'POST', '/api/fair', { ...rest, idCode: `${habCode}X` });
    expect(other.status).toBe(201);
    const { logoDe: _de, logoFr: _fr, logoEn: _en, ...otherFields } = other.body;
    const renamed = { ...otherFields, idCode: habCode };
    await admin.api.expect422(MANAGER, 'PUT', `/api/fairs/${other.body._id}`, renamed, 'idCode', reserved);
    await admin.api.expect422(
      MANAGER,
      'POST',
      `/api/fairs/${other.body._id}/duplicate`,
      { idCode: habCode, shiftDays: 365 },
      'idCode',
      reserved,
    );

    // A fair that holds the code all the same (one saved before codes were reserved): the restore is refused in
    // German, nothing written.
    await setIdCode(other.body._id as string, habCode);
    await admin.api.expectNothingWritten(async () => {
      const refused = await call(MANAGER, 'POST', `/api/admin/trash/fair/${hab._id}/restore`);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toContain(`Der Code „${habCode}“ ist inzwischen an einen anderen Eintrag vergeben`);
    });
    expect((await call(MANAGER, 'DELETE', `/api/fairs/${other.body._id}?confirmCode=${habCode}`)).status).toBe(204);

    const restored = await call(MANAGER, 'POST', `/api/admin/trash/fair/${hab._id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ entity: 'fair', id: hab._id });
    expect(await fairByCode(habCode)).toEqual(hab);
    expect(await exhibitorView()).toEqual(before);
    const trashAfter = (await call(MANAGER, 'GET', '/api/admin/trash?entity=fair')).body as Json[];
    expect(trashAfter.map((item) => item.id)).toEqual([other.body._id]);
    const audit = await call(MANAGER, 'GET', `/api/admin/audit?entity=fair&id=${hab._id}`);
    expect((audit.body as Json[]).slice(0, 2).map((entry) => entry.action)).toEqual(['restore', 'delete']);
    expect((await call(MANAGER, 'POST', `/api/admin/trash/fair/${hab._id}/restore`)).status).toBe(404);
  });

  it('deletes a fair neither published nor sold after a plain confirmation', async () => {
    const hab = await fairByCode(habCode);
    const { _id, version, logoDe, logoFr, logoEn, ...rest } = hab;
    const future = { start: '2099-01-01', end: '2099-12-31' };
    const created = await call(MANAGER, 'POST', '/api/fair', {
      ...rest,
      idCode: `TRASH${Date.now() % 100000}`,
      publish: future,
      duration: { start: '2099-11-01', end: '2099-11-05' },
      registrationDeadline: '2099-10-01',
      tasks: [],
    });
    expect(created.status).toBe(201);
    const check = await call(MANAGER, 'GET', `/api/admin/fairs/${created.body._id}/deletion`);
    expect(check.body).toMatchObject({ confirmCodeRequired: false, published: false, inBookingSystem: false });
    expect((await call(MANAGER, 'DELETE', `/api/fairs/${created.body._id}`)).status).toBe(204);
  });

  it('keeps a teaser with its images and restores it as it was', async () => {
    const list = (await call(MANAGER, 'GET', '/api/teasersOverview')).body as Json[];
    const teaser = (await call(MANAGER, 'GET', `/api/teasers/${list[0]._id}`)).body;
    expect((await call(MANAGER, 'DELETE', `/api/teaser/${teaser._id}`)).status).toBe(204);
    const trash = (await call(MANAGER, 'GET', '/api/admin/trash?entity=teaser')).body as Json[];
    expect(trash.map((item) => [item.entity, item.id, item.label])).toEqual([
      ['teaser', teaser._id, teaser.internalName],
    ]);
    expect((await call(MANAGER, 'POST', `/api/admin/trash/teaser/${teaser._id}/restore`)).status).toBe(200);
    expect((await call(MANAGER, 'GET', `/api/teasers/${teaser._id}`)).body).toEqual(teaser);
  });

  it('refuses exhibitors (403) and anonymous callers (401), writing nothing', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/admin/trash'],
      ['POST', '/api/admin/trash/fair/00000000-0000-4000-8000-000000000000/restore'],
      ['GET', '/api/admin/fairs/00000000-0000-4000-8000-000000000000/deletion'],
    ];
    await admin.api.expectNothingWritten(async () => {
      for (const [method, path] of calls) {
        expect([method, path, (await call(EXHIBITOR, method, path)).status]).toEqual([method, path, 403]);
        expect([method, path, await admin.api.anonymous(method, path)]).toEqual([method, path, 401]);
      }
    });
  });
});

describe('the trash over time and its references', () => {
  /** Moves a trashed item's deletion back by `days`, as if it had been deleted that much earlier. */
  async function deletedDaysAgo(entity: string, id: string, days: number): Promise<void> {
    const client = new pg.Client({ connectionString: admin.portal.portal.databaseUrl });
    await client.connect();
    try {
      const moved = await client.query(
        `update trash_items set deleted_at = deleted_at - make_interval(days => $3),
           expires_at = expires_at - make_interval(days => $3) where entity = $1 and entity_id = $2`,
        [entity, id, days],
      );
      expect(moved.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  }

  async function trashRows(id: string): Promise<number> {
    const client = new pg.Client({ connectionString: admin.portal.portal.databaseUrl });
    await client.connect();
    try {
      return (await client.query('select 1 from trash_items where entity_id = $1', [id])).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }

  const newSeries = async (titleDe: string) =>
    (await call(MANAGER, 'POST', '/api/fairseries', { titleDe, titleFr: titleDe, titleEn: titleDe })).body;

  it('removes items deleted more than 30 days ago for good at the next touch, and keeps younger ones', async () => {
    const old = await newSeries('Vor 31 Tagen gelöscht');
    const young = await newSeries('Vor 29 Tagen gelöscht');
    for (const series of [old, young])
      expect((await call(MANAGER, 'DELETE', `/api/fairseries/${series._id}`)).status).toBe(204);
    await deletedDaysAgo('fairSeries', old._id, 31);
    await deletedDaysAgo('fairSeries', young._id, 29);

    // Listing the trash purges what expired (against the application's clock), and shows the rest.
    const listed = (await call(MANAGER, 'GET', '/api/admin/trash?entity=fairSeries')).body as Json[];
    const ids = listed.map((item) => item.id);
    expect(ids).toContain(young._id);
    expect(ids).not.toContain(old._id);
    expect(await trashRows(old._id)).toBe(0);
    const left = (Date.parse(listed.find((item) => item.id === young._id)!.expiresAt) - Date.now()) / 86_400_000;
    expect(left).toBeGreaterThan(0.9);
    expect(left).toBeLessThan(1.1);

    expect((await call(MANAGER, 'POST', `/api/admin/trash/fairSeries/${old._id}/restore`)).status).toBe(404);
    expect((await call(MANAGER, 'POST', `/api/admin/trash/fairSeries/${young._id}/restore`)).status).toBe(200);
    expect((await call(MANAGER, 'GET', `/api/fairseries/${young._id}`)).body.titleDe).toBe('Vor 29 Tagen gelöscht');
  });

  it('refuses with 409 in German to restore a fair whose fair series was deleted meanwhile, changing nothing', async () => {
    const series = await newSeries('Reihe nur dieser Messe');
    const hab = await fairByCode(habCode);
    const { _id, version, logoDe, logoFr, logoEn, ...rest } = hab;
    const created = await call(MANAGER, 'POST', '/api/fair', {
      ...rest,
      idCode: `REF${Date.now() % 100000}`,
      fairSeries: series._id,
      publish: { start: '2099-01-01', end: '2099-12-31' },
      duration: { start: '2099-11-01', end: '2099-11-05' },
      registrationDeadline: '2099-10-01',
      tasks: [],
    });
    expect(created.status).toBe(201);
    const fair = created.body;
    expect((await call(MANAGER, 'DELETE', `/api/fairs/${fair._id}`)).status).toBe(204);
    // Unused now that its fair is in the trash, the series can go.
    expect((await call(MANAGER, 'DELETE', `/api/fairseries/${series._id}`)).status).toBe(204);

    await admin.api.expectNothingWritten(async () => {
      const refused = await call(MANAGER, 'POST', `/api/admin/trash/fair/${fair._id}/restore`);
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(
        'Die Messe-Reihe dieser Messe wurde inzwischen gelöscht. Stellen Sie zuerst die Messe-Reihe aus dem Papierkorb wieder her.',
      );
    });
    expect((await call(MANAGER, 'GET', `/api/fairs/${fair._id}`)).status).toBe(404);
    const trash = (await call(MANAGER, 'GET', '/api/admin/trash')).body as Json[];
    expect(trash.map((item) => item.id)).toEqual(expect.arrayContaining([fair._id, series._id]));

    // With its series back, the fair comes back as it was.
    expect((await call(MANAGER, 'POST', `/api/admin/trash/fairSeries/${series._id}/restore`)).status).toBe(200);
    expect((await call(MANAGER, 'POST', `/api/admin/trash/fair/${fair._id}/restore`)).status).toBe(200);
    expect((await call(MANAGER, 'GET', `/api/fairs/${fair._id}`)).body).toEqual(fair);
  });
});
