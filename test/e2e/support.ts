import { expect, type Page } from '@playwright/test';
import { buildDemoCatalogue } from '../../adapters/demo/catalogue.ts';

/** Signs in through the real login page of the development identity provider. */
export async function signIn(page: Page, email: string, startPath = '/'): Promise<void> {
  await page.goto(startPath);
  await expect(page.locator('form input[name=login]')).toBeVisible();
  await page.fill('input[name=login]', email);
  await page.fill('input[name=password]', 'demo');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
}

/**
 * The demo fair a booth belongs to, as the portal under test loaded it today: the fair codes carry the year
 * of the fair (HAB26 ...), so tests name booths and ask the demo catalogue for the code.
 */
export function fairOf(regiNr: string): string {
  const registration = buildDemoCatalogue(new Date()).registrations.find(
    (candidate) => candidate.booth.standanmeldungId === regiNr,
  );
  if (!registration) throw new Error(`no demo booth ${regiNr}`);
  return registration.booth.messeIdCode;
}
