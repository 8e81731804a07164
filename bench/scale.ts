/**
 * `npm run bench:scale`: the portal's paths on the generated operator data set (DEMO_SCALE=operator: 30 fairs,
 * 10,000 accounts, a dealer with 150 booths, 1,000,000 domain events, 10,000 back-office items), with the
 * booking-system simulator at 20 ms (BENCH_RUBIN_LATENCY_MS). The simulator runs in a process of its own
 * (scale/operatorRubin.ts), which first seeds the data set into a fresh embedded PostgreSQL in a temporary folder;
 * the portal then starts in this process on the seeded folder and calls the simulator as a real Rubin, so this
 * process's memory is the portal's (rss_max_mb), and the simulator's is told apart in the progress. Each path at
 * growing sizes where the data set has them: the dealer's deadlines (empty, cold, warm) beside accounts with one
 * booth and five, the admin lists by their lengths, the event feed by page size, the reminders and the digest over
 * a probe and a larger run. Prints the table and the growth per path, then one line `scale: key=value ...`;
 * progress goes to stderr. Measurement only: the portal runs as it is. Paths the portal does not have yet are `n/a`.
 */
import { measureClusterRatio } from './scale/cluster.ts';
import { measureCockpit } from './scale/cockpit.ts';
import { measureDeadlines, measureSmallerDeadlines } from './scale/deadlines.ts';
import { countRubinCallsAt, maxRssMb, progress, rubinMaxInFlight } from './scale/harness.ts';
import { measureJob } from './scale/jobs.ts';
import { RUBIN_LATENCY_MS, serviceToken, signIn, startOperatorPortal } from './scale/operatorPortal.ts';
import type { RubinProcess } from './scale/rubinProcess.ts';
import { measureAdminLists, measureFeed } from './scale/pages.ts';
import { growthText, scaleLine, tableText } from './scale/report.ts';

const DEALER_BOOTHS = 150;

/** Both processes' resident sets, told apart: the scale line's rss_max_mb is the portal's alone. */
async function memoryProgress(rubin: RubinProcess, after: string): Promise<void> {
  const now = process.memoryUsage();
  const simulator = await rubin.memory();
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  progress(
    `  memory after ${after}: portal's process RSS ${mb(now.rss)} MB (peak ${maxRssMb().toFixed(0)} MB, heap ` +
      `${mb(now.heapUsed)} MB); the simulator's own process, not counted: RSS ${simulator.rssMb.toFixed(0)} MB ` +
      `(peak ${simulator.maxRssMb.toFixed(0)} MB, the seed included)`,
  );
}

async function main(): Promise<void> {
  const runStarted = performance.now();
  progress("seeding the operator data set into a fresh embedded PostgreSQL in the simulator's process");
  const operator = await startOperatorPortal((seedMs) =>
    progress(`  seeded in ${(seedMs / 1000).toFixed(1)} s; starting the portal on it`),
  );
  const { portal, rubin } = operator;
  countRubinCallsAt(rubin);
  progress(`  started in ${(operator.startMs / 1000).toFixed(1)} s (seed included)`);
  await memoryProgress(rubin, 'the start');
  try {
    const dealer = await signIn(portal, 'haendler150@operator.test');
    const deadlines = await measureDeadlines(portal, dealer, DEALER_BOOTHS);
    const smaller = await measureSmallerDeadlines(portal, operator.boothsPerAccount);
    await memoryProgress(rubin, 'the deadlines');

    const manager = await signIn(portal, 'manager@demo.test');
    const admin = await measureAdminLists(portal, manager);
    await memoryProgress(rubin, 'the admin lists');
    const cockpit = await measureCockpit(portal, manager);
    await memoryProgress(rubin, 'the cockpit');
    const feed = await measureFeed(portal, await serviceToken(portal, 'events:read booths:read fairs:read'));
    await memoryProgress(rubin, 'the event feed');
    const reminders = await measureJob(portal, 'reminders');
    await memoryProgress(rubin, 'the reminders');
    const digest = await measureJob(portal, 'digest');
    await memoryProgress(rubin, 'the digest');

    const maxInFlight = Math.max(rubinMaxInFlight(), (await rubin.stats()).maxInFlight);
    const cluster = await measureClusterRatio();
    const [empty, cold, warm] = deadlines.rows;
    const rows = [
      ...deadlines.rows,
      ...smaller,
      ...admin.rows,
      ...feed.rows,
      ...reminders.rows,
      ...digest.rows,
      ...cockpit.rows,
      cluster.row,
    ];
    const minutes = (value: number) => value.toFixed(2);
    process.stdout.write(
      [
        '',
        `Operator data set, booking-system simulator at ${RUBIN_LATENCY_MS} ms in its own process; the run took ${((performance.now() - runStarted) / 60_000).toFixed(1)} min (start and seed ${(operator.startMs / 1000).toFixed(1)} s, the seed ${(operator.seedMs / 1000).toFixed(1)} s)`,
        tableText(rows),
        '',
        `Dealer's cold deadlines: Rubin calls by route: ${deadlines.coldRoutes}`,
        '',
        'Growth (time per unit at the largest size over the smallest, p50; <= ~1: linear or better):',
        growthText([
          { path: 'deadlines (nothing kept)', rows: [...smaller, empty] },
          { path: 'deadlines (1, 5 nothing kept; 150 cold)', rows: [...smaller, cold] },
          { path: 'admin list page', rows: admin.rows },
          { path: 'event feed page', rows: feed.rows },
          { path: 'reminders', rows: reminders.rows },
          { path: 'digest', rows: digest.rows },
          { path: 'cockpit refresh', rows: cockpit.rows.filter((row) => row.path.startsWith('cockpit refresh')) },
          { path: 'cockpit page', rows: cockpit.rows.filter((row) => row.path.includes('(first 100)')) },
        ]),
        `(warm deadlines p50 ${warm.p50Ms!.toFixed(1)} ms; the max in flight to Rubin over the run ${maxInFlight})`,
        '',
        scaleLine({
          deadlines150_cold_s: deadlines.coldS.toFixed(2),
          deadlines150_empty_s: deadlines.emptyS.toFixed(2),
          deadlines150_warm_ms: deadlines.warmMs.toFixed(1),
          rubin_calls_per_booth: deadlines.rubinCallsPerBooth.toFixed(2),
          admin_list10k_p99_ms: admin.largestP99Ms.toFixed(1),
          feed1m_page_p99_ms: feed.p99Ms.toFixed(1),
          cockpit3000_page_ms: cockpit.pageMs.toFixed(1),
          cockpit3000_refresh_s: cockpit.refreshS.toFixed(1),
          digest10k_min: minutes(digest.fullMin),
          reminders10k_min: minutes(reminders.fullMin),
          rubin_max_in_flight: String(maxInFlight),
          rss_max_mb: maxRssMb().toFixed(0),
          cluster_rubin_ratio: cluster.ratio,
        }),
        '',
      ].join('\n'),
    );
  } finally {
    await operator.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `bench:scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
