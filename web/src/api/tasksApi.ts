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
