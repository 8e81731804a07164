import { describe, expect, it } from '@jest/globals';
import { concurrencyLimit, mapWithConcurrency } from '../../../application/shared/concurrency.ts';

/** A task that stays under way until released, counting how many run at once. */
function gauge() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const releases: Array<() => void> = [];
  const task = (id: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    started.push(id);
    await new Promise<void>((resolve) => releases.push(resolve));
    running -= 1;
    return id;
  };
  const releaseAll = async () => {
    while (releases.length > 0 || running > 0) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { task, releaseAll, most: () => most, started };
}

describe('concurrencyLimit', () => {
  it('keeps at most the limit under way and starts the waiting tasks in the order asked', async () => {
    const { task, releaseAll, most, started } = gauge();
    const run = concurrencyLimit(3);
    const results = Promise.all([1, 2, 3, 4, 5, 6, 7].map((id) => run(task(id))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);

    await releaseAll();
    expect(await results).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most()).toBe(3);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('frees the slot of a failed task for the next one', async () => {
    const run = concurrencyLimit(1);
    const failed = run(() => Promise.reject(new Error('down')));
    const next = run(() => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('down');
    await expect(next).resolves.toBe('next');
  });
});

describe('mapWithConcurrency', () => {
  it('maps every item in the input order with at most the limit under way, and at least one for a limit below 1', async () => {
    const { task, releaseAll, most } = gauge();
    const mapped = mapWithConcurrency([5, 4, 3, 2, 1], 2, (id) => task(id)());
    await releaseAll();
    expect(await mapped).toEqual([5, 4, 3, 2, 1]);
    expect(most()).toBe(2);

    expect(await mapWithConcurrency([1, 2], 0, async (id) => id * 10)).toEqual([10, 20]);
  });
});
