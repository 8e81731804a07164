import type { Reminders } from '../../application/exhibitor/Reminders.ts';
import type { WeeklyDigest } from '../../application/exhibitor/WeeklyDigest.ts';
import { UsersToken, type User, type Users } from '../../application/ports/Users.ts';
import type { Portal } from '../../adapters/compositionRoot.ts';
import { WeeklyDigestToken } from '../../adapters/wiring/deadlines.ts';
import { RemindersToken } from '../../adapters/wiring/exhibitor.ts';
import { counted, progress, routesText, type Row, maxRssMb } from './harness.ts';

/** A run estimated to take longer than this is measured over a subset and extrapolated. */
const FULL_RUN_LIMIT_MS = 8 * 60_000;
/** What a subset run may take, by estimate. */
const SUBSET_BUDGET_MS = Number(process.env.BENCH_JOB_BUDGET_S ?? 180) * 1000;
const PROBE_ACCOUNTS = 100;

export interface JobFigures {
  /** A full run's time in minutes, measured or extrapolated. */
  readonly fullMin: number;
  readonly rows: Row[];
}

type Which = 'reminders' | 'digest';

interface Slice {
  /** Accounts the job worked on, by its own summary. */
  readonly accounts: number;
  readonly ms: number;
  readonly rubinCalls: number;
  readonly sqlStatements: number;
  readonly byRoute: string;
  readonly maxInFlight: number;
  /** The job's accounts over the whole data set. */
  readonly fullAccounts: number;
  readonly failed: string;
}

/**
 * One run of the job over a slice of its accounts, the job itself unchanged: the users port it reads the accounts
 * from (a constant of the container, the one instance the job holds) answers only the slice for the run's
 * duration. The reminders take their slice from the start of the accounts (by id, the jobs' own order), the
 * digest from the end, so that the digest does not find the answers the reminders just had fresh.
 */
async function runSlice(portal: Portal, which: Which, from: number, count: number | undefined): Promise<Slice> {
  const users = portal.container.get<Users>(UsersToken);
  const original = users.withAnyRole.bind(users);
  let fullAccounts = 0;
  let optedIn = 0;
  users.withAnyRole = async (roles) => {
    const all = (await original(roles)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    fullAccounts = all.length;
    optedIn = all.filter((user) => user.weeklyDigest).length;
    // The digest's cost for 10,000 accounts is the question, whoever opted in: each account of the slice is
    // handed to it as opted in (the data set's own opt-ins are few), the digest's code is the same.
    const ordered: User[] = which === 'digest' ? all.map((user) => ({ ...user, weeklyDigest: true })).reverse() : all;
    return count === undefined ? ordered : ordered.slice(from, from + count);
  };
  try {
    let failed = '';
    const measured = await counted(1, async () => {
      if (which === 'reminders') {
        const summary = await portal.container.get<Reminders>(RemindersToken).run(new Date());
        failed = `${summary.failedUsers} failed, ${summary.created} reminders, ${summary.mailed} mails`;
        return summary.users;
      }
      try {
        const summary = await portal.container.get<WeeklyDigest>(WeeklyDigestToken).run(new Date());
        failed = `${summary.failedUsers} failed, ${summary.mailed} mails, ${summary.nothingDue} nothing due (all taken as opted in; the data set has ${optedIn})`;
        return summary.users;
      } catch (error) {
        // DigestIncomplete: some users failed; the run is timed all the same and the failure reported.
        failed = error instanceof Error ? error.message : String(error);
        return count ?? fullAccounts;
      }
    });
    return {
      accounts: measured.last,
      ms: measured.timesMs[0],
      rubinCalls: measured.rubinCalls,
      sqlStatements: measured.sqlStatements,
      byRoute: routesText(measured.byRoute),
      maxInFlight: measured.maxInFlight,
      fullAccounts,
      failed,
    };
  } finally {
    Reflect.deleteProperty(users, 'withAnyRole');
  }
}

function rowOfSlice(which: Which, slice: Slice, note: string): Row {
  return {
    path: which === 'reminders' ? 'Reminders.run (daily reminders)' : 'WeeklyDigest.run (weekly digest)',
    size: slice.accounts,
    unit: 'accounts',
    p50Ms: slice.ms,
    p99Ms: slice.ms,
    samples: 1,
    rubinCalls: slice.rubinCalls,
    sqlStatements: slice.sqlStatements,
    rssMb: maxRssMb(),
    rubinMaxInFlight: slice.maxInFlight,
    note: `${note}; ${slice.failed}`,
  };
}

/**
 * A probe of PROBE_ACCOUNTS accounts gives the time per account; a full run follows when its estimate is within
 * FULL_RUN_LIMIT_MS, else a subset of the next accounts as many as SUBSET_BUDGET_MS allows, from which the full
 * run's time is extrapolated (said so in the table).
 */
export async function measureJob(portal: Portal, which: Which): Promise<JobFigures> {
  progress(`${which}: probe over ${PROBE_ACCOUNTS} accounts`);
  const probe = await runSlice(portal, which, 0, PROBE_ACCOUNTS);
  const perAccount = probe.ms / Math.max(probe.accounts, 1);
  const estimate = perAccount * probe.fullAccounts;
  progress(
    `  ${(probe.ms / 1000).toFixed(1)} s for ${probe.accounts} accounts (${probe.rubinCalls} Rubin calls: ${probe.byRoute}); ` +
      `a full run of ${probe.fullAccounts} estimated at ${(estimate / 60_000).toFixed(1)} min`,
  );
  const first = which === 'digest' ? 'the last accounts by id' : 'the first accounts by id';
  const rows = [rowOfSlice(which, probe, `probe, ${first}`)];
  if (estimate <= FULL_RUN_LIMIT_MS) {
    progress(`${which}: full run over ${probe.fullAccounts} accounts`);
    const full = await runSlice(portal, which, 0, undefined);
    rows.push(rowOfSlice(which, full, `full run (its first ${probe.accounts} accounts ran in the probe before)`));
    return { fullMin: full.ms / 60_000, rows };
  }
  const count = Math.min(
    probe.fullAccounts - PROBE_ACCOUNTS,
    Math.max(PROBE_ACCOUNTS, Math.round(SUBSET_BUDGET_MS / perAccount)),
  );
  progress(`${which}: subset of the next ${count} accounts`);
  const subset = await runSlice(portal, which, PROBE_ACCOUNTS, count);
  const fullMs = (subset.ms / Math.max(subset.accounts, 1)) * subset.fullAccounts;
  progress(
    `  ${(subset.ms / 1000).toFixed(1)} s for ${subset.accounts} accounts; full run of ${subset.fullAccounts} extrapolated: ${(fullMs / 60_000).toFixed(2)} min`,
  );
  rows.push(
    rowOfSlice(
      which,
      subset,
      `subset; full run of ${subset.fullAccounts} accounts extrapolated from ${subset.accounts}: ${(fullMs / 60_000).toFixed(2)} min`,
    ),
  );
  return { fullMin: fullMs / 60_000, rows };
}
