/**
 * Dates of the admin forms are written and read as the German day `TT.MM.JJJJ` whatever the browser's language
 * (a native date input shows the browser's format, mm/dd/yyyy in an English browser); the form keeps the ISO day.
 */

const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31.02. over into March: only a day that exists reads back the same.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The form value of what was typed: null for nothing, the ISO day of a German day (`1.2.2026`, `01.02.2026`) or of
 * an ISO day, else the text as it is (the validator then reports it as no date).
 */
export function dayValueOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const german = GERMAN_DAY.exec(trimmed);
  if (german) return isoDay(Number(german[3]), Number(german[2]), Number(german[1])) ?? trimmed;
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? trimmed;
  return trimmed;
}

/** The German text of a form value: `TT.MM.JJJJ` for an ISO day (or instant), anything else as it is. */
export function germanDayText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T|$)/.exec(value);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : value;
}
