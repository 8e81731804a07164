import type { TrashItem, TrashPreview } from '../../../application/ports/AdminTrash.ts';
import type { TrashedRows } from './trash.ts';

/**
 * What the Papierkorb shows of an item before a restore, read from the rows kept as they were deleted (trash.ts):
 * the item's own columns by a German label, and what went with it counted. Only columns a manager knows are shown;
 * ids, versions, who-changed-when, files (logos, images) and a webhook's secret are left out.
 */
const LABELS: Readonly<Record<string, string>> = {
  display_name_de: 'Name (de)',
  display_name_fr: 'Name (fr)',
  display_name_en: 'Name (en)',
  display_name: 'Name',
  id_code: 'Code',
  fair_series: 'Messe-Reihe',
  email_team: 'E-Mail Team',
  id_team: 'Team',
  duration_start: 'Messe von',
  duration_end: 'Messe bis',
  publish_start: 'Publiziert von',
  publish_end: 'Publiziert bis',
  published_start: 'Publiziert von',
  published_end: 'Publiziert bis',
  registration_deadline: 'Anmeldeschluss',
  internal_name: 'Interner Name',
  type: 'Typ',
  fair: 'Messe',
  title: 'Bezeichnung',
  title_de: 'Bezeichnung (de)',
  title_fr: 'Bezeichnung (fr)',
  title_en: 'Bezeichnung (en)',
  service_id: 'ID',
  entry_id: 'ID',
  service_group: 'Leistungsgruppe',
  service_group_id: 'Leistungsgruppe',
  order: 'Reihenfolge',
  url: 'Ziel',
  description: 'Beschreibung',
};

const RELATED: Readonly<Record<string, string>> = {
  fair_tasks: 'Prozessschritte',
  fair_documents: 'Dokumente',
  fair_steps: 'Ablauf-Schritte',
  fair_state_labels: 'Status-Bezeichnungen',
  teaser_images: 'Bilder',
  webhook_deliveries: 'Zustellungen',
};

const MAX_VALUE = 300;

function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

/** A webhook's address may carry a token in its path: only its host is shown. */
function shown(column: string, value: unknown): unknown {
  if (column !== 'url' || typeof value !== 'string') return value;
  try {
    return new URL(value).host;
  } catch {
    return '';
  }
}

export function trashPreviewOf(item: TrashItem, kept: readonly TrashedRows[]): TrashPreview {
  const row = kept[0]?.rows[0] ?? {};
  const fields = Object.entries(LABELS).flatMap(([column, label]) => {
    const value = column in row ? textOf(shown(column, row[column])) : undefined;
    return value === undefined ? [] : [{ label, value }];
  });
  const related = kept
    .slice(1)
    .filter((rows) => RELATED[rows.table] !== undefined)
    .map((rows) => ({ label: RELATED[rows.table], count: rows.rows.length }));
  return { item, fields, related };
}
