import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../../application/admin/adminErrors.ts';
import { auditRowChanges, type AuditAction } from '../../../domain/admin/auditTrail.ts';
import type { NewDomainEvent } from '../../../application/ports/DomainEvents.ts';
import type { Orm } from '../orm.ts';
import { eventOfAudit, writeAdminEvents } from './adminEvents.ts';
import { AuditEntryEntity } from './auditEntryEntity.ts';

type AuditedItem = Readonly<Record<string, unknown>> | null | undefined;

/** One admin write in progress: its transaction's entity manager and the audit trail of that transaction. */
export interface AdminTransaction {
  /** The transaction's EntityManager: every read and write of the request goes through it. */
  readonly em: EntityManager;
  /** Who writes (the manager's user id), for created_by / changed_by. */
  readonly actor: AdminActor;
  /**
   * Adds an audit row in this transaction: the fields changed from `before` to `after` (auditChanges; a
   * create has no before, a delete no after). An update that changed nothing leaves no row.
   */
  audit(
    entity: string,
    entityId: string,
    action: AuditAction,
    before: AuditedItem,
    after: AuditedItem,
    note?: string,
  ): Promise<void>;
}

/**
 * Runs `work` in one transaction (all of one request or nothing, so that a failed save
 * leaves no half-written fair behind): if it throws -- an
 * AdminValidationFailed, AdminStaleVersion, AdminInUse or anything else -- nothing of it is written, its
 * audit rows neither. The transaction's pending entities are flushed before it commits. Each audit entry also makes
 * the domain event of its item (adminEvents.ts), written last in the same transaction: none for a write that
 * fails, none for an update that changed nothing.
 */
export async function adminWrite<T>(
  orm: Orm,
  actor: AdminActor,
  work: (tx: AdminTransaction) => Promise<T>,
): Promise<T> {
  return orm.em.fork().transactional(async (em) => {
    const events: NewDomainEvent[] = [];
    const tx: AdminTransaction = {
      em,
      actor,
      audit: async (entity, entityId, action, before, after, note) => {
        const changes = auditRowChanges(action, before, after, note);
        if (changes === undefined) return;
        await em.insert(AuditEntryEntity, {
          entity,
          entityId,
          action,
          actor: actor.userId,
          changes,
          note: note ?? null,
        });
        const event = eventOfAudit(entity, entityId, action, before, after);
        if (event) events.push(event);
      },
    };
    const result = await work(tx);
    await em.flush();
    await writeAdminEvents(em, events);
    return result;
  });
}

/**
 * Compare-and-set of a versioned row (the optimistic lock of every editable admin item): sets `values`,
 * the next version and who changed it when, only where the row still has `version`. Returns false when
 * another write came first (or the row is gone); the caller then answers AdminStaleVersion / AdminNotFound.
 */
export async function updateVersioned<Entity extends object>(
  tx: AdminTransaction,
  entity: EntityName<Entity>,
  id: string,
  version: number,
  values: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const updated = await tx.em.nativeUpdate(
    entity,
    { id, version } as never,
    { ...values, version: version + 1, changedBy: tx.actor.userId, changedAt: new Date() } as never,
  );
  return updated === 1;
}
