import type { AdminActor } from '../admin/adminErrors.ts';
import type { ImageChange } from '../admin/adminImages.ts';

/**
 * A wall entry ("interessante Messe") as the back office reads and writes it (admin-back-office §3 Fair wall
 * entry): the spec's field names; logos as the addresses they are served from (never their bytes).
 */
export interface AdminFairWallEntryItem {
  readonly _id: string;
  readonly displayName: string;
  readonly logoDe: string | null;
  readonly logoFr: string | null;
  readonly logoEn: string | null;
  readonly urlDe: string | null;
  readonly urlFr: string | null;
  readonly urlEn: string | null;
  readonly publish: { readonly start: string | null; readonly end: string | null };
  readonly version: number;
}

export const FAIR_WALL_LOGO_FIELDS = ['logoDe', 'logoFr', 'logoEn'] as const;
export type FairWallLogoField = (typeof FAIR_WALL_LOGO_FIELDS)[number];

/** What a save stores: the checked values and, per logo, keep, remove or the accepted image. */
export interface FairWallEntryValues {
  readonly displayName: string;
  readonly urlDe: string | null;
  readonly urlFr: string | null;
  readonly urlEn: string | null;
  readonly publish: { readonly start: string; readonly end: string };
  readonly logos: Readonly<Record<FairWallLogoField, ImageChange>>;
}

export type FairWallWriteResult =
  | { readonly ok: true; readonly item: AdminFairWallEntryItem }
  | { readonly ok: false; readonly error: 'missing' }
  | { readonly ok: false; readonly error: 'stale'; readonly current: AdminFairWallEntryItem };

export interface AdminFairWall {
  /** Every entry by display name. */
  list(): Promise<AdminFairWallEntryItem[]>;
  get(id: string): Promise<AdminFairWallEntryItem | undefined>;
  /** One transaction with its audit row. */
  create(actor: AdminActor, values: FairWallEntryValues): Promise<AdminFairWallEntryItem>;
  /** Only while the entry still has `version` (compare-and-set); one transaction with its audit row. */
  update(actor: AdminActor, id: string, version: number, values: FairWallEntryValues): Promise<FairWallWriteResult>;
  /** With `version`, only while the entry still has it (else stale with the current entry). */
  remove(
    actor: AdminActor,
    id: string,
    version?: number,
  ): Promise<{ readonly ok: true } | Exclude<FairWallWriteResult, { ok: true }>>;
}

export const AdminFairWallToken = Symbol.for('AdminFairWall');
