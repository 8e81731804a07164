// Home's booth cards: each booth's task progress from the deadlines across booths (GET /api/exhibitor/deadlines),
// read once per visit after Home's own data; nothing shown that could mislead when it is not known.
// spec: exhibitor-area §2 Home, §8 (an ended session ends the session)
import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { BoothProgress, DeadlinesView } from '../../../../web/src/api/deadlinesApi.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { BoothProgressStore } from '../../../../web/src/exhibitor/home/BoothProgressStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

const progress: BoothProgress = {
  regiNr: '100101',
  fairIdCode: 'HAB26',
  total: 16,
  done: 6,
  overdue: 1,
  pastDue: 1,
  next: {
    taskId: 'hab26-task-verz',
    displayName: { de: 'Katalog', fr: 'Catalogue', en: 'Catalogue' },
    dueDate: '2026-11-22',
    state: 'overdue',
    pagePath: '/fair/HAB26/100101#task-hab26-task-verz',
  },
};

const view: DeadlinesView = { stale: false, deadlines: [], booths: [progress], unavailableBooths: ['100102'] };

async function setUp(answers: Answers = {}) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ locale: 'fr' }), csrfToken: 'csrf-1' } },
    'POST /api/locale': { status: 204 },
    'GET /api/exhibitor/deadlines?language=fr': { status: 200, body: view },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  return { server, navigations, store: new BoothProgressStore(root) };
}

describe('BoothProgressStore', () => {
  it('is loading until the deadlines come, then knows each booth’s progress', async () => {
    const { store } = await setUp();
    expect(store.of('100101')).toEqual({ kind: 'loading' });
    const loading = store.load();
    expect(store.of('100101')).toEqual({ kind: 'loading' });
    await loading;
    expect(store.of('100101')).toEqual({ kind: 'known', progress });
  });

  it('reads the deadlines once per visit, in the user’s language', async () => {
    const { store, server } = await setUp();
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(server.requests.filter((request) => request.path.startsWith('/api/exhibitor/deadlines'))).toHaveLength(1);
  });

  it('has nothing to show for a booth the booking system could not give, or that the list does not name', async () => {
    const { store } = await setUp();
    await store.load();
    expect(store.of('100102')).toEqual({ kind: 'unavailable' });
    expect(store.of('999999')).toEqual({ kind: 'unavailable' });
  });

  it('a failure leaves every card without numbers and Home where it is', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { store, navigations } = await setUp({
        'GET /api/exhibitor/deadlines?language=fr': problem(503, 'errors.bookingSystemFailed'),
      });
      await store.load();
      expect(store.state).toBe('failed');
      expect(store.of('100101')).toEqual({ kind: 'unavailable' });
      expect(navigations).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('an ended session ends the session', async () => {
    const { store, navigations } = await setUp({
      'GET /api/exhibitor/deadlines?language=fr': problem(401, 'errors.unauthorized'),
    });
    await store.load();
    expect(navigations).toEqual(['/logout']);
  });
});
