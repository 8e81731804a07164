import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminActor } from '../../../application/admin/adminErrors.ts';
import {
  isTrashEntity,
  type AdminTrash,
  type TrashEntity,
  type TrashItem,
  type TrashPreview,
  type TrashRestoreResult,
} from '../../../application/ports/AdminTrash.ts';
import type { Orm } from '../orm.ts';
import { adminWrite } from './adminTransaction.ts';
import { insertKeptRows, purgeExpiredIn, TRASH_TABLES, type TrashedRows } from './trash.ts';
import { trashPreviewOf } from './trashPreview.ts';

interface TrashRow {
  readonly entity: string;
  readonly entity_id: string;
  readonly label: string;
  readonly rows: TrashedRows[];
  readonly deleted_by: string;
  readonly deleted_at: Date | string;
  readonly expires_at: Date | string;
  readonly email: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function itemOf(row: TrashRow): TrashItem {
  return {
    entity: row.entity as TrashEntity,
    id: row.entity_id,
    label: row.label,
    deletedAt: iso(row.deleted_at),
    deletedBy: row.deleted_by,
    deletedByEmail: row.email,
    expiresAt: iso(row.expires_at),
  };
}

const SELECT = `select t.entity, t.entity_id, t.label, t.rows, t.deleted_by, t.deleted_at, t.expires_at, u.email
  from trash_items t left join users u on u.id = t.deleted_by`;

/**
 * The trash in PostgreSQL (table trash_items, filled by moveToTrash in each delete's transaction). Items past
 * their expiry are never listed nor restored. They are removed for good where the trash is touched -- each delete,
 * each listing, each restore -- rather than by a pg-boss schedule: the table grows only through deletes, which
 * purge as they add, so no schedule is needed to bound it, and it works the same in every process, also in one
 * started with REMINDERS=false that runs no jobs.
 */
export class MikroOrmAdminTrash implements AdminTrash {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async list(now: Date, entity?: TrashEntity): Promise<TrashItem[]> {
    const em = this.orm.em.fork();
    await purgeExpiredIn({ em }, now);
    const rows = await em
      .getConnection()
      .execute<TrashRow[]>(
        `${SELECT} where t.expires_at > ? ${entity ? 'and t.entity = ?' : ''} order by t.deleted_at desc, t.entity_id`,
        entity ? [now, entity] : [now],
      );
    return rows.filter((row) => isTrashEntity(row.entity)).map(itemOf);
  }

  async restore(entity: TrashEntity, id: string, now: Date, actor: AdminActor): Promise<TrashRestoreResult> {
    try {
      return await adminWrite(this.orm, actor, async (tx) => {
        const connection = tx.em.getConnection();
        await purgeExpiredIn(tx, now);
        const [row] = await connection.execute<TrashRow[]>(
          `${SELECT} where t.entity = ? and t.entity_id = ? and t.expires_at > ? for update of t`,
          [entity, id, now],
          'all',
          tx.em.getTransactionContext(),
        );
        if (!row) return { ok: false, reason: 'missing' } as const;
        const spec = TRASH_TABLES[entity];
        const item = row.rows[0]?.rows[0] ?? {};
        if (spec.unique) {
          const code = item[spec.unique.column];
          const taken = await connection.execute<unknown[]>(
            `select 1 from ${spec.table} where ${spec.unique.column} = ? limit 1`,
            [code],
            'all',
            tx.em.getTransactionContext(),
          );
          if (taken.length > 0) return { ok: false, reason: 'codeTaken', code: String(code) } as const;
        }
        if (entity === 'fair') {
          const series = await connection.execute<unknown[]>(
            'select 1 from fair_series where id = ?',
            [item.fair_series],
            'all',
            tx.em.getTransactionContext(),
          );
          if (series.length === 0) return { ok: false, reason: 'referenceMissing', what: 'fairSeries' } as const;
        }
        for (const kept of row.rows) await insertKeptRows(tx, kept);
        if (spec.afterRestore) await connection.execute(spec.afterRestore, [id], 'run', tx.em.getTransactionContext());
        await connection.execute(
          'delete from trash_items where entity = ? and entity_id = ?',
          [entity, id],
          'run',
          tx.em.getTransactionContext(),
        );
        // The entries of its history stay; the restore is one more (what came back is the delete entry's before).
        await tx.audit(entity, id, 'restore', null, null);
        return { ok: true, item: itemOf(row) } as const;
      });
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException)
        return { ok: false, reason: 'referenceMissing', what: 'processSteps' };
      if (error instanceof UniqueConstraintViolationException) return { ok: false, reason: 'codeTaken', code: id };
      throw error;
    }
  }

  async preview(entity: TrashEntity, id: string, now: Date): Promise<TrashPreview | undefined> {
    const [row] = await this.orm.em
      .fork()
      .getConnection()
      .execute<TrashRow[]>(`${SELECT} where t.entity = ? and t.entity_id = ? and t.expires_at > ?`, [entity, id, now]);
    return row ? trashPreviewOf(itemOf(row), row.rows) : undefined;
  }

  async purge(entity: TrashEntity, id: string, now: Date, actor: AdminActor): Promise<TrashItem | undefined> {
    const [item] = await this.remove([entity], now, actor, id);
    return item;
  }

  async empty(entities: readonly TrashEntity[], now: Date, actor: AdminActor): Promise<number> {
    return (await this.remove(entities, now, actor)).length;
  }

  /** Removes for good, in one transaction, each with its audit entry: one item, or all of the kinds given. */
  private async remove(
    entities: readonly TrashEntity[],
    now: Date,
    actor: AdminActor,
    id?: string,
  ): Promise<TrashItem[]> {
    if (entities.length === 0) return [];
    return adminWrite(this.orm, actor, async (tx) => {
      await purgeExpiredIn(tx, now);
      const removed = await tx.em.getConnection().execute<TrashRow[]>(
        `with gone as (delete from trash_items where entity in (select jsonb_array_elements_text(?::jsonb)) ${id === undefined ? '' : 'and entity_id = ?'}
           returning *)
         select g.entity, g.entity_id, g.label, '[]'::jsonb as rows, g.deleted_by, g.deleted_at, g.expires_at, u.email
           from gone g left join users u on u.id = g.deleted_by`,
        id === undefined ? [JSON.stringify(entities)] : [JSON.stringify(entities), id],
        'all',
        tx.em.getTransactionContext(),
      );
      const items = removed.filter((row) => isTrashEntity(row.entity)).map(itemOf);
      for (const item of items) await tx.audit(item.entity, item.id, 'purge', null, null);
      return items;
    });
  }

  async purgeExpired(now: Date): Promise<number> {
    return purgeExpiredIn({ em: this.orm.em.fork() }, now);
  }
}
