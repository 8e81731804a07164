import type { TaskNotificationStates } from '../../application/ports/TaskNotificationStates.ts';

/** In-memory TaskNotificationStates; it passes the same contract suite as MikroOrmTaskNotificationStates. */
export class InMemoryTaskNotificationStates implements TaskNotificationStates {
  readonly #states = new Map<string, Map<string, boolean>>();

  async forBooth(boothId: string): Promise<Record<string, boolean>> {
    return Object.fromEntries(this.#states.get(boothId) ?? []);
  }

  async set(boothId: string, taskId: string, notificationState: boolean, _userId?: string, _now?: Date): Promise<void> {
    const booth = this.#states.get(boothId) ?? new Map<string, boolean>();
    booth.set(taskId, notificationState);
    this.#states.set(boothId, booth);
  }
}
