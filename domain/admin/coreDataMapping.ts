/** How core-data forms map to stored records and back (spec: admin-back-office §3, §4, §6). */

export const TASK_DEFINITION_DEEPLINK_MODES = ['servicegroup', 'manual', 'katalog', 'fileupload'] as const;
export type TaskDefinitionDeeplinkMode = (typeof TASK_DEFINITION_DEEPLINK_MODES)[number];
export const DEFAULT_DEEPLINK_MODE: TaskDefinitionDeeplinkMode = 'servicegroup';

/** Order given to a new task definition or header definition: after every existing one. */
export const NEW_ENTRY_ORDER = 99;

export type AdminSaveMode = 'create' | 'update';

/** Create versus update is decided by the presence of an _id (or of the route id). */
export function adminSaveMode(entity: { readonly _id?: string | null }, routeId?: string | null): AdminSaveMode {
  const hasId = (value: string | null | undefined) => value !== undefined && value !== null && value.trim() !== '';
  return hasId(entity._id) || hasId(routeId) ? 'update' : 'create';
}

interface DeeplinkForm {
  readonly deeplinkmode?: TaskDefinitionDeeplinkMode | null;
  /** The form's checkbox; true stands for the mode manual. */
  readonly manualdeeplink?: boolean;
}

export interface TaskDefinitionForm extends DeeplinkForm {
  readonly _id?: string;
  readonly displayNameDe?: string;
  readonly displayNameFr?: string;
  readonly displayNameEn?: string;
  readonly serviceGroup?: string;
  readonly order?: number;
  readonly isUsed?: boolean;
}

export interface StoredTaskDefinition {
  readonly _id?: string;
  readonly displayNameDe?: string;
  readonly displayNameFr?: string;
  readonly displayNameEn?: string;
  readonly serviceGroup?: string;
  readonly deeplinkmode: TaskDefinitionDeeplinkMode;
  /** Always sent false: the mode alone carries "manual". */
  readonly manualdeeplink: false;
  readonly order: number;
}

export interface TaskTitleForm extends DeeplinkForm {
  readonly _id?: string;
  readonly titleDe?: string;
  readonly titleFr?: string;
  readonly titleEn?: string;
  readonly serviceGroup?: string;
  readonly isUsed?: boolean;
}

export interface StoredTaskTitle extends Omit<TaskTitleForm, 'deeplinkmode' | 'manualdeeplink' | 'isUsed'> {
  readonly deeplinkmode: TaskDefinitionDeeplinkMode;
  readonly manualdeeplink: false;
}

/** manualdeeplink true means mode manual; otherwise the chosen mode, by default servicegroup. */
export function deeplinkModeOf(form: DeeplinkForm): TaskDefinitionDeeplinkMode {
  if (form.manualdeeplink === true) return 'manual';
  return form.deeplinkmode ?? DEFAULT_DEEPLINK_MODE;
}

/**
 * Task definition form -> stored record: the deeplink mode from the checkbox (flag sent false), order 99
 * when created (kept on update, 99 if an update lacks one), and isUsed left out because it is derived.
 */
export function taskDefinitionForSave(form: TaskDefinitionForm): StoredTaskDefinition {
  const { isUsed: _isUsed, manualdeeplink: _manual, deeplinkmode: _mode, order, ...rest } = form;
  const isCreate = adminSaveMode(form) === 'create';
  return {
    ...rest,
    deeplinkmode: deeplinkModeOf(form),
    manualdeeplink: false,
    order: isCreate ? NEW_ENTRY_ORDER : (order ?? NEW_ENTRY_ORDER),
  };
}

/** Task titles carry the same deeplink fields and map them the same way (they have no order). */
export function taskTitleForSave(form: TaskTitleForm): StoredTaskTitle {
  const { isUsed: _isUsed, manualdeeplink: _manual, deeplinkmode: _mode, ...rest } = form;
  return { ...rest, deeplinkmode: deeplinkModeOf(form), manualdeeplink: false };
}

/** Stored -> form: the checkbox shows the mode manual. */
export function deeplinkFormOf(stored: {
  readonly deeplinkmode?: TaskDefinitionDeeplinkMode | null;
}): Required<DeeplinkForm> {
  const mode = stored.deeplinkmode ?? DEFAULT_DEEPLINK_MODE;
  return { deeplinkmode: mode, manualdeeplink: mode === 'manual' };
}

export interface HeaderDefinitionForm {
  readonly _id?: string;
  readonly displayNameDe?: string;
  readonly displayNameFr?: string;
  readonly displayNameEn?: string;
  readonly serviceGroupId?: string;
  readonly infoTexts?: { readonly textDe?: string; readonly textFr?: string; readonly textEn?: string };
  readonly order?: number;
}

/** A created header definition gets order 99; an update keeps its order. */
export function headerDefinitionForSave(form: HeaderDefinitionForm): HeaderDefinitionForm & { readonly order: number } {
  const isCreate = adminSaveMode(form) === 'create';
  return { ...form, order: isCreate ? NEW_ENTRY_ORDER : (form.order ?? NEW_ENTRY_ORDER) };
}

/** Marks the entries whose _id is among the ids used in fairs (GET /…InFairs). */
export function withUsage<T extends { readonly _id: string }>(
  items: readonly T[],
  usedIds: readonly string[],
): (T & { readonly isUsed: boolean })[] {
  const used = new Set(usedIds);
  return items.map((item) => ({ ...item, isUsed: used.has(item._id) }));
}

/** Task definitions, task titles, booth services and fair series can be deleted only while unused. */
export function isDeleteAllowed(item: { readonly isUsed?: boolean }): boolean {
  return item.isUsed !== true;
}

/** The read-only link of the fair series form: the site root with _fs set to the series id. */
export function fairSeriesLink(seriesId: string, siteOrigin = ''): string {
  return `${siteOrigin.replace(/\/+$/, '')}/?_fs=${encodeURIComponent(seriesId)}`;
}
