import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminCoreData, CoreDataItem } from '../../../../application/ports/AdminCoreData.ts';
import { KeptCoreDataLists, latestEventNumber } from '../../../../adapters/persistence/admin/KeptCoreDataLists.ts';
import { MikroOrmAdminCoreData } from '../../../../adapters/persistence/admin/MikroOrmAdminCoreData.ts';
import { createOrm, migrate, type Orm } from '../../../../adapters/persistence/orm.ts';
import { createTestDatabase } from '../../../support/testDatabase.ts';

// A back-office list is kept while no admin write has committed anywhere (admin-back-office §7 lists)

type Series = CoreDataItem<'fairSeries'>;
const series = (id: string, titleDe = id): Series => ({
  _id: id,
  version: 1,
  titleDe,
  titleFr: titleDe,
  titleEn: titleDe,
  isUsed: false,
});

function countingStore(load: () => Promise<Series[]>) {
  const calls = { list: 0 };
  const refused = () => Promise.reject(new Error('not used here'));
  const store: AdminCoreData = {
    list: (async () => {
      calls.list += 1;
      return load();
    }) as AdminCoreData['list'],
    get: refused,
    usedIds: refused,
    usage: refused,
    create: refused,
    update: refused,
    remove: refused,
  };
  return { store, calls };
}

describe('KeptCoreDataLists on fakes', () => {
  it('loads a list once while the event number stands still, and again when it moves', async () => {
    let revision = '7';
    let titles = ['Eins'];
    const { store, calls } = countingStore(async () => titles.map((title) => series(title)));
    const kept = new KeptCoreDataLists(store, async () => revision);
    expect((await kept.list('fairSeries')).map((item) => item._id)).toEqual(['Eins']);
    titles = ['Eins', 'Zwei'];
    expect((await kept.list('fairSeries')).map((item) => item._id)).toEqual(['Eins']);
    expect(calls.list).toBe(1);
    revision = '8';
    expect((await kept.list('fairSeries')).map((item) => item._id)).toEqual(['Eins', 'Zwei']);
    expect(calls.list).toBe(2);
  });

  it('keeps each kind on its own', async () => {
    const { store, calls } = countingStore(async () => [series('A')]);
    const kept = new KeptCoreDataLists(store, async () => '1');
    await kept.list('fairSeries');
    await kept.list('taskTitle');
    await kept.list('fairSeries');
    expect(calls.list).toBe(2);
  });

  it('lets requests that find the same number share one load', async () => {
    let release: (items: Series[]) => void = () => {};
    const { store, calls } = countingStore(() => new Promise<Series[]>((resolve) => (release = resolve)));
    const kept = new KeptCoreDataLists(store, async () => '3');
    const both = Promise.all([kept.list('fairSeries'), kept.list('fairSeries')]);
    // Both requests have read the number and wait on the one load.
    await new Promise((resolve) => setImmediate(resolve));
    release([series('A')]);
    const [first, second] = await both;
    expect(calls.list).toBe(1);
    expect(first).toEqual(second);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const { store, calls } = countingStore(async () => {
      if (fail) throw new Error('database down');
      return [series('A')];
    });
    const kept = new KeptCoreDataLists(store, async () => '1');
    await expect(kept.list('fairSeries')).rejects.toThrow('database down');
    fail = false;
    expect(await kept.list('fairSeries')).toHaveLength(1);
    expect(calls.list).toBe(2);
  });

  it('gives each caller its own array, so sorting one leaves the kept list as it is', async () => {
    const { store } = countingStore(async () => [series('B'), series('A')]);
    const kept = new KeptCoreDataLists(store, async () => '1');
    (await kept.list('fairSeries')).reverse();
    expect((await kept.list('fairSeries')).map((item) => item._id)).toEqual(['B', 'A']);
  });
});

describe('KeptCoreDataLists on PostgreSQL, as two processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: Orm;
  let second: Orm;
  const manager = { userId: 'demo-0005-manager' };

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createOrm({ databaseUrl: database.url });
    await migrate(first);
    second = await createOrm({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await first?.close(true);
    await second?.close(true);
    await database?.drop();
  });

  const processOn = (orm: Orm) => new KeptCoreDataLists(new MikroOrmAdminCoreData(orm), () => latestEventNumber(orm));
  const titlesIn = async (lists: KeptCoreDataLists) =>
    (await lists.list('fairSeries')).map((item) => item.titleDe).sort();

  it('shows at the next request what the other process created, changed and deleted', async () => {
    const reader = processOn(first);
    const writer = processOn(second);
    const before = await titlesIn(reader);
    const created = await writer.create('fairSeries', manager, { titleDe: 'Kept-Neu', titleFr: 'N', titleEn: 'N' });
    if (!created.ok) throw new Error('not created');
    expect(await titlesIn(reader)).toEqual([...before, 'Kept-Neu'].sort());

    const id = created.item._id;
    const changed = await writer.update('fairSeries', manager, id, 1, {
      titleDe: 'Kept-Geändert',
      titleFr: 'N',
      titleEn: 'N',
    });
    expect(changed.ok).toBe(true);
    expect(await titlesIn(reader)).toEqual([...before, 'Kept-Geändert'].sort());

    expect((await writer.remove('fairSeries', manager, id)).ok).toBe(true);
    expect(await titlesIn(reader)).toEqual(before);
  });

  it('reads the number of the last committed event, also with none yet', async () => {
    const now = await latestEventNumber(first);
    expect(now).toMatch(/^\d+$/);
    const created = await processOn(second).create('fairSeries', manager, {
      titleDe: 'Kept-Zwei',
      titleFr: 'D',
      titleEn: 'T',
    });
    expect(created.ok).toBe(true);
    expect(BigInt(await latestEventNumber(first))).toBeGreaterThan(BigInt(now));
  });
});
