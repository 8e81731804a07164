import type { AdminTeaser, OverlapCheckedTeaser, TeaserImageField, TeaserTextField } from '../../domain/admin/index.ts';
import type { DateRange } from '../../domain/time.ts';
import type { TeaserRecord } from './Teasers.ts';
import type { AdminActor } from '../admin/adminErrors.ts';

/** A JSON list of a teaser (admin-back-office §3 Teaser tasks, documents, steps): objects the back office keeps as sent. */
export type AdminTeaserList = ReadonlyArray<Readonly<Record<string, unknown>>>;

/** The fields of a teaser other than its images (admin-back-office §3 Teaser), as the back office reads and writes them: texts by field name. */
export type AdminTeaserFields = Omit<TeaserRecord, 'id' | 'texts' | 'images'> & {
  readonly tasks: AdminTeaserList;
  readonly documents: AdminTeaserList;
  readonly steps: AdminTeaserList;
} & { readonly [F in TeaserTextField]: string | null };

/**
 * A teaser as stored, with its version. Each image field holds the address the image is served from (never its
 * bytes), or null when there is none.
 */
export type StoredAdminTeaser = AdminTeaserFields & {
  readonly _id: string;
  readonly version: number;
} & { readonly [F in TeaserImageField]: string | null };

/** A line of the teaser overview (admin-back-office §2 teaser list): no texts, no images. */
export interface AdminTeaserSummary {
  readonly _id: string;
  readonly version: number;
  readonly type: number;
  /** The German name of the type (GET /teasertypes), empty for a type the back office does not know. */
  readonly typeName: string;
  readonly internalName: string;
  readonly published: DateRange;
  readonly fairSeries: string | null;
  readonly fair: string | null;
}

/** What POST /teaser and PUT /teasers/{id} carry: the §3 fields; images as data URLs (new), null or '' (removed) or the address read (kept). */
export type AdminTeaserInput = AdminTeaser & { readonly version?: number };

/** An image ready to store: the bytes the image intake accepted and their type. */
export interface TeaserImageToStore {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** The images a save changes: a new image, or null to remove it. Fields left out stay as they are. */
export type TeaserImageChanges = Partial<Record<TeaserImageField, TeaserImageToStore | null>>;

/** A teaser ready to store: validated; its images only where they change. */
export interface TeaserToStore {
  readonly fields: AdminTeaserFields;
  readonly images: TeaserImageChanges;
}

/** Create (no id) or update of the teaser with this id from the version the manager read. */
export interface AdminTeaserWrite {
  readonly id?: string;
  readonly expectedVersion?: number;
  /** What the write was beyond its changes (a version restored from the history), kept with its audit entry. */
  readonly note?: string;
}

/**
 * Called inside the write's transaction with the other teasers of the same type and fair series (the candidate
 * itself left out), while no other save of that type and series can run: it throws to refuse the save.
 */
export type OverlapCheck = (others: readonly OverlapCheckedTeaser[]) => void;

export interface AdminTeasers {
  list(): Promise<AdminTeaserSummary[]>;
  byId(id: string): Promise<StoredAdminTeaser | undefined>;
  /** Whether the fair series (its id) and the fair (its id code) a teaser names exist. */
  referencesExist(
    fairSeries: string | null,
    fair: string | null,
  ): Promise<{ readonly fairSeries: boolean; readonly fair: boolean }>;
  /** The teasers of a type and fair series (the overlap check of POST /checkTeaserDateRange). */
  ofTypeAndSeries(type: number, fairSeries: string): Promise<OverlapCheckedTeaser[]>;
  /**
   * Writes the teaser and its image changes in one transaction with the audit entry: a create, or an update
   * only from `expectedVersion` (else AdminStaleVersion with the current teaser; AdminNotFound when it is gone).
   */
  save(
    teaser: TeaserToStore,
    write: AdminTeaserWrite,
    actor: AdminActor,
    checkOverlap: OverlapCheck,
  ): Promise<StoredAdminTeaser>;
  /** False when there is no such teaser; AdminStaleVersion when `expectedVersion` is given and old. */
  delete(id: string, expectedVersion: number | undefined, actor: AdminActor): Promise<boolean>;
}

export const AdminTeasersToken = Symbol.for('AdminTeasers');
