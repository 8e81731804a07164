import type pg from 'pg';
import type { BoothProgressLine, ProgressTaskColumn } from '../../domain/admin/fairProgress.ts';
import type { FairRegistration } from '../../application/ports/FairRegistrations.ts';
import type {
  BoothProgressEntry,
  BoothProgressGap,
  FairProgressStore,
  KeptFairProgress,
} from '../../application/ports/FairProgressStore.ts';

interface BoothRow {
  reg_nr: string;
  registration: FairRegistration;
  line: BoothProgressLine | null;
  gap: BoothProgressGap | null;
  stale: boolean;
  as_of: Date | string;
}

/**
 * The progress projection in PostgreSQL (tables fair_progress and fair_progress_booths), shared by every process.
 * Plain SQL, not entities: a fair's booths are written in one statement per refresh and read as one list. A fair's
 * refresh replaces its booths in one transaction, so a reader sees the old state or the new, never a mix.
 */
export class PostgresFairProgressStore implements FairProgressStore {
  private readonly pool: () => Promise<pg.Pool>;

  constructor(pool: () => Promise<pg.Pool>) {
    this.pool = pool;
  }

  async replaceFair(
    fairIdCode: string,
    booths: readonly BoothProgressEntry[],
    asOf: Date,
    tasks: readonly ProgressTaskColumn[],
  ): Promise<void> {
    const client = await (await this.pool()).connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into fair_progress (fair_id_code, as_of, tasks) values ($1, $2, $3::jsonb)
         on conflict (fair_id_code) do update set as_of = excluded.as_of, tasks = excluded.tasks`,
        [fairIdCode, asOf, JSON.stringify(tasks)],
      );
      await client.query('delete from fair_progress_booths where fair_id_code = $1', [fairIdCode]);
      await client.query(
        `insert into fair_progress_booths (fair_id_code, reg_nr, position, registration, line, gap, stale, as_of)
         select $1, b.reg_nr, b.position, b.registration, b.line, b.gap, b.stale, $2
         from jsonb_to_recordset($3::jsonb)
           as b(reg_nr text, position integer, registration jsonb, line jsonb, gap text, stale boolean)`,
        [fairIdCode, asOf, JSON.stringify(booths.map((booth, position) => rowOf(booth, position)))],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async replaceBooth(fairIdCode: string, booth: BoothProgressEntry, asOf: Date): Promise<void> {
    const pool = await this.pool();
    const row = rowOf(booth, 0);
    // Only into a fair worked out as a whole; a booth new to it goes last.
    await pool.query(
      `insert into fair_progress_booths (fair_id_code, reg_nr, position, registration, line, gap, stale, as_of)
       select f.fair_id_code, $2, coalesce((select max(position) + 1 from fair_progress_booths where fair_id_code = $1), 0),
              $3::jsonb, $4::jsonb, $5, $6, $7
       from fair_progress f where f.fair_id_code = $1
       on conflict (fair_id_code, reg_nr) do update set
         registration = excluded.registration, line = excluded.line, gap = excluded.gap, stale = excluded.stale,
         as_of = excluded.as_of`,
      [
        fairIdCode,
        row.reg_nr,
        JSON.stringify(row.registration),
        row.line === null ? null : JSON.stringify(row.line),
        row.gap,
        row.stale,
        asOf,
      ],
    );
  }

  async ofFair(fairIdCode: string): Promise<KeptFairProgress | null> {
    const pool = await this.pool();
    const fair = await pool.query<{ as_of: Date | string; tasks: ProgressTaskColumn[] }>(
      'select as_of, tasks from fair_progress where fair_id_code = $1',
      [fairIdCode],
    );
    if (fair.rows.length === 0) return null;
    const booths = await pool.query<BoothRow>(
      `select reg_nr, registration, line, gap, stale, as_of from fair_progress_booths
       where fair_id_code = $1 order by position`,
      [fairIdCode],
    );
    return {
      fairIdCode,
      asOf: new Date(fair.rows[0].as_of),
      tasks: fair.rows[0].tasks,
      booths: booths.rows.map((row) => ({
        registration: row.registration,
        line: row.line,
        gap: row.gap,
        stale: row.stale,
        asOf: new Date(row.as_of),
      })),
    };
  }

  async registrationOf(fairIdCode: string, regiNr: string): Promise<FairRegistration | null> {
    const pool = await this.pool();
    const result = await pool.query<{ registration: FairRegistration }>(
      'select registration from fair_progress_booths where fair_id_code = $1 and reg_nr = $2',
      [fairIdCode, regiNr],
    );
    return result.rows[0]?.registration ?? null;
  }

  async followedSeq(): Promise<string> {
    const pool = await this.pool();
    // The first read starts the projection at the outbox's end: the first full refresh covers every change before.
    await pool.query(
      `insert into fair_progress_followed (seq) select coalesce(max(seq), 0) from domain_events
       on conflict (only_row) do nothing`,
    );
    const result = await pool.query<{ seq: string }>('select seq::text as seq from fair_progress_followed');
    return result.rows[0].seq;
  }

  async setFollowedSeq(seq: string): Promise<void> {
    const pool = await this.pool();
    await pool.query(
      `insert into fair_progress_followed (seq) values ($1::bigint)
       on conflict (only_row) do update set seq = greatest(fair_progress_followed.seq, excluded.seq)`,
      [seq],
    );
  }
}

function rowOf(booth: BoothProgressEntry, position: number) {
  return {
    reg_nr: booth.registration.regiNr,
    position,
    registration: booth.registration,
    line: booth.line,
    gap: booth.gap,
    stale: booth.stale,
  };
}
