import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders and the mail queue:
 * - notifications.task_id and notifications.reminder_state name what a reminder is about; the partial unique
 *   index makes "once per user, booth, task and state" hold in the database, also with several instances
 *   running the reminders at once (insert ... on conflict do nothing).
 * - mail_queue_keys remembers every key handed to the mail queue, for good: the same key is never enqueued
 *   (and so never sent) twice, even after pg-boss has archived and deleted the job.
 */
export class Migration20261121110000_reminders extends Migration {
  override name = 'Migration20261121110000_reminders';

  override up(): void {
    this.addSql(`alter table notifications add column task_id text null, add column reminder_state text null`);
    this
      .addSql(`create unique index notifications_reminder_once_idx on notifications (user_id, booth_id, task_id, reminder_state)
      where type = 'reminder' and task_id is not null`);
    this.addSql(`create table mail_queue_keys (
      key text primary key,
      job_id uuid not null,
      enqueued_at timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists mail_queue_keys');
    this.addSql('drop index if exists notifications_reminder_once_idx');
    this.addSql('alter table notifications drop column if exists reminder_state, drop column if exists task_id');
  }
}
