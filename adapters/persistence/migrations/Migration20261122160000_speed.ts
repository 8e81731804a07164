import { Migration } from '@mikro-orm/migrations';

/**
 * The unread count every home view asks for (`select count(*) from notifications where user_id = $1
 * and unread`) reads a partial index of the unread notifications per user instead of the user's whole list.
 */
export class Migration20261122160000_speed extends Migration {
  override name = 'Migration20261122160000_speed';

  override up(): void {
    this.addSql(`create index if not exists notifications_unread_user_idx on notifications (user_id) where unread`);
  }

  override down(): void {
    this.addSql('drop index if exists notifications_unread_user_idx');
  }
}
