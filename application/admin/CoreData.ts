import { ADMIN_VALIDATION_MESSAGES, adminSaveMode } from '../../domain/admin/index.ts';
import type {
  AdminCoreData,
  CoreDataItem,
  CoreDataKind,
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
  type ItemUse,
} from './adminErrors.ts';
import { coreDataFormErrors, coreDataFormRules, type CoreDataForm } from './coreDataForms.ts';
import { coreDataListOptions } from './coreDataLists.ts';
import type { ListOptions } from './listing.ts';

// The routes and the history name the form type through this module, the service's own API.
export type { CoreDataForm } from './coreDataForms.ts';

interface CoreDataDependencies {
  readonly store: AdminCoreData;
  readonly changes: ChangeNotices;
}

/**
 * The master-data calls of admin-back-office §7: list (with isUsed where it applies), read, save (create or
 * update by `_id` or the route id, validated with domain/admin's validators, version compared), delete
 * (refused while used). Every committed write is told to every process (`catalogue`), so exhibitor views
 * show it at the next request. What each kind's form checks and stores is coreDataForms'; what its overview
 * searches and sorts by is coreDataLists'.
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
    return coreDataListOptions(kind);
  }

  usedIds(kind: UsageKind): Promise<string[]> {
    return this.deps.store.usedIds(kind);
  }

  async get<K extends CoreDataKind>(kind: K, id: string): Promise<CoreDataItem<K>> {
    const item = await this.deps.store.get(kind, id);
    if (!item) throw new AdminNotFound(coreDataFormRules(kind).name);
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
    const rules = coreDataFormRules(kind);
    const bodyId = typeof form._id === 'string' ? form._id : undefined;
    const mode = adminSaveMode({ _id: bodyId }, routeId);
    const errors = coreDataFormErrors(kind, form, mode);
    if (errors.length > 0) throw new AdminValidationFailed(errors);

    const values = rules.values(form, mode);
    const result: CoreDataWriteResult<K> =
      mode === 'create'
        ? await this.deps.store.create(kind, actor, values)
        : await this.deps.store.update(kind, actor, (routeId ?? bodyId)!.trim(), form.version as number, values, note);
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
    const rules = coreDataFormRules(kind);
    const result = await this.deps.store.remove(kind, actor, id, version);
    if (!result.ok) {
      if (result.error === 'missing') throw new AdminNotFound(rules.name);
      if (result.error === 'stale') throw new AdminStaleVersion(result.current);
      throw new AdminInUse(inUseMessage(rules, result.usedBy), result.usedBy);
    }
    await this.deps.changes.publish({ scope: 'catalogue' });
  }

  /** What uses the item (fairs, and for a fair series also teasers); empty for a kind that nothing uses. */
  async usage(kind: CoreDataKind, id: string): Promise<ItemUse[]> {
    if (!isUsageKind(kind)) return [];
    return this.deps.store.usage(kind, id);
  }
}

const USAGE_KINDS: readonly CoreDataKind[] = ['taskDefinition', 'taskTitle', 'boothService', 'fairSeries'];
const isUsageKind = (kind: CoreDataKind): kind is UsageKind => USAGE_KINDS.includes(kind);

/** The refusal, naming up to three users ("… verwendet von: Messe Habitat, Messe Bauen und 2 weiteren"). */
function inUseMessage(rules: { name: string; inUse?: string }, usedBy: readonly ItemUse[]): string {
  const base = rules.inUse ?? `${rules.name} wird verwendet und kann nicht gelöscht werden.`;
  if (usedBy.length === 0) return base;
  const named = usedBy.slice(0, 3).map((use) => `${use.kind === 'fair' ? 'Messe' : 'Teaser'} ${use.name}`);
  const more = usedBy.length > 3 ? ` und ${usedBy.length - 3} weiteren` : '';
  return `${base} Verwendet von: ${named.join(', ')}${more}.`;
}
