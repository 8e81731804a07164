// The calendar subscription of the deadlines (GET/POST/DELETE /api/exhibitor/calendar-feed): the secret address is
// shown once, right after it is made; a new address and the end of the subscription stop the old one, so both wait
// for a confirmation. spec: exhibitor-area §8 (an ended session ends the session)
import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { CalendarFeedStore } from '../../../../web/src/exhibitor/deadlines/CalendarFeedStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

const created = (token: string) => ({
  url: `http://localhost/api/calendar/${token}.ics`,
  webcalUrl: `webcal://localhost/api/calendar/${token}.ics`,
  createdAt: '2026-11-25T10:00:00.000Z',
});

async function setUp(answers: Answers = {}) {
  let tokens = 0;
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    'GET /api/exhibitor/calendar-feed': { status: 200, body: { active: false, createdAt: null } },
    'POST /api/exhibitor/calendar-feed': async () => Response.json(created(`token${++tokens}`), { status: 201 }),
    'DELETE /api/exhibitor/calendar-feed': { status: 204 },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  const feed = new CalendarFeedStore(root);
  await feed.load();
  return { server, feed, navigations };
}

const calls = (server: { requests: Array<{ method: string; path: string }> }) =>
  server.requests.filter((request) => request.path === '/api/exhibitor/calendar-feed').map((request) => request.method);

describe('CalendarFeedStore', () => {
  it('makes the first address at once and shows it this once, with its webcal: twin', async () => {
    const { feed, server } = await setUp();
    expect(feed.state).toBe('loaded');
    expect(feed.active).toBe(false);
    await feed.subscribe();
    expect(feed.confirming).toBeNull();
    expect(feed.created).toEqual(created('token1'));
    expect(feed.active).toBe(true);
    expect(feed.createdAt).toBe('2026-11-25T10:00:00.000Z');
    const post = server.requests.find((request) => request.method === 'POST')!;
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('knows only since when an existing subscription runs (the address is stored hashed)', async () => {
    const { feed } = await setUp({
      'GET /api/exhibitor/calendar-feed': {
        status: 200,
        body: { active: true, createdAt: '2026-11-01T08:00:00.000Z' },
      },
    });
    expect(feed.active).toBe(true);
    expect(feed.createdAt).toBe('2026-11-01T08:00:00.000Z');
    expect(feed.created).toBeNull();
  });

  it('makes a new address only after a confirmation, and a cancel changes nothing', async () => {
    const { feed, server } = await setUp();
    await feed.subscribe();
    feed.setCopyState('copied');
    await feed.subscribe();
    expect(feed.confirming).toBe('renew');
    feed.cancel();
    expect(feed.confirming).toBeNull();
    expect(calls(server)).toEqual(['GET', 'POST']);
    feed.ask('renew');
    await feed.confirm();
    expect(feed.created?.url).toBe(created('token2').url);
    expect(feed.copyState).toBe('idle');
    expect(feed.confirming).toBeNull();
    expect(calls(server)).toEqual(['GET', 'POST', 'POST']);
  });

  it('ends the subscription after a confirmation: nothing of the address is kept', async () => {
    const { feed, server } = await setUp();
    await feed.subscribe();
    feed.ask('revoke');
    expect(calls(server)).toEqual(['GET', 'POST']);
    await feed.confirm();
    expect(calls(server)).toEqual(['GET', 'POST', 'DELETE']);
    expect([feed.active, feed.createdAt, feed.created, feed.confirming]).toEqual([false, null, null, null]);
    // Confirmed once it is done (the section says so in a status), and forgotten at the next step.
    expect(feed.notice).toBe('revoked');
    await feed.subscribe();
    expect(feed.notice).toBeNull();
  });

  it('says when a change failed and keeps what was there', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { feed, navigations } = await setUp({
        'GET /api/exhibitor/calendar-feed': {
          status: 200,
          body: { active: true, createdAt: '2026-11-01T08:00:00.000Z' },
        },
        'DELETE /api/exhibitor/calendar-feed': problem(500, 'errors.apiError'),
        'POST /api/exhibitor/calendar-feed': problem(429, 'errors.tooManyRequests'),
      });
      feed.ask('revoke');
      await feed.confirm();
      expect(feed.failure).toBe('revokeFailed');
      expect(feed.notice).toBeNull();
      expect(feed.active).toBe(true);
      feed.ask('renew');
      expect(feed.failure).toBeNull();
      await feed.confirm();
      expect(feed.failure).toBe('createFailed');
      expect(feed.created).toBeNull();
      expect(feed.busy).toBe(false);
      expect(navigations).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('shows a failed read in place; an ended session ends the session', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const failed = await setUp({ 'GET /api/exhibitor/calendar-feed': problem(503, 'errors.apiError') });
      expect(failed.feed.state).toBe('error');
      expect(failed.navigations).toEqual([]);
    } finally {
      warn.mockRestore();
    }
    const ended = await setUp({ 'GET /api/exhibitor/calendar-feed': problem(401, 'errors.unauthorized') });
    expect(ended.navigations).toEqual(['/logout']);
  });
});
