import { expect, test } from '@jest/globals';
import {
  PostgresDomainEvents,
  writeDomainEvent,
  writeDomainEventOn,
} from '../../../adapters/persistence/PostgresDomainEvents.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

const database = useMigratedDatabase();

test('an event written in a transaction is read in order with its scope; a rolled-back one is not there', async () => {
  const orm = database.orm();
  const events = new PostgresDomainEvents(nativePool(orm));
  const first = await orm.em
    .fork()
    .transactional((em) => writeDomainEvent(em, { type: 'fair.changed', data: { fairId: 'f1', fairCode: 'A' } }));
  await expect(
    orm.em.fork().transactional(async (em) => {
      await writeDomainEvent(em, { type: 'fair.deleted', data: { fairId: 'f1', fairCode: 'A' } });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  const client = await (await nativePool(orm)()).connect();
  try {
    await client.query('begin');
    await writeDomainEventOn(client, { type: 'insurance.saved', data: { regiNr: '100101' } });
    await writeDomainEventOn(client, { type: 'webhook.test', data: {} });
    await client.query('commit');
  } finally {
    client.release();
  }

  const all = await events.after('0', 10, ['fairs:read', 'booths:read']);
  expect(all.map((event) => [event.type, event.scope, event.data])).toEqual([
    ['fair.changed', 'fairs:read', { fairId: 'f1', fairCode: 'A' }],
    ['insurance.saved', 'booths:read', { regiNr: '100101' }],
  ]);
  expect(all[0]?.id).toBe(first.id);
  expect(await events.after(first.seq, 10, ['fairs:read'])).toEqual([]);
  expect((await events.after('0', 1, ['booths:read'])).map((event) => event.type)).toEqual(['insurance.saved']);
  expect(await events.after('0', 10, [])).toEqual([]);
  await expect(events.purgeBefore(new Date(Date.now() + 60_000))).resolves.toBe(3);
  expect(await events.after('0', 10, ['fairs:read', 'booths:read'])).toEqual([]);
});

test('a second writer waits for the first one to commit, so seq order is commit order and no reader pages past a seq still in flight', async () => {
  const pool = await nativePool(database.orm())();
  const events = new PostgresDomainEvents(nativePool(database.orm()));
  const [first, second] = [await pool.connect(), await pool.connect()];
  try {
    await first.query('begin');
    await second.query('begin');
    const firstWritten = await writeDomainEventOn(first, { type: 'teaser.changed', data: { teaserId: 't1' } });
    const secondWriting = writeDomainEventOn(second, { type: 'teaser.changed', data: { teaserId: 't2' } });
    // The second writer is queued on the lock (a condition, not a sleep).
    for (;;) {
      const { rows } = await pool.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
      );
      if (rows[0]?.waiting === 1) break;
    }
    expect(await events.after('0', 10, ['fairs:read'])).toEqual([]);
    await first.query('commit');
    const secondWritten = await secondWriting;
    await second.query('commit');
    expect(BigInt(secondWritten.seq)).toBeGreaterThan(BigInt(firstWritten.seq));
    expect((await events.after('0', 10, ['fairs:read'])).map((event) => event.data)).toEqual([
      { teaserId: 't1' },
      { teaserId: 't2' },
    ]);
  } finally {
    first.release();
    second.release();
  }
});
