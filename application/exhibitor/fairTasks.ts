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
