import { describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { PostgresBookingAnswers } from '../../../adapters/persistence/PostgresBookingAnswers.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { useMigratedDatabase } from '../../support/migratedDatabase.ts';

// The booking system's answers shared by the processes in PostgreSQL: best effort, never in a page's way.

const database = useMigratedDatabase();
const pool = () => nativePool(database.orm());

/** A pool whose every query is counted before it goes to PostgreSQL. */
function countingPool(): { pool: () => Promise<pg.Pool>; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    pool: async () => {
      const real = await pool()();
      return new Proxy(real, {
        get(target, property, receiver) {
          if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
          return (text: string, values?: unknown[]) => {
            statements.push(text);
            return target.query(text, values);
          };
        },
      });
    },
  };
}

describe('PostgresBookingAnswers', () => {
  it('gives another process the answers one wrote, with their age and shape', async () => {
    const writer = new PostgresBookingAnswers(pool());
    const reader = new PostgresBookingAnswers(pool());
    const costs = [{ position: 'Standmiete', betrag: 1200.5, leistungId: null }];
    writer.write('k:costs', { value: costs, storedAt: 1_700_000_000_123 });
    writer.write('k:order', { value: false, storedAt: 1_700_000_000_000 });
    writer.write('k:missing', { value: null, storedAt: 1_700_000_000_000 });
    await writer.flush();
    await expect(reader.read('k:costs')).resolves.toEqual({ value: costs, storedAt: 1_700_000_000_123 });
    await expect(reader.read('k:order')).resolves.toEqual({ value: false, storedAt: 1_700_000_000_000 });
    await expect(reader.read('k:missing')).resolves.toEqual({ value: null, storedAt: 1_700_000_000_000 });
    await expect(reader.read('k:never')).resolves.toBeUndefined();
  });

  it('never replaces a newer answer with an older one', async () => {
    const first = new PostgresBookingAnswers(pool());
    const second = new PostgresBookingAnswers(pool());
    first.write('k:newer', { value: 'new', storedAt: 2_000 });
    await first.flush();
    second.write('k:newer', { value: 'old', storedAt: 1_000 });
    await second.flush();
    await expect(new PostgresBookingAnswers(pool()).read('k:newer')).resolves.toEqual({
      value: 'new',
      storedAt: 2_000,
    });
  });

  it('reads the keys asked at one moment in one statement, and the writes of a moment in one', async () => {
    const counted = countingPool();
    const answers = new PostgresBookingAnswers(counted.pool);
    const keys = Array.from({ length: 300 }, (_, index) => `k:batch:${index}`);
    for (const key of keys) answers.write(key, { value: key, storedAt: 1 });
    await answers.flush();
    expect(counted.statements).toHaveLength(1);

    const read = await Promise.all(keys.map((key) => new PostgresBookingAnswers(counted.pool).read(key)));
    expect(read.map((answer) => answer?.value)).toEqual(keys);
    const together = new PostgresBookingAnswers(counted.pool);
    counted.statements.length = 0;
    const again = await Promise.all(keys.map((key) => together.read(key)));
    expect(again.every((answer) => answer !== undefined)).toBe(true);
    expect(counted.statements).toHaveLength(1);
  });

  it('keeps an answer with a NUL character to its process and still writes the others', async () => {
    const answers = new PostgresBookingAnswers(pool());
    answers.write('k:nul', { value: 'a\u0000b', storedAt: 1 });
    answers.write('k:plain', { value: 'ab', storedAt: 1 });
    await answers.flush();
    const reader = new PostgresBookingAnswers(pool());
    await expect(reader.read('k:nul')).resolves.toBeUndefined();
    await expect(reader.read('k:plain')).resolves.toEqual({ value: 'ab', storedAt: 1 });
  });

  it('finds nothing, within its time, when the database does not answer, and says so', async () => {
    const errors: string[] = [];
    const hanging = () => Promise.resolve({ query: () => new Promise(() => undefined) } as unknown as pg.Pool);
    const answers = new PostgresBookingAnswers(hanging, {
      readTimeoutMs: 50,
      onError: (what) => errors.push(what),
    });
    await expect(answers.read('k:any')).resolves.toBeUndefined();
    await expect(answers.read('k:other')).resolves.toBeUndefined();
    expect(errors).toEqual(['read']); // once a minute, not once a read
  });

  it('drops the writes when the database refuses them, and keeps working', async () => {
    const errors: string[] = [];
    const refusing = () => Promise.reject(new Error('connection refused'));
    const answers = new PostgresBookingAnswers(refusing, { onError: (what) => errors.push(what) });
    answers.write('k:lost', { value: 1, storedAt: 1 });
    await answers.flush();
    await expect(answers.read('k:lost2')).resolves.toBeUndefined();
    expect(errors).toEqual(['write', 'read']);
  });
});
