import type { AdminActor } from '../admin/adminErrors.ts';
import type { CoreDataValues } from './AdminCoreData.ts';
import type { ImportKind } from '../../domain/admin/index.ts';

/** One item an import writes: new (no id), or an update of the item that still has `version`. */
export type ImportWrite<K extends ImportKind> =
  | { readonly values: CoreDataValues[K] }
  | { readonly id: string; readonly version: number; readonly values: CoreDataValues[K] };

export type ImportWriteResult =
  | { readonly ok: true }
  /** An item had another version (or was gone), or a new item's key was taken meanwhile: nothing was written. */
  | { readonly ok: false; readonly error: 'stale' };

/**
 * Writes an import's items in one transaction, each audited as a manual save with `note` (its audit entry names the
 * import) and with its domain event; nothing is written unless every item still has the version it was planned on.
 */
export interface CoreDataImports {
  apply<K extends ImportKind>(
    kind: K,
    actor: AdminActor,
    writes: readonly ImportWrite<K>[],
    note: string,
  ): Promise<ImportWriteResult>;
}

export const CoreDataImportsToken = Symbol.for('CoreDataImports');
