import type pg from 'pg';
import type { PortalActivity, SignIns } from '../../application/ports/PortalActivity.ts';

/** Bound on the users remembered as noted today; past it the memory starts again (a write more, nothing lost). */
const NOTED_MAX = 50_000;

/**
 * The portal's own knowledge of a fair's exhibitors in PostgreSQL: the booths' recorded actions (booth_actions)
 * and the sign-ins (sign_ins), both shared by every process. A fair's booths are asked in one statement each.
 */
export class PostgresPortalActivity implements PortalActivity, SignIns {
  private readonly pool: () => Promise<pg.Pool>;
  /**
   * The day (UTC) this process last wrote each user's sign-in: a bearer token signs in on every request, so the last
   * sign-in is written at most once a day per process, which is as exact as "last activity" needs.
   */
  private readonly noted = new Map<string, string>();

  constructor(pool: () => Promise<pg.Pool>) {
    this.pool = pool;
  }

  async lastActionsOf(regiNrs: readonly string[]): Promise<ReadonlyMap<string, Date>> {
    if (regiNrs.length === 0) return new Map();
    const { rows } = await (
      await this.pool()
    ).query<{ reg_nr: string; at: Date }>(
      'select reg_nr, max(at) as at from booth_actions where reg_nr = any($1::text[]) group by reg_nr',
      [[...regiNrs]],
    );
    return new Map(rows.map((row) => [row.reg_nr, new Date(row.at)]));
  }

  async signedInOf(emails: readonly string[]): Promise<ReadonlySet<string>> {
    if (emails.length === 0) return new Set();
    const { rows } = await (
      await this.pool()
    ).query<{ email: string }>(
      'select distinct lower(email) as email from sign_ins where lower(email) = any($1::text[])',
      [emails.map((email) => email.toLowerCase())],
    );
    return new Set(rows.map((row) => row.email));
  }

  async record(userId: string, email: string, at: Date): Promise<void> {
    const key = `${userId}\u0000${email.toLowerCase()}`;
    const day = at.toISOString().slice(0, 10);
    if (this.noted.get(key) === day) return;
    await (
      await this.pool()
    ).query(
      `insert into sign_ins (user_id, email, first_at, last_at) values ($1, $2, $3, $3)
       on conflict (user_id) do update set email = excluded.email, last_at = excluded.last_at`,
      [userId, email, at],
    );
    if (this.noted.size >= NOTED_MAX) this.noted.clear();
    this.noted.set(key, day);
  }
}
