import { describe, expect, it } from '@jest/globals';
import type { Json } from '../../../support/adminApi.ts';
import { useAdminApi } from './adminTestPortal.ts';

// beyond the spec (admin-back-office §4 forms, §8 audit): who else has a form open, through the API for every
// process, and one activity over every item's audit entries

const MARCO = 'manager@demo.test';
const SABINE = 'managerin@demo.test';
const EXHIBITOR = 'aussteller@demo.test';

const admin = useAdminApi([MARCO, SABINE, EXHIBITOR]);
const call = (email: string, method: string, path: string, body?: unknown) => admin.api.call(email, method, path, body);
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('presence', () => {
  const path = '/api/admin/presence/fair/presence-fair-1';

  it('answers each heartbeat with the other managers on the item, until they leave', async () => {
    expect(await call(MARCO, 'PUT', path, { tabId: 'marco-tab' })).toEqual({
      status: 200,
      body: { others: [], selfElsewhere: false },
    });
    expect((await call(SABINE, 'PUT', path, { tabId: 'sabine-tab' })).body).toEqual({
      others: [{ name: 'Marco Bernasconi' }],
      selfElsewhere: false,
    });
    expect((await call(MARCO, 'PUT', path, { tabId: 'marco-tab-2' })).body).toEqual({
      others: [{ name: 'Sabine Keller' }],
      selfElsewhere: true,
    });
    expect(
      (await call(MARCO, 'PUT', '/api/admin/presence/teaser/presence-fair-1', { tabId: 'marco-tab' })).body,
    ).toEqual({ others: [], selfElsewhere: false });
    expect((await call(SABINE, 'DELETE', `${path}?tabId=sabine-tab`)).status).toBe(204);
    expect((await call(SABINE, 'DELETE', `${path}?tabId=sabine-tab`)).status).toBe(204);
    expect((await call(MARCO, 'PUT', path, { tabId: 'marco-tab' })).body.others).toEqual([]);
  });

  it('is for managers with the CSRF token only, and refuses a bad kind or tab id with 400', async () => {
    expect(await admin.api.anonymous('PUT', path, { tabId: 'x' })).toBe(401);
    expect((await call(EXHIBITOR, 'PUT', path, { tabId: 'x' })).status).toBe(403);
    expect((await call(EXHIBITOR, 'DELETE', `${path}?tabId=x`)).status).toBe(403);
    for (const [method, target, body] of [
      ['PUT', path, { tabId: 'x' }],
      ['DELETE', `${path}?tabId=x`, undefined],
    ] as const) {
      const noCsrf = await admin.portal.send(MARCO, method, target, body, false);
      expect([noCsrf.status, ((await noCsrf.json()) as Json).messageKey]).toEqual([403, 'errors.csrf']);
    }
    expect((await call(MARCO, 'PUT', '/api/admin/presence/user/x', { tabId: 'x' })).status).toBe(400);
    expect((await call(MARCO, 'PUT', path, { tabId: '<script>' })).status).toBe(400);
    expect((await call(MARCO, 'PUT', path, { tabId: 'x'.repeat(201) })).status).toBe(400);
    expect((await call(MARCO, 'PUT', path, { tabId: 'x', other: 1 })).status).toBe(400);
    expect((await call(MARCO, 'DELETE', path)).status).toBe(400);
  });
});

describe('activity', () => {
  it('lists every write newest first, filtered by kind, item, manager and period, paged', async () => {
    const created = await call(MARCO, 'POST', '/api/fairseries', {
      titleDe: 'Aktivität-Reihe',
      titleFr: 'Série activité',
      titleEn: 'Activity series',
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const changed = await call(SABINE, 'PUT', `/api/fairseries/${id}`, {
      ...created.body,
      titleEn: 'Activity series, changed',
    });
    expect(changed.status).toBe(200);

    const item = await call(MARCO, 'GET', `/api/admin/activity?entity=fairSeries&id=${id}`);
    expect(item.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect((item.body.items as Json[]).map((entry) => [entry.action, entry.actorName, entry.actorEmail])).toEqual([
      ['update', 'Sabine Keller', SABINE],
      ['create', 'Marco Bernasconi', MARCO],
    ]);
    expect((item.body.items as Json[])[0].changes).toEqual([
      { field: 'titleEn', before: 'Activity series', after: 'Activity series, changed' },
    ]);

    const bySabine = await call(MARCO, 'GET', `/api/admin/activity?manager=${SABINE.toUpperCase()}&entity=fairSeries`);
    expect((bySabine.body.items as Json[]).map((entry) => entry.entityId)).toEqual([id]);
    const sabineId = (item.body.items as Json[])[0].actor as string;
    expect((await call(MARCO, 'GET', `/api/admin/activity?manager=${sabineId}&id=${id}`)).body.total).toBe(1);

    const period = (query: string) => call(MARCO, 'GET', `/api/admin/activity?id=${id}&${query}`);
    expect((await period(`from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await period(`to=${yesterday}`)).body.total).toBe(0);

    const all = await call(MARCO, 'GET', '/api/admin/activity?pageSize=200');
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const times = (all.body.items as Json[]).map((entry) => Date.parse(entry.at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await call(MARCO, 'GET', `/api/admin/activity?id=${id}&pageSize=1&page=2`);
    expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect((second.body.items as Json[]).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses bad filters with 400 and a German message, and non-managers with 403', async () => {
    const backwards = await call(MARCO, 'GET', `/api/admin/activity?from=${today}&to=${yesterday}`);
    expect([backwards.status, backwards.body.detail]).toEqual([400, 'Das Datum „bis“ liegt vor dem Datum „von“.']);
    expect(backwards.body.errors).toEqual([expect.objectContaining({ field: '/query/to' })]);
    for (const query of ['pageSize=201', 'page=0', 'from=gestern', 'entity=user', 'manager=%3Cb%3E'])
      expect([query, (await call(MARCO, 'GET', `/api/admin/activity?${query}`)).status]).toEqual([query, 400]);
    expect((await call(EXHIBITOR, 'GET', '/api/admin/activity')).status).toBe(403);
    expect(await admin.api.anonymous('GET', '/api/admin/activity')).toBe(401);
  });
});
