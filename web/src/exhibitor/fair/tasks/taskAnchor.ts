/** The address of a task on its booth page is `/fair/{code}/{regiNr}#task-{taskId}` (the task id URI-encoded). */
const TASK_HASH_PREFIX = '#task-';

/** The address hash that names a task (what the digest, the deadlines page and the reminders link to). */
export const taskHash = (taskId: string): string => `${TASK_HASH_PREFIX}${encodeURIComponent(taskId)}`;

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
