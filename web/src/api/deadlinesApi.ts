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
