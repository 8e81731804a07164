import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AdminActor } from '../../application/admin/adminErrors.ts';
import { TRASH_DAYS } from '../../application/ports/AdminTrash.ts';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookInput,
  WebhookStore,
  WebhookSubscription,
} from '../../application/ports/Webhooks.ts';
import { WEBHOOK_TEST_EVENT } from '../../application/ports/DomainEvents.ts';
import { writeDomainEventOn } from './PostgresDomainEvents.ts';
import { isUuid } from './isUuid.ts';
import { inTransaction } from '../shared/pgTransaction.ts';
import { auditRowChanges, type AuditAction } from '../../domain/admin/auditTrail.ts';
import { moveToTrashOn } from './admin/trash.ts';

/** A new signing secret as Standard Webhooks writes it: `whsec_` and base64 of 24 random bytes. */
function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

// The ORM's driver reads timestamps as text on the shared pool.
const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

interface SubscriptionRow {
  id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  version: number;
  created_at: Date | string;
  changed_at: Date | string;
  failed: number;
  last_status: WebhookDeliveryStatus | null;
  last_at: Date | string | null;
}

const SUBSCRIPTIONS = `select s.id, s.url, s.description, s.event_types, s.enabled, s.version, s.created_at, s.changed_at,
    (select count(*) from webhook_deliveries f where f.subscription_id = s.id and f.status = 'failed')::int as failed,
    l.status as last_status, coalesce(l.delivered_at, l.last_attempt_at, l.created_at) as last_at
  from webhook_subscriptions s
  left join lateral (
    select d.status, d.delivered_at, d.last_attempt_at, d.created_at
    from webhook_deliveries d where d.subscription_id = s.id order by d.queue_seq desc limit 1
  ) l on true`;

function subscriptionOf(row: SubscriptionRow): WebhookSubscription {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types,
    enabled: row.enabled,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.changed_at),
    version: row.version,
    failedDeliveries: row.failed,
    lastDelivery: row.last_status && row.last_at ? { status: row.last_status, at: iso(row.last_at) } : null,
  };
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
}

function deliveryOf(row: DeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'pending' ? isoOrNull(row.next_attempt_at) : null,
    createdAt: iso(row.created_at),
    deliveredAt: isoOrNull(row.delivered_at),
  };
}

/** What the audit trail keeps of a subscription: what a manager sets, never its secret. */
type AuditedWebhook = Readonly<Record<'url' | 'description', string> & { eventTypes: string[]; enabled: boolean }>;

type AuditedRow = Pick<SubscriptionRow, 'url' | 'description' | 'event_types' | 'enabled'>;

const audited = (input: WebhookInput): AuditedWebhook => ({
  url: input.url,
  description: input.description,
  eventTypes: [...input.eventTypes],
  enabled: input.enabled,
});

const auditedRow = (row: AuditedRow): AuditedWebhook => ({
  url: row.url,
  description: row.description,
  eventTypes: row.event_types,
  enabled: row.enabled,
});

/**
 * The write's audit row (entity `webhook`), in its transaction as for every back-office write: the fields it changed
 * with their values before and after; an update that changed nothing leaves none.
 */
async function auditOn(
  client: pg.PoolClient,
  id: string,
  action: AuditAction,
  before: AuditedWebhook | null,
  after: AuditedWebhook | null,
  actor: AdminActor,
): Promise<void> {
  const changes = auditRowChanges(action, before, after);
  if (changes === undefined) return;
  await client.query(
    'insert into audit_entries (entity, entity_id, action, actor, changes) values ($1, $2, $3, $4, $5::jsonb)',
    ['webhook', id, action, actor.userId, JSON.stringify(changes)],
  );
}

/** The webhook subscriptions and their delivery log in PostgreSQL (tables of migration 20261126005003). */
export class PostgresWebhooks implements WebhookStore {
  readonly #pool: () => Promise<pg.Pool>;

  constructor(pool: () => Promise<pg.Pool>) {
    this.#pool = pool;
  }

  async list(): Promise<WebhookSubscription[]> {
    const { rows } = await (await this.#pool()).query<SubscriptionRow>(`${SUBSCRIPTIONS} order by s.created_at, s.id`);
    return rows.map(subscriptionOf);
  }

  async get(id: string): Promise<WebhookSubscription | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await (await this.#pool()).query<SubscriptionRow>(`${SUBSCRIPTIONS} where s.id = $1`, [id]);
    return rows[0] && subscriptionOf(rows[0]);
  }

  async create(input: WebhookInput, actor: AdminActor): Promise<WebhookSubscription & { secret: string }> {
    const id = randomUUID();
    const secret = newWebhookSecret();
    await this.#transaction(async (client) => {
      // A new subscription receives what happens from now on, not the outbox's last 30 days.
      await client.query(
        `insert into webhook_subscriptions (id, url, description, event_types, enabled, secret, dispatched_seq, created_by, changed_by)
         values ($1, $2, $3, $4, $5, $6, (select coalesce(max(seq), 0) from domain_events), $7, $7)`,
        [id, input.url, input.description, [...input.eventTypes], input.enabled, secret, actor.userId],
      );
      await auditOn(client, id, 'create', null, audited(input), actor);
    });
    return { ...(await this.get(id))!, secret };
  }

  async update(
    id: string,
    input: WebhookInput,
    version: number,
    actor: AdminActor,
  ): Promise<WebhookSubscription | 'stale' | undefined> {
    if (!isUuid(id)) return undefined;
    const updated = await this.#transaction(async (client) => {
      const { rows } = await client.query<AuditedRow>(
        'select url, description, event_types, enabled from webhook_subscriptions where id = $1 and version = $2 for update',
        [id, version],
      );
      if (!rows[0]) return false;
      await client.query(
        `update webhook_subscriptions set url = $2, description = $3, event_types = $4, enabled = $5,
           version = version + 1, changed_at = now(), changed_by = $6
         where id = $1`,
        [id, input.url, input.description, [...input.eventTypes], input.enabled, actor.userId],
      );
      await auditOn(client, id, 'update', auditedRow(rows[0]), audited(input), actor);
      return true;
    });
    if (updated) return this.get(id);
    return (await this.get(id)) ? 'stale' : undefined;
  }

  async delete(id: string, actor: AdminActor): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.#transaction(async (client) => {
      await moveToTrashOn(client, 'webhook', id, actor.userId, TRASH_DAYS);
      const { rows } = await client.query<AuditedRow>(
        'delete from webhook_subscriptions where id = $1 returning url, description, event_types, enabled',
        [id],
      );
      if (!rows[0]) return false;
      await auditOn(client, id, 'delete', auditedRow(rows[0]), null, actor);
      return true;
    });
  }

  async queueTest(id: string): Promise<string | undefined> {
    if (!isUuid(id)) return undefined;
    return this.#transaction(async (client) => {
      const locked = await client.query('select id from webhook_subscriptions where id = $1 for update', [id]);
      if (locked.rowCount !== 1) return undefined;
      // The test event is in the outbox like any other (its id is the webhook-id) but only for this subscription:
      // the fan-out and the event feed skip webhook.test.
      const written = await writeDomainEventOn(client, { type: WEBHOOK_TEST_EVENT, data: { subscriptionId: id } });
      const { rows } = await client.query<{ occurred_at: Date | string }>(
        'select occurred_at from domain_events where seq = $1',
        [written.seq],
      );
      const event = { id: written.id, seq: written.seq };
      const payload = {
        id: event.id,
        type: WEBHOOK_TEST_EVENT,
        timestamp: iso(rows[0].occurred_at),
        data: { subscriptionId: id },
      };
      return this.#queue(client, id, { id: event.id, seq: event.seq, type: WEBHOOK_TEST_EVENT, payload });
    });
  }

  async deliveries(id: string, limit: number): Promise<WebhookDelivery[] | undefined> {
    if (!(await this.get(id))) return undefined;
    const { rows } = await (
      await this.#pool()
    ).query<DeliveryRow>(
      `select id, event_id, event_type, status, attempts, last_status_code, last_error, next_attempt_at, created_at,
         delivered_at
       from webhook_deliveries where subscription_id = $1 order by queue_seq desc limit $2`,
      [id, limit],
    );
    return rows.map(deliveryOf);
  }

  async redeliver(id: string, deliveryId: string): Promise<{ deliveryId: string } | 'pending' | undefined> {
    if (!isUuid(id) || !isUuid(deliveryId)) return undefined;
    return this.#transaction(async (client) => {
      await client.query('select id from webhook_subscriptions where id = $1 for update', [id]);
      const { rows } = await client.query<{
        status: string;
        event_id: string;
        event_seq: string;
        event_type: string;
        payload: unknown;
      }>(
        `select status, event_id, event_seq::text as event_seq, event_type, payload from webhook_deliveries
         where id = $1 and subscription_id = $2`,
        [deliveryId, id],
      );
      const old = rows[0];
      if (!old) return undefined;
      if (old.status === 'pending') return 'pending';
      const queued = await this.#queue(client, id, {
        id: old.event_id,
        seq: old.event_seq,
        type: old.event_type,
        payload: old.payload,
      });
      return { deliveryId: queued };
    });
  }

  /** A new pending delivery at the end of the subscription's queue (its row is locked by the caller). */
  async #queue(
    client: pg.PoolClient,
    subscriptionId: string,
    event: { id: string; seq: string; type: string; payload: unknown },
  ): Promise<string> {
    const id = randomUUID();
    await client.query(
      `insert into webhook_deliveries (id, subscription_id, event_id, event_seq, event_type, payload)
       values ($1, $2, $3, $4, $5, $6::jsonb)`,
      [id, subscriptionId, event.id, event.seq, event.type, JSON.stringify(event.payload)],
    );
    return id;
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(await this.#pool(), work);
  }
}
