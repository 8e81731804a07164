// The one link rule and the e-mail rule in the fair form (admin-back-office §5 shared validator, beyond the spec's
// wording): the domain's German message under the field before anything is sent; German dates (TT.MM.JJJJ) in every
// browser; an image refusal does not outlive a successful save. The test makes its own fair and deletes it.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_VALIDATION_MESSAGES, IMAGE_UPLOAD_MESSAGES } from '../../../domain/admin/index.ts';
import type { Json } from '../../support/json.ts';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';

/** Screenshots for the engineer's eyes when SHOTS_DIR is set (not part of the checks). */
const SHOTS_DIR = process.env['SHOTS_DIR'];
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const german = (iso: string) => iso.split('-').reverse().join('.');

let fairId: string | undefined;
/** Further fairs a test made (the duplicate), deleted after it. */
const alsoCreated: string[] = [];

async function createFair(page: Page, name: string): Promise<Json> {
  const { request, csrf } = await managerApi(page);
  const series = ((await (await request.get('/api/fairseries')).json()) as Json[])[0];
  const url = (path: string) => `https://www.example.test/${path}`;
  const body = {
    displayNameDe: name,
    displayNameFr: `${name} (fr)`,
    displayNameEn: `${name} (en)`,
    idCode: `E2EL${Date.now().toString(36)}`.toUpperCase().slice(0, 20),
    fairSeries: series._id,
    emailTeam: 'team@example.test',
    idTeam: 'TEAM-E2E',
    defaultRegistrationUrlDe: url('de/anmeldung'),
    defaultRegistrationUrlFr: url('fr/anmeldung'),
    defaultRegistrationUrlEn: url('en/anmeldung'),
    defaultGastroRegistrationUrlDe: '/gastro',
    defaultGastroRegistrationUrlFr: '/gastro',
    defaultGastroRegistrationUrlEn: '/gastro',
    duration: { start: day(100), end: day(103) },
    publish: { start: day(10), end: day(120) },
    registrationDeadline: day(90),
    tasks: [],
    documents: [],
    steps: [],
  };
  const response = await request.post('/api/fair', { data: body, headers: { 'X-CSRF-Token': csrf } });
  expect(response.status(), await response.text()).toBe(201);
  const fair = (await response.json()) as Json;
  fairId = fair._id as string;
  return fair;
}

test.afterEach(async ({ page }) => {
  const ids = [...alsoCreated.splice(0), ...(fairId === undefined ? [] : [fairId])];
  fairId = undefined;
  if (ids.length === 0) return;
  const { request, csrf } = await managerApi(page);
  for (const id of ids) {
    const response = await request.get(`/api/fairs/${id}`);
    if (response.status() !== 200) continue;
    const { version, idCode } = (await response.json()) as Json;
    // A fair published now is deleted with its code typed.
    await request.delete(`/api/fairs/${id}?version=${version}&confirmCode=${encodeURIComponent(String(idCode))}`, {
      headers: { 'X-CSRF-Token': csrf },
    });
  }
});

const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true });

test.describe('links, e-mail and dates in the fair form', () => {
  test('a javascript: link and a team address that is none are refused under their fields, in German', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAsManager(page, '/admin/fair');
    const name = uniqueName('E2E Links');
    const fair = await createFair(page, name);
    await page.goto(`/admin/fair/${fair._id}#messedaten`);
    // The first form of a fresh portal loads its code on demand: on a busy machine that may take a while.
    await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible({ timeout: 30_000 });
    const link = page.getByLabel('Anmelde-URL (Französisch)');
    await expect(link).toHaveValue('https://www.example.test/fr/anmeldung');

    await link.fill('javascript:alert(1)');
    await page.getByLabel('E-Mail des Messe-Teams').fill('not-an-email');
    let writes = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes += 1;
    });
    await saveButton(page).click();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    const linkError = page.getByText(ADMIN_VALIDATION_MESSAGES.linkInvalid);
    await expect(linkError).toBeVisible();
    // The message is the field's description, so a screen reader reads it with the field.
    const describedBy = (await link.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await linkError.getAttribute('id'));
    await expect(page.getByLabel('E-Mail des Messe-Teams')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(ADMIN_VALIDATION_MESSAGES.emailInvalid)).toBeVisible();
    expect(writes).toBe(0);
    await expectNoAxeViolations(page);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/admin-link-error-1440.png`, fullPage: true });

    await link.fill('/fair/neu');
    await page.getByLabel('E-Mail des Messe-Teams').fill('messe-team@example.test');
    await saveButton(page).click();
    await expect(page.getByRole('status').getByText(`Die Messe ${name} wurde gespeichert.`)).toBeVisible();
    await expect(linkError).toHaveCount(0);
  });

  test('dates read and take TT.MM.JJJJ; an image refusal is gone after a successful save', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await signInAsManager(page, '/admin/fair');
    const name = uniqueName('E2E Daten');
    const fair = await createFair(page, name);
    await page.goto(`/admin/fair/${fair._id}#messedaten`);
    const deadline = page.getByLabel('Anmeldeschluss');
    await expect(deadline).toHaveValue(german(day(90)));
    await deadline.fill(german(day(80)));
    const publication = page.getByRole('group', { name: 'Publikation' });
    await expect(publication.getByLabel('Von')).toHaveValue(german(day(10)));
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/admin-dates-1024.png`, fullPage: true });

    await page
      .getByLabel('Logo (Deutsch)')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') });
    const refusal = page.getByText(IMAGE_UPLOAD_MESSAGES.typeNotAllowed);
    await expect(refusal).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByRole('status').getByText(`Die Messe ${name} wurde gespeichert.`)).toBeVisible();
    await expect(refusal).toHaveCount(0);
    const { request } = await managerApi(page);
    const stored = (await (await request.get(`/api/fairs/${fair._id}`)).json()) as Json;
    expect(stored.registrationDeadline).toBe(day(80));
  });
});

test.describe('Messe duplizieren', () => {
  test('the fair list duplicates a fair under a new code with its dates moved, and opens the copy', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAsManager(page, '/admin/fair');
    const name = uniqueName('E2E Dup');
    const fair = await createFair(page, name);
    await page.goto('/admin/fair');
    await page.getByLabel('Messen suchen (Name, Code, Messe-Reihe)').fill(fair.idCode as string);
    await page.getByRole('button', { name: `Die Messe «${name}» duplizieren` }).click();
    const dialog = page.getByRole('dialog', { name: `Messe «${name}» duplizieren` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Daten verschieben um (Tage)')).toHaveValue('365');
    await dialog.getByRole('button', { name: 'Duplizieren' }).click();
    await expect(dialog.getByText(ADMIN_VALIDATION_MESSAGES.required)).toBeVisible();
    await expect(dialog.getByLabel('Neuer Messe-Code')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/admin-duplicate-1440.png` });

    // A code in use: the server's German message under the field.
    await dialog.getByLabel('Neuer Messe-Code').fill(fair.idCode as string);
    await dialog.getByRole('button', { name: 'Duplizieren' }).click();
    await expect(dialog.getByText(ADMIN_VALIDATION_MESSAGES.fairIdCodeTaken)).toBeVisible();

    const newCode = `${fair.idCode as string}N`.slice(0, 40);
    await dialog.getByLabel('Neuer Messe-Code').fill(newCode);
    await dialog.getByLabel('Daten verschieben um (Tage)').fill('7');
    await dialog.getByRole('button', { name: 'Duplizieren' }).click();
    await expect(page).toHaveURL(/\/admin\/fair\/[^/#]+#messedaten$/);
    const copyId = new URL(page.url()).pathname.split('/').pop()!;
    alsoCreated.push(copyId);
    expect(copyId).not.toBe(fair._id);
    await expect(page.getByLabel('Messe-Code')).toHaveValue(newCode);
    await expect(page.getByLabel('Anmeldeschluss')).toHaveValue(german(day(97)));
  });
});
