import {
  ADMIN_VALIDATION_MESSAGES,
  headerDefinitionForSave,
  taskDefinitionForSave,
  taskTitleForSave,
  TASK_DEFINITION_DEEPLINK_MODES,
  type AdminSaveMode,
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
import type { CoreDataKind, CoreDataValues } from '../ports/AdminCoreData.ts';
import type { AdminFieldError } from './adminErrors.ts';

/** A request body as it arrives (shape checked against openapi.yaml; the rules of §5 are checked here). */
export type CoreDataForm = Readonly<Record<string, unknown>>;

/** What a save of one kind of master data checks and stores; the overview's search and sort are coreDataLists'. */
export interface CoreDataFormRules<K extends CoreDataKind> {
  /** The item's German name, for "… nicht gefunden". */
  readonly name: string;
  /** The German message of a refused delete while the item is used (admin-back-office §6). */
  readonly inUse?: string;
  /** The form's validator of domain/admin (the same code the admin UI runs). */
  readonly validate: (form: CoreDataForm) => ValidationResult;
  /** Further German field errors beyond the shared validator (e.g. an unknown service group). */
  readonly check?: (form: CoreDataForm) => AdminFieldError[];
  /** The form as stored (admin-back-office §3 mapping). */
  readonly values: (form: CoreDataForm, mode: AdminSaveMode) => CoreDataValues[K];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const flag = (value: unknown): boolean => value === true;
const displayNames = (form: CoreDataForm) => ({
  displayNameDe: text(form.displayNameDe),
  displayNameFr: text(form.displayNameFr),
  displayNameEn: text(form.displayNameEn),
});
const titles = (form: CoreDataForm) => ({
  titleDe: text(form.titleDe),
  titleFr: text(form.titleFr),
  titleEn: text(form.titleEn),
});

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
const saveModeForm = (mode: AdminSaveMode): { _id?: string } => (mode === 'update' ? { _id: 'existing' } : {});

/** The order the form sends, if any; the domain's save rule decides what is stored (a new item comes last). */
const givenOrder = (form: CoreDataForm): { order?: number } =>
  typeof form.order === 'number' ? { order: form.order } : {};

/** An update without an order keeps the stored one ("kept on update"). */
function orderOf(saved: { readonly order: number }, form: CoreDataForm, mode: AdminSaveMode): { order?: number } {
  return mode === 'update' && typeof form.order !== 'number' ? {} : { order: saved.order };
}

/** The rules of each master-data form (admin-back-office §3, §5 other forms, §6, §9). */
const CORE_DATA_FORMS: { readonly [K in CoreDataKind]: CoreDataFormRules<K> } = {
  taskDefinition: {
    name: 'Prozessschritt',
    inUse: 'Der Prozessschritt wird in einer Messe verwendet und kann nicht gelöscht werden.',
    validate: validateTaskDefinition,
    check: serviceGroupCheck('serviceGroup'),
    values: (form, mode) => {
      const saved = taskDefinitionForSave({
        ...deeplinkForm(form),
        ...saveModeForm(mode),
        ...givenOrder(form),
      });
      return {
        ...displayNames(form),
        serviceGroup: text(form.serviceGroup),
        deeplinkmode: saved.deeplinkmode,
        manualdeeplink: false,
        url: optionalText(form.url),
        manualdeeplinktargetblank: flag(form.manualdeeplinktargetblank),
        coexposant: flag(form.coexposant),
        ...orderOf(saved, form, mode),
      };
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
        ...titles(form),
        serviceGroup: text(form.serviceGroup),
        deeplinkmode: saved.deeplinkmode,
        manualdeeplink: false,
        url: optionalText(form.url),
        manualdeeplinktargetblank: flag(form.manualdeeplinktargetblank),
      };
    },
  },
  boothService: {
    name: 'Standleistung',
    inUse: 'Die Standleistung wird in einer Messe verwendet und kann nicht gelöscht werden.',
    validate: validateBoothService,
    values: (form) => ({ title: text(form.title), id: text(form.id) }),
  },
  fairSeries: {
    name: 'Messe-Reihe',
    inUse: 'Die Messe-Reihe wird von einer Messe oder einem Teaser verwendet und kann nicht gelöscht werden.',
    validate: validateFairSeries,
    values: titles,
  },
  headerDefinition: {
    name: 'Header-Definition',
    validate: validateHeaderDefinition,
    check: serviceGroupCheck('serviceGroupId'),
    values: (form, mode) => {
      const infoTexts = (form.infoTexts ?? {}) as Record<string, unknown>;
      const saved = headerDefinitionForSave({
        ...saveModeForm(mode),
        ...givenOrder(form),
      });
      return {
        ...displayNames(form),
        serviceGroupId: text(form.serviceGroupId),
        infoTexts: { textDe: text(infoTexts.textDe), textFr: text(infoTexts.textFr), textEn: text(infoTexts.textEn) },
        ...orderOf(saved, form, mode),
      };
    },
  },
  blacklistEntry: {
    name: 'Blacklist-Eintrag',
    validate: validateBlacklistEntry,
    values: (form) => ({ title: text(form.title), id: text(form.id) }),
  },
};

export function coreDataFormRules<K extends CoreDataKind>(kind: K): CoreDataFormRules<K> {
  return CORE_DATA_FORMS[kind];
}

/**
 * Every German field error of a save, the shared validator's first; a further check of a field the validator already
 * refused is left out (one message per field). An update needs the version read (the optimistic lock).
 */
export function coreDataFormErrors(kind: CoreDataKind, form: CoreDataForm, mode: AdminSaveMode): AdminFieldError[] {
  const rules = coreDataFormRules(kind);
  const validation = rules.validate(form);
  const errors: AdminFieldError[] = validation.ok
    ? []
    : validation.errors.map((error) => ({ field: error.field, message: error.message }));
  for (const error of rules.check?.(form) ?? [])
    if (!errors.some((known) => known.field === error.field)) errors.push(error);
  const version = form.version;
  if (mode === 'update' && (typeof version !== 'number' || !Number.isInteger(version)))
    errors.push({ field: 'version', message: ADMIN_VALIDATION_MESSAGES.required });
  return errors;
}
