// spec: exhibitor-area §2 /logout (ends the session on the server and at the identity provider), §8
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import { ApiError } from '../../../../web/src/api/ApiError.ts';
import { LogoutPageStore } from '../../../../web/src/exhibitor/session/LogoutPageStore.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

async function signedInPage(answers: Answers) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  return { root, server, navigations, page: new LogoutPageStore(root) };
}

describe('logout page', () => {
  it('ends the session with the CSRF token and hands over the end-session address', async () => {
    const { root, server, page } = await signedInPage({
      'POST /api/session/logout': { status: 200, body: { endSessionUrl: 'http://idp/end?x=1' } },
    });
    await page.start();
    expect(page.endSessionUrl).toBe('http://idp/end?x=1');
    expect(server.requests.at(-1)?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(root.session.state).toBe('signedOut');
  });

  it('says the user is signed out when the server no longer knows the session', async () => {
    const { page, navigations } = await signedInPage({
      'POST /api/session/logout': problem(401, 'errors.unauthorized'),
    });
    await page.start();
    expect(page.state).toBe('signedOut');
    expect(page.endSessionUrl).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    const { root, server, page } = await signedInPage({});
    root.session.signedOut();
    const before = server.requests.length;
    await page.start();
    expect(page.state).toBe('signedOut');
    expect(server.requests).toHaveLength(before);
  });

  it('logs out only once however often it is started', async () => {
    const { server, page } = await signedInPage({
      'POST /api/session/logout': { status: 200, body: { endSessionUrl: '/x' } },
    });
    await Promise.all([page.start(), page.start()]);
    expect(server.requests.filter((request) => request.path === '/api/session/logout')).toHaveLength(1);
  });

  it('after an expired session says so, asks nothing of the server and offers to sign in back to the same page', async () => {
    const { root, server, page, navigations } = await signedInPage({
      'GET /api/exhibitor/home': problem(401, 'errors.unauthorized'),
    });
    const location = { pathname: '/fair/HAB26/100101', search: '', hash: '#tab-tasks' };
    (globalThis as { location?: unknown }).location = location;
    try {
      await root.home.load();
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
    expect(navigations).toEqual(['/logout']);
    const before = server.requests.length;
    await page.start();
    expect(page.state).toBe('expired');
    expect(page.returnTo).toBe('/fair/HAB26/100101#tab-tasks');
    expect(server.requests).toHaveLength(before);
    expect(root.session.state).toBe('signedOut');
    // Told once: the next logout is an ordinary one.
    expect(root.ui.expiredSession).toBeUndefined();
  });

  it('signs in back to the page of the first refusal, not to where the calls refused after it left the user', async () => {
    const { root, page } = await signedInPage({
      'GET /api/exhibitor/home': problem(401, 'errors.unauthorized'),
    });
    const location = { pathname: '/fair/HAB26/200101', search: '', hash: '#tab-costs' };
    (globalThis as { location?: unknown }).location = location;
    try {
      await root.home.load();
      // A second call of the page is refused while the router already shows /logout.
      Object.assign(location, { pathname: '/logout', hash: '' });
      root.handleApiFailure(new ApiError(401, 'errors.unauthorized'));
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
    await page.start();
    expect(page.state).toBe('expired');
    expect(page.returnTo).toBe('/fair/HAB26/200101#tab-costs');
  });

  it('a refusal (403) is not an expired session: the ordinary logout', async () => {
    const { root, page } = await signedInPage({
      'GET /api/exhibitor/home': problem(403, 'errors.forbidden'),
      'POST /api/session/logout': { status: 200, body: { endSessionUrl: '/x' } },
    });
    await root.home.load();
    await page.start();
    expect(page.state).toBe('leaving');
  });
});
