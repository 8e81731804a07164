// The invitation a colleague opens (GET /api/exhibitor/invitations/{token}, POST .../accept): open, another account
// (said as it opens, or the 403, which does not end the session), expired or used (410), unknown (404), a cut link
// (never asked for); accepted leads to the booth page.
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { Invitation } from '../../../../web/src/api/teamApi.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { InvitationPageStore } from '../../../../web/src/exhibitor/invitation/InvitationPageStore.ts';
import { LogoutPageStore, SIGN_IN_RETURN_KEY } from '../../../../web/src/exhibitor/session/LogoutPageStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

const TOKEN = '3q2-7wEjmS0v8h3DKgqPKw';
const PATH = `/api/exhibitor/invitations/${TOKEN}`;
const name = (text: string) => ({ de: text, fr: text, en: text });
const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  regiNr: '100101',
  boothLabel: name('Halle 1 / A01'),
  fairName: name('Habitat'),
  holderName: 'Anna Muster',
  level: 'tasks',
  email: 'team@demo.test',
  expiresAt: '2026-12-04T09:00:00.000Z',
  state: 'open',
  forYou: true,
  ...overrides,
});

async function setUp(answers: Answers, token = TOKEN) {
  const storage = memoryStorage();
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ email: 'team@demo.test' }), csrfToken: 'csrf-1' } },
    'GET /api/exhibitor/home': { status: 200, body: {} },
    [`GET ${PATH}`]: { status: 200, body: invitation() },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  const page = new InvitationPageStore(root, token);
  await page.load();
  return { root, server, page, navigations, storage };
}

describe('InvitationPageStore', () => {
  it('shows an open invitation and, accepted, leads to the booth page', async () => {
    const { page, server } = await setUp({
      [`POST ${PATH}/accept`]: { status: 200, body: { regiNr: '100101', fairIdCode: 'HAB26' } },
    });
    expect(page.state).toBe('loaded');
    expect(page.invitation?.holderName).toBe('Anna Muster');
    await page.accept();
    expect(page.acceptedPath).toBe('/fair/HAB26/100101');
    expect(server.requests.find((request) => request.method === 'POST')?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('says the invitation is for another account on a 403 without ending the session', async () => {
    const { page, root, navigations } = await setUp({
      [`POST ${PATH}/accept`]: problem(403, 'errors.invitationOtherEmail'),
    });
    await page.accept();
    expect(page.state).toBe('wrongAccount');
    expect(page.invitedEmail).toBe('team@demo.test');
    expect(root.session.state).toBe('signedIn');
    expect(navigations).toEqual([]);
  });

  it('says the address still needs its verification on the 403 for an unverified address', async () => {
    const { page, root } = await setUp({
      [`POST ${PATH}/accept`]: problem(403, 'errors.invitationEmailUnverified'),
    });
    await page.accept();
    expect(page.state).toBe('unverified');
    expect(root.session.state).toBe('signedIn');
  });

  it.each([
    [410, 'gone'],
    [404, 'notFound'],
  ] as const)('answers %i on accepting with its own state', async (status, state) => {
    const { page } = await setUp({ [`POST ${PATH}/accept`]: problem(status, 'errors.invitationGone') });
    await page.accept();
    expect(page.state).toBe(state);
  });

  it('knows an unknown, an expired and an unreadable invitation when it opens', async () => {
    expect((await setUp({ [`GET ${PATH}`]: problem(404, 'errors.notFound') })).page.state).toBe('notFound');
    expect((await setUp({ [`GET ${PATH}`]: { status: 200, body: invitation({ state: 'expired' }) } })).page.state).toBe(
      'gone',
    );
    expect((await setUp({ [`GET ${PATH}`]: problem(500, 'errors.apiError') })).page.state).toBe('error');
  });

  it('after signing out to change accounts, the logout page signs in back to the invitation', async () => {
    const { page, root } = await setUp({});
    page.switchAccount();
    root.session.signedOut();
    const logout = new LogoutPageStore(root);
    await logout.start();
    expect(logout.state).toBe('signedOut');
    expect(logout.returnTo).toBe(`/invitation/${TOKEN}`);
    // Straight on to the sign-in, which comes back to the invitation.
    expect(logout.signInNow).toBe(true);
    expect(root.storage.getItem(SIGN_IN_RETURN_KEY)).toBe('');
  });

  it('a logout the user asked for on its own waits on the signed-out page', async () => {
    const { root } = await setUp({});
    root.session.signedOut();
    const logout = new LogoutPageStore(root);
    await logout.start();
    expect(logout.state).toBe('signedOut');
    expect(logout.signInNow).toBe(false);
    expect(logout.returnTo).toBe('/');
  });

  it('says at once, before any click, that an invitation for another address needs another account', async () => {
    const { page, root, server } = await setUp({
      [`GET ${PATH}`]: { status: 200, body: invitation({ email: 'someone@example.ch', forYou: false }) },
    });
    expect(page.state).toBe('wrongAccount');
    expect(page.invitedEmail).toBe('someone@example.ch');
    // Accept is not offered, and a stray call does not send it.
    await page.accept();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(root.session.state).toBe('signedIn');
  });

  it('an expired invitation for another address says it is gone (another account would not help)', async () => {
    const { page } = await setUp({
      [`GET ${PATH}`]: { status: 200, body: invitation({ state: 'expired', forYou: false }) },
    });
    expect(page.state).toBe('gone');
  });

  it.each(['3q2-7wEjmS0v8h3DKgqP', `${TOKEN}.`, `${TOKEN.slice(0, 21)}=`, ''])(
    'a cut or damaged link (%p) says it is incomplete without asking the server',
    async (token) => {
      const { page, server } = await setUp({}, token);
      expect(page.state).toBe('incomplete');
      expect(server.requests.some((request) => request.path.startsWith('/api/exhibitor/invitations'))).toBe(false);
      // Trying again does not change what a cut link is.
      await page.load();
      expect(page.state).toBe('incomplete');
    },
  );

  it('a well-formed token the server refuses as malformed (400) is incomplete too; an unknown one not found', async () => {
    expect((await setUp({ [`GET ${PATH}`]: problem(400, 'errors.badRequest') })).page.state).toBe('incomplete');
    expect((await setUp({ [`GET ${PATH}`]: problem(404, 'errors.notFound') })).page.state).toBe('notFound');
  });
});
