import type { EditingPresence, PresenceAnnouncement } from '../../application/ports/EditingPresence.ts';
import type { PresenceEntry, PresenceKind } from '../../domain/admin/editingPresence.ts';

/** Who has which admin form open, in memory (the PostgreSQL table's rows, keyed the same way). */
export class InMemoryEditingPresence implements EditingPresence {
  readonly rows = new Map<string, PresenceEntry & { kind: PresenceKind; itemId: string }>();

  async announce(announcement: PresenceAnnouncement, now: Date, expiredBefore: Date): Promise<void> {
    for (const [key, row] of this.rows) if (Date.parse(row.lastSeen) <= expiredBefore.getTime()) this.rows.delete(key);
    const { kind, itemId, managerId, managerName, tabId } = announcement;
    this.rows.set(JSON.stringify([kind, itemId, managerId, tabId]), {
      kind,
      itemId,
      managerId,
      managerName,
      tabId,
      lastSeen: now.toISOString(),
    });
  }

  async present(kind: PresenceKind, itemId: string): Promise<PresenceEntry[]> {
    return [...this.rows.values()]
      .filter((row) => row.kind === kind && row.itemId === itemId)
      .map(({ managerId, managerName, tabId, lastSeen }) => ({ managerId, managerName, tabId, lastSeen }));
  }

  async leave(kind: PresenceKind, itemId: string, managerId: string, tabId: string): Promise<void> {
    this.rows.delete(JSON.stringify([kind, itemId, managerId, tabId]));
  }
}
