import { Migration } from '@mikro-orm/migrations';

export class Migration20261121090000_initial extends Migration {
  override name = 'Migration20261121090000_initial';

  override up(): void {
    this.addSql(`create table users (
      id text primary key,
      email text not null,
      given_name text not null,
      family_name text not null,
      locale text not null default 'de',
      roles jsonb not null default '[]',
      preferred_fair_series text null,
      mail_notifications boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create table sessions (
      id text primary key,
      data jsonb not null,
      expires_at timestamptz not null
    )`);
    this.addSql(`create index sessions_expires_at_idx on sessions (expires_at)`);
    this.addSql(`create table fair_series (
      id text primary key,
      title_de text not null,
      title_fr text not null,
      title_en text not null
    )`);
    this.addSql(`create table fairs (
      id uuid primary key,
      id_code text not null unique,
      display_name_de text not null,
      display_name_fr text not null,
      display_name_en text not null,
      fair_series text not null,
      email_team text not null,
      id_team text not null,
      default_registration_url_de text not null,
      default_registration_url_fr text not null,
      default_registration_url_en text not null,
      default_gastro_registration_url_de text not null,
      default_gastro_registration_url_fr text not null,
      default_gastro_registration_url_en text not null,
      duration_start date not null,
      duration_end date not null,
      publish_start date not null,
      publish_end date not null,
      registration_deadline date not null,
      documentsstartdate date null,
      logo_de text null,
      logo_fr text null,
      logo_en text null,
      additional_info_de text null,
      additional_info_fr text null,
      additional_info_en text null,
      state_labels jsonb not null default '{}',
      tasks jsonb not null default '[]',
      documents jsonb not null default '[]',
      steps jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index fairs_publish_idx on fairs (publish_start, publish_end)`);
    this.addSql(`create table notifications (
      id uuid primary key,
      user_id text not null references users (id) on delete cascade,
      type text not null check (type in ('reminder', 'information')),
      date timestamptz not null,
      fair_id text null,
      booth_id text null,
      subject text not null,
      body text not null,
      unread boolean not null default true
    )`);
    this.addSql(`create index notifications_user_idx on notifications (user_id, date desc)`);
    this.addSql(`create table insurances (
      id uuid primary key,
      booth_id text not null,
      user_id text not null,
      created_at timestamptz not null default now(),
      liability_insurance boolean not null,
      property_insurance boolean not null,
      exhibition_insurance boolean not null,
      increased_amount_active boolean not null,
      increased_amount integer null,
      cargo_insurance boolean not null,
      breakable_cargo_value integer null
    )`);
    this.addSql(`create index insurances_booth_idx on insurances (booth_id, created_at)`);
    this.addSql(`create table settings (
      key text primary key,
      value jsonb not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists settings');
    this.addSql('drop table if exists insurances');
    this.addSql('drop table if exists notifications');
    this.addSql('drop table if exists fairs');
    this.addSql('drop table if exists fair_series');
    this.addSql('drop table if exists sessions');
    this.addSql('drop table if exists users');
  }
}
