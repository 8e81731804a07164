import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RubinSimulatorStats } from '../../adapters/rubin/RubinSimulator.ts';

/** A process's resident set now and its high-water mark, in MB. */
export interface ProcessMemory {
  readonly rssMb: number;
  readonly maxRssMb: number;
}

/** What the bench asks the booking-system process (bench/scale/operatorRubin.ts). */
export interface RubinQuestion {
  readonly id: number;
  readonly ask: 'stats' | 'resetStats' | 'memory';
}

/** What the booking-system process tells the bench: its progress once, then one answer per question. */
export type RubinReport =
  | { readonly op: 'seeded'; readonly seedMs: number }
  | {
      readonly op: 'serving';
      readonly url: string;
      /** Every account of the data set (its sign-in subject, the portal's user id) with its number of booths. */
      readonly boothsPerAccount: readonly (readonly [string, number])[];
    }
  | { readonly op: 'failed'; readonly message: string }
  | { readonly op: 'stats'; readonly id: number; readonly stats: RubinSimulatorStats }
  | { readonly op: 'resetStats'; readonly id: number }
  | { readonly op: 'memory'; readonly id: number; readonly memory: ProcessMemory };

type Serving = Extract<RubinReport, { op: 'serving' }>;

/**
 * The operator data set's booking system in a process of its own: it seeds the data set into the embedded
 * PostgreSQL under `dataDir`, stops that PostgreSQL again, then serves the simulator; the bench reads the simulator's
 * counts and the process's memory over the IPC channel. Its heap is not the portal's, nor is its resident set.
 */
export class RubinProcess {
  readonly #child: ChildProcess;
  readonly #waiting = new Map<number, { resolve(report: RubinReport): void; reject(error: Error): void }>();
  #nextId = 0;
  #exited: Promise<void>;

  private constructor(child: ChildProcess) {
    this.#child = child;
    this.#exited = new Promise((resolve) =>
      child.once('exit', (code) => {
        for (const { reject } of this.#waiting.values())
          reject(new Error(`the booking-system process ended (exit ${code})`));
        this.#waiting.clear();
        resolve();
      }),
    );
    child.on('message', (report: RubinReport) => {
      if (!('id' in report)) return;
      this.#waiting.get(report.id)?.resolve(report);
      this.#waiting.delete(report.id);
    });
  }

  /**
   * Forks the process and resolves once it serves: its URL, the seed's time and the accounts' booth counts (the
   * bench chooses accounts by them without building the data set itself). `onSeeded` is told when the seed is done.
   */
  static async start(options: {
    readonly dataDir: string;
    readonly seed: number;
    readonly latencyMs: number;
    readonly postgresPort: number;
    readonly onSeeded?: (seedMs: number) => void;
  }): Promise<{ rubin: RubinProcess; seedMs: number } & Omit<Serving, 'op'>> {
    // Bundled (scripts/runBundled.mjs) the process runs from the bundle beside this one; from the sources, with tsx.
    const bundled = !import.meta.filename.endsWith('.ts');
    const child = fork(path.resolve(import.meta.dirname, bundled ? 'operatorRubin.mjs' : 'operatorRubin.ts'), {
      execPath: process.execPath,
      execArgv: bundled ? ['--enable-source-maps'] : ['--import', 'tsx'],
      env: {
        ...process.env,
        BENCH_DATA_DIR: options.dataDir,
        DEMO_SEED: String(options.seed),
        BENCH_RUBIN_LATENCY_MS: String(options.latencyMs),
        EMBEDDED_POSTGRES_PORT: String(options.postgresPort),
      },
      // Its output goes to the bench's stderr: stdout keeps only the table and the scale line.
      stdio: ['ignore', 2, 2, 'ipc'],
    });
    const rubin = new RubinProcess(child);
    let seedMs = Number.NaN;
    const serving = await new Promise<Serving>((resolve, reject) => {
      const exit = (code: number | null) => reject(new Error(`the booking-system process ended (exit ${code})`));
      child.once('exit', exit);
      child.on('message', (report: RubinReport) => {
        if (report.op === 'seeded') {
          seedMs = report.seedMs;
          options.onSeeded?.(seedMs);
        } else if (report.op === 'failed') reject(new Error(`the booking-system process failed: ${report.message}`));
        else if (report.op === 'serving') {
          child.off('exit', exit);
          resolve(report);
        }
      });
    }).catch(async (error: unknown) => {
      await rubin.stop();
      throw error;
    });
    return { rubin, seedMs, url: serving.url, boothsPerAccount: serving.boothsPerAccount };
  }

  async stats(): Promise<RubinSimulatorStats> {
    const answer = await this.#ask('stats');
    if (answer.op !== 'stats') throw new Error(`asked for stats, got ${answer.op}`);
    return answer.stats;
  }

  /** Forgets the counts; the maximum in flight starts again from the calls in flight now. */
  async resetStats(): Promise<void> {
    await this.#ask('resetStats');
  }

  async memory(): Promise<ProcessMemory> {
    const answer = await this.#ask('memory');
    if (answer.op !== 'memory') throw new Error(`asked for memory, got ${answer.op}`);
    return answer.memory;
  }

  /** Ends the process (it stops the simulator on the channel's close) and waits for its exit. */
  async stop(): Promise<void> {
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      if (this.#child.connected) this.#child.disconnect();
      else this.#child.kill();
    }
    await this.#exited;
  }

  #ask(ask: RubinQuestion['ask']): Promise<RubinReport> {
    const id = (this.#nextId += 1);
    return new Promise((resolve, reject) => {
      if (!this.#child.connected) return reject(new Error('the booking-system process is gone'));
      this.#waiting.set(id, { resolve, reject });
      this.#child.send({ id, ask } satisfies RubinQuestion);
    });
  }
}
