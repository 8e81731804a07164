// spec: admin-back-office §4 (create versus update, reload from the response), §5 shared validator (touch all,
// messages per field, tab of the first failing field), §8 messages; beyond the spec (save errors shown,
// 409 stale version with changes, reload or overwrite, unsaved changes)
import { describe, expect, it } from '@jest/globals';
import { validateBlacklistEntry, validateFair } from '../../../domain/admin/index.ts';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { blacklistResource } from '../../../web/src/api/adminApi.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { AdminFormStore, fieldOfPointer, type AdminFormConfig } from '../../../web/src/admin/form/AdminFormStore.ts';
import { AdminListStore } from '../../../web/src/admin/list/AdminListStore.ts';
import { aUser, fakeServer, memoryStorage } from '../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];
type Entry = { _id?: string; version?: number; title: string; id: string };

function setUp(answers: Answers) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ roles: ['ONESHOP_MANAGER'] }), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  return { root, server, navigations };
}

const blacklistConfig: AdminFormConfig<Entry> = {
  entity: 'blacklistEntry',
  empty: () => ({ title: '', id: '' }),
  load: (api, id) => blacklistResource.get(api, id),
  save: (api, value, id) => blacklistResource.save(api, value, id),
  validate: validateBlacklistEntry,
  savedMessage: (saved) => `«${saved.title}» gespeichert`,
};

const stored = { _id: 'b1', version: 3, title: 'Parkplatz', id: 'PK-1' };

describe('AdminFormStore', () => {
  it('validates every field on submit, shows a message under each and sends nothing', async () => {
    const { root, server } = setUp({});
    const store = new AdminFormStore<Entry>(root, blacklistConfig, undefined);
    expect(await store.submit()).toBeUndefined();
    expect(store.errorOf('title')).toBeDefined();
    expect(store.errorOf('id')).toBeDefined();
    expect(store.failure).toBe('Bitte prüfen Sie die markierten Felder.');
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    store.set('title', 'Neu');
    expect(store.errorOf('title')).toBeUndefined();
    expect(store.errorOf('id')).toBeDefined();
  });

  it('opens the tab of the first failing field, again on every failed submit', async () => {
    const { root } = setUp({});
    const store = new AdminFormStore<Record<string, unknown>>(
      root,
      {
        ...blacklistConfig,
        empty: () => ({ tasks: [] }),
        validate: (value: unknown) => validateFair(value as never),
      } as never,
      undefined,
    );
    await store.submit();
    expect(store.failedTab?.tab).toBe('messedaten');
    const round = store.failedTab?.round;
    await store.submit();
    expect(store.failedTab?.round).toBe((round ?? 0) + 1);
    expect(store.errorTabs).toContain('messedaten');
  });

  it('creates without an id (POST), then updates with the id and version it got back (PUT)', async () => {
    const { root, server } = setUp({
      'POST /api/blacklist': { status: 201, body: stored },
      'PUT /api/blacklist/b1': { status: 200, body: { ...stored, version: 4, title: 'Parkplatz Nord' } },
    });
    const store = new AdminFormStore<Entry>(root, blacklistConfig, undefined);
    store.set('title', 'Parkplatz');
    store.set('id', 'PK-1');
    expect(store.dirty).toBe(true);
    expect(await store.submit()).toEqual(stored);
    expect(store.id).toBe('b1');
    expect(store.dirty).toBe(false);
    expect(store.success).toBe('«Parkplatz» gespeichert');
    store.set('title', 'Parkplatz Nord');
    await store.submit();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ ...stored, title: 'Parkplatz Nord' });
    expect(put?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(store.value.version).toBe(4);
  });

  it('shows the server field errors (422) under the fields, by their pointers', async () => {
    const { root } = setUp({
      'POST /api/blacklist': {
        status: 422,
        contentType: 'application/problem+json',
        body: {
          type: 'about:blank',
          title: 'Invalid',
          status: 422,
          messageKey: 'errors.validation',
          errors: [{ field: '/body/id', messageKey: 'errors.validation', detail: 'Diese ID ist schon erfasst' }],
        },
      },
    });
    const store = new AdminFormStore<Entry>(root, blacklistConfig, undefined);
    store.set('title', 'Parkplatz');
    store.set('id', 'PK-1');
    expect(await store.submit()).toBeUndefined();
    expect(store.errorOf('id')).toBe('Diese ID ist schon erfasst');
    expect(store.failure).toContain('Bitte prüfen Sie die markierten Felder.');
    expect(store.dirty).toBe(true);
  });

  it('a stale version (409) keeps the form, names what the other manager changed, and can reload or overwrite', async () => {
    const current = { ...stored, version: 5, title: 'Parkplatz Süd' };
    let putCount = 0;
    const { root, server } = setUp({
      'GET /api/blacklist/b1': { status: 200, body: stored },
      'PUT /api/blacklist/b1': async () => {
        putCount += 1;
        return putCount === 1
          ? new Response(
              JSON.stringify({
                type: 'about:blank',
                title: 'Stale',
                status: 409,
                messageKey: 'errors.staleVersion',
                current,
              }),
              { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : new Response(JSON.stringify({ ...current, version: 6, id: 'PK-9' }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            });
      },
    });
    const store = new AdminFormStore<Entry>(root, blacklistConfig, 'b1');
    await store.load();
    store.set('id', 'PK-9');
    expect(await store.submit()).toBeUndefined();
    expect(store.conflict?.changes).toEqual([{ field: 'title', before: 'Parkplatz', after: 'Parkplatz Süd' }]);
    expect(store.value.id).toBe('PK-9');

    const saved = await store.overwrite();
    expect(saved?.version).toBe(6);
    const puts = server.requests.filter((request) => request.method === 'PUT');
    expect((puts[1]?.body as Entry).version).toBe(5);
    // Only this manager's change goes onto the other version: the other manager's title stays.
    expect(puts[1]?.body).toMatchObject({ id: 'PK-9', title: 'Parkplatz Süd' });
    expect(store.conflict).toBeUndefined();
  });

  it('an overwrite where both changed one field waits for the manager to choose which version counts', async () => {
    const current = { ...stored, version: 5, title: 'Parkplatz Süd' };
    const { root, server } = setUp({
      'GET /api/blacklist/b1': { status: 200, body: stored },
      'PUT /api/blacklist/b1': {
        status: 409,
        contentType: 'application/problem+json',
        body: { type: 'about:blank', title: 'Stale', status: 409, messageKey: 'errors.staleVersion', current },
      },
    });
    const store = new AdminFormStore<Entry>(root, blacklistConfig, 'b1');
    await store.load();
    store.set('title', 'Parkplatz Nord');
    await store.submit();
    expect(store.merge?.conflicts.map((conflict) => [conflict.key, conflict.mine, conflict.theirs])).toEqual([
      ['title', 'Parkplatz Nord', 'Parkplatz Süd'],
    ]);
    expect(await store.overwrite()).toBeUndefined();
    expect(store.conflictMessage).toMatch(/^Bitte wählen Sie/);
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    store.choose('title', 'mine');
    expect(store.merge?.merged).toMatchObject({ title: 'Parkplatz Nord' });
  });

  it('reloading after a conflict takes the other version and drops the own changes', async () => {
    const current = { ...stored, version: 5, title: 'Parkplatz Süd' };
    const { root } = setUp({
      'GET /api/blacklist/b1': { status: 200, body: stored },
      'PUT /api/blacklist/b1': {
        status: 409,
        contentType: 'application/problem+json',
        body: { type: 'about:blank', title: 'Stale', status: 409, messageKey: 'errors.staleVersion', current },
      },
    });
    const store = new AdminFormStore<Entry>(root, blacklistConfig, 'b1');
    await store.load();
    store.set('id', 'PK-9');
    await store.submit();
    store.reloadFromConflict();
    expect(store.value).toEqual(current);
    expect(store.dirty).toBe(false);
  });

  it('a failed save that is not the manager’s fault says so and keeps the values', async () => {
    const { root } = setUp({
      'POST /api/blacklist': {
        status: 503,
        contentType: 'application/problem+json',
        body: { type: 'about:blank', title: 'Down', status: 503, messageKey: 'errors.unavailable' },
      },
    });
    const store = new AdminFormStore<Entry>(
      root,
      { ...blacklistConfig, failedMessage: 'Fehler beim Speichern des Eintrags' },
      undefined,
    );
    store.set('title', 'Parkplatz');
    store.set('id', 'PK-1');
    await store.submit();
    expect(store.failure).toMatch(/^Fehler beim Speichern des Eintrags\. .*503/);
    expect(store.value.title).toBe('Parkplatz');
  });

  it('a 403 on save ends the session in the UI (spec §8)', async () => {
    const { root, navigations } = setUp({
      'POST /api/blacklist': {
        status: 403,
        contentType: 'application/problem+json',
        body: { type: 'about:blank', title: 'Forbidden', status: 403, messageKey: 'errors.forbidden' },
      },
    });
    const store = new AdminFormStore<Entry>(root, blacklistConfig, undefined);
    store.set('title', 'Parkplatz');
    store.set('id', 'PK-1');
    await store.submit();
    expect(navigations).toEqual(['/logout']);
  });

  it('maps JSON pointers of the server to dotted form fields', () => {
    expect(fieldOfPointer('/body/duration/start')).toBe('duration.start');
    expect(fieldOfPointer('/body/tasks/0/_id')).toBe('tasks.0._id');
    expect(fieldOfPointer('/body')).toBe('');
  });
});

describe('AdminListStore', () => {
  const page = (items: Entry[], total = items.length) => ({
    status: 200,
    body: { items, total, page: 1, pageSize: 20 },
  });

  it('asks the server for one page, searched and sorted, and turns the sort round on the same column', async () => {
    const { root, server } = setUp({
      'GET /api/blacklistOverview?page=1&pageSize=20&sort=title': page([stored]),
      'GET /api/blacklistOverview?page=1&pageSize=20&q=park&sort=title': page([stored]),
      'GET /api/blacklistOverview?page=1&pageSize=20&q=park&sort=-title': page([stored]),
    });
    const store = new AdminListStore<Entry>(
      root,
      { list: (params) => blacklistResource.list(root.api, params), remove: async () => undefined },
      'title',
    );
    await store.load();
    expect(store.items).toEqual([stored]);
    store.search('park');
    store.sortBy('title');
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.requests.map((request) => request.path)).toContain(
      '/api/blacklistOverview?page=1&pageSize=20&q=park&sort=-title',
    );
    expect(store.sortDirection('title')).toBe('descending');
  });

  it('deletes with the version read, and keeps the dialog open with the reason when the server refuses', async () => {
    const { root, server } = setUp({
      'GET /api/blacklistOverview?page=1&pageSize=20&sort=title': page([stored]),
      'DELETE /api/blacklist/b1?version=3': {
        status: 409,
        contentType: 'application/problem+json',
        body: {
          type: 'about:blank',
          title: 'In use',
          status: 409,
          messageKey: 'errors.inUse',
          detail: 'Wird in einer Messe verwendet',
        },
      },
    });
    const store = new AdminListStore<Entry>(
      root,
      {
        list: (params) => blacklistResource.list(root.api, params),
        remove: (item) => blacklistResource.remove(root.api, item._id!, item.version),
      },
      'title',
    );
    await store.load();
    store.askDelete(store.items[0]);
    await store.confirmDelete((item) => item.title);
    expect(store.deleteError).toBe('Wird in einer Messe verwendet');
    expect(store.pendingDelete).toBeDefined();
    expect(store.items).toHaveLength(1);
    expect(
      server.requests.some(
        (request) => request.method === 'DELETE' && request.headers.get('X-CSRF-Token') === 'csrf-1',
      ),
    ).toBe(true);
  });
});
