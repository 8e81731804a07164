import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminNotFound, AdminStaleVersion, type AdminActor } from '../../../application/admin/adminErrors.ts';
import type {
  AdminTeaserFields,
  AdminTeasers,
  AdminTeaserSummary,
  AdminTeaserWrite,
  OverlapCheck,
  StoredAdminTeaser,
  TeaserToStore,
} from '../../../application/ports/AdminTeasers.ts';
import {
  TEASER_IMAGE_FIELDS,
  TEASER_TEXT_FIELDS,
  teaserTypeName,
  type OverlapCheckedTeaser,
  type TeaserImageField,
} from '../../../domain/admin/index.ts';
import { teaserColumns, teaserJsonListColumn } from '../teaserColumns.ts';
import { imageUrl } from '../imageColumns.ts';
import { FairEntity, FairSeriesEntity } from '../entities.ts';
import { isUuid } from '../isUuid.ts';
import type { Orm } from '../orm.ts';
import { TeaserEntity, TeaserImageEntity } from '../productDataEntities.ts';
import { adminWrite, updateVersioned, type AdminTransaction } from './adminTransaction.ts';
import { TRASH_DAYS } from '../../../application/ports/AdminTrash.ts';
import { moveToTrash } from './trash.ts';

type TeaserRow = InferEntity<typeof TeaserEntity>;

/** The audit trail's name of a teaser. */
const AUDIT_ENTITY = 'teaser';
/** Every column of a teaser but its JSON lists and texts: what the overview and the overlap check read. */
const SUMMARY_FIELDS = [
  'id',
  'version',
  'type',
  'internalName',
  'publishedStart',
  'publishedEnd',
  'fairSeries',
  'fair',
] as const;

/**
 * The back office's teasers in PostgreSQL (admin-back-office §3 Teaser): the teasers row (a column per field)
 * and its images in teaser_images (bytes and content type per field), written in one transaction (adminWrite)
 * with the version compare-and-set and the audit entry.
 */
export class MikroOrmAdminTeasers implements AdminTeasers {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async list(): Promise<AdminTeaserSummary[]> {
    const rows = await this.fork().find(
      TeaserEntity,
      {},
      { fields: [...SUMMARY_FIELDS], orderBy: { internalName: 'asc', id: 'asc' } },
    );
    return rows.map((row) => ({
      _id: row.id,
      version: row.version,
      type: row.type,
      typeName: teaserTypeName(row.type),
      internalName: row.internalName,
      published: publishedOf(row),
      fairSeries: row.fairSeries ?? null,
      fair: row.fair ?? null,
    }));
  }

  async byId(id: string): Promise<StoredAdminTeaser | undefined> {
    return storedIn(this.fork(), id);
  }

  async referencesExist(
    fairSeries: string | null,
    fair: string | null,
  ): Promise<{ fairSeries: boolean; fair: boolean }> {
    const em = this.fork();
    const [series, fairs] = await Promise.all([
      fairSeries === null ? 1 : em.count(FairSeriesEntity, { id: fairSeries }),
      fair === null ? 1 : em.count(FairEntity, { idCode: fair }),
    ]);
    return { fairSeries: series > 0, fair: fairs > 0 };
  }

  async ofTypeAndSeries(type: number, fairSeries: string): Promise<OverlapCheckedTeaser[]> {
    return overlapCandidates(this.fork(), type, fairSeries, undefined);
  }

  async save(
    teaser: TeaserToStore,
    write: AdminTeaserWrite,
    actor: AdminActor,
    checkOverlap: OverlapCheck,
  ): Promise<StoredAdminTeaser> {
    return adminWrite(this.orm, actor, async (tx) => {
      const em = tx.em;
      const before = write.id === undefined ? undefined : await auditedIn(em, write.id);
      if (write.id !== undefined && !before) throw new AdminNotFound('Teaser');
      const id = write.id ?? randomUUID();
      const values = { ...columnsOf(teaser.fields), updatedAt: new Date() };
      if (write.id === undefined) {
        const now = new Date();
        await em.insert(TeaserEntity, {
          id,
          ...values,
          version: 1,
          createdBy: actor.userId,
          changedBy: actor.userId,
          createdAt: now,
          changedAt: now,
        });
      } else if (!(await updateVersioned(tx, TeaserEntity, id, write.expectedVersion ?? -1, values))) {
        await throwStaleOrMissing(em, id);
      }
      const { type, fairSeries } = teaser.fields;
      if (fairSeries) {
        // Saves of one type and series wait for each other, so two overlapping teasers cannot both pass the check.
        await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`teaser-overlap:${type}:${fairSeries}`]);
        checkOverlap(await overlapCandidates(em, type, fairSeries, id));
      }
      await writeImages(tx, id, teaser);
      const after = await auditedIn(em, id);
      await tx.audit(AUDIT_ENTITY, id, before ? 'update' : 'create', before ?? null, after, write.note);
      return (await storedIn(em, id))!;
    });
  }

  async delete(id: string, expectedVersion: number | undefined, actor: AdminActor): Promise<boolean> {
    return adminWrite(this.orm, actor, async (tx) => {
      const before = await auditedIn(tx.em, id);
      if (!before) return false;
      // Its images go with it (on delete cascade), and with it into the trash.
      await moveToTrash(tx, 'teaser', id, TRASH_DAYS);
      const deleted = await tx.em.nativeDelete(TeaserEntity, {
        id,
        version: expectedVersion ?? (before.version as number),
      });
      if (deleted !== 1) await throwStaleOrMissing(tx.em, id);
      await tx.audit(AUDIT_ENTITY, id, 'delete', before, null);
      return true;
    });
  }

  private fork(): EntityManager {
    return this.orm.em.fork();
  }
}

async function throwStaleOrMissing(em: EntityManager, id: string): Promise<never> {
  const current = await storedIn(em, id);
  if (!current) throw new AdminNotFound('Teaser');
  throw new AdminStaleVersion(current);
}

function publishedOf(row: Pick<TeaserRow, 'publishedStart' | 'publishedEnd'>) {
  return { start: row.publishedStart ?? null, end: row.publishedEnd ?? null };
}

async function overlapCandidates(
  em: EntityManager,
  type: number,
  fairSeries: string,
  exceptId: string | undefined,
): Promise<OverlapCheckedTeaser[]> {
  const rows = await em.find(
    TeaserEntity,
    { type, fairSeries, ...(exceptId ? { id: { $ne: exceptId } } : {}) },
    { fields: [...SUMMARY_FIELDS], orderBy: { publishedStart: 'asc', id: 'asc' } },
  );
  return rows.map((row) => ({
    _id: row.id,
    type: row.type,
    fairSeries: row.fairSeries ?? null,
    published: publishedOf(row),
    internalName: row.internalName,
  }));
}

/** The row's columns: those the exhibitor side writes too (texts a column per field), and the JSON lists. */
function columnsOf(fields: AdminTeaserFields) {
  return {
    ...teaserColumns({ ...fields, texts: fields }),
    tasks: [...fields.tasks],
    documents: [...fields.documents],
    steps: [...fields.steps],
  };
}

async function writeImages(tx: AdminTransaction, teaserId: string, teaser: TeaserToStore): Promise<void> {
  const changed = TEASER_IMAGE_FIELDS.filter((field) => teaser.images[field] !== undefined);
  if (changed.length === 0) return;
  await tx.em.nativeDelete(TeaserImageEntity, { teaserId, field: { $in: changed } });
  const added = changed.flatMap((field) => {
    const image = teaser.images[field];
    return image ? [{ teaserId, field, contentType: image.contentType, data: Buffer.from(image.bytes) }] : [];
  });
  if (added.length > 0) await tx.em.insertMany(TeaserImageEntity, added);
}

async function rowIn(em: EntityManager, id: string): Promise<TeaserRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await em.findOne(TeaserEntity, { id }, { refresh: true })) ?? undefined;
}

/** The fields of a row as the back office reads them; the JSON lists checked as they are read. */
function fieldsOf(row: TeaserRow): AdminTeaserFields {
  const texts = Object.fromEntries(TEASER_TEXT_FIELDS.map((field) => [field, row[field] ?? null]));
  return {
    ...(texts as { [F in (typeof TEASER_TEXT_FIELDS)[number]]: string | null }),
    type: row.type,
    internalName: row.internalName,
    leistungsgruppeId: row.leistungsgruppeId ?? null,
    published: publishedOf(row),
    fairSeries: row.fairSeries ?? null,
    fair: row.fair ?? null,
    fairType: row.fairType ?? null,
    registrationState: row.registrationState ?? null,
    relatedTask: row.relatedTask ?? null,
    tasks: teaserJsonListColumn.parse(row.tasks),
    documents: teaserJsonListColumn.parse(row.documents),
    steps: teaserJsonListColumn.parse(row.steps),
  };
}

/** The teaser with its images as the addresses they are served from (which end in a hash of the bytes). */
async function storedIn(em: EntityManager, id: string): Promise<StoredAdminTeaser | undefined> {
  const row = await rowIn(em, id);
  if (!row) return undefined;
  const images = new Map(
    (await em.find(TeaserImageEntity, { teaserId: id })).map((image) => [image.field, image.data]),
  );
  const urls = Object.fromEntries(
    TEASER_IMAGE_FIELDS.map((field) => [field, imageUrl('teasers', id, field, images.get(field))]),
  );
  return { _id: row.id, version: row.version, ...fieldsOf(row), ...(urls as Record<TeaserImageField, string | null>) };
}

/** The teaser as the audit trail compares it: its fields, version and image bytes (the trail keeps only their type and size). */
async function auditedIn(em: EntityManager, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await rowIn(em, id);
  if (!row) return undefined;
  const images = await em.find(TeaserImageEntity, { teaserId: id });
  return {
    _id: row.id,
    version: row.version,
    ...fieldsOf(row),
    ...Object.fromEntries(images.map((image) => [image.field, Buffer.from(image.data)])),
  };
}
