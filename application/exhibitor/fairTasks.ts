import { exhibitorTasks, type FairTask } from '../../domain/tasks/index.ts';
import type { ProductFair } from '../ports/Fairs.ts';
import type { TaskCatalogue } from '../ports/TaskCatalogue.ts';

/**
 * What the exhibitor sees of a fair's tasks (exhibitor-area §4): the fair's ordered entries projected with
 * the current task definitions, titles and headers (domain `exhibitorTasks`), read afresh on every call.
 */
export async function fairTasks(fair: Pick<ProductFair, 'taskEntries'>, catalogue: TaskCatalogue): Promise<FairTask[]> {
  if (fair.taskEntries.length === 0) return [];
  return exhibitorTasks(fair.taskEntries, await catalogue.referencedBy(fair.taskEntries));
}

/**
 * The fairs' tasks of one run over many booths (a user's deadlines, a fair's refresh in the cockpit), read once per
 * fair instead of once per booth: the run reads its booths within moments, and the next run reads afresh.
 */
export type FairTasksMemo = Map<string, Promise<FairTask[]>>;

/** An empty memo for a run. */
export function newFairTasksMemo(): FairTasksMemo {
  return new Map();
}

/** The fair's tasks, from the run's memo when one is given. */
export function fairTasksIn(
  memo: FairTasksMemo | undefined,
  fair: Pick<ProductFair, 'idCode' | 'taskEntries'>,
  catalogue: TaskCatalogue,
): Promise<FairTask[]> {
  if (!memo) return fairTasks(fair, catalogue);
  const kept = memo.get(fair.idCode);
  if (kept) return kept;
  const reading = fairTasks(fair, catalogue);
  memo.set(fair.idCode, reading);
  // A failed read is not kept: the run's next booth asks again.
  reading.catch(() => memo.delete(fair.idCode));
  return reading;
}
