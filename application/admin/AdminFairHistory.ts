import { ADMIN_VALIDATION_MESSAGES, itemAsAfterEntry, restoredNote } from '../../domain/admin/index.ts';
import type { AdminAudit } from '../ports/AdminAudit.ts';
import { LOGO_FIELDS, type AdminFairInput, type StoredAdminFair } from '../ports/AdminFairs.ts';
import { AdminNotFound, AdminValidationFailed, type AdminActor } from './adminErrors.ts';
import type { AdminFairsService } from './AdminFairs.ts';

/** How far back a version can be restored: the entries the history shows. */
const HISTORY_DEPTH = 500;

/**
 * A fair's change history as versions to go back to (beyond the spec, like the revisions of Directus or the
 * versions of Payload): a restore rebuilds the fair as the chosen entry left it (domain `itemAsAfterEntry`) and
 * saves it as a new version through the normal write, so the rules, the optimistic lock and the audit trail apply
 * as to any save; its audit entry says which version it came from. Logos stay as they are now (the trail keeps
 * no image bytes).
 */
export class AdminFairHistoryService {
  private readonly fairs: AdminFairsService;
  private readonly audit: AdminAudit;

  constructor(deps: { fairs: AdminFairsService; audit: AdminAudit }) {
    this.fairs = deps.fairs;
    this.audit = deps.audit;
  }

  async restore(id: string, entryId: string, version: number, actor: AdminActor): Promise<StoredAdminFair> {
    const current = await this.fairs.get(id);
    const entries = await this.audit.entriesOf('fair', id, HISTORY_DEPTH);
    const rebuilt = itemAsAfterEntry(current, entries, entryId, new Set(LOGO_FIELDS));
    if (!rebuilt.ok) {
      if (rebuilt.error === 'entryMissing') throw new AdminNotFound('Version');
      throw new AdminValidationFailed([
        { field: 'entryId', message: ADMIN_VALIDATION_MESSAGES.historyEntryNotRestorable },
      ]);
    }
    const at = entries.find((entry) => entry.id === entryId)!.at;
    const fair = { ...(rebuilt.item as unknown as AdminFairInput), version };
    return this.fairs.save(fair, id, actor, restoredNote(at));
  }
}
