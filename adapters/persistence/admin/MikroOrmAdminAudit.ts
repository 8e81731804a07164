import type { ActivityEntry, ActivityFilter, AdminAudit, AuditEntry } from '../../../application/ports/AdminAudit.ts';
import type { AuditAction } from '../../../domain/admin/auditTrail.ts';
import { UserEntity } from '../entities.ts';
import type { Orm } from '../orm.ts';
import { nativePool } from '../PreparedReads.ts';
import { AuditEntryEntity } from './auditEntryEntity.ts';

/** The audit trail in PostgreSQL (table audit_entries, written by adminWrite). */
export class MikroOrmAdminAudit implements AdminAudit {
  private readonly orm: Orm;

  private readonly pool: ReturnType<typeof nativePool>;

  constructor(orm: Orm) {
    this.orm = orm;
    this.pool = nativePool(orm);
  }

  async activity(
    filter: ActivityFilter,
    page: number,
    pageSize: number,
  ): Promise<{ items: ActivityEntry[]; total: number }> {
    const { where, values } = activityWhere(filter);
    const pool = await this.pool();
    const count = await pool.query<{ total: number }>(
      `select count(*)::int as total from audit_entries a where ${where}`,
      values,
    );
    const rows = await pool.query<ActivityRow>(
      `select a.id, a.entity, a.entity_id, a.action, a.actor, a.at, a.changes, a.note,
              u.email, u.given_name, u.family_name
         from audit_entries a left join users u on u.id = a.actor
        where ${where}
        order by a.at desc, a.id
        limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, pageSize, (page - 1) * pageSize],
    );
    return {
      total: count.rows[0]?.total ?? 0,
      items: rows.rows.map((row) => ({
        id: row.id,
        entity: row.entity,
        entityId: row.entity_id,
        action: row.action as AuditAction,
        actor: row.actor,
        actorEmail: row.email,
        actorName: row.given_name === null ? null : `${row.given_name} ${row.family_name ?? ''}`.trim(),
        at: new Date(row.at).toISOString(),
        changes: row.changes,
        note: row.note,
      })),
    };
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

interface ActivityRow {
  id: string;
  entity: string;
  entity_id: string;
  action: string;
  actor: string;
  at: Date | string;
  changes: AuditEntry['changes'];
  note: string | null;
  email: string | null;
  given_name: string | null;
  family_name: string | null;
}

/** The filter as SQL conditions on audit_entries `a`, each only when given, so the planner can use the indexes. */
function activityWhere(filter: ActivityFilter): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filter.entity !== undefined) conditions.push(`a.entity = ${param(filter.entity)}`);
  if (filter.entityId !== undefined) conditions.push(`a.entity_id = ${param(filter.entityId)}`);
  if (filter.manager !== undefined) {
    const manager = param(filter.manager);
    conditions.push(
      `a.actor in (select ${manager}::text union select id from users where lower(email) = lower(${manager}))`,
    );
  }
  if (filter.from !== undefined) conditions.push(`a.at >= ${param(filter.from)}`);
  if (filter.to !== undefined) conditions.push(`a.at <= ${param(filter.to)}`);
  if (filter.hiddenEntities !== undefined && filter.hiddenEntities.length > 0)
    conditions.push(`a.entity <> all(${param([...filter.hiddenEntities])}::text[])`);
  return { where: conditions.length === 0 ? 'true' : conditions.join(' and '), values };
}
