import type { AuditAction, AuditChange } from '../../domain/admin/auditTrail.ts';

/** One admin write as the audit trail recorded it (who changed what and when). */
export interface AuditEntry {
  readonly id: string;
  /** The kind of item: 'fair', 'teaser', 'taskDefinition', 'fairSeries' ... */
  readonly entity: string;
  readonly entityId: string;
  readonly action: AuditAction;
  /** The manager's user id, and their e-mail address while the user is known. */
  readonly actor: string;
  readonly actorEmail: string | null;
  /** ISO instant. */
  readonly at: string;
  readonly changes: readonly AuditChange[];
  /** What the write was beyond its changes, e.g. "Wiederhergestellt aus der Version vom …"; null for a plain write. */
  readonly note: string | null;
}

/** An entry of the activity across all items, with the manager's name while the user is known. */
export interface ActivityEntry extends AuditEntry {
  readonly actorName: string | null;
}

/** Which entries the activity shows; every part is optional and they combine. */
export interface ActivityFilter {
  readonly entity?: string | undefined;
  readonly entityId?: string | undefined;
  /** The manager's user id or e-mail address (any case). */
  readonly manager?: string | undefined;
  /** Entries at or after this instant. */
  readonly from?: Date | undefined;
  /** Entries at or before this instant. */
  readonly to?: Date | undefined;
  /** Kinds the caller may not see (a service account without the webhooks' scope). */
  readonly hiddenEntities?: readonly string[] | undefined;
}

/** The audit trail, read side (the write side is part of every admin write's transaction). */
export interface AdminAudit {
  /** The entries of one item, newest first (at most `limit`). */
  entriesOf(entity: string, entityId: string, limit: number): Promise<AuditEntry[]>;
  /** One page (1-based) of every item's entries under the filter, newest first, with how many match in all. */
  activity(filter: ActivityFilter, page: number, pageSize: number): Promise<{ items: ActivityEntry[]; total: number }>;
}

export const AdminAuditToken = Symbol.for('AdminAudit');
