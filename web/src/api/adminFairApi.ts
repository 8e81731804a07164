// The calls of the fair overview and the fair form beyond fairResource (admin-back-office §2, §7 Fairs, Fair series).
import { adminListAll } from './adminApi.ts';
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';
import type { BoothCard } from './types.ts';

type Schemas = components['schemas'];

export type AdminFairSummary = Schemas['AdminFairSummary'];
export type AdminFairSeriesOption = Schemas['AdminFairSeries'];
export type AdminFairDocument = Schemas['AdminFairDocument'];
export type AdminFairStep = Schemas['AdminFairStep'];

/** Every fair series (GET /api/fairseries, the plain array): the choices of the fair's series. */
export function listFairSeries(api: ApiClient): Promise<AdminFairSeriesOption[]> {
  return adminListAll<AdminFairSeriesOption>(api, '/api/fairseries');
}

/**
 * The signed-in manager's own booths at a fair (their exhibitor home, GET /api/exhibitor/home), for the
 * "Vorschau als Aussteller" links to the fair page they see as exhibitor.
 */
export async function ownBoothsAt(api: ApiClient, fairIdCode: string): Promise<BoothCard[]> {
  const home = await api.getExhibitorHome();
  return home.activeBooths.filter((booth) => booth.fair.idCode === fairIdCode);
}

/** "Messe duplizieren": the next edition under a new code, every date moved (POST /api/fairs/{id}/duplicate). */
export function duplicateFair(
  api: ApiClient,
  id: string,
  body: Schemas['AdminFairDuplicateInput'],
): Promise<Schemas['AdminFair']> {
  return api.request<Schemas['AdminFair']>('POST', `/api/fairs/${encodeURIComponent(id)}/duplicate`, body);
}
