// `npm run migration:create [label]`: a development tool (it formats with Prettier, a devDependency), so it lives
// beside the other scripts and never in the server build.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { startEmbeddedDatabase } from '../adapters/persistence/EmbeddedDatabase.ts';
import { createOrm, migrate } from '../adapters/persistence/orm.ts';

/** The checked-in migrations, the list that registers them in order (index.ts) and the entities' snapshot. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../adapters/persistence/migrations/', import.meta.url));
/**
 * The schema the entities described when the last migration was created (MikroORM's snapshot). The migrations
 * are written by hand in the schema's own terms (text columns, checks, triggers, partial indexes) that the
 * entities do not repeat, so a comparison of the entities with a migrated database would list all of those;
 * compared with the snapshot, only what changed in the entities since is written.
 */
const SNAPSHOT_NAME = '.snapshot-entities';

export interface CreatedMigration {
  /** The new migration's class and file name (without .ts); undefined when there was nothing to write. */
  readonly name: string | undefined;
  /** True when there was no snapshot yet and one was written from the entities (no migration then). */
  readonly snapshotWritten: boolean;
  /** The SQL of its up and down, statement by statement. */
  readonly up: readonly string[];
  readonly down: readonly string[];
}

/**
 * Applies the existing migrations to `databaseUrl` (an empty database, so that each is known to run), then
 * lets MikroORM's migrator write the difference between the entities' snapshot (in `snapshotDir`) and the
 * entities as they are now into `folder` as Migration<timestamp>_<label>.ts, and updates the snapshot.
 * Nothing is written when the entities did not change.
 */
export async function createMigration(options: {
  databaseUrl: string;
  folder: string;
  label?: string;
  snapshotDir?: string;
}): Promise<CreatedMigration> {
  const snapshotDir = options.snapshotDir ?? MIGRATIONS_DIR;
  const orm = await createOrm({
    databaseUrl: options.databaseUrl,
    poolMax: 2,
    migrations: { snapshot: true, snapshotOnMigrate: false, snapshotName: SNAPSHOT_NAME, path: snapshotDir },
  });
  try {
    await migrate(orm);
    const snapshot = path.join(snapshotDir, `${SNAPSHOT_NAME}.json`);
    if (!existsSync(snapshot)) {
      await writeFile(snapshot, JSON.stringify(orm.schema.getTargetSchema()));
      await prettified(snapshot);
      return { name: undefined, snapshotWritten: true, up: [], down: [] };
    }
    const result = await orm.migrator.create(options.folder, false, false, options.label);
    const name = result.fileName ? path.basename(result.fileName, '.ts') : undefined;
    if (name) await Promise.all([prettified(snapshot), prettified(path.join(options.folder, result.fileName))]);
    return { name, snapshotWritten: false, up: result.diff.up.filter(Boolean), down: result.diff.down.filter(Boolean) };
  } finally {
    await orm.close();
  }
}

/** The file as `npm run format` leaves it, so that the format check passes on what the migrator wrote. */
async function prettified(file: string): Promise<void> {
  const config = await resolveConfig(file);
  await writeFile(file, await format(await readFile(file, 'utf8'), { ...config, filepath: file }));
}

/**
 * The list of migrations (migrations/index.ts) with `name` imported and appended, so that it runs after the
 * others: the list is kept by hand because the bundled server has no migration files to discover at run time.
 */
export function withMigrationRegistered(indexSource: string, name: string): string {
  const lines = indexSource.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  lines.splice(lastImport + 1, 0, `import { ${name} } from './${name}.ts';`);
  const listEnd = lines.findLastIndex((line) => line.startsWith('];'));
  lines.splice(listEnd, 0, `  { name: '${name}', class: ${name} },`);
  return lines.join('\n');
}

/** `npm run migration:create [-- label]`: on a fresh embedded PostgreSQL, the migration written and registered. */
async function main(label: string | undefined): Promise<void> {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const dataParent = await mkdtemp(path.join(tmpdir(), 'oneshop-migration-'));
  const database = await startEmbeddedDatabase({ dataDir: path.join(dataParent, 'data') });
  try {
    const created = await createMigration({ databaseUrl: database.url, folder: MIGRATIONS_DIR, label });
    if (created.snapshotWritten) {
      say(`Wrote the entities' snapshot migrations/${SNAPSHOT_NAME}.json; later entity changes become migrations.`);
    } else if (!created.name) {
      say('The entities did not change since the last migration: no migration to create.');
    } else {
      const index = path.join(MIGRATIONS_DIR, 'index.ts');
      await writeFile(index, withMigrationRegistered(await readFile(index, 'utf8'), created.name));
      await prettified(index);
      say(
        `Wrote adapters/persistence/migrations/${created.name}.ts, registered it in migrations/index.ts and ` +
          `updated ${SNAPSHOT_NAME}.json. Read it (the entities say varchar where the schema says text), say why ` +
          'in a comment above the class, and run the tests.',
      );
    }
  } finally {
    await database.stop();
    await rm(dataParent, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv[2]);
}
