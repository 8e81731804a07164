import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../../application/admin/adminErrors.ts';
import type {
  AdminCoreData,
  CoreDataDeleteResult,
  CoreDataItem,
  CoreDataKind,
  CoreDataValues,
  CoreDataWriteResult,
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
import type { Orm } from '../orm.ts';
import { adminWrite, updateVersioned } from './adminTransaction.ts';

type Row = Record<string, any>;

interface Table<K extends CoreDataKind> {
  readonly entity: EntityName<any>;
  readonly orderBy: Record<string, 'asc'>;
  /** False for ids that cannot name a row (a uuid key asked with another text): such an item does not exist. */
  readonly validId: (id: string) => boolean;
  readonly newId: () => string;
  readonly columns: (values: CoreDataValues[K]) => Row;
  readonly item: (row: Row, isUsed: boolean) => CoreDataItem<K>;
  /** The unique ID field (booth services, blacklist entries): its property and its value in the values. */
  readonly unique?: { readonly property: string; readonly value: (values: CoreDataValues[K]) => string };
  readonly usage?: UsageKind;
}

const anyText = (id: string) => id.length > 0 && id.length <= 200;
const deeplinkMode = (value: string | null | undefined): StoredDeeplinkMode =>
  (value as StoredDeeplinkMode | null) ?? 'servicegroup';

/** The ids of the items used in a fair (fair series: also by a teaser, which refers to it). */
const USED_IDS: Record<UsageKind, string> = {
  taskDefinition: 'select distinct task_definition_id as id from fair_tasks where task_definition_id is not null',
  taskTitle: 'select distinct task_title_id as id from fair_tasks where task_title_id is not null',
  fairSeries:
    'select fair_series as id from fairs union select fair_series as id from teasers where fair_series is not null',
  boothService: `select b.id::text as id from booth_services b
    where exists (select 1 from fair_tasks t where t.booth_services @> jsonb_build_array(jsonb_build_object('id', b.service_id)))`,
};

/** Booth services and blacklist entries: a uuid key, a title and a unique ID field (its column named `property`). */
function titledIdTable<K extends 'boothService' | 'blacklistEntry'>(
  entity: EntityName<any>,
  property: 'serviceId' | 'entryId',
  usage?: UsageKind,
): Table<K> {
  return {
    entity,
    orderBy: { title: 'asc', [property]: 'asc' },
    validId: isUuid,
    newId: randomUUID,
    ...(usage ? { usage } : {}),
    unique: { property, value: (values) => values.id },
    columns: (values) => ({ title: values.title, [property]: values.id }),
    item: (row, isUsed) =>
      ({
        _id: row.id,
        title: row.title,
        id: row[property],
        ...(usage ? { isUsed } : {}),
        version: row.version,
      }) as CoreDataItem<K>,
  };
}

const TABLES: { readonly [K in CoreDataKind]: Table<K> } = {
  taskDefinition: {
    entity: TaskDefinitionEntity,
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
  },
  taskTitle: {
    entity: TaskTitleEntity,
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
  },
  boothService: titledIdTable(BoothServiceEntity, 'serviceId', 'boothService'),
  fairSeries: {
    entity: FairSeriesEntity,
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
  },
  headerDefinition: {
    entity: HeaderDefinitionEntity,
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
  },
  blacklistEntry: titledIdTable(BlacklistEntryEntity, 'entryId'),
};

const tableOf = <K extends CoreDataKind>(kind: K) => TABLES[kind] as unknown as Table<K>;

/** The item as the audit trail keeps it: its wire fields, without the derived isUsed. */
function audited(item: CoreDataItem<CoreDataKind> | undefined): Row | undefined {
  if (!item) return undefined;
  const { isUsed: _isUsed, ...fields } = item as Row;
  return fields;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: string })?.code === '23505';
}

/**
 * The master data in PostgreSQL (fair model tables; admin-back-office §3). Each write is one transaction
 * with its audit row (adminWrite); an update locks the row, compares the version and sets the next one.
 */
export class MikroOrmAdminCoreData implements AdminCoreData {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async list<K extends CoreDataKind>(kind: K): Promise<CoreDataItem<K>[]> {
    const table = tableOf(kind);
    const em = this.orm.em.fork();
    const [rows, used] = await Promise.all([
      em.find(table.entity, {}, { orderBy: table.orderBy }) as Promise<Row[]>,
      this.usedSet(em, table.usage),
    ]);
    return rows.map((row) => table.item(row, used.has(row.id)));
  }

  async get<K extends CoreDataKind>(kind: K, id: string): Promise<CoreDataItem<K> | undefined> {
    return this.read(this.orm.em.fork(), kind, id);
  }

  async usedIds(kind: UsageKind): Promise<string[]> {
    return [...(await this.usedSet(this.orm.em.fork(), kind))].sort();
  }

  async create<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    values: CoreDataValues[K],
  ): Promise<CoreDataWriteResult<K>> {
    const table = tableOf(kind);
    try {
      return await adminWrite(this.orm, actor, async (tx) => {
        if (
          table.unique &&
          (await tx.em.count(table.entity, { [table.unique.property]: table.unique.value(values) })) > 0
        )
          return { ok: false, error: 'idTaken' } as const;
        const id = table.newId();
        await tx.em.insert(table.entity, {
          id,
          ...table.columns(values),
          createdBy: actor.userId,
          changedBy: actor.userId,
        });
        const item = (await this.read(tx.em, kind, id))!;
        await tx.audit(kind, id, 'create', undefined, audited(item));
        return { ok: true, item } as const;
      });
    } catch (error) {
      // Two managers creating the same ID at once: the second finds it taken.
      if (table.unique && isUniqueViolation(error)) return { ok: false, error: 'idTaken' };
      throw error;
    }
  }

  async update<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    id: string,
    version: number,
    values: CoreDataValues[K],
  ): Promise<CoreDataWriteResult<K>> {
    const table = tableOf(kind);
    if (!table.validId(id)) return { ok: false, error: 'missing' };
    try {
      return await adminWrite(this.orm, actor, async (tx) => {
        // The row locked, so that a racing write waits and then sees this one's version.
        const before = await this.read(tx.em, kind, id, LockMode.PESSIMISTIC_WRITE);
        if (!before) return { ok: false, error: 'missing' } as const;
        if (before.version !== version) return { ok: false, error: 'stale', current: before } as const;
        if (table.unique) {
          const taken = await tx.em.count(table.entity, {
            [table.unique.property]: table.unique.value(values),
            id: { $ne: id },
          });
          if (taken > 0) return { ok: false, error: 'idTaken' } as const;
        }
        if (!(await updateVersioned(tx, table.entity, id, version, table.columns(values)))) {
          const current = await this.read(tx.em, kind, id);
          return current
            ? ({ ok: false, error: 'stale', current } as const)
            : ({ ok: false, error: 'missing' } as const);
        }
        const after = (await this.read(tx.em, kind, id))!;
        await tx.audit(kind, id, 'update', audited(before), audited(after));
        return { ok: true, item: after } as const;
      });
    } catch (error) {
      if (table.unique && isUniqueViolation(error)) return { ok: false, error: 'idTaken' };
      throw error;
    }
  }

  async remove(kind: CoreDataKind, actor: AdminActor, id: string, version?: number): Promise<CoreDataDeleteResult> {
    const table = tableOf(kind);
    if (!table.validId(id)) return { ok: false, error: 'missing' };
    return adminWrite(this.orm, actor, async (tx) => {
      // Locked first: a fair saved meanwhile that refers to it waits (foreign key) and then fails, or is seen here.
      const before = await this.read(tx.em, kind, id, LockMode.PESSIMISTIC_WRITE);
      if (!before) return { ok: false, error: 'missing' } as const;
      if (version !== undefined && before.version !== version)
        return { ok: false, error: 'stale', current: before } as const;
      if ((before as { isUsed?: boolean }).isUsed) return { ok: false, error: 'inUse' } as const;
      await tx.em.nativeDelete(table.entity, { id });
      await tx.audit(kind, id, 'delete', audited(before), undefined);
      return { ok: true } as const;
    });
  }

  private async read<K extends CoreDataKind>(
    em: EntityManager,
    kind: K,
    id: string,
    lockMode?: LockMode,
  ): Promise<CoreDataItem<K> | undefined> {
    const table = tableOf(kind);
    if (!table.validId(id)) return undefined;
    const row = (await em.findOne(
      table.entity,
      { id },
      { refresh: true, ...(lockMode ? { lockMode } : {}) },
    )) as Row | null;
    if (!row) return undefined;
    return table.item(row, table.usage ? await this.isUsed(em, table.usage, id) : false);
  }

  private async isUsed(em: EntityManager, kind: UsageKind, id: string): Promise<boolean> {
    // In the caller's transaction, if any (a delete checks under its lock).
    const rows = await em
      .getConnection()
      .execute<{ used: boolean }[]>(
        `select exists (select 1 from (${USED_IDS[kind]}) u where u.id = ?) as used`,
        [id],
        'all',
        em.getTransactionContext(),
      );
    return rows[0]?.used === true;
  }

  private async usedSet(em: EntityManager, kind: UsageKind | undefined): Promise<Set<string>> {
    if (!kind) return new Set();
    const rows = await em.getConnection().execute<{ id: string }[]>(USED_IDS[kind]);
    return new Set(rows.map((row) => row.id));
  }
}
