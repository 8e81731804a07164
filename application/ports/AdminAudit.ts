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

/** The audit trail, read side (the write side is part of every admin write's transaction). */
export interface AdminAudit {
  /** The entries of one item, newest first (at most `limit`). */
  entriesOf(entity: string, entityId: string, limit: number): Promise<AuditEntry[]>;
}

export const AdminAuditToken = Symbol.for('AdminAudit');
