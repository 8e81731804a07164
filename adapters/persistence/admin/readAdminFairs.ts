import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  FAIR_LABEL_STATES,
  type AdminFairSummary,
  type StoredAdminFair,
  type StoredFairDocument,
  type StoredFairTask,
} from '../../../application/ports/AdminFairs.ts';
import type { FairTaskBoothService, FairTaskInfoText } from '../../../domain/admin/index.ts';
import type { DateRange } from '../../../domain/time.ts';
import { FairEntity } from '../entities.ts';
import {
  FairDocumentEntity,
  FairStateLabelEntity,
  FairStepEntity,
  FairTaskEntity,
  TaskDefinitionEntity,
  TaskTitleEntity,
} from '../fairModelEntities.ts';
import { logoFieldUrls } from '../logoColumns.ts';

type FairRow = InferEntity<typeof FairEntity>;
type TaskRow = InferEntity<typeof FairTaskEntity>;
type DocumentRow = InferEntity<typeof FairDocumentEntity>;
type LabelRow = InferEntity<typeof FairStateLabelEntity>;

/** The fairs (all, or the one of `where.id`), newest first, with what `include` asks for. */
export async function readFairs(
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
