import {
  PRESENCE_EXPIRY_SECONDS,
  presenceView,
  type PresenceKind,
  type PresenceView,
} from '../../domain/admin/editingPresence.ts';
import type { Clock } from '../ports/Clock.ts';
import type { EditingPresence } from '../ports/EditingPresence.ts';

/** The manager whose tab announces itself. */
export interface PresentManager {
  readonly id: string;
  readonly name: string;
}

/**
 * Who else has an admin form open (beyond the spec): each open form's tab announces itself by heartbeat and learns
 * who else is there, before anyone saves; leaving withdraws the announcement, and one that stops beating expires.
 */
export class AdminPresenceService {
  private readonly deps: { presence: EditingPresence; clock: Clock };

  constructor(deps: { presence: EditingPresence; clock: Clock }) {
    this.deps = deps;
  }

  async heartbeat(kind: PresenceKind, itemId: string, manager: PresentManager, tabId: string): Promise<PresenceView> {
    const now = this.deps.clock.now();
    const expiredBefore = new Date(now.getTime() - PRESENCE_EXPIRY_SECONDS * 1000);
    const announcement = { kind, itemId, managerId: manager.id, managerName: manager.name, tabId };
    await this.deps.presence.announce(announcement, now, expiredBefore);
    const entries = await this.deps.presence.present(kind, itemId);
    return presenceView(entries, { managerId: manager.id, tabId }, now);
  }

  leave(kind: PresenceKind, itemId: string, managerId: string, tabId: string): Promise<void> {
    return this.deps.presence.leave(kind, itemId, managerId, tabId);
  }
}
