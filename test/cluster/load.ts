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

/** How long one request may take before it counts as a timeout. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The user's own traffic through the proxy: the home view, the booth page and the message centre (GETs), and every
 * fourth request a write, a step-tracker post with a distinct task, whose acknowledged ids are kept. `connections`
 * clients send one request after the other on keep-alive connections, each answer matched to the request it
 * answers by the awaited call itself. (autocannon, used before, keeps a queue of sent requests that it does not
 * clear when the server ends a connection after its last answer, as nginx does after `keepalive_requests`; every
 * later answer on that client was then counted for the request before it, so the step-tracker posts were
 * "answered" with a GET's 200.) Runs until `until` settles (the disruption under test, which may watch the counts
 * as they grow) and at least `minimumSeconds`.
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
  const started = Date.now();
  let written = 0;
  let stopped = false;

  /** One request; undefined when it got no answer (counted as an error or a timeout). */
  const send = async (path: string, init: RequestInit = {}): Promise<Response | undefined> => {
    try {
      const response = await fetch(new URL(path, options.url), {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      count(response.status);
      return response;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') result.timeouts += 1;
      else result.errors += 1;
      return undefined;
    }
  };
  const read = async (path: string) => {
    const response = await send(path, { headers: options.user.headers() });
    if (!response) return;
    await response.arrayBuffer();
    if (response.status >= 400) result.failedReads += 1;
  };
  const write = async () => {
    written += 1;
    const response = await send('/api/stepTracker', {
      method: 'POST',
      headers: options.user.headers(true),
      body: JSON.stringify({
        regiNr: options.regiNr,
        task: `load-${process.pid}-${started}-${written}`,
        boothLabel: 'Halle 1 / Stand 1',
        boothArea: 48,
        fairId: options.fairId,
      }),
    });
    if (!response) return;
    const body = await response.text();
    if (response.status === 201) result.acknowledgedWrites.push((JSON.parse(body) as { id: string }).id);
    else result.failedWrites[response.status] = (result.failedWrites[response.status] ?? 0) + 1;
  };
  const client = async () => {
    while (!stopped) {
      await read('/api/exhibitor/home');
      await read(`/api/exhibitor/booths/${options.regiNr}`);
      await read('/api/notifications');
      await write();
    }
  };

  const clients = Array.from({ length: options.connections ?? 4 }, () => client());
  try {
    await Promise.all([until(result), new Promise((resolve) => setTimeout(resolve, minimumSeconds * 1000))]);
  } finally {
    stopped = true;
    // Each client ends after the request it is in: every request sent is answered or counted as failed.
    await Promise.all(clients);
  }
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
