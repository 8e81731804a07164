import type { BoothAction, BoothActionKind } from '../ports/BoothTeams.ts';
import type { ProductFair } from '../ports/Fairs.ts';

/** An action of `actorId` on a booth of `fair`, as its change writes it (who did it, and the domain event). */
export function boothActionOf(
  regiNr: string,
  fair: Pick<ProductFair, 'id' | 'idCode'>,
  actorId: string,
  kind: BoothActionKind,
  at: Date,
  taskId: string | null = null,
): BoothAction {
  return { regiNr, fairId: fair.id, fairCode: fair.idCode, actorId, kind, taskId, at };
}
