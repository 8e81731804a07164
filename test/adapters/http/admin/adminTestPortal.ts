import { afterAll, beforeAll } from '@jest/globals';
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
