import type { AdminActor } from '../../application/admin/adminErrors.ts';
import {
  TRASH_DAYS,
  type AdminTrash,
  type TrashEntity,
  type TrashItem,
  type TrashPreview,
  type TrashRestoreResult,
} from '../../application/ports/AdminTrash.ts';

/** What a restore needs to exist still, as the port's refusal names it. */
type Needed = Extract<TrashRestoreResult, { reason: 'referenceMissing' }>['what'];

const keptAt = (item: TrashItem, now: Date): boolean => Date.parse(item.expiresAt) > now.getTime();

interface Kept {
  readonly item: TrashItem;
  /** The item's unique code (a fair's code, a booth service's ID), if it has one. */
  readonly code?: string;
  /** What the item refers to and must still exist for a restore. */
  readonly needs?: Needed;
}

/**
 * The trash in memory, with the repository's rules: an item is kept TRASH_DAYS days from its delete; a restore is
 * refused when it is not there or expired, when its code is in use by another item now (`codesInUse`) or when what
 * it refers to is gone meanwhile (`gone`). `restored` lists what came back.
 */
export class InMemoryAdminTrash implements AdminTrash {
  readonly codesInUse = new Set<string>();
  readonly gone = new Set<Needed>();
  readonly restored: Array<{ entity: TrashEntity; id: string; actor: AdminActor }> = [];
  readonly purged: Array<{ entity: TrashEntity; id: string; actor: AdminActor }> = [];
  private readonly kept: Kept[] = [];

  /** Puts an item into the trash as a delete at `deletedAt` does. */
  delete(
    entity: TrashEntity,
    id: string,
    label: string,
    deletedAt: string,
    extra: Pick<Kept, 'code' | 'needs'> = {},
  ): void {
    const expiresAt = new Date(Date.parse(deletedAt) + TRASH_DAYS * 86_400_000).toISOString();
    const item = { entity, id, label, deletedAt, deletedBy: 'manager', deletedByEmail: null, expiresAt };
    this.kept.push({ item, ...extra });
  }

  async list(now: Date, entity?: TrashEntity): Promise<TrashItem[]> {
    return this.kept
      .map((kept) => kept.item)
      .filter((item) => keptAt(item, now) && (entity === undefined || item.entity === entity))
      .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  }

  async restore(entity: TrashEntity, id: string, now: Date, actor: AdminActor): Promise<TrashRestoreResult> {
    const index = this.kept.findIndex(
      (kept) => kept.item.entity === entity && kept.item.id === id && keptAt(kept.item, now),
    );
    if (index < 0) return { ok: false, reason: 'missing' };
    const kept = this.kept[index];
    if (kept.code !== undefined && this.codesInUse.has(kept.code))
      return { ok: false, reason: 'codeTaken', code: kept.code };
    if (kept.needs !== undefined && this.gone.has(kept.needs))
      return { ok: false, reason: 'referenceMissing', what: kept.needs };
    this.kept.splice(index, 1);
    this.restored.push({ entity, id, actor });
    return { ok: true, item: kept.item };
  }

  async preview(entity: TrashEntity, id: string, now: Date): Promise<TrashPreview | undefined> {
    const kept = this.kept.find((candidate) => this.matches(candidate, entity, id, now));
    return kept && { item: kept.item, fields: [{ label: 'Name', value: kept.item.label }], related: [] };
  }

  async purge(entity: TrashEntity, id: string, now: Date, actor: AdminActor): Promise<TrashItem | undefined> {
    const index = this.kept.findIndex((candidate) => this.matches(candidate, entity, id, now));
    if (index < 0) return undefined;
    const [kept] = this.kept.splice(index, 1);
    this.purged.push({ entity, id, actor });
    return kept.item;
  }

  async empty(entities: readonly TrashEntity[], now: Date, actor: AdminActor): Promise<number> {
    const gone = this.kept.filter((kept) => entities.includes(kept.item.entity) && keptAt(kept.item, now));
    for (const kept of gone) await this.purge(kept.item.entity, kept.item.id, now, actor);
    return gone.length;
  }

  private matches(kept: Kept, entity: TrashEntity, id: string, now: Date): boolean {
    return kept.item.entity === entity && kept.item.id === id && keptAt(kept.item, now);
  }

  async purgeExpired(now: Date): Promise<number> {
    const before = this.kept.length;
    const alive = this.kept.filter((kept) => keptAt(kept.item, now));
    this.kept.splice(0, this.kept.length, ...alive);
    return before - alive.length;
  }
}
