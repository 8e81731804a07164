import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

export const MANAGER = demo.users.marco.email;
export const EXHIBITOR = demo.users.anna.email;

/** Every route of the admin back office (spec: admin-back-office §2 route table), with an id where the route needs one. */
export const ADMIN_LIST_ROUTES = [
  '/admin/fair',
  '/admin/advertising',
  '/admin/advertising/fairwallentries',
  '/admin/coredata',
  '/admin/coredata/fairseries',
  '/admin/coredata/tasktitles',
  '/admin/coredata/boothservice',
  '/admin/coredata/blacklist',
  '/admin/coredata/headerdefinitions',
] as const;

export const ADMIN_CREATE_ROUTES = [
  '/admin/fair/create',
  '/admin/advertising/create',
  '/admin/advertising/createfairwall',
  '/admin/coredata/create',
  '/admin/coredata/fairseriesform',
  '/admin/coredata/tasktitleform/create',
  '/admin/coredata/tasktitleform/tasktitleform',
  '/admin/coredata/boothserviceform/create',
  '/admin/coredata/boothserviceform/boothserviceform',
  '/admin/coredata/blacklistform/create',
  '/admin/coredata/blacklistform/blacklistform',
  '/admin/coredata/headerform/create',
] as const;

/** Signs in as the demo manager and opens `path`. */
export async function signInAsManager(page: Page, path = '/admin'): Promise<void> {
  await signIn(page, MANAGER, path);
}

/** axe finds no violation on what the page shows now (every admin route at 1024 and 1440 px). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The page's API context with the session's CSRF token, for setting up data through the documented API. */
export async function managerApi(page: Page): Promise<{ request: APIRequestContext; csrf: string }> {
  const session = await page.request.get('/api/session');
  expect(session.ok()).toBe(true);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return { request: page.request, csrf: csrfToken };
}

/** A name no other test uses, so tests sharing the portal never touch each other's items. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
