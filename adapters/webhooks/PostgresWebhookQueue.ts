import type pg from 'pg';
import { inTransaction } from '../shared/pgTransaction.ts';

/** A delivery that may be sent now: the subscription's oldest unfinished one, with what signs and addresses it. */
export interface DueDelivery {
  readonly id: string;
  readonly url: string;
  readonly secret: string;
  readonly eventId: string;
  readonly body: string;
  readonly attempts: number;
  readonly firstAttemptAt: Date | undefined;
}

/** The outcome of an attempt as the delivery records it. */
export type AttemptRecord =
  | { kind: 'succeeded'; statusCode: number }
  | { kind: 'retry'; statusCode: number | null; error: string; nextAttemptAt: Date }
  | { kind: 'failed'; statusCode: number | null; error: string };

/** What to do with a subscription's queue: send this delivery, wait until then, or nothing (empty, disabled, busy). */
export type QueueHead = { kind: 'send'; delivery: DueDelivery } | { kind: 'wait'; until: Date } | { kind: 'none' };

// Classes of pg_try_advisory_xact_lock(int, int): the second key is the subscription id's hash.
const SEND_LOCK = 230_523;

interface HeadRow {
  id: string;
  url: string;
  secret: string;
  enabled: boolean;
  event_id: string;
  payload: { id: string; type: string; timestamp: string; data: unknown } | string;
  attempts: number;
  first_attempt_at: Date | string | null;
  next_attempt_at: Date | string | null;
}

/**
 * The webhook dispatch in PostgreSQL. The fan-out turns committed domain events into deliveries past each
 * subscription's cursor; "seq > cursor" loses nothing because the outbox's writers take its order lock until they
 * commit (adapters/persistence/PostgresDomainEvents.ts), so seq order is commit order and no lower seq can appear
 * after a higher one was seen. Each subscription row is locked (`for update skip locked`) while its cursor
 * advances, so two processes never fan out an event twice. The send holds a transaction-scoped advisory lock per
 * subscription: one delivery in flight per subscription, across every process.
 */
export class PostgresWebhookQueue {
  readonly #pool: () => Promise<pg.Pool>;

  constructor(pool: () => Promise<pg.Pool>) {
    this.#pool = pool;
  }

  /** Fans out the events committed since each subscription's cursor; answers the subscriptions that got deliveries. */
  async fanOut(): Promise<string[]> {
    const pool = await this.#pool();
    const behind = await pool.query(
      `select 1 from webhook_subscriptions
       where dispatched_seq < (select coalesce(max(seq), 0) from domain_events) limit 1`,
    );
    if (behind.rowCount === 0) return [];
    return inTransaction(pool, async (client) => {
      const top = await client.query<{ max: string }>('select coalesce(max(seq), 0)::text as max from domain_events');
      const max = top.rows[0].max;
      const { rows } = await client.query<{
        id: string;
        enabled: boolean;
        event_types: string[];
        dispatched_seq: string;
      }>(
        `select id, enabled, event_types, dispatched_seq::text as dispatched_seq from webhook_subscriptions
         where dispatched_seq < $1 for update skip locked`,
        [max],
      );
      const woken: string[] = [];
      for (const subscription of rows) {
        if (subscription.enabled) {
          const inserted = await client.query(
            `insert into webhook_deliveries (id, subscription_id, event_id, event_seq, event_type, payload)
             select gen_random_uuid(), $1, e.id, e.seq, e.type, jsonb_build_object('id', e.id, 'type', e.type,
               'timestamp', to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', e.data)
             from domain_events e
             where e.seq > $2 and e.seq <= $3 and e.type <> 'webhook.test'
               and (cardinality($4::text[]) = 0 or e.type = any($4::text[]))
             order by e.seq`,
            [subscription.id, subscription.dispatched_seq, max, subscription.event_types],
          );
          if ((inserted.rowCount ?? 0) > 0) woken.push(subscription.id);
        }
        // A disabled subscription moves on too: enabling it later does not send what happened meanwhile.
        await client.query('update webhook_subscriptions set dispatched_seq = $2 where id = $1', [
          subscription.id,
          max,
        ]);
      }
      return woken;
    });
  }

  /** The enabled subscriptions with a delivery that may be sent at `now` (the sweep wakes their queues). */
  async dueSubscriptions(now: Date): Promise<string[]> {
    const { rows } = await (
      await this.#pool()
    ).query<{ subscription_id: string }>(
      `select distinct d.subscription_id from webhook_deliveries d
       join webhook_subscriptions s on s.id = d.subscription_id
       where s.enabled and d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= $1)`,
      [now],
    );
    return rows.map((row) => row.subscription_id);
  }

  /**
   * Works on the subscription's queue head under its lock: `attempt` is called with the head when it may be sent
   * now and answers how the attempt ended, which is recorded before the lock is released. None when another
   * process holds the lock (it works through the queue), when the queue is empty or the subscription disabled.
   */
  async withHead(
    subscriptionId: string,
    now: () => Date,
    attempt: (delivery: DueDelivery) => Promise<AttemptRecord>,
  ): Promise<QueueHead> {
    return inTransaction(await this.#pool(), async (client) => {
      const lock = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_xact_lock($1, hashtext($2)) as locked',
        [SEND_LOCK, subscriptionId],
      );
      // Nothing was written yet: the transaction ends without a change.
      if (!lock.rows[0].locked) return { kind: 'none' };
      const { rows } = await client.query<HeadRow>(
        `select d.id, s.url, s.secret, s.enabled, d.event_id, d.payload, d.attempts, d.first_attempt_at, d.next_attempt_at
         from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id
         where d.subscription_id = $1 and d.status = 'pending' order by d.queue_seq limit 1`,
        [subscriptionId],
      );
      const head = rows[0];
      const next = head?.next_attempt_at ? new Date(head.next_attempt_at) : undefined;
      let result: QueueHead = { kind: 'none' };
      if (head?.enabled && next && next > now()) result = { kind: 'wait', until: next };
      else if (head?.enabled) {
        const payload =
          typeof head.payload === 'string'
            ? (JSON.parse(head.payload) as Exclude<HeadRow['payload'], string>)
            : head.payload;
        const delivery: DueDelivery = {
          id: head.id,
          url: head.url,
          secret: head.secret,
          eventId: head.event_id,
          // The Standard Webhooks payload in its own field order (jsonb keeps keys sorted its own way).
          body: JSON.stringify({
            id: payload.id,
            type: payload.type,
            timestamp: payload.timestamp,
            data: payload.data,
          }),
          attempts: head.attempts,
          firstAttemptAt: head.first_attempt_at ? new Date(head.first_attempt_at) : undefined,
        };
        const outcome = await attempt(delivery);
        await this.#record(client, delivery.id, outcome, now());
        result = { kind: 'send', delivery };
      }
      return result;
    });
  }

  async #record(client: pg.PoolClient, id: string, outcome: AttemptRecord, at: Date): Promise<void> {
    await client.query(
      `update webhook_deliveries set attempts = attempts + 1, first_attempt_at = coalesce(first_attempt_at, $2),
         last_attempt_at = $2, status = $3, last_status_code = $4, last_error = $5, next_attempt_at = $6,
         delivered_at = case when $3 = 'succeeded' then $2::timestamptz end
       where id = $1`,
      [
        id,
        at,
        outcome.kind === 'retry' ? 'pending' : outcome.kind,
        outcome.statusCode,
        outcome.kind === 'succeeded' ? null : outcome.error.slice(0, 1000),
        outcome.kind === 'retry' ? outcome.nextAttemptAt : null,
      ],
    );
  }
}
