import { randomUUID } from 'node:crypto';
import type { EntityName, InferEntity } from '@mikro-orm/core';
import type {
  CoreDataItem,
  CoreDataKind,
  CoreDataValues,
  StoredDeeplinkMode,
  UsageKind,
} from '../../../application/ports/AdminCoreData.ts';
import { safeHtml } from '../../shared/safeHtml.ts';
import { FairSeriesEntity } from '../entities.ts';
import {
  BlacklistEntryEntity,
  BoothServiceEntity,
  HeaderDefinitionEntity,
  TaskDefinitionEntity,
  TaskTitleEntity,
} from '../fairModelEntities.ts';
import { isUuid } from '../isUuid.ts';

/**
 * What MikroOrmAdminCoreData needs of a row of any master-data table: its key, and who wrote it. Each table's
 * mapping below reads its own entity's row type; only the repository sees the rows as this common shape.
 */
export interface StoredRow {
  readonly id: string;
  readonly createdBy?: string | null;
  readonly changedBy?: string | null;
}

/** How one kind of master data is stored: its entity, order, key, columns and item. */
export interface Table<K extends CoreDataKind> {
  readonly entity: EntityName<StoredRow>;
  readonly orderBy: Readonly<Record<string, 'asc'>>;
  /** False for ids that cannot name a row (a uuid key asked with another text): such an item does not exist. */
  readonly validId: (id: string) => boolean;
  readonly newId: () => string;
  readonly columns: (values: CoreDataValues[K]) => Record<string, unknown>;
  readonly item: (row: StoredRow, isUsed: boolean) => CoreDataItem<K>;
  /** The unique ID field (booth services, blacklist entries): its property and its value in the values. */
  readonly unique?: { readonly property: string; readonly value: (values: CoreDataValues[K]) => string };
  readonly usage?: UsageKind;
}

/** A table's mapping written against its entity's row type, seen by the repository as a Table of StoredRows. */
function table<K extends CoreDataKind, E>(
  entity: E,
  mapping: Omit<Table<K>, 'entity' | 'item'> & { item: (row: InferEntity<E>, isUsed: boolean) => CoreDataItem<K> },
): Table<K> {
  return {
    ...mapping,
    entity: entity as EntityName<StoredRow>,
    item: (row, isUsed) => mapping.item(row as InferEntity<E>, isUsed),
  };
}

const anyText = (id: string) => id.length > 0 && id.length <= 200;
const deeplinkMode = (value: string | null | undefined): StoredDeeplinkMode =>
  (value as StoredDeeplinkMode | null) ?? 'servicegroup';

/** The ids of the items used in a fair (fair series: also by a teaser, which refers to it). */
export const USED_IDS: Record<UsageKind, string> = {
  taskDefinition: 'select distinct task_definition_id as id from fair_tasks where task_definition_id is not null',
  taskTitle: 'select distinct task_title_id as id from fair_tasks where task_title_id is not null',
  fairSeries:
    'select fair_series as id from fairs union select fair_series as id from teasers where fair_series is not null',
  // The service ids the fairs' tasks name, taken out of their arrays once and matched by a hash join: asking each
  // booth service whether some task's array contains it read every task once per service.
  boothService: `select b.id::text as id from booth_services b
    where b.service_id in (
      select named ->> 'id' from fair_tasks t
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(t.booth_services) = 'array' then t.booth_services else '[]'::jsonb end
      ) named
      where jsonb_typeof(named) = 'object')`,
};

const FAIRS_WITH_TASKS = `select distinct 'fair' as kind, f.id::text as id, f.display_name_de as name
  from fairs f join fair_tasks t on t.fair_id = f.id`;

/**
 * The fairs (and teasers) that use one item (`?` is its id), by name, at most 200: what a refused delete names so
 * that the manager can go there. The same conditions as USED_IDS, asked for one item.
 */
export const USED_BY: Record<UsageKind, string> = {
  taskDefinition: `${FAIRS_WITH_TASKS} where t.task_definition_id::text = ? order by name, id limit 200`,
  taskTitle: `${FAIRS_WITH_TASKS} where t.task_title_id::text = ? order by name, id limit 200`,
  fairSeries: `select * from (
      select 'fair' as kind, f.id::text as id, f.display_name_de as name from fairs f where f.fair_series::text = ?
      union all
      select 'teaser' as kind, t.id::text as id, t.internal_name as name from teasers t where t.fair_series::text = ?
    ) u order by kind, name, id limit 200`,
  boothService: `${FAIRS_WITH_TASKS}
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(t.booth_services) = 'array' then t.booth_services else '[]'::jsonb end
    ) named
    where jsonb_typeof(named) = 'object'
      and named ->> 'id' = (select b.service_id from booth_services b where b.id::text = ?)
    order by name, id limit 200`,
};

/** Booth services and blacklist entries: a uuid key, a title and a unique ID field (its column named `property`). */
function titledIdTable<K extends 'boothService' | 'blacklistEntry', E>(
  entity: E,
  property: 'serviceId' | 'entryId',
  usage?: UsageKind,
): Table<K> {
  return table<K, E>(entity, {
    orderBy: { title: 'asc', [property]: 'asc' },
    validId: isUuid,
    newId: randomUUID,
    ...(usage ? { usage } : {}),
    unique: { property, value: (values) => values.id },
    columns: (values) => ({ title: values.title, [property]: values.id }),
    item: (row, isUsed) => {
      const titled = row as { id: string; title: string; version: number } & Record<typeof property, string>;
      return {
        _id: titled.id,
        title: titled.title,
        id: titled[property],
        ...(usage ? { isUsed } : {}),
        version: titled.version,
      } as CoreDataItem<K>;
    },
  });
}

const TABLES: { readonly [K in CoreDataKind]: Table<K> } = {
  taskDefinition: table(TaskDefinitionEntity, {
    orderBy: { order: 'asc', displayNameDe: 'asc', id: 'asc' },
    validId: anyText,
    newId: randomUUID,
    usage: 'taskDefinition',
    columns: (values) => ({
      displayNameDe: values.displayNameDe,
      displayNameFr: values.displayNameFr,
      displayNameEn: values.displayNameEn,
      serviceGroup: values.serviceGroup,
      deeplinkmode: values.deeplinkmode,
      url: values.url,
      manualdeeplinktargetblank: values.manualdeeplinktargetblank,
      coexposant: values.coexposant,
      ...(values.order === undefined ? {} : { order: values.order }),
    }),
    item: (row, isUsed) => ({
      _id: row.id,
      displayNameDe: row.displayNameDe,
      displayNameFr: row.displayNameFr,
      displayNameEn: row.displayNameEn,
      serviceGroup: row.serviceGroup,
      deeplinkmode: deeplinkMode(row.deeplinkmode),
      manualdeeplink: false,
      url: row.url ?? null,
      manualdeeplinktargetblank: row.manualdeeplinktargetblank,
      coexposant: row.coexposant,
      order: row.order,
      isUsed,
      version: row.version,
    }),
  }),
  taskTitle: table(TaskTitleEntity, {
    orderBy: { titleDe: 'asc', id: 'asc' },
    validId: anyText,
    newId: randomUUID,
    usage: 'taskTitle',
    columns: (values) => ({
      titleDe: values.titleDe,
      titleFr: values.titleFr,
      titleEn: values.titleEn,
      serviceGroup: values.serviceGroup,
      deeplinkmode: values.deeplinkmode,
      url: values.url,
      manualdeeplinktargetblank: values.manualdeeplinktargetblank,
    }),
    item: (row, isUsed) => ({
      _id: row.id,
      titleDe: row.titleDe,
      titleFr: row.titleFr,
      titleEn: row.titleEn,
      serviceGroup: row.serviceGroup,
      deeplinkmode: deeplinkMode(row.deeplinkmode),
      manualdeeplink: false,
      url: row.url ?? null,
      manualdeeplinktargetblank: row.manualdeeplinktargetblank,
      isUsed,
      version: row.version,
    }),
  }),
  boothService: titledIdTable(BoothServiceEntity, 'serviceId', 'boothService'),
  fairSeries: table(FairSeriesEntity, {
    orderBy: { titleDe: 'asc', id: 'asc' },
    validId: anyText,
    newId: randomUUID,
    usage: 'fairSeries',
    columns: (values) => ({ titleDe: values.titleDe, titleFr: values.titleFr, titleEn: values.titleEn }),
    item: (row, isUsed) => ({
      _id: row.id,
      titleDe: row.titleDe,
      titleFr: row.titleFr,
      titleEn: row.titleEn,
      isUsed,
      version: row.version,
    }),
  }),
  headerDefinition: table(HeaderDefinitionEntity, {
    orderBy: { serviceGroupId: 'asc', order: 'asc', id: 'asc' },
    validId: anyText,
    newId: randomUUID,
    columns: (values) => ({
      displayNameDe: values.displayNameDe,
      displayNameFr: values.displayNameFr,
      displayNameEn: values.displayNameEn,
      serviceGroupId: values.serviceGroupId,
      // Info texts are HTML, shown by the exhibitor pages as stored: kept only as the portal's one policy allows.
      infoTextDe: safeHtml(values.infoTexts.textDe),
      infoTextFr: safeHtml(values.infoTexts.textFr),
      infoTextEn: safeHtml(values.infoTexts.textEn),
      ...(values.order === undefined ? {} : { order: values.order }),
    }),
    item: (row) => ({
      _id: row.id,
      displayNameDe: row.displayNameDe,
      displayNameFr: row.displayNameFr,
      displayNameEn: row.displayNameEn,
      serviceGroupId: row.serviceGroupId,
      infoTexts: { textDe: row.infoTextDe ?? '', textFr: row.infoTextFr ?? '', textEn: row.infoTextEn ?? '' },
      order: row.order,
      version: row.version,
    }),
  }),
  blacklistEntry: titledIdTable(BlacklistEntryEntity, 'entryId'),
};

/** The storage of one kind of master data. */
export const tableOf = <K extends CoreDataKind>(kind: K) => TABLES[kind] as unknown as Table<K>;
