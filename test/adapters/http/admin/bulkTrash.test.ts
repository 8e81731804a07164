import { describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue } from '../../../../adapters/demo/catalogue.ts';
import { ADMIN_VALIDATION_MESSAGES } from '../../../../domain/admin/index.ts';
import type { Json } from '../../../support/adminApi.ts';
import { useAdminApi } from './adminTestPortal.ts';

// beyond the spec (admin-back-office §2 lists, §6 "delete disabled while used in a fair"): several items deleted into
// the Papierkorb at once and restored at once, each answered on its own; the Papierkorb shows an item, removes one
// for good and can be emptied; a refused delete names the fairs that use the item

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';

const admin = useAdminApi([EXHIBITOR]);
const call = (method: string, path: string, body?: unknown) => admin.api.call(MANAGER, method, path, body);

const catalogue = buildDemoCatalogue(new Date());
const habCode = catalogue.fairs.find((fair) => fair.series.reiheId === 'R-HAB' && fair.tasks.length > 0)!.idCode;
const unique = `${Date.now() % 1_000_000}`;

async function fairByCode(idCode: string): Promise<Json> {
  const list = (await call('GET', '/api/admin/fairs')).body as Json[];
  return (await call('GET', `/api/fairs/${list.find((fair) => fair.idCode === idCode)!._id}`)).body;
}

/** A fair neither published nor sold, so that a plain confirmation deletes it. */
async function newFutureFair(idCode: string): Promise<{ status: number; body: Json }> {
  const { _id, version, logoDe, logoFr, logoEn, ...rest } = await fairByCode(habCode);
  return call('POST', '/api/fair', {
    ...rest,
    idCode,
    displayNameDe: `Zukunft ${idCode}`,
    publish: { start: '2099-01-01', end: '2099-12-31' },
    duration: { start: '2099-11-01', end: '2099-11-05' },
    registrationDeadline: '2099-10-01',
    tasks: [],
  });
}

async function actionsOf(entity: string, id: string): Promise<string[]> {
  const audit = await call('GET', `/api/admin/audit?entity=${entity}&id=${id}`);
  return (audit.body as Json[]).map((entry) => entry.action as string);
}

describe('bulk delete and restore', () => {
  it('deletes what may go, names what may not with its reason and the fairs using it, and restores several', async () => {
    const first = (await call('POST', '/api/blacklist', { title: `Bulk Eins ${unique}`, id: `BULK1-${unique}` })).body;
    const second = (await call('POST', '/api/blacklist', { title: `Bulk Zwei ${unique}`, id: `BULK2-${unique}` })).body;
    const services = (await call('GET', '/api/boothservices')).body as Json[];
    const used = services.find((service) => service.isUsed)!;
    const hab = await fairByCode(habCode);

    const answer = await call('POST', '/api/admin/bulk-delete', {
      items: [
        { entity: 'blacklistEntry', id: first._id, version: first.version },
        { entity: 'boothService', id: used._id },
        { entity: 'blacklistEntry', id: second._id },
        { entity: 'blacklistEntry', id: first._id },
        { entity: 'fair', id: hab._id },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ done: 2, refused: 2 });
    const [one, service, two, fair] = answer.body.results as Json[];
    expect([one, two]).toEqual([
      { entity: 'blacklistEntry', id: first._id, outcome: 'deleted' },
      { entity: 'blacklistEntry', id: second._id, outcome: 'deleted' },
    ]);
    expect(service).toMatchObject({ entity: 'boothService', id: used._id, outcome: 'refused' });
    expect(service.reason).toMatch(/^Die Standleistung wird in einer Messe verwendet .* Verwendet von: Messe /);
    expect(service.usedBy).toEqual(expect.arrayContaining([{ kind: 'fair', id: hab._id, name: hab.displayNameDe }]));
    expect(fair).toMatchObject({ entity: 'fair', id: hab._id, outcome: 'refused' });
    expect(fair.reason).toBe(
      `Diese Messe ist publiziert: Zum Löschen muss ihr Code „${habCode}“ eingegeben werden. Löschen Sie diese Messe einzeln.`,
    );
    expect((await call('GET', `/api/fairs/${hab._id}`)).status).toBe(200);
    expect(await actionsOf('blacklistEntry', first._id as string)).toEqual(['delete', 'create']);
    const trash = ((await call('GET', '/api/admin/trash?entity=blacklistEntry')).body as Json[]).map((item) => item.id);
    expect(trash).toEqual(expect.arrayContaining([first._id, second._id]));

    // A stale version is refused, not deleted.
    const third = (await call('POST', '/api/blacklist', { title: `Bulk Drei ${unique}`, id: `BULK3-${unique}` })).body;
    await call('PUT', `/api/blacklist/${third._id}`, { title: `Bulk Drei! ${unique}`, id: third.id, version: 1 });
    const stale = await call('POST', '/api/admin/bulk-delete', {
      items: [{ entity: 'blacklistEntry', id: third._id, version: 1 }],
    });
    expect(stale.body.results[0]).toMatchObject({ outcome: 'refused', reason: expect.stringContaining('geändert') });

    // An id that is no fair's (a fair's id is a UUID) names nothing: refused as gone, never a server error.
    const unknown = await call('POST', '/api/admin/bulk-delete', {
      items: [{ entity: 'fair', id: 'demo-0001-aussteller', version: 3 }],
    });
    expect([unknown.status, unknown.body.results[0]]).toEqual([
      200,
      {
        entity: 'fair',
        id: 'demo-0001-aussteller',
        outcome: 'refused',
        reason: 'Nicht mehr vorhanden (inzwischen gelöscht?).',
      },
    ]);

    const restored = await call('POST', '/api/admin/trash/restore', {
      items: [
        { entity: 'blacklistEntry', id: first._id },
        { entity: 'blacklistEntry', id: second._id },
        { entity: 'blacklistEntry', id: third._id },
      ],
    });
    expect(restored.body).toEqual({
      done: 2,
      refused: 1,
      results: [
        { entity: 'blacklistEntry', id: first._id, outcome: 'restored' },
        { entity: 'blacklistEntry', id: second._id, outcome: 'restored' },
        {
          entity: 'blacklistEntry',
          id: third._id,
          outcome: 'refused',
          reason: 'Nicht mehr vorhanden (inzwischen gelöscht?).',
        },
      ],
    });
    expect((await call('GET', `/api/blacklist/${first._id}`)).body).toEqual(first);
    expect(await actionsOf('blacklistEntry', first._id as string)).toEqual(['restore', 'delete', 'create']);
  });

  it('names the fairs using an item in the problem of its refused delete and on request', async () => {
    const definitions = (await call('GET', '/api/taskdefinitions')).body as Json[];
    const used = definitions.find((definition) => definition.isUsed)!;
    const refused = await call('DELETE', `/api/taskdefinitions/${used._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.messageKey).toBe('errors.inUse');
    expect(refused.body.usedBy.length).toBeGreaterThan(0);
    expect(refused.body.usedBy[0]).toEqual({ kind: 'fair', id: expect.any(String), name: expect.any(String) });
    const usage = await call('GET', `/api/admin/usage/taskDefinition/${used._id}`);
    expect(usage.body).toEqual({ usedBy: refused.body.usedBy });
    const fair = await call('GET', `/api/fairs/${refused.body.usedBy[0].id}`);
    expect(fair.body.displayNameDe).toBe(refused.body.usedBy[0].name);
    const unused = definitions.find((definition) => !definition.isUsed);
    if (unused)
      expect((await call('GET', `/api/admin/usage/taskDefinition/${unused._id}`)).body).toEqual({ usedBy: [] });
  });

  it('refuses non-managers and requests without the CSRF token, writing nothing', async () => {
    const body = { items: [{ entity: 'blacklistEntry', id: 'x' }] };
    await admin.api.expectNothingWritten(async () => {
      for (const [method, path] of [
        ['POST', '/api/admin/bulk-delete'],
        ['POST', '/api/admin/trash/restore'],
        ['POST', '/api/admin/trash/empty'],
        ['DELETE', '/api/admin/trash/fair/x'],
      ] as const) {
        const json = path.endsWith('empty') || method === 'DELETE' ? undefined : body;
        expect([path, (await admin.api.call(EXHIBITOR, method, path, json)).status]).toEqual([path, 403]);
        const noCsrf = await admin.portal.send(MANAGER, method, path, json, false);
        expect([path, noCsrf.status, ((await noCsrf.json()) as Json).messageKey]).toEqual([path, 403, 'errors.csrf']);
      }
      expect((await admin.api.call(EXHIBITOR, 'GET', '/api/admin/trash/fair/x')).status).toBe(403);
      const tooMany = Array.from({ length: 201 }, (_, n) => ({ entity: 'blacklistEntry', id: `id-${n}` }));
      expect((await call('POST', '/api/admin/bulk-delete', { items: tooMany })).status).toBe(400);
      expect((await call('POST', '/api/admin/bulk-delete', { items: [{ entity: 'webhook', id: 'x' }] })).status).toBe(
        400,
      );
    });
  });
});

describe('the Papierkorb: preview, removal for good, emptied', () => {
  it('shows a fair as kept, removes it for good with an audit entry, and frees its code then', async () => {
    const code = `PURGE${unique}`;
    const created = await newFutureFair(code);
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect((await call('DELETE', `/api/fairs/${id}`)).status).toBe(204);

    const preview = await call('GET', `/api/admin/trash/fair/${id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.item).toMatchObject({ entity: 'fair', id, label: `Zukunft ${code} (${code})` });
    expect(preview.body.fields).toEqual(
      expect.arrayContaining([
        { label: 'Name (de)', value: `Zukunft ${code}` },
        { label: 'Code', value: code },
      ]),
    );
    expect(preview.body.related.map((related: Json) => related.label)).toContain('Prozessschritte');

    // While it waits in the Papierkorb its code stays reserved ...
    const again = await newFutureFair(code);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].detail).toBe(ADMIN_VALIDATION_MESSAGES.fairIdCodeInTrash);

    const purged = await call('DELETE', `/api/admin/trash/fair/${id}`);
    expect(purged.status).toBe(200);
    expect(purged.body).toMatchObject({ entity: 'fair', id });
    expect((await call('GET', `/api/admin/trash/fair/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/trash/fair/${id}`)).status).toBe(404);
    expect((await call('POST', `/api/admin/trash/fair/${id}/restore`)).status).toBe(404);
    expect(await actionsOf('fair', id)).toEqual(['purge', 'delete', 'create']);

    // ... and once removed for good it is free again.
    expect((await newFutureFair(code)).status).toBe(201);
  });

  it('empties the whole trash, each item with its audit entry', async () => {
    const entries = [];
    for (const n of [1, 2, 3]) {
      const entry = (await call('POST', '/api/blacklist', { title: `Leeren ${n}`, id: `EMPTY${n}-${unique}` })).body;
      expect((await call('DELETE', `/api/blacklist/${entry._id}`)).status).toBe(204);
      entries.push(entry);
    }
    const count = ((await call('GET', '/api/admin/trash')).body as Json[]).length;
    expect(count).toBeGreaterThanOrEqual(3);
    const emptied = await call('POST', '/api/admin/trash/empty');
    expect(emptied.body).toEqual({ purged: count });
    expect((await call('GET', '/api/admin/trash')).body).toEqual([]);
    expect(await actionsOf('blacklistEntry', entries[0]!._id as string)).toEqual(['purge', 'delete', 'create']);
    expect((await call('POST', '/api/admin/trash/empty')).body).toEqual({ purged: 0 });
  });
});
