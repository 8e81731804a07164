import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
  type AdminActor,
} from '../../../application/admin/adminErrors.ts';
import {
  FAIR_LABEL_STATES,
  type AdminFairs,
  type AdminFairSummary,
  type AdminFairTaskInput,
  type AdminFairWithTasks,
  type AdminFairWrite,
  type FairReferences,
  type FairToStore,
  type StoredAdminFair,
  type StoredFairDocument,
  type StoredFairTask,
} from '../../../application/ports/AdminFairs.ts';
import {
  ADMIN_VALIDATION_MESSAGES,
  type AdminFairDocument,
  type AdminFairStep,
  type FairTaskBoothService,
  type FairTaskInfoText,
} from '../../../domain/admin/index.ts';
import type { DateRange } from '../../../domain/time.ts';
import { safeHtml, safeHtmlOrNull } from '../../shared/safeHtml.ts';
import { FairEntity, FairSeriesEntity } from '../entities.ts';
import {
  BoothServiceEntity,
  FairDocumentEntity,
  FairStateLabelEntity,
  FairStepEntity,
  FairTaskEntity,
  TaskDefinitionEntity,
  TaskTitleEntity,
} from '../fairModelEntities.ts';
import { logoChangeColumns, logoFieldUrls } from '../logoColumns.ts';
import type { Orm } from '../orm.ts';
import { adminWrite, updateVersioned, type AdminTransaction } from './adminTransaction.ts';

type FairRow = InferEntity<typeof FairEntity>;
type TaskRow = InferEntity<typeof FairTaskEntity>;
type DocumentRow = InferEntity<typeof FairDocumentEntity>;
type LabelRow = InferEntity<typeof FairStateLabelEntity>;

/** The audit trail's name of a fair. */
const AUDIT_ENTITY = 'fair';
/** A document written without a type (the form has none) is grouped under this one on the exhibitor's info tab. */
const DEFAULT_DOCUMENT_TYPE = 'DOKUMENT';

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

  async idCodeTaken(idCode: string, exceptId: string | undefined): Promise<boolean> {
    const found = await this.orm.em.fork().findOne(FairEntity, { idCode }, { fields: ['id'] });
    return found !== null && found.id !== exceptId;
  }

  async save(fair: FairToStore, write: AdminFairWrite, actor: AdminActor): Promise<StoredAdminFair> {
    return withIdCodeTakenAsValidation(() =>
      adminWrite(this.orm, actor, async (tx) => {
        const em = tx.em;
        const before = write.id === undefined ? undefined : await byIdIn(em, write.id);
        if (write.id !== undefined && !before) throw new AdminNotFound('Messe');
        const id = write.id ?? randomUUID();
        const values = fairColumns(fair);
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
        return audited(tx, id, before);
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
      // Tasks, documents, steps and labels go with the fair (on delete cascade).
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

async function byIdIn(em: EntityManager, id: string): Promise<StoredAdminFair | undefined> {
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
): Promise<StoredAdminFair> {
  const after = (await byIdIn(tx.em, id))!;
  await tx.audit(AUDIT_ENTITY, id, before ? 'update' : 'create', before ?? null, after);
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
function fairColumns(fair: FairToStore): Record<string, unknown> {
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
    additionalInfoDe: safeHtmlOrNull(fair.additionalInfoDe),
    additionalInfoFr: safeHtmlOrNull(fair.additionalInfoFr),
    additionalInfoEn: safeHtmlOrNull(fair.additionalInfoEn),
    ...logos,
  };
}

function rowAudit(tx: AdminTransaction) {
  const now = new Date();
  return { version: 1, createdBy: tx.actor.userId, changedBy: tx.actor.userId, createdAt: now, changedAt: now };
}

const rangeStart = (range: DateRange | null | undefined) => (range?.start?.trim() ? range.start : null);
const rangeEnd = (range: DateRange | null | undefined) => (range?.end?.trim() ? range.end : null);

type FairRowsEntity = typeof FairTaskEntity | typeof FairDocumentEntity | typeof FairStepEntity;

/** Replaces the fair's rows of one kind by `items`, in their order (position from 1), each a new row written now by the manager. */
async function replaceRows<T>(
  tx: AdminTransaction,
  entity: FairRowsEntity,
  fairId: string,
  items: readonly T[],
  columns: (item: T) => Record<string, unknown>,
): Promise<void> {
  await tx.em.nativeDelete(entity as never, { fairId });
  if (items.length === 0) return;
  const audit = rowAudit(tx);
  await tx.em.insertMany(
    entity as never,
    items.map((item, index) => ({
      id: randomUUID(),
      fairId,
      position: index + 1,
      ...columns(item),
      ...audit,
    })),
  );
}

function replaceTasks(tx: AdminTransaction, fairId: string, tasks: readonly AdminFairTaskInput[]): Promise<void> {
  return replaceRows(tx, FairTaskEntity, fairId, tasks, (task) => ({
    type: task.type === 'taskTitle' ? 'taskTitle' : 'task',
    taskDefinitionId: task.type === 'taskTitle' ? null : task._id,
    taskTitleId: task.type === 'taskTitle' ? task._id : null,
    required: task.required ?? false,
    boothServices: (task.boothServices ?? []).map(({ id, hidden, required }) => ({ id, hidden, required })),
    infoTexts: (task.infoTexts ?? []).map((info) => ({
      text: { de: safeHtml(text(info.textDe)), fr: safeHtml(text(info.textFr)), en: safeHtml(text(info.textEn)) },
      publish: info.publish ? { start: rangeStart(info.publish), end: rangeEnd(info.publish) } : null,
    })),
    periodStart: rangeStart(task.period),
    periodEnd: rangeEnd(task.period),
    publishedStart: rangeStart(task.published),
    publishedEnd: rangeEnd(task.published),
  }));
}

/** The form's document has one availability date (publish); the type and the end of the window of a document kept by its uuid stay. */
async function replaceDocuments(
  tx: AdminTransaction,
  fairId: string,
  documents: readonly (AdminFairDocument & { typ?: string })[],
): Promise<void> {
  const kept = new Map(
    (await tx.em.find(FairDocumentEntity, { fairId })).flatMap((row) => (row.uuid ? [[row.uuid, row] as const] : [])),
  );
  await replaceRows(tx, FairDocumentEntity, fairId, documents, (document) => {
    const previous = document.uuid ? kept.get(document.uuid) : undefined;
    return {
      uuid: document.uuid?.trim() ? document.uuid : randomUUID(),
      typ: document.typ?.trim() ? document.typ : (previous?.typ ?? DEFAULT_DOCUMENT_TYPE),
      titleDe: document.titleDe ?? null,
      titleFr: document.titleFr ?? null,
      titleEn: document.titleEn ?? null,
      linkDe: document.linkDe ?? null,
      linkFr: document.linkFr ?? null,
      linkEn: document.linkEn ?? null,
      publishStart: document.publish?.trim() ? document.publish : null,
      publishEnd: previous?.publishEnd ?? null,
    };
  });
}

function replaceSteps(tx: AdminTransaction, fairId: string, steps: readonly AdminFairStep[]): Promise<void> {
  return replaceRows(tx, FairStepEntity, fairId, steps, (step) => ({
    uuid: step.uuid?.trim() ? step.uuid : randomUUID(),
    displayNameDe: text(step.displayNameDe),
    displayNameFr: text(step.displayNameFr),
    displayNameEn: text(step.displayNameEn),
    dateStart: rangeStart(step.dateRange),
    dateEnd: rangeEnd(step.dateRange),
  }));
}

async function replaceLabels(tx: AdminTransaction, fairId: string, fair: FairToStore): Promise<void> {
  await tx.em.nativeDelete(FairStateLabelEntity, { fairId });
  const audit = rowAudit(tx);
  const rows = FAIR_LABEL_STATES.flatMap((state) => {
    const [de, fr, en] = (['De', 'Fr', 'En'] as const).map(
      (language) => fair[`${state}Label${language}`]?.trim() || null,
    );
    return de || fr || en ? [{ fairId, state, labelDe: de, labelFr: fr, labelEn: en, ...audit }] : [];
  });
  if (rows.length > 0) await tx.em.insertMany(FairStateLabelEntity, rows);
}

/** The fairs (all, or the one of `where.id`), newest first, with what `include` asks for. */
async function readFairs(
  em: EntityManager,
  where: { id?: string },
  include: { tasks: boolean; content: boolean },
): Promise<StoredAdminFair[]> {
  // Read past the identity map: within a write, the rows were changed by native statements after they were first read.
  const rows = await em.find(FairEntity, where, {
    orderBy: { durationStart: 'desc', idCode: 'asc' },
    disableIdentityMap: true,
  });
  if (rows.length === 0) return [];
  const fairIds = { fairId: { $in: rows.map((row) => row.id) } };
  const [labels, tasks, documents, steps] = await Promise.all([
    em.find(FairStateLabelEntity, fairIds, { disableIdentityMap: true }),
    include.tasks ? em.find(FairTaskEntity, fairIds, { orderBy: { position: 'asc' }, disableIdentityMap: true }) : [],
    include.content
      ? em.find(FairDocumentEntity, fairIds, { orderBy: { position: 'asc' }, disableIdentityMap: true })
      : [],
    include.content ? em.find(FairStepEntity, fairIds, { orderBy: { position: 'asc' }, disableIdentityMap: true }) : [],
  ]);
  const names = include.tasks ? await taskNames(em, tasks) : new Map<string, string>();
  const of = <R extends { fairId: string }>(items: readonly R[], fairId: string) =>
    items.filter((item) => item.fairId === fairId);
  return rows.map((row) => ({
    ...summaryOf(row as FairRow, of(labels, row.id)),
    ...(include.tasks ? { tasks: of(tasks, row.id).map((task) => taskOf(task, names)) } : {}),
    ...(include.content
      ? {
          documents: of(documents, row.id).map(documentOf),
          steps: of(steps, row.id).map((step) => ({
            uuid: step.uuid ?? step.id,
            displayNameDe: step.displayNameDe,
            displayNameFr: step.displayNameFr,
            displayNameEn: step.displayNameEn,
            dateRange: { start: step.dateStart ?? null, end: step.dateEnd ?? null },
          })),
        }
      : {}),
  })) as StoredAdminFair[];
}

/** Display names of the task definitions (type task) and task titles (type taskTitle) the rows refer to, by kind and id. */
async function taskNames(em: EntityManager, tasks: readonly TaskRow[]): Promise<Map<string, string>> {
  const definitionIds = [...new Set(tasks.flatMap((task) => (task.taskDefinitionId ? [task.taskDefinitionId] : [])))];
  const titleIds = [...new Set(tasks.flatMap((task) => (task.taskTitleId ? [task.taskTitleId] : [])))];
  const [definitions, titles] = await Promise.all([
    definitionIds.length > 0
      ? em.find(TaskDefinitionEntity, { id: { $in: definitionIds } }, { fields: ['id', 'displayNameDe'] })
      : [],
    titleIds.length > 0 ? em.find(TaskTitleEntity, { id: { $in: titleIds } }, { fields: ['id', 'titleDe'] }) : [],
  ]);
  return new Map([
    ...definitions.map((row) => [`task:${row.id}`, row.displayNameDe] as const),
    ...titles.map((row) => [`taskTitle:${row.id}`, row.titleDe] as const),
  ]);
}

const range = (start: string | null | undefined, end: string | null | undefined): DateRange | undefined =>
  start == null && end == null ? undefined : { start: start ?? null, end: end ?? null };

function taskOf(row: TaskRow, names: ReadonlyMap<string, string>): StoredFairTask {
  const type = row.type === 'taskTitle' ? 'taskTitle' : 'task';
  const id = (type === 'taskTitle' ? row.taskTitleId : row.taskDefinitionId) ?? '';
  const period = range(row.periodStart, row.periodEnd);
  const published = range(row.publishedStart, row.publishedEnd);
  const infoTexts = (
    row.infoTexts as Array<{ text: { de: string; fr: string; en: string }; publish?: DateRange | null }>
  ).map((info): FairTaskInfoText => ({
    textDe: info.text.de,
    textFr: info.text.fr,
    textEn: info.text.en,
    ...(info.publish ? { publish: info.publish } : {}),
  }));
  return {
    _id: id,
    type,
    displayNameDe: names.get(`${type}:${id}`) ?? '',
    required: row.required,
    boothServices: row.boothServices as FairTaskBoothService[],
    infoTexts,
    ...(period ? { period } : {}),
    ...(published ? { published } : {}),
  };
}

function documentOf(row: DocumentRow): StoredFairDocument {
  return {
    uuid: row.uuid ?? row.id,
    typ: row.typ,
    titleDe: row.titleDe ?? '',
    titleFr: row.titleFr ?? '',
    titleEn: row.titleEn ?? '',
    linkDe: row.linkDe ?? '',
    linkFr: row.linkFr ?? '',
    linkEn: row.linkEn ?? '',
    ...(row.publishStart ? { publish: row.publishStart } : {}),
  };
}

/** A fair with its logos as the addresses of their image files (never the bytes) and its state labels. */
function summaryOf(row: FairRow, labels: readonly LabelRow[]): AdminFairSummary {
  const label = (state: string) => labels.find((entry) => entry.state === state);
  const labelFields: Record<string, string> = {};
  for (const state of FAIR_LABEL_STATES) {
    const entry = label(state);
    if (!entry) continue;
    if (entry.labelDe) labelFields[`${state}LabelDe`] = entry.labelDe;
    if (entry.labelFr) labelFields[`${state}LabelFr`] = entry.labelFr;
    if (entry.labelEn) labelFields[`${state}LabelEn`] = entry.labelEn;
  }
  return {
    _id: row.id,
    version: row.version,
    idCode: row.idCode,
    displayNameDe: row.displayNameDe,
    displayNameFr: row.displayNameFr,
    displayNameEn: row.displayNameEn,
    fairSeries: row.fairSeries,
    emailTeam: row.emailTeam,
    idTeam: row.idTeam,
    defaultRegistrationUrlDe: row.defaultRegistrationUrlDe,
    defaultRegistrationUrlFr: row.defaultRegistrationUrlFr,
    defaultRegistrationUrlEn: row.defaultRegistrationUrlEn,
    defaultGastroRegistrationUrlDe: row.defaultGastroRegistrationUrlDe,
    defaultGastroRegistrationUrlFr: row.defaultGastroRegistrationUrlFr,
    defaultGastroRegistrationUrlEn: row.defaultGastroRegistrationUrlEn,
    duration: { start: row.durationStart, end: row.durationEnd },
    publish: { start: row.publishStart, end: row.publishEnd },
    registrationDeadline: row.registrationDeadline,
    ...(row.documentsstartdate ? { documentsstartdate: row.documentsstartdate } : {}),
    ...logoFieldUrls('fairs', row),
    additionalInfoDe: row.additionalInfoDe ?? '',
    additionalInfoFr: row.additionalInfoFr ?? '',
    additionalInfoEn: row.additionalInfoEn ?? '',
    ...labelFields,
  };
}
