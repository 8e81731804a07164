import type { PresenceEntry, PresenceKind } from '../../domain/admin/editingPresence.ts';

/** One tab's announcement that it has an admin item open. */
export interface PresenceAnnouncement {
  readonly kind: PresenceKind;
  readonly itemId: string;
  readonly managerId: string;
  readonly managerName: string;
  readonly tabId: string;
}

/**
 * Who has which admin item open, kept where every process sees it (PostgreSQL): announcements with the instant of
 * their last heartbeat. Whether one still counts is the domain's rule; the store may forget the expired ones.
 */
export interface EditingPresence {
  /** Records (or renews) the tab's announcement at `now`, forgetting those last seen at or before `expiredBefore`. */
  announce(announcement: PresenceAnnouncement, now: Date, expiredBefore: Date): Promise<void>;
  /** The item's announcements (expired ones may be among them). */
  present(kind: PresenceKind, itemId: string): Promise<PresenceEntry[]>;
  /** Withdraws the tab's announcement; nothing happens when there is none. */
  leave(kind: PresenceKind, itemId: string, managerId: string, tabId: string): Promise<void>;
}

export const EditingPresenceToken = Symbol.for('EditingPresence');
