/** The address of a task on its booth page is `/fair/{code}/{regiNr}#task-{taskId}` (the task id URI-encoded). */
const TASK_HASH_PREFIX = '#task-';

/** The task an address hash names, if any. */
export function taskIdOfHash(hash: string): string | undefined {
  if (!hash.startsWith(TASK_HASH_PREFIX) || hash.length === TASK_HASH_PREFIX.length) return undefined;
  try {
    return decodeURIComponent(hash.slice(TASK_HASH_PREFIX.length));
  } catch {
    return undefined;
  }
}

/** The element id of a task's card (ids may hold any character; getElementById takes them as they are). */
export const taskAnchorId = (taskId: string): string => `task-${taskId}`;
