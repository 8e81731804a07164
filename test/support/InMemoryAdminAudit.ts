import type { AdminActor } from '../../application/admin/adminErrors.ts';
import type { ActivityEntry, ActivityFilter, AdminAudit, AuditEntry } from '../../application/ports/AdminAudit.ts';
import { auditRowChanges, type AuditAction } from '../../domain/admin/auditTrail.ts';

/**
 * The audit trail in memory: the in-memory admin stores record each write here as the repositories do in the
 * write's transaction (the domain's auditRowChanges decides the changes, so an update that changed nothing leaves
 * no row). Entries get increasing instants from `start`, one minute apart, so a history reads in order.
 */
export class InMemoryAdminAudit implements AdminAudit {
  readonly entries: AuditEntry[] = [];
  private minute = 0;
  private readonly start: number;

  constructor(start = '2026-11-25T13:00:00Z') {
    this.start = Date.parse(start);
  }

  record(
    entity: string,
    entityId: string,
    action: AuditAction,
    actor: AdminActor,
    before: object | undefined,
    after: object | undefined,
    note?: string,
  ): void {
    const changes = auditRowChanges(
      action,
      before as Record<string, unknown> | undefined,
      after as Record<string, unknown> | undefined,
      note,
    );
    if (changes === undefined) return;
    this.entries.push({
      id: `entry-${this.entries.length + 1}`,
      entity,
      entityId,
      action,
      actor: actor.userId,
      actorEmail: null,
      at: new Date(this.start + 60_000 * this.minute++).toISOString(),
      changes,
      note: note ?? null,
    });
  }

  async entriesOf(entity: string, entityId: string, limit: number): Promise<AuditEntry[]> {
    return this.entries
      .filter((entry) => entry.entity === entity && entry.entityId === entityId)
      .reverse()
      .slice(0, limit);
  }

  async activity(
    filter: ActivityFilter,
    page: number,
    pageSize: number,
  ): Promise<{ items: ActivityEntry[]; total: number }> {
    const manager = filter.manager?.toLowerCase();
    const matching = this.entries
      .filter(
        (entry) =>
          (filter.entity === undefined || entry.entity === filter.entity) &&
          (filter.entityId === undefined || entry.entityId === filter.entityId) &&
          (manager === undefined || entry.actor === filter.manager || entry.actorEmail?.toLowerCase() === manager) &&
          (filter.from === undefined || Date.parse(entry.at) >= filter.from.getTime()) &&
          (filter.to === undefined || Date.parse(entry.at) <= filter.to.getTime()) &&
          !(filter.hiddenEntities ?? []).includes(entry.entity),
      )
      .reverse();
    const items = matching
      .slice((page - 1) * pageSize, page * pageSize)
      .map((entry) => ({ ...entry, actorName: null }));
    return { items, total: matching.length };
  }
}
