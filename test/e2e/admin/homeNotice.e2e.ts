// spec: exhibitor-area §2 Home (message banner shown after 1.5 s when a message is set, dismissed by its button, in
// the user's language); beyond the spec: the screen "Hinweis Startseite" where managers set it with its days.
// SHOTS_DIR=<folder> saves the screens.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo } from '../../support/demo.ts';
import { signIn } from '../support.ts';
import { expectNoAxeViolations, managerApi, signInAsManager } from './adminSupport.ts';

const SHOTS_DIR = process.env['SHOTS_DIR'];
const WIDTHS = [1440, 1024, 375] as const;

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

const germanDay = (offset: number): string => {
  const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return day.split('-').reverse().join('.');
};

/** An exhibitor's Home in a browser of their own, once its banners had their time. */
async function exhibitorHome(browser: Browser, email: string, width = 1440): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signIn(page, email);
  await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
  return page;
}

/** Takes the notice down through the API, whatever a failed step left. */
async function takeDown(page: Page): Promise<void> {
  const { request, csrf } = await managerApi(page);
  const current = (await (await request.get('/api/admin/home-notice')).json()) as { version: number };
  await request.put('/api/admin/home-notice', {
    data: { textDe: '', textFr: '', textEn: '', shown: null, version: current.version },
    headers: { 'X-CSRF-Token': csrf },
  });
}

test('a manager sets the Home notice and exhibitors read it in their language, until it is taken down', async ({
  page,
  browser,
}) => {
  await signInAsManager(page, '/admin/fair');
  try {
    await page
      .getByRole('navigation', { name: 'Admin-Navigation' })
      .getByRole('link', { name: 'Hinweis Startseite' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hinweis Startseite' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Zurzeit wird kein Hinweis angezeigt.' })).toBeVisible();

    // A text in one language only is refused with the German message, nothing lost.
    await page.getByLabel('Hinweis (Deutsch)').fill('Wartung am Samstag von 6 bis 8 Uhr');
    await page.getByRole('button', { name: 'Hinweis speichern' }).click();
    await expect(
      page.getByText('Bitte den Hinweis in allen drei Sprachen angeben oder alle drei leeren').first(),
    ).toBeVisible();
    await expect(page.getByLabel('Hinweis (Deutsch)')).toHaveValue('Wartung am Samstag von 6 bis 8 Uhr');

    await page.getByLabel('Hinweis (Französisch)').fill('Maintenance samedi de 6 h à 8 h');
    await page.getByLabel('Hinweis (Englisch)').fill('Maintenance on Saturday from 6 to 8 am');
    const range = page.getByRole('group', { name: 'Anzeigen' });
    await range.getByLabel('Von').fill(germanDay(-1));
    await range.getByLabel('Bis').fill(germanDay(3));
    // The keyboard saves as the button does.
    await page.getByLabel('Hinweis (Englisch)').focus();
    await page.getByRole('button', { name: 'Hinweis speichern' }).press('Enter');
    await expect(page.getByText('Der Hinweis auf der Startseite wurde gespeichert.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Aussteller sehen diesen Hinweis jetzt' })).toContainText(
      `bis und mit ${germanDay(3)}`,
    );
    await expectNoAxeViolations(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, `home-notice-${width}`);
    }

    const french = await exhibitorHome(browser, demo.users.luc.email, 375);
    const banner = french.locator('[data-banner=notice]');
    await expect(banner).toContainText('Maintenance samedi de 6 h à 8 h');
    await shoot(french, 'home-notice-exhibitor-fr-375');
    const english = await exhibitorHome(browser, demo.users.emily.email);
    await expect(english.locator('[data-banner=notice]')).toContainText('Maintenance on Saturday from 6 to 8 am');
    await english.locator('[data-banner=notice]').getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(english.locator('[data-banner=notice]')).toHaveCount(0);

    // Blank texts take it down: the next Home has no notice.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const language of ['Deutsch', 'Französisch', 'Englisch'])
      await page.getByLabel(`Hinweis (${language})`).fill('');
    await page.getByRole('button', { name: 'Hinweis speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zurzeit wird kein Hinweis angezeigt.' })).toBeVisible();
    const home = french.waitForResponse((response) => response.url().endsWith('/api/exhibitor/home'));
    await french.reload();
    expect(((await (await home).json()) as { message: unknown }).message).toBeNull();
    await expect(french.locator('[data-regi-nr]').first()).toBeVisible();
    await expect(french.locator('[data-banner=notice]')).toHaveCount(0);
  } finally {
    await takeDown(page);
  }
});
