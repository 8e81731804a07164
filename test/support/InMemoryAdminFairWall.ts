import type { AdminActor } from '../../application/admin/adminErrors.ts';
import {
  FAIR_WALL_LOGO_FIELDS,
  type AdminFairWall,
  type AdminFairWallEntryItem,
  type FairWallEntryValues,
  type FairWallWriteResult,
} from '../../application/ports/AdminFairWall.ts';

/**
 * The fair wall's entries in memory, as the repository keeps them: logos as the addresses they are served from (a
 * set logo gets one, a removed one is null, a kept one stays), the version compared on update and delete.
 */
export class InMemoryAdminFairWall implements AdminFairWall {
  readonly entries = new Map<string, AdminFairWallEntryItem>();
  writes = 0;
  private next = 0;

  async list(): Promise<AdminFairWallEntryItem[]> {
    return [...this.entries.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
  }

  async get(id: string): Promise<AdminFairWallEntryItem | undefined> {
    return this.entries.get(id);
  }

  async create(_actor: AdminActor, values: FairWallEntryValues): Promise<AdminFairWallEntryItem> {
    const id = `wall-${++this.next}`;
    return this.store(id, values, undefined);
  }

  async update(
    _actor: AdminActor,
    id: string,
    version: number,
    values: FairWallEntryValues,
  ): Promise<FairWallWriteResult> {
    const before = this.entries.get(id);
    if (!before) return { ok: false, error: 'missing' };
    if (before.version !== version) return { ok: false, error: 'stale', current: before };
    return { ok: true, item: this.store(id, values, before) };
  }

  async remove(_actor: AdminActor, id: string, version?: number) {
    const before = this.entries.get(id);
    if (!before) return { ok: false, error: 'missing' } as const;
    if (version !== undefined && before.version !== version)
      return { ok: false, error: 'stale', current: before } as const;
    this.entries.delete(id);
    this.writes += 1;
    return { ok: true } as const;
  }

  private store(id: string, values: FairWallEntryValues, before: AdminFairWallEntryItem | undefined) {
    const { logos, ...fields } = values;
    const logo = (field: (typeof FAIR_WALL_LOGO_FIELDS)[number]) => {
      const change = logos[field];
      if (change.kind === 'set') return `/api/images/fairwallentry/${id}/${field}`;
      return change.kind === 'remove' ? null : (before?.[field] ?? null);
    };
    const item: AdminFairWallEntryItem = {
      ...fields,
      _id: id,
      logoDe: logo('logoDe'),
      logoFr: logo('logoFr'),
      logoEn: logo('logoEn'),
      version: (before?.version ?? 0) + 1,
    };
    this.entries.set(id, item);
    this.writes += 1;
    return item;
  }
}
