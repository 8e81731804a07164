import type { AdminActor } from '../admin/adminErrors.ts';

/**
 * The back office's trash: every delete of a manager keeps the item with everything that goes with it for
 * TRASH_DAYS days, from where it can be restored with its id. Exhibitors never see what lies in it.
 */

/** How long a deleted item can be restored. */
export const TRASH_DAYS = 30;

/** The kinds of item a manager can delete, named as in the audit trail. */
export const TRASH_ENTITIES = [
  'fair',
  'teaser',
  'fairWallEntry',
  'taskDefinition',
  'taskTitle',
  'boothService',
  'fairSeries',
  'headerDefinition',
  'blacklistEntry',
  'webhook',
] as const;
export type TrashEntity = (typeof TRASH_ENTITIES)[number];

export function isTrashEntity(value: string): value is TrashEntity {
  return (TRASH_ENTITIES as readonly string[]).includes(value);
}

/** One item in the trash. Instants are ISO strings. */
export interface TrashItem {
  readonly entity: TrashEntity;
  readonly id: string;
  /** What the manager knows it by (a fair's name and code, a teaser's internal name ...). */
  readonly label: string;
  readonly deletedAt: string;
  /** The manager's user id, and their e-mail address while the user is known. */
  readonly deletedBy: string;
  readonly deletedByEmail: string | null;
  readonly expiresAt: string;
}

/** Why a restore was refused; the German message is the caller's to give. */
export type TrashRestoreRefusal =
  | { readonly reason: 'missing' }
  /** The item's unique code (a fair's code, a booth service's or blacklist entry's ID) is used by another item now. */
  | { readonly reason: 'codeTaken'; readonly code: string }
  /** The item refers to master data that is gone meanwhile: a fair to its fair series, or to process steps or groups. */
  | { readonly reason: 'referenceMissing'; readonly what: 'fairSeries' | 'processSteps' };

export type TrashRestoreResult =
  { readonly ok: true; readonly item: TrashItem } | ({ readonly ok: false } & TrashRestoreRefusal);

/** What the trash shows of an item before it is restored: its main fields as kept, and what went with it. */
export interface TrashPreview {
  readonly item: TrashItem;
  /** The item's own fields, German labels, values as text (long texts cut, files and binary data left out). */
  readonly fields: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  /** What was kept with it (a fair's process steps, documents ...), counted. */
  readonly related: ReadonlyArray<{ readonly label: string; readonly count: number }>;
}

export interface AdminTrash {
  /** The items not yet expired at `now`, newest first; only those of `entity` when given. */
  list(now: Date, entity?: TrashEntity): Promise<TrashItem[]>;
  /**
   * Puts the item's rows back as they were (same ids) in one transaction with an audit entry `restore`, and takes
   * it out of the trash; refused (nothing written) when it is not in the trash or expired, its code is taken or
   * what it refers to is gone.
   */
  restore(entity: TrashEntity, id: string, now: Date, actor: AdminActor): Promise<TrashRestoreResult>;
  /** The item as kept, or undefined when it is not in the trash (or expired). */
  preview(entity: TrashEntity, id: string, now: Date): Promise<TrashPreview | undefined>;
  /** Removes one item for good, with an audit entry `purge`; undefined when it is not in the trash. */
  purge(entity: TrashEntity, id: string, now: Date, actor: AdminActor): Promise<TrashItem | undefined>;
  /** Removes every item of `entities` for good in one transaction, each with an audit entry; answers how many. */
  empty(entities: readonly TrashEntity[], now: Date, actor: AdminActor): Promise<number>;
  /** Removes for good what expired before `now`; answers how many items. */
  purgeExpired(now: Date): Promise<number>;
}

export const AdminTrashToken = Symbol.for('AdminTrash');
