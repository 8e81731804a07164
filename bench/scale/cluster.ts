import { Cluster } from '../../test/cluster/Cluster.ts';
import { describeSessionCalls, measureSessionCalls, readLastRatio } from '../../test/cluster/sessionCalls.ts';
import { progress, type Row } from './harness.ts';

export interface ClusterRatio {
  readonly row: Row;
  /** The value of `cluster_rubin_ratio`: booking-system calls of a session through three processes over one's. */
  readonly ratio: string;
}

const row = (rubinCalls: number | undefined, samples: number, note: string): Row => ({
  path: "an exhibitor's session, 3 processes behind nginx",
  size: 3,
  unit: 'processes',
  p50Ms: undefined,
  p99Ms: undefined,
  samples,
  rubinCalls,
  sqlStatements: undefined,
  rssMb: undefined,
  rubinMaxInFlight: undefined,
  note,
});

/**
 * The cluster suite's measurement, made here: three `node dist/main.js` behind Debian's nginx with the shipped
 * deploy/nginx.conf, one embedded PostgreSQL with the demo data (not the operator data set: the session is the demo
 * exhibitor's), and one exhibitor's session through one process and through the proxy (test/cluster/sessionCalls.ts).
 * About a minute on top of the run. When the cluster cannot start here (no nginx, say), the suite's last
 * measurement is printed instead, with when it was made; without one, n/a.
 */
export async function measureClusterRatio(): Promise<ClusterRatio> {
  progress("three portal processes behind nginx: one exhibitor's session through one of them and through all");
  const started = performance.now();
  let cluster: Cluster;
  try {
    cluster = await Cluster.start(3);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    progress(`  the cluster did not start: ${reason}`);
    const last = await readLastRatio();
    if (!last) return { row: row(undefined, 0, `n/a: the cluster did not start (${reason})`), ratio: 'n/a' };
    return {
      row: row(
        last.throughThree,
        1,
        `not measured here (${reason}); the cluster suite's of ${last.measuredAt}: ratio ${last.ratio.toFixed(2)}, ` +
          `${last.throughOne} calls through one process`,
      ),
      ratio: last.ratio.toFixed(2),
    };
  }
  try {
    const calls = await measureSessionCalls(cluster, { fresh: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    progress(`  ${describeSessionCalls(calls)}; ${seconds} s with the start`);
    return {
      row: row(
        calls.throughThree,
        1,
        `ratio ${calls.ratio.toFixed(2)} to ${calls.throughOne} calls through one process; ${seconds} s`,
      ),
      ratio: calls.ratio.toFixed(2),
    };
  } finally {
    await cluster.stop();
  }
}
