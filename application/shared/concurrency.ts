/** Runs the tasks handed to it with at most `limit` under way at once; waiting tasks start in the order asked. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/** A limit shared by all the tasks one caller hands it (e.g. the booking-system calls of one page). */
export function concurrencyLimit(limit: number): ConcurrencyLimit {
  const slots = Math.max(limit, 1);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one, so the limit holds at every moment.
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Maps with at most `limit` calls under way at once, keeping the input order. */
export function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const run = concurrencyLimit(limit);
  return Promise.all(items.map((item) => run(() => map(item))));
}
