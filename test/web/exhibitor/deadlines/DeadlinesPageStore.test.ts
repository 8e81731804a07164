// The deadlines page: every open task with a due date across the user's booths, by week, filtered by fair and state
// (the server's list, GET /api/exhibitor/deadlines; the week rule is the domain's deadlineWeek). spec: exhibitor-area
// §4 task display state, §8 (an ended session ends the session)
import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { Deadline, DeadlinesView } from '../../../../web/src/api/deadlinesApi.ts';
import type { BoothCard, HomeView } from '../../../../web/src/api/types.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { DeadlinesPageStore } from '../../../../web/src/exhibitor/deadlines/DeadlinesPageStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];
const text = (value: string) => ({ de: value, fr: `${value} (fr)`, en: `${value} (en)` });

/** Wednesday 25 November 2026, 10:00 in Zurich: this week runs to Sunday 29 November. */
const NOW = new Date('2026-11-25T09:00:00.000Z');

function aDeadline(
  taskId: string,
  fair: string,
  state: Deadline['state'],
  dueDate: string,
  regiNr = '100101',
): Deadline {
  return {
    fair: { idCode: fair, displayName: text(`Fair ${fair}`) },
    booth: { regiNr, label: text(`Halle 1 / ${regiNr}`) },
    task: { id: taskId, displayName: text(`Task ${taskId}`), serviceGroup: 'VERZ' },
    state,
    dueDate,
    opensOn: state === 'inactive' ? '2026-12-02' : null,
    link: null,
    pagePath: `/fair/${fair}/${regiNr}#task-${taskId}`,
    assignee: null,
    assignedToMe: false,
  };
}

const deadlines: Deadline[] = [
  aDeadline('late', 'AGR26', 'overdue', '2026-11-22'),
  aDeadline('friday', 'HAB26', 'due', '2026-11-27'),
  aDeadline('sunday', 'AGR26', 'due', '2026-11-29'),
  aDeadline('monday', 'HAB26', 'due', '2026-11-30'),
  aDeadline('next-sunday', 'GAS26', 'due', '2026-12-06'),
  aDeadline('december', 'HAB26', 'pendent', '2026-12-25'),
  aDeadline('closed', 'AGR26', 'inactive', '2027-01-04'),
];

function aView(overrides: Partial<DeadlinesView> = {}): DeadlinesView {
  return { stale: false, deadlines, booths: [], unavailableBooths: [], ...overrides };
}

const home: HomeView = {
  newMember: false,
  stale: false,
  activeBooths: [{ regiNr: '100302', halleBezeichnung: text('Halle 5'), standnummer: '5.008' } as unknown as BoothCard],
  fairNavigation: [],
  fairsOpenForRegistration: [],
  pastFairSeries: [],
  unreadNotifications: 0,
  wallEntries: [],
  message: null,
};

async function setUp(answers: Answers = {}) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    'GET /api/exhibitor/home': { status: 200, body: home },
    'GET /api/exhibitor/deadlines?language=de': { status: 200, body: aView() },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  const page = new DeadlinesPageStore(root, () => NOW);
  return { root, server, page, navigations };
}

const weekIds = (page: DeadlinesPageStore) =>
  page.weeks.map(({ week, deadlines: shown }) => [week, shown.map((deadline) => deadline.task.id)]);

describe('DeadlinesPageStore', () => {
  it('loads the deadlines in the language asked for and groups them by week, Monday to Sunday in Zurich', async () => {
    const { page, server } = await setUp();
    expect(page.state).toBe('loading');
    await page.load('de');
    expect(page.state).toBe('loaded');
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      'GET /api/exhibitor/deadlines?language=de',
    );
    expect(weekIds(page)).toEqual([
      ['overdue', ['late']],
      ['thisWeek', ['friday', 'sunday']],
      ['nextWeek', ['monday', 'next-sunday']],
      ['later', ['december', 'closed']],
    ]);
    expect(page.isAllDone).toBe(false);
  });

  it('leaves out weeks without a deadline', async () => {
    const { page } = await setUp({
      'GET /api/exhibitor/deadlines?language=de': {
        status: 200,
        body: aView({ deadlines: [deadlines[0], deadlines[5]] }),
      },
    });
    await page.load('de');
    expect(page.weeks.map(({ week }) => week)).toEqual(['overdue', 'later']);
  });

  it('offers the fairs that have deadlines, most urgent first, and filters by fair and by state', async () => {
    const { page } = await setUp();
    await page.load('de');
    expect(page.fairs.map((fair) => fair.idCode)).toEqual(['AGR26', 'HAB26', 'GAS26']);
    page.setFairFilter('HAB26');
    expect(weekIds(page)).toEqual([
      ['thisWeek', ['friday']],
      ['nextWeek', ['monday']],
      ['later', ['december']],
    ]);
    page.setStateFilter('due');
    expect(page.shown.map((deadline) => deadline.task.id)).toEqual(['friday', 'monday']);
    expect(page.isFiltered).toBe(true);
    page.setFairFilter('all');
    page.setStateFilter('inactive');
    expect(weekIds(page)).toEqual([['later', ['closed']]]);
    page.setStateFilter('overdue');
    page.setFairFilter('GAS26');
    expect(page.weeks).toEqual([]);
    // Nothing matches, yet not everything is done.
    expect(page.isAllDone).toBe(false);
    page.resetFilters();
    expect(page.shown).toHaveLength(deadlines.length);
    expect(page.isFiltered).toBe(false);
  });

  const progress = { regiNr: '100101', fairIdCode: 'HAB26', total: 4, done: 4, overdue: 0, pastDue: 0, next: null };

  it('says all is done when no booth has a deadline', async () => {
    const { page } = await setUp({
      'GET /api/exhibitor/deadlines?language=de': { status: 200, body: aView({ deadlines: [], booths: [progress] }) },
    });
    await page.load('de');
    expect(page.isAllDone).toBe(true);
    expect(page.hasNoBooths).toBe(false);
    expect(page.weeks).toEqual([]);
  });

  // spec: exhibitor-area §6 a user with neither role gets no fair list: no booth, so nothing is done either
  it('does not say all is done to a user without booths: it says there is no booth', async () => {
    const { page } = await setUp({
      'GET /api/exhibitor/deadlines?language=de': { status: 200, body: aView({ deadlines: [], booths: [] }) },
    });
    await page.load('de');
    expect(page.hasNoBooths).toBe(true);
    expect(page.isAllDone).toBe(false);
    // Booths that could not be read are booths all the same.
    const unread = await setUp({
      'GET /api/exhibitor/deadlines?language=de': {
        status: 200,
        body: aView({ deadlines: [], booths: [], unavailableBooths: ['100302'] }),
      },
    });
    await unread.page.load('de');
    expect(unread.page.hasNoBooths).toBe(false);
  });

  it('keeps its filters as the query entries of an address, and takes them from one', async () => {
    const { page } = await setUp();
    await page.load('de');
    expect(page.filterQuery).toEqual([]);
    page.setFairFilter('AGR26');
    page.setStateFilter('due');
    expect(page.filterQuery).toEqual([
      ['fair', 'AGR26'],
      ['state', 'due'],
    ]);
    page.applyFilters({ fair: 'HAB26', state: 'all', assigned: 'all' });
    expect(page.shown.map((deadline) => deadline.task.id)).toEqual(['friday', 'monday', 'december']);
    expect(page.filterQuery).toEqual([['fair', 'HAB26']]);
  });

  it('drops a fair filter whose fair is no longer listed after loading again', async () => {
    let view = aView();
    const { page } = await setUp({
      'GET /api/exhibitor/deadlines?language=de': async () => Response.json(view),
    });
    await page.load('de');
    page.setFairFilter('GAS26');
    view = aView({ deadlines: deadlines.filter((deadline) => deadline.fair.idCode !== 'GAS26') });
    await page.load('de');
    expect(page.fairFilter).toBe('all');
  });

  it('names booths that could not be read by their hall and number where Home knows them', async () => {
    const { page, root } = await setUp({
      'GET /api/exhibitor/deadlines?language=de': {
        status: 200,
        body: aView({ stale: true, unavailableBooths: ['100302', '999999'] }),
      },
    });
    await root.home.load();
    await page.load('de');
    expect(page.view?.stale).toBe(true);
    expect(page.unavailableBooths('de')).toEqual(['Halle 5 / 5.008', '999999']);
    expect(page.unavailableBooths('fr')).toEqual(['Halle 5 (fr) / 5.008', '999999']);
  });

  it('stays on the page with an error that can be retried', async () => {
    let fail = true;
    const { page, navigations } = await setUp({
      'GET /api/exhibitor/deadlines?language=de': async () =>
        fail ? new Response(null, { status: 503 }) : Response.json(aView()),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await page.load('de');
      expect(page.state).toBe('error');
      expect(navigations).toEqual([]);
      fail = false;
      await page.load('de');
      expect(page.state).toBe('loaded');
      expect(page.shown).toHaveLength(deadlines.length);
    } finally {
      warn.mockRestore();
    }
  });

  it('an ended session ends the session (spec: exhibitor-area §8)', async () => {
    const { page, navigations } = await setUp({
      'GET /api/exhibitor/deadlines?language=de': problem(401, 'errors.unauthorized'),
    });
    await page.load('de');
    expect(page.state).toBe('error');
    expect(navigations).toEqual(['/logout']);
  });
});
