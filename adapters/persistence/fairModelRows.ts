import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  DEEPLINK_MODES,
  SERVICE_GROUPS,
  type DeeplinkMode,
  type FairTaskEntry,
  type HeaderDefinition,
  type ServiceGroup,
  type TaskDefinition,
  type TaskTitle,
} from '../../domain/tasks/index.ts';
import { servableLink } from '../../domain/admin/index.ts';
import type { DateRange } from '../../domain/time.ts';
import type {
  FairTaskEntity,
  HeaderDefinitionEntity,
  TaskDefinitionEntity,
  TaskTitleEntity,
} from './fairModelEntities.ts';

// The fair model's rows read back as the domain's values, their JSON and enum columns checked.

type FairTaskRow = InferEntity<typeof FairTaskEntity>;
type DefinitionRow = InferEntity<typeof TaskDefinitionEntity>;
type TitleRow = InferEntity<typeof TaskTitleEntity>;
type HeaderRow = InferEntity<typeof HeaderDefinitionEntity>;

/** The JSON columns of fair_tasks, checked when read (a row written by hand or an old version fails loudly). */
const boothServicesColumn = z.array(z.object({ id: z.string(), hidden: z.boolean(), required: z.boolean() }));
const localizedText = z.object({ de: z.string(), fr: z.string(), en: z.string() });
const dateRange = z.object({ start: z.string().nullable().optional(), end: z.string().nullable().optional() });
const infoTextsColumn = z.array(z.object({ text: localizedText, publish: dateRange.nullable().optional() }));

const serviceGroup = (value: string): ServiceGroup => z.enum(SERVICE_GROUPS).parse(value);
const deeplinkMode = (value: string | null | undefined): DeeplinkMode | null =>
  value == null ? null : z.enum(DEEPLINK_MODES).parse(value);
const range = (start: string | null | undefined, end: string | null | undefined): DateRange | null =>
  start == null && end == null ? null : { start: start ?? null, end: end ?? null };

/** A fair_tasks row as the fair's entry (its JSON columns checked). */
export function toFairTaskEntry(row: FairTaskRow): FairTaskEntry {
  if (row.type === 'taskTitle') return { type: 'taskTitle', taskTitleId: row.taskTitleId ?? '' };
  return {
    type: 'task',
    taskDefinitionId: row.taskDefinitionId ?? '',
    required: row.required,
    boothServices: boothServicesColumn.parse(row.boothServices),
    infoTexts: infoTextsColumn.parse(row.infoTexts),
    period: range(row.periodStart, row.periodEnd),
    published: range(row.publishedStart, row.publishedEnd),
  };
}

export function toDefinition(row: DefinitionRow): TaskDefinition {
  return {
    _id: row.id,
    displayName: { de: row.displayNameDe, fr: row.displayNameFr, en: row.displayNameEn },
    serviceGroup: serviceGroup(row.serviceGroup),
    deeplinkmode: deeplinkMode(row.deeplinkmode),
    // A link stored before the link rule that breaks it is not served (the task falls back to no link).
    url: servableLink(row.url),
    manualdeeplinktargetblank: row.manualdeeplinktargetblank,
    coexposant: row.coexposant,
  };
}

export function toTitle(row: TitleRow): TaskTitle {
  return {
    _id: row.id,
    title: { de: row.titleDe, fr: row.titleFr, en: row.titleEn },
    serviceGroup: serviceGroup(row.serviceGroup),
    deeplinkmode: deeplinkMode(row.deeplinkmode),
    url: servableLink(row.url),
    manualdeeplinktargetblank: row.manualdeeplinktargetblank,
  };
}

type HeaderFields = Pick<
  HeaderRow,
  | 'id'
  | 'displayNameDe'
  | 'displayNameFr'
  | 'displayNameEn'
  | 'serviceGroupId'
  | 'infoTextDe'
  | 'infoTextFr'
  | 'infoTextEn'
>;

/**
 * The header of each service group, the first by its order and then id (the one a task's header text is: domain
 * exhibitorTasks takes the first of its group), in that order. Only those rows are read: the back office may hold
 * many headers per group, and every booth page reads its fair's.
 */
export async function firstHeaders(em: EntityManager, groups: readonly string[]): Promise<HeaderFields[]> {
  const rows: HeaderFields[] = await em.getConnection().execute(
    `select id, display_name_de as "displayNameDe", display_name_fr as "displayNameFr",
       display_name_en as "displayNameEn", service_group_id as "serviceGroupId", info_text_de as "infoTextDe",
       info_text_fr as "infoTextFr", info_text_en as "infoTextEn"
     from (select distinct on (service_group_id) * from header_definitions
           where service_group_id in (${groups.map(() => '?').join(', ')})
           order by service_group_id, sort_order, id) first_of_group
     order by sort_order, id`,
    [...groups],
  );
  return rows;
}

export function toHeader(row: HeaderFields): HeaderDefinition {
  return {
    _id: row.id,
    displayName: { de: row.displayNameDe, fr: row.displayNameFr, en: row.displayNameEn },
    infoText: { de: row.infoTextDe ?? '', fr: row.infoTextFr ?? '', en: row.infoTextEn ?? '' },
    serviceGroupId: serviceGroup(row.serviceGroupId),
  };
}
