// The back office's activity (beyond the spec): every admin write across all items, filtered and paged.
import type { ApiClient } from './ApiClient.ts';
import { withQuery } from './adminApi.ts';
import type { components } from './schema.d.ts';

export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityPage = components['schemas']['ActivityPage'];

export interface ActivityFilter {
  readonly entity?: string | undefined;
  readonly id?: string | undefined;
  readonly manager?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export function listActivity(api: ApiClient, filter: ActivityFilter): Promise<ActivityPage> {
  return api.request<ActivityPage>('GET', withQuery('/api/admin/activity', { ...filter }));
}
