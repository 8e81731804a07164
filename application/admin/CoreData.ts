import {
  ADMIN_VALIDATION_MESSAGES,
  adminSaveMode,
  headerDefinitionForSave,
  taskDefinitionForSave,
  taskTitleForSave,
  TASK_DEFINITION_DEEPLINK_MODES,
  type TaskDefinitionDeeplinkMode,
  validateBlacklistEntry,
  validateBoothService,
  validateFairSeries,
  validateHeaderDefinition,
  validateTaskDefinition,
  validateTaskTitle,
  type ValidationResult,
} from '../../domain/admin/index.ts';
import { SERVICE_GROUPS } from '../../domain/tasks/index.ts';
import type {
  AdminCoreData,
  CoreDataItem,
  CoreDataKind,
  CoreDataValues,
  CoreDataWriteResult,
  UsageKind,
} from '../ports/AdminCoreData.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import {
  AdminInUse,
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
  type AdminActor,
  type AdminFieldError,
} from './adminErrors.ts';
import type { ListOptions } from './listing.ts';

/** A request body as it arrives (shape checked against openapi.yaml; the rules of §5 are checked here). */
export type CoreDataForm = Readonly<Record<string, unknown>>;

interface KindRules<K extends CoreDataKind> {
  /** The item's German name, for "… nicht gefunden". */
  readonly name: string;
  /** The German message of a refused delete while the item is used (admin-back-office §6). */
  readonly inUse?: string;
  /** The form's validator of domain/admin (the same code the admin UI runs). */
  readonly validate: (form: CoreDataForm) => ValidationResult;
  /** Further German field errors beyond the shared validator (e.g. an unknown service group). */
  readonly check?: (form: CoreDataForm) => AdminFieldError[];
  /** The form as stored (admin-back-office §3 mapping). */
  readonly values: (form: CoreDataForm, mode: 'create' | 'update') => CoreDataValues[K];
  readonly list: ListOptions<CoreDataItem<K>>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const flag = (value: unknown): boolean => value === true;

function serviceGroupCheck(field: string) {
  return (form: CoreDataForm): AdminFieldError[] => {
    const value = form[field];
    if (typeof value !== 'string' || value.trim() === '') return []; // the required rule reports it
    return (SERVICE_GROUPS as readonly string[]).includes(value.trim())
      ? []
      : [{ field, message: ADMIN_VALIDATION_MESSAGES.unknownServiceGroup }];
  };
}

/** The form's deeplink fields (§3: the checkbox manualdeeplink true stands for the mode manual). */
function deeplinkForm(form: CoreDataForm): { deeplinkmode?: TaskDefinitionDeeplinkMode; manualdeeplink: boolean } {
  const mode = form.deeplinkmode;
  const known = typeof mode === 'string' && (TASK_DEFINITION_DEEPLINK_MODES as readonly string[]).includes(mode);
  return {
    ...(known ? { deeplinkmode: mode as TaskDefinitionDeeplinkMode } : {}),
    manualdeeplink: flag(form.manualdeeplink),
  };
}

/** The mapping functions decide create versus update by `_id`; the service has decided it already. */
const saveModeForm = (mode: 'create' | 'update'): { _id?: string } => (mode === 'update' ? { _id: 'existing' } : {});

/** An update without an order keeps the stored one ("kept on update"). */
function orderOf(saved: { readonly order: number }, form: CoreDataForm, mode: 'create' | 'update'): { order?: number } {
  return mode === 'update' && typeof form.order !== 'number' ? {} : { order: saved.order };
}

const names = (item: { displayNameDe: string; displayNameFr: string; displayNameEn: string }) =>
  `${item.displayNameDe} ${item.displayNameFr} ${item.displayNameEn}`;
const titles = (item: { titleDe: string; titleFr: string; titleEn: string }) =>
  `${item.titleDe} ${item.titleFr} ${item.titleEn}`;

/** The rules of each master-data form (admin-back-office §3, §5 other forms, §6, §9). */
export const CORE_DATA_RULES: { readonly [K in CoreDataKind]: KindRules<K> } = {
  taskDefinition: {
    name: 'Prozessschritt',
    inUse: 'Der Prozessschritt wird in einer Messe verwendet und kann nicht gelöscht werden.',
    validate: validateTaskDefinition,
    check: serviceGroupCheck('serviceGroup'),
    values: (form, mode) => {
      const saved = taskDefinitionForSave({
        ...deeplinkForm(form),
        ...saveModeForm(mode),
        ...(typeof form.order === 'number' ? { order: form.order } : {}),
      });
      return {
        displayNameDe: text(form.displayNameDe),
        displayNameFr: text(form.displayNameFr),
        displayNameEn: text(form.displayNameEn),
        serviceGroup: text(form.serviceGroup),
        deeplinkmode: saved.deeplinkmode,
        manualdeeplink: false,
        url: optionalText(form.url),
        manualdeeplinktargetblank: flag(form.manualdeeplinktargetblank),
        coexposant: flag(form.coexposant),
        ...orderOf(saved, form, mode),
      };
    },
    list: {
      text: (item) => `${names(item)} ${item.serviceGroup} ${item._id}`,
      sortKeys: {
        displayNameDe: (item) => item.displayNameDe,
        serviceGroup: (item) => item.serviceGroup,
        order: (item) => item.order,
        isUsed: (item) => item.isUsed,
      },
    },
  },
  taskTitle: {
    name: 'Prozessgruppe',
    inUse: 'Die Prozessgruppe wird in einer Messe verwendet und kann nicht gelöscht werden.',
    validate: validateTaskTitle,
    check: serviceGroupCheck('serviceGroup'),
    values: (form) => {
      const saved = taskTitleForSave(deeplinkForm(form));
      return {
        titleDe: text(form.titleDe),
        titleFr: text(form.titleFr),
        titleEn: text(form.titleEn),
        serviceGroup: text(form.serviceGroup),
        deeplinkmode: saved.deeplinkmode,
        manualdeeplink: false,
        url: optionalText(form.url),
        manualdeeplinktargetblank: flag(form.manualdeeplinktargetblank),
      };
    },
    list: {
      text: (item) => `${titles(item)} ${item.serviceGroup} ${item._id}`,
      sortKeys: {
        titleDe: (item) => item.titleDe,
        serviceGroup: (item) => item.serviceGroup,
        isUsed: (item) => item.isUsed,
      },
    },
  },
  boothService: {
    name: 'Standleistung',
    inUse: 'Die Standleistung wird in einer Messe verwendet und kann nicht gelöscht werden.',
    validate: validateBoothService,
    values: (form) => ({ title: text(form.title), id: text(form.id) }),
    list: {
      text: (item) => `${item.title} ${item.id}`,
      sortKeys: { title: (item) => item.title, id: (item) => item.id, isUsed: (item) => item.isUsed },
    },
  },
  fairSeries: {
    name: 'Messe-Reihe',
    inUse: 'Die Messe-Reihe wird von einer Messe oder einem Teaser verwendet und kann nicht gelöscht werden.',
    validate: validateFairSeries,
    values: (form) => ({ titleDe: text(form.titleDe), titleFr: text(form.titleFr), titleEn: text(form.titleEn) }),
    list: {
      text: (item) => `${titles(item)} ${item._id}`,
      sortKeys: { titleDe: (item) => item.titleDe, _id: (item) => item._id, isUsed: (item) => item.isUsed },
    },
  },
  headerDefinition: {
    name: 'Header-Definition',
    validate: validateHeaderDefinition,
    check: serviceGroupCheck('serviceGroupId'),
    values: (form, mode) => {
      const infoTexts = (form.infoTexts ?? {}) as Record<string, unknown>;
      const saved = headerDefinitionForSave({
        ...saveModeForm(mode),
        ...(typeof form.order === 'number' ? { order: form.order } : {}),
      });
      return {
        displayNameDe: text(form.displayNameDe),
        displayNameFr: text(form.displayNameFr),
        displayNameEn: text(form.displayNameEn),
        serviceGroupId: text(form.serviceGroupId),
        infoTexts: { textDe: text(infoTexts.textDe), textFr: text(infoTexts.textFr), textEn: text(infoTexts.textEn) },
        ...orderOf(saved, form, mode),
      };
    },
    list: {
      text: (item) => `${names(item)} ${item.serviceGroupId}`,
      sortKeys: {
        displayNameDe: (item) => item.displayNameDe,
        serviceGroupId: (item) => item.serviceGroupId,
        order: (item) => item.order,
      },
    },
  },
  blacklistEntry: {
    name: 'Blacklist-Eintrag',
    validate: validateBlacklistEntry,
    values: (form) => ({ title: text(form.title), id: text(form.id) }),
    list: {
      text: (item) => `${item.title} ${item.id}`,
      sortKeys: { title: (item) => item.title, id: (item) => item.id },
    },
  },
};

export interface CoreDataDependencies {
  readonly store: AdminCoreData;
  readonly changes: ChangeNotices;
}

/**
 * The master-data calls of admin-back-office §7: list (with isUsed where it applies), read, save (create or
 * update by `_id` or the route id, validated with domain/admin's validators, version compared), delete
 * (refused while used). Every committed write is told to every process (`catalogue`), so exhibitor views
 * show it at the next request.
 */
export class AdminCoreDataService {
  private readonly deps: CoreDataDependencies;

  constructor(deps: CoreDataDependencies) {
    this.deps = deps;
  }

  list<K extends CoreDataKind>(kind: K): Promise<CoreDataItem<K>[]> {
    return this.deps.store.list(kind);
  }

  listOptions<K extends CoreDataKind>(kind: K): ListOptions<CoreDataItem<K>> {
    return CORE_DATA_RULES[kind].list;
  }

  usedIds(kind: UsageKind): Promise<string[]> {
    return this.deps.store.usedIds(kind);
  }

  async get<K extends CoreDataKind>(kind: K, id: string): Promise<CoreDataItem<K>> {
    const item = await this.deps.store.get(kind, id);
    if (!item) throw new AdminNotFound(CORE_DATA_RULES[kind].name);
    return item;
  }

  /**
   * Creates or updates; `created` tells which (201 or 200). Throws the admin outcomes; nothing is written then.
   * A version restored from the history passes the note its audit entry keeps.
   */
  async save<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    form: CoreDataForm,
    routeId?: string,
    note?: string,
  ): Promise<{ created: boolean; item: CoreDataItem<K> }> {
    const rules = CORE_DATA_RULES[kind] as unknown as KindRules<K>;
    const bodyId = typeof form._id === 'string' ? form._id : undefined;
    const mode = adminSaveMode({ _id: bodyId }, routeId);
    const validation = rules.validate(form);
    const errors: AdminFieldError[] = validation.ok
      ? []
      : validation.errors.map((error) => ({ field: error.field, message: error.message }));
    for (const error of rules.check?.(form) ?? [])
      if (!errors.some((known) => known.field === error.field)) errors.push(error);
    const version = form.version;
    if (mode === 'update' && (typeof version !== 'number' || !Number.isInteger(version)))
      errors.push({ field: 'version', message: ADMIN_VALIDATION_MESSAGES.required });
    if (errors.length > 0) throw new AdminValidationFailed(errors);

    const values = rules.values(form, mode);
    const result: CoreDataWriteResult<K> =
      mode === 'create'
        ? await this.deps.store.create(kind, actor, values)
        : await this.deps.store.update(kind, actor, (routeId ?? bodyId)!.trim(), version as number, values, note);
    if (!result.ok) {
      if (result.error === 'missing') throw new AdminNotFound(rules.name);
      if (result.error === 'stale') throw new AdminStaleVersion(result.current);
      throw new AdminValidationFailed([{ field: 'id', message: ADMIN_VALIDATION_MESSAGES.idTaken }]);
    }
    await this.deps.changes.publish({ scope: 'catalogue' });
    return { created: mode === 'create', item: result.item };
  }

  /** Deletes unless used in a fair; with `version` (the one read) only if the item has not changed since. */
  async remove(kind: CoreDataKind, actor: AdminActor, id: string, version?: number): Promise<void> {
    const rules = CORE_DATA_RULES[kind];
    const result = await this.deps.store.remove(kind, actor, id, version);
    if (!result.ok) {
      if (result.error === 'missing') throw new AdminNotFound(rules.name);
      if (result.error === 'stale') throw new AdminStaleVersion(result.current);
      throw new AdminInUse(rules.inUse ?? `${rules.name} wird verwendet und kann nicht gelöscht werden.`);
    }
    await this.deps.changes.publish({ scope: 'catalogue' });
  }
}
