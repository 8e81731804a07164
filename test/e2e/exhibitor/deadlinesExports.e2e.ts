// The deadlines page's filters in its address, the end of its calendar subscription, its state for a user without
// booths, and the downloads of the deadlines list and of a booth's costs (Excel, CSV), in de, fr and en at 375, 1024
// and 1440 px. Mutates only: the calendar subscriptions of aussteller, haendler and mitaussteller (ended again) and
// aussteller's language (set back to German at the end).
// spec: exhibitor-area §2 Task list (status filter), Cost list; §4 task display state; §9 Locales
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const WIDTHS = [375, 1024, 1440] as const;
const SHOTS = '/tmp/shots-exports';

const LANGUAGES = [
  {
    language: 'de',
    email: demo.users.anna.email,
    title: 'Fristen',
    excel: 'Excel herunterladen',
    csv: 'CSV herunterladen',
    subscribe: 'Kalender abonnieren',
    revoke: 'Abo beenden',
    revokeTitle: 'Abo beenden?',
    revoked: 'Ihr Kalender-Abo ist beendet.',
    noBooths: 'Sie haben noch keinen Stand',
    costsTab: 'Kosten',
  },
  {
    language: 'fr',
    email: demo.users.luc.email,
    title: 'Échéances',
    excel: 'Télécharger Excel',
    csv: 'Télécharger CSV',
    subscribe: 'S’abonner dans l’agenda',
    revoke: 'Mettre fin à l’abonnement',
    revokeTitle: 'Mettre fin à l’abonnement ?',
    revoked: 'Votre abonnement d’agenda est résilié.',
    noBooths: 'Vous n’avez pas encore de stand',
    costsTab: 'Coûts',
  },
  {
    language: 'en',
    email: demo.users.emily.email,
    title: 'Deadlines',
    excel: 'Download Excel',
    csv: 'Download CSV',
    subscribe: 'Subscribe to calendar',
    revoke: 'End subscription',
    revokeTitle: 'End the subscription?',
    revoked: 'Your calendar subscription has ended.',
    noBooths: 'You have no booth yet',
    costsTab: 'Costs',
  },
] as const;
type Language = (typeof LANGUAGES)[number]['language'];

type Deadline = { fair: { idCode: string }; booth: { regiNr: string }; task: { id: string }; state: string };

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAxeClean(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

const rows = (page: Page) => page.locator('li.deadline-row:not(.deadline-row-skeleton)');
const shownIds = (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((item) => `${(item as HTMLElement).dataset.regiNr}/${(item as HTMLElement).dataset.taskId}`),
  );

async function openDeadlines(page: Page, email: string, path = '/deadlines'): Promise<void> {
  await signIn(page, email, path);
  if (!page.url().includes('/deadlines')) await page.goto(path);
  await expect(rows(page).first().or(page.locator('.empty-state'))).toBeVisible({ timeout: 30_000 });
}

async function deadlinesOf(page: Page, language: Language, query = ''): Promise<Deadline[]> {
  const response = await page.request.get(`/api/exhibitor/deadlines?language=${language}${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { deadlines: Deadline[] }).deadlines;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test.describe('the deadlines filters in the address', () => {
  test('de: are written on change, kept on reload, back from a task and in a shared link', async ({
    page,
    browser,
  }) => {
    await openDeadlines(page, demo.users.anna.email);
    const all = await deadlinesOf(page, 'de');
    const fair = demo.fairs.agr.idCode;
    const expected = all.filter((deadline) => deadline.fair.idCode === fair && deadline.state === 'overdue');
    expect(expected.length).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Messe' }).selectOption(fair);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('overdue');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/deadlines' && url.search === `?fair=${fair}&state=overdue`,
    );
    await expect(rows(page)).toHaveCount(expected.length);
    const filtered = await shownIds(page);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Messe' })).toHaveValue(fair);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('overdue');
    await expect(rows(page)).toHaveCount(expected.length);

    // To a task and Back: the same filtered list (the filters replaced the entry, they added none).
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/fair\//);
    await page.goBack();
    await expect(page).toHaveURL(`/deadlines?fair=${fair}&state=overdue`);
    await expect(rows(page)).toHaveCount(expected.length);
    expect(await shownIds(page)).toEqual(filtered);

    // A link shared with a colleague's browser names the same filters.
    const shared = await browser.newPage();
    try {
      await openDeadlines(shared, demo.users.anna.email, `/deadlines?fair=${fair}&state=overdue`);
      await expect(shared.getByRole('combobox', { name: 'Status' })).toHaveValue('overdue');
      expect(await shownIds(shared)).toEqual(filtered);
    } finally {
      await shared.close();
    }

    // Back to all: the plain address again.
    await page.getByRole('combobox', { name: 'Messe' }).selectOption('all');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await expect(page).toHaveURL((url) => url.pathname === '/deadlines' && url.search === '');
    await expect(rows(page)).toHaveCount(all.length);
  });
});

for (const entry of LANGUAGES) {
  const { language, email } = entry;
  test.describe(`deadlines page (${language})`, () => {
    test('ending the calendar subscription moves the focus to subscribing again and confirms it', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 900 });
      await openDeadlines(page, email);
      const feed = page.locator('section.calendar-feed');
      await feed.getByRole('button', { name: entry.subscribe }).click();
      await expect(feed.getByRole('button', { name: entry.revoke })).toBeVisible();
      await feed.getByRole('button', { name: entry.revoke }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: entry.revokeTitle });
      await dialog.getByRole('button', { name: entry.revoke }).click();
      await expect(dialog).toBeHidden();
      const subscribe = feed.getByRole('button', { name: entry.subscribe });
      await expect(subscribe).toBeFocused();
      await expect(feed.getByRole('status').filter({ hasText: entry.revoked })).toBeVisible();
      await lookAt(page, `deadlines-revoked-${language}`);
      // The next step clears the confirmation.
      await subscribe.click();
      await expect(feed.getByRole('status').filter({ hasText: entry.revoked })).toHaveCount(0);
      await feed.getByRole('button', { name: entry.revoke }).click();
      await page.getByRole('dialog', { name: entry.revokeTitle }).getByRole('button', { name: entry.revoke }).click();
      await expect(feed.getByRole('button', { name: entry.subscribe })).toBeFocused();
    });

    test('a user without booths is told so, with the way to Home, not that all is done', async ({ page }) => {
      await openDeadlines(page, demo.users.nina.email);
      if (language !== 'de') {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.locator(`.language-button[lang=${language}]`).click();
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      }
      const empty = page.locator('.deadlines-no-booths');
      await expect(empty).toContainText(entry.noBooths);
      await expect(page.locator('.deadlines-all-done')).toHaveCount(0);
      await expect(page.getByText(/Gut gemacht|Bravo|Well done/)).toHaveCount(0);
      await expect(page.locator('.export-button[aria-disabled="true"]')).toHaveCount(2);
      await lookAt(page, `deadlines-no-booths-${language}`);
      await empty.getByRole('link').click();
      await expect(page).toHaveURL('/');
      if (language !== 'de') await page.locator('.language-button[lang=de]').click();
    });

    test('downloads the filtered list as Excel and CSV by keyboard, equal to the list shown', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openDeadlines(page, email);
      const state = (await deadlinesOf(page, language))[0].state;
      await page.locator('.deadlines-toolbar select').nth(1).selectOption(state);
      const expected = await deadlinesOf(page, language, `&state=${state}`);
      await expect(rows(page)).toHaveCount(expected.length);

      const excel = page.getByRole('button', { name: entry.excel });
      await excel.focus();
      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
      await expect(excel).toBeFocused();
      // An Office Open XML file, a ZIP (exceljs reads it back in test/adapters/http/exports.test.ts).
      expect((await bytesOf(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: entry.csv }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^[a-z]+-\d{4}-\d\d-\d\d\.csv$/);
      const [, ...lines]: string[][] = parse(await bytesOf(csv), { bom: true, delimiter: ';' });
      expect(lines).toHaveLength(expected.length);
      expect(lines.map((line) => line[2])).toEqual(await rows(page).locator('.deadline-task').allTextContents());
      await lookAt(page, `deadlines-${language}`);
    });
  });
}

test.describe('the downloads when they fail or take long', () => {
  test('de: the button says the file is being made, and a failure is announced', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await openDeadlines(page, demo.users.anna.email);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/exhibitor/deadlines?*', async (route) => {
      if (!route.request().headers().accept?.startsWith('text/csv')) return route.continue();
      await held;
      await route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' });
    });
    const csv = page.getByRole('button', { name: 'CSV herunterladen' });
    await csv.click();
    await expect(page.getByRole('button', { name: 'Datei wird erstellt …' })).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Die Datei konnte nicht erstellt werden.' })).toBeVisible();
    await expect(csv).toBeFocused();
    await expectAxeClean(page);
    await page.screenshot({ path: `${SHOTS}/deadlines-export-failed-375.png` });
  });
});

test.describe('the costs tab', () => {
  test('downloads the booth’s costs as Excel and CSV in de, fr and en; axe clean at 375, 1024 and 1440 px', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const regiNr = demo.booths.annaConfirmedHab.regiNr;
    await signIn(page, demo.users.anna.email);
    const booth = (await (await page.request.get(`/api/exhibitor/booths/${regiNr}`)).json()) as {
      fair: { idCode: string };
    };
    const lines = (await (await page.request.get(`/api/rubin/boothcost/${regiNr}`)).json()) as unknown[];
    expect(lines.length).toBeGreaterThan(0);
    try {
      for (const entry of LANGUAGES) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(`/fair/${booth.fair.idCode}/${regiNr}#tab-costs`);
        await page.locator(`.language-button[lang=${entry.language}]`).click();
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${entry.language}`));
        await expect(page.getByRole('tab', { name: entry.costsTab })).toHaveAttribute('aria-selected', 'true');
        const [xlsx] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: entry.excel }).click(),
        ]);
        expect(xlsx.suggestedFilename()).toBe(
          `${{ de: 'kosten', fr: 'couts', en: 'costs' }[entry.language]}-${regiNr}.xlsx`,
        );
        const [csv] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: entry.csv }).click(),
        ]);
        const parsed: string[][] = parse(await bytesOf(csv), { bom: true, delimiter: ';' });
        expect(parsed).toHaveLength(lines.length + 1);
        await lookAt(page, `costs-${entry.language}`);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.locator('.language-button[lang=de]').click();
      await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    }
  });
});
