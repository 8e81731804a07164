/**
 * `npm run bench:web`: Lighthouse (pinned 12.2.3) on Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium)
 * against a portal started here with the demo data and the built web UI, signed in as aussteller@demo.test: Home and
 * the fair page, with the mobile preset (simulated slow 4G and a 4x slower CPU) and the desktop preset, each
 * BENCH_WEB_RUNS times (default 3; BENCH_WEB_ONLY=Home or =fair and BENCH_WEB_PRESETS=mobile narrow it). Prints the
 * performance score, LCP, TBT, CLS and the main-thread work of every run and the median; BENCH_WEB_DUMP=folder writes
 * each run's whole report there. Loopback only; not part of npm test (the figures depend on the machine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pino } from 'pino';
import { startPortal, type Portal } from '../adapters/compositionRoot.ts';
import { readConfig } from '../adapters/config.ts';
import { demo } from '../test/support/demo.ts';
import { TestBrowser, formsOf } from '../test/support/TestBrowser.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A confirmed booth of aussteller@demo.test with tasks, costs and documents: the heaviest page of the demo. */
const { fairIdCode, regiNr } = demo.booths.annaConfirmedHab;
const FAIR_PAGE = process.env.BENCH_WEB_FAIR_PAGE ?? `/fair/${fairIdCode}/${regiNr}`;

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThreadMs: number;
}

async function signIn(portal: Portal, email: string): Promise<string> {
  const browser = new TestBrowser();
  const shown = await browser.follow(new URL('/', portal.url), `${portal.url}/oidc-callback`);
  const [form] = formsOf(await shown.response!.text());
  const posted = await browser.request(new URL(form.action, shown.url), { form: { login: email, password: 'demo' } });
  await browser.follow(new URL(posted.headers.get('location')!, shown.url), `${portal.url}/never`);
  const sid = browser.cookie('oneshop.sid');
  if (!sid) throw new Error('sign-in failed');
  return `oneshop.sid=${sid}`;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse; answers the port once Chromium listens. */
async function launchChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      // As Lighthouse's own launcher: a page that is not in front would otherwise be throttled or not painted.
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-background-timer-throttling',
      '--disable-ipc-flooding-protection',
      '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4',
      '--disable-extensions',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-sync',
      '--metrics-recording-only',
      '--no-default-browser-check',
      '--mute-audio',
      '--password-store=basic',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${seen}`)));
  });
  return { port, process: child };
}

async function measure(url: string, port: number, cookie: string, preset: 'mobile' | 'desktop'): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The session cookie on every request of the page (its API calls too), as a signed-in browser sends it.
    extraHeaders: { Cookie: cookie },
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname.startsWith('/oidc')) throw new Error(`${url} was not signed in`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const dump = process.env.BENCH_WEB_DUMP;
  if (dump) {
    // The whole report of each run, for what the printed figures do not show (the LCP's phases, every request).
    await mkdir(dump, { recursive: true });
    const file = path.join(dump, `${new URL(url).pathname.replaceAll('/', '_')}-${preset}-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(lhr));
  }
  if (process.env.BENCH_WEB_DETAILS) {
    // Where the main thread's time went, by script and by kind of work: what to cut first.
    for (const id of ['bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'layout-shifts']) {
      const items = (lhr.audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
      process.stdout.write(`  ${id}: ${JSON.stringify(items.slice(0, 8))}\n`);
    }
    // What the largest paint was and what it waited for (its details are tables and a tree, shown as they are).
    for (const id of ['largest-contentful-paint-element', 'critical-request-chains'])
      process.stdout.write(`  ${id}: ${JSON.stringify(lhr.audits[id]?.details ?? null).slice(0, 3000)}\n`);
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    mainThreadMs: audit('mainthread-work-breakdown'),
  };
}

/**
 * A run again when Lighthouse saw no paint at all (NO_FCP): on a busy machine headless Chromium now and then
 * misses the first paint of a run; twice in a row is a real failure.
 */
async function measureWithRetry(...args: Parameters<typeof measure>): Promise<Figures> {
  try {
    return await measure(...args);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('NO_FCP')) throw error;
    process.stdout.write(`  (no first paint seen, run again: ${args[0]} ${args[3]})\n`);
    return measure(...args);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function line(name: string, figures: Figures): string {
  return `${name.padEnd(34)} performance ${String(figures.performance).padStart(3)}   LCP ${(figures.lcpMs / 1000).toFixed(2).padStart(5)} s   TBT ${figures.tbtMs.toFixed(0).padStart(5)} ms   CLS ${figures.cls.toFixed(3)}   main thread ${(figures.mainThreadMs / 1000).toFixed(2)} s`;
}

async function main(): Promise<void> {
  const projectRoot = path.resolve(import.meta.dirname, '..');
  if (!existsSync(path.join(projectRoot, 'web/dist/index.html')))
    throw new Error('web/dist is not built: npm run build');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oneshop-bench-web-'));
  const config = {
    ...readConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RUBIN_MOCK: 'true',
      DEMO_DATA: 'true',
      PROGRESS_CRON: 'off',
    }),
    port: 0,
  };
  const portal = await startPortal(config, { logger: pino({ level: 'silent' }) });
  const chromium = await launchChromium(path.join(dataDir, 'chromium'));
  try {
    const cookie = await signIn(portal, 'aussteller@demo.test');
    const pages = [
      { name: 'Home', path: '/' },
      { name: 'fair page', path: FAIR_PAGE },
    ].filter((page) => !process.env.BENCH_WEB_ONLY || page.name.startsWith(process.env.BENCH_WEB_ONLY));
    const lines: string[] = [];
    const presets = (['mobile', 'desktop'] as const).filter(
      (preset) => !process.env.BENCH_WEB_PRESETS || process.env.BENCH_WEB_PRESETS.split(',').includes(preset),
    );
    for (const preset of presets) {
      for (const page of pages) {
        const runs: Figures[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const figures = await measureWithRetry(`${portal.url}${page.path}`, chromium.port, cookie, preset);
          runs.push(figures);
          const shown = line(`${page.name} ${page.path} ${preset} run ${run}`, figures);
          lines.push(shown);
          process.stdout.write(`${shown}\n`);
        }
        const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
        const summary = line(`${page.name} ${preset} median`, {
          performance: pick('performance'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          mainThreadMs: pick('mainThreadMs'),
        });
        lines.push(summary);
        process.stdout.write(`${summary}\n`);
      }
    }
    process.stdout.write(
      [
        '',
        `Lighthouse 12.2.3 on ${CHROMIUM}, ${RUNS} run(s) per page and preset, load average ${loadavg()[0].toFixed(1)}`,
        ...lines,
        'Targets: mobile performance >= 90, desktop >= 98; CLS < 0.1',
        '',
      ].join('\n'),
    );
  } finally {
    chromium.process.kill('SIGTERM');
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `bench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
