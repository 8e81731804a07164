import type { AdminAudit, AuditEntry } from '../../../application/ports/AdminAudit.ts';
import type { AuditAction } from '../../../domain/admin/auditTrail.ts';
import { UserEntity } from '../entities.ts';
import type { Orm } from '../orm.ts';
import { AuditEntryEntity } from './auditEntryEntity.ts';

/** The audit trail in PostgreSQL (table audit_entries, written by adminWrite). */
export class MikroOrmAdminAudit implements AdminAudit {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async entriesOf(entity: string, entityId: string, limit: number): Promise<AuditEntry[]> {
    const em = this.orm.em.fork();
    const rows = await em.find(AuditEntryEntity, { entity, entityId }, { orderBy: { at: 'desc', id: 'asc' }, limit });
    const actors = [...new Set(rows.map((row) => row.actor))];
    const users =
      actors.length > 0 ? await em.find(UserEntity, { id: { $in: actors } }, { fields: ['id', 'email'] }) : [];
    const emails = new Map(users.map((user) => [user.id, user.email]));
    return rows.map((row) => ({
      id: row.id,
      entity: row.entity,
      entityId: row.entityId,
      action: row.action as AuditAction,
      actor: row.actor,
      actorEmail: emails.get(row.actor) ?? null,
      at: row.at.toISOString(),
      changes: row.changes,
      note: row.note ?? null,
    }));
  }
}
