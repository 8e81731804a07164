import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor, ItemUse } from '../../../application/admin/adminErrors.ts';
import type {
  AdminCoreData,
  CoreDataDeleteResult,
  CoreDataItem,
  CoreDataKind,
  CoreDataValues,
  CoreDataWriteResult,
  UsageKind,
} from '../../../application/ports/AdminCoreData.ts';
import type { Orm } from '../orm.ts';
import { adminWrite, updateVersioned } from './adminTransaction.ts';
import { USED_BY, USED_IDS, tableOf } from './coreDataTables.ts';
import { TRASH_DAYS } from '../../../application/ports/AdminTrash.ts';
import { moveToTrash } from './trash.ts';

type Row = Record<string, unknown>;

/** The item as the audit trail keeps it: its wire fields, without the derived isUsed. */
function audited(item: CoreDataItem<CoreDataKind> | undefined): Row | undefined {
  if (!item) return undefined;
  const { isUsed: _isUsed, ...fields } = item as CoreDataItem<CoreDataKind> & { isUsed?: boolean };
  return { ...fields };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: string })?.code === '23505';
}

/**
 * The master data in PostgreSQL (fair model tables; admin-back-office §3). Each write is one transaction
 * with its audit row (adminWrite); an update locks the row, compares the version and sets the next one.
 */
export class MikroOrmAdminCoreData implements AdminCoreData {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async list<K extends CoreDataKind>(kind: K): Promise<CoreDataItem<K>[]> {
    const table = tableOf(kind);
    const em = this.orm.em.fork();
    const [rows, used] = await Promise.all([
      em.find(table.entity, {}, { orderBy: table.orderBy }),
      this.usedSet(em, table.usage),
    ]);
    return rows.map((row) => table.item(row, used.has(row.id)));
  }

  async get<K extends CoreDataKind>(kind: K, id: string): Promise<CoreDataItem<K> | undefined> {
    return this.read(this.orm.em.fork(), kind, id);
  }

  async usedIds(kind: UsageKind): Promise<string[]> {
    return [...(await this.usedSet(this.orm.em.fork(), kind))].sort();
  }

  async usage(kind: UsageKind, id: string): Promise<ItemUse[]> {
    return this.usersOf(this.orm.em.fork(), kind, id);
  }

  async create<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    values: CoreDataValues[K],
  ): Promise<CoreDataWriteResult<K>> {
    const table = tableOf(kind);
    try {
      return await adminWrite(this.orm, actor, async (tx) => {
        if (
          table.unique &&
          (await tx.em.count(table.entity, { [table.unique.property]: table.unique.value(values) })) > 0
        )
          return { ok: false, error: 'idTaken' } as const;
        const id = table.newId();
        await tx.em.insert(table.entity, {
          id,
          ...table.columns(values),
          createdBy: actor.userId,
          changedBy: actor.userId,
        });
        const item = (await this.read(tx.em, kind, id))!;
        await tx.audit(kind, id, 'create', undefined, audited(item));
        return { ok: true, item } as const;
      });
    } catch (error) {
      // Two managers creating the same ID at once: the second finds it taken.
      if (table.unique && isUniqueViolation(error)) return { ok: false, error: 'idTaken' };
      throw error;
    }
  }

  async update<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    id: string,
    version: number,
    values: CoreDataValues[K],
    note?: string,
  ): Promise<CoreDataWriteResult<K>> {
    const table = tableOf(kind);
    if (!table.validId(id)) return { ok: false, error: 'missing' };
    try {
      return await adminWrite(this.orm, actor, async (tx) => {
        // The row locked, so that a racing write waits and then sees this one's version.
        const before = await this.read(tx.em, kind, id, LockMode.PESSIMISTIC_WRITE);
        if (!before) return { ok: false, error: 'missing' } as const;
        if (before.version !== version) return { ok: false, error: 'stale', current: before } as const;
        if (table.unique) {
          const taken = await tx.em.count(table.entity, {
            [table.unique.property]: table.unique.value(values),
            id: { $ne: id },
          });
          if (taken > 0) return { ok: false, error: 'idTaken' } as const;
        }
        if (!(await updateVersioned(tx, table.entity, id, version, table.columns(values)))) {
          const current = await this.read(tx.em, kind, id);
          return current
            ? ({ ok: false, error: 'stale', current } as const)
            : ({ ok: false, error: 'missing' } as const);
        }
        const after = (await this.read(tx.em, kind, id))!;
        await tx.audit(kind, id, 'update', audited(before), audited(after), note);
        return { ok: true, item: after } as const;
      });
    } catch (error) {
      if (table.unique && isUniqueViolation(error)) return { ok: false, error: 'idTaken' };
      throw error;
    }
  }

  async remove(kind: CoreDataKind, actor: AdminActor, id: string, version?: number): Promise<CoreDataDeleteResult> {
    const table = tableOf(kind);
    if (!table.validId(id)) return { ok: false, error: 'missing' };
    return adminWrite(this.orm, actor, async (tx) => {
      // Locked first: a fair saved meanwhile that refers to it waits (foreign key) and then fails, or is seen here.
      const before = await this.read(tx.em, kind, id, LockMode.PESSIMISTIC_WRITE);
      if (!before) return { ok: false, error: 'missing' } as const;
      if (version !== undefined && before.version !== version)
        return { ok: false, error: 'stale', current: before } as const;
      if ((before as { isUsed?: boolean }).isUsed)
        return { ok: false, error: 'inUse', usedBy: await this.usersOf(tx.em, table.usage!, id) } as const;
      await moveToTrash(tx, kind, id, TRASH_DAYS);
      await tx.em.nativeDelete(table.entity, { id });
      await tx.audit(kind, id, 'delete', audited(before), undefined);
      return { ok: true } as const;
    });
  }

  private async read<K extends CoreDataKind>(
    em: EntityManager,
    kind: K,
    id: string,
    lockMode?: LockMode,
  ): Promise<CoreDataItem<K> | undefined> {
    const table = tableOf(kind);
    if (!table.validId(id)) return undefined;
    const row = await em.findOne(table.entity, { id }, { refresh: true, ...(lockMode ? { lockMode } : {}) });
    if (!row) return undefined;
    return table.item(row, table.usage ? await this.isUsed(em, table.usage, id) : false);
  }

  private async isUsed(em: EntityManager, kind: UsageKind, id: string): Promise<boolean> {
    // In the caller's transaction, if any (a delete checks under its lock).
    const rows = await em
      .getConnection()
      .execute<{ used: boolean }[]>(
        `select exists (select 1 from (${USED_IDS[kind]}) u where u.id = ?) as used`,
        [id],
        'all',
        em.getTransactionContext(),
      );
    return rows[0]?.used === true;
  }

  private async usersOf(em: EntityManager, kind: UsageKind, id: string): Promise<ItemUse[]> {
    if (!tableOf(kind).validId(id)) return [];
    const rows = await em
      .getConnection()
      .execute<ItemUse[]>(USED_BY[kind], kind === 'fairSeries' ? [id, id] : [id], 'all', em.getTransactionContext());
    return rows.map((row) => ({ kind: row.kind, id: row.id, name: row.name }));
  }

  private async usedSet(em: EntityManager, kind: UsageKind | undefined): Promise<Set<string>> {
    if (!kind) return new Set();
    const rows = await em.getConnection().execute<{ id: string }[]>(USED_IDS[kind]);
    return new Set(rows.map((row) => row.id));
  }
}
