import { describe, expect, it } from '@jest/globals';
import { AdminActivityService } from '../../../application/admin/AdminActivity.ts';
import { InMemoryAdminAudit } from '../../support/InMemoryAdminAudit.ts';

// beyond the spec (admin-back-office §8 audit): one activity over every item's audit entries, newest first

const marco = { userId: 'demo-0005-manager' };
const sabine = { userId: 'demo-0007-manager' };

/** Six writes one minute apart from 2026-11-25T13:00Z; the last two on the next day. */
function setUp() {
  const audit = new InMemoryAdminAudit('2026-11-25T23:56:00Z');
  audit.record('fair', 'f1', 'create', marco, undefined, { name: 'A' });
  audit.record('teaser', 't1', 'create', sabine, undefined, { title: 'T' });
  audit.record('fair', 'f1', 'update', sabine, { name: 'A' }, { name: 'B' });
  audit.record('webhook', 'w1', 'create', marco, undefined, { url: 'https://x.test' });
  audit.record('fair', 'f2', 'create', marco, undefined, { name: 'C' });
  audit.record('fair', 'f1', 'delete', marco, { name: 'B' }, undefined);
  return { audit, activity: new AdminActivityService({ audit }) };
}

async function ids(activity: AdminActivityService, query: Parameters<AdminActivityService['list']>[0]) {
  const result = await activity.list(query);
  if (!result.ok) throw new Error(result.error.message);
  return { ids: result.page.items.map((item) => `${item.entity}:${item.entityId}:${item.action}`), page: result.page };
}

describe('AdminActivityService', () => {
  it('lists every kind newest first, paged with the total', async () => {
    const { activity } = setUp();
    const first = await ids(activity, { page: 1, pageSize: 4 });
    expect(first.ids).toEqual(['fair:f1:delete', 'fair:f2:create', 'webhook:w1:create', 'fair:f1:update']);
    expect([first.page.total, first.page.page, first.page.pageSize]).toEqual([6, 1, 4]);
    expect((await ids(activity, { page: 2, pageSize: 4 })).ids).toEqual(['teaser:t1:create', 'fair:f1:create']);
  });

  it('filters by kind, item, manager and period (UTC days, both inclusive), combined', async () => {
    const { activity } = setUp();
    expect((await ids(activity, { entity: 'fair', entityId: 'f1', page: 1, pageSize: 50 })).ids).toEqual([
      'fair:f1:delete',
      'fair:f1:update',
      'fair:f1:create',
    ]);
    expect((await ids(activity, { manager: ` ${sabine.userId} `, page: 1, pageSize: 50 })).ids).toEqual([
      'fair:f1:update',
      'teaser:t1:create',
    ]);
    // 23:56 to 23:59 on the 25th, 00:00 and 00:01 on the 26th.
    expect((await ids(activity, { from: '2026-11-26', page: 1, pageSize: 50 })).ids).toEqual([
      'fair:f1:delete',
      'fair:f2:create',
    ]);
    expect((await ids(activity, { to: '2026-11-25', entity: 'fair', page: 1, pageSize: 50 })).ids).toEqual([
      'fair:f1:update',
      'fair:f1:create',
    ]);
    expect((await ids(activity, { hiddenEntities: ['webhook'], page: 1, pageSize: 50 })).page.total).toBe(5);
  });

  it('refuses a period that ends before it starts, and a page size beyond 200, with German messages', async () => {
    const { activity } = setUp();
    expect(await activity.list({ from: '2026-11-26', to: '2026-11-25', page: 1, pageSize: 50 })).toEqual({
      ok: false,
      error: { field: 'to', message: 'Das Datum „bis“ liegt vor dem Datum „von“.' },
    });
    expect(await activity.list({ page: 1, pageSize: 201 })).toMatchObject({ ok: false, error: { field: 'pageSize' } });
    expect(await activity.list({ from: '2026-02-30', page: 1, pageSize: 50 })).toMatchObject({
      ok: false,
      error: { field: 'from' },
    });
  });
});
