// Stored images on the exhibitor pages (admin-back-office §3 logos and teaser images): the pages carry
// the images' own addresses (/api/images/...) instead of data URLs, and every image still loads and shows.
// Mutates nothing.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

/**
 * Every image under `scope` is served from /api/images and has loaded (decoded with a size) once scrolled to: those
 * below the fold load lazily.
 */
async function expectLoadedStoredImages(scope: Locator, atLeast: number): Promise<void> {
  const images = scope.locator('img');
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(atLeast);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute(
      'src',
      /^\/api\/images\/(fairs|fairwallentries|teasers)\/[0-9a-f-]{36}\/\w+\/[\w-]{16}$/,
    );
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
}

async function openBooth(page: Page, email: string, regiNr: string): Promise<void> {
  await signIn(page, email);
  const response = await page.request.get(`/api/exhibitor/booths/${regiNr}`);
  const code = ((await response.json()) as { fair: { idCode: string } }).fair.idCode;
  await page.goto(`/fair/${code}/${regiNr}`);
  await expect(page.getByRole('tablist')).toBeVisible();
}

test('home: the booth cards’ fair logos and the wall of other fairs load from their own addresses', async ({
  page,
}) => {
  const home = page.waitForResponse((response) => response.url().endsWith('/api/exhibitor/home'));
  await signIn(page, demo.users.anna.email);
  const body = await (await home).text();
  expect(body).not.toContain('data:image');
  await expectLoadedStoredImages(page.locator('[data-section=wall]'), 1);
  await expectLoadedStoredImages(page.locator('article.booth-card').first(), 1);
});

test('fair page: the header logo and the navigation teaser (type 136) load from their own addresses', async ({
  page,
}) => {
  await openBooth(page, demo.users.anna.email, demo.booths.annaOrderedGas.regiNr);
  await expectLoadedStoredImages(page.locator('.fair-header'), 1);
  await expectLoadedStoredImages(page.locator('.fair-side-teaser'), 1);
});
