import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { postgresOidcAdapter } from '../../../adapters/identity/PostgresOidcAdapter.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// The development provider's state in PostgreSQL instead of one process's memory -- it survives a
// restart and two portal processes on one database share it (here: two adapters on two pools).

let database: { url: string; drop(): Promise<void> };
let orm: Orm;
const pools: pg.Pool[] = [];
let clock = Date.parse('2026-11-22T12:00:00Z');
const now = () => clock;

function processAdapter() {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pools.push(pool);
  return postgresOidcAdapter(async () => pool, now);
}

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url });
  await migrate(orm);
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await orm?.close(true);
  await database?.drop();
});

describe('PostgresOidcAdapter', () => {
  it('answers what another process wrote, by id, uid and user code, until it expires', async () => {
    const first = processAdapter();
    const second = processAdapter();
    await first('Interaction').upsert('interaction-1', { uid: 'uid-1', returnTo: '/auth' }, 60);
    await first('DeviceCode').upsert('device-1', { userCode: 'ABCD-EFGH', grantId: 'grant-1' }, 60);
    expect(await second('Interaction').find('interaction-1')).toEqual({ uid: 'uid-1', returnTo: '/auth' });
    expect(await second('Interaction').findByUid('uid-1')).toEqual({ uid: 'uid-1', returnTo: '/auth' });
    expect(await second('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({
      userCode: 'ABCD-EFGH',
      grantId: 'grant-1',
    });
    // Models are apart: the same id in another model is another thing.
    expect(await second('Session').find('interaction-1')).toBeUndefined();

    clock += 61_000;
    expect(await second('Interaction').find('interaction-1')).toBeUndefined();
  });

  it('marks a consumed code, destroys one, and revokes everything of a grant', async () => {
    const adapter = processAdapter();
    await adapter('AuthorizationCode').upsert('code-1', { grantId: 'grant-2', accountId: 'a' }, 60);
    await adapter('AccessToken').upsert('token-1', { grantId: 'grant-2' }, 3600);
    await adapter('AccessToken').upsert('token-2', { grantId: 'grant-3' }, 3600);
    await adapter('AuthorizationCode').consume('code-1');
    expect(await adapter('AuthorizationCode').find('code-1')).toEqual({
      grantId: 'grant-2',
      accountId: 'a',
      consumed: expect.any(Number),
    });
    await adapter('AccessToken').destroy('token-2');
    expect(await adapter('AccessToken').find('token-2')).toBeUndefined();
    await adapter('AccessToken').revokeByGrantId('grant-2');
    expect(await adapter('AuthorizationCode').find('code-1')).toBeUndefined();
    expect(await adapter('AccessToken').find('token-1')).toBeUndefined();
  });

  it('removes expired rows on a later write', async () => {
    const adapter = processAdapter();
    await adapter('Session').upsert('old-session', { accountId: 'x' }, 1);
    clock += 11 * 60 * 1000;
    await adapter('Session').upsert('new-session', { accountId: 'y' }, 3600);
    const remaining = async () =>
      (
        await pools[0].query<{ id: string }>('select id from oidc_state where model = $1 order by id', ['Session'])
      ).rows.map((row) => row.id);
    const until = Date.now() + 10_000;
    while ((await remaining()).includes('old-session') && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await remaining()).toEqual(['new-session']);
  });
});
