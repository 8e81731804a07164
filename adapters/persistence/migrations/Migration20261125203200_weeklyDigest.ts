import { Migration } from '@mikro-orm/migrations';

/**
 * The deadlines across booths: the weekly digest's opt-in beside the e-mail switch (off until the user turns it
 * on), and the secret calendar addresses, one per user, of which only the token's SHA-256 is kept
 * (adapters/persistence/PostgresCalendarFeeds.ts). A user who is deleted takes the address along.
 */
export class Migration20261125203200_weeklyDigest extends Migration {
  override name = 'Migration20261125203200_weeklyDigest';

  override up(): void {
    this.addSql(`alter table "users" add "weekly_digest" boolean not null default false;`);
    this.addSql(`create table calendar_feeds (
      user_id text primary key references users (id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists calendar_feeds');
    this.addSql(`alter table "users" drop column "weekly_digest";`);
  }
}
