// Every deadline across the user's booths and the calendar subscription of them (GET /api/exhibitor/deadlines,
// GET/POST/DELETE /api/exhibitor/calendar-feed).
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';
import type { Language } from './types.ts';

type Schemas = components['schemas'];

export type DeadlinesView = Schemas['DeadlinesView'];
export type Deadline = Schemas['Deadline'];
export type BoothProgress = Schemas['BoothProgress'];
export type CalendarFeedState = Schemas['CalendarFeedState'];
export type CalendarFeedCreated = Schemas['CalendarFeedCreated'];

/** The deadlines of every active booth, with each booth's progress; task links are built for the language. */
export function getDeadlines(api: ApiClient, language: Language): Promise<DeadlinesView> {
  return api.request<DeadlinesView>('GET', `/api/exhibitor/deadlines?language=${encodeURIComponent(language)}`);
}

/** The media types a list's address answers besides JSON (openapi.yaml: text/csv and XLSX for `Accept`). */
export const EXPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof EXPORT_TYPES;

/** The address of the deadlines list in the language, narrowed by the page's filters (as query entries). */
export function deadlinesExportPath(language: Language, filters: ReadonlyArray<[string, string]>): string {
  return `/api/exhibitor/deadlines?${new URLSearchParams([['language', language], ...filters]).toString()}`;
}

/** The address of a booth's cost lines in the language. */
export function boothCostsExportPath(regiNr: string, language: Language): string {
  return `/api/rubin/boothcost/${encodeURIComponent(regiNr)}?language=${encodeURIComponent(language)}`;
}

export function downloadList(api: ApiClient, path: string, format: ExportFormat) {
  return api.download(path, EXPORT_TYPES[format]);
}

export function getCalendarFeed(api: ApiClient): Promise<CalendarFeedState> {
  return api.request<CalendarFeedState>('GET', '/api/exhibitor/calendar-feed');
}

/** A new secret address (shown this once, it is stored hashed); an earlier one stops working. */
export function createCalendarFeed(api: ApiClient): Promise<CalendarFeedCreated> {
  return api.request<CalendarFeedCreated>('POST', '/api/exhibitor/calendar-feed');
}

export function revokeCalendarFeed(api: ApiClient): Promise<void> {
  return api.request<void>('DELETE', '/api/exhibitor/calendar-feed');
}
