import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BoothProgressEntry, FairProgressStore } from '../../../application/ports/FairProgressStore.ts';
import { PostgresFairProgressStore } from '../../../adapters/persistence/PostgresFairProgressStore.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { InMemoryFairProgressStore } from '../../support/InMemoryFairProgressStore.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// The progress projection's store: the PostgreSQL one and the use-case tests' fake pass the same cases.

const T0 = new Date('2026-12-03T08:00:00.000Z');
const T1 = new Date('2026-12-03T08:05:00.000Z');

function entry(regiNr: string, overrides: Partial<BoothProgressEntry> = {}): BoothProgressEntry {
  return {
    registration: {
      regiNr,
      status: 'BESTAETIGT',
      ausstellerTyp: 'AUSSTELLER',
      halleBezeichnung: { de: 'Halle 2.1', fr: 'Halle 2.1', en: 'Hall 2.1' },
      standnummer: `B${regiNr}`,
      company: `Firma ${regiNr}`,
      contactEmail: `${regiNr}@demo.test`,
      contactLanguage: 'fr',
    },
    line: { regiNr, states: { 'hab-vers': 'overdue', 'hab-verz': 'done' }, total: 2, done: 1, overdue: 1 },
    gap: null,
    stale: false,
    ...overrides,
  };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url });
  await migrate(orm);
});
const TASKS = [
  { id: 'td-insurance', title: 'Versicherung', group: 'Vor der Messe' },
  { id: 'td-catalogue', title: 'Katalogeintrag', group: 'Marketing' },
];

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

const stores: Array<[string, () => FairProgressStore]> = [
  ['PostgresFairProgressStore', () => new PostgresFairProgressStore(nativePool(orm))],
  ['InMemoryFairProgressStore', () => new InMemoryFairProgressStore()],
];

describe.each(stores)('%s', (_name, make) => {
  let fairCounter = 0;
  const aFair = () => `PRG${(fairCounter += 1)}-${_name.slice(0, 2)}`;

  it('keeps a fair as it was written, in order, each booth with its age, and knows no fair never written', async () => {
    const store = make();
    const fair = aFair();
    expect(await store.ofFair(fair)).toBeNull();
    const booths = [entry('200'), entry('100', { line: null, gap: 'noContact' }), entry('300', { stale: true })];
    await store.replaceFair(fair, booths, T0, TASKS);
    expect(await store.ofFair(fair)).toEqual({
      fairIdCode: fair,
      asOf: T0,
      tasks: TASKS,
      booths: booths.map((booth) => ({ ...booth, asOf: T0 })),
    });
  });

  it('replaces a fair whole: a booth no longer listed goes', async () => {
    const store = make();
    const fair = aFair();
    await store.replaceFair(fair, [entry('100'), entry('200')], T0, TASKS);
    await store.replaceFair(fair, [entry('200', { gap: 'unavailable', line: null })], T1, TASKS);
    const kept = await store.ofFair(fair);
    expect(kept?.asOf).toEqual(T1);
    expect(kept?.booths.map((booth) => [booth.registration.regiNr, booth.gap, booth.asOf])).toEqual([
      ['200', 'unavailable', T1],
    ]);
  });

  it('replaces one booth alone, adds a new one last, and keeps nothing for a fair never worked out', async () => {
    const store = make();
    const fair = aFair();
    await store.replaceFair(fair, [entry('100'), entry('200')], T0, TASKS);
    const done = entry('100', {
      line: { regiNr: '100', states: { 'hab-vers': 'done', 'hab-verz': 'done' }, total: 2, done: 2, overdue: 0 },
    });
    await store.replaceBooth(fair, done, T1);
    await store.replaceBooth(fair, entry('300'), T1);
    const kept = await store.ofFair(fair);
    expect(kept?.asOf).toEqual(T0);
    expect(kept?.booths.map((booth) => [booth.registration.regiNr, booth.line?.done, booth.asOf])).toEqual([
      ['100', 2, T1],
      ['200', 1, T0],
      ['300', 1, T1],
    ]);
    const never = aFair();
    await store.replaceBooth(never, entry('100'), T1);
    expect(await store.ofFair(never)).toBeNull();
  });

  it('gives the kept registration of one booth, and none for a booth or fair it does not hold', async () => {
    const store = make();
    const fair = aFair();
    await store.replaceFair(fair, [entry('100'), entry('200')], T0, TASKS);
    expect(await store.registrationOf(fair, '200')).toEqual(entry('200').registration);
    expect(await store.registrationOf(fair, '300')).toBeNull();
    expect(await store.registrationOf(aFair(), '100')).toBeNull();
  });

  it('moves its place in the outbox only forward', async () => {
    const store = make();
    const start = BigInt(await store.followedSeq());
    await store.setFollowedSeq(String(start + 5n));
    await store.setFollowedSeq(String(start + 3n));
    expect(await store.followedSeq()).toBe(String(start + 5n));
  });

  it('keeps fairs apart', async () => {
    const store = make();
    const [a, b] = [aFair(), aFair()];
    await store.replaceFair(a, [entry('100')], T0, TASKS);
    await store.replaceFair(b, [entry('100', { stale: true })], T1, TASKS);
    expect((await store.ofFair(a))?.booths[0].stale).toBe(false);
    expect((await store.ofFair(b))?.booths[0].stale).toBe(true);
  });
});
