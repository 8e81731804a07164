import { randomUUID } from 'node:crypto';
import { FAIR_LABEL_STATES, type AdminFairTaskInput, type FairToStore } from '../../../application/ports/AdminFairs.ts';
import type { AdminFairDocument, AdminFairStep } from '../../../domain/admin/index.ts';
import type { DateRange } from '../../../domain/time.ts';
import { safeHtml } from '../../shared/safeHtml.ts';
import { FairDocumentEntity, FairStateLabelEntity, FairStepEntity, FairTaskEntity } from '../fairModelEntities.ts';
import type { AdminTransaction } from './adminTransaction.ts';

// A fair's tasks, documents, flow steps and state labels as the back office saves them: replaced whole, in the form's order.

/** A document written without a type (the form has none) is grouped under this one on the exhibitor's info tab. */
const DEFAULT_DOCUMENT_TYPE = 'DOKUMENT';
const text = (value: string | null | undefined) => value ?? '';

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

export function replaceTasks(
  tx: AdminTransaction,
  fairId: string,
  tasks: readonly AdminFairTaskInput[],
): Promise<void> {
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
export async function replaceDocuments(
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

export function replaceSteps(tx: AdminTransaction, fairId: string, steps: readonly AdminFairStep[]): Promise<void> {
  return replaceRows(tx, FairStepEntity, fairId, steps, (step) => ({
    uuid: step.uuid?.trim() ? step.uuid : randomUUID(),
    displayNameDe: text(step.displayNameDe),
    displayNameFr: text(step.displayNameFr),
    displayNameEn: text(step.displayNameEn),
    dateStart: rangeStart(step.dateRange),
    dateEnd: rangeEnd(step.dateRange),
  }));
}

export async function replaceLabels(tx: AdminTransaction, fairId: string, fair: FairToStore): Promise<void> {
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
