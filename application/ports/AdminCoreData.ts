import type { AdminActor, ItemUse } from '../admin/adminErrors.ts';

/**
 * The master data the back office maintains (admin-back-office §3, §7): task definitions (process steps),
 * task titles (process groups), booth services, fair series, header definitions and blacklist entries, in
 * the wire shape of the spec (`_id`, `displayNameDe` ...) with the version of optimistic locking.
 */
export type CoreDataKind =
  'taskDefinition' | 'taskTitle' | 'boothService' | 'fairSeries' | 'headerDefinition' | 'blacklistEntry';

/** The kinds whose use in fairs is derived (isUsed) and blocks deleting (admin-back-office §6). */
export type UsageKind = 'taskDefinition' | 'taskTitle' | 'boothService' | 'fairSeries';

export type StoredDeeplinkMode = 'servicegroup' | 'manual' | 'katalog' | 'fileupload';

export interface TaskDefinitionValues {
  readonly displayNameDe: string;
  readonly displayNameFr: string;
  readonly displayNameEn: string;
  readonly serviceGroup: string;
  readonly deeplinkmode: StoredDeeplinkMode;
  /** Always false when stored: the mode alone carries "manual" (§3). */
  readonly manualdeeplink: false;
  readonly url: string | null;
  readonly manualdeeplinktargetblank: boolean;
  readonly coexposant: boolean;
  /** Left out on an update that sent none: the stored order stays. */
  readonly order?: number;
}

export interface TaskTitleValues {
  readonly titleDe: string;
  readonly titleFr: string;
  readonly titleEn: string;
  readonly serviceGroup: string;
  readonly deeplinkmode: StoredDeeplinkMode;
  readonly manualdeeplink: false;
  readonly url: string | null;
  readonly manualdeeplinktargetblank: boolean;
}

export interface BoothServiceValues {
  readonly title: string;
  /** The booth service's ID field (the key the booking system knows); unique. */
  readonly id: string;
}

export interface FairSeriesValues {
  readonly titleDe: string;
  readonly titleFr: string;
  readonly titleEn: string;
}

export interface HeaderDefinitionValues {
  readonly displayNameDe: string;
  readonly displayNameFr: string;
  readonly displayNameEn: string;
  readonly serviceGroupId: string;
  /** HTML, sanitised when stored. */
  readonly infoTexts: { readonly textDe: string; readonly textFr: string; readonly textEn: string };
  readonly order?: number;
}

export interface BlacklistEntryValues {
  readonly title: string;
  /** The blacklisted ID; unique. */
  readonly id: string;
}

export interface CoreDataValues {
  taskDefinition: TaskDefinitionValues;
  taskTitle: TaskTitleValues;
  boothService: BoothServiceValues;
  fairSeries: FairSeriesValues;
  headerDefinition: HeaderDefinitionValues;
  blacklistEntry: BlacklistEntryValues;
}

interface Stored {
  readonly _id: string;
  readonly version: number;
}
interface Usage {
  readonly isUsed: boolean;
}

export interface CoreDataItems {
  taskDefinition: TaskDefinitionValues & Stored & Usage & { readonly order: number };
  taskTitle: TaskTitleValues & Stored & Usage;
  boothService: BoothServiceValues & Stored & Usage;
  fairSeries: FairSeriesValues & Stored & Usage;
  headerDefinition: HeaderDefinitionValues & Stored & { readonly order: number };
  blacklistEntry: BlacklistEntryValues & Stored;
}

export type CoreDataItem<K extends CoreDataKind> = CoreDataItems[K];

/** A write's outcome; nothing is written unless it is ok. */
export type CoreDataWriteResult<K extends CoreDataKind> =
  | { readonly ok: true; readonly item: CoreDataItem<K> }
  | { readonly ok: false; readonly error: 'missing' }
  /** Another write came first: `current` is the item as it is now. */
  | { readonly ok: false; readonly error: 'stale'; readonly current: CoreDataItem<K> }
  /** The unique ID field (booth service, blacklist entry) is another item's. */
  | { readonly ok: false; readonly error: 'idTaken' };

export type CoreDataDeleteResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: 'missing' }
  /** Used in a fair (or a teaser): `usedBy` names what uses it. */
  | { readonly ok: false; readonly error: 'inUse'; readonly usedBy: readonly ItemUse[] }
  /** The delete named the version read and the item has changed since: `current` is the item as it is now. */
  | { readonly ok: false; readonly error: 'stale'; readonly current: CoreDataItem<CoreDataKind> };

export interface AdminCoreData {
  list<K extends CoreDataKind>(kind: K): Promise<CoreDataItem<K>[]>;
  get<K extends CoreDataKind>(kind: K, id: string): Promise<CoreDataItem<K> | undefined>;
  /** The ids of the items used in a fair (GET /taskdefinitionsInFairs, /tasktilesInFairs, /fairseriesInFairs). */
  usedIds(kind: UsageKind): Promise<string[]>;
  /** The fairs (and, for a fair series, the teasers) that use the item, by name; empty when none does. */
  usage(kind: UsageKind, id: string): Promise<ItemUse[]>;
  /** Creates the item under a new `_id`, with version 1, in one transaction with its audit row. */
  create<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    values: CoreDataValues[K],
  ): Promise<CoreDataWriteResult<K>>;
  /**
   * Updates the item if it still has `version` (compare-and-set), in one transaction with its audit row (with
   * `note`, when given: a version restored from the history).
   */
  update<K extends CoreDataKind>(
    kind: K,
    actor: AdminActor,
    id: string,
    version: number,
    values: CoreDataValues[K],
    note?: string,
  ): Promise<CoreDataWriteResult<K>>;
  /** Deletes the item unless it is used in a fair (or has another version than `version`, when given), in one transaction with its audit row. */
  remove(kind: CoreDataKind, actor: AdminActor, id: string, version?: number): Promise<CoreDataDeleteResult>;
}

export const AdminCoreDataToken = Symbol.for('AdminCoreData');
