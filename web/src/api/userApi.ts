// The signed-in user's own record (exhibitor-area §7 GET/PUT /user/{id}).
import type { ApiClient } from './ApiClient.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type UserUpdate = Schemas['UserUpdate'];

/** Saves the preferred fair series on the user (the `_fs` query parameter of exhibitor-area §2). */
export function savePreferredFairSeries(api: ApiClient, userId: string, preferredFairSeries: string): Promise<User> {
  const update: UserUpdate = { id: userId, preferredFairSeries };
  return api.request<User>('PUT', `/api/user/${encodeURIComponent(userId)}`, update);
}
