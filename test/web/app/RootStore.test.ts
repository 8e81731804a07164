// spec: exhibitor-area §8 error catalogue, §4 Locale set and Loading, §2 Home (5 booth cards), §6 new member
import { describe, expect, it, jest } from '@jest/globals';
import { when } from 'mobx';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { ApiError } from '../../../web/src/api/ApiError.ts';
import type { BoothCard, HomeView } from '../../../web/src/api/types.ts';
import { HomePageStore } from '../../../web/src/exhibitor/home/HomePageStore.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../web/src/app/SessionStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

function aBooth(regiNr: string): BoothCard {
  const text = (value: string) => ({ de: value, fr: value, en: value });
  return {
    regiNr,
    status: 'BESTAETIGT',
    statusStep: 8,
    statusLabel: text('Anmeldung bestätigt'),
    standnummer: `B${regiNr}`,
    halleBezeichnung: text('Halle 1'),
    hatWarenkorbPositionen: false,
    registrationUrl: null,
    fair: {
      idCode: 'ALP26',
      displayName: text('Alpina Bau 2026'),
      duration: { start: '2026-12-02', end: '2026-12-05' },
      registrationDeadline: null,
      logo: null,
    },
  };
}

function aHome(booths: number, overrides: Partial<HomeView> = {}): HomeView {
  return {
    newMember: false,
    stale: false,
    activeBooths: Array.from({ length: booths }, (_, index) => aBooth(String(4711000 + index))),
    fairNavigation: [],
    fairsOpenForRegistration: [],
    pastFairSeries: [],
    unreadNotifications: 0,
    wallEntries: [],
    message: null,
    ...overrides,
  };
}

function setUp(answers: Answers, stored: Record<string, string> = {}) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const storage = memoryStorage(stored);
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  return { root, server, storage, navigations };
}

const quietly = <T>(run: () => Promise<T>): Promise<T> => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return run().finally(() => spy.mockRestore());
};

describe('error catalogue', () => {
  it.each([401, 403])('sends the user to /logout when the API answers %i', async (status) => {
    const { root, navigations } = setUp({ 'GET /api/exhibitor/home': problem(status, 'errors.unauthorized') });
    await root.home.load();
    expect(navigations).toEqual(['/logout']);
    expect(root.ui.message).toBeUndefined();
  });

  it('stores errors.apiError and goes Home on any other failure', async () => {
    const { root, navigations } = setUp({ 'GET /api/exhibitor/home': problem(503, 'errors.apiError') });
    await quietly(() => root.home.load());
    expect(root.home.state).toBe('error');
    expect(root.ui.message).toBe('errors.apiError');
    expect(navigations).toEqual(['/']);
  });

  it('shows errors.boothNotFound on Home for a booth the API does not find', async () => {
    const { root, navigations } = setUp({});
    root.handleApiFailure(new ApiError(404, 'errors.boothNotFound'));
    expect(root.ui.message).toBe('errors.boothNotFound');
    expect(navigations).toEqual(['/']);
  });

  it('shows errors.apiError for any other 404', async () => {
    const { root, navigations } = setUp({});
    await quietly(async () => root.handleApiFailure(new ApiError(404, 'errors.notFound')));
    expect(root.ui.message).toBe('errors.apiError');
    expect(navigations).toEqual(['/']);
  });

  it('shows the message key the caller passes for other failures, but never for 401 and 403', async () => {
    const { root, navigations } = setUp({});
    await quietly(async () => root.handleApiFailure(new ApiError(503, 'errors.apiError'), 'errors.boothNotFound'));
    expect(root.ui.message).toBe('errors.boothNotFound');
    root.ui.dismissMessage();
    root.handleApiFailure(new ApiError(403, 'errors.forbidden'), 'errors.boothNotFound');
    expect(root.ui.message).toBeUndefined();
    expect(navigations).toEqual(['/', '/logout']);
  });

  it('delivers a navigation asked for before the router is connected', () => {
    const root = new RootStore({ api: new ApiClient({ fetch: fakeServer({}).fetch }), storage: memoryStorage() });
    root.handleApiFailure(new ApiError(401, 'errors.unauthorized'));
    const navigations: string[] = [];
    root.connectRouter((to) => navigations.push(to));
    expect(navigations).toEqual(['/logout']);
  });
});

describe('session', () => {
  it('treats 401 on GET /api/session as signed out, without moving the user', async () => {
    const { root, navigations } = setUp({ 'GET /api/session': problem(401, 'errors.unauthorized') });
    await root.session.load();
    expect(root.session.state).toBe('signedOut');
    expect(navigations).toEqual([]);
  });

  it('shows the admin link only to managers', async () => {
    const manager = setUp({
      'GET /api/session': {
        status: 200,
        body: { user: aUser({ roles: ['AUSSTELLER', 'ONESHOP_MANAGER'] }), csrfToken: 'x' },
      },
    });
    const exhibitor = setUp({});
    await Promise.all([manager.root.session.load(), exhibitor.root.session.load()]);
    expect(manager.root.session.isManager).toBe(true);
    expect(exhibitor.root.session.isManager).toBe(false);
  });

  it('starts in the language kept in the browser, then follows the one the server remembers', async () => {
    const { root } = setUp(
      { 'GET /api/session': { status: 200, body: { user: aUser({ locale: 'en' }), csrfToken: 'x' } } },
      { [LANGUAGE_STORAGE_KEY]: 'fr' },
    );
    expect(root.session.language).toBe('fr');
    await root.session.load();
    expect(root.session.language).toBe('en');
  });

  it('defaults to German', () => {
    const { root } = setUp({});
    expect(root.session.language).toBe('de');
  });

  it('maps a loose locale to its language, keeps it in the browser and tells the server', async () => {
    const { root, server, storage } = setUp({ 'POST /api/locale': { status: 204 } });
    await root.session.load();
    root.session.chooseLanguage('fr-CH');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.session.language).toBe('fr');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/locale', body: { locale: 'fr' } });
  });

  it('ignores an unknown locale with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, server } = setUp({});
    await root.session.load();
    root.session.chooseLanguage('it');
    expect(root.session.language).toBe('de');
    expect(warn).toHaveBeenCalled();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
    warn.mockRestore();
  });

  it('keeps the preferred fair series of the _fs parameter', () => {
    const { root, storage } = setUp({});
    root.session.preferFairSeries('GOURMESSE');
    expect(root.session.preferredFairSeries).toBe('GOURMESSE');
    expect(setUp({}, Object.fromEntries(storage.values)).root.session.preferredFairSeries).toBe('GOURMESSE');
  });

  const savedUser = (preferredFairSeries: string) => ({ status: 200, body: { ...aUser(), preferredFairSeries } });

  it('saves the preferred fair series on the user once the session is known (PUT /api/user/{id})', async () => {
    const { root, server } = setUp({ 'PUT /api/user/u1': savedUser('R-GAS') });
    root.session.preferFairSeries(' R-GAS ');
    expect(root.session.fairSeriesSaveState).toBe('waitingForSession');
    expect(server.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    await root.session.load();
    await when(() => root.session.fairSeriesSaveState === 'saved');
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({ path: '/api/user/u1', body: { id: 'u1', preferredFairSeries: 'R-GAS' } });
    expect(put?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('saves at once when signed in', async () => {
    const { root, server } = setUp({ 'PUT /api/user/u1': savedUser('R-HAB') });
    await root.session.load();
    root.session.preferFairSeries('R-HAB');
    await when(() => root.session.fairSeriesSaveState === 'saved');
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(root.session.preferredFairSeries).toBe('R-HAB');
  });

  it('only warns about an unknown fair series (422) and forgets it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, navigations, storage } = setUp({ 'PUT /api/user/u1': problem(422, 'errors.unknownFairSeries') });
    await root.session.load();
    root.session.preferFairSeries('R-NONE');
    await when(() => root.session.fairSeriesSaveState === 'rejected');
    expect(warn).toHaveBeenCalled();
    expect(root.session.preferredFairSeries).toBeUndefined();
    expect(setUp({}, Object.fromEntries(storage.values)).root.session.preferredFairSeries).toBeUndefined();
    expect(navigations).toEqual([]);
    expect(root.ui.message).toBeUndefined();
    warn.mockRestore();
  });

  it('sends the user to /logout when saving the fair series answers 401', async () => {
    const { root, navigations } = setUp({ 'PUT /api/user/u1': problem(401, 'errors.unauthorized') });
    await root.session.load();
    root.session.preferFairSeries('R-HAB');
    await when(() => root.session.fairSeriesSaveState === 'rejected');
    expect(navigations).toEqual(['/logout']);
  });
});

describe('home data', () => {
  it('is fetched once and again only when marked for reload', async () => {
    const { root, server } = setUp({ 'GET /api/exhibitor/home': { status: 200, body: aHome(2) } });
    await root.home.ensureLoaded();
    await root.home.ensureLoaded();
    root.home.markForReload();
    await root.home.ensureLoaded();
    expect(server.requests.filter((request) => request.path === '/api/exhibitor/home')).toHaveLength(2);
  });

  it('shows the first 5 booth cards and all of them after the toggle', async () => {
    const { root } = setUp({ 'GET /api/exhibitor/home': { status: 200, body: aHome(7) } });
    await root.home.load();
    const page = new HomePageStore(root);
    expect(page.visibleBooths.map((booth) => booth.regiNr)).toEqual([
      '4711000',
      '4711001',
      '4711002',
      '4711003',
      '4711004',
    ]);
    expect(page.hasMoreBooths).toBe(true);
    page.toggleShowAllBooths();
    expect(page.visibleBooths).toHaveLength(7);
  });

  it('offers no toggle for 5 booths or fewer', async () => {
    const { root } = setUp({ 'GET /api/exhibitor/home': { status: 200, body: aHome(5) } });
    await root.home.load();
    expect(new HomePageStore(root).hasMoreBooths).toBe(false);
  });

  it('hides fairs without booths from the navigation', async () => {
    const text = { de: 'Messe', fr: 'Salon', en: 'Fair' };
    const fairNavigation = [
      { idCode: 'A', displayName: text, booths: [{ regiNr: '1', label: text }] },
      { idCode: 'B', displayName: text, booths: [] },
    ];
    const { root } = setUp({ 'GET /api/exhibitor/home': { status: 200, body: aHome(1, { fairNavigation }) } });
    await root.home.load();
    expect(root.home.fairNavigation.map((fair) => fair.idCode)).toEqual(['A']);
  });
});

// spec: exhibitor-area §4 Loading; data kept from a failed booking system shows the stale notice (README)
/** A fake server's answer made anew for every request. */
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status === 200 ? 'application/json' : 'application/problem+json' },
    });

describe('Home shown again', () => {
  it('reads Home again in the background, keeping the cards shown, and takes the stale flag of the new answer', async () => {
    let answer = json(aHome(2));
    const { root } = setUp({ 'GET /api/exhibitor/home': () => Promise.resolve(answer()) });
    await root.home.load();
    answer = json(aHome(2, { stale: true }));
    const refreshing = root.home.refresh();
    expect(root.home.state).toBe('loaded'); // no skeleton while it reads
    await refreshing;
    expect(root.home.isStale).toBe(true);
    expect(root.home.activeBooths).toHaveLength(2);
  });

  it('keeps the cards marked stale when the read fails, and follows the catalogue for an ended session', async () => {
    let answer = json(aHome(1));
    const { root, navigations } = setUp({ 'GET /api/exhibitor/home': () => Promise.resolve(answer()) });
    await root.home.load();
    answer = json({ type: 'about:blank', title: 'Problem', status: 503, messageKey: 'errors.apiError' }, 503);
    await root.home.refresh();
    expect(root.home.isStale).toBe(true);
    expect(root.home.activeBooths).toHaveLength(1);
    expect(navigations).toEqual([]);
    answer = json({ type: 'about:blank', title: 'Problem', status: 401, messageKey: 'errors.unauthorized' }, 401);
    await root.home.refresh();
    expect(navigations).toEqual(['/logout']);
  });

  it('does not read twice while the first read is under way', async () => {
    const { root, server } = setUp({ 'GET /api/exhibitor/home': { status: 200, body: aHome(1) } });
    const first = root.home.load();
    await root.home.refresh();
    await first;
    expect(server.requests.filter((request) => request.path === '/api/exhibitor/home')).toHaveLength(1);
  });
});
