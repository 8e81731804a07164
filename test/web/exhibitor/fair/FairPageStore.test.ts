// spec: exhibitor-area §2 Fair page (one round trip, tabs by hash, initial and disabled tabs, contact modal), §5 teasers, §8 errors
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { FairPageView } from '../../../../web/src/api/fairApi.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { FairPageStore, tabOfHash } from '../../../../web/src/exhibitor/fair/FairPageStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

const localized = (text: string) => ({ de: text, fr: text, en: text });
const money = (centimes: number, text: string) => ({ centimes, text });

function aView(overrides: Partial<FairPageView> = {}): FairPageView {
  return {
    stale: false,
    language: 'de',
    isNew: false,
    fair: {
      idCode: 'HAB26',
      displayName: localized('Habitat'),
      publish: { start: '2026-07-01', end: '2027-01-20' },
      duration: { start: '2026-12-16', end: '2026-12-20' },
      registrationDeadline: '2026-12-01',
      documentsstartdate: '2026-11-11',
      logo: localized(''),
      additionalInfo: localized('<p>Info</p>'),
      series: null,
      teamEmail: 'team@habitat.test',
      defaultRegistrationUrl: localized(''),
      defaultGastroRegistrationUrl: localized(''),
    },
    booth: {
      regiNr: '100101',
      status: 'BESTAETIGT',
      label: localized('Halle 2.1 / B12'),
      standnummer: 'B12',
      halleBezeichnung: localized('Halle 2.1'),
      flaecheBrutto: 48,
      blendentext: 'Muster',
      placeNum: null,
      ausstellerTyp: 'AUSSTELLER',
      hatWarenkorbPositionen: false,
      standLeistungId: null,
      standLeistungBezeichnung: localized(''),
      gesamtpreisNetto: null,
      standzugangText: localized(''),
    },
    addresses: { contract: null, correspondence: null },
    status: { step: 8, label: localized('Bestätigt'), messageKey: 'registrationStatus.message.done', steps: [] },
    tabs: { initial: 'tasks', disabled: [] },
    actions: {
      registration: null,
      newBoothRegistration: null,
      gastroRegistration: null,
      cartPositions: null,
      addCoExhibitor: null,
      rebook: null,
      completeOrderBanner: false,
      contactTeamEmail: 'team@habitat.test',
    },
    taskGroups: [],
    costs: { groups: [], total: money(0, '0.00') },
    documents: { shown: false, availableFrom: null, groups: [], fairDocuments: [] },
    schedule: { steps: [] },
    calendarUrl: null,
    ...overrides,
  };
}

const teaserReply =
  (status = 200) =>
  async () =>
    new Response(JSON.stringify({ uuid: 'other', teaser: null }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

async function openPage(answers: Answers, booth = '100101', code = 'HAB26') {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    'POST /api/teaseroftype': teaserReply(),
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  const page = new FairPageStore(root, code, booth);
  return { root, server, navigations, page };
}

const BOOTH_PATH = '/api/exhibitor/booths/100101?language=de&texts=language&fair=HAB26';

describe('fair page store', () => {
  it('loads the page in one round trip and opens on the tab the view names', async () => {
    const { server, page } = await openPage({ [`GET ${BOOTH_PATH}`]: { status: 200, body: aView() } });
    await page.load('de');
    const pageCalls = server.requests.filter((request) => request.method === 'GET' && request.path !== '/api/session');
    expect(pageCalls.map((request) => request.path)).toEqual([BOOTH_PATH]);
    expect(page.state).toBe('loaded');
    expect(page.selectedTab).toBe('tasks');
  });

  it('selects the tab of a hash that came before the data once the data is there, but never a disabled one', async () => {
    const newView = aView({ isNew: true, booth: null, tabs: { initial: 'info', disabled: ['tasks', 'costs'] } });
    const { page } = await openPage(
      { 'GET /api/exhibitor/fairs/HAB26/new?language=de&texts=language': { status: 200, body: newView } },
      'new',
    );
    page.selectFromHash('#tab-contact');
    expect(page.selectedTab).toBe('statusflow');
    await page.load('de');
    expect(page.selectedTab).toBe('contact');
    page.selectFromHash('#tab-costs');
    expect(page.selectedTab).toBe('contact');
    expect(page.selectTab('tasks')).toBe(false);
    // Arrow keys skip the disabled tabs and wrap around.
    expect(page.neighbourTab('statusflow', 1)).toBe('info');
    expect(page.neighbourTab('statusflow', -1)).toBe('contact');
    expect(page.neighbourTab('contact', 1)).toBe('statusflow');
  });

  it('gives the holder the Team tab, and a member at level tasks no costs', async () => {
    const holder = await openPage({
      [`GET ${BOOTH_PATH}`]: { status: 200, body: aView({ access: { role: 'holder', level: 'all' } }) },
    });
    await holder.page.load('de');
    expect(holder.page.tabs).toEqual(['statusflow', 'tasks', 'costs', 'info', 'contact', 'team']);
    holder.page.selectFromHash('#tab-team');
    expect(holder.page.selectedTab).toBe('team');
    const sharedBy = { name: 'Anna Muster', email: 'aussteller@demo.test', level: 'tasks' } as const;
    const member = await openPage({
      [`GET ${BOOTH_PATH}`]: {
        status: 200,
        body: aView({ access: { role: 'member', level: 'tasks' }, sharedBy, tabs: { initial: 'costs', disabled: [] } }),
      },
    });
    await member.page.load('de');
    expect(member.page.tabs).toEqual(['statusflow', 'tasks', 'info', 'contact']);
    // The tab the view opens on is not there: the first one instead; neither hash selects a missing tab.
    expect(member.page.selectedTab).toBe('statusflow');
    member.page.selectFromHash('#tab-costs');
    member.page.selectFromHash('#tab-team');
    expect(member.page.selectedTab).toBe('statusflow');
  });

  // A link to #tab-costs opened by a colleague whose level withholds the costs: the address names the tab shown.
  it('has the address name the tab shown when the one it named is withheld, disabled or unknown', async () => {
    const sharedBy = { name: 'Anna Muster', email: 'aussteller@demo.test', level: 'tasks' } as const;
    const member = await openPage({
      [`GET ${BOOTH_PATH}`]: {
        status: 200,
        body: aView({ access: { role: 'member', level: 'tasks' }, sharedBy, tabs: { initial: 'tasks', disabled: [] } }),
      },
    });
    member.page.selectFromHash('#tab-costs');
    // Nothing to say before the data is there: which tab shows is not known yet.
    expect(member.page.addressHashFor('#tab-costs')).toBeUndefined();
    await member.page.load('de');
    expect(member.page.selectedTab).toBe('tasks');
    expect(member.page.addressHashFor('#tab-costs')).toBe('#tab-tasks');
    expect(member.page.addressHashFor('#tab-team')).toBe('#tab-tasks');
    expect(member.page.addressHashFor('#tab-nothing')).toBe('#tab-tasks');
    // A task on the tab shown, the shown tab itself, and a hash about no tab stay as they are.
    expect(member.page.addressHashFor('#task-hab26-task-werb')).toBeUndefined();
    expect(member.page.addressHashFor('#tab-tasks')).toBeUndefined();
    expect(member.page.addressHashFor('')).toBeUndefined();
    expect(member.page.addressHashFor('#main')).toBeUndefined();

    const newView = aView({ isNew: true, booth: null, tabs: { initial: 'info', disabled: ['tasks', 'costs'] } });
    const fresh = await openPage(
      { 'GET /api/exhibitor/fairs/HAB26/new?language=de&texts=language': { status: 200, body: newView } },
      'new',
    );
    fresh.page.selectFromHash('#task-hab26-task-werb');
    await fresh.page.load('de');
    expect(fresh.page.selectedTab).toBe('info');
    expect(fresh.page.addressHashFor('#task-hab26-task-werb')).toBe('#tab-info');
  });

  it('asks the domain rule for what a member at level tasks is offered: no costs, invoices, contract or team', async () => {
    const sharedBy = { name: 'Anna Muster', email: 'aussteller@demo.test', level: 'tasks' } as const;
    const { page } = await openPage({
      [`GET ${BOOTH_PATH}`]: { status: 200, body: aView({ access: { role: 'member', level: 'tasks' }, sharedBy }) },
    });
    await page.load('de');
    const asked = ['readCosts', 'contractActions', 'manageTeam', 'workTasks', 'contact'] as const;
    expect(asked.filter((operation) => page.may(operation))).toEqual(['workTasks', 'contact']);
    const types = ['HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT'];
    expect(types.filter((typ) => page.mayReadDocument(typ))).toEqual(['HPLAN', 'STSKIZZE']);
  });

  it('gives a member at level all the costs, invoices and contract, but no Team tab', async () => {
    const sharedBy = { name: 'Anna Muster', email: 'aussteller@demo.test', level: 'all' } as const;
    const view = aView({ access: { role: 'member', level: 'all' }, sharedBy });
    const { page } = await openPage({ [`GET ${BOOTH_PATH}`]: { status: 200, body: view } });
    await page.load('de');
    expect(page.tabs).toEqual(['statusflow', 'tasks', 'costs', 'info', 'contact']);
    expect([page.may('contractActions'), page.mayReadDocument('BKOP')]).toEqual([true, true]);
    page.selectFromHash('#tab-team');
    expect(page.selectedTab).toBe('tasks');
  });

  it('reads a page that names no access as its holder would, without a Team tab to load', async () => {
    const newView = aView({ isNew: true, booth: null, tabs: { initial: 'info', disabled: ['tasks', 'costs'] } });
    const fresh = await openPage(
      { 'GET /api/exhibitor/fairs/HAB26/new?language=de&texts=language': { status: 200, body: newView } },
      'new',
    );
    await fresh.page.load('de');
    expect(fresh.page.may('contractActions')).toBe(true);
    expect(fresh.page.tabs).not.toContain('team');
    // A booth page without an access (the back office's preview): the holder's costs, but no team to load.
    const preview = await openPage({ [`GET ${BOOTH_PATH}`]: { status: 200, body: aView() } });
    await preview.page.load('de');
    expect(preview.page.tabs).toEqual(['statusflow', 'tasks', 'costs', 'info', 'contact']);
  });

  it('shows the answer of the language asked last, even when the one asked before it arrives later', async () => {
    let answerEnglish: () => void = () => undefined;
    const englishAnswered = new Promise<void>((resolve) => (answerEnglish = resolve));
    const reply = (language: 'de' | 'en') => Response.json(aView({ language }));
    const { page } = await openPage({
      [`GET ${BOOTH_PATH.replace('language=de', 'language=en')}`]: () => englishAnswered.then(() => reply('en')),
      [`GET ${BOOTH_PATH}`]: async () => reply('de'),
    });
    const english = page.load('en');
    await page.load('de');
    answerEnglish();
    await english;
    expect(page.view?.language).toBe('de');
  });

  it('reads only the tab hashes', () => {
    expect(tabOfHash('#tab-statusflow')).toBe('statusflow');
    expect(tabOfHash('#tab-team')).toBe('team');
    expect(tabOfHash('#tab-nope')).toBeUndefined();
    expect(tabOfHash('#costs')).toBeUndefined();
  });

  it('sends a booth that is not the user’s Home with errors.boothNotFound', async () => {
    const { root, navigations, page } = await openPage({ [`GET ${BOOTH_PATH}`]: problem(404, 'errors.boothNotFound') });
    await page.load('de');
    expect(page.state).toBe('error');
    expect(navigations).toEqual(['/']);
    expect(root.ui.message).toBe('errors.boothNotFound');
  });

  it('treats a booth of another fair than the address names as not found', async () => {
    const { root, navigations, page } = await openPage(
      { [`GET /api/exhibitor/booths/100101?language=de&texts=language&fair=GAS26`]: { status: 200, body: aView() } },
      '100101',
      'GAS26',
    );
    await page.load('de');
    expect(navigations).toEqual(['/']);
    expect(root.ui.message).toBe('errors.boothNotFound');
  });

  it('ends the session on 401', async () => {
    const { navigations, page } = await openPage({ [`GET ${BOOTH_PATH}`]: problem(401, 'errors.unauthorized') });
    await page.load('de');
    expect(navigations).toEqual(['/logout']);
  });

  it('uses a teaser reply only when its uuid matches the request', async () => {
    const { server, page } = await openPage({ [`GET ${BOOTH_PATH}`]: { status: 200, body: aView() } });
    await page.load('de');
    await page.loadTeasers(page.view!);
    const teaserCalls = server.requests.filter((request) => request.path === '/api/teaseroftype');
    expect(teaserCalls.map((request) => (request.body as { type: number }).type).sort((a, b) => a - b)).toEqual([
      2, 4, 136,
    ]);
    expect(page.teasers).toEqual({ navigation: null, medium: null, multi: null });
  });

  it('asks for the teasers only when the page shows them, once', async () => {
    const { server, page } = await openPage({ [`GET ${BOOTH_PATH}`]: { status: 200, body: aView() } });
    const teaserTypes = () =>
      server.requests
        .filter((request) => request.path === '/api/teaseroftype')
        .map((request) => (request.body as { type: number }).type)
        .sort((a, b) => a - b);
    await page.showTeasers();
    // Nothing to show them beside yet: the booth's data is not there.
    expect(teaserTypes()).toEqual([]);
    await page.load('de');
    // The booth's data is read first; its page asks for the teasers once it has shown the booth.
    expect(teaserTypes()).toEqual([]);
    await Promise.all([page.showTeasers(), page.showTeasers()]);
    expect(teaserTypes()).toEqual([2, 4, 136]);
  });
});

describe('contact form store', () => {
  const CONTACT_PATH = '/api/exhibitor/booths/100101/contact';

  it('does not send blank fields and names the errors', async () => {
    const { server, page } = await openPage({});
    page.contact.show();
    await page.contact.send();
    expect(page.contact.fieldErrors).toEqual({ subject: 'errors.contactRequired', message: 'errors.contactRequired' });
    expect(server.requests.some((request) => request.path === CONTACT_PATH)).toBe(false);
  });

  it('sends the trimmed message with the CSRF token and confirms it', async () => {
    const { server, page } = await openPage({ [`POST ${CONTACT_PATH}`]: { status: 200, body: { queued: true } } });
    page.contact.show();
    page.contact.setSubject('  Frage ');
    page.contact.setMessage(' Text ');
    await page.contact.send();
    const post = server.requests.find((request) => request.path === CONTACT_PATH)!;
    expect(post.body).toEqual({ subject: 'Frage', message: 'Text' });
    expect(post.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(page.contact.state).toBe('sent');
  });

  it('keeps everything typed when sending fails, and says why', async () => {
    const { navigations, page } = await openPage({
      [`POST ${CONTACT_PATH}`]: problem(429, 'errors.tooManyContactMessages'),
    });
    page.contact.show();
    page.contact.setSubject('Frage');
    page.contact.setMessage('Text');
    await page.contact.send();
    expect(page.contact.state).toBe('failed');
    expect(page.contact.failureKey).toBe('fair.contact.failedTooMany');
    page.contact.close();
    page.contact.show();
    expect([page.contact.subject, page.contact.message]).toEqual(['Frage', 'Text']);
    expect(navigations).toEqual([]);
  });

  it('shows the server’s field errors', async () => {
    const { page } = await openPage({
      [`POST ${CONTACT_PATH}`]: problem(422, 'errors.invalidContactMessage', [
        { field: '/body/message', messageKey: 'errors.contactTooLong' },
      ]),
    });
    page.contact.setSubject('Frage');
    page.contact.setMessage('Text');
    await page.contact.send();
    expect(page.contact.fieldErrors).toEqual({ message: 'errors.contactTooLong' });
  });
});
