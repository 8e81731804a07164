// spec: exhibitor-area §2 past fair page, §8 errors.boothNotFound / errors.apiError to Home
import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { PastFairsView } from '../../../../web/src/api/pastFairsApi.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import {
  PAST_FAIRS_TEASER_TYPE,
  PastFairsPageStore,
} from '../../../../web/src/exhibitor/pastFairs/PastFairsPageStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];
const text = (value: string) => ({ de: value, fr: value, en: value });

const view: PastFairsView = {
  seriesId: 'R-ART',
  seriesTitle: 'Artisana Lausanne',
  stale: false,
  fairs: [
    {
      idCode: 'ART26',
      displayName: text('Artisana 2026'),
      duration: { start: '2026-05-06', end: '2026-05-09' },
      booths: [{ regiNr: '100904', label: text('Halle A / A17'), documents: [] }],
    },
    {
      idCode: 'ART25',
      displayName: text('Artisana 2025'),
      duration: { start: '2025-04-30', end: '2025-05-03' },
      booths: [{ regiNr: '100905', label: text('Halle B / B03'), documents: [] }],
    },
  ],
};

function setUp(answers: Answers) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  return { root, server, navigations, page: new PastFairsPageStore(root, 'R-ART') };
}

describe('PastFairsPageStore', () => {
  it('loads the series’ past fairs in one call and finds the fair of the address', async () => {
    const { page, server } = setUp({ 'GET /api/exhibitor/pastfairs/R-ART': { status: 200, body: view } });
    await page.load();
    expect(page.state).toBe('loaded');
    expect(page.fairOf('ART25')?.booths[0]?.regiNr).toBe('100905');
    expect(page.fairOf('ART24')).toBeUndefined();
    expect(server.requests.map((request) => request.path)).toEqual(['/api/exhibitor/pastfairs/R-ART']);
  });

  it('sends the user Home with errors.boothNotFound for a series that is not theirs, and for a fair not in it', async () => {
    const notTheirs = setUp({ 'GET /api/exhibitor/pastfairs/R-ART': problem(404, 'errors.boothNotFound') });
    await notTheirs.page.load();
    expect(notTheirs.root.ui.message).toBe('errors.boothNotFound');
    expect(notTheirs.navigations).toEqual(['/']);

    const unknownFair = setUp({ 'GET /api/exhibitor/pastfairs/R-ART': { status: 200, body: view } });
    await unknownFair.page.load();
    unknownFair.page.fairNotFound();
    expect(unknownFair.root.ui.message).toBe('errors.boothNotFound');
    expect(unknownFair.navigations).toEqual(['/']);
  });

  it('sends the user Home with errors.apiError when the booking system fails', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page, root, navigations } = setUp({
      'GET /api/exhibitor/pastfairs/R-ART': problem(503, 'errors.apiError'),
    });
    await page.load();
    expect(page.state).toBe('error');
    expect(root.ui.message).toBe('errors.apiError');
    expect(navigations).toEqual(['/']);
    quiet.mockRestore();
  });

  it('asks the series teaser of type 1 for the fair shown, once per fair', async () => {
    const { page, server } = setUp({
      'GET /api/exhibitor/pastfairs/R-ART': { status: 200, body: view },
      'POST /api/teaseroftype': () => {
        const uuid = (server.requests.at(-1)!.body as { uuid: string }).uuid;
        return Promise.resolve(
          new Response(JSON.stringify({ uuid, teaser: null }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      },
    });
    await page.load();
    await page.loadTeaser('ART26');
    await page.loadTeaser('ART26');
    const asked = server.requests.filter((request) => request.path === '/api/teaseroftype');
    expect(asked).toHaveLength(1);
    expect(asked[0].body).toMatchObject({ type: PAST_FAIRS_TEASER_TYPE, fair: 'ART26' });
  });
});
