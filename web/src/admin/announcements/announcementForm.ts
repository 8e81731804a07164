import type { AnnouncementInput, AnnouncementSegment } from '../../api/adminAnnouncementsApi.ts';
import taskTexts from '../../exhibitor/fair/tasks/i18n/de.json' with { type: 'json' };

export type TaskState = NonNullable<AnnouncementSegment['states']>[number];

/** The task states in the order the form offers them, in the words of the booth page (as the cockpit names them). */
export const TASK_STATE_LABELS: Readonly<Record<TaskState, string>> = taskTexts.tasks.state;
export const TASK_STATES = Object.keys(TASK_STATE_LABELS) as TaskState[];

/** The form as the manager fills it in: lists as comma-separated text, the send time as a local date and time. */
export interface AnnouncementFormValue {
  fairId: string;
  statuses: string;
  exhibitorTypes: string;
  halls: string;
  taskId: string;
  states: TaskState[];
  /** '' any, 'yes' only those who never signed in, 'no' only those who did. */
  neverSignedIn: '' | 'yes' | 'no';
  subjectDe: string;
  subjectFr: string;
  subjectEn: string;
  bodyDe: string;
  bodyFr: string;
  bodyEn: string;
  sendLater: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (an input of type datetime-local). */
  sendAt: string;
  sendMail: boolean;
}

export function emptyAnnouncementForm(): AnnouncementFormValue {
  return {
    fairId: '',
    statuses: '',
    exhibitorTypes: '',
    halls: '',
    taskId: '',
    states: [],
    neverSignedIn: '',
    subjectDe: '',
    subjectFr: '',
    subjectEn: '',
    bodyDe: '',
    bodyFr: '',
    bodyEn: '',
    sendLater: false,
    sendAt: '',
    sendMail: true,
  };
}

const isState = (value: string): value is TaskState => (TASK_STATES as string[]).includes(value);

/**
 * The form prefilled from its address, as the cockpit links to it ("Überfällige erinnern" on a task column:
 * `?fair=<_id>&task=<taskId>&state=overdue`); `state` may list several, comma-separated. Unknown states are left out.
 */
export function prefillFromQuery(search: string): AnnouncementFormValue {
  const query = new URLSearchParams(search);
  const states = (query.get('state') ?? '')
    .split(',')
    .map((state) => state.trim())
    .filter(isState);
  const neverSignedIn = query.get('neverSignedIn');
  return {
    ...emptyAnnouncementForm(),
    fairId: query.get('fair') ?? '',
    taskId: query.get('task') ?? '',
    states: [...new Set(states)],
    statuses: query.get('status') ?? '',
    exhibitorTypes: query.get('exhibitorType') ?? '',
    halls: query.get('hall') ?? '',
    neverSignedIn: neverSignedIn === 'true' ? 'yes' : neverSignedIn === 'false' ? 'no' : '',
  };
}

const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The segment the form describes, each criterion only where the manager narrowed it. */
export function segmentOf(value: AnnouncementFormValue): AnnouncementSegment {
  const segment: AnnouncementSegment = {};
  const statuses = listOf(value.statuses).map((status) => status.toUpperCase());
  if (statuses.length > 0) segment.statuses = statuses;
  const exhibitorTypes = listOf(value.exhibitorTypes).map((type) => type.toUpperCase());
  if (exhibitorTypes.length > 0) segment.exhibitorTypes = exhibitorTypes;
  const halls = listOf(value.halls);
  if (halls.length > 0) segment.halls = halls;
  if (value.taskId !== '') segment.taskId = value.taskId;
  if (value.states.length > 0) segment.states = value.states;
  if (value.neverSignedIn !== '') segment.neverSignedIn = value.neverSignedIn === 'yes';
  return segment;
}

/** The request body: the send time as an instant (null: now). */
export function inputOf(value: AnnouncementFormValue): AnnouncementInput {
  const sendAt = value.sendLater && value.sendAt !== '' ? new Date(value.sendAt) : null;
  return {
    fairId: value.fairId,
    segment: segmentOf(value),
    subjectDe: value.subjectDe,
    subjectFr: value.subjectFr,
    subjectEn: value.subjectEn,
    bodyDe: value.bodyDe,
    bodyFr: value.bodyFr,
    bodyEn: value.bodyEn,
    sendAt: sendAt === null || Number.isNaN(sendAt.getTime()) ? null : sendAt.toISOString(),
    sendMail: value.sendMail,
  };
}
