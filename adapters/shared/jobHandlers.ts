/**
 * The handlers of one pg-boss instance's jobs, tracked so that stopping the jobs starts none and waits for those
 * under way. pg-boss's own stop waits for running jobs only while its workers report them, and a job a worker
 * fetched just as the stop began may start after that wait: its handler then runs on while the components it uses
 * stop (a query waiting for a pool that was closed), and pg-boss's worker clean-up polls on until it returns.
 */
interface Handlers {
  stopping: boolean;
  readonly running: Set<Promise<void>>;
}

const handlersByBoss = new WeakMap<object, Handlers>();

function handlersOf(boss: object): Handlers {
  let handlers = handlersByBoss.get(boss);
  if (!handlers) {
    handlers = { stopping: false, running: new Set() };
    handlersByBoss.set(boss, handlers);
  }
  return handlers;
}

/** `handler` as a worker of `boss` runs it: tracked, and refused (the job is retried) once the jobs are stopping. */
export function trackedHandler<Jobs>(
  boss: object,
  handler: (jobs: Jobs) => Promise<void>,
): (jobs: Jobs) => Promise<void> {
  const handlers = handlersOf(boss);
  return async (jobs) => {
    if (handlers.stopping) throw new Error('not started: the jobs of this process are stopping (the job is retried)');
    const run = handler(jobs);
    handlers.running.add(run);
    try {
      await run;
    } finally {
      handlers.running.delete(run);
    }
  };
}

/** From now on no handler of `boss`'s jobs starts. */
export function stopStartingHandlers(boss: object): void {
  handlersOf(boss).stopping = true;
}

/** Waits until the handlers under way have returned, at most `timeoutMs`; answers how many still run then. */
export async function handlersSettled(boss: object, timeoutMs: number): Promise<number> {
  const { running } = handlersOf(boss);
  if (running.size === 0) return 0;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...running]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  return running.size;
}
