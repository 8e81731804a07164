import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startPortal } from './compositionRoot.ts';
import { ConfigError, readConfig } from './config.ts';
import { DEMO_PASSWORD, demoUsers } from './demo/catalogue.ts';
import { portalPino } from './wiring/runtime.ts';
import { PRODUCT_NAME } from '../domain/presentation/productName.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** `npm start`: the portal with its embedded defaults (PostgreSQL, identity provider, booking-system simulator). */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = portalPino({ level: config.logLevel, pretty: !config.production && process.stdout.isTTY });

  const webRoot = path.resolve(projectRoot, config.webRoot);
  if (config.webRoot === 'web/dist' && webBuildIsMissingOrOld(webRoot)) {
    log.info('building the web UI (vite build)');
    await buildWeb();
  }

  const portal = await startPortal(config, { logger: log });
  // SIGTERM (docker stop, systemd) and SIGINT (Ctrl-C): stop accepting, let the requests in flight finish
  // (at most 10 s), stop the jobs and the mail worker, then PostgreSQL. A second signal ends at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.info({ signal }, 'second signal: exiting without waiting');
      process.exit(130);
    }
    stopping = true;
    log.info({ signal }, 'stopping: finishing the requests in flight, then the jobs and the database');
    await portal.stop();
    log.info('stopped');
    // pino's pretty transport runs in a worker; flush it before the process ends.
    log.flush(() => process.exit(0));
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const lines = [
    '',
    `  ${PRODUCT_NAME.en}: ${portal.url}`,
    `  API description: ${portal.url}/api/docs`,
    config.identity.kind === 'development' ? `  Demo sign-in (password "${DEMO_PASSWORD}" for all):` : '',
    ...(config.identity.kind === 'development'
      ? demoUsers.map(
          (user) =>
            `    ${user.email.padEnd(26)} ${user.givenName} ${user.familyName} (${user.groups.join(', ') || 'no role'})`,
        )
      : []),
    portal.simulator ? `  Booking system: simulator at ${portal.simulator.url ?? ''}` : '',
    '  Stop with Ctrl-C.',
    '',
  ].filter((line) => line !== '');
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/** True when web/dist is missing or older than any file under web/ (except the build itself). */
function webBuildIsMissingOrOld(webRoot: string): boolean {
  const index = path.join(webRoot, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const full = path.join(dir, entry.name);
      if (full === webRoot) return latest;
      return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
    }, 0);
  return newest(path.join(projectRoot, 'web')) > built;
}

function buildWeb(): Promise<void> {
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`)),
    );
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The portal could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
