import { FORMAT_LOCALES, type Language } from './languages.ts';

/** One date format per language, built when first asked for. */
function formatsPerLanguage(options: Intl.DateTimeFormatOptions): (language: Language) => Intl.DateTimeFormat {
  const formats = new Map<Language, Intl.DateTimeFormat>();
  return (language) => {
    let format = formats.get(language);
    if (!format) {
      // Dates on the wire are calendar days (ISO), so they are shown in UTC to never shift by a day.
      format = new Intl.DateTimeFormat(FORMAT_LOCALES[language], { ...options, timeZone: 'UTC' });
      formats.set(language, format);
    }
    return format;
  };
}

const dateFormat = formatsPerLanguage({ day: 'numeric', month: 'long', year: 'numeric' });
const numericDateFormat = formatsPerLanguage({ day: '2-digit', month: '2-digit', year: 'numeric' });

function toDate(isoDate: string | null | undefined): Date | undefined {
  if (!isoDate) return undefined;
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatDate(isoDate: string | null | undefined, language: Language): string {
  const date = toDate(isoDate);
  return date ? dateFormat(language).format(date) : '';
}

/** A fair's duration, e.g. "2.–5. Dezember 2026"; one side alone when the other is missing. */
export function formatDateRange(range: { start?: string | null; end?: string | null }, language: Language): string {
  const start = toDate(range.start);
  const end = toDate(range.end);
  if (start && end) return dateFormat(language).formatRange(start, end);
  return formatDate(range.start ?? range.end, language);
}

/**
 * Makes the language's date formats ready: the first one built and used costs the browser its locale data (tens of
 * ms on a phone), which then falls into a task of its own instead of the render that shows the first dates.
 */
export function prepareDateFormats(language: Language): void {
  const day = new Date(Date.UTC(2026, 0, 1));
  dateFormat(language).formatRange(day, new Date(Date.UTC(2026, 0, 2)));
  numericDateFormat(language).format(day);
}

/** A day in the short form of the language (de-CH and fr-CH 04.12.2026, en-US 12/04/2026), for lists and dates to scan. */
export function formatNumericDate(isoDate: string | null | undefined, language: Language): string {
  const date = toDate(isoDate);
  return date ? numericDateFormat(language).format(date) : '';
}
