import type { BoothAction } from './BoothTeams.ts';

/**
 * The exhibitor's switch per task and booth (exhibitor-area §3 Booth taskNotificationStates, §7
 * POST /booth/setNotificationState): false means reminders for that task are switched off, which also
 * counts the task as done (§4 Task done).
 */
export interface TaskNotificationStates {
  /** Task id to switch state, for one booth; tasks never switched are absent. */
  forBooth(boothId: string): Promise<Record<string, boolean>>;
  /** Sets the switch; `action` (who, and the domain event) is written in the same transaction. */
  set(
    boothId: string,
    taskId: string,
    notificationState: boolean,
    userId: string,
    now: Date,
    action?: BoothAction,
  ): Promise<void>;
}

export const TaskNotificationStatesToken = Symbol.for('TaskNotificationStates');
