import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminPresenceService } from '../../../application/admin/AdminPresence.ts';
import { PostgresEditingPresence } from '../../../adapters/persistence/PostgresEditingPresence.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { PRESENCE_EXPIRY_SECONDS } from '../../../domain/admin/editingPresence.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

// beyond the spec (admin-back-office §4 forms): who else has a form open is the same in every process

describe('PostgresEditingPresence, as two processes on one database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: Orm;
  let second: Orm;
  const clock = { at: Date.parse('2026-12-02T10:00:00Z'), now: () => new Date(clock.at) };
  const marco = { id: 'demo-0005-manager', name: 'Marco Bernasconi' };
  const sabine = { id: 'demo-0007-managerin', name: 'Sabine Keller' };

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

  const processOn = (orm: Orm) =>
    new AdminPresenceService({ presence: new PostgresEditingPresence(nativePool(orm)), clock });

  it('shows one process the tab another announced, until it leaves or stops beating, and sweeps expired rows', async () => {
    const a = processOn(first);
    const b = processOn(second);
    await a.heartbeat('fair', 'f-pg', marco, 'tab-a');
    expect(await b.heartbeat('fair', 'f-pg', sabine, 'tab-b')).toEqual({
      others: [{ managerId: marco.id, name: marco.name }],
      selfElsewhere: false,
    });
    expect((await a.heartbeat('fair', 'f-pg', marco, 'tab-a2')).selfElsewhere).toBe(true);
    await a.leave('fair', 'f-pg', marco.id, 'tab-a2');

    await b.leave('fair', 'f-pg', sabine.id, 'tab-b');
    expect((await a.heartbeat('fair', 'f-pg', marco, 'tab-a')).others).toEqual([]);

    await b.heartbeat('fair', 'f-pg', sabine, 'tab-b');
    clock.at += PRESENCE_EXPIRY_SECONDS * 1000;
    expect(await a.heartbeat('fair', 'f-pg', marco, 'tab-a')).toEqual({ others: [], selfElsewhere: false });
    const pool = await nativePool(first)();
    const rows = await pool.query<{ manager_id: string }>(
      "select manager_id from admin_presence where item_id = 'f-pg'",
    );
    expect(rows.rows.map((row) => row.manager_id)).toEqual([marco.id]);
  });
});
