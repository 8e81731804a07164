import { beforeAll, describe, expect, it } from '@jest/globals';
import { expectDescribed } from '../../../support/testPortal.ts';
import type { Json } from '../../../support/adminApi.ts';
import { useAdminApi } from './adminTestPortal.ts';
import { demoServiceToken } from '../../../support/serviceTokens.ts';

// beyond the spec: a teaser's or a master-data item's earlier version comes back from its change history as a new
// version (as a fair's does), through the item's normal save, under the optimistic lock, audited with its note

const MANAGER = 'manager@demo.test';
const NOTE = /^Wiederhergestellt aus der Version vom \d\d\.\d\d\.\d{4}, \d\d:\d\d$/;
const UNKNOWN_ENTRY = '00000000-0000-4000-8000-000000000000';

const admin = useAdminApi([MANAGER]);
const call = (method: string, path: string, body?: unknown) => admin.api.call(MANAGER, method, path, body);
const history = async (entity: string, id: string) =>
  (await call('GET', `/api/admin/audit?entity=${entity}&id=${encodeURIComponent(id)}`)).body as Json[];

const serviceToken = (clientId: string, scope: string) => demoServiceToken(admin.portal.url, clientId, scope);

async function asService(token: string, path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(new URL(path, admin.portal.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await expectDescribed('POST', path, response)) as Json };
}

describe('restore a teaser version from its history', () => {
  let teaser: Json;
  const restorePath = (entryId: string) => `/api/teasers/${teaser._id}/history/${entryId}/restore`;

  beforeAll(async () => {
    const list = (await call('GET', '/api/teasersOverview')).body as Json[];
    teaser = (await call('GET', `/api/teasers/${list[0]._id}`)).body;
  });

  it('saves the version an entry left as a new version with its note; an old version read is refused with 409', async () => {
    const v2 = (await call('PUT', `/api/teasers/${teaser._id}`, { ...teaser, internalName: 'Teaser Version 2' })).body;
    const v3 = (await call('PUT', `/api/teasers/${teaser._id}`, { ...v2, internalName: 'Teaser Version 3' })).body;
    expect(v3.version).toBe(teaser.version + 2);
    const [, second] = await history('teaser', teaser._id);

    await admin.api.expectNothingWritten(async () => {
      const stale = await call('POST', restorePath(second.id), { version: v2.version });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ internalName: 'Teaser Version 3', version: v3.version });
    });
    const restored = await call('POST', restorePath(second.id), { version: v3.version });
    expect(restored.status).toBe(200);
    // Everything else, the images included, stays as it was.
    expect(restored.body).toEqual({ ...v3, internalName: 'Teaser Version 2', version: v3.version + 1 });
    const [latest] = await history('teaser', teaser._id);
    expect(latest).toMatchObject({ action: 'update', note: expect.stringMatching(NOTE) });
    expect(latest.changes).toEqual(
      expect.arrayContaining([{ field: 'internalName', before: 'Teaser Version 3', after: 'Teaser Version 2' }]),
    );
    teaser = restored.body;
  });

  it('answers 404 for an unknown entry or teaser, writing nothing', async () => {
    await admin.api.expectNothingWritten(async () => {
      expect((await call('POST', restorePath(UNKNOWN_ENTRY), { version: teaser.version })).status).toBe(404);
      const path = `/api/teasers/${UNKNOWN_ENTRY}/history/${UNKNOWN_ENTRY}/restore`;
      expect((await call('POST', path, { version: 1 })).status).toBe(404);
    });
  });

  it('works for a service with fairs:write; fairs:read alone is refused with 403', async () => {
    const [, before] = await history('teaser', teaser._id);
    const reader = await serviceToken('demo-reader', 'fairs:read');
    await admin.api.expectNothingWritten(async () => {
      const refused = await asService(reader, restorePath(before.id), { version: teaser.version });
      expect([refused.status, refused.body.messageKey]).toEqual([403, 'errors.scopeMissing']);
    });
    const writer = await serviceToken('demo-service', 'fairs:read fairs:write');
    const restored = await asService(writer, restorePath(before.id), { version: teaser.version });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(teaser.version + 1);
  });
});

describe('restore a master-data version from its history', () => {
  const base = '/api/admin/coredata/fairSeries';

  it('brings back a fair series as its create left it, as a new version with its note, under the lock', async () => {
    const created = await call('POST', '/api/fairseries', {
      titleDe: 'Gartenmesse',
      titleFr: 'Salon du jardin',
      titleEn: 'Garden fair',
    });
    expect(created.status).toBe(201);
    const series = created.body;
    const v2 = (await call('PUT', `/api/fairseries/${series._id}`, { ...series, titleDe: 'Gartenmesse Bern' })).body;
    const [, first] = await history('fairSeries', series._id);
    expect(first.action).toBe('create');
    const restorePath = (entryId: string) => `${base}/${series._id}/history/${entryId}/restore`;

    await admin.api.expectNothingWritten(async () => {
      const stale = await call('POST', restorePath(first.id), { version: series.version });
      expect([stale.status, stale.body.current?.titleDe]).toEqual([409, 'Gartenmesse Bern']);
      expect((await call('POST', restorePath(UNKNOWN_ENTRY), { version: v2.version })).status).toBe(404);
      const unknownItem = `${base}/R-NONE/history/${first.id}/restore`;
      expect((await call('POST', unknownItem, { version: 1 })).status).toBe(404);
      const unknownKind = `/api/admin/coredata/fair/${series._id}/history/${first.id}/restore`;
      expect((await call('POST', unknownKind, { version: v2.version })).status).toBe(400);
    });

    const restored = await call('POST', restorePath(first.id), { version: v2.version });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ ...v2, titleDe: 'Gartenmesse', version: v2.version + 1 });
    const [latest] = await history('fairSeries', series._id);
    expect(latest).toMatchObject({ action: 'update', note: expect.stringMatching(NOTE) });

    const reader = await serviceToken('demo-reader', 'fairs:read');
    await admin.api.expectNothingWritten(async () => {
      const refused = await asService(reader, restorePath(first.id), { version: restored.body.version });
      expect(refused.status).toBe(403);
    });
    const writer = await serviceToken('demo-service', 'fairs:read fairs:write');
    const [, bern] = await history('fairSeries', series._id);
    const byService = await asService(writer, restorePath(bern.id), { version: restored.body.version });
    expect([byService.status, byService.body.titleDe]).toEqual([200, 'Gartenmesse Bern']);
  });

  it('restores a task definition through its normal save', async () => {
    const list = (await call('GET', '/api/taskdefinitions')).body as Json[];
    const step = list[0];
    const rename = async (item: Json, suffix: string) =>
      (
        await call('PUT', `/api/taskdefinitions/${step._id}`, {
          ...item,
          displayNameDe: `${step.displayNameDe}${suffix}`,
        })
      ).body;
    const renamed = await rename(step, ' (neu)');
    const again = await rename(renamed, ' (neuer)');
    const [, first] = await history('taskDefinition', step._id);
    const path = `/api/admin/coredata/taskDefinition/${step._id}/history/${first.id}/restore`;
    const restored = await call('POST', path, { version: again.version });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ ...again, displayNameDe: renamed.displayNameDe, version: again.version + 1 });
  });

  it('refuses to restore a deletion entry (422), writing nothing', async () => {
    const series = (await call('POST', '/api/fairseries', { titleDe: 'Kurz', titleFr: 'Court', titleEn: 'Short' }))
      .body;
    expect((await call('DELETE', `/api/fairseries/${series._id}`)).status).toBe(204);
    expect((await call('POST', `/api/admin/trash/fairSeries/${series._id}/restore`)).status).toBe(200);
    const entries = await history('fairSeries', series._id);
    const deletion = entries.find((entry) => entry.action === 'delete')!;
    await admin.api.expectNothingWritten(async () => {
      const refused = await call('POST', `${base}/${series._id}/history/${deletion.id}/restore`, {
        version: series.version,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].detail).toBe('Eine Löschung kann nicht als Version wiederhergestellt werden');
    });
  });
});
