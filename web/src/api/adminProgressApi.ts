// The organiser's progress per fair (beyond the spec): every booth of a fair with the state each task shows on its
// booth page, read from the portal's projection (GET /api/admin/fairs/{id}/progress).
import type { ApiClient } from './ApiClient.ts';
import type { components, operations } from './schema.d.ts';

type Schemas = components['schemas'];

export type FairProgressPage = Schemas['FairProgressPage'];
export type ProgressBooth = Schemas['ProgressBooth'];
export type ProgressTask = Schemas['ProgressTask'];
export type TaskDisplayState = Schemas['TaskDisplayState'];
export type StateCounts = Schemas['StateCounts'];
export type ProgressQuery = NonNullable<operations['getAdminFairProgress']['parameters']['query']>;
export type ProgressSort = NonNullable<ProgressQuery['sort']>;

/** The fair's progress address under the query; JSON, CSV and XLSX are all asked from it. */
export function fairProgressPath(fairId: string, query: ProgressQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  const path = `/api/admin/fairs/${encodeURIComponent(fairId)}/progress`;
  return text === '' ? path : `${path}?${text}`;
}

export function getFairProgress(api: ApiClient, fairId: string, query: ProgressQuery): Promise<FairProgressPage> {
  return api.request<FairProgressPage>('GET', fairProgressPath(fairId, query));
}

/** One booth of the cockpit as its exhibitor sees it (GET /api/admin/fairs/{id}/progress/{regiNr}). */
export function getBoothPageAsExhibitor(
  api: ApiClient,
  fairId: string,
  regiNr: string,
  language: 'de' | 'fr' | 'en' | undefined,
): Promise<Schemas['FairPageView']> {
  const path = `/api/admin/fairs/${encodeURIComponent(fairId)}/progress/${encodeURIComponent(regiNr)}`;
  return api.request<Schemas['FairPageView']>('GET', language ? `${path}?language=${language}` : path);
}
