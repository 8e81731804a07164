import { Migration } from '@mikro-orm/migrations';

/**
 * Per-user limits shared by every portal process (adapters/persistence/PostgresRateLimits.ts): one row per key,
 * changed by one INSERT ... ON CONFLICT DO UPDATE that decides and counts in one step.
 * - hits: the accepted takes of a sliding-window rule still within its window, oldest first;
 * - tokens, counted_at: a token bucket's tokens at that moment;
 * - allowed: the decision of the last take (what the statement answers);
 * - expires_at: from then on the row says nothing a missing row would not, so it may be deleted.
 */
export class Migration20261125190000_rateLimits extends Migration {
  override name = 'Migration20261125190000_rateLimits';

  override up(): void {
    this.addSql(`create table rate_limits (
      key text primary key,
      hits timestamptz[] not null default '{}',
      tokens double precision,
      counted_at timestamptz,
      allowed boolean not null,
      expires_at timestamptz not null
    )`);
    this.addSql('create index rate_limits_expires_at on rate_limits (expires_at)');
  }

  override down(): void {
    this.addSql('drop table if exists rate_limits');
  }
}
