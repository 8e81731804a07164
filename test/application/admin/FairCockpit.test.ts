// The organiser's cockpit as managers read it: the kept progress of a fair with what the portal knows now of each
// booth, filtered, sorted, counted and paged; and the refresh of the current fairs.
import { describe, expect, it } from '@jest/globals';
import { FairCockpit, PROGRESS_STALE_AFTER_MS, type CockpitQuery } from '../../../application/admin/FairCockpit.ts';
import { refreshCurrentFairs } from '../../../application/admin/FairProgress.ts';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import type { BoothProgressEntry } from '../../../application/ports/FairProgressStore.ts';
import type { FairRegistration } from '../../../application/ports/FairRegistrations.ts';
import type { TaskDisplayState } from '../../../domain/index.ts';
import { InMemoryFairProgressStore } from '../../support/InMemoryFairProgressStore.ts';
import { InMemoryPortalActivity } from '../../support/InMemoryPortalActivity.ts';

const T0 = new Date('2026-12-03T08:00:00.000Z');
const TASKS = [
  { id: 'insurance', title: 'Versicherung', group: 'Vor der Messe' },
  { id: 'layout', title: 'Standplan', group: 'Vor der Messe' },
];

function registration(regiNr: string, overrides: Partial<FairRegistration> = {}): FairRegistration {
  return {
    regiNr,
    status: 'BOOKED',
    ausstellerTyp: 'AUSSTELLER',
    halleBezeichnung: { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' },
    standnummer: `A${regiNr}`,
    company: `Firma ${regiNr}`,
    contactEmail: `kontakt${regiNr}@example.ch`,
    contactLanguage: 'de',
    ...overrides,
  };
}

function entry(regiNr: string, states: Record<string, TaskDisplayState>, overrides: Partial<FairRegistration> = {}) {
  const values = Object.values(states);
  return {
    registration: registration(regiNr, overrides),
    line: {
      regiNr,
      states,
      total: values.length,
      done: values.filter((state) => state === 'done').length,
      overdue: values.filter((state) => state === 'overdue').length,
    },
    gap: null,
    stale: false,
  } satisfies BoothProgressEntry;
}

const QUERY: CockpitQuery = { sort: 'boothNumber', descending: false, page: 1, pageSize: 50 };

async function setUp(booths: BoothProgressEntry[] | null, now = T0) {
  const store = new InMemoryFairProgressStore();
  if (booths) await store.replaceFair('FAIR26', booths, T0, TASKS);
  const activity = new InMemoryPortalActivity();
  const asked: string[] = [];
  const cockpit = new FairCockpit({
    progress: { of: (code) => store.ofFair(code) },
    activity,
    fairs: {
      byId: async (id) =>
        id === 'fair-1' ? ({ _id: id, idCode: 'FAIR26', displayNameDe: 'Messe' } as never) : undefined,
    },
    requestRefresh: async (code) => {
      asked.push(code);
    },
    clock: { now: () => now },
  });
  return { cockpit, activity, asked };
}

describe('FairCockpit', () => {
  it('asks the background for a fair never worked out and answers at once that it has nothing yet', async () => {
    const { cockpit, asked } = await setUp(null);
    expect(await cockpit.page('fair-1', QUERY)).toMatchObject({ kind: 'page', asOf: null, stale: true, booths: [] });
    expect(asked).toEqual(['FAIR26']);
    expect(await cockpit.page('no-fair', QUERY)).toEqual({ kind: 'unknownFair' });
  });

  it('adds the last action and whether the contact ever signed in, as the portal knows them now', async () => {
    const { cockpit, activity } = await setUp([
      entry('2', { insurance: 'done' }),
      entry('1', { insurance: 'overdue' }),
    ]);
    activity.acted('2', new Date('2026-12-02T10:00:00.000Z'));
    await activity.record('u-2', 'KONTAKT2@example.ch', T0);
    const page = await cockpit.page('fair-1', QUERY);
    if (page.kind !== 'page') throw new Error('no page');
    expect(page.booths.map((booth) => [booth.registration.regiNr, booth.lastActivity, booth.neverSignedIn])).toEqual([
      ['1', null, true],
      ['2', new Date('2026-12-02T10:00:00.000Z'), false],
    ]);
  });

  it('filters by the segment, counts per task over every booth it lets through, and pages', async () => {
    const { cockpit } = await setUp([
      entry('1', { insurance: 'overdue', layout: 'done' }),
      entry('2', { insurance: 'overdue' }, { ausstellerTyp: 'HAENDLER' }),
      entry('3', { insurance: 'done', layout: 'pendent' }),
    ]);
    const page = await cockpit.page('fair-1', { ...QUERY, taskId: 'insurance', states: ['overdue'], pageSize: 1 });
    if (page.kind !== 'page') throw new Error('no page');
    expect([page.total, page.booths.map((booth) => booth.registration.regiNr)]).toEqual([2, ['1']]);
    expect(page.tasks.map((task) => [task.id, task.counts.overdue, task.counts.done])).toEqual([
      ['insurance', 2, 0],
      ['layout', 0, 1],
    ]);
    const dealers = await cockpit.page('fair-1', { ...QUERY, exhibitorTypes: ['HAENDLER'], page: null });
    expect(dealers.kind === 'page' && dealers.booths.map((booth) => booth.registration.regiNr)).toEqual(['2']);
  });

  it('sorts by a count, booths without a line last either way, ties by booth number', async () => {
    const { cockpit } = await setUp([
      entry('1', { insurance: 'overdue' }),
      { registration: registration('4'), line: null, gap: 'noContact', stale: false },
      entry('2', { insurance: 'done', layout: 'done' }),
      entry('3', { insurance: 'overdue' }),
    ]);
    const order = async (descending: boolean) => {
      const page = await cockpit.page('fair-1', { ...QUERY, sort: 'done', descending });
      return page.kind === 'page' ? page.booths.map((booth) => booth.registration.regiNr) : [];
    };
    expect(await order(false)).toEqual(['1', '3', '2', '4']);
    expect(await order(true)).toEqual(['2', '1', '3', '4']);
  });

  it('is stale once the fair was last worked out longer ago than two refreshes, or a booth stood on kept answers', async () => {
    const fresh = await setUp([entry('1', { insurance: 'done' })], new Date(T0.getTime() + PROGRESS_STALE_AFTER_MS));
    expect(await fresh.cockpit.page('fair-1', QUERY)).toMatchObject({ stale: false });
    const old = await setUp([entry('1', { insurance: 'done' })], new Date(T0.getTime() + PROGRESS_STALE_AFTER_MS + 1));
    expect(await old.cockpit.page('fair-1', QUERY)).toMatchObject({ stale: true });
    const kept = await setUp([{ ...entry('1', { insurance: 'done' }), stale: true }]);
    expect(await kept.cockpit.page('fair-1', QUERY)).toMatchObject({ stale: true });
  });
});

describe('refreshCurrentFairs', () => {
  it('works out the published fairs not over yet, and goes on past a fair Rubin cannot list now', async () => {
    const refreshed: string[] = [];
    const progress = {
      refreshFair: async (code: string) => {
        if (code === 'DOWN') throw new BookingSystemUnavailable('down');
        refreshed.push(code);
        return null;
      },
    };
    const fairs = {
      publishedUpTo: async () => [
        { idCode: 'PAST', duration: { end: '2026-12-02' } },
        { idCode: 'DOWN', duration: { end: '2026-12-20' } },
        { idCode: 'TODAY', duration: { end: '2026-12-03' } },
        { idCode: 'LATER', duration: { end: '2027-03-01T00:00:00.000Z' } },
      ],
    };
    expect(await refreshCurrentFairs(progress, fairs, T0)).toEqual({ refreshed: 2, failed: ['DOWN'] });
    expect(refreshed).toEqual(['TODAY', 'LATER']);
  });
});
