import type { ProgressSort, TaskDisplayState } from '../../api/adminProgressApi.ts';
import taskTexts from '../../exhibitor/fair/tasks/i18n/de.json' with { type: 'json' };

/**
 * Each state in the words the exhibitor's booth page uses for it, so that the manager and the exhibitor name the
 * same state alike.
 */
export const STATE_LABELS: Readonly<Record<TaskDisplayState, string>> = taskTexts.tasks.state;

/** The booking system's booth statuses as the back office names them (the fair form's preview uses the same). */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  OP: 'Erneuerungsangebot (OP)',
  OFFEN: 'Offen',
  BESTELLT: 'Bestellt',
  IN_PRUEFUNG: 'In Prüfung',
  BESTAETIGT: 'Bestätigt',
  ZU: 'Zugeteilt (ZU)',
};
const TYPE_LABELS: Readonly<Record<string, string>> = {
  AUSSTELLER: 'Aussteller',
  MITAUSSTELLER: 'Mitaussteller',
  VERTRAGSHAENDLER: 'Vertragshändler',
};

/** A code the back office does not know yet is shown as it comes. */
export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;
export const exhibitorTypeLabel = (type: string): string => TYPE_LABELS[type] ?? type;

export const SORT_LABELS: Readonly<Record<ProgressSort, string>> = {
  boothNumber: 'Standnummer aufsteigend',
  '-boothNumber': 'Standnummer absteigend',
  company: 'Firma A–Z',
  '-company': 'Firma Z–A',
  hall: 'Halle aufsteigend',
  '-hall': 'Halle absteigend',
  done: 'Am wenigsten erledigt zuerst',
  '-done': 'Am meisten erledigt zuerst',
  overdue: 'Am wenigsten überfällig zuerst',
  '-overdue': 'Am meisten überfällig zuerst',
  lastActivity: 'Älteste Aktivität zuerst',
  '-lastActivity': 'Neueste Aktivität zuerst',
};

const dateTime = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Zurich',
});

/** "03.12.2026, 14:20", in the operator's time zone as the rest of the back office. */
export const germanDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** Why a booth shows no task states (the projection's `gap`). */
export const GAP_LABELS = {
  noContact: 'Kein Inhaber',
  notListed: 'Nicht in der Standliste des Inhabers',
  unavailable: 'Buchungssystem nicht erreichbar',
} as const;
