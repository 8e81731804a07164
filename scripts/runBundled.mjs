// `node scripts/runBundled.mjs <entry.ts> [<more.ts> ...]`: runs a benchmark the way the production server runs
// (scripts/build.mjs): its TypeScript bundled by esbuild with the packages left to Node, plain JavaScript with source
// maps and the server's node flags (its heap cap), no TypeScript loader in the process. What a process measures about itself (its resident set) is then the
// portal's and not tsx's, whose loader thread and transformed sources add about 100 MB. Each entry becomes
// .bench/<name>.mjs (one folder below the repository, where the bundle finds the project's files as dist/main.js
// does); the first is run in a child process with this one's arguments after `--`, the others are there for it to
// start (bench/scale.ts forks its booking-system process from the bundle beside it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from './build.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(projectRoot, '.bench');
const separator = process.argv.indexOf('--');
const entries = process.argv.slice(2, separator === -1 ? undefined : separator);
const passed = separator === -1 ? [] : process.argv.slice(separator + 1);
if (entries.length === 0) {
  process.stderr.write('usage: node scripts/runBundled.mjs <entry.ts> [<more.ts> ...] [-- arguments]\n');
  process.exit(2);
}

const { build } = await import('esbuild');
await build({
  entryPoints: Object.fromEntries(entries.map((entry) => [path.basename(entry, '.ts'), path.resolve(entry)])),
  outdir,
  outExtension: { '.js': '.mjs' },
  ...SERVER_BUNDLE,
});

const first = path.join(outdir, `${path.basename(entries[0], '.ts')}.mjs`);
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, first, ...passed], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
