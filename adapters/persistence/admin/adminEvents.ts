import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewDomainEvent } from '../../../application/ports/DomainEvents.ts';
import type { AuditAction } from '../../../domain/admin/auditTrail.ts';
import { writeDomainEvent } from '../PostgresDomainEvents.ts';

type AuditedItem = Readonly<Record<string, unknown>> | null | undefined;

/**
 * The domain event an admin write's audit entry stands for: every admin write records what it changed through its
 * audit call, so the event is derived there, once, for every kind of item. A fair (with its tasks, documents,
 * steps and labels, which are saved and audited as the fair) is fair.changed or fair.deleted, a teaser
 * teaser.changed; every other item (master data, the fair wall) masterdata.changed with its kind. The data holds
 * ids only; a fair's code is null here when neither side of the entry has it (a restore from the trash), and is
 * read from the restored row when the events are written.
 */
export function eventOfAudit(
  entity: string,
  entityId: string,
  action: AuditAction,
  before: AuditedItem,
  after: AuditedItem,
): NewDomainEvent | undefined {
  // Gone from the trash: nothing anyone could see changes (the item left the live tables at its delete).
  if (action === 'purge') return undefined;
  if (entity === 'fair') {
    const code = (after ?? before)?.idCode;
    return {
      type: action === 'delete' ? 'fair.deleted' : 'fair.changed',
      data: { fairId: entityId, fairCode: typeof code === 'string' ? code : '' },
    };
  }
  if (entity === 'teaser') return { type: 'teaser.changed', data: { teaserId: entityId } };
  // A webhook subscription is how events leave, not a change of the fairs' data (its restore from the trash).
  if (entity === 'webhook') return undefined;
  // An announcement written or cancelled changes nothing anyone reads; its sending is told (announcement.sent).
  if (entity === 'announcement') return undefined;
  return { type: 'masterdata.changed', data: { entity, id: entityId } };
}

/**
 * Writes the events of one admin transaction, last in it (the order lock is then held only for the commit, see
 * PostgresDomainEvents), once per type and data: several audit entries of one item in one write are one event.
 */
export async function writeAdminEvents(em: EntityManager, events: readonly NewDomainEvent[]): Promise<void> {
  const seen = new Set<string>();
  for (const event of events) {
    const complete = await withFairCode(em, event);
    const key = JSON.stringify([complete.type, complete.data]);
    if (seen.has(key)) continue;
    seen.add(key);
    await writeDomainEvent(em, complete);
  }
}

async function withFairCode(em: EntityManager, event: NewDomainEvent): Promise<NewDomainEvent> {
  if (event.type !== 'fair.changed' || event.data.fairCode !== '') return event;
  const rows = await em
    .getConnection()
    .execute<{ id_code: string }[]>(
      'select id_code from fairs where id = ?',
      [event.data.fairId],
      'all',
      em.getTransactionContext(),
    );
  return { ...event, data: { ...event.data, fairCode: rows[0]?.id_code ?? '' } };
}
