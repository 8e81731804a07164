import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminActor } from '../../../application/admin/adminErrors.ts';
import type { CoreDataItem, CoreDataKind } from '../../../application/ports/AdminCoreData.ts';
import type { CoreDataImports, ImportWrite, ImportWriteResult } from '../../../application/ports/CoreDataImports.ts';
import type { ImportKind } from '../../../domain/admin/index.ts';
import type { Orm } from '../orm.ts';
import { adminWrite, updateVersioned, type AdminTransaction } from './adminTransaction.ts';
import { tableOf } from './coreDataTables.ts';

/** Thrown inside the transaction to roll every write of the import back; answered as `stale`. */
class ImportMoved extends Error {}

/** The item as the audit trail keeps it: its wire fields, without the derived isUsed (as the manual save). */
function audited(item: CoreDataItem<CoreDataKind>): Record<string, unknown> {
  const { isUsed: _isUsed, ...fields } = item as CoreDataItem<CoreDataKind> & { isUsed?: boolean };
  return { ...fields };
}

/**
 * An import's writes in one transaction (adminWrite): each update locks its row and compares the version the plan
 * was made on, each create checks the unique ID; every write gets the audit row of a manual save with the import's
 * note and, through it, its domain event, which also moves the kept lists' revision (KeptCoreDataLists). Any
 * mismatch rolls all of it back.
 */
export class MikroOrmCoreDataImports implements CoreDataImports {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async apply<K extends ImportKind>(
    kind: K,
    actor: AdminActor,
    writes: readonly ImportWrite<K>[],
    note: string,
  ): Promise<ImportWriteResult> {
    try {
      await adminWrite(this.orm, actor, async (tx) => {
        for (const write of writes)
          if ('id' in write) await this.update(tx, kind, write.id, write.version, write, note);
          else await this.create(tx, kind, write, note);
      });
      return { ok: true };
    } catch (error) {
      if (error instanceof ImportMoved || error instanceof UniqueConstraintViolationException)
        return { ok: false, error: 'stale' };
      throw error;
    }
  }

  private async read<K extends ImportKind>(tx: AdminTransaction, kind: K, id: string, lock?: LockMode) {
    const table = tableOf(kind);
    const row = await tx.em.findOne(table.entity, { id }, { refresh: true, ...(lock ? { lockMode: lock } : {}) });
    return row ? table.item(row, false) : undefined;
  }

  private async update<K extends ImportKind>(
    tx: AdminTransaction,
    kind: K,
    id: string,
    version: number,
    write: ImportWrite<K>,
    note: string,
  ): Promise<void> {
    const table = tableOf(kind);
    if (!table.validId(id)) throw new ImportMoved();
    const before = await this.read(tx, kind, id, LockMode.PESSIMISTIC_WRITE);
    if (!before || before.version !== version) throw new ImportMoved();
    if (!(await updateVersioned(tx, table.entity, id, version, table.columns(write.values)))) throw new ImportMoved();
    const after = (await this.read(tx, kind, id))!;
    await tx.audit(kind, id, 'update', audited(before), audited(after), note);
  }

  private async create<K extends ImportKind>(
    tx: AdminTransaction,
    kind: K,
    write: ImportWrite<K>,
    note: string,
  ): Promise<void> {
    const table = tableOf(kind);
    // Another manager created the same ID since the dry run: the plan would now change it, not add it.
    if (
      table.unique &&
      (await tx.em.count(table.entity, { [table.unique.property]: table.unique.value(write.values) })) > 0
    )
      throw new ImportMoved();
    const id = table.newId();
    await tx.em.insert(table.entity, {
      id,
      ...table.columns(write.values),
      createdBy: tx.actor.userId,
      changedBy: tx.actor.userId,
    });
    await tx.audit(kind, id, 'create', undefined, audited((await this.read(tx, kind, id))!), note);
  }
}
