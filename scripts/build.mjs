// `npm run build`: the production build. The web UI (vite, with brotli and gzip copies, no source maps) to
// web/dist and the server (esbuild: adapters/main.ts and everything it imports from the repository in one
// plain-JavaScript module, packages left to node_modules) to dist/main.js, which `node dist/main.js` runs.
//
// dist/main.js lies one folder below the project root, exactly as adapters/main.ts does, so the code that
// finds files from `import.meta.dirname + '/..'` (openapi.yaml, web/dist, .data) finds the same files.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const projectRoot = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(projectRoot, 'dist', 'main.js');
const webIndex = path.join(projectRoot, 'web', 'dist', 'index.html');

/** Everything the server bundle is made of; package.json and the lockfile decide which packages it imports. */
const SERVER_SOURCES = ['adapters', 'application', 'domain', 'package.json', 'package-lock.json'];
const WEB_SOURCES = ['web', 'domain', 'package.json', 'package-lock.json'];

/** How the server is bundled: also what a benchmark runs as (scripts/runBundled.mjs). */
export const SERVER_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  packages: 'external',
  // For the operator's stack traces only (started with source maps on); never served.
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * How node runs the built server, wherever it is started (the container image, `npm start`, the cluster test, the
 * benchmarks): source maps on for the operator's stack traces, and the heap's old space capped. Without a cap V8
 * sizes the heap to the machine's memory and grows it with the garbage: a 3,000-booth cockpit refresh, whose live
 * set stays under 200 MB, took the process to 770 MB; capped at 256 MB it stayed under 400 MB at the same speed (at
 * 320 MB a whole `npm run bench:scale` still peaked at 518 MB, in the digest over 10,000 accounts).
 */
export const SERVER_HEAP_MB = 256;
export const SERVER_NODE_FLAGS = ['--enable-source-maps', `--max-old-space-size=${SERVER_HEAP_MB}`];

export async function buildServer() {
  const { build } = await import('esbuild');
  await build({ ...SERVER_BUNDLE, entryPoints: [path.join(projectRoot, 'adapters', 'main.ts')], outfile: serverEntry });
}

export function buildWeb() {
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: projectRoot,
      stdio: 'inherit',
      // Always React's production build: a caller's NODE_ENV (jest sets `test`) would otherwise give the
      // development build, twice the size and with effects run twice.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`)),
    );
  });
}

/**
 * What the first exhibitor page costs on the wire (its budget: at most 120 KB of JavaScript, gzip): the scripts,
 * module preloads and style sheets index.html names, as the server sends them (the build's .gz and .br copies).
 */
export function firstLoadOnTheWire(distDir = path.dirname(webIndex)) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const size = (file) => (existsSync(file) ? statSync(file).size : 0);
  const sum = (names, suffix) =>
    names.reduce(
      (total, name) => total + (size(path.join(distDir, name + suffix)) || size(path.join(distDir, name))),
      0,
    );
  const scripts = files.filter((name) => name.endsWith('.js'));
  return {
    files,
    javaScript: { identity: sum(scripts, ''), gzip: sum(scripts, '.gz'), br: sum(scripts, '.br') },
    total: {
      identity: sum(['index.html', ...files], ''),
      gzip: sum(['index.html', ...files], '.gz'),
      br: sum(['index.html', ...files], '.br'),
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The newest modification time of the files under these paths (web/dist itself left out). */
function newestOf(paths) {
  const skip = new Set([path.join(projectRoot, 'web', 'dist'), path.join(projectRoot, 'web', 'node_modules')]);
  const newest = (full) => {
    if (skip.has(full) || !existsSync(full)) return 0;
    const info = statSync(full);
    if (!info.isDirectory()) return info.mtimeMs;
    return readdirSync(full).reduce((latest, name) => Math.max(latest, newest(path.join(full, name))), 0);
  };
  return Math.max(...paths.map((relative) => newest(path.join(projectRoot, relative))));
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);

/** True when dist/main.js is missing or older than a source it is built from. */
export const serverBuildIsStale = () => builtAt(serverEntry) < newestOf(SERVER_SOURCES);
/** True when web/dist is missing or older than a source it is built from. */
export const webBuildIsStale = () => builtAt(webIndex) < newestOf(WEB_SOURCES);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2];
  const started = Date.now();
  if (only !== 'server') {
    await buildWeb();
    const { javaScript, total } = firstLoadOnTheWire();
    process.stdout.write(
      `first exhibitor load: JavaScript ${kb(javaScript.gzip)} gzip (budget 120 KB), ${kb(javaScript.br)} brotli, ${kb(javaScript.identity)} uncompressed; ` +
        `with index.html and CSS ${kb(total.gzip)} gzip, ${kb(total.br)} brotli\n`,
    );
  }
  if (only !== 'web') await buildServer();
  process.stdout.write(
    `built ${only ?? 'web UI and server'} in ${((Date.now() - started) / 1000).toFixed(1)} s${only === 'web' ? '' : `: node ${path.relative(projectRoot, serverEntry)}`}\n`,
  );
}
