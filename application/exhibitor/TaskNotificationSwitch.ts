import type { BoothTasks } from './BoothPage.ts';
import type { TaskNotificationStates } from '../ports/TaskNotificationStates.ts';
import type { BoothTeams } from '../ports/BoothTeams.ts';
import type { Language } from '../../domain/index.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import { boothActionOf } from './boothActions.ts';

export interface NotificationSwitch {
  /** The task id. */
  readonly id: string;
  /** The booth's regiNr. */
  readonly booth: string;
  readonly notificationState: boolean;
}

export type NotificationSwitchResult =
  { ok: true; value: NotificationSwitch } | { ok: false; error: 'boothNotFound' | 'unknownTask' | 'switchNotOffered' };

/** The booth's visible task groups as the exhibitor sees them (BoothPage.tasksOf). */
export interface BoothTaskBoards {
  tasksOf(booth: BoothScope<'workTasks'>, language: Language, now: Date): Promise<BoothTasks | undefined>;
}

/**
 * POST /booth/setNotificationState (exhibitor-area §7): the exhibitor switches a task's reminders on or off
 * for one of their booths. The booth must be the user's (booking system), the task one of the booth's fair,
 * and the switch must be one the booth page offers (exhibitor-area §5, isNotificationSwitchOffered): the task
 * shows on this booth, is not required, its state is insurance, due, pendent or done, and its work is not done.
 *
 * Reading of the specification: §4 counts a task whose notification is switched off as done, while §5 offers
 * the switch only for tasks that are "not done". Read literally, switching a task off would take away the switch
 * for ever. "Not done" is therefore read as "the work is not completed" (isTaskCompleted: isDone, completing
 * costs, insurance on file, order present): a task that shows as done only because its reminders are off keeps
 * its switch and can be switched back on; once its work is completed, neither direction is offered.
 */
export class TaskNotificationSwitch {
  private readonly boards: BoothTaskBoards;
  private readonly states: TaskNotificationStates;

  private readonly actions: Pick<BoothTeams, 'actionTaken'> | undefined;

  constructor(boards: BoothTaskBoards, states: TaskNotificationStates, actions?: Pick<BoothTeams, 'actionTaken'>) {
    this.boards = boards;
    this.states = states;
    this.actions = actions;
  }

  /** `booth`: the scope of the booth the request names (request.booth), as the router found it for the caller. */
  async set(booth: BoothScope<'workTasks'>, request: NotificationSwitch, now: Date): Promise<NotificationSwitchResult> {
    const user = booth.caller;
    const board = await this.boards.tasksOf(booth, user.locale, now);
    if (!board) return { ok: false, error: 'boothNotFound' };
    if (!board.tasks.some((task) => task.type === 'task' && task._id === request.id))
      return { ok: false, error: 'unknownTask' };
    const shown = board.groups.flatMap((group) => group.tasks).find((view) => view.task._id === request.id);
    if (!shown?.notificationSwitchOffered) return { ok: false, error: 'switchNotOffered' };
    // Who switched it (the team's last actions) and the domain event, in the switch's transaction.
    const { regiNr } = board.booth;
    // The new state goes with the action: the team's last actions say whether it was switched on or off.
    const action = {
      ...boothActionOf(regiNr, board.fair, user.id, 'task.notification_switched', now, request.id),
      detail: { notificationState: request.notificationState },
    };
    await this.states.set(regiNr, request.id, request.notificationState, user.id, now, action);
    await this.actions?.actionTaken(board.booth.regiNr, user.id);
    return {
      ok: true,
      value: { id: request.id, booth: board.booth.regiNr, notificationState: request.notificationState },
    };
  }
}
