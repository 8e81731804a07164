import { describe, expect, it } from '@jest/globals';
import { handlersSettled, stopStartingHandlers, trackedHandler } from '../../../adapters/shared/jobHandlers.ts';

// beyond the spec: a stopping process starts no job and waits for the jobs under way (reliability: nothing
// acknowledged is lost, no job runs on against components that stopped)

/** A handler that runs until released. */
function held() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen: number[][] = [];
  const handler = async (jobs: number[]) => {
    seen.push(jobs);
    await released;
  };
  return { handler, release, seen };
}

describe('job handlers of one pg-boss instance', () => {
  it('waits for the handlers under way when stopping, and starts none after', async () => {
    const boss = {};
    const { handler, release, seen } = held();
    const tracked = trackedHandler(boss, handler);
    const running = tracked([1]);
    stopStartingHandlers(boss);
    await expect(tracked([2])).rejects.toThrow('stopping');
    expect(seen).toEqual([[1]]);

    let settled = false;
    const waiting = handlersSettled(boss, 30_000).then((left) => {
      settled = true;
      return left;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    expect(await waiting).toBe(0);
    await running;
  });

  it('answers how many still run when the wait ends first; those of another instance are not waited for', async () => {
    const boss = {};
    const other = {};
    const { handler, release } = held();
    const running = trackedHandler(boss, handler)([1]);
    expect(await handlersSettled(other, 10)).toBe(0);
    expect(await handlersSettled(boss, 10)).toBe(1);
    release();
    await running;
    expect(await handlersSettled(boss, 10)).toBe(0);
  });

  it('passes a failure of the handler on (pg-boss then retries the job) and stops tracking it', async () => {
    const boss = {};
    const failing = trackedHandler(boss, async () => {
      throw new Error('smtp down');
    });
    await expect(failing([1])).rejects.toThrow('smtp down');
    expect(await handlersSettled(boss, 10)).toBe(0);
  });
});
