import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
  type AdminActor,
} from '../../../application/admin/adminErrors.ts';
import type {
  AdminFairs,
  AdminFairSummary,
  AdminFairWithTasks,
  AdminFairWrite,
  FairReferences,
  FairToStore,
  IdCodeHolder,
  StoredAdminFair,
} from '../../../application/ports/AdminFairs.ts';
import { ADMIN_VALIDATION_MESSAGES, type AdminFairDocument } from '../../../domain/admin/index.ts';
import { safeHtml, safeHtmlOrNull } from '../../shared/safeHtml.ts';
import { FairEntity, FairSeriesEntity } from '../entities.ts';
import { BoothServiceEntity, TaskDefinitionEntity, TaskTitleEntity } from '../fairModelEntities.ts';
import { logoChangeColumns } from '../logoColumns.ts';
import type { Orm } from '../orm.ts';
import { adminWrite, updateVersioned, type AdminTransaction } from './adminTransaction.ts';
import { readFairs } from './readAdminFairs.ts';
import { replaceDocuments, replaceLabels, replaceSteps, replaceTasks } from './replaceFairRows.ts';
import { TRASH_DAYS } from '../../../application/ports/AdminTrash.ts';
import { moveToTrash, trashHoldsCode } from './trash.ts';
import { isUuid } from '../isUuid.ts';

/** The audit trail's name of a fair. */
const AUDIT_ENTITY = 'fair';

/**
 * The back office's fairs in PostgreSQL (admin-back-office §3): the fair row and its tasks, documents, flow
 * steps and state labels, written together in one transaction (adminWrite) with the version compare-and-set
 * and the audit entry. HTML (additional info, task info texts) is stored sanitised with the portal's one policy
 * (safeHtml): the exhibitor pages show it as stored.
 */
export class MikroOrmAdminFairs implements AdminFairs {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async list(): Promise<AdminFairSummary[]> {
    return readFairs(this.fork(), {}, { tasks: false, content: false });
  }

  async listWithTasks(): Promise<AdminFairWithTasks[]> {
    return readFairs(this.fork(), {}, { tasks: true, content: false });
  }

  async byId(id: string): Promise<StoredAdminFair | undefined> {
    return byIdIn(this.fork(), id);
  }

  async references(): Promise<FairReferences> {
    const em = this.orm.em.fork();
    const [definitions, titles, services, series] = await Promise.all([
      em.find(TaskDefinitionEntity, {}, { fields: ['id'] }),
      em.find(TaskTitleEntity, {}, { fields: ['id'] }),
      em.find(BoothServiceEntity, {}, { fields: ['serviceId'], orderBy: { createdAt: 'asc', serviceId: 'asc' } }),
      em.find(FairSeriesEntity, {}, { fields: ['id'] }),
    ]);
    return {
      taskDefinitionIds: new Set(definitions.map((row) => row.id)),
      taskTitleIds: new Set(titles.map((row) => row.id)),
      boothServiceIds: services.map((row) => row.serviceId),
      fairSeriesIds: new Set(series.map((row) => row.id)),
    };
  }

  async idCodeHolder(idCode: string, exceptId: string | undefined): Promise<IdCodeHolder | undefined> {
    const em = this.orm.em.fork();
    const found = await em.findOne(FairEntity, { idCode }, { fields: ['id'] });
    if (found !== null && found.id !== exceptId) return 'fair';
    return (await trashHoldsCode({ em }, 'fair', idCode)) ? 'trashedFair' : undefined;
  }

  async save(fair: FairToStore, write: AdminFairWrite, actor: AdminActor): Promise<StoredAdminFair> {
    return withIdCodeTakenAsValidation(() =>
      adminWrite(this.orm, actor, async (tx) => {
        const em = tx.em;
        const before = write.id === undefined ? undefined : await byIdIn(em, write.id);
        if (write.id !== undefined && !before) throw new AdminNotFound('Messe');
        const id = write.id ?? randomUUID();
        const values = fairColumns(fair, before);
        if (write.id === undefined) {
          const now = new Date();
          await em.insert(FairEntity, {
            id,
            ...values,
            version: 1,
            createdBy: actor.userId,
            changedBy: actor.userId,
            createdAt: now,
            changedAt: now,
            updatedAt: now,
          } as never);
        } else {
          await compareAndSet(tx, id, write.expectedVersion ?? -1, values);
        }
        await replaceTasks(tx, id, fair.tasks);
        await replaceDocuments(tx, id, fair.documents ?? []);
        await replaceSteps(tx, id, fair.steps ?? []);
        await replaceLabels(tx, id, fair);
        return audited(tx, id, before, write.note);
      }),
    );
  }

  async saveDocuments(
    id: string,
    documents: readonly AdminFairDocument[],
    expectedVersion: number | undefined,
    actor: AdminActor,
  ): Promise<StoredAdminFair> {
    return adminWrite(this.orm, actor, async (tx) => {
      const before = await byIdIn(tx.em, id);
      if (!before) throw new AdminNotFound('Messe');
      await compareAndSet(tx, id, expectedVersion ?? before.version, {});
      await replaceDocuments(tx, id, documents);
      return audited(tx, id, before);
    });
  }

  async delete(id: string, expectedVersion: number | undefined, actor: AdminActor): Promise<boolean> {
    return adminWrite(this.orm, actor, async (tx) => {
      const before = await byIdIn(tx.em, id);
      if (!before) return false;
      // Tasks, documents, steps and labels go with the fair (on delete cascade), and with it into the trash.
      await moveToTrash(tx, 'fair', id, TRASH_DAYS);
      const deleted = await tx.em.nativeDelete(FairEntity, { id, version: expectedVersion ?? before.version });
      if (deleted !== 1) await throwStaleOrMissing(tx.em, id);
      await tx.audit(AUDIT_ENTITY, id, 'delete', before, null);
      return true;
    });
  }

  private fork(): EntityManager {
    return this.orm.em.fork();
  }
}

/** A fair's id is a UUID: any other text names no fair (and is not put to the uuid column, which would refuse it). */
async function byIdIn(em: EntityManager, id: string): Promise<StoredAdminFair | undefined> {
  if (!isUuid(id)) return undefined;
  return (await readFairs(em, { id }, { tasks: true, content: true }))[0];
}

/** The fair row moves to the next version only from the version the manager read; otherwise 409 with the current fair. */
async function compareAndSet(
  tx: AdminTransaction,
  id: string,
  version: number,
  values: Record<string, unknown>,
): Promise<void> {
  if (!(await updateVersioned(tx, FairEntity as never, id, version, { ...values, updatedAt: new Date() })))
    await throwStaleOrMissing(tx.em, id);
}

async function throwStaleOrMissing(em: EntityManager, id: string): Promise<never> {
  const current = await byIdIn(em, id);
  if (!current) throw new AdminNotFound('Messe');
  throw new AdminStaleVersion(current);
}

async function audited(
  tx: AdminTransaction,
  id: string,
  before: StoredAdminFair | undefined,
  note?: string,
): Promise<StoredAdminFair> {
  const after = (await byIdIn(tx.em, id))!;
  await tx.audit(AUDIT_ENTITY, id, before ? 'update' : 'create', before ?? null, after, note);
  return after;
}

/** Two managers creating fairs with one idCode at once: the database's unique index decides, the loser gets the 422 of a taken code. */
async function withIdCodeTakenAsValidation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new AdminValidationFailed([{ field: 'idCode', message: ADMIN_VALIDATION_MESSAGES.fairIdCodeTaken }]);
    throw error;
  }
}

const text = (value: string | null | undefined) => value ?? '';

/** The columns of the fairs row (its logos only where they change). */
/**
 * A rich text that the save sends back as it was read stays as stored, byte for byte. The request's rich texts are
 * sanitised when they arrive, so a text stored before the policy's last change (a link whose address the policy
 * now drops) would come back changed although the manager did not touch it: another field's save would rewrite it,
 * its link losing its address, and the history would name a change no one made. Sent and stored count as one when
 * the stored text, sanitised, is what arrived.
 */
function keptHtml(sent: string | null | undefined, stored: string | null | undefined): string | null {
  const clean = safeHtmlOrNull(sent);
  return typeof stored === 'string' && clean !== null && safeHtml(stored) === clean ? stored : clean;
}

function fairColumns(fair: FairToStore, before: StoredAdminFair | undefined): Record<string, unknown> {
  const logos = logoChangeColumns(
    Object.fromEntries(
      Object.entries(fair.logos).map(([field, image]) => [
        field,
        image && { data: image.bytes, contentType: image.contentType },
      ]),
    ),
  );
  return {
    idCode: text(fair.idCode).trim(),
    displayNameDe: text(fair.displayNameDe),
    displayNameFr: text(fair.displayNameFr),
    displayNameEn: text(fair.displayNameEn),
    fairSeries: text(fair.fairSeries),
    emailTeam: text(fair.emailTeam),
    idTeam: text(fair.idTeam),
    defaultRegistrationUrlDe: text(fair.defaultRegistrationUrlDe),
    defaultRegistrationUrlFr: text(fair.defaultRegistrationUrlFr),
    defaultRegistrationUrlEn: text(fair.defaultRegistrationUrlEn),
    defaultGastroRegistrationUrlDe: text(fair.defaultGastroRegistrationUrlDe),
    defaultGastroRegistrationUrlFr: text(fair.defaultGastroRegistrationUrlFr),
    defaultGastroRegistrationUrlEn: text(fair.defaultGastroRegistrationUrlEn),
    durationStart: fair.duration!.start,
    durationEnd: fair.duration!.end,
    publishStart: fair.publish!.start,
    publishEnd: fair.publish!.end,
    registrationDeadline: fair.registrationDeadline,
    documentsstartdate: fair.documentsstartdate?.trim() ? fair.documentsstartdate : null,
    additionalInfoDe: keptHtml(fair.additionalInfoDe, before?.additionalInfoDe),
    additionalInfoFr: keptHtml(fair.additionalInfoFr, before?.additionalInfoFr),
    additionalInfoEn: keptHtml(fair.additionalInfoEn, before?.additionalInfoEn),
    ...logos,
  };
}
