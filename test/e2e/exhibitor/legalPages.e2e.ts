import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

// spec: exhibitor-area §2 (/imprint, /dataprotection, /logout), §9 breakpoints; axe on every route at 375, 768, 1024 and 1440 px
for (const { path, heading } of [
  { path: '/imprint', heading: 'Impressum' },
  { path: '/dataprotection', heading: 'Datenschutzerklärung' },
]) {
  test(`${path} passes axe and has no horizontal overflow at 375, 768, 1024 and 1440 px`, async ({ page }) => {
    // The legal pages are public; signed in, they show in the shell with the fair navigation.
    await signIn(page, demo.users.anna.email);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}

test('the signed-out page passes axe at 375, 768, 1024 and 1440 px and offers the sign-in again', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
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

// spec: exhibitor-area §2 (/imprint, /dataprotection, Shell), §7 (the user's language); the legal pages
// titled in each language (the French imprint was "Impressum") and, opened directly, in the same shell as every
// other page with the fair navigation.
for (const { email, language, imprint, dataProtection, fairs, mainNavigation, appTitle } of [
  {
    email: demo.users.anna.email,
    language: 'de',
    imprint: 'Impressum',
    dataProtection: 'Datenschutzerklärung',
    fairs: 'Messen',
    mainNavigation: 'Hauptnavigation',
    appTitle: 'Aussteller-Servicecenter',
  },
  {
    email: demo.users.luc.email,
    language: 'fr',
    imprint: 'Mentions légales',
    dataProtection: 'Déclaration de protection des données',
    fairs: 'Salons',
    mainNavigation: 'Navigation principale',
    appTitle: 'Centre de services exposants',
  },
  {
    email: demo.users.emily.email,
    language: 'en',
    imprint: 'Legal notice',
    dataProtection: 'Data protection policy',
    fairs: 'Fairs',
    mainNavigation: 'Main navigation',
    appTitle: 'Exhibitor Service Centre',
  },
]) {
  test(`${language}: the legal pages are titled in ${language} and, opened directly, keep the shell with the fair navigation`, async ({
    page,
  }) => {
    await signIn(page, email);
    for (const [path, heading] of [
      ['/imprint', imprint],
      ['/dataprotection', dataProtection],
    ] as const) {
      // A full page load of the address, as from a bookmark or the footer of a mail.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · ${appTitle}`);
      const navigation = page.getByRole('navigation', { name: mainNavigation });
      await expect(navigation.getByRole('button', { name: fairs })).toBeVisible();
      await navigation.getByRole('button', { name: fairs }).click();
      await expect(navigation.locator('.fair-entry-booth').first()).toBeVisible();
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: imprint })).toBeVisible();
  });
}

test('signed out, the imprint is public: titled in German, without the navigation of signed-in users', async ({
  page,
}) => {
  await page.goto('/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
});
