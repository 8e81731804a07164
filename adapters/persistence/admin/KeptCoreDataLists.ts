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

interface KeptList {
  readonly revision: string;
  readonly items: Promise<readonly CoreDataItem<CoreDataKind>[]>;
}

/**
 * The highest event number committed. Every admin write that changes a master-data item or a fair (and with the
 * fair, what its items are used by) writes its domain event in its own transaction, and event numbers are handed
 * out in commit order (PostgresDomainEvents' order lock): while this number stands still, no such write has
 * committed, in any process. An index lookup, also with a million events.
 */
export async function latestEventNumber(orm: Orm): Promise<string> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ seq: string | null }[]>('select max(seq)::text as seq from domain_events');
  return rows[0]?.seq ?? '0';
}

/**
 * Keeps each master-data list with the event number read before it was loaded, and loads it again only when that
 * number has moved. A back-office list page of 10,000 items then costs one index lookup instead of reading and
 * mapping every row with its usage; a list read while a write commits is kept under the older number, so the next
 * request loads it again. Requests that find the same number share one load. Reads of one item and every write go
 * straight through: they are few, and must see the row as it is.
 */
export class KeptCoreDataLists implements AdminCoreData {
  readonly #inner: AdminCoreData;
  readonly #revision: () => Promise<string>;
  readonly #kept = new Map<CoreDataKind, KeptList>();

  constructor(inner: AdminCoreData, revision: () => Promise<string>) {
    this.#inner = inner;
    this.#revision = revision;
  }

  async list<K extends CoreDataKind>(kind: K): Promise<CoreDataItem<K>[]> {
    const revision = await this.#revision();
    let kept = this.#kept.get(kind);
    if (kept?.revision !== revision) {
      const items = this.#inner.list(kind);
      kept = { revision, items };
      this.#kept.set(kind, kept);
      // A failed load is not kept: the next request tries again.
      items.catch(() => {
        if (this.#kept.get(kind) === kept) this.#kept.delete(kind);
      });
    }
    // A copy, so that a caller sorting or cutting its array leaves the kept one as it is.
    return [...((await kept.items) as readonly CoreDataItem<K>[])];
  }

  get<K extends CoreDataKind>(kind: K, id: string): Promise<CoreDataItem<K> | undefined> {
    return this.#inner.get(kind, id);
  }

  usedIds(kind: UsageKind): Promise<string[]> {
    return this.#inner.usedIds(kind);
  }

  usage(kind: UsageKind, id: string): Promise<ItemUse[]> {
    return this.#inner.usage(kind, id);
  }

  create<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    values: CoreDataValues[K],
  ): Promise<CoreDataWriteResult<K>> {
    return this.#inner.create(kind, actor, values);
  }

  update<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    id: string,
    version: number,
    values: CoreDataValues[K],
    note?: string,
  ): Promise<CoreDataWriteResult<K>> {
    return this.#inner.update(kind, actor, id, version, values, note);
  }

  remove(kind: CoreDataKind, actor: AdminActor, id: string, version?: number): Promise<CoreDataDeleteResult> {
    return this.#inner.remove(kind, actor, id, version);
  }
}
