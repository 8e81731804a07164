import { FAIR_SCHEMA, FAIR_TABS } from '../../../../domain/admin/index.ts';

/** The registration states whose texts a fair may set (spec: admin-back-office §3 Fair), in the flow's order. */
export const REGISTRATION_STATE_LABELS = [
  { base: 'openLabel', label: 'Offen' },
  { base: 'orderedLabel', label: 'Bestellt' },
  { base: 'evaluationLabel', label: 'In Prüfung' },
  { base: 'confirmedLabel', label: 'Bestätigt' },
] as const;

const LANGUAGE_NAMES: Record<string, string> = { De: 'Deutsch', Fr: 'Französisch', En: 'Englisch' };

const BASE_LABELS: Record<string, string> = {
  displayName: 'Name',
  defaultRegistrationUrl: 'Anmelde-URL',
  defaultGastroRegistrationUrl: 'Gastro-URL',
  logo: 'Logo',
  additionalInfo: 'Zusatzinformationen',
  ...Object.fromEntries(REGISTRATION_STATE_LABELS.map((state) => [state.base, `Statustext «${state.label}»`])),
};

const FIELD_LABELS: Record<string, string> = {
  idCode: 'Messe-Code',
  fairSeries: 'Messe-Reihe',
  emailTeam: 'E-Mail des Messe-Teams',
  idTeam: 'ID des Messe-Teams',
  duration: 'Messedauer',
  publish: 'Publikation',
  registrationDeadline: 'Anmeldeschluss',
  documentsstartdate: 'Dokumente verfügbar ab',
  tasks: 'Prozessschritte',
  documents: 'Dokumente',
  steps: 'Ablauf Messe',
  version: 'Version',
};

/** The German name of a fair field, for the change history and the conflict dialog. */
export function fairFieldLabel(field: string): string {
  const [head = field] = field.split('.');
  const own = FIELD_LABELS[head];
  if (own !== undefined) return own;
  const language = /^(.*)(De|Fr|En)$/.exec(head);
  if (language !== null && BASE_LABELS[language[1]] !== undefined)
    return `${BASE_LABELS[language[1]]} (${LANGUAGE_NAMES[language[2]]})`;
  return head;
}

/** The tab a field of the fair sits on, for server field errors (422) as for the validator's (spec §5). */
export function fairTabOf(field: string): string {
  const [head = field] = field.split('.');
  const ruled = FAIR_SCHEMA.find((schema) => schema.field === head)?.tab;
  if (ruled !== undefined) return ruled;
  if (head === 'tasks') return FAIR_TABS.processConfiguration;
  if (head === 'documents') return FAIR_TABS.documents;
  if (head === 'steps') return FAIR_TABS.schedule;
  if (head.startsWith('additionalInfo')) return FAIR_TABS.additionalInformation;
  return FAIR_TABS.masterData;
}

const SHORT_DATE = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "02.12.2026 – 22.03.2027": a range of ISO days, short enough for a table column. */
export function shortDateRange(
  range: { readonly start?: string | null; readonly end?: string | null } | null | undefined,
): string {
  const day = (iso: string | null | undefined) => {
    const date = iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : undefined;
    return date && !Number.isNaN(date.getTime()) ? SHORT_DATE.format(date) : '…';
  };
  return range?.start || range?.end ? `${day(range.start)} – ${day(range.end)}` : '–';
}
