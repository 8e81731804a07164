import { Migration } from '@mikro-orm/migrations';

/**
 * The cockpit's task columns, and when each user first and last signed in, by address: the organiser's cockpit finds the exhibitors who never
 * signed in by their booth's contact address. Users the demo writes without a sign-in have no row.
 */
export class Migration20261203140000_signIns extends Migration {
  override name = 'Migration20261203140000_signIns';

  override up(): void {
    this.addSql(`create table sign_ins (
      user_id text primary key,
      email text not null,
      first_at timestamptz not null,
      last_at timestamptz not null
    )`);
    this.addSql('create index sign_ins_email_idx on sign_ins (lower(email))');
    // The cockpit's task columns as the booths' pages showed them at the fair's last refresh.
    this.addSql(`alter table fair_progress add column tasks jsonb not null default '[]'::jsonb`);
  }

  override down(): void {
    this.addSql('alter table fair_progress drop column if exists tasks');
    this.addSql('drop table if exists sign_ins');
  }
}
