/**
 * The exhibitor's switch per task and booth (exhibitor-area §3 Booth taskNotificationStates, §7
 * POST /booth/setNotificationState): false means reminders for that task are switched off, which also
 * counts the task as done (§4 Task done).
 */
export interface TaskNotificationStates {
  /** Task id to switch state, for one booth; tasks never switched are absent. */
  forBooth(boothId: string): Promise<Record<string, boolean>>;
  set(boothId: string, taskId: string, notificationState: boolean, userId: string, now: Date): Promise<void>;
}

export const TaskNotificationStatesToken = Symbol.for('TaskNotificationStates');
