// The past fair page of a series in one round trip (GET /api/exhibitor/pastfairs/{seriesId}).
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

export type PastFairsView = components['schemas']['PastFairsView'];
export type PastFair = PastFairsView['fairs'][number];
export type PastFairBooth = PastFair['booths'][number];
export type PastFairDocument = PastFairBooth['documents'][number];

export function getPastFairs(api: ApiClient, seriesId: string): Promise<PastFairsView> {
  return api.request<PastFairsView>('GET', `/api/exhibitor/pastfairs/${encodeURIComponent(seriesId)}`);
}

/** Where a past document is downloaded (the file itself, as an attachment). */
export function documentFileUrl(dokumentId: string): string {
  return `/api/rubin/documentcontent/${encodeURIComponent(dokumentId)}/file`;
}
