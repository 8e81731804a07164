import type { ApiClient } from './ApiClient.ts';
import { adminDelete, adminGet, adminList, adminListAll, type ListParams, type PageOf } from './adminApi.ts';
import type { components, operations } from './schema.d.ts';

/**
 * The teaser calls of the back office (spec: admin-back-office §7 Teasers; openapi/paths/admin-teasers.yaml),
 * with the lists the teaser form chooses from (fairs with their tasks, fair series).
 */
type Schemas = components['schemas'];

export type AdminTeaserItem = Schemas['AdminTeaser'];
export type AdminTeaserInput = Schemas['AdminTeaserInput'];
export type AdminTeaserSummary = Schemas['AdminTeaserSummary'];
export type OverlappingTeaser = Schemas['AdminOverlappingTeaser'];
export type TeaserDateRangeCheck = Schemas['AdminTeaserDateRangeCheck'];
export type FairStateOption = Schemas['AdminFairStateOption'];
export type TeaserTypeItem = operations['getTeaserTypes']['responses'][200]['content']['application/json'][number];
export type TeaserFairOption = Schemas['AdminFairWithTasks'];
export type TeaserFairSeriesOption = Schemas['AdminFairSeries'];

/** The overview (GET /api/teasersOverview), one page; `sort` e.g. internalName, -internalName, typeName. */
export function listTeasers(api: ApiClient, params: ListParams): Promise<PageOf<AdminTeaserSummary>> {
  return adminList<AdminTeaserSummary>(api, '/api/teasersOverview', params);
}

export function getTeaser(api: ApiClient, id: string): Promise<AdminTeaserItem> {
  return adminGet<AdminTeaserItem>(api, `/api/teasers/${encodeURIComponent(id)}`);
}

/** POST /api/teaser creates (201), PUT /api/teasers/{id} updates (with the version read); both answer the saved teaser. */
export function saveTeaser(api: ApiClient, teaser: AdminTeaserInput): Promise<AdminTeaserItem> {
  const id = teaser._id;
  return id
    ? api.request<AdminTeaserItem>('PUT', `/api/teasers/${encodeURIComponent(id)}`, teaser)
    : api.request<AdminTeaserItem>('POST', '/api/teaser', teaser);
}

export function deleteTeaser(api: ApiClient, id: string, version?: number): Promise<void> {
  return adminDelete(api, `/api/teaser/${encodeURIComponent(id)}`, version);
}

export function teaserTypes(api: ApiClient): Promise<TeaserTypeItem[]> {
  return adminListAll<TeaserTypeItem>(api, '/api/teasertypes');
}

export function fairStates(api: ApiClient): Promise<FairStateOption[]> {
  return adminListAll<FairStateOption>(api, '/api/fairstates');
}

/** The other teaser of the same type and fair series whose period overlaps, or null (POST /api/checkTeaserDateRange). */
export function checkTeaserDateRange(api: ApiClient, check: TeaserDateRangeCheck): Promise<OverlappingTeaser> {
  return api.request<OverlappingTeaser>('POST', '/api/checkTeaserDateRange', check).then((reply) => reply ?? null);
}

/**
 * The fairs a teaser can belong to, each with its tasks: a teaser's relatedTask is the `_id` of a task of its
 * fair (the one the exhibitor has not done yet while the teaser shows; domain/exhibitor/marketing.ts).
 */
export function teaserFairOptions(api: ApiClient): Promise<TeaserFairOption[]> {
  return adminListAll<TeaserFairOption>(api, '/api/fairsWithTasks');
}

export function teaserFairSeriesOptions(api: ApiClient): Promise<TeaserFairSeriesOption[]> {
  return adminListAll<TeaserFairSeriesOption>(api, '/api/fairseries');
}
