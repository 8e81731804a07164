// What a colleague at level "Aufgaben" (tasks) sees of the booth shared with them: no price, no costs tab, no invoice
// among the documents, none of the holder's contract actions; and the API refuses the costs and the invoice's file to
// that browser too. de, fr, en at 375 and 1440 px, axe-clean, without sideways scrolling.
// Reads only: team@demo.test is seeded as member (tasks) of booth annaConfirmedHab; the language is put back to the
// colleague's own (en) at the end. spec: exhibitor-area §2 Fair page, Home; domain/team/boothOperations
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const booth = demo.booths.annaConfirmedHab;
const member = demo.users.team;
const boothPage = `/fair/${booth.fairIdCode}/${booth.regiNr}`;
const widths = [375, 1440] as const;
const invoice = demo.catalogue.documents[booth.regiNr]?.find((document) => document.typ === 'BKOP');

/** An amount of money as the portal writes it (CHF 10'332.00, or the bare figure in a table). */
const AMOUNT = /CHF\s*[\d'’]+\.\d{2}|\d{1,3}(['’]\d{3})+\.\d{2}/;

const texts = {
  de: {
    tabs: 'Bereiche des Stands',
    withheld: 'ohne Kosten, Rechnungen',
    costs: 'Kosten',
    invoice: 'Rechnung',
    contact: 'Messeteam kontaktieren',
  },
  fr: {
    tabs: 'Rubriques du stand',
    withheld: 'sans coûts, factures',
    costs: 'Coûts',
    invoice: 'Facture',
    contact: 'Contacter l’équipe du salon',
  },
  en: {
    tabs: 'Booth sections',
    withheld: 'without costs, invoices',
    costs: 'Costs',
    invoice: 'Invoice',
    contact: 'Contact the fair team',
  },
} as const;
type Language = keyof typeof texts;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function switchLanguage(page: Page, language: Language): Promise<void> {
  // The switcher is in the header at a desktop width; the page is looked at in both widths afterwards.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.locator(`.language-button[lang=${language}]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
}

test.describe('a team member at level tasks', () => {
  test.beforeAll(() => {
    // The demo's invoice of the shared booth is what the member must not read; without one this test proves nothing.
    expect(invoice, `the demo booth ${booth.regiNr} has an invoice (BKOP)`).toBeDefined();
  });

  for (const language of ['de', 'fr', 'en'] as const) {
    test(`sees no price, costs, invoice or contract action on the shared booth (${language})`, async ({
      page,
    }, testInfo) => {
      const words = texts[language];
      await signIn(page, member.email, boothPage);
      try {
        await switchLanguage(page, language);
        const tablist = page.getByRole('tablist', { name: words.tabs });
        await expect(tablist).toBeVisible();
        await expect(page.locator('.fair-header .badge-shared')).toBeVisible();
        // The header says what the level leaves out, so that a missing costs tab is not a puzzle.
        await expect(page.locator('.fair-header-access')).toContainText(words.withheld);
        await expect(tablist.getByRole('tab', { name: words.costs })).toHaveCount(0);
        await expect(tablist.getByRole('tab', { name: 'Team' })).toHaveCount(0);
        await expect(page.locator('#panel-costs, .cost-total, .cost-group-subtotal')).toHaveCount(0);

        // None of the holder's contract actions, no basket banner; the contact stays, and no empty box is left.
        await expect(page.locator('.complete-order')).toHaveCount(0);
        const actions = page.locator('.fair-actions');
        await expect(actions.getByRole('link')).toHaveCount(0);
        await expect(actions.getByRole('button', { name: words.contact })).toBeVisible();

        // Every tab the member has, one after the other: no amount of money on any of them.
        const tabNames = await tablist.getByRole('tab').allTextContents();
        for (const name of tabNames) {
          await tablist.getByRole('tab', { name, exact: true }).click();
          await expect(page.locator('.fair-tabpanel:not([hidden])')).toBeVisible();
          expect(await page.locator('main').innerText(), `tab ${name}`).not.toMatch(AMOUNT);
        }

        // The info tab lists the other documents, but no invoice, and no download of it.
        await page.goto(`${boothPage}#tab-info`);
        const info = page.locator('#panel-info');
        await expect(info.locator('.document-group').first()).toBeVisible();
        await expect(info.locator('.document-group h3', { hasText: words.invoice })).toHaveCount(0);
        await expect(info.locator(`a[href*="${invoice!.dokumentId}"]`)).toHaveCount(0);
        await expect(info.locator('.document-row')).not.toHaveCount(0);

        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await expect(page.locator('.fair-header')).toBeVisible();
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page);
          // From the top: a page scrolled to its tab would draw the sticky header across the middle of a full shot.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: testInfo.outputPath(`member-info-${language}-${width}.png`), fullPage: true });
        }
      } finally {
        await switchLanguage(page, 'en');
      }
    });
  }

  test('is refused the costs and the invoice file by the API, and sees no price on Home or the deadlines', async ({
    page,
  }) => {
    await signIn(page, member.email);
    expect((await page.request.get(`/api/rubin/boothcost/${booth.regiNr}`)).status()).toBe(404);
    expect((await page.request.get(`/api/rubin/boothlinks/${booth.regiNr}`)).status()).toBe(404);
    expect((await page.request.get(`/api/rubin/documentcontent/${invoice!.dokumentId}/file`)).status()).toBe(404);
    // The same browser does read the booth's hall plan: the refusal is of the invoice, not of the session.
    const plan = demo.catalogue.documents[booth.regiNr].find((document) => document.typ === 'HPLAN')!;
    expect((await page.request.get(`/api/rubin/documentcontent/${plan.dokumentId}/file`)).status()).toBe(200);

    const card = page.locator(`.booth-card[data-regi-nr="${booth.regiNr}"]`);
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(AMOUNT);
    await expect(card.locator('.badge-warning')).toHaveCount(0);
    await page.goto('/deadlines');
    const row = page.locator(`.deadline-row[data-regi-nr="${booth.regiNr}"]`).first();
    await expect(row).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(AMOUNT);
  });
});
