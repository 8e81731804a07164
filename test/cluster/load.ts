import autocannon from 'autocannon';
import type { ClusterUser } from './ClusterUser.ts';

/** What the load answered, per kind of request. */
export interface LoadResult {
  /** Answers received (any status). */
  requests: number;
  /** GETs answered with a status >= 400. */
  failedReads: number;
  /** Writes answered with a status other than 201, by status. */
  failedWrites: Record<string, number>;
  /** Ids of the step-tracker posts the portal acknowledged (201): each must be in the database afterwards. */
  acknowledgedWrites: string[];
  /** Connection errors and timeouts on the client's side (nginx did not answer at all). */
  errors: number;
  timeouts: number;
  /** Statuses of every answer, e.g. { "200": 9000, "201": 3000 }. */
  statuses: Record<string, number>;
  seconds: number;
}

export interface LoadOptions {
  /** The proxy. */
  url: string;
  user: ClusterUser;
  /** A booth of the user and its fair (the step tracker checks both). */
  regiNr: string;
  fairId: string;
  connections?: number;
}

/**
 * The user's own traffic through the proxy with autocannon: the home view, the booth page and the message centre
 * (GETs), and every fourth request a write, a step-tracker post with a distinct task, whose acknowledged ids are
 * kept. Runs until `until` settles (the disruption under test, which may watch the counts as they grow) and at least
 * `minimumSeconds`.
 */
export async function loadDuring(
  options: LoadOptions,
  minimumSeconds: number,
  until: (live: Readonly<LoadResult>) => Promise<void>,
): Promise<LoadResult> {
  const result: LoadResult = {
    requests: 0,
    failedReads: 0,
    failedWrites: {},
    acknowledgedWrites: [],
    errors: 0,
    timeouts: 0,
    statuses: {},
    seconds: 0,
  };
  const count = (status: number) => {
    result.requests += 1;
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
  };
  const read = (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    onResponse: (status) => {
      count(status);
      if (status >= 400) result.failedReads += 1;
    },
  });
  let written = 0;
  const started = Date.now();
  let finish: (summary: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections ?? 4,
      // Stopped below, once the disruption is over.
      duration: 3600,
      timeout: 30,
      headers: options.user.headers(),
      requests: [
        read('/api/exhibitor/home'),
        read(`/api/exhibitor/booths/${options.regiNr}`),
        read('/api/notifications'),
        {
          method: 'POST',
          path: '/api/stepTracker',
          headers: options.user.headers(true),
          setupRequest: (request) => {
            written += 1;
            return {
              ...request,
              body: JSON.stringify({
                regiNr: options.regiNr,
                task: `load-${process.pid}-${started}-${written}`,
                boothLabel: 'Halle 1 / Stand 1',
                boothArea: 48,
                fairId: options.fairId,
              }),
            };
          },
          onResponse: (status, body) => {
            count(status);
            if (status === 201) result.acknowledgedWrites.push((JSON.parse(body) as { id: string }).id);
            else result.failedWrites[status] = (result.failedWrites[status] ?? 0) + 1;
          },
        },
      ],
    },
    (error, summary) => (error ? fail(error) : finish(summary)),
  );
  try {
    await Promise.all([until(result), new Promise((resolve) => setTimeout(resolve, minimumSeconds * 1000))]);
  } finally {
    instance.stop();
  }
  const summary = await finished;
  result.errors = summary.errors;
  result.timeouts = summary.timeouts;
  result.seconds = (Date.now() - started) / 1000;
  return result;
}

/** A line for the test's output. */
export function describeLoad(title: string, load: LoadResult, retries: number): string {
  const failedWrites = Object.values(load.failedWrites).reduce((sum, n) => sum + n, 0);
  return (
    `${title}: ${load.requests} requests in ${load.seconds.toFixed(1)} s through nginx, ` +
    `${load.failedReads} failed GETs, ${failedWrites} failed writes ${JSON.stringify(load.failedWrites)}, ` +
    `${load.acknowledgedWrites.length} acknowledged writes, ${load.errors} connection errors, ` +
    `${retries} requests retried on another portal by nginx; statuses ${JSON.stringify(load.statuses)}`
  );
}
