import type { AdminActor, ItemUse } from '../../application/admin/adminErrors.ts';
import type {
  AdminCoreData,
  CoreDataDeleteResult,
  CoreDataItem,
  CoreDataKind,
  CoreDataValues,
  CoreDataWriteResult,
  UsageKind,
} from '../../application/ports/AdminCoreData.ts';
import { NEW_ENTRY_ORDER } from '../../domain/admin/index.ts';
import type { InMemoryAdminAudit } from './InMemoryAdminAudit.ts';

type AnyItem = CoreDataItem<CoreDataKind> & Record<string, unknown>;

/** The kinds whose `id` field is unique (the key the booking system knows). */
const UNIQUE_ID: ReadonlySet<CoreDataKind> = new Set(['boothService', 'blacklistEntry']);
const HAS_USAGE: ReadonlySet<CoreDataKind> = new Set(['taskDefinition', 'taskTitle', 'boothService', 'fairSeries']);
/** The kinds with an order; an item stored without one has the column's default, the domain's last place. */
const HAS_ORDER: ReadonlySet<CoreDataKind> = new Set(['taskDefinition', 'headerDefinition']);

/**
 * The master data in memory, as the repository keeps it: new items get `<kind>-<n>` and version 1, an update is a
 * compare-and-set on the version, a unique ID field is refused when another item has it, an item marked used
 * (`use`) has isUsed and cannot be deleted. Each write is recorded in the audit trail when given one.
 */
export class InMemoryAdminCoreData implements AdminCoreData {
  private readonly items = new Map<CoreDataKind, Map<string, AnyItem>>();
  private readonly used = new Set<string>();
  private readonly users = new Map<string, ItemUse[]>();
  private next = 0;
  private readonly audit: InMemoryAdminAudit | undefined;

  constructor(audit?: InMemoryAdminAudit) {
    this.audit = audit;
  }

  /** Marks an item as used in a fair (the repository derives it from the fairs' tasks). */
  use(kind: UsageKind, id: string, by?: ItemUse): void {
    this.used.add(`${kind}/${id}`);
    if (by) this.users.set(`${kind}/${id}`, [...(this.users.get(`${kind}/${id}`) ?? []), by]);
  }

  async usage(kind: UsageKind, id: string): Promise<ItemUse[]> {
    return [...(this.users.get(`${kind}/${id}`) ?? [])];
  }

  async list<K extends CoreDataKind>(kind: K): Promise<CoreDataItem<K>[]> {
    return [...this.of(kind).values()].map((item) => this.withUsage(kind, item));
  }

  async get<K extends CoreDataKind>(kind: K, id: string): Promise<CoreDataItem<K> | undefined> {
    const item = this.of(kind).get(id);
    return item && this.withUsage(kind, item);
  }

  async usedIds(kind: UsageKind): Promise<string[]> {
    return [...this.of(kind).keys()].filter((id) => this.used.has(`${kind}/${id}`));
  }

  async create<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    values: CoreDataValues[K],
  ): Promise<CoreDataWriteResult<K>> {
    if (this.idTaken(kind, values, undefined)) return { ok: false, error: 'idTaken' };
    const id = `${kind}-${++this.next}`;
    const item = { ...values, _id: id, version: 1 } as unknown as AnyItem;
    this.of(kind).set(id, item);
    this.audit?.record(kind, id, 'create', actor, undefined, item);
    return { ok: true, item: this.withUsage(kind, item) };
  }

  async update<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    id: string,
    version: number,
    values: CoreDataValues[K],
    note?: string,
  ): Promise<CoreDataWriteResult<K>> {
    const before = this.of(kind).get(id);
    if (!before) return { ok: false, error: 'missing' };
    if (before.version !== version) return { ok: false, error: 'stale', current: this.withUsage(kind, before) };
    if (this.idTaken(kind, values, id)) return { ok: false, error: 'idTaken' };
    const item = { ...before, ...values, version: version + 1 } as AnyItem;
    this.of(kind).set(id, item);
    this.audit?.record(kind, id, 'update', actor, before, item, note);
    return { ok: true, item: this.withUsage(kind, item) };
  }

  async remove(kind: CoreDataKind, actor: AdminActor, id: string, version?: number): Promise<CoreDataDeleteResult> {
    const before = this.of(kind).get(id);
    if (!before) return { ok: false, error: 'missing' };
    if (version !== undefined && before.version !== version)
      return { ok: false, error: 'stale', current: this.withUsage(kind, before) };
    if (this.used.has(`${kind}/${id}`))
      return { ok: false, error: 'inUse', usedBy: [...(this.users.get(`${kind}/${id}`) ?? [])] };
    this.of(kind).delete(id);
    this.audit?.record(kind, id, 'delete', actor, before, undefined);
    return { ok: true };
  }

  private of(kind: CoreDataKind): Map<string, AnyItem> {
    let items = this.items.get(kind);
    if (!items) this.items.set(kind, (items = new Map()));
    return items;
  }

  private withUsage<K extends CoreDataKind>(kind: K, item: AnyItem): CoreDataItem<K> {
    const order = HAS_ORDER.has(kind) && item.order === undefined ? { order: NEW_ENTRY_ORDER } : {};
    const usage = HAS_USAGE.has(kind) ? { isUsed: this.used.has(`${kind}/${item._id}`) } : {};
    return { ...item, ...order, ...usage } as unknown as CoreDataItem<K>;
  }

  private idTaken(kind: CoreDataKind, values: object, exceptId: string | undefined): boolean {
    const key = (values as { id?: string }).id;
    return (
      UNIQUE_ID.has(kind) &&
      [...this.of(kind).values()].some((item) => item._id !== exceptId && (item as { id?: string }).id === key)
    );
  }
}
