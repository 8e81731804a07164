import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox of domain events (insurance saved, a fair changed ...): a row is inserted in the same transaction
 * as the change that causes it, so a rolled-back change leaves none and a committed one cannot lose it. seq is
 * the order and the event feed's cursor; id is the event's id (the Standard Webhooks webhook-id); data holds
 * ids only; scope is the service scope a reader needs to see the event. Rows older than 30 days are deleted by
 * a schedule, hence the index on occurred_at.
 */
export class Migration20261126004002_domainEvents extends Migration {
  override name = 'Migration20261126004002_domainEvents';

  override up(): void {
    this.addSql(`create table domain_events (
      seq bigserial primary key,
      id uuid not null unique,
      type text not null,
      occurred_at timestamptz not null default now(),
      data jsonb not null,
      scope text not null
    )`);
    this.addSql('create index domain_events_occurred_at_idx on domain_events (occurred_at)');
  }

  override down(): void {
    this.addSql('drop table if exists domain_events');
  }
}
