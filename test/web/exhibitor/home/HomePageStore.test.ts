// spec: exhibitor-area §2 Home (past fair series 3 first with show all / show less, teaser of type 1, message banner,
// other interesting fairs), §5 (logo entries need both url and logo), §7 POST /teaseroftype, §9 (past fair series 3)
import { describe, expect, it, jest } from '@jest/globals';
import { when } from 'mobx';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { HomeView } from '../../../../web/src/api/types.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { HomePageStore } from '../../../../web/src/exhibitor/home/HomePageStore.ts';
import { partnerLogos } from '../../../../web/src/exhibitor/home/partners.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];
const text = (de: string, fr = de, en = de) => ({ de, fr, en });

function pastSeries(count: number): HomeView['pastFairSeries'] {
  return Array.from({ length: count }, (_, index) => ({
    seriesId: `R-${index}`,
    fair: {
      idCode: `F${index}`,
      displayName: text(`Messe ${index}`),
      duration: { start: '2025-03-01', end: '2025-03-04' },
    },
    booths: [{ regiNr: `9${index}`, label: text('Halle 1 / A1') }],
  }));
}

function aHome(overrides: Partial<HomeView> = {}): HomeView {
  return {
    newMember: false,
    stale: false,
    activeBooths: [],
    fairNavigation: [],
    fairsOpenForRegistration: [],
    pastFairSeries: [],
    unreadNotifications: 0,
    wallEntries: [],
    message: null,
    ...overrides,
  };
}

const teaserReply = (title: string) => (uuid: string) => ({
  uuid,
  teaser: {
    id: title,
    type: 1,
    sizeClass: 'xl',
    imageOnly: false,
    leistungsgruppeId: null,
    relatedTask: null,
    items: [
      {
        title: text(title),
        text: text(''),
        ctaText: text(''),
        ctaUrl: text(''),
        eyecatcherTitle: text(''),
        eyecatcherText: text(''),
        imageLandscape: { de: null, fr: null, en: null },
        imagePortrait: { de: null, fr: null, en: null },
      },
    ],
  },
});

async function setUp(home: HomeView, answers: Answers = {}) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    'GET /api/exhibitor/home': { status: 200, body: home },
    'POST /api/locale': { status: 204 },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  await root.home.load();
  return { root, server, navigations, page: new HomePageStore(root) };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * A signed-in home page whose server answers POST /api/teaseroftype with the teaser titled `teaserTitle()`,
 * echoing the request's uuid, and PUT /api/user/u1 with `saveUser`; everything else as the fake server does.
 */
async function teaserPage(teaserTitle: () => string, saveUser: () => Promise<Response> = async () => json(aUser())) {
  const requests: unknown[] = [];
  const base = fakeServer({ 'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } } });
  const api = new ApiClient({
    fetch: (async (input: string, init: RequestInit = {}) => {
      if (input === '/api/user/u1') return saveUser();
      if (input !== '/api/teaseroftype') return base.fetch(input, init);
      const body = JSON.parse(init.body as string) as { uuid: string };
      requests.push(body);
      return json(teaserReply(teaserTitle())(body.uuid));
    }) as typeof fetch,
  });
  const root = new RootStore({ api, storage: memoryStorage() });
  await root.session.load();
  return { root, requests, page: new HomePageStore(root) };
}

describe('home page: past fair series', () => {
  it('shows the first 3 series and all of them after the toggle, then 3 again', async () => {
    const { page } = await setUp(aHome({ pastFairSeries: pastSeries(5) }));
    expect(page.visiblePastFairSeries.map((series) => series.seriesId)).toEqual(['R-0', 'R-1', 'R-2']);
    expect(page.hasMorePastFairSeries).toBe(true);
    page.toggleShowAllPastFairSeries();
    expect(page.visiblePastFairSeries).toHaveLength(5);
    page.toggleShowAllPastFairSeries();
    expect(page.visiblePastFairSeries).toHaveLength(3);
  });

  it('offers no toggle for 3 series or fewer', async () => {
    const { page } = await setUp(aHome({ pastFairSeries: pastSeries(3) }));
    expect(page.hasMorePastFairSeries).toBe(false);
  });
});

describe('home page: logos', () => {
  it('shows wall entries in the page language only with both a link and a logo in it', async () => {
    const wallEntries = [
      {
        id: 'a',
        displayName: 'Bike',
        url: { de: 'https://bike.test/de', fr: 'https://bike.test/fr', en: null },
        logo: { de: 'data:a', fr: 'data:a', en: 'data:a' },
      },
      {
        id: 'b',
        displayName: 'Holz',
        url: { de: 'https://holz.test/de', fr: '  ', en: 'https://holz.test/en' },
        logo: { de: 'data:b', fr: 'data:b', en: 'data:b' },
      },
      {
        id: 'c',
        displayName: 'Ohne Logo',
        url: { de: 'https://c.test', fr: 'https://c.test', en: 'https://c.test' },
        logo: { de: '', fr: null, en: null },
      },
    ];
    const { root, page } = await setUp(aHome({ wallEntries }));
    expect(page.wallEntries.map((entry) => [entry.id, entry.url])).toEqual([
      ['a', 'https://bike.test/de'],
      ['b', 'https://holz.test/de'],
    ]);
    root.session.chooseLanguage('fr');
    expect(page.wallEntries.map((entry) => entry.id)).toEqual(['a']);
  });

  it('ships partner logos with a link per language', () => {
    const partners = partnerLogos('fr');
    expect(partners.length).toBeGreaterThan(4);
    for (const partner of partners) {
      expect(partner.logo).toMatch(/^\/partners\/[a-z-]+\.svg$/);
      expect(partner.url).toMatch(/\/fr$/);
    }
  });
});

describe('home page: operator notice', () => {
  it('shows the notice in the page language until it is dismissed, and a changed notice again', async () => {
    const { root, page } = await setUp(
      aHome({ message: text('Wartung am Samstag', 'Maintenance samedi', 'Maintenance on Saturday') }),
    );
    expect(page.notice).toBe('Wartung am Samstag');
    page.dismissNotice();
    expect(page.notice).toBeUndefined();
    expect(new HomePageStore(root).notice).toBeUndefined();
    root.home.data = { ...root.home.data!, message: text('Neue Wartung') };
    expect(page.notice).toBe('Neue Wartung');
  });

  it('shows no notice when it is blank', async () => {
    const { page } = await setUp(aHome({ message: text('  ') }));
    expect(page.notice).toBeUndefined();
  });
});

describe('home page: teaser of type 1', () => {
  it('asks for type 1 and shows the teaser the server answers for the request', async () => {
    const { page, requests } = await teaserPage(() => 'Habitat');
    const stop = page.watchTeaser();
    await when(() => page.teaserState === 'loaded');
    stop();
    expect(requests).toEqual([expect.objectContaining({ type: 1, uuid: expect.any(String) })]);
    expect(page.teaser?.items[0]?.title.de).toBe('Habitat');
  });

  it('asks again once a preferred fair series from _fs is saved, and waits while it is saved', async () => {
    let series = 'R-HAB';
    let releaseSave: () => void = () => undefined;
    const saved = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    const { root, page, requests } = await teaserPage(
      () => series,
      async () => {
        await saved;
        series = 'R-GAS';
        return json({ ...aUser(), preferredFairSeries: 'R-GAS' });
      },
    );
    const stop = page.watchTeaser();
    await when(() => page.teaserState === 'loaded');
    expect(page.teaser?.items[0]?.title.de).toBe('R-HAB');
    root.session.preferFairSeries('R-GAS');
    expect(requests).toHaveLength(1);
    releaseSave();
    await when(() => page.teaser?.items[0]?.title.de === 'R-GAS');
    stop();
    expect(requests).toHaveLength(2);
  });

  it('shows no teaser when the call fails, without leaving the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { page, navigations, root } = await setUp(aHome(), {
      'POST /api/teaseroftype': problem(503, 'errors.apiError'),
    });
    await page.loadTeaser();
    expect(page.teaserState).toBe('failed');
    expect(page.teaser).toBeNull();
    expect(navigations).toEqual([]);
    expect(root.ui.message).toBeUndefined();
    warn.mockRestore();
  });

  it('sends the user to /logout when the teaser call answers 401', async () => {
    const { page, navigations } = await setUp(aHome(), {
      'POST /api/teaseroftype': problem(401, 'errors.unauthorized'),
    });
    await page.loadTeaser();
    expect(navigations).toEqual(['/logout']);
  });
});
