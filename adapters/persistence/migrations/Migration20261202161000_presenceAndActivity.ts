import { Migration } from '@mikro-orm/migrations';

/**
 * Who has an admin form open (admin_presence: one row per manager's tab and item, renewed by its heartbeat, read
 * by every process; rows older than the expiry no longer count and are deleted by the next heartbeat), and the
 * activity across all items: newest first over the whole audit trail, and by manager, which the item index of
 * audit_entries cannot serve.
 */
export class Migration20261202161000_presenceAndActivity extends Migration {
  override name = 'Migration20261202161000_presenceAndActivity';

  override up(): void {
    this.addSql(`create table admin_presence (
      kind text not null,
      item_id text not null,
      manager_id text not null,
      manager_name text not null,
      tab_id text not null,
      last_seen timestamptz not null,
      primary key (kind, item_id, manager_id, tab_id)
    )`);
    this.addSql('create index admin_presence_last_seen_idx on admin_presence (last_seen)');
    this.addSql('create index audit_entries_at_idx on audit_entries (at desc, id)');
    this.addSql('create index audit_entries_actor_at_idx on audit_entries (actor, at desc)');
  }

  override down(): void {
    this.addSql('drop index if exists audit_entries_actor_at_idx');
    this.addSql('drop index if exists audit_entries_at_idx');
    this.addSql('drop table if exists admin_presence');
  }
}
