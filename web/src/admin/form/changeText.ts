import { isBinaryValue } from '../../../../domain/admin/auditTrail.ts';

/** A value of the change history or a conflict as a manager reads it: short, never image bytes. */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (
    isBinaryValue(value) ||
    (typeof value === 'object' && value !== null && (value as { binary?: unknown }).binary === true)
  )
    return 'Bild';
  if (typeof value === 'string') return value.startsWith('/api/images/') ? 'Bild' : shorten(value);
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') return String(value);
  const range = value as { start?: unknown; end?: unknown };
  if (typeof value === 'object' && !Array.isArray(value) && ('start' in range || 'end' in range)) {
    return `${changeValueText(range.start)} bis ${changeValueText(range.end)}`;
  }
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'Eintrag' : 'Einträge'}`;
  return shorten(JSON.stringify(value));
}

function shorten(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 120 ? `${plain.slice(0, 117)}…` : plain;
}
