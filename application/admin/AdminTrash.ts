import type { Clock } from '../ports/Clock.ts';
import type { ChangeNotices } from '../ports/ChangeNotices.ts';
import type { AdminTrash, TrashEntity, TrashItem } from '../ports/AdminTrash.ts';
import { AdminInUse, AdminNotFound, type AdminActor } from './adminErrors.ts';

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
      if (result.reason === 'missing') throw new AdminNotFound('Eintrag im Papierkorb');
      if (result.reason === 'codeTaken')
        throw new AdminInUse(
          `Der Code „${result.code}“ ist inzwischen an einen anderen Eintrag vergeben. Ändern oder löschen Sie zuerst diesen, dann kann der Eintrag wiederhergestellt werden.`,
        );
      throw new AdminInUse(REFERENCE_MISSING[result.what]);
    }
    await this.deps.changes.publish({ scope: 'catalogue' });
    return result.item;
  }
}
