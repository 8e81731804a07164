import { randomUUID } from 'node:crypto';
import type { InferEntity } from '@mikro-orm/core';
import type { StepTrackerPost, StepTrackerPosts, StepTrackerRecord } from '../../application/ports/StepTrackerPosts.ts';
import type { Orm } from './orm.ts';
import { StepTrackerPostEntity } from './productDataEntities.ts';

type StepRow = InferEntity<typeof StepTrackerPostEntity>;

export class MikroOrmStepTrackerPosts implements StepTrackerPosts {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  async add(userId: string, post: StepTrackerPost, now: Date): Promise<StepTrackerRecord> {
    const em = this.orm.em.fork();
    const row = em.create(StepTrackerPostEntity, {
      id: randomUUID(),
      userId,
      regiNr: post.regiNr,
      task: post.task,
      boothLabel: post.boothLabel,
      boothArea: post.boothArea,
      fairId: post.fairId,
      createdAt: now,
    });
    await em.flush();
    return toStepRecord(row);
  }

  async ofBooth(regiNr: string): Promise<StepTrackerRecord[]> {
    const rows = await this.orm.em
      .fork()
      .find(StepTrackerPostEntity, { regiNr }, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(toStepRecord);
  }
}

function toStepRecord(row: StepRow): StepTrackerRecord {
  return {
    id: row.id,
    userId: row.userId,
    regiNr: row.regiNr,
    task: row.task,
    boothLabel: row.boothLabel,
    boothArea: row.boothArea,
    fairId: row.fairId,
    createdAt: row.createdAt.toISOString(),
  };
}
