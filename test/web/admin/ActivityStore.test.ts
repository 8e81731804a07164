// beyond the spec (admin-back-office §8 audit): the Aktivität screen keeps its filter in the address and shows the
// server's German reason for a filter it refuses
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { ActivityStore, activityFilterOf, activitySearchOf } from '../../../web/src/admin/activity/ActivityStore.ts';
import { historyPath } from '../../../web/src/admin/ui/adminItemKinds.ts';
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

describe('the activity filter in the address', () => {
  it('reads back what it wrote, leaves defaults out, and takes nothing it cannot mean', () => {
    const filter = {
      entity: 'fair',
      id: 'f1',
      manager: 'a@b.test',
      from: '2026-12-01',
      to: undefined,
      page: 3,
      pageSize: 100,
    };
    expect(activityFilterOf(activitySearchOf(filter))).toEqual(filter);
    expect(activitySearchOf({ page: 1, pageSize: 50 }).toString()).toBe('');
    expect(activityFilterOf(new URLSearchParams('page=-2&pageSize=7&entity=%20'))).toMatchObject({
      page: 1,
      pageSize: 50,
      entity: undefined,
    });
  });

  it('links an entry to its form with the history open, a fair on its tab', () => {
    expect(historyPath('fair', 'f 1')).toBe('/admin/fair/f%201?verlauf=offen#messedaten');
    expect(historyPath('taskTitle', 'tt-1')).toBe('/admin/coredata/tasktitleform/tt-1?verlauf=offen');
  });
});

describe('ActivityStore', () => {
  it('loads a page, and shows the German reason of a refused filter', async () => {
    const entry = {
      id: '0b7f5c2e-3a1d-4e8f-9c6b-2d4a1e5f7a9c',
      entity: 'fair',
      entityId: 'f1',
      action: 'update',
      actor: 'm1',
      actorEmail: 'manager@demo.test',
      actorName: 'Marco Bernasconi',
      at: '2026-12-02T10:00:00.000Z',
      changes: [{ field: 'idTeam', before: 'A', after: 'B' }],
      note: null,
    };
    const refused = 'Das Datum „bis“ liegt vor dem Datum „von“.';
    const { root } = setUp({
      'GET /api/admin/activity?entity=fair&page=1&pageSize=50': {
        status: 200,
        body: { items: [entry], total: 1, page: 1, pageSize: 50 },
      },
      'GET /api/admin/activity?from=2026-12-02&to=2026-12-01&page=1&pageSize=50': {
        status: 400,
        body: {
          status: 400,
          messageKey: 'errors.invalidRequest',
          detail: refused,
          errors: [{ field: '/query/to', messageKey: 'errors.validation', detail: refused }],
        },
      },
    });
    const store = new ActivityStore(root);
    await store.load({ entity: 'fair', page: 1, pageSize: 50 });
    expect([store.state, store.total, store.entries.map((item) => item.actorName)]).toEqual([
      'ready',
      1,
      ['Marco Bernasconi'],
    ]);
    await store.load({ from: '2026-12-02', to: '2026-12-01', page: 1, pageSize: 50 });
    expect([store.state, store.failure]).toEqual(['failed', refused]);
  });
});
