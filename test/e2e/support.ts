import { expect, type Page } from '@playwright/test';

/** Signs in through the real login page of the development identity provider. */
export async function signIn(page: Page, email: string, startPath = '/'): Promise<void> {
  await page.goto(startPath);
  await expect(page.locator('form input[name=login]')).toBeVisible();
  await page.fill('input[name=login]', email);
  await page.fill('input[name=password]', 'demo');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
}
