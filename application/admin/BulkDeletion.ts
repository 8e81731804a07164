import { TRASH_ENTITIES, type TrashEntity } from '../ports/AdminTrash.ts';
import {
  AdminInUse,
  AdminNotFound,
  AdminStaleVersion,
  AdminValidationFailed,
  type AdminActor,
  type ItemUse,
} from './adminErrors.ts';

/** The kinds deleted several at once from their lists (a webhook is deleted one by one, under its own scope). */
export type BulkDeleteEntity = Exclude<TrashEntity, 'webhook'>;
export const BULK_DELETE_ENTITIES: readonly BulkDeleteEntity[] = TRASH_ENTITIES.filter(
  (entity): entity is BulkDeleteEntity => entity !== 'webhook',
);

/** At most this many items per call: one page of a list and more, but bounded in time and in the answer's size. */
export const BULK_LIMIT = 200;

export interface BulkItemRef {
  readonly entity: BulkDeleteEntity;
  readonly id: string;
  /** The version the manager saw: an item changed since is not deleted. */
  readonly version?: number;
}

/** What happened to one item; a refusal says why in German and, when the item is used, names what uses it. */
export type BulkOutcome =
  | { readonly entity: TrashEntity; readonly id: string; readonly outcome: 'deleted' | 'restored' }
  | {
      readonly entity: TrashEntity;
      readonly id: string;
      readonly outcome: 'refused';
      readonly reason: string;
      readonly usedBy?: readonly ItemUse[];
    };

/** Who deletes: the manager, and whom the booking system is asked as (whether a fair is sold there). */
export interface BulkCaller {
  readonly actor: AdminActor;
  readonly bookingUser: string;
}

/** The single delete of each kind, with all its rules (in use, the version, a fair's code) and its audit entry. */
export type BulkDeleters = Record<BulkDeleteEntity, (ref: BulkItemRef, caller: BulkCaller) => Promise<void>>;

/**
 * The refusal of one item as a German reason, from the outcomes the single operations throw. Anything else is not
 * a refusal a manager can act on: it is thrown, and the items done before it stay done (each was its own write).
 */
export function refusalOf(error: unknown): { reason: string; usedBy?: readonly ItemUse[] } {
  if (error instanceof AdminInUse)
    return error.usedBy.length > 0 ? { reason: error.message, usedBy: error.usedBy } : { reason: error.message };
  if (error instanceof AdminNotFound) return { reason: 'Nicht mehr vorhanden (inzwischen gelöscht?).' };
  if (error instanceof AdminStaleVersion)
    return { reason: 'Inzwischen von jemand anderem geändert: Laden Sie die Liste neu und prüfen Sie den Eintrag.' };
  if (error instanceof AdminValidationFailed) {
    const needsCode = error.errors.some((fieldError) => fieldError.field === 'confirmCode');
    const message = error.errors[0]?.message ?? 'Nicht gelöscht.';
    return { reason: needsCode ? `${message} Löschen Sie diese Messe einzeln.` : message };
  }
  throw error;
}

/**
 * Deleting several items at once (each into the Papierkorb): every item goes through its own single delete, in its
 * own transaction, so that what may go goes and what may not (used in a fair, a fair that needs its code typed,
 * changed meanwhile) is named with its reason. All-or-none would let one used process step keep forty others.
 */
export class BulkDeletion {
  private readonly deleters: BulkDeleters;

  constructor(deleters: BulkDeleters) {
    this.deleters = deleters;
  }

  async delete(refs: readonly BulkItemRef[], caller: BulkCaller): Promise<BulkOutcome[]> {
    const outcomes: BulkOutcome[] = [];
    for (const ref of uniqueRefs(refs)) {
      try {
        await this.deleters[ref.entity](ref, caller);
        outcomes.push({ entity: ref.entity, id: ref.id, outcome: 'deleted' });
      } catch (error) {
        outcomes.push({ entity: ref.entity, id: ref.id, outcome: 'refused', ...refusalOf(error) });
      }
    }
    return outcomes;
  }
}

/** Each item once, in the order first named. */
export function uniqueRefs<R extends { entity: string; id: string }>(refs: readonly R[]): R[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.entity}/${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
