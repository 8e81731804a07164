import {
  ADMIN_VALIDATION_MESSAGES,
  itemAsAfterEntry,
  restoredNote,
  TEASER_IMAGE_FIELDS,
} from '../../domain/admin/index.ts';
import type { AdminAudit } from '../ports/AdminAudit.ts';
import type { CoreDataItem, CoreDataKind } from '../ports/AdminCoreData.ts';
import { LOGO_FIELDS, type AdminFairInput, type StoredAdminFair } from '../ports/AdminFairs.ts';
import type { AdminTeaserInput, StoredAdminTeaser } from '../ports/AdminTeasers.ts';
import { AdminNotFound, AdminValidationFailed, type AdminActor } from './adminErrors.ts';
import type { AdminFairsService } from './AdminFairs.ts';
import type { AdminTeasersService } from './AdminTeasers.ts';
import type { AdminCoreDataService, CoreDataForm } from './CoreData.ts';

/** How far back a version can be restored: the entries the history shows. */
const HISTORY_DEPTH = 500;

/** The master-data kinds whose history can be restored (every kind of the master-data screens). */
export const RESTORABLE_CORE_DATA: readonly CoreDataKind[] = [
  'taskDefinition',
  'taskTitle',
  'boothService',
  'fairSeries',
  'headerDefinition',
  'blacklistEntry',
];

/**
 * An admin item's change history as versions to go back to (beyond the spec, like the revisions of Directus or
 * the versions of Payload): a restore rebuilds the item as the chosen entry left it (domain `itemAsAfterEntry`)
 * and saves it as a new version through the item's normal write, so the rules, the optimistic lock and the audit
 * trail apply as to any save; its audit entry says which version it came from. Images stay as they are now (the
 * trail keeps no image bytes).
 */
export class AdminHistoryService {
  private readonly deps: {
    fairs: AdminFairsService;
    teasers: AdminTeasersService;
    coreData: AdminCoreDataService;
    audit: AdminAudit;
  };

  constructor(deps: {
    fairs: AdminFairsService;
    teasers: AdminTeasersService;
    coreData: AdminCoreDataService;
    audit: AdminAudit;
  }) {
    this.deps = deps;
  }

  async restoreFair(id: string, entryId: string, version: number, actor: AdminActor): Promise<StoredAdminFair> {
    const current = await this.deps.fairs.get(id);
    const { item, note } = await this.rebuild('fair', id, current, entryId, LOGO_FIELDS);
    const fair = { ...(item as unknown as AdminFairInput), version };
    return this.deps.fairs.save(fair, id, actor, note);
  }

  async restoreTeaser(id: string, entryId: string, version: number, actor: AdminActor): Promise<StoredAdminTeaser> {
    const current = await this.deps.teasers.get(id);
    // Image fields keep the address read, which the teasers' save takes as "unchanged".
    const { item, note } = await this.rebuild('teaser', id, current, entryId, TEASER_IMAGE_FIELDS);
    const teaser = { ...(item as unknown as AdminTeaserInput), _id: id, version };
    return this.deps.teasers.save(teaser, id, actor, note);
  }

  async restoreCoreData<K extends CoreDataKind>(
    kind: K,
    id: string,
    entryId: string,
    version: number,
    actor: AdminActor,
  ): Promise<CoreDataItem<K>> {
    const current = await this.deps.coreData.get(kind, id);
    const { item, note } = await this.rebuild(kind, id, current, entryId, []);
    const form: CoreDataForm = { ...(item as unknown as CoreDataForm), _id: id, version };
    return (await this.deps.coreData.save(kind, actor, form, id, note)).item;
  }

  private async rebuild<T extends object>(
    entity: string,
    id: string,
    current: T,
    entryId: string,
    kept: readonly string[],
  ): Promise<{ item: T; note: string }> {
    const entries = await this.deps.audit.entriesOf(entity, id, HISTORY_DEPTH);
    const rebuilt = itemAsAfterEntry(current, entries, entryId, new Set(kept));
    if (!rebuilt.ok) {
      if (rebuilt.error === 'entryMissing') throw new AdminNotFound('Version');
      throw new AdminValidationFailed([
        { field: 'entryId', message: ADMIN_VALIDATION_MESSAGES.historyEntryNotRestorable },
      ]);
    }
    return { item: rebuilt.item, note: restoredNote(entries.find((entry) => entry.id === entryId)!.at) };
  }
}
