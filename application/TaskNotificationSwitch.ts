import type { BoothAccess } from './BoothAccess.ts';
import type { FairCatalogue } from './ports/FairCatalogue.ts';
import type { TaskNotificationStates } from './ports/TaskNotificationStates.ts';
import type { User } from './ports/Users.ts';

export interface NotificationSwitch {
  /** The task id. */
  readonly id: string;
  /** The booth's regiNr. */
  readonly booth: string;
  readonly notificationState: boolean;
}

export type NotificationSwitchResult =
  | { ok: true; value: NotificationSwitch }
  | { ok: false; error: 'boothNotFound' | 'unknownTask' };

/**
 * POST /booth/setNotificationState (exhibitor-area §7): the exhibitor switches a task's reminders on or off
 * for one of their booths. The booth must be the user's (booking system), the task one of the booth's fair.
 */
export class TaskNotificationSwitch {
  private readonly access: BoothAccess;
  private readonly catalogue: FairCatalogue;
  private readonly states: TaskNotificationStates;

  constructor(access: BoothAccess, catalogue: FairCatalogue, states: TaskNotificationStates) {
    this.access = access;
    this.catalogue = catalogue;
    this.states = states;
  }

  async set(user: User, request: NotificationSwitch, now: Date): Promise<NotificationSwitchResult> {
    const found = await this.access.boothOf(user, request.booth);
    if (!found.ok) return found;
    const tasks = await this.catalogue.tasksOf(found.booth.data.fairIdCode);
    if (!tasks?.some((task) => task.type === 'task' && task._id === request.id)) return { ok: false, error: 'unknownTask' };
    await this.states.set(found.booth.data.regiNr, request.id, request.notificationState, user.id, now);
    return { ok: true, value: { id: request.id, booth: found.booth.data.regiNr, notificationState: request.notificationState } };
  }
}
