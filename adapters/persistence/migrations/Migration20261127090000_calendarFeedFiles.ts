import { Migration } from '@mikro-orm/migrations';

/**
 * The calendar file last made for each secret address, beside it (adapters/persistence/PostgresCalendarFeeds.ts):
 * every portal process serves it to the next poll and answers If-None-Match from it, until something it was made
 * from changes. `body` is emptied then; `etag` and `modified_at` stay, so that a file made again with the same
 * content keeps its ETag and Last-Modified.
 */
export class Migration20261127090000_calendarFeedFiles extends Migration {
  override name = 'Migration20261127090000_calendarFeedFiles';

  override up(): void {
    this.addSql(`alter table calendar_feeds
      add column body text,
      add column etag text,
      add column modified_at timestamptz,
      add column made_at timestamptz`);
  }

  override down(): void {
    this.addSql(`alter table calendar_feeds
      drop column if exists body,
      drop column if exists etag,
      drop column if exists modified_at,
      drop column if exists made_at`);
  }
}
