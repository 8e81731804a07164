import type { SharedAnswers, StoredAnswer } from '../../adapters/rubin/KeptAnswers.ts';

/** The answers the processes share, in memory: what PostgresBookingAnswers keeps, without a database. */
export class InMemorySharedAnswers implements SharedAnswers {
  readonly rows = new Map<string, StoredAnswer>();
  reads = 0;
  /** When set, every read fails as an unreachable database does (the reader then finds nothing). */
  down = false;

  read(key: string): Promise<StoredAnswer | undefined> {
    this.reads += 1;
    return Promise.resolve(this.down ? undefined : this.rows.get(key));
  }

  write(key: string, answer: StoredAnswer): void {
    const held = this.rows.get(key);
    if (!this.down && (!held || held.storedAt < answer.storedAt)) this.rows.set(key, answer);
  }
}
