// beyond the spec: the Papierkorb (restore after Ja, the server's reason when refused) and the typed code before a
// fair exhibitors work with is deleted
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { deleteFair, fairDeletionCheck, type TrashItem } from '../../../web/src/api/adminTrashApi.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { AdminListStore } from '../../../web/src/admin/list/AdminListStore.ts';
import { TrashStore } from '../../../web/src/admin/trash/TrashStore.ts';
import { aUser, fakeServer, memoryStorage } from '../fakeServer.ts';

function setUp(answers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ roles: ['ONESHOP_MANAGER'] }), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  root.connectRouter(() => undefined);
  return { root, server };
}

const fair: TrashItem = {
  entity: 'fair',
  id: 'f1',
  label: 'Habitat (HAB27)',
  deletedAt: '2026-11-20T09:30:00.000Z',
  deletedBy: 'm1',
  deletedByEmail: 'manager@demo.test',
  expiresAt: '2026-12-20T09:30:00.000Z',
};
const teaser: TrashItem = { ...fair, entity: 'teaser', id: 't1', label: 'Winter' };

describe('TrashStore', () => {
  it('lists the trash, filtered by kind, and restores an item after Ja', async () => {
    const { root, server } = setUp({
      'GET /api/admin/trash': { status: 200, body: [fair, teaser] },
      'GET /api/admin/trash?entity=fair': { status: 200, body: [fair] },
      'POST /api/admin/trash/fair/f1/restore': { status: 200, body: fair },
    });
    const store = new TrashStore(root);
    await store.load();
    expect(store.items).toEqual([fair, teaser]);
    store.filter('fair');
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.items).toEqual([fair]);
    store.askRestore(fair);
    await store.confirmRestore();
    expect([store.items, store.pending, store.restored]).toEqual([[], undefined, fair]);
    expect(server.requests.find((request) => request.method === 'POST')?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('keeps the dialog open with the German reason when the code is taken meanwhile', async () => {
    const detail = 'Der Code „HAB27“ ist inzwischen an einen anderen Eintrag vergeben.';
    const { root } = setUp({
      'GET /api/admin/trash': { status: 200, body: [fair] },
      'POST /api/admin/trash/fair/f1/restore': {
        status: 409,
        contentType: 'application/problem+json',
        body: { type: 'about:blank', title: 'Conflict', status: 409, messageKey: 'errors.inUse', detail },
      },
    });
    const store = new TrashStore(root);
    await store.load();
    store.askRestore(fair);
    await store.confirmRestore();
    expect([store.restoreError, store.pending, store.items]).toEqual([detail, fair, [fair]]);
  });

  it('says when the trash cannot be loaded', async () => {
    const { root } = setUp({ 'GET /api/admin/trash': { status: 500 } });
    const store = new TrashStore(root);
    await store.load();
    expect(store.state).toBe('failed');
  });
});

describe('the typed code before a fair is deleted', () => {
  const summary = { _id: 'f1', version: 4, idCode: 'HAB27' };

  it('deletes only once the code is typed, and sends it', async () => {
    const { root, server } = setUp({
      'GET /api/admin/fairs/f1/deletion': {
        status: 200,
        body: { confirmCodeRequired: true, published: true, inBookingSystem: true, idCode: 'HAB27' },
      },
      'DELETE /api/fairs/f1?version=4&confirmCode=HAB27': { status: 204 },
      'GET /api/admin/fairs?page=1&pageSize=20&sort=displayNameDe': {
        status: 200,
        body: { items: [], total: 0, page: 1, pageSize: 20 },
      },
    });
    const store = new AdminListStore<typeof summary>(
      root,
      {
        list: async () => ({ items: [summary], total: 1, page: 1, pageSize: 20 }),
        remove: (item, code) => deleteFair(root.api, item, code),
        codeToType: async (item) =>
          (await fairDeletionCheck(root.api, item._id)).confirmCodeRequired ? item.idCode : undefined,
      },
      'displayNameDe',
    );
    await store.load();
    store.askDelete(summary);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.codeToType).toBe('HAB27');
    await store.confirmDelete(() => 'Die Messe', 'HAB2');
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await store.confirmDelete(() => 'Die Messe', ' HAB27 ');
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/fairs/f1?version=4&confirmCode=HAB27',
    ]);
    expect(store.notice).toBe('Die Messe wurde gelöscht. Wiederherstellen ist 30 Tage lang im Papierkorb möglich.');
  });
});
