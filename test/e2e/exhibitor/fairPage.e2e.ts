// The fair and booth page (exhibitor-area §2 Fair page, §4, §5, §8, §9); the tasks tab's content has its own tests.
// Mutates nothing but the contact mails it sends (aussteller@demo.test, 100101: two messages, under the limit of 5).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

/** The fair id code of a booth (it follows the demo data's year), from the page's own call. */
async function fairCodeOf(page: Page, regiNr: string): Promise<string> {
  const response = await page.request.get(`/api/exhibitor/booths/${regiNr}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { fair: { idCode: string } }).fair.idCode;
}

/** Signs in and opens the booth's fair page from its address (with an optional hash). */
async function openBooth(page: Page, email: string, regiNr: string, hash = ''): Promise<string> {
  await signIn(page, email);
  const code = await fairCodeOf(page, regiNr);
  await page.goto(`/fair/${code}/${regiNr}${hash}`);
  await expect(page.getByRole('tablist')).toBeVisible();
  return code;
}

const tab = (page: Page, id: string) => page.locator(`#tab-${id}`);
const selected = (page: Page, id: string) => expect(tab(page, id)).toHaveAttribute('aria-selected', 'true');

test.describe('header', () => {
  // spec: exhibitor-area §2 Fair page header: fair name, date range, logo, addresses, booth details, exhibitor type, show more / less
  test('shows the fair and booth, and the details with show more / show less (aussteller, de)', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Habitat Bern/);
    const header = page.locator('.fair-header');
    await expect(header).toContainText('Halle 2.1 / B12');
    // The demo fair follows today's date, so its range may stay in one month ("28.–30. Dezember 2026") or cross
    // into the next month or year ("28. Dezember 2026 – 1. Januar 2027").
    await expect(header).toContainText(/\d{1,2}\.(?: \p{L}+(?: \d{4})?)?\s?–\s?\d{1,2}\. \p{L}+ \d{4}/u);
    await expect(header.locator('img.fair-header-logo')).toBeVisible();
    const toggle = header.getByRole('button', { name: 'Mehr anzeigen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByText('Korrespondenzadresse')).toBeHidden();
    await toggle.click();
    const less = header.getByRole('button', { name: 'Weniger anzeigen' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    for (const text of [
      'Standadresse',
      'Korrespondenzadresse',
      'Vertragspartner',
      'Bruttofläche',
      '48 m²',
      'Blendentext',
      'Ausstellertyp',
      'Aussteller',
    ]) {
      await expect(header.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await less.click();
    await expect(header.getByText('Korrespondenzadresse')).toBeHidden();
  });

  // spec: exhibitor-area §1 (de, fr, en): the page asks for its texts in one language and reads them in it
  test('asks for its texts in the page language and shows them in the new one after a switch (aussteller)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/exhibitor/booths/')) asked.push(new URL(request.url()).search);
    });
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const header = page.locator('.fair-header');
    await expect(header.locator('.fair-header-status')).toHaveText('Standplatz bestätigt');
    await page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'English' }).click();
    await expect(header.locator('.fair-header-status')).toHaveText('Booth confirmed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Habitat Bern – Building/);
    await expect(page.locator('.task-card').first()).not.toContainText(/bestellen|Verzeichnis/);
    expect(asked.some((search) => search.includes('language=de') && search.includes('texts=language'))).toBe(true);
    expect(asked.some((search) => search.includes('language=en') && search.includes('texts=language'))).toBe(true);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(header.locator('.fair-header-status')).toHaveText('Standplatz bestätigt');
  });

  test('speaks French to the dealer and names the exhibitor type (haendler, fr)', async ({ page }) => {
    await openBooth(page, demo.users.luc.email, demo.booths.lucConfirmedHab.regiNr);
    await page.getByRole('button', { name: 'Afficher plus' }).click();
    await expect(page.locator('.fair-header')).toContainText('Revendeur agréé');
    await expect(page.getByRole('tab', { name: 'Déroulement' })).toBeVisible();
  });
});

test.describe('tabs', () => {
  // spec: exhibitor-area §2 Fair page: initial tab per booth status
  for (const [regiNr, status, initial] of [
    [demo.booths.annaConfirmedHab.regiNr, 'BESTAETIGT', 'tasks'],
    [demo.booths.annaAllocatedGas.regiNr, 'ZU', 'tasks'],
    [demo.booths.annaOpenHab.regiNr, 'OFFEN', 'statusflow'],
    [demo.booths.annaOrderedGas.regiNr, 'BESTELLT', 'statusflow'],
    [demo.booths.annaInReviewAgr.regiNr, 'IN_PRUEFUNG', 'statusflow'],
  ] as const) {
    test(`opens ${regiNr} (${status}) on the ${initial} tab`, async ({ page }) => {
      await openBooth(page, demo.users.anna.email, regiNr);
      await selected(page, initial);
      await expect(page.locator(`#panel-${initial}`)).toBeVisible();
    });
  }

  test('opens the co-exhibitor’s confirmed booth on tasks and the open one on the status flow (mitaussteller, en)', async ({
    page,
  }) => {
    await openBooth(page, demo.users.emily.email, demo.booths.emilyConfirmedGas.regiNr);
    await selected(page, 'tasks');
    const code = await fairCodeOf(page, demo.booths.emilyOpenHab.regiNr);
    await page.goto(`/fair/${code}/${demo.booths.emilyOpenHab.regiNr}`);
    await selected(page, 'statusflow');
    await expect(tab(page, 'statusflow')).toHaveText('Status');
  });

  // spec: exhibitor-area §2 Fair page: the address hash #tab-... selects a tab; a click sets it
  test('the address hash selects a tab and a click writes it', async ({ page }) => {
    const code = await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-costs');
    await selected(page, 'costs');
    await tab(page, 'info').click();
    await selected(page, 'info');
    await expect(page).toHaveURL(new RegExp(`/fair/${code}/${demo.booths.annaConfirmedHab.regiNr}#tab-info$`));
    await expect(page.locator('#panel-costs')).toBeHidden();
    await page.evaluate(() => {
      window.location.hash = '#tab-contact';
    });
    await selected(page, 'contact');
  });

  // WAI-ARIA tabs pattern: one tab stop, arrows move and select, Home / End
  test('arrow keys, Home and End move between the tabs and select them', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaOpenHab.regiNr);
    await selected(page, 'statusflow');
    await expect(page.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
    await tab(page, 'statusflow').focus();
    await page.keyboard.press('ArrowRight');
    await selected(page, 'tasks');
    await expect(tab(page, 'tasks')).toBeFocused();
    // The holder's last tab is Team.
    await page.keyboard.press('End');
    await selected(page, 'team');
    await page.keyboard.press('ArrowRight');
    await selected(page, 'statusflow');
    await page.keyboard.press('ArrowLeft');
    await selected(page, 'team');
    await page.keyboard.press('Home');
    await selected(page, 'statusflow');
    await expect(page).toHaveURL(/#tab-statusflow$/);
  });
});

test.describe('new booth', () => {
  // spec: exhibitor-area §2 Fair page: tasks and costs disabled for a new booth, info the default; a "new booth" entry
  test('disables tasks and costs, opens on info and marks the new-booth entry (aussteller)', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    const code = await fairCodeOf(page, demo.booths.annaConfirmedHab.regiNr);
    await page.goto(`/fair/${code}/new#tab-costs`);
    await selected(page, 'info');
    await expect(tab(page, 'tasks')).toHaveAttribute('aria-disabled', 'true');
    await expect(tab(page, 'costs')).toHaveAttribute('aria-disabled', 'true');
    // A disabled tab ignores a click (Playwright would wait for it to be enabled, so the click is forced).
    await tab(page, 'costs').click({ force: true });
    await selected(page, 'info');
    const nav = page.getByRole('navigation', { name: /Ihre Stände an der/ });
    await expect(nav.getByRole('link', { name: 'Neuer Stand' })).toHaveAttribute('aria-current', 'page');
    await tab(page, 'info').focus();
    await page.keyboard.press('ArrowLeft');
    await selected(page, 'statusflow');
    await page.keyboard.press('ArrowRight');
    await selected(page, 'info');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('is open to a new member, in their language (neu)', async ({ page }) => {
    await signIn(page, demo.users.nina.email);
    const fairs = (await (await page.request.get('/api/fairs')).json()) as Array<{
      idCode: string;
      openForRegistration: boolean;
    }>;
    const open = fairs.find((fair) => fair.openForRegistration) ?? fairs[0];
    await page.goto(`/fair/${open.idCode}/new`);
    await selected(page, 'info');
    await expect(tab(page, 'tasks')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Noch keine Standdokumente')).toBeVisible();
    // spec: exhibitor-area §2 Fair page actions: contact-the-fair-team, for a booth not yet registered too
    await page.locator('.fair-actions').getByRole('button', { name: 'Messeteam kontaktieren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Betreff').fill('Eckstand');
    await dialog.getByLabel('Nachricht', { exact: true }).fill('Haben Sie noch einen Eckstand?');
    const sent = page.waitForResponse((response) =>
      response.url().endsWith(`/api/exhibitor/fairs/${open.idCode}/contact`),
    );
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    expect((await sent).status()).toBe(200);
  });
});

test.describe('navigation and actions', () => {
  // spec: exhibitor-area §2 Home: booth cards lead to /fair/:code/:regiNr
  test('a booth card on Home leads to its fair page (haendler, fr)', async ({ page }) => {
    await signIn(page, demo.users.luc.email);
    const code = await fairCodeOf(page, demo.booths.lucConfirmedHab.regiNr);
    await page.locator(`[data-regi-nr="${demo.booths.lucConfirmedHab.regiNr}"] a`).first().click();
    await expect(page).toHaveURL(new RegExp(`/fair/${code}/${demo.booths.lucConfirmedHab.regiNr}$`));
    await expect(page.getByRole('tablist', { name: 'Rubriques du stand' })).toBeVisible();
    await expect(page.locator('.fair-header')).toContainText(demo.booths.lucConfirmedHab.regiNr);
  });

  // spec: exhibitor-area §2 Fair page: left fair navigation with the user's booths, the current one marked
  test('the fair navigation marks the current booth and leads to another', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const nav = page.getByRole('navigation', { name: /Ihre Stände an der/ });
    await expect(nav.getByRole('link', { name: /Halle 2\.1 \/ B12/ })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: new RegExp(demo.booths.annaOpenHab.regiNr) }).click();
    await expect(page).toHaveURL(new RegExp(`/${demo.booths.annaOpenHab.regiNr}$`));
    await expect(page.locator('.fair-header')).toContainText(demo.booths.annaOpenHab.regiNr);
  });

  // spec: exhibitor-area §2 Fair page: complete-the-order banner while hatWarenkorbPositionen
  test(`shows the complete-the-order banner on ${demo.booths.annaAllocatedGas.regiNr} only`, async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaAllocatedGas.regiNr);
    const banner = page.getByRole('region', { name: 'Ihre Bestellung ist noch nicht abgeschlossen' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /Bestellung abschliessen/ })).toBeVisible();
    const code = await fairCodeOf(page, demo.booths.annaConfirmedHab.regiNr);
    await page.goto(`/fair/${code}/${demo.booths.annaConfirmedHab.regiNr}`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ihre Bestellung ist noch nicht abgeschlossen' })).toHaveCount(0);
  });

  // spec: exhibitor-area §5 links to other hosts open in a new window
  test('action links of other hosts open in a new window', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
    const registration = page.getByRole('link', { name: /Standanmeldung öffnen/ });
    await expect(registration).toHaveAttribute('target', '_blank');
    await expect(registration).toHaveAttribute('rel', /noopener/);
  });

  // spec: exhibitor-area §2 Fair page: a teaser of type 136 beside the navigation
  test('shows the navigation teaser of its fair (type 136)', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaOrderedGas.regiNr);
    await expect(page.locator('.fair-side-teaser [data-teaser-type="136"] img')).toBeVisible();
  });
});

test.describe('costs and documents', () => {
  // spec: exhibitor-area §2 Cost list; §9 apostrophe thousands separator, 2 decimals
  test('groups the costs with subtotals, opens a group and formats money with apostrophes', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-costs');
    const panel = page.locator('#panel-costs');
    await expect(panel).toContainText('bis zu 3 Arbeitstagen');
    await expect(panel.locator('.cost-total')).toHaveText(/CHF \d{1,3}('\d{3})*\.\d{2}$/);
    await expect(panel.locator('.cost-total')).toContainText("'");
    const first = panel.locator('.cost-group-toggle').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const table = panel.locator('.cost-table').first();
    for (const column of ['Artikel', 'Beschreibung / Bemerkung', 'Menge', 'Preis (CHF)', 'Total (CHF)']) {
      await expect(table.getByRole('columnheader', { name: column })).toHaveCount(1);
    }
    await expect(table.locator('td.cost-amount').first()).toHaveText(/^\d{1,3}('\d{3})*\.\d{2}$/);
  });

  test('shows the empty state when a booth has no costs', async ({ page }) => {
    await openBooth(page, demo.users.emily.email, demo.booths.emilyOpenHab.regiNr, '#tab-costs');
    const panel = page.locator('#panel-costs');
    const groups = await panel.locator('.cost-group').count();
    if (groups === 0) await expect(panel.getByText('No costs yet')).toBeVisible();
    else await expect(panel.locator('.cost-total')).toContainText('CHF');
  });

  // spec: exhibitor-area §2 Documents: hall, file type, download; groups HPLAN, STSKIZZE, BKOP
  test('lists the booth documents in the order HPLAN, STSKIZZE, BKOP with hall, file type and a download', async ({
    page,
  }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-info');
    const panel = page.locator('#panel-info');
    const titles = await panel.locator('.document-group h3').allTextContents();
    expect(titles.slice(0, 3)).toEqual(['Hallenplan', 'Standskizze', 'Rechnung']); // BKOP, the invoice (spec §3)
    const row = panel.locator('.document-row').first();
    await expect(row).toContainText('Halle 2.1');
    await expect(row.locator('.document-type')).toHaveText(/PNG|PDF/);
    const download = row.getByRole('link', { name: /Herunterladen/ });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/api\/rubin\/documentcontent\/[^/]+\/file$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
  });

  // spec: exhibitor-area §1 (de, fr, en), §2 Documents (the fair's documents); admin-back-office §3 Fair document titleDe/Fr/En, linkDe/Fr/En
  for (const { email, regiNr, language, plan, manual, file } of [
    {
      email: demo.users.luc.email,
      regiNr: demo.booths.lucConfirmedHab.regiNr,
      language: 'fr',
      plan: /^Plan des halles /,
      manual: "Manuel de l'exposant",
      file: /\/downloads\/manuel-exposant\.pdf$/,
    },
    {
      email: demo.users.anna.email,
      regiNr: demo.booths.annaConfirmedHab.regiNr,
      language: 'de',
      plan: /^Hallenplan /,
      manual: 'Ausstellerhandbuch',
      file: /\/downloads\/ausstellerhandbuch\.pdf$/,
    },
  ]) {
    test(`shows the fair's own documents with title and link in the user's language (${language})`, async ({
      page,
    }) => {
      await openBooth(page, email, regiNr, '#tab-info');
      const fairDocuments = page.locator('#panel-info .document-group').filter({
        has: page.locator('h3', { hasText: language === 'fr' ? 'Documents du salon' : 'Dokumente der Messe' }),
      });
      const names = fairDocuments.locator('.document-name');
      await expect(names).toHaveCount(2);
      await expect(names.first()).toHaveText(plan);
      await expect(names.nth(1)).toHaveText(manual);
      await expect(fairDocuments.getByRole('link', { name: new RegExp(manual) })).toHaveAttribute('href', file);
    });
  }

  test('says when the documents will come for a booth that is not confirmed', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaOpenHab.regiNr, '#tab-info');
    await expect(page.locator('#panel-info').getByText('Noch keine Standdokumente')).toBeVisible();
  });
});

test.describe('contact the fair team', () => {
  // spec: exhibitor-area §4 Modal: Escape closes, focus returns
  test('opens from the contact tab, closes on Escape and gives focus back', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-contact');
    const opener = page.locator('#panel-contact').getByRole('button', { name: 'Messeteam kontaktieren' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Nachricht an das Messeteam' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Betreff').fill('Nur ein Entwurf');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(page.getByLabel('Betreff')).toHaveValue('Nur ein Entwurf');
  });

  test('checks the fields before sending', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-contact');
    await page.locator('#panel-contact').getByRole('button', { name: 'Messeteam kontaktieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nachricht an das Messeteam' });
    await dialog.getByLabel('Betreff').fill('   ');
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(dialog.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(2);
    await expect(dialog.getByLabel('Betreff')).toBeFocused();
    await expect(dialog.getByLabel('Betreff')).toHaveAttribute('aria-invalid', 'true');
  });

  // spec: exhibitor-area §2 Fair page actions: the modal sends to the fair's team e-mail through the API
  test('sends the message and confirms it (keyboard only)', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-contact');
    const opener = page.locator('#panel-contact').getByRole('button', { name: 'Messeteam kontaktieren' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nachricht an das Messeteam' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Betreff').focus();
    await page.keyboard.type('Frage zur Standfläche');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Können wir die Fläche vergrössern?');
    const reply = page.waitForResponse((response) =>
      response.url().endsWith(`/api/exhibitor/booths/${demo.booths.annaConfirmedHab.regiNr}/contact`),
    );
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    expect((await reply).status()).toBe(200);
    await expect(dialog.getByText(/Vielen Dank! Ihre Nachricht wurde an das Messeteam/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Schliessen' }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('keeps what was typed when sending fails', async ({ page }) => {
    await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-contact');
    await page.route(`**/api/exhibitor/booths/${demo.booths.annaConfirmedHab.regiNr}/contact`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Service Unavailable',
          status: 503,
          messageKey: 'errors.apiError',
        }),
      }),
    );
    await page.locator('#panel-contact').getByRole('button', { name: 'Messeteam kontaktieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nachricht an das Messeteam' });
    await dialog.getByLabel('Betreff').fill('Wichtig');
    await dialog.getByLabel('Nachricht').fill('Bitte nicht verlieren');
    await dialog.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Ihr Text bleibt erhalten');
    await expect(dialog.getByLabel('Betreff')).toHaveValue('Wichtig');
    await expect(dialog.getByLabel('Nachricht')).toHaveValue('Bitte nicht verlieren');
  });
});

test.describe('errors', () => {
  // spec: exhibitor-area §8 booth not found: errors.boothNotFound on Home
  test('another exhibitor’s booth leads Home with the booth-not-found message', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    const code = await fairCodeOf(page, demo.booths.annaConfirmedHab.regiNr);
    await page.goto(`/fair/${code}/${demo.booths.lucConfirmedHab.regiNr}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert')).toContainText('Der gewünschte Stand kann nicht angezeigt werden.', {
      timeout: 10_000,
    });
  });
});

test.describe('accessibility', () => {
  for (const width of [375, 768, 1024, 1440]) {
    test(`has no axe violations at ${width} px on each tab, the new booth and the contact modal`, async ({ page }) => {
      // Six scans on a busy machine take longer than one behaviour.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const code = await openBooth(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr, '#tab-statusflow');
      const scan = async (what: string) => {
        const results = await new AxeBuilder({ page }).exclude('#panel-tasks').analyze();
        expect(
          results.violations.map(
            (violation) =>
              `${what}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${what} overflows horizontally`).toBeLessThanOrEqual(0);
      };
      await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
      await scan('status flow');
      await tab(page, 'costs').click();
      await page.locator('.cost-group-toggle').first().click();
      await scan('costs');
      await tab(page, 'info').click();
      await scan('info');
      await tab(page, 'contact').click();
      await scan('contact');
      await page.locator('#panel-contact').getByRole('button', { name: 'Messeteam kontaktieren' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Nachricht senden' }).click();
      await scan('contact modal');
      await page.keyboard.press('Escape');
      await page.goto(`/fair/${code}/new`);
      await selected(page, 'info');
      await scan('new booth');
    });
  }
});
