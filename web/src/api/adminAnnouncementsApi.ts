import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

/** The organiser's announcements ("Mitteilungen") to a segment of a fair's booths. */
export type Announcement = components['schemas']['Announcement'];
export type AnnouncementInput = components['schemas']['AnnouncementInput'];
export type AnnouncementSegment = components['schemas']['AnnouncementSegment'];
export type AnnouncementReach = components['schemas']['AnnouncementReach'];
export type AnnouncementPreviewInput = components['schemas']['AnnouncementPreviewInput'];

const BASE = '/api/admin/announcements';

export function listAnnouncements(api: ApiClient): Promise<Announcement[]> {
  return api.request<Announcement[]>('GET', BASE);
}

export function previewAnnouncement(api: ApiClient, input: AnnouncementPreviewInput): Promise<AnnouncementReach> {
  return api.request<AnnouncementReach>('POST', `${BASE}/preview`, input);
}

export function createAnnouncement(api: ApiClient, input: AnnouncementInput): Promise<Announcement> {
  return api.request<Announcement>('POST', BASE, input);
}

/** Cancels a scheduled announcement; a 409 once its sending began. */
export function cancelAnnouncement(api: ApiClient, id: string): Promise<Announcement> {
  return api.request<Announcement>('DELETE', `${BASE}/${encodeURIComponent(id)}`);
}
