import { randomUUID } from 'node:crypto';
import { LockMode, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../../application/admin/adminErrors.ts';
import {
  FAIR_WALL_LOGO_FIELDS,
  type AdminFairWall,
  type AdminFairWallEntryItem,
  type FairWallEntryValues,
  type FairWallWriteResult,
} from '../../../application/ports/AdminFairWall.ts';
import { logoChangeColumns, logoFieldUrls } from '../logoColumns.ts';
import { isUuid } from '../isUuid.ts';
import type { Orm } from '../orm.ts';
import { FairWallEntryEntity } from '../productDataEntities.ts';
import { adminWrite, updateVersioned } from './adminTransaction.ts';
import { TRASH_DAYS } from '../../../application/ports/AdminTrash.ts';
import { moveToTrash } from './trash.ts';

type WallRow = InferEntity<typeof FairWallEntryEntity>;

/** The audit trail's entity name of a wall entry. */
const AUDIT_ENTITY = 'fairWallEntry';

/** The columns of a save: texts and dates, and per logo its bytes and content type (kept logos are left out). */
function columnsOf(values: FairWallEntryValues): Record<string, unknown> {
  return {
    displayName: values.displayName,
    urlDe: values.urlDe,
    urlFr: values.urlFr,
    urlEn: values.urlEn,
    publishStart: values.publish.start,
    publishEnd: values.publish.end,
    updatedAt: new Date(),
    ...logoChangeColumns(
      Object.fromEntries(
        FAIR_WALL_LOGO_FIELDS.flatMap((field) => {
          const change = values.logos[field];
          if (change.kind === 'keep') return [];
          return [
            [field, change.kind === 'set' ? { data: change.image.bytes, contentType: change.image.contentType } : null],
          ];
        }),
      ),
    ),
  };
}

function toItem(row: WallRow): AdminFairWallEntryItem {
  return {
    _id: row.id,
    displayName: row.displayName,
    ...logoFieldUrls('fairwallentries', row),
    urlDe: row.urlDe ?? null,
    urlFr: row.urlFr ?? null,
    urlEn: row.urlEn ?? null,
    publish: { start: row.publishStart ?? null, end: row.publishEnd ?? null },
    version: row.version,
  };
}

/**
 * The wall of interesting fairs in PostgreSQL (fair_wall_entries; admin-back-office §3) for the back office.
 * Each write is one transaction with its audit row (adminWrite); an update locks the row, compares the
 * version and sets the next one, so of two managers saving the same version one wins and the other is told.
 */
export class MikroOrmAdminFairWall implements AdminFairWall {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async list(): Promise<AdminFairWallEntryItem[]> {
    const rows = await this.orm.em.fork().find(FairWallEntryEntity, {}, { orderBy: { displayName: 'asc', id: 'asc' } });
    return rows.map(toItem);
  }

  async get(id: string): Promise<AdminFairWallEntryItem | undefined> {
    return this.read(this.orm.em.fork(), id);
  }

  async create(actor: AdminActor, values: FairWallEntryValues): Promise<AdminFairWallEntryItem> {
    return adminWrite(this.orm, actor, async (tx) => {
      const id = randomUUID();
      await tx.em.insert(FairWallEntryEntity, {
        id,
        ...columnsOf(values),
        createdBy: actor.userId,
        changedBy: actor.userId,
      } as never);
      const item = (await this.read(tx.em, id))!;
      await tx.audit(AUDIT_ENTITY, id, 'create', undefined, item as unknown as Record<string, unknown>);
      return item;
    });
  }

  async update(
    actor: AdminActor,
    id: string,
    version: number,
    values: FairWallEntryValues,
  ): Promise<FairWallWriteResult> {
    if (!isUuid(id)) return { ok: false, error: 'missing' };
    return adminWrite(this.orm, actor, async (tx) => {
      // Locked, so that a racing save waits and then sees this one's version.
      const before = await this.read(tx.em, id, LockMode.PESSIMISTIC_WRITE);
      if (!before) return { ok: false, error: 'missing' } as const;
      if (before.version !== version) return { ok: false, error: 'stale', current: before } as const;
      if (!(await updateVersioned(tx, FairWallEntryEntity, id, version, columnsOf(values)))) {
        const current = await this.read(tx.em, id);
        return current ? ({ ok: false, error: 'stale', current } as const) : ({ ok: false, error: 'missing' } as const);
      }
      const after = (await this.read(tx.em, id))!;
      await tx.audit(
        AUDIT_ENTITY,
        id,
        'update',
        before as unknown as Record<string, unknown>,
        after as unknown as Record<string, unknown>,
      );
      return { ok: true, item: after } as const;
    });
  }

  async remove(
    actor: AdminActor,
    id: string,
    version?: number,
  ): Promise<{ ok: true } | Exclude<FairWallWriteResult, { ok: true }>> {
    if (!isUuid(id)) return { ok: false, error: 'missing' };
    return adminWrite(this.orm, actor, async (tx) => {
      const before = await this.read(tx.em, id, LockMode.PESSIMISTIC_WRITE);
      if (!before) return { ok: false, error: 'missing' } as const;
      if (version !== undefined && before.version !== version)
        return { ok: false, error: 'stale', current: before } as const;
      await moveToTrash(tx, 'fairWallEntry', id, TRASH_DAYS);
      await tx.em.nativeDelete(FairWallEntryEntity, { id });
      await tx.audit(AUDIT_ENTITY, id, 'delete', before as unknown as Record<string, unknown>, undefined);
      return { ok: true } as const;
    });
  }

  private async read(em: EntityManager, id: string, lockMode?: LockMode): Promise<AdminFairWallEntryItem | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await em.findOne(FairWallEntryEntity, { id }, { refresh: true, ...(lockMode ? { lockMode } : {}) });
    return row ? toItem(row) : undefined;
  }
}
