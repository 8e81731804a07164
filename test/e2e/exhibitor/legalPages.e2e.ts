import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../support.ts';

// spec: exhibitor-area §2 (/imprint, /dataprotection, /logout), §9 breakpoints; issue 8: axe on every route at 375, 768, 1024 and 1440 px
for (const { path, heading } of [
  { path: '/imprint', heading: 'Impressum' },
  { path: '/dataprotection', heading: 'Datenschutzerklärung' },
]) {
  test(`${path} passes axe and has no horizontal overflow at 375, 768, 1024 and 1440 px`, async ({ page }) => {
    // The legal pages are public; signed in, they show in the shell with the fair navigation.
    await signIn(page, 'aussteller@demo.test');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}

test('the signed-out page passes axe at 375, 768, 1024 and 1440 px and offers the sign-in again', async ({ page }) => {
  await signIn(page, 'aussteller@demo.test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind abgemeldet');
  await expect(page.getByRole('link', { name: 'Erneut anmelden' })).toBeVisible();
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
  }
});

test('the sign-in error page passes axe at 375, 768, 1024 and 1440 px', async ({ page }) => {
  await page.goto('/oidc-callback-error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung fehlgeschlagen');
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
  }
});
