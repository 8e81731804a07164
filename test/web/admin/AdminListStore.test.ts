// spec: admin-back-office §2 (overviews: search, sort, paging); beyond the spec: filters, page size and the list's
// state in its address
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import type { ListParams } from '../../../web/src/api/adminApi.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { AdminListStore } from '../../../web/src/admin/list/AdminListStore.ts';
import { aUser, fakeServer, memoryStorage } from '../fakeServer.ts';

interface Step {
  readonly name: string;
}

function setUp() {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ roles: ['ONESHOP_MANAGER'] }), csrfToken: 'csrf-1' } },
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const asked: ListParams[] = [];
  const items = Array.from({ length: 120 }, (_, index) => ({ name: `Schritt ${index + 1}` }));
  const source = {
    list: async (params: ListParams) => {
      asked.push(params);
      const start = (params.page - 1) * params.pageSize;
      return { items: items.slice(start, start + params.pageSize), total: items.length, ...params };
    },
    remove: async () => undefined,
  };
  const store = new AdminListStore<Step>(root, source, 'displayNameDe', ['serviceGroup']);
  return { store, asked };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('AdminListStore and its address', () => {
  it('loads what the address names, and the same address again loads nothing', async () => {
    const { store, asked } = setUp();
    store.applyAddress(new URLSearchParams('q=Park&sort=-displayNameDe&page=2&pageSize=50&serviceGroup=PARKPL'));
    await settled();
    expect(asked).toEqual([
      { page: 2, pageSize: 50, q: 'Park', sort: '-displayNameDe', filters: { serviceGroup: 'PARKPL' } },
    ]);
    expect(store.addressQuery).toBe('q=Park&sort=-displayNameDe&page=2&pageSize=50&serviceGroup=PARKPL');
    store.applyAddress(new URLSearchParams(store.addressQuery));
    await settled();
    expect(asked).toHaveLength(1);
    // The file asks for every row: no page, no size.
    expect(store.exportQuery).toBe('q=Park&sort=-displayNameDe&serviceGroup=PARKPL');
  });

  it('starts again at page 1 on a filter or size change, and only typing replaces the address entry', async () => {
    const { store, asked } = setUp();
    store.applyAddress(new URLSearchParams('page=3'));
    await settled();
    store.search('Park');
    expect([store.page, store.replaceAddress]).toEqual([1, true]);
    store.goToPage(2);
    expect(store.replaceAddress).toBe(false);
    store.setFilter('serviceGroup', 'LOGIST');
    expect([store.page, store.hasFilters, store.replaceAddress]).toEqual([1, true, false]);
    store.choosePageSize(100);
    await settled();
    expect(asked.at(-1)).toEqual({
      page: 1,
      pageSize: 100,
      q: 'Park',
      sort: 'displayNameDe',
      filters: { serviceGroup: 'LOGIST' },
    });
    expect(store.pageCount).toBe(2);
    store.resetFilters();
    expect([store.hasFilters, store.addressQuery]).toEqual([false, 'q=Park&pageSize=100']);
  });
});
