import type { BoothAction } from '../../application/ports/BoothTeams.ts';
import type { TaskNotificationStates } from '../../application/ports/TaskNotificationStates.ts';
import { writeBoothAction } from './boothActions.ts';
import type { Orm } from './orm.ts';
import { TaskNotificationStateEntity } from './productDataEntities.ts';

export class MikroOrmTaskNotificationStates implements TaskNotificationStates {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async forBooth(boothId: string): Promise<Record<string, boolean>> {
    const rows = await this.orm.em.fork().find(TaskNotificationStateEntity, { boothId });
    return Object.fromEntries(rows.map((row) => [row.taskId, row.notificationState]));
  }

  async set(
    boothId: string,
    taskId: string,
    notificationState: boolean,
    userId: string,
    now: Date,
    action?: BoothAction,
  ): Promise<void> {
    await this.orm.em.fork().transactional(async (tx) => {
      await tx.upsert(TaskNotificationStateEntity, { boothId, taskId, notificationState, userId, updatedAt: now });
      if (action) await writeBoothAction(tx, action);
    });
  }
}
