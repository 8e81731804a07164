import { ROLES } from '../exhibitor/roles.ts';
import type { Localized } from '../exhibitor/types.ts';
import type { DateRange } from '../time.ts';

/** Service groups (Leistungsgruppen) seen in tasks (exhibitor-area §3, admin-back-office §3). */
export const SERVICE_GROUPS = [
  'VERZ',
  'LLC',
  'PARKPL',
  'DILE',
  'VERS',
  'WERB',
  'KSTLOS',
  'GEBAEUDE',
  'PFERD',
  'LOGIST',
  'DIGIT',
  'MESSEIN',
  'PACKE',
  'CATERING',
  'AX-EINTR',
  'AUFANR',
] as const;
export type ServiceGroup = (typeof SERVICE_GROUPS)[number];

/** The insurance service group: its task is done by the insurance form, its link is the Insurance route. */
export const INSURANCE_SERVICE_GROUP = 'VERS' satisfies ServiceGroup;

export function isServiceGroup(value: string): value is ServiceGroup {
  return (SERVICE_GROUPS as readonly string[]).includes(value);
}

/** How a task's link is found: a manual address, the booth's catalogue or file-upload shop link, or the service shop. */
export const DEEPLINK_MODES = ['manual', 'katalog', 'fileupload', 'servicegroup'] as const;
export type DeeplinkMode = (typeof DEEPLINK_MODES)[number];

export interface BoothService {
  readonly id: string;
  readonly hidden: boolean;
  readonly required: boolean;
}

export interface InfoText {
  readonly text: Localized<string>;
  /** No window (or an open side) means always shown on that side. */
  readonly publish?: DateRange | null;
}

/** One entry of a fair's ordered task list: a process step ('task') or a process group heading ('taskTitle'). */
export interface FairTask {
  readonly _id: string;
  readonly type: 'task' | 'taskTitle';
  readonly displayName: Localized<string>;
  readonly serviceGroup: ServiceGroup;
  readonly period?: DateRange | null;
  readonly published?: DateRange | null;
  readonly required: boolean;
  readonly isDone?: boolean;
  readonly isDisabled?: boolean;
  /** false = the exhibitor switched this task's notification off. */
  readonly notificationState?: boolean;
  readonly boothServices: readonly BoothService[];
  readonly infoTexts: readonly InfoText[];
  readonly headerText?: Localized<string>;
  readonly deeplinkmode?: DeeplinkMode;
  readonly url?: string | null;
  readonly manualdeeplinktargetblank?: boolean;
  readonly coexposant?: boolean;
}

/** A booth cost line from the booking system (exhibitor-area §3). */
export interface CostLine {
  readonly buchungId: string;
  readonly leistungsId: string;
  /** The service group of the line; compared with a task's serviceGroup. */
  readonly leistungsgruppeId: string;
  readonly leistungsgruppeBezeichnung: string;
  /** The booking system's German text of the line. */
  readonly leistungsBezeichnung: string;
  /** The line's text per language, where the booking system gives it. */
  readonly leistungsBezeichnungText?: Localized<string>;
  readonly menge: number;
  readonly einheit: string;
  readonly einzelPreisNetto: number;
  readonly gesamtPreisNetto: number;
  readonly paketTeil: boolean;
  readonly regiNrPaketKopf?: string | null;
  /** A line flagged so does not complete the task of its service group. */
  readonly dontMarkAsComplete?: boolean;
}

/** Booth types (ausstellerTyp): exhibitor, authorised dealer, co-exhibitor. */
export const BOOTH_TYPES = [ROLES.exhibitor, ROLES.dealer, ROLES.coExhibitor] as const;
export type BoothType = (typeof BOOTH_TYPES)[number];
