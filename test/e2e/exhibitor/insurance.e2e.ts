// The insurance screen (exhibitor-area §2 Insurance, §4 Insurance form, §5, §8, §9).
// Mutates only booth 100302 (aussteller@demo.test) and 400401 (manager@demo.test); the other booths are only read.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

/** The fair id code of a booth (it follows the demo data's year), from the screen's own call. */
async function fairCodeOf(page: Page, regiNr: string): Promise<string> {
  const response = await page.request.get(`/api/exhibitor/booths/${regiNr}/insurance`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { fair: { idCode: string } }).fair.idCode;
}

/** Signs in and opens the booth's insurance route from its address. */
async function openInsurance(page: Page, email: string, regiNr: string): Promise<string> {
  await signIn(page, email);
  const code = await fairCodeOf(page, regiNr);
  await page.goto(`/fair/${code}/${regiNr}/insurance`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return code;
}

const switchNamed = (page: Page, name: string): Locator => page.getByRole('switch', { name, exact: true });
const total = (page: Page): Locator => page.getByTestId('insurance-premium-total');

test.describe(`insurance of a booth without one (${demo.booths.annaConfirmedAgr.regiNr})`, () => {
  // spec: exhibitor-area §2 Insurance route and special header; §4 editable when no insurance exists
  test('opens from its address with the special header and an editable form', async ({ page }) => {
    const code = await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ausstellerversicherung');
    const header = page.getByRole('region', { name: 'Messe und Stand' });
    await expect(header).toContainText(code);
    await expect(header).toContainText('VERS');
    await expect(header).toContainText('5.008');
    await expect(header).toContainText('DE');
    await expect(page.getByRole('heading', { name: 'Vorabinformation' })).toBeVisible();
    await expect(page.getByText(/Gesamtprämie von CHF 79\.25/)).toBeVisible();
    await expect(switchNamed(page, 'Haftpflichtversicherung')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
  });

  // spec: exhibitor-area §4 toggles read Activated or Inactive; keyboard use of switches
  test('switches are role=switch, read Aktiviert / Inaktiv and flip with Space', async ({ page }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    const liability = switchNamed(page, 'Haftpflichtversicherung');
    await expect(liability).toHaveAttribute('aria-checked', 'true');
    await expect(liability).toContainText('Aktiviert');
    await liability.focus();
    await page.keyboard.press('Space');
    await expect(liability).toHaveAttribute('aria-checked', 'false');
    await expect(liability).toContainText('Inaktiv');
    await page.keyboard.press('Space');
    await expect(liability).toHaveAttribute('aria-checked', 'true');
  });

  // spec: exhibitor-area §4 each section has an all-toggle that follows its toggles and switches them all
  test('the section all-toggles follow their toggles and switch them all', async ({ page }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    const allMandatory = switchNamed(page, 'Alle obligatorischen Versicherungen');
    await expect(allMandatory).toHaveAttribute('aria-checked', 'true');
    await switchNamed(page, 'Sachversicherung').click();
    await expect(allMandatory).toHaveAttribute('aria-checked', 'false');
    await allMandatory.click();
    for (const name of ['Haftpflichtversicherung', 'Sachversicherung', 'Ausstellungsversicherung']) {
      await expect(switchNamed(page, name)).toHaveAttribute('aria-checked', 'true');
    }
    const allOptional = switchNamed(page, 'Alle freiwilligen Versicherungen');
    const breakable = page.getByLabel('Wert zerbrechlicher Güter (CHF)');
    await expect(breakable).toBeDisabled();
    await allOptional.click();
    await expect(switchNamed(page, 'Transportversicherung')).toHaveAttribute('aria-checked', 'true');
    // spec: exhibitor-area §4 breakable cargo value is disabled while cargo is off
    await expect(breakable).toBeEnabled();
  });

  // spec: exhibitor-area §4 waiving opens a confirmation: Cancel switches all back on
  test('waiving all mandatory cover asks first; Cancel switches them back on', async ({ page }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    await switchNamed(page, 'Alle obligatorischen Versicherungen').click();
    const dialog = page.getByRole('dialog', { name: 'Auf die obligatorische Versicherung verzichten?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    for (const name of ['Haftpflichtversicherung', 'Sachversicherung', 'Ausstellungsversicherung']) {
      await expect(switchNamed(page, name)).toHaveAttribute('aria-checked', 'true');
    }
    await expect(total(page)).toHaveText('CHF 79.25');
  });

  // spec: exhibitor-area §4 Waive confirms and closes; the cover stays off
  test('Waive closes the confirmation and keeps the mandatory cover off', async ({ page }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    await switchNamed(page, 'Haftpflichtversicherung').click();
    await switchNamed(page, 'Sachversicherung').click();
    await switchNamed(page, 'Ausstellungsversicherung').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Verzichten' }).click();
    await expect(dialog).toBeHidden();
    await expect(switchNamed(page, 'Alle obligatorischen Versicherungen')).toHaveAttribute('aria-checked', 'false');
    await expect(
      page.getByText('Sie verzichten auf die obligatorische Versicherung: Sie sind nicht über die Messe versichert.'),
    ).toBeVisible();
    await expect(total(page)).toHaveText('CHF 0.00');
  });

  // spec: exhibitor-area §4 Modal closes on Escape; focus goes back
  test('Escape closes the confirmation like Cancel and gives focus back to the switch', async ({ page }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    const all = switchNamed(page, 'Alle obligatorischen Versicherungen');
    await all.focus();
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(all).toHaveAttribute('aria-checked', 'true');
    await expect(all).toBeFocused();
  });

  // spec: exhibitor-area §4 increased amount: disabled with its toggle off, forced off when property and exhibition are off; §5 at least 20000
  test('the increased amount follows its toggle, is forced off without property and exhibition, and needs CHF 20,000.00', async ({
    page,
  }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    const request = switchNamed(page, 'Erhöhte Versicherungssumme');
    const amount = page.getByLabel('Gewünschte Versicherungssumme (CHF)');
    await expect(amount).toBeDisabled();
    await request.click();
    await expect(amount).toBeEnabled();
    await amount.fill('15000');
    await amount.blur();
    await expect(
      page.getByText("Die erhöhte Versicherungssumme muss mindestens CHF 20'000.00 betragen."),
    ).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await amount.fill("25'000");
    await expect(page.getByText(/mindestens CHF 20'000.00 betragen/)).toHaveCount(0);

    await switchNamed(page, 'Sachversicherung').click();
    await switchNamed(page, 'Ausstellungsversicherung').click();
    await expect(request).toHaveAttribute('aria-checked', 'false');
    await expect(request).toBeDisabled();
    await expect(amount).toBeDisabled();
  });

  // spec: exhibitor-area §9 premiums, stamp duty included, apostrophe thousands separator, 2 decimals
  test('shows the premiums live: CHF 79.25 by default and more for a higher sum', async ({ page }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    await expect(total(page)).toHaveText('CHF 79.25');
    await expect(page.getByText('Inkl. 5 % eidg. Stempelabgabe.')).toBeVisible();
    await switchNamed(page, 'Erhöhte Versicherungssumme').click();
    await page.getByLabel('Gewünschte Versicherungssumme (CHF)').fill("100'000");
    // 20.60 + 0.0869 % and 0.2062 % of 100'000
    await expect(total(page)).toHaveText('CHF 313.70');
    await expect(page.getByRole('complementary')).toContainText("CHF 100'000.00");
  });

  // spec: exhibitor-area §5 submit touches all fields; the server's field errors show under the fields
  test('a blank requested sum stops the submit; a 422 from the server shows under its field', async ({ page }) => {
    await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    await switchNamed(page, 'Erhöhte Versicherungssumme').click();
    let posts = 0;
    await page.route(`**/api/insurance/${demo.booths.annaConfirmedAgr.regiNr}`, async (route) => {
      posts += 1;
      await route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Unprocessable',
          status: 422,
          messageKey: 'errors.invalidInsurance',
          errors: [{ field: '/body/increasedAmount', messageKey: 'insurance.errors.numeric' }],
        }),
      });
    });
    await page.getByRole('button', { name: 'Versicherung abschliessen' }).click();
    await expect(page.getByText('Bitte geben Sie die gewünschte Versicherungssumme ein.')).toBeVisible();
    // The form's own check stopped it: said as such, not as a save that failed.
    await expect(page.getByRole('alert').filter({ hasText: 'übermittelt wurde noch nichts' })).toBeVisible();
    await expect(page.getByText('konnte nicht gespeichert werden')).toHaveCount(0);
    expect(posts).toBe(0);
    await page.getByLabel('Gewünschte Versicherungssumme (CHF)').fill('30000');
    await page.getByRole('button', { name: 'Versicherung abschliessen' }).click();
    await expect(page.getByText("Bitte geben Sie einen Betrag in CHF ein, z. B. 25'000.00.")).toBeVisible();
    expect(posts).toBe(1);
  });

  // spec: exhibitor-area §4 after a successful submit a submitted message replaces the form, with a link back to the fair
  test('submitting creates the insurance, confirms it with a link back, and the page then shows it read-only', async ({
    page,
  }) => {
    const code = await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    const tasksTab = `/fair/${code}/${demo.booths.annaConfirmedAgr.regiNr}#tab-tasks`;
    // A way back before anything is sent: the link above the form and Cancel beside the submit.
    await expect(page.getByRole('link', { name: 'Zurück zu den Aufgaben' })).toHaveAttribute('href', tasksTab);
    await expect(page.getByRole('link', { name: 'Abbrechen' })).toHaveAttribute('href', tasksTab);
    await page.getByRole('button', { name: 'Versicherung abschliessen' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank' })).toBeVisible();
    await expect(page.getByText('Ihre Versicherung wurde übermittelt. Das Messeteam ist informiert.')).toBeVisible();
    await expect(page.getByText('Gesamtprämie: CHF 79.25, inkl. 5 % eidg. Stempelabgabe.')).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    const back = page.getByRole('link', { name: 'Zurück zu den Aufgaben' });
    await expect(back).toHaveAttribute('href', tasksTab);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await expect(switchNamed(page, 'Haftpflichtversicherung')).toBeDisabled();
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
    // Cancel drops the change and shows the insurance on file again, read-only.
    await switchNamed(page, 'Transportversicherung').click();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await expect(switchNamed(page, 'Transportversicherung')).toHaveAttribute('aria-checked', 'false');
    // Back to the tasks tab the insurance task is listed on, not the page's first tab.
    await page.getByRole('link', { name: 'Zurück zu den Aufgaben' }).click();
    await expect(page.locator('#tab-tasks')).toHaveAttribute('aria-selected', 'true');
  });
});

// spec: exhibitor-area §4 read-only until edit is clicked when an insurance exists
test(`an existing insurance (${demo.booths.annaConfirmedHab.regiNr}) is read-only until Edit`, async ({ page }) => {
  await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
  await expect(page.getByText('Ihre Versicherung ist erfasst.', { exact: false })).toBeVisible();
  await expect(switchNamed(page, 'Haftpflichtversicherung')).toBeDisabled();
  await expect(switchNamed(page, 'Alle obligatorischen Versicherungen')).toBeDisabled();
  await expect(page.getByRole('button', { name: /abschliessen|speichern/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(switchNamed(page, 'Haftpflichtversicherung')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
});

// spec: exhibitor-area §8 booth of the route not found: errors.boothNotFound, user sent to Home
test('another user’s booth leads Home with the boothNotFound message', async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  await page.goto(`/fair/${demo.booths.lucConfirmedHab.fairIdCode}/${demo.booths.lucConfirmedHab.regiNr}/insurance`);
  await expect(page).toHaveURL('/');
  await expect(
    page.getByText(
      'Der gewünschte Stand kann nicht angezeigt werden. Entweder fehlt Ihnen die Berechtigung oder der Stand existiert nicht.',
    ),
  ).toBeVisible();
});

// data kept from a failed booking system shows the stale notice
test('shows the stale notice when the API answers from kept booking data', async ({ page }) => {
  await page.route(`**/api/exhibitor/booths/${demo.booths.annaConfirmedHab.regiNr}/insurance`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), stale: true } });
  });
  await openInsurance(page, demo.users.anna.email, demo.booths.annaConfirmedHab.regiNr);
  await expect(page.getByText('Das Buchungssystem ist zurzeit nicht erreichbar', { exact: false })).toBeVisible();
});

// spec: exhibitor-area §1 de, fr, en; §4 Activé / Inactif
test('a French dealer reads the screen in French', async ({ page }) => {
  await openInsurance(page, demo.users.luc.email, demo.booths.lucConfirmedHab.regiNr);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assurance exposant');
  await expect(page.getByRole('region', { name: 'Salon et stand' })).toContainText('FR');
  const states = page.getByRole('switch', { name: 'Assurance responsabilité civile', exact: true });
  await expect(states).toContainText(/Activé|Inactif/);
  await expect(page.getByRole('complementary')).toContainText('Prime totale');
});

test('an English co-exhibitor reads the screen in English', async ({ page }) => {
  await openInsurance(page, demo.users.emily.email, demo.booths.emilyConfirmedGas.regiNr);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibitor insurance');
  await expect(page.getByRole('switch', { name: 'Liability insurance', exact: true })).toContainText(
    /Activated|Inactive/,
  );
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});

// spec: exhibitor-area §7 deletion also uses POST /insurance/{booth}: a waiver is submitted like an insurance
test(`a waiver is submitted and confirmed (${demo.booths.marcoConfirmedInd.regiNr})`, async ({ page }) => {
  await openInsurance(page, demo.users.marco.email, demo.booths.marcoConfirmedInd.regiNr);
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await switchNamed(page, 'Alle obligatorischen Versicherungen').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verzichten' }).click();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(
    page.getByText('Ihr Verzicht auf die obligatorische Versicherung wurde übermittelt. Das Messeteam ist informiert.'),
  ).toBeVisible();
});

// beyond the spec: axe has no violation at 375, 768, 1024 and 1440 px; no horizontal overflow
test('the screen passes axe and does not overflow at 375, 768, 1024 and 1440 px', async ({ page }) => {
  await openInsurance(page, demo.users.anna.email, demo.booths.annaAllocatedGas.regiNr);
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${width}px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `editing ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});
