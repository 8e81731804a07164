// The tasks tab's calls (exhibitor-area §2 Task list, §7): the task notification switch and the step tracker.
import type { ApiClient } from './ApiClient.ts';
import type { components, operations } from './schema.d.ts';

type Schemas = components['schemas'];

export type TaskItem = Schemas['TaskItem'];
export type TaskLink = Schemas['TaskLink'];
export type TaskDisplayStateName = Schemas['TaskDisplayState'];
export type TaskNotificationSwitch = Schemas['TaskNotificationSwitch'];
export type StepTrackerPost = operations['recordStep']['requestBody']['content']['application/json'];
export type StepTrackerRecord = Schemas['StepTrackerRecord'];

/**
 * Switches a task's reminders on or off for the booth (POST /api/booth/setNotificationState). The server allows
 * it only where the booth page offers the switch (exhibitor-area §5) and answers 422 otherwise.
 */
export function setTaskNotificationState(
  api: ApiClient,
  request: TaskNotificationSwitch,
): Promise<TaskNotificationSwitch> {
  return api.request<TaskNotificationSwitch>('POST', '/api/booth/setNotificationState', request);
}

/** Records the step an exhibitor is at on one of their booths (POST /api/stepTracker). */
export function recordStep(api: ApiClient, post: StepTrackerPost): Promise<StepTrackerRecord> {
  return api.request<StepTrackerRecord>('POST', '/api/stepTracker', post);
}

/** The booth's tasks as an iCalendar file in the given language (GET /api/exhibitor/booths/{regiNr}/tasks.ics). */
export function taskCalendarUrl(calendarUrl: string, language: string): string {
  return `${calendarUrl}${calendarUrl.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}

export type TaskAssignments = Schemas['TaskAssignments'];
export type Assignee = Schemas['Assignee'];

const tasksPath = (regiNr: string) => `/api/exhibitor/booths/${encodeURIComponent(regiNr)}/tasks`;

/** Who holds which task of the booth, and whom the reader may hand one to (GET .../tasks/assignments). */
export function getTaskAssignments(api: ApiClient, regiNr: string): Promise<TaskAssignments> {
  return api.request<TaskAssignments>('GET', `${tasksPath(regiNr)}/assignments`);
}

/** Hands the task to the holder or a member (PUT .../tasks/{taskId}/assignee); 422 for anyone else. */
export function assignTask(api: ApiClient, regiNr: string, taskId: string, userId: string): Promise<unknown> {
  return api.request('PUT', `${tasksPath(regiNr)}/${encodeURIComponent(taskId)}/assignee`, { userId });
}

/** Takes the task back from whoever holds it (DELETE .../tasks/{taskId}/assignee). */
export function unassignTask(api: ApiClient, regiNr: string, taskId: string): Promise<unknown> {
  return api.request('DELETE', `${tasksPath(regiNr)}/${encodeURIComponent(taskId)}/assignee`);
}
