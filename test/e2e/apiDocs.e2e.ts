import { expect, test } from '@playwright/test';

/**
 * The API description at /api/docs as the developer of another service uses it: Swagger UI authorises with a
 * demo service account (client credentials, secret demo) and calls an operation that its scope allows, and
 * one that it does not.
 */
test('Swagger UI authorises with demo-reader and calls the back office within its scope', async ({ page }) => {
  // Swagger UI renders the whole description (over 150 operations) before anything can be clicked: on a busy
  // two-core machine that alone takes a minute.
  test.setTimeout(240_000);
  await page.goto('/api/docs');
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  const dialog = page.locator('.modal-ux');
  const oauth = dialog.locator('.auth-container', { hasText: 'serviceAccount' });
  await oauth.locator('input#client_id_clientCredentials').fill('demo-reader');
  await oauth.locator('input#client_secret_clientCredentials').fill('demo');
  await oauth.locator('input[type="checkbox"][data-value="fairs:read"] + label').click();
  await oauth.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
  // Swagger UI took a token from the identity provider: the box now offers to log out.
  await expect(oauth.locator('button', { hasText: 'Logout' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  const tryOperation = async (tag: string, operationId: string) => {
    // The tags start folded: the operation shows once its tag is opened.
    await page.locator(`h3.opblock-tag[data-tag="${tag}"]`).click();
    const operation = page.locator(`[id$="-${operationId}"]`);
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    return operation.locator('.live-responses-table tbody .response-col_status').first();
  };
  await expect(await tryOperation('Admin: Fairs', 'listAdminFairs')).toHaveText('200');
  // Creating a blacklist entry (with the example body) needs fairs:write, which is not the reader's: 403.
  await expect(await tryOperation('Admin: Core data', 'saveBlacklistEntry')).toHaveText('403');
});
