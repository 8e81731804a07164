// The past fair page /pastfairs/:series/:fair (exhibitor-area §2 Documents and past fair page, §5 past fairs, §8).
// Only reads: no data is changed.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

type PastFairs = { fairs: Array<{ idCode: string; displayName: { de: string; fr: string; en: string } }> };

/** The user's past fairs of a series, newest first, from the page's own call. */
async function pastFairsOf(page: Page, seriesId: string): Promise<PastFairs['fairs']> {
  const response = await page.request.get(`/api/exhibitor/pastfairs/${seriesId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as PastFairs).fairs;
}

async function openPastFair(page: Page, email: string, seriesId: string, index = 0): Promise<PastFairs['fairs']> {
  await signIn(page, email);
  const fairs = await pastFairsOf(page, seriesId);
  await page.goto(`/pastfairs/${seriesId}/${fairs[index].idCode}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fairs[index].displayName.de);
  return fairs;
}

test.describe('past fair page as aussteller', () => {
  // spec: exhibitor-area §2 past fair page — each booth's hall / booth number with its documents, order BKOP, STANGEBT, HPLAN, STSKIZZE
  test('shows the booth with its documents in the order of past fairs, each with a download', async ({ page }) => {
    await openPastFair(page, demo.users.anna.email, 'R-HAB');
    const booth = page.getByRole('article', { name: 'Halle 2.1 / B12' });
    await expect(booth).toBeVisible();
    const documents = booth.locator('[data-document-type]');
    await expect(documents).toHaveCount(4);
    expect(
      await documents.evaluateAll((items) => items.map((item) => item.getAttribute('data-document-type'))),
    ).toEqual(['BKOP', 'STANGEBT', 'HPLAN', 'STSKIZZE']);
    await expect(documents.first()).toContainText('Rechnung');
    const download = documents.first().getByRole('link', { name: /Herunterladen/ });
    const href = await download.getAttribute('href');
    expect(href).toBe(`/api/rubin/documentcontent/D-${demo.booths.annaAllocatedHabLastYear.regiNr}-03/file`);
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
  });

  // spec: exhibitor-area §2 past fair page — a teaser (type 1, the series' teaser)
  test('shows the series’ teaser', async ({ page }) => {
    await openPastFair(page, demo.users.anna.email, 'R-HAB');
    await expect(page.getByRole('complementary', { name: 'Tipp für Ihre nächste Messe' })).toContainText(
      'Habitat Bern',
    );
  });

  // spec: exhibitor-area §2 — left navigation of the past fairs of the series, §5 latest first; keyboard
  test('moves between the past fairs of the series with the left navigation, also by keyboard', async ({ page }) => {
    const fairs = await openPastFair(page, demo.users.anna.email, 'R-ART');
    expect(fairs).toHaveLength(2);
    const navigation = page.getByRole('navigation', { name: 'Vergangene Messen dieser Reihe' });
    const links = navigation.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article', { name: 'Halle A / A17' })).toBeVisible();

    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/pastfairs/R-ART/${fairs[1].idCode}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fairs[1].displayName.de);
    await expect(page.getByRole('article', { name: 'Halle B / B03' })).toBeVisible();
    await expect(links.nth(1)).toHaveAttribute('aria-current', 'page');

    await links.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/pastfairs/R-ART/${fairs[0].idCode}$`));
    await expect(page.getByRole('article', { name: 'Halle A / A17' })).toBeVisible();
    // The renewal offer (OP) of that fair is no past participation (spec: exhibitor-area §4 Booth status OP).
    await expect(page.getByRole('article', { name: 'Halle B / B09' })).toHaveCount(0);
  });

  // beyond the spec: axe has no violation at 375, 768, 1024 and 1440 px; no horizontal overflow
  for (const width of [375, 768, 1024, 1440]) {
    test(`has no axe violation and no horizontal overflow at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPastFair(page, demo.users.anna.email, 'R-GAS');
      await expect(page.locator('[data-document-type]').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

// spec: exhibitor-area §8 — booth or fair of the route not found: Home showing errors.boothNotFound
test('another user’s series leads Home with the boothNotFound message (haendler)', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  const [habFair] = await pastFairsOf(page, 'R-HAB');
  await page.context().clearCookies();
  await signIn(page, demo.users.luc.email);
  await page.goto(`/pastfairs/R-HAB/${habFair.idCode}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Le stand demandé ne peut pas être affiché.' })).toBeVisible();
});

test('a fair of the address that is not among the series’ past fairs leads Home with the boothNotFound message', async ({
  page,
}) => {
  await signIn(page, demo.users.anna.email);
  await page.goto('/pastfairs/R-HAB/NOPE99');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Der gewünschte Stand kann nicht angezeigt werden.' }),
  ).toBeVisible();
});
