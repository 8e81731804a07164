import type { Clock } from '../ports/Clock.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { AdminTrash, TrashEntity, TrashItem, TrashPreview } from '../ports/AdminTrash.ts';
import { AdminInUse, AdminNotFound, type AdminActor } from './adminErrors.ts';
import { refusalOf, uniqueRefs, type BulkOutcome } from './BulkDeletion.ts';

const NOT_IN_TRASH = 'Eintrag im Papierkorb';

/** The German message when what the item refers to was deleted meanwhile (409, nothing restored). */
const REFERENCE_MISSING = {
  fairSeries:
    'Die Messe-Reihe dieser Messe wurde inzwischen gelöscht. Stellen Sie zuerst die Messe-Reihe aus dem Papierkorb wieder her.',
  processSteps:
    'Prozessschritte oder Prozessgruppen dieser Messe wurden inzwischen gelöscht. Stellen Sie diese zuerst aus dem Papierkorb wieder her.',
} as const;

/**
 * The trash of the back office: what managers deleted in the last 30 days, and its restore. A restore brings the
 * item back with its id and what went with it, and every process is told that the catalogue changed, so the
 * exhibitor pages (and their kept views) show it again at the next request.
 */
export class AdminTrashService {
  private readonly deps: { trash: AdminTrash; changes: ChangeNotices; clock: Clock };

  constructor(deps: { trash: AdminTrash; changes: ChangeNotices; clock: Clock }) {
    this.deps = deps;
  }

  list(entity?: TrashEntity): Promise<TrashItem[]> {
    return this.deps.trash.list(this.deps.clock.now(), entity);
  }

  async restore(entity: TrashEntity, id: string, actor: AdminActor): Promise<TrashItem> {
    const result = await this.deps.trash.restore(entity, id, this.deps.clock.now(), actor);
    if (!result.ok) {
      if (result.reason === 'missing') throw new AdminNotFound(NOT_IN_TRASH);
      if (result.reason === 'codeTaken')
        throw new AdminInUse(
          `Der Code „${result.code}“ ist inzwischen an einen anderen Eintrag vergeben. Ändern oder löschen Sie zuerst diesen, dann kann der Eintrag wiederhergestellt werden.`,
        );
      throw new AdminInUse(REFERENCE_MISSING[result.what]);
    }
    await this.deps.changes.publish({ scope: 'catalogue' });
    return result.item;
  }

  /** Several restores, each in its own transaction: what can come back does, the rest is named with its reason. */
  async restoreMany(
    refs: ReadonlyArray<{ entity: TrashEntity; id: string }>,
    actor: AdminActor,
  ): Promise<BulkOutcome[]> {
    const outcomes: BulkOutcome[] = [];
    for (const ref of uniqueRefs(refs)) {
      try {
        await this.restore(ref.entity, ref.id, actor);
        outcomes.push({ entity: ref.entity, id: ref.id, outcome: 'restored' });
      } catch (error) {
        outcomes.push({ entity: ref.entity, id: ref.id, outcome: 'refused', ...refusalOf(error) });
      }
    }
    return outcomes;
  }

  async preview(entity: TrashEntity, id: string): Promise<TrashPreview> {
    const preview = await this.deps.trash.preview(entity, id, this.deps.clock.now());
    if (!preview) throw new AdminNotFound(NOT_IN_TRASH);
    return preview;
  }

  /** Removes the item for good (it can no longer be restored; a fair's code is free again). */
  async purge(entity: TrashEntity, id: string, actor: AdminActor): Promise<TrashItem> {
    const item = await this.deps.trash.purge(entity, id, this.deps.clock.now(), actor);
    if (!item) throw new AdminNotFound(NOT_IN_TRASH);
    return item;
  }

  /** Empties the trash of the kinds given (a service account's: those of its scopes); answers how many went. */
  empty(entities: readonly TrashEntity[], actor: AdminActor): Promise<number> {
    return this.deps.trash.empty(entities, this.deps.clock.now(), actor);
  }
}
