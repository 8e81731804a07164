import { Migration } from '@mikro-orm/migrations';

/**
 * The organiser's cockpit as the portal keeps it (the progress projection): per fair when it was last worked out as
 * a whole, and per booth the booking system lists its registration, the line its booth page gives (or the gap), and
 * when that booth was worked out; and how far it has followed the portal's own changes. Written by the background refresh and after the portal's own changes, read by
 * every request, so that no request asks the booking system.
 */
export class Migration20261203100000_fairProgress extends Migration {
  override name = 'Migration20261203100000_fairProgress';

  override up(): void {
    this.addSql(`create table fair_progress (
      fair_id_code text primary key,
      as_of timestamptz not null
    )`);
    this.addSql(`create table fair_progress_booths (
      fair_id_code text not null references fair_progress (fair_id_code) on delete cascade,
      reg_nr text not null,
      position integer not null,
      registration jsonb not null,
      line jsonb,
      gap text,
      stale boolean not null,
      as_of timestamptz not null,
      primary key (fair_id_code, reg_nr)
    )`);
    this.addSql('create index fair_progress_booths_position_idx on fair_progress_booths (fair_id_code, position)');
    // How far the projection has followed the portal's own changes in the outbox: its one row is written at the first
    // read, at the outbox's end then, since the first full refresh covers every change before.
    this.addSql(`create table fair_progress_followed (
      only_row boolean primary key default true check (only_row),
      seq bigint not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists fair_progress_followed');
    this.addSql('drop table if exists fair_progress_booths');
    this.addSql('drop table if exists fair_progress');
  }
}
