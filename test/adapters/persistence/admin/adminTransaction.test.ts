import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminStaleVersion } from '../../../../application/admin/adminErrors.ts';
import { adminWrite, updateVersioned } from '../../../../adapters/persistence/admin/adminTransaction.ts';
import { MikroOrmAdminAudit } from '../../../../adapters/persistence/admin/MikroOrmAdminAudit.ts';
import { FairSeriesEntity } from '../../../../adapters/persistence/entities.ts';
import { createOrm, migrate, type Orm } from '../../../../adapters/persistence/orm.ts';
import { createTestDatabase, queryRows } from '../../../support/testDatabase.ts';

// One transaction per admin write, audit rows in it, versions compared in SQL

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
const manager = { userId: 'demo-0005-manager' };

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url });
  await migrate(orm);
});

afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

const seriesRow = (id: string) =>
  queryRows<{ title_de: string; version: number; changed_by: string | null }>(
    database.url,
    'select title_de, version, changed_by from fair_series where id = $1',
    [id],
  );
const auditRows = (id: string) =>
  queryRows<{ action: string }>(database.url, 'select action from audit_entries where entity_id = $1', [id]);

describe('adminWrite', () => {
  it('writes the item and its audit row together, readable newest first with the actor', async () => {
    await adminWrite(orm, manager, async (tx) => {
      tx.em.create(FairSeriesEntity, {
        id: 'R-T1',
        titleDe: 'Eins',
        titleFr: 'Un',
        titleEn: 'One',
        createdBy: manager.userId,
        changedBy: manager.userId,
      });
      await tx.audit('fairSeries', 'R-T1', 'create', undefined, { titleDe: 'Eins', titleFr: 'Un', titleEn: 'One' });
    });
    await adminWrite(orm, manager, async (tx) => {
      expect(await updateVersioned(tx, FairSeriesEntity, 'R-T1', 1, { titleDe: 'Zwei' })).toBe(true);
      await tx.audit('fairSeries', 'R-T1', 'update', { titleDe: 'Eins' }, { titleDe: 'Zwei' });
    });
    expect(await seriesRow('R-T1')).toEqual([{ title_de: 'Zwei', version: 2, changed_by: manager.userId }]);
    const entries = await new MikroOrmAdminAudit(orm).entriesOf('fairSeries', 'R-T1', 10);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      actor: manager.userId,
      changes: [{ field: 'titleDe', before: 'Eins', after: 'Zwei' }],
    });
  });

  it('writes nothing, audit row neither, when the work throws', async () => {
    await expect(
      adminWrite(orm, manager, async (tx) => {
        tx.em.create(FairSeriesEntity, { id: 'R-T2', titleDe: 'a', titleFr: 'b', titleEn: 'c' });
        await tx.audit('fairSeries', 'R-T2', 'create', undefined, { titleDe: 'a' });
        await tx.em.flush();
        throw new AdminStaleVersion(null);
      }),
    ).rejects.toBeInstanceOf(AdminStaleVersion);
    expect(await seriesRow('R-T2')).toEqual([]);
    expect(await auditRows('R-T2')).toEqual([]);
  });

  it('leaves no audit row for an update that changed nothing', async () => {
    await adminWrite(orm, manager, (tx) =>
      tx.audit('fairSeries', 'R-T3', 'update', { titleDe: 'x' }, { titleDe: 'x' }),
    );
    expect(await auditRows('R-T3')).toEqual([]);
  });

  it('lets exactly one of two racing updates with the same version win', async () => {
    await adminWrite(orm, manager, async (tx) => {
      tx.em.create(FairSeriesEntity, { id: 'R-T4', titleDe: 'a', titleFr: 'b', titleEn: 'c' });
    });
    const results = await Promise.all(
      ['A', 'B'].map((title) =>
        adminWrite(orm, manager, (tx) => updateVersioned(tx, FairSeriesEntity, 'R-T4', 1, { titleDe: title })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await seriesRow('R-T4'))[0].version).toBe(2);
  });
});
