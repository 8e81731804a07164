import { afterAll, beforeAll } from '@jest/globals';
import { adminApi, type AdminApi } from '../../../support/adminApi.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

/** The portal for one admin test file: started before its tests (startup may take minutes on a busy machine), stopped after. */
export function useAdminTestPortal(): { portal: TestPortal } {
  const state = {} as { portal: TestPortal };
  beforeAll(async () => {
    state.portal = await startTestPortal();
  }, 240_000);
  afterAll(async () => {
    await state.portal?.stop();
  });
  return state;
}

/**
 * The portal with the admin API helper over it (calls as a user, row counts for "nothing written"). `signedInFirst`
 * sign in before the rows are counted, since a first sign-in writes the user's row.
 */
export function useAdminApi(signedInFirst: readonly string[] = []): { api: AdminApi; portal: TestPortal } {
  const state = {} as { portal: TestPortal; rows: RowChanges; api: AdminApi };
  beforeAll(async () => {
    state.portal = await startTestPortal();
    for (const email of signedInFirst) await state.portal.as(email);
    state.rows = await countRowChanges(state.portal.portal.databaseUrl);
    state.api = adminApi(state.portal, state.rows);
  }, 240_000);
  afterAll(async () => {
    await state.rows?.close();
    await state.portal?.stop();
  });
  return state;
}
