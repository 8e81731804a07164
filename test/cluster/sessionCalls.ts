import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { waitFor, type AccessLogLine, type Cluster } from './Cluster.ts';
import { ClusterUser } from './ClusterUser.ts';
import { queryRows } from '../support/testDatabase.ts';
import { projectRoot } from './projectRoot.ts';

/** The demo exhibitor with the most booths (fifteen over the demo fairs): a Home that costs the booking system most. */
export const SESSION_EXHIBITOR = 'aussteller@demo.test';

/** The exhibitor's language in the demo data: the pages ask for their texts in it. */
const LANGUAGE = 'de';

/** Where the cluster suite leaves its last measured ratio for bench:scale (.data/ is the project's ignored folder). */
export const LAST_RATIO_FILE = path.join(projectRoot, '.data', 'cluster-rubin-ratio.json');

interface HomeView {
  activeBooths: Array<{ regiNr: string; sharedBy?: unknown; fair: { idCode: string } }>;
}

/**
 * One exhibitor's session as the browser plays it (web/src/api): the app's session, Home with its booths' progress
 * (the deadlines), the deadlines page, two of the exhibitor's own booths with the calls of their tabs (the tasks'
 * assignments, the team, the costs' export), then Home again. Answers how many requests it sent.
 */
export async function exhibitorSession(user: ClusterUser, url: string): Promise<number> {
  let requests = 0;
  const read = <T>(pathname: string) => {
    requests += 1;
    return user.read<T>(url, pathname);
  };
  const home = async () => {
    const view = await read<HomeView>('/api/exhibitor/home');
    await read(`/api/exhibitor/deadlines?language=${LANGUAGE}`);
    return view;
  };
  await read('/api/session');
  const { activeBooths } = await home();
  await read(`/api/exhibitor/deadlines?language=${LANGUAGE}`);
  const own = activeBooths.filter((booth) => booth.sharedBy === undefined).slice(0, 2);
  if (own.length < 2) throw new Error(`${user.email} holds fewer than two active booths`);
  for (const { regiNr, fair } of own) {
    const booth = `/api/exhibitor/booths/${encodeURIComponent(regiNr)}`;
    await read(`${booth}?language=${LANGUAGE}&texts=language&fair=${encodeURIComponent(fair.idCode)}`);
    await read(`${booth}/tasks/assignments`);
    await read(`${booth}/team`);
    requests += 1;
    const costs = await user.get(url, `/api/rubin/boothcost/${encodeURIComponent(regiNr)}?language=${LANGUAGE}`, {
      accept: 'text/csv',
    });
    if (costs.status !== 200) throw new Error(`the costs export of ${regiNr} answered ${costs.status}`);
    await costs.arrayBuffer();
  }
  await home();
  return requests;
}

export interface SessionCalls {
  /** Booking-system calls of the session through one process, past the proxy. */
  readonly throughOne: number;
  /** ... and through the proxy in front of all the processes. */
  readonly throughThree: number;
  readonly ratio: number;
  /** The requests of one session. */
  readonly requests: number;
  /** Which processes (1-based) served the requests of the session through the proxy, and how many each. */
  readonly servedBy: Readonly<Record<string, number>>;
  /**
   * The sign-in through the proxy: its booking-system calls (none: it does not matter which process serves the
   * callback), and which processes served it before the session had its cookie, then with it.
   */
  readonly signIn: { readonly calls: number; readonly withoutSession: number[]; readonly withSession: number[] };
}

/**
 * The booking-system calls of one exhibitor's session through one process and through all of them behind the
 * proxy. The calls are those the simulators answered for this user (X-Rubin-User), so other users and the jobs do
 * not count. Both runs start with nothing of the user kept, as the answers and views are kept in each process's
 * memory and the answers the processes share in PostgreSQL: the baseline runs first, on process 1, once every
 * process has been started again (with `fresh`, the cluster has not served the user yet) and the shared answers are
 * forgotten; process 1 is then started again and the shared answers forgotten once more, so that nothing of the
 * user is kept anywhere when the session is played through the proxy, with a new sign-in.
 */
/** The booking system's answers every process shares (a cache: forgetting it costs calls, nothing else). */
async function forgetSharedAnswers(cluster: Cluster): Promise<void> {
  await queryRows(cluster.databaseUrl, 'delete from booking_answers');
}

export async function measureSessionCalls(
  cluster: Cluster,
  options: { email?: string; fresh?: boolean } = {},
): Promise<SessionCalls> {
  const email = options.email ?? SESSION_EXHIBITOR;
  const [only] = cluster.portals;
  // Every process at once: nobody else uses the cluster meanwhile.
  if (!options.fresh) await Promise.all(cluster.portals.map((portal) => restart(cluster, portal.index)));
  await forgetSharedAnswers(cluster);
  const alone = await ClusterUser.signIn(cluster.url, email);
  const beforeOne = await cluster.bookingSystemCalls(email);
  const requests = await exhibitorSession(alone, only.url);
  const throughOne = (await cluster.bookingSystemCalls(email)) - beforeOne;
  if (throughOne === 0) throw new Error(`the session of ${email} cost the booking system nothing: nothing to compare`);

  await restart(cluster, 0);
  await forgetSharedAnswers(cluster);
  const signInStart = (await cluster.accessLog()).length;
  const beforeSignIn = await cluster.bookingSystemCalls(email);
  const behindProxy = await ClusterUser.signIn(cluster.url, email);
  // The sign-in ends with GET /api/session: once its line is written, every line of the sign-in is.
  const sessionStart = (
    await settledAccessLog(cluster, (log) =>
      log.slice(signInStart).some((line) => line.request.startsWith('GET /api/session ')),
    )
  ).length;
  const beforeThree = await cluster.bookingSystemCalls(email);
  const signInCalls = beforeThree - beforeSignIn;
  await exhibitorSession(behindProxy, cluster.url);
  const throughThree = (await cluster.bookingSystemCalls(email)) - beforeThree;

  const log = await settledAccessLog(cluster, (lines) => lines.length >= sessionStart + requests);
  const portalOf = (upstream: string) =>
    1 + cluster.portals.findIndex((portal) => upstream.split(', ').at(-1) === `127.0.0.1:${portal.port}`);
  const signInLines = log.slice(signInStart, sessionStart).filter((line) => !line.request.includes(' /oidc/'));
  const servedBy: Record<string, number> = {};
  for (const line of log.slice(sessionStart)) {
    const portal = `portal ${portalOf(line.upstream)}`;
    servedBy[portal] = (servedBy[portal] ?? 0) + 1;
  }
  const callback = signInLines.findIndex((line) => line.request.includes(' /oidc-callback'));
  return {
    throughOne,
    throughThree,
    ratio: throughThree / throughOne,
    requests,
    servedBy,
    signIn: {
      calls: signInCalls,
      withoutSession: signInLines.slice(0, callback + 1).map((line) => portalOf(line.upstream)),
      withSession: signInLines.slice(callback + 1).map((line) => portalOf(line.upstream)),
    },
  };
}

/** The measurement in one line, for the suite's report and bench:scale. */
export function describeSessionCalls(calls: SessionCalls): string {
  const served = Object.entries(calls.servedBy)
    .map(([portal, count]) => `${count} by ${portal}`)
    .join(', ');
  return (
    `booking-system calls of one exhibitor's session (${calls.requests} requests): ${calls.throughThree} through 3 ` +
    `processes behind nginx (${served}), ${calls.throughOne} through one (ratio ${calls.ratio.toFixed(2)}); ` +
    `its sign-in (${calls.signIn.calls} calls) served by portals ${calls.signIn.withoutSession.join(', ')} before ` +
    `the session cookie, ${calls.signIn.withSession.join(', ')} with it`
  );
}

/** Keeps the measurement for bench:scale, with when and what it was. */
export async function writeLastRatio(calls: SessionCalls): Promise<void> {
  await mkdir(path.dirname(LAST_RATIO_FILE), { recursive: true });
  const measuredAt = new Date().toISOString();
  await writeFile(LAST_RATIO_FILE, `${JSON.stringify({ measuredAt, ...calls }, null, 2)}\n`);
}

/** The cluster suite's last measurement, if it left one. */
export async function readLastRatio(): Promise<(SessionCalls & { measuredAt: string }) | undefined> {
  const text = await readFile(LAST_RATIO_FILE, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as SessionCalls & { measuredAt: string });
}

async function restart(cluster: Cluster, index: number): Promise<void> {
  await cluster.signal(index, 'SIGTERM');
  await cluster.startPortal(index);
}

/** The access log once `settled` holds for it: nginx writes a request's line after it has answered. */
async function settledAccessLog(cluster: Cluster, settled: (log: AccessLogLine[]) => boolean) {
  let log: AccessLogLine[] = [];
  await waitFor(
    async () => {
      log = await cluster.accessLog();
      return settled(log);
    },
    10_000,
    'the proxy logs the requests',
  );
  return log;
}
