import { Migration } from '@mikro-orm/migrations';

/**
 * Product data of the exhibitor area: the booth label of a notification; insurance amounts with
 * centimes; task notification
 * switches per booth; teasers (admin-back-office §3 Teaser fields) and the wall of interesting fairs;
 * step tracker posts.
 */
export class Migration20261121100000_productData extends Migration {
  override name = 'Migration20261121100000_productData';

  override up(): void {
    // task_id and reminder_state (reminders once per task, booth and state) come with Migration20261121110000_reminders.
    this.addSql(`alter table notifications add column booth_label jsonb null`);
    // Amounts are CHF with up to two decimals (exhibitor-area §5: "25'000.50" is a valid amount).
    this.addSql(`alter table insurances
      alter column increased_amount type numeric(14, 2),
      alter column breakable_cargo_value type numeric(14, 2)`);
    this.addSql(`create table task_notification_states (
      booth_id text not null,
      task_id text not null,
      notification_state boolean not null,
      user_id text not null,
      updated_at timestamptz not null default now(),
      primary key (booth_id, task_id)
    )`);
    this.addSql(`create table teasers (
      id uuid primary key,
      type integer not null check (type > 0),
      internal_name text not null,
      texts jsonb not null default '{}',
      images jsonb not null default '{}',
      leistungsgruppe_id text null,
      published_start date null,
      published_end date null,
      fair_series text null,
      fair text null,
      fair_type text null,
      registration_state integer null,
      related_task text null,
      tasks jsonb not null default '[]',
      documents jsonb not null default '[]',
      steps jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index teasers_type_idx on teasers (type, published_start desc)`);
    this.addSql(`create table fair_wall_entries (
      id uuid primary key,
      display_name text not null,
      logo_de text null,
      logo_fr text null,
      logo_en text null,
      url_de text null,
      url_fr text null,
      url_en text null,
      publish_start date null,
      publish_end date null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create table step_tracker_posts (
      id uuid primary key,
      user_id text not null,
      regi_nr text not null,
      task text not null,
      booth_label text not null,
      booth_area text not null,
      fair_id text not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index step_tracker_posts_booth_idx on step_tracker_posts (regi_nr, created_at desc)`);
  }

  override down(): void {
    this.addSql('drop table if exists step_tracker_posts');
    this.addSql('drop table if exists fair_wall_entries');
    this.addSql('drop table if exists teasers');
    this.addSql('drop table if exists task_notification_states');
    this.addSql(
      'alter table insurances alter column increased_amount type integer, alter column breakable_cargo_value type integer',
    );
    this.addSql('alter table notifications drop column if exists booth_label');
  }
}
