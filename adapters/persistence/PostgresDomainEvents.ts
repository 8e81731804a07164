import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import {
  scopeOfEvent,
  type DomainEventReader,
  type DomainEventScope,
  type NewDomainEvent,
  type StoredDomainEvent,
} from '../../application/ports/DomainEvents.ts';

/** Listeners (webhook delivery) wake on this channel; the payload is the event's seq. */
export const DOMAIN_EVENTS_CHANNEL = 'domain_events';

/**
 * Event writers take this lock (until their transaction ends) before their event takes its seq. So seq order is
 * commit order: while one transaction holds a seq it has not committed, no later seq is handed out, and a reader
 * never sees seq 7 before seq 6 commits (it would page past 6 and miss it). Write the events last in the
 * transaction, so the lock is held only for the commit.
 */
export const ORDER_LOCK = `select pg_advisory_xact_lock(hashtextextended('${DOMAIN_EVENTS_CHANNEL}', 0))`;

// The row, and the notice that is only delivered when the transaction commits (so a listener never reads an
// event that is not visible yet, and hears nothing of a rolled-back one).
const INSERT = `with written as (
    insert into domain_events (id, type, data, scope) values ($1, $2, $3::jsonb, $4) returning seq
  )
  select seq::text as seq, pg_notify('${DOMAIN_EVENTS_CHANNEL}', seq::text) from written`;

export interface WrittenEvent {
  readonly id: string;
  readonly seq: string;
}

const paramsOf = (event: NewDomainEvent, id: string): unknown[] => [
  id,
  event.type,
  JSON.stringify(event.data),
  scopeOfEvent(event.type),
];

/** Writes `event` in the transaction of `em` (an EntityManager inside transactional()). */
export async function writeDomainEvent(em: EntityManager, event: NewDomainEvent): Promise<WrittenEvent> {
  const id = randomUUID();
  const connection = em.getConnection();
  await connection.execute(ORDER_LOCK, [], 'all', em.getTransactionContext());
  const rows = await connection.execute<{ seq: string }[]>(
    INSERT.replace(/\$\d/g, '?'),
    paramsOf(event, id),
    'all',
    em.getTransactionContext(),
  );
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error('domain event not written');
  return { id, seq: String(seq) };
}

/** Writes `event` on `client`, a pg connection inside BEGIN ... COMMIT. */
export async function writeDomainEventOn(client: pg.ClientBase, event: NewDomainEvent): Promise<WrittenEvent> {
  const id = randomUUID();
  await client.query(ORDER_LOCK);
  const { rows } = await client.query<{ seq: string }>(INSERT, paramsOf(event, id));
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error('domain event not written');
  return { id, seq };
}

interface EventRow {
  seq: string;
  id: string;
  type: string;
  occurred_at: Date | string;
  data: Record<string, string>;
  scope: DomainEventScope;
}

/** The outbox read in order, on the portal's pg pool (the ORM's pool, see nativePool). */
export class PostgresDomainEvents implements DomainEventReader {
  readonly #pool: () => Promise<pg.Pool>;

  constructor(pool: () => Promise<pg.Pool>) {
    this.#pool = pool;
  }

  async after(seq: string, limit: number, scopes: readonly string[]): Promise<StoredDomainEvent[]> {
    if (scopes.length === 0) return [];
    const { rows } = await (
      await this.#pool()
    ).query<EventRow>(
      // Ordered by the column, not by the text alias of the same name, which would sort "10" before "2".
      `select e.seq::text as seq, e.id, e.type, e.occurred_at, e.data, e.scope from domain_events e
        where e.seq > $1::bigint and e.scope = any($2::text[]) and e.type <> 'webhook.test'
        order by e.seq limit $3`,
      [seq, [...scopes], limit],
    );
    return rows.map((row) => ({
      seq: row.seq,
      id: row.id,
      type: row.type,
      timestamp: new Date(row.occurred_at).toISOString(),
      data: row.data,
      scope: row.scope,
    }));
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const result = await (await this.#pool()).query('delete from domain_events where occurred_at < $1', [cutoff]);
    return result.rowCount ?? 0;
  }
}
