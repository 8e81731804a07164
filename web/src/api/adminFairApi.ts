// The calls of the fair overview and the fair form beyond fairResource (admin-back-office §2, §7 Fairs, Fair series).
import { adminListAll } from './adminApi.ts';
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type AdminFairSummary = Schemas['AdminFairSummary'];
export type AdminFairSeriesOption = Schemas['AdminFairSeries'];
export type AdminFairDocument = Schemas['AdminFairDocument'];
export type AdminFairStep = Schemas['AdminFairStep'];

/** Every fair series (GET /api/fairseries, the plain array): the choices of the fair's series. */
export function listFairSeries(api: ApiClient): Promise<AdminFairSeriesOption[]> {
  return adminListAll<AdminFairSeriesOption>(api, '/api/fairseries');
}

export type AdminFairPreviewInput = Schemas['AdminFairPreviewInput'];
export type FairPreviewSample = AdminFairPreviewInput['sample'];

/**
 * "Vorschau als Aussteller": the exhibitor's fair page of a fair form, saved or not, with a sample booth
 * (POST /api/admin/fairs/preview); nothing is stored.
 */
export function previewFair(api: ApiClient, body: AdminFairPreviewInput): Promise<Schemas['FairPageView']> {
  return api.request<Schemas['FairPageView']>('POST', '/api/admin/fairs/preview', body);
}

/** "Messe duplizieren": the next edition under a new code, every date moved (POST /api/fairs/{id}/duplicate). */
export function duplicateFair(
  api: ApiClient,
  id: string,
  body: Schemas['AdminFairDuplicateInput'],
): Promise<Schemas['AdminFair']> {
  return api.request<Schemas['AdminFair']>('POST', `/api/fairs/${encodeURIComponent(id)}/duplicate`, body);
}
