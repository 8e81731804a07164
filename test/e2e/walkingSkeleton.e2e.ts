import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';
import { demo } from '../support/demo.ts';

// spec: exhibitor-area §2 Home, §6 roles
test('an exhibitor signs in through the login page and sees the welcome and the booths', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Anna Muster');
  const cards = page.locator('[data-regi-nr]');
  // spec: exhibitor-area §9 — the booth list first shows 5 cards and a show-all toggle
  await expect(cards).toHaveCount(5);
  await page
    .getByRole('region', { name: 'Ihre Stände' })
    .getByRole('button', { name: /Alle \d+ anzeigen/ })
    .click();
  expect(await cards.count()).toBeGreaterThanOrEqual(7);
  await expect(cards.first()).toContainText(/Halle .+ \/ /);
});

test('a new member sees no booths', async ({ page }) => {
  await signIn(page, demo.users.nina.email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nina Neumann');
  await expect(page.locator('[data-regi-nr]')).toHaveCount(0);
});

// spec: exhibitor-area §2 — any unknown path redirects to /
test('an unknown path lands on the home page after sign-in', async ({ page }) => {
  await signIn(page, demo.users.anna.email, '/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Anna Muster');
});

// Logout (ending on the "signed out" page) is tested in exhibitor/home.e2e.ts.

test('the language switcher changes the page language and is remembered', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  await page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Anna Muster');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Anna Muster');
});

test('the home page passes axe checks and works at every breakpoint of the spec', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // spec: exhibitor-area §9 breakpoints xs 450, sm 768, md 1024, lg 1200
  for (const width of [320, 450, 768, 1024, 1200]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
});

test('the page is keyboard usable: the skip link leads to the main content', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /Zum Inhalt/ });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
