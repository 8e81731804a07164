import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { BoothAction } from '../../application/ports/BoothTeams.ts';
import type { NewDomainEvent } from '../../application/ports/DomainEvents.ts';
import { writeDomainEvent, writeDomainEventOn } from './PostgresDomainEvents.ts';

const INSERT_ACTION = 'insert into booth_actions (reg_nr, actor_id, kind, task_id, at) values ($1, $2, $3, $4, $5)';

const paramsOf = (action: BoothAction): unknown[] => [
  action.regiNr,
  action.actorId,
  action.kind,
  action.taskId,
  action.at,
];

/** The action's domain event: the ids only, never who did it (the actor stays in booth_actions). */
export function boothActionEvent(action: BoothAction): NewDomainEvent {
  return {
    type: action.kind,
    data: {
      regiNr: action.regiNr,
      fairId: action.fairId,
      fairCode: action.fairCode,
      ...(action.taskId === null ? {} : { taskId: action.taskId }),
    },
  };
}

/** Writes the action and its event in the transaction of `em`, after the change (the event's lock is held shortest). */
export async function writeBoothAction(em: EntityManager, action: BoothAction): Promise<void> {
  await em
    .getConnection()
    .execute(INSERT_ACTION.replace(/\$\d/g, '?'), paramsOf(action), 'run', em.getTransactionContext());
  await writeDomainEvent(em, boothActionEvent(action));
}

/** Writes the action and its event on `client`, inside its BEGIN ... COMMIT. */
export async function writeBoothActionOn(client: pg.ClientBase, action: BoothAction): Promise<void> {
  await client.query(INSERT_ACTION, paramsOf(action));
  await writeDomainEventOn(client, boothActionEvent(action));
}
