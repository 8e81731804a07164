import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook subscriptions and their deliveries. A subscription keeps the seq of the last domain event it was fanned
 * out to (dispatched_seq), so every committed event yields one delivery per matching subscription; the secret
 * (`whsec_` + base64) signs the requests. A delivery is one event to one subscription: `queue_seq` is its place
 * in the subscription's queue (only the oldest unfinished one is sent), a redelivery is a new row at its end.
 * The event's body is kept in the delivery, so it is sent as it was even after the outbox dropped the event.
 */
export class Migration20261126005003_webhooks extends Migration {
  override name = 'Migration20261126005003_webhooks';

  override up(): void {
    this.addSql(`create table webhook_subscriptions (
      id uuid primary key,
      url text not null,
      description text not null default '',
      event_types text[] not null default '{}',
      enabled boolean not null default true,
      secret text not null,
      version integer not null default 1,
      dispatched_seq bigint not null default 0,
      created_at timestamptz not null default now(),
      created_by text not null,
      changed_at timestamptz not null default now(),
      changed_by text not null
    )`);
    this.addSql(`create table webhook_deliveries (
      id uuid primary key,
      queue_seq bigserial not null unique,
      subscription_id uuid not null references webhook_subscriptions (id) on delete cascade,
      event_id uuid not null,
      event_seq bigint not null,
      event_type text not null,
      payload jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
      attempts integer not null default 0,
      last_status_code integer,
      last_error text,
      first_attempt_at timestamptz,
      last_attempt_at timestamptz,
      next_attempt_at timestamptz,
      created_at timestamptz not null default now(),
      delivered_at timestamptz
    )`);
    this.addSql(`create index webhook_deliveries_queue_idx on webhook_deliveries (subscription_id, queue_seq)
      where status = 'pending'`);
    this.addSql('create index webhook_deliveries_log_idx on webhook_deliveries (subscription_id, queue_seq desc)');
  }

  override down(): void {
    this.addSql('drop table if exists webhook_deliveries');
    this.addSql('drop table if exists webhook_subscriptions');
  }
}
