import { endOfUtcDayMillis, startOfUtcDayMillis } from '../time.ts';
import type { TaskDisplayState } from './taskDisplayState.ts';
import { taskLink, type TaskLinkContext } from './taskLinks.ts';
import { INSURANCE_SERVICE_GROUP, type FairTask, type InfoText } from './types.ts';

/**
 * A task whose booth service matching the booth's standLeistungId is hidden is left out (exhibitor-area §4).
 * A booth without standLeistungId, or a task without that service, hides nothing.
 */
export function isHiddenByBoothService(
  task: Pick<FairTask, 'boothServices'>,
  standLeistungId: string | null | undefined,
): boolean {
  if (standLeistungId === null || standLeistungId === undefined) return false;
  return task.boothServices.some((service) => service.id === standLeistungId && service.hidden);
}

/**
 * A task shows only when it has a link (exhibitor-area §5): the insurance route (VERS), or a deep link that
 * resolves on this booth by the task's mode: manual mode its own address, catalogue and file upload the
 * booth's KATALOG and FILEUPLOAD shop links, service-group mode the service-shop deep link (else its own
 * address). A mode alone is no link: a catalogue task on a booth without shop accesses has nothing to open.
 * One reading for every mode, the same `taskLink` the exhibitor clicks.
 */
export function hasTaskLink(
  task: Pick<FairTask, 'serviceGroup' | 'deeplinkmode' | 'url' | 'manualdeeplinktargetblank'>,
  context: TaskLinkContext,
): boolean {
  return taskLink(task, context) !== undefined;
}

/**
 * Booth type restricts tasks (exhibitor-area §5, §6): exhibitors (AUSSTELLER) and dealers (VERTRAGSHAENDLER) see
 * every task; co-exhibitors (MITAUSSTELLER) see non-manual tasks and manual-mode tasks flagged coexposant.
 * An unknown or absent booth type is treated as an exhibitor.
 */
export function isTaskVisibleForBoothType(
  task: Pick<FairTask, 'deeplinkmode' | 'coexposant'>,
  ausstellerTyp: string | null | undefined,
): boolean {
  if (ausstellerTyp !== 'MITAUSSTELLER') return true;
  return task.deeplinkmode !== 'manual' || task.coexposant === true;
}

/**
 * Info texts show only within their publish window (exhibitor-area §5): from the start of the start day to the
 * end of the end day, UTC. No window, or an open side of it, does not restrict.
 */
export function isInfoTextShown(infoText: Pick<InfoText, 'publish'>, now: Date): boolean {
  const at = now.getTime();
  const start = startOfUtcDayMillis(infoText.publish?.start);
  const end = endOfUtcDayMillis(infoText.publish?.end);
  return (start === undefined || start <= at) && (end === undefined || at <= end);
}

export function visibleInfoTexts(task: Pick<FairTask, 'infoTexts'>, now: Date): readonly InfoText[] {
  return task.infoTexts.filter((infoText) => isInfoTextShown(infoText, now));
}

const SWITCHABLE_STATES: ReadonlySet<TaskDisplayState> = new Set(['due', 'pendent', 'done']);

/**
 * The notification switch is offered (exhibitor-area §5) when the task is not required, its state is one of
 * insurance, due, pendent, done — "insurance" read as the task belonging to service group VERS — and it is not
 * done. "Not done" means the work is not completed (isTaskCompleted): a task shown as done only because its
 * notification is off keeps the switch, so the exhibitor can switch it back on.
 */
export function isNotificationSwitchOffered(
  task: Pick<FairTask, 'required' | 'serviceGroup'>,
  state: TaskDisplayState,
  completed: boolean,
): boolean {
  if (task.required || completed) return false;
  return task.serviceGroup === INSURANCE_SERVICE_GROUP || SWITCHABLE_STATES.has(state);
}
