import { Migration } from '@mikro-orm/migrations';

/**
 * Rubin's answers as every process and job had them, with their age: one process's answer spares the others the
 * call, and the answers the background work asks serve the users' overviews. A cache: rows may go at any time.
 */
export class Migration20261203180000_bookingAnswers extends Migration {
  override name = 'Migration20261203180000_bookingAnswers';

  override up(): void {
    // Unlogged: nothing in it is acknowledged to anyone, and a crash that empties it only costs calls to Rubin.
    this.addSql(`create unlogged table booking_answers (
      key text primary key,
      value jsonb not null,
      stored_at timestamptz not null
    )`);
    this.addSql('create index booking_answers_stored_at_idx on booking_answers (stored_at)');
  }

  override down(): void {
    this.addSql('drop table if exists booking_answers');
  }
}
