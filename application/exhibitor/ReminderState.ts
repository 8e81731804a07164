/** The task states a reminder is written for; the reminder's texts are worded per state. */
export const REMINDER_STATES = ['due', 'overdue'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

export function isReminderState(state: string): state is ReminderState {
  return (REMINDER_STATES as readonly string[]).includes(state);
}
