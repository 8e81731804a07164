// beyond the spec (the organiser's progress per fair): the Fortschritt screen keeps its filter in the address, asks
// the files under the same filter, and asks again on its own while the fair has not been worked out yet
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import { fairProgressPath, type FairProgressPage } from '../../../web/src/api/adminProgressApi.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { PROGRESS_POLL_MS, ProgressStore } from '../../../web/src/admin/progress/ProgressStore.ts';
import {
  isFiltered,
  progressAddressOf,
  progressFilterOf,
  progressQueryOf,
} from '../../../web/src/admin/progress/progressAddress.ts';
import { boothPreviewPath, remindOverduePath } from '../../../web/src/admin/progress/progressLinks.ts';
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

function aPage(overrides: Partial<FairProgressPage> = {}): FairProgressPage {
  return {
    fair: { id: 'fair-1', idCode: 'HAB26', displayNameDe: 'Habitat 26' },
    asOf: '2026-12-03T13:20:00.000Z',
    stale: false,
    tasks: [],
    booths: [
      {
        regiNr: 'R-1',
        boothNumber: 'A12',
        hall: 'Halle 1',
        company: 'Muster AG',
        status: 'BESTAETIGT',
        exhibitorType: 'AUSSTELLER',
        contactEmail: 'anna@demo.test',
        states: {},
        total: 0,
        done: 0,
        overdue: 0,
        gap: null,
        stale: false,
        asOf: '2026-12-03T13:20:00.000Z',
        lastActivity: null,
        neverSignedIn: true,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 50,
    ...overrides,
  };
}

const PLAIN = 'GET /api/admin/fairs/fair-1/progress?sort=boothNumber&page=1&pageSize=50';

afterEach(() => {
  jest.useRealTimers();
});

describe('the progress filter in the address', () => {
  it('reads back what it wrote and leaves the defaults out', () => {
    const filter = progressFilterOf(
      new URLSearchParams(
        'status=ZU&exhibitorType=MITAUSSTELLER&hall=Halle+2&task=t-1&state=overdue&neverSignedIn=false&sort=-overdue&page=3&pageSize=100',
      ),
    );
    expect(filter).toEqual({
      status: 'ZU',
      exhibitorType: 'MITAUSSTELLER',
      hall: 'Halle 2',
      task: 't-1',
      state: 'overdue',
      neverSignedIn: false,
      sort: '-overdue',
      page: 3,
      pageSize: 100,
    });
    expect(progressFilterOf(progressAddressOf(filter))).toEqual(filter);
    expect(progressAddressOf(progressFilterOf(new URLSearchParams(''))).toString()).toBe('');
    expect(isFiltered(progressFilterOf(new URLSearchParams('sort=company&page=2')))).toBe(false);
  });

  it('takes nothing the endpoint would refuse', () => {
    const filter = progressFilterOf(
      new URLSearchParams('status=zu&state=late&sort=price&page=0&pageSize=7&neverSignedIn=yes&task=a%20b'),
    );
    expect(filter).toEqual({
      status: undefined,
      exhibitorType: undefined,
      hall: undefined,
      task: undefined,
      state: undefined,
      neverSignedIn: undefined,
      sort: 'boothNumber',
      page: 1,
      pageSize: 50,
    });
  });

  it('asks a file for every booth under the filter, without the page', () => {
    const filter = progressFilterOf(new URLSearchParams('hall=Halle 1&page=4&sort=company'));
    expect(fairProgressPath('fair-1', progressQueryOf(filter, false))).toBe(
      '/api/admin/fairs/fair-1/progress?hall=Halle+1&sort=company',
    );
  });

  it("links a booth to its exhibitor's page, keeping the filter to return to, and a task to its message", () => {
    expect(boothPreviewPath('fair 1', { regiNr: '100101' })).toBe('/admin/fair/fair%201/progress/100101');
    expect(boothPreviewPath('fair-1', { regiNr: '100101' }, 'hall=Halle 1&page=2')).toBe(
      '/admin/fair/fair-1/progress/100101?zurueck=hall%3DHalle+1%26page%3D2',
    );
    expect(remindOverduePath('fair-1', 't-1')).toBe('/admin/announcements/new?fair=fair-1&task=t-1&state=overdue');
  });
});

describe('ProgressStore', () => {
  it('keeps the halls, statuses and types it has seen for the choices', async () => {
    const { root } = setUp({ [PLAIN]: { status: 200, body: aPage() } });
    const store = new ProgressStore(root, 'fair-1');
    await store.load(progressFilterOf(new URLSearchParams('')));
    expect([store.state, [...store.halls], [...store.statuses], [...store.exhibitorTypes]]).toEqual([
      'ready',
      ['Halle 1'],
      ['BESTAETIGT'],
      ['AUSSTELLER'],
    ]);
  });

  it('asks again on its own while the fair is being worked out, and stops once it is', async () => {
    jest.useFakeTimers();
    const answers = [aPage({ asOf: null, stale: true, booths: [], total: 0 }), aPage()];
    let asked = 0;
    const { root } = setUp({
      [PLAIN]: async () => Response.json(answers[Math.min(asked++, answers.length - 1)]),
    });
    const store = new ProgressStore(root, 'fair-1');
    await store.load(progressFilterOf(new URLSearchParams('')));
    expect([store.pending, asked]).toEqual([true, 1]);
    await jest.advanceTimersByTimeAsync(PROGRESS_POLL_MS);
    expect([store.pending, asked, store.page?.booths.length]).toEqual([false, 2, 1]);
    await jest.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 3);
    expect(asked).toBe(2);
  });

  it('asks no more once the screen is left', async () => {
    jest.useFakeTimers();
    let asked = 0;
    const { root } = setUp({
      [PLAIN]: async () => {
        asked++;
        return Response.json(aPage({ asOf: null, booths: [], total: 0 }));
      },
    });
    const store = new ProgressStore(root, 'fair-1');
    await store.load(progressFilterOf(new URLSearchParams('')));
    store.dispose();
    await jest.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 3);
    expect(asked).toBe(1);
  });

  it('says when the fair is unknown', async () => {
    const { root } = setUp({
      [PLAIN]: {
        status: 404,
        contentType: 'application/problem+json',
        body: { status: 404, messageKey: 'errors.notFound' },
      },
    });
    const store = new ProgressStore(root, 'fair-1');
    await store.load(progressFilterOf(new URLSearchParams('')));
    expect([store.state, store.notFound]).toEqual(['failed', true]);
  });
});
