import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

/**
 * The generic calls of the admin back office (spec: admin-back-office §7). Every admin list answers a plain
 * array without paging parameters and `{ items, total, page, pageSize }` with them; every editable item carries
 * its `version`, which an update sends back (a stale one answers 409 with the current item).
 */
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditChange = components['schemas']['AuditChange'];

export interface ListParams {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly q?: string;
  /** A sort key of the list, `-key` for descending. */
  readonly sort?: string;
  /** The list's filter values by filter name (`{ state: 'active' }`), as its address has them. */
  readonly filters?: Readonly<Record<string, string>>;
}

export interface PageOf<T> {
  readonly items: T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** A path with its query string; empty values are left out. */
export function withQuery(path: string, query: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function adminList<T>(api: ApiClient, path: string, params: ListParams): Promise<PageOf<T>> {
  return api.request<PageOf<T>>(
    'GET',
    withQuery(path, {
      page: params.page,
      pageSize: params.pageSize,
      q: params.q?.trim(),
      sort: params.sort,
      ...params.filters,
    }),
  );
}

/** The whole list, as the spec's call answers it (for selects and pools). */
export function adminListAll<T>(api: ApiClient, path: string): Promise<T[]> {
  return api.request<T[]>('GET', path);
}

export function adminGet<T>(api: ApiClient, path: string): Promise<T> {
  return api.request<T>('GET', path);
}

export function adminCreate<T>(api: ApiClient, path: string, body: unknown): Promise<T> {
  return api.request<T>('POST', path, body);
}

export function adminUpdate<T>(api: ApiClient, path: string, body: unknown): Promise<T> {
  return api.request<T>('PUT', path, body);
}

/** With the version read, a delete of an item changed meanwhile answers 409 instead of deleting the newer one. */
export function adminDelete(api: ApiClient, path: string, version?: number): Promise<void> {
  return api.request<void>('DELETE', withQuery(path, { version }));
}

/** The change history of one item, newest first (GET /api/admin/audit). */
export function auditEntries(api: ApiClient, entity: string, id: string): Promise<AuditEntry[]> {
  return api.request<AuditEntry[]>('GET', withQuery('/api/admin/audit', { entity, id }));
}

/** Where one kind of admin item lives (spec §7: list, one item, create). */
export interface AdminPaths {
  readonly list: string;
  readonly item: (id: string) => string;
  readonly create: string;
}

export interface AdminResource<T> {
  list(api: ApiClient, params: ListParams): Promise<PageOf<T>>;
  get(api: ApiClient, id: string): Promise<T>;
  /** Create without an id, update with it (spec §4: create versus update by the presence of the id). */
  save(api: ApiClient, body: unknown, id: string | undefined): Promise<T>;
  remove(api: ApiClient, id: string, version?: number): Promise<void>;
}

/** The calls of one kind of item, so each screen names its paths once. */
export function adminResource<T>(paths: AdminPaths): AdminResource<T> {
  const item = (id: string) => paths.item(encodeURIComponent(id));
  return {
    list: (api, params) => adminList<T>(api, paths.list, params),
    get: (api, id) => adminGet<T>(api, item(id)),
    save: (api, body, id) =>
      id === undefined ? adminCreate<T>(api, paths.create, body) : adminUpdate<T>(api, item(id), body),
    remove: (api, id, version) => adminDelete(api, item(id), version),
  };
}

export type BlacklistEntry = components['schemas']['BlacklistEntry'];

/** Blacklist of services (spec §7 Blacklist). */
export const blacklistResource = adminResource<BlacklistEntry>({
  list: '/api/blacklistOverview',
  item: (id) => `/api/blacklist/${id}`,
  create: '/api/blacklist',
});

export type AdminFair = components['schemas']['AdminFair'];
export type AdminFairInput = components['schemas']['AdminFairInput'];
export type AdminFairTaskInput = components['schemas']['AdminFairTaskInput'];

/** Fairs (spec §7 Fairs; the managers' list is GET /api/admin/fairs, as GET /api/fairs is the exhibitors'). */
export const fairResource = adminResource<AdminFair>({
  list: '/api/admin/fairs',
  item: (id) => `/api/fairs/${id}`,
  create: '/api/fair',
});
