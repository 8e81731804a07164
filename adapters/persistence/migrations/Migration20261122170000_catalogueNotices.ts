import { Migration } from '@mikro-orm/migrations';

/** The fair model's tables whose rows the exhibitor pages show (admin-back-office §3). */
const FAIR_MODEL_TABLES = [
  'fairs',
  'fair_series',
  'fair_tasks',
  'task_definitions',
  'task_titles',
  'header_definitions',
  'fair_documents',
  'fair_steps',
  'fair_state_labels',
];

/**
 * An edit of the fair model in the database shows at once on every fair that uses it, also behind
 * the per-user view caches. Every write to a fair-model table -- through the back office or by hand in
 * SQL -- sends the `catalogue` change notice on the channel every portal process LISTENs on
 * (PostgresChangeNotices, CHANGE_CHANNEL), delivered at commit and never for a rolled-back write.
 */
export class Migration20261122170000_catalogueNotices extends Migration {
  override name = 'Migration20261122170000_catalogueNotices';

  override up(): void {
    this.addSql(`create or replace function notify_catalogue_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('oneshop_changes', '{"s":"catalogue","o":"database"}');
        return null;
      end $$`);
    for (const table of FAIR_MODEL_TABLES) {
      this.addSql(`create trigger ${table}_catalogue_change after insert or update or delete or truncate on ${table}
        for each statement execute function notify_catalogue_change()`);
    }
  }

  override down(): void {
    for (const table of FAIR_MODEL_TABLES) this.addSql(`drop trigger if exists ${table}_catalogue_change on ${table}`);
    this.addSql('drop function if exists notify_catalogue_change()');
  }
}
