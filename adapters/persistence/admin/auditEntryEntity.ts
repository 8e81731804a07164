import { defineEntity, p } from '@mikro-orm/core';
import type { AuditChange } from '../../../domain/admin/auditTrail.ts';

/** A row of the admin audit trail (migration 20261122130000_audit). */
export const AuditEntryEntity = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  properties: {
    id: p.uuid().primary(),
    entity: p.string(),
    entityId: p.string(),
    action: p.string(),
    actor: p.string(),
    at: p.datetime().defaultRaw('clock_timestamp()'),
    changes: p.json<AuditChange[]>(),
    /** What the write was beyond its changes (a restored version); migration 20261126003004_auditNote. */
    note: p.text().nullable(),
  },
});
