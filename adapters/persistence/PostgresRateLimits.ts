import type pg from 'pg';
import type { RateDecision, RateLimits, RateRule } from '../../application/ports/RateLimits.ts';

/** Expired rows are deleted after this many takes of the process (a missing row decides the same). */
const SWEEP_EVERY = 1_000;

/**
 * A sliding window: the hits still within the window are kept and, when fewer than the limit, the new one is
 * added. SET expressions read the row as it was, so `allowed` and `hits` decide on the same count.
 */
const WINDOW_TAKE = `
  insert into rate_limits as r (key, hits, allowed, expires_at)
  values ($1, array[$2::timestamptz], true, $2::timestamptz + $3::double precision * interval '1 millisecond')
  on conflict (key) do update set
    allowed = cardinality(array(select h from unnest(r.hits) h where h > $2::timestamptz - $3::double precision * interval '1 millisecond')) < $4::int,
    hits = array(select h from unnest(r.hits) h where h > $2::timestamptz - $3::double precision * interval '1 millisecond' order by h)
      || case when cardinality(array(select h from unnest(r.hits) h
                                     where h > $2::timestamptz - $3::double precision * interval '1 millisecond')) < $4::int
              then array[$2::timestamptz] else '{}'::timestamptz[] end,
    expires_at = greatest(r.expires_at, $2::timestamptz + $3::double precision * interval '1 millisecond')
  returning allowed, array(select extract(epoch from h) * 1000 from unnest(r.hits) h order by h)::float8[] as hits`;

/**
 * A token bucket: the tokens refilled since they were counted (never beyond the burst, never for a moment
 * before the last count), less one when at least one is there.
 */
const BUCKET_TAKE = `
  insert into rate_limits as r (key, tokens, counted_at, allowed, expires_at)
  values ($1, $3::double precision - 1, $2::timestamptz, true, $2::timestamptz + ($3::double precision / $4::double precision) * interval '1 second')
  on conflict (key) do update set
    allowed = least($3::double precision, coalesce(r.tokens, $3::double precision)
      + greatest(0, extract(epoch from ($2::timestamptz - coalesce(r.counted_at, $2::timestamptz)))) * $4::double precision) >= 1,
    tokens = least($3::double precision, coalesce(r.tokens, $3::double precision)
      + greatest(0, extract(epoch from ($2::timestamptz - coalesce(r.counted_at, $2::timestamptz)))) * $4::double precision)
      - case when least($3::double precision, coalesce(r.tokens, $3::double precision)
          + greatest(0, extract(epoch from ($2::timestamptz - coalesce(r.counted_at, $2::timestamptz)))) * $4::double precision) >= 1
        then 1 else 0 end,
    counted_at = greatest(coalesce(r.counted_at, $2::timestamptz), $2::timestamptz),
    expires_at = greatest(r.expires_at, $2::timestamptz + ($3::double precision / $4::double precision) * interval '1 second')
  returning allowed, tokens`;

/**
 * RateLimits on the portal's PostgreSQL: each take is one statement on the key's row, so the processes share the
 * count and concurrent takes of a key are decided one after another (the row lock of the upsert).
 */
export class PostgresRateLimits implements RateLimits {
  readonly #pool: () => Promise<pg.Pool>;
  #takes = 0;

  constructor(pool: () => Promise<pg.Pool>) {
    this.#pool = pool;
  }

  async take(key: string, rule: RateRule, now: Date): Promise<RateDecision> {
    const pool = await this.#pool();
    this.#takes += 1;
    if (this.#takes % SWEEP_EVERY === 0)
      await pool.query('delete from rate_limits where expires_at < $1', [now]).catch(() => undefined);
    if (rule.kind === 'window') {
      const { rows } = await pool.query<{ allowed: boolean; hits: Array<number | string> }>(WINDOW_TAKE, [
        key,
        now,
        rule.windowMs,
        rule.limit,
      ]);
      const { allowed, hits } = rows[0];
      if (allowed) return { allowed: true };
      const freedAt = Number(hits[hits.length - rule.limit]) + rule.windowMs;
      return { allowed: false, retryAfterSeconds: wholeSecondsUntil(freedAt, now) };
    }
    const { rows } = await pool.query<{ allowed: boolean; tokens: number | string }>(BUCKET_TAKE, [
      key,
      now,
      rule.burst,
      rule.perSecond,
    ]);
    const { allowed } = rows[0];
    const tokens = Number(rows[0].tokens);
    if (allowed) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: wholeSecondsUntil(now.getTime() + ((1 - tokens) / rule.perSecond) * 1000, now),
    };
  }
}

function wholeSecondsUntil(time: number, now: Date): number {
  return Math.max(1, Math.ceil((time - now.getTime()) / 1000));
}
