import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { BOOTH_EVENT_KINDS, type BoothAction, type BoothEventKind } from '../../application/ports/BoothTeams.ts';
import type { NewDomainEvent } from '../../application/ports/DomainEvents.ts';
import { writeDomainEvent, writeDomainEventOn } from './PostgresDomainEvents.ts';

const INSERT_ACTION =
  'insert into booth_actions (reg_nr, actor_id, kind, task_id, at, detail) values ($1, $2, $3, $4, $5, $6)';

const paramsOf = (action: BoothAction): unknown[] => [
  action.regiNr,
  action.actorId,
  action.kind,
  action.taskId,
  action.at,
  action.detail === undefined ? null : JSON.stringify(action.detail),
];

/**
 * The action's domain event: the ids only, never who did it (the actor stays in booth_actions); none for an action
 * that is the team's own (a task handed over), which the feed's subscribers have no contract for.
 */
export function boothActionEvent(action: BoothAction): NewDomainEvent | undefined {
  if (!isBoothEvent(action.kind)) return undefined;
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
  const event = boothActionEvent(action);
  if (event) await writeDomainEvent(em, event);
}

/** Writes the action and its event on `client`, inside its BEGIN ... COMMIT. */
export async function writeBoothActionOn(client: pg.ClientBase, action: BoothAction): Promise<void> {
  await client.query(INSERT_ACTION, paramsOf(action));
  const event = boothActionEvent(action);
  if (event) await writeDomainEventOn(client, event);
}

const isBoothEvent = (kind: BoothAction['kind']): kind is BoothEventKind => BOOTH_EVENT_KINDS.has(kind);
