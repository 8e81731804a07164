import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MIGRATIONS_DIR, createMigration, withMigrationRegistered } from '../../../scripts/createMigration.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

let database: { url: string; drop(): Promise<void> };
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), 'create-migration-test-'));
});

afterAll(async () => {
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

// npm run migration:create: kept working by running it, so that the command cannot rot unnoticed
describe('creating a migration from the entities', () => {
  it('creates nothing when the entities match the checked-in snapshot (an entity changed without a migration fails here)', async () => {
    const folder = path.join(scratch, 'unchanged');
    const created = await createMigration({ databaseUrl: database.url, folder, label: 'nothing' });
    expect(created).toEqual({ name: undefined, snapshotWritten: false, up: [], down: [] });
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it('writes the SQL of an entity that differs from the snapshot, up and down', async () => {
    const snapshotDir = path.join(scratch, 'snapshot');
    const folder = path.join(scratch, 'changed');
    await rm(snapshotDir, { recursive: true, force: true });
    await mkdir(snapshotDir, { recursive: true });
    // A snapshot from before the settings' value column was mapped: the entities now have it.
    const snapshot = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, '.snapshot-entities.json'), 'utf8')) as {
      tables: Array<{ name: string; columns: Record<string, unknown> }>;
    };
    delete snapshot.tables.find((table) => table.name === 'settings')!.columns.value;
    await writeFile(path.join(snapshotDir, '.snapshot-entities.json'), JSON.stringify(snapshot));

    const created = await createMigration({ databaseUrl: database.url, folder, label: 'settingValue', snapshotDir });

    expect(created.name).toMatch(/^Migration\d{14}_settingValue$/);
    expect(created.up).toEqual(['alter table "settings" add "value" jsonb not null;']);
    expect(created.down).toEqual(['alter table "settings" drop column "value";']);
    const source = await readFile(path.join(folder, `${created.name}.ts`), 'utf8');
    expect(source).toContain(`export class ${created.name} extends Migration`);
    expect(source).toContain('alter table "settings" add "value" jsonb not null;');
  });

  it('registers a new migration last in the hand-kept list', async () => {
    const index = await readFile(path.join(MIGRATIONS_DIR, 'index.ts'), 'utf8');
    const registered = withMigrationRegistered(index, 'Migration29990101000000_next');
    expect(registered).toContain("import { Migration29990101000000_next } from './Migration29990101000000_next.ts';");
    expect(registered.trimEnd()).toMatch(
      /\{ name: 'Migration29990101000000_next', class: Migration29990101000000_next \},\n\];$/,
    );
  });
});
