import { Migration } from '@mikro-orm/migrations';

/**
 * The organiser's announcements and, per announcement and recipient, its one delivery: the unique key of a delivery
 * is what lets several processes send the same announcement at once and every recipient get it once. The segment is
 * kept, not the recipients: they are resolved when it is sent.
 */
export class Migration20261203150000_announcements extends Migration {
  override name = 'Migration20261203150000_announcements';

  override up(): void {
    this.addSql(`create table announcements (
      id uuid primary key,
      fair_id text not null,
      fair_id_code text not null,
      segment jsonb not null,
      texts jsonb not null,
      send_at timestamptz not null,
      send_mail boolean not null,
      status text not null check (status in ('scheduled', 'sending', 'sent', 'cancelled')),
      created_at timestamptz not null default clock_timestamp(),
      created_by text not null,
      sent_at timestamptz,
      recipients integer
    )`);
    this.addSql('create index announcements_created_idx on announcements (created_at desc)');
    this.addSql(`create table announcement_deliveries (
      announcement_id uuid not null references announcements (id) on delete cascade,
      recipient_key text not null,
      user_id text,
      email text,
      notification_id uuid references notifications (id) on delete set null,
      emailed boolean not null default false,
      delivered_at timestamptz not null,
      primary key (announcement_id, recipient_key)
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists announcement_deliveries');
    this.addSql('drop table if exists announcements');
  }
}
