import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PortalActivity, SignIns } from '../../../application/ports/PortalActivity.ts';
import { writeBoothActionOn } from '../../../adapters/persistence/boothActions.ts';
import { PostgresPortalActivity } from '../../../adapters/persistence/PostgresPortalActivity.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { InMemoryPortalActivity } from '../../support/InMemoryPortalActivity.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// What the cockpit reads of the portal itself: the last action per booth and who ever signed in; the PostgreSQL
// adapter and the use-case tests' fake pass the same cases.

const T0 = new Date('2026-12-03T08:00:00.000Z');
const T1 = new Date('2026-12-03T09:30:00.000Z');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url });
  await migrate(orm);
});
afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

type Activity = PortalActivity & SignIns;
const adapters: Array<[string, () => Activity, (activity: Activity, regiNr: string, at: Date) => Promise<void>]> = [
  [
    'PostgresPortalActivity',
    () => new PostgresPortalActivity(nativePool(orm)),
    async (_activity, regiNr, at) => {
      const client = await (await nativePool(orm)()).connect();
      try {
        await writeBoothActionOn(client, {
          regiNr,
          fairId: 'f-1',
          fairCode: 'FAIR26',
          actorId: 'u-1',
          kind: 'insurance.saved',
          taskId: null,
          at,
        });
      } finally {
        client.release();
      }
    },
  ],
  [
    'InMemoryPortalActivity',
    () => new InMemoryPortalActivity(),
    async (activity, regiNr, at) => (activity as InMemoryPortalActivity).acted(regiNr, at),
  ],
];

describe.each(adapters)('%s', (name, make, act) => {
  const booth = (n: number) => `${name.slice(0, 3)}${n}`;

  it("answers each booth's latest action and leaves out booths without one", async () => {
    const activity = make();
    await act(activity, booth(1), T0);
    await act(activity, booth(1), T1);
    await act(activity, booth(2), T0);
    expect(await activity.lastActionsOf([booth(1), booth(2), booth(3)])).toEqual(
      new Map([
        [booth(1), T1],
        [booth(2), T0],
      ]),
    );
    expect(await activity.lastActionsOf([])).toEqual(new Map());
  });

  it('knows the addresses that signed in, in any case, and no other', async () => {
    const activity = make();
    const address = `Anna.${name}@Example.ch`;
    expect(await activity.signedInOf([address])).toEqual(new Set());
    await activity.record(`user-${name}`, address, T0);
    await activity.record(`user-${name}`, address, T1);
    expect(await activity.signedInOf([address.toUpperCase(), `other.${name}@example.ch`])).toEqual(
      new Set([address.toLowerCase()]),
    );
  });
});

describe('PostgresPortalActivity sign-ins', () => {
  const lastAt = async (userId: string) => {
    const { rows } = await (
      await nativePool(orm)()
    ).query<{ first_at: string; last_at: string }>(
      `select to_char(first_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as first_at,
              to_char(last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as last_at
       from sign_ins where user_id = $1`,
      [userId],
    );
    return rows[0];
  };

  it('writes the last sign-in once a day per process, and keeps the first', async () => {
    const activity = new PostgresPortalActivity(nativePool(orm));
    const nextDay = new Date('2026-12-04T07:00:00.000Z');
    await activity.record('user-daily', 'daily@example.ch', T0);
    await activity.record('user-daily', 'daily@example.ch', T1);
    expect(await lastAt('user-daily')).toEqual({ first_at: '2026-12-03T08:00', last_at: '2026-12-03T08:00' });
    await activity.record('user-daily', 'daily@example.ch', nextDay);
    expect(await lastAt('user-daily')).toEqual({ first_at: '2026-12-03T08:00', last_at: '2026-12-04T07:00' });
  });
});
