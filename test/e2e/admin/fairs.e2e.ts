// The fair overview and the fair form of the back office (admin-back-office §2 fair overview and create/edit, §3 Fair,
// §4 lifecycle and save, §5 Fair, §8, §9; beyond the spec: conflict dialog, change history, preview).
// Every test makes its own fairs (unique codes) through the documented API and deletes them at the end; the one
// test that changes a demo fair (what the exhibitor then sees) puts it back in a finally block.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from '../support.ts';
import { EXHIBITOR, expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';
import type { Json } from '../../support/json.ts';
import { demo } from '../../support/demo.ts';

/** Screenshots for the engineer's eyes when SHOTS_DIR is set (not part of the checks). */
const SHOTS_DIR = process.env['SHOTS_DIR'];
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });

const created: string[] = [];
let counter = 0;

/** An ISO date `offset` days from today (UTC). */
function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

function uniqueCode(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3).toString(36)}`
    .slice(0, 24)
    .toUpperCase();
}

async function firstSeries(page: Page): Promise<Json> {
  const response = await page.request.get('/api/fairseries');
  expect(response.status()).toBe(200);
  const all = (await response.json()) as Json[];
  expect(all.length).toBeGreaterThan(0);
  return all[0];
}

/** A complete, valid fair body (spec §5 Fair) with a publication `publish` days around today. */
async function fairBody(page: Page, name: string, publish: [number, number] = [10, 120]): Promise<Json> {
  const series = await firstSeries(page);
  const url = (path: string, language: string) => `https://www.example.test/${language}/${path}`;
  return {
    displayNameDe: name,
    displayNameFr: `${name} (fr)`,
    displayNameEn: `${name} (en)`,
    idCode: uniqueCode('E2E'),
    fairSeries: series._id,
    emailTeam: 'team@example.test',
    idTeam: 'TEAM-E2E',
    defaultRegistrationUrlDe: url('anmeldung', 'de'),
    defaultRegistrationUrlFr: url('anmeldung', 'fr'),
    defaultRegistrationUrlEn: url('anmeldung', 'en'),
    defaultGastroRegistrationUrlDe: url('gastro', 'de'),
    defaultGastroRegistrationUrlFr: url('gastro', 'fr'),
    defaultGastroRegistrationUrlEn: url('gastro', 'en'),
    duration: { start: day(publish[1] - 5), end: day(publish[1] - 2) },
    publish: { start: day(publish[0]), end: day(publish[1]) },
    registrationDeadline: day(publish[1] - 10),
    tasks: [],
    documents: [],
    steps: [],
  };
}

/** Creates a fair of this test run through POST /api/fair; it is deleted after the test. */
async function createFair(page: Page, name: string, extra: Json = {}, publish?: [number, number]): Promise<Json> {
  const { request, csrf } = await managerApi(page);
  const body = { ...(await fairBody(page, name, publish)), ...extra };
  const response = await request.post('/api/fair', { data: body, headers: { 'X-CSRF-Token': csrf } });
  expect(response.status(), await response.text()).toBe(201);
  const fair = (await response.json()) as Json;
  created.push(fair._id as string);
  return fair;
}

async function storedFair(page: Page, id: string): Promise<Json> {
  const response = await page.request.get(`/api/fairs/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Json;
}

test.afterEach(async ({ page }) => {
  if (created.length === 0) return;
  const { request, csrf } = await managerApi(page).catch(async () => {
    await signInAsManager(page, '/admin/fair');
    return managerApi(page);
  });
  for (const id of created.splice(0)) {
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

async function save(page: Page, method: 'PUT' | 'POST' = 'PUT'): Promise<number> {
  const answer = page.waitForResponse(
    (response) =>
      /\/api\/(fairs\/[^/?]+|fair)$/.test(new URL(response.url()).pathname) && response.request().method() === method,
  );
  await saveButton(page).click();
  return (await answer).status();
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('fair overview', () => {
  // spec: admin-back-office §2 fair overview (search, sortable name column, 'Keine Einträge gefunden'), paging
  test('searches, sorts by name both ways, pages, and says "Keine Einträge gefunden"', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const tag = uniqueName('E2E Liste').replace(/\s+/g, '');
    // 21 fairs of this test: more than one page of 20.
    for (let index = 1; index <= 21; index += 1) await createFair(page, `${tag} ${String(index).padStart(2, '0')}`);
    await page.goto('/admin/fair');
    await expect(page.getByRole('heading', { name: 'Messen', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neue Messe' })).toBeVisible();

    await page.getByLabel('Messen suchen').fill(tag);
    const names = page.locator('.admin-table tbody th');
    await expect(names).toHaveCount(20);
    await expect(names.first()).toHaveText(`${tag} 01`);
    await expect(page.getByText('21 Einträge · Seite 1 von 2')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(names).toHaveCount(1);
    await expect(names.first()).toHaveText(`${tag} 21`);
    await expect(page.getByText('Seite 2 von 2')).toBeVisible();

    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(names.first()).toHaveText(`${tag} 21`);
    await expect(page.getByText('Seite 1 von 2')).toBeVisible();
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(names.first()).toHaveText(`${tag} 01`);

    await page.getByLabel('Messen suchen').fill(`${tag} nichts dergleichen`);
    await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
    await expect(page.locator('.admin-table')).toHaveCount(0);
  });

  // spec: admin-back-office §2 fair overview (delete with Ja or Nein), §4 deleting removes the entry
  test('deletes a fair after Ja, keeps it after Nein, the question naming the fair', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const name = uniqueName('E2E Löschen');
    const fair = await createFair(page, name);
    await page.goto('/admin/fair');
    await page.getByLabel('Messen suchen').fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
    await page.getByRole('button', { name: `Die Messe «${name}» löschen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Löschen bestätigen' });
    await expect(dialog).toContainText(`Soll die Messe «${name}» (${fair.idCode}) wirklich gelöscht werden?`);
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
    await page.getByRole('button', { name: `Die Messe «${name}» löschen` }).click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
    await expect(page.getByRole('status').getByText(`Die Messe «${name}» wurde gelöscht.`)).toBeVisible();
    expect((await page.request.get(`/api/fairs/${fair._id}`)).status()).toBe(404);
  });

  // spec: admin-back-office §4 fair lifecycle (Eröffnen, Erfasst, Aktiv, Beendet)
  test('shows the lifecycle of each fair in the list and in the form', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const tag = uniqueName('E2E Status');
    const future = await createFair(page, `${tag} A zukünftig`, {}, [10, 120]);
    const active = await createFair(page, `${tag} B aktiv`, {}, [-10, 120]);
    const ended = await createFair(
      page,
      `${tag} C beendet`,
      { duration: { start: day(-30), end: day(-28) }, registrationDeadline: day(-40) },
      [-60, -1],
    );
    await page.goto('/admin/fair');
    await page.getByLabel('Messen suchen').fill(tag);
    const rows = page.locator('.admin-table tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByTestId('fair-lifecycle')).toHaveText('Status der Messe: Erfasst');
    await expect(rows.nth(1).getByTestId('fair-lifecycle')).toHaveText('Status der Messe: Aktiv');
    await expect(rows.nth(2).getByTestId('fair-lifecycle')).toHaveText('Status der Messe: Beendet');

    for (const [fair, state] of [
      [future, 'Erfasst'],
      [active, 'Aktiv'],
      [ended, 'Beendet'],
    ] as const) {
      await page.goto(`/admin/fair/${fair._id}`);
      await expect(page.getByTestId('fair-lifecycle')).toHaveText(`Status der Messe: ${state}`);
    }
    await page.goto('/admin/fair/create');
    await expect(page.getByTestId('fair-lifecycle')).toHaveText('Status der Messe: Eröffnen');
  });
});

test.describe('fair form', () => {
  // spec: admin-back-office §5 Fair (required fields, deadline rule), §5 the tab of the first failing field opens via the hash
  test('an empty create shows the messages under the fields on Messedaten, then the deadline rule', async ({
    page,
  }) => {
    await signInAsManager(page, '/admin/fair');
    await page.getByRole('link', { name: 'Neue Messe' }).click();
    await expect(page).toHaveURL(/\/admin\/fair\/create$/);
    await expect(page.getByRole('heading', { name: 'Neue Messe' })).toBeVisible();
    // Start elsewhere: the failing fields' tab must open by itself.
    await page.getByRole('tab', { name: 'Zusatzinformationen' }).click();
    await expect(page).toHaveURL(/#zusatzinformationen$/);
    await saveButton(page).click();
    await expect(page).toHaveURL(/#messedaten$/);
    await expect(page.getByRole('tab', { name: /Messedaten/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('alert').getByText('Bitte prüfen Sie die markierten Felder.')).toBeVisible();
    await expect(page.getByLabel('Name (Deutsch)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name (Deutsch)')).toBeFocused();
    for (const label of [
      'Name (Französisch)',
      'Name (Englisch)',
      'Messe-Code',
      'Messe-Reihe',
      'E-Mail des Messe-Teams',
      'ID des Messe-Teams',
      'Anmelde-URL (Deutsch)',
      'Gastro-URL (Englisch)',
      'Anmeldeschluss',
    ]) {
      await expect(page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    await expect(page.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Messedauer' })).toContainText('Bitte "Von" und "Bis" angeben');
    await expect(page.getByLabel('Dokumente verfügbar ab')).not.toHaveAttribute('aria-invalid', 'true');

    // A deadline after the end of the publication (spec §5 Fair, exact wording).
    const publication = page.getByRole('group', { name: 'Publikation' });
    await publication.getByLabel('Von').fill(day(5));
    await publication.getByLabel('Bis').fill(day(30));
    await page.getByLabel('Anmeldeschluss').fill(day(31));
    await saveButton(page).click();
    await expect(page.getByText('Der Anmeldeschluss kann nicht nach dem Publikationsdatum sein!')).toBeVisible();
    await expect(page.getByLabel('Anmeldeschluss')).toHaveAttribute('aria-invalid', 'true');
    await expect(publication).not.toContainText('Bitte "Von" und "Bis" angeben');
  });

  // spec: admin-back-office §2 fair create, §4 create then reload from the response, success alert 5 s (§9)
  test('creates a valid fair, moves to its edit path with the success alert and lists it', async ({ page }) => {
    await signInAsManager(page, '/admin/fair/create');
    const name = uniqueName('E2E Neue Messe');
    const body = await fairBody(page, name);
    await page.getByLabel('Name (Deutsch)').fill(name);
    await page.getByLabel('Name (Französisch)').fill(body.displayNameFr);
    await page.getByLabel('Name (Englisch)').fill(body.displayNameEn);
    await page.getByLabel('Messe-Code').fill(body.idCode);
    const series = await firstSeries(page);
    await page.getByLabel('Messe-Reihe').selectOption(series._id);
    await page.getByLabel('E-Mail des Messe-Teams').fill(body.emailTeam);
    await page.getByLabel('ID des Messe-Teams').fill(body.idTeam);
    for (const [suffix, language] of [
      ['De', 'Deutsch'],
      ['Fr', 'Französisch'],
      ['En', 'Englisch'],
    ] as const) {
      await page.getByLabel(new RegExp(`^Anmelde-URL \\(${language}\\)`)).fill(body[`defaultRegistrationUrl${suffix}`]);
      await page.getByLabel(`Gastro-URL (${language})`).fill(body[`defaultGastroRegistrationUrl${suffix}`]);
    }
    const duration = page.getByRole('group', { name: 'Messedauer' });
    await duration.getByLabel('Von').fill(body.duration.start);
    await duration.getByLabel('Bis').fill(body.duration.end);
    const publication = page.getByRole('group', { name: 'Publikation' });
    await publication.getByLabel('Von').fill(body.publish.start);
    await publication.getByLabel('Bis').fill(body.publish.end);
    await page.getByLabel('Anmeldeschluss').fill(body.registrationDeadline);
    await page.getByLabel('Status «Bestätigt» (Deutsch)').fill('Standplatz zugeteilt');
    await expect(page.getByTestId('fair-lifecycle')).toHaveText('Status der Messe: Eröffnen');

    expect(await save(page, 'POST')).toBe(201);
    await expect(page).toHaveURL(/\/admin\/fair\/[0-9a-f-]{36}#messedaten$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    created.push(id);
    const alert = page.getByRole('status').getByText(`Die Messe ${name} wurde gespeichert.`);
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { name: `Messe ${name} (${body.idCode})` })).toBeVisible();
    await expect(page.getByTestId('fair-lifecycle')).toHaveText('Status der Messe: Erfasst');
    await expect(page.getByLabel('Status «Bestätigt» (Deutsch)')).toHaveValue('Standplatz zugeteilt');
    expect((await storedFair(page, id)).confirmedLabelDe).toBe('Standplatz zugeteilt');
    // The alert hides itself after 5 s (spec §9), well before 9 s.
    await expect(alert).toBeHidden({ timeout: 9_000 });

    await page.getByRole('link', { name: 'Zur Messeübersicht' }).click();
    await page.getByLabel('Messen suchen').fill(body.idCode);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(body.idCode);
    await expect(row).toContainText(series.titleDe);
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/fair/${id}#messedaten$`));
    await expect(page.getByLabel('Messe-Code')).toHaveValue(body.idCode);
  });

  // spec: admin-back-office §2 fair create/edit (tabs reachable by hash), §9 success alert for 5 s after every save
  test('opens each tab by its hash and shows the success alert after an edit', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const name = uniqueName('E2E Reiter');
    const fair = await createFair(page, name);
    for (const [hash, tab, content] of [
      ['messedaten', 'Messedaten', page.getByLabel('Messe-Code')],
      ['prozesskonfiguration', 'Prozesskonfiguration', page.getByRole('tabpanel', { name: 'Prozesskonfiguration' })],
      ['dokumente', 'Dokumente', page.getByRole('heading', { name: 'Dokumente der Messe' })],
      ['ablauf-messe', 'Ablauf Messe', page.getByRole('heading', { name: 'Ablauf der Messe' })],
      ['zusatzinformationen', 'Zusatzinformationen', page.getByLabel('Zusatzinformationen (Deutsch)')],
    ] as const) {
      await page.goto(`/admin/fair/${fair._id}#${hash}`);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(content).toBeVisible();
    }
    await page.getByLabel('Zusatzinformationen (Deutsch)').fill('<p>Neue Zusatzinformation</p>');
    expect(await save(page)).toBe(200);
    await expect(page.getByRole('status').getByText(`Die Messe ${name} wurde gespeichert.`)).toBeVisible();
    await expect(page.getByText('Ungespeicherte Änderungen')).toHaveCount(0);
    expect((await storedFair(page, fair._id)).additionalInfoDe).toBe('<p>Neue Zusatzinformation</p>');
  });

  // spec: admin-back-office §2 document modal, §5 document (titles de/fr/en required)
  test('adds, edits and deletes a document through its modal, checked by the document rules', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const fair = await createFair(page, uniqueName('E2E Dokumente'));
    await page.goto(`/admin/fair/${fair._id}#dokumente`);
    await expect(page.getByText('Die Messe hat noch keine Dokumente.')).toBeVisible();
    await page.getByRole('button', { name: 'Dokument hinzufügen' }).click();
    const modal = page.getByRole('dialog', { name: 'Dokument hinzufügen' });
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    for (const language of ['Deutsch', 'Französisch', 'Englisch'])
      await expect(modal.getByLabel(`Titel (${language})`)).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('Dieses Feld ist erforderlich')).toHaveCount(3);
    await modal.getByLabel('Titel (Deutsch)').fill('Hallenplan E2E');
    await modal.getByLabel('Titel (Französisch)').fill('Plan des halles E2E');
    await modal.getByLabel('Titel (Englisch)').fill('Hall plan E2E');
    await modal.getByLabel('Link (Deutsch)').fill('https://www.example.test/de/hallenplan.pdf');
    await modal.getByLabel('Verfügbar ab').fill(day(3));
    await modal.getByLabel('Titel (Englisch)').press('Enter');
    await expect(modal).toBeHidden();
    await expect(page.getByText('Hallenplan E2E')).toBeVisible();
    expect(await save(page)).toBe(200);
    let documents = (await storedFair(page, fair._id)).documents as Json[];
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      titleDe: 'Hallenplan E2E',
      titleFr: 'Plan des halles E2E',
      titleEn: 'Hall plan E2E',
      linkDe: 'https://www.example.test/de/hallenplan.pdf',
      publish: day(3),
    });

    await page.reload();
    await page.getByRole('button', { name: 'Dokument «Hallenplan E2E» bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Dokument bearbeiten' });
    await expect(edit.getByLabel('Titel (Französisch)')).toHaveValue('Plan des halles E2E');
    await edit.getByLabel('Titel (Französisch)').fill('');
    await edit.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(edit.getByLabel('Titel (Französisch)')).toHaveAttribute('aria-invalid', 'true');
    await edit.getByLabel('Titel (Französisch)').fill('Plan des halles');
    await edit.getByLabel('Titel (Deutsch)').fill('Hallenplan geändert');
    await edit.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText('Hallenplan geändert')).toBeVisible();
    expect(await save(page)).toBe(200);
    documents = (await storedFair(page, fair._id)).documents as Json[];
    expect(documents[0]).toMatchObject({ titleDe: 'Hallenplan geändert', titleFr: 'Plan des halles' });

    await page.getByRole('button', { name: 'Dokument «Hallenplan geändert» löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dokument löschen' });
    await expect(confirm).toContainText(
      'Soll das Dokument «Hallenplan geändert» wirklich aus der Messe entfernt werden?',
    );
    await confirm.getByRole('button', { name: 'Nein' }).click();
    await expect(page.getByText('Hallenplan geändert')).toBeVisible();
    await page.getByRole('button', { name: 'Dokument «Hallenplan geändert» löschen' }).click();
    await confirm.getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Die Messe hat noch keine Dokumente.')).toBeVisible();
    expect(await save(page)).toBe(200);
    expect((await storedFair(page, fair._id)).documents).toEqual([]);
  });

  // spec: admin-back-office §2 flow step modal, §5 flow step (names de/fr/en and the date range)
  test('adds, edits and deletes a flow step through its modal, checked by the flow step rules', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const fair = await createFair(page, uniqueName('E2E Ablauf'));
    await page.goto(`/admin/fair/${fair._id}#ablauf-messe`);
    await expect(page.getByText('Die Messe hat noch keine Ablaufschritte.')).toBeVisible();
    await page.getByRole('button', { name: 'Ablaufschritt hinzufügen' }).click();
    const modal = page.getByRole('dialog', { name: 'Ablaufschritt hinzufügen' });
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(modal.getByLabel('Bezeichnung (Deutsch)')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByRole('group', { name: 'Zeitraum' })).toContainText('Bitte "Von" und "Bis" angeben');
    await modal.getByLabel('Bezeichnung (Deutsch)').fill('Aufbau');
    await modal.getByLabel('Bezeichnung (Französisch)').fill('Montage');
    await modal.getByLabel('Bezeichnung (Englisch)').fill('Build-up');
    const range = modal.getByRole('group', { name: 'Zeitraum' });
    await range.getByLabel('Von').fill(day(20));
    await range.getByLabel('Bis').fill(day(18));
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(range).toContainText('"Bis" muss grösser/gleich als "Von" sein');
    await range.getByLabel('Bis').fill(day(22));
    await modal.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(modal).toBeHidden();
    expect(await save(page)).toBe(200);
    expect((await storedFair(page, fair._id)).steps).toMatchObject([
      {
        displayNameDe: 'Aufbau',
        displayNameFr: 'Montage',
        displayNameEn: 'Build-up',
        dateRange: { start: day(20), end: day(22) },
      },
    ]);

    await page.getByRole('button', { name: 'Ablaufschritt «Aufbau» bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Ablaufschritt bearbeiten' });
    await edit.getByLabel('Bezeichnung (Deutsch)').fill('Aufbau der Stände');
    await edit.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText('Aufbau der Stände')).toBeVisible();
    // Abbrechen leaves the list as it was.
    await page.getByRole('button', { name: 'Ablaufschritt «Aufbau der Stände» bearbeiten' }).click();
    await edit.getByLabel('Bezeichnung (Deutsch)').fill('verworfen');
    await edit.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByText('verworfen')).toHaveCount(0);
    expect(await save(page)).toBe(200);
    expect((await storedFair(page, fair._id)).steps[0].displayNameDe).toBe('Aufbau der Stände');

    await page.getByRole('button', { name: 'Ablaufschritt «Aufbau der Stände» löschen' }).click();
    await page.getByRole('dialog', { name: 'Ablaufschritt löschen' }).getByRole('button', { name: 'Ja' }).click();
    await expect(page.getByText('Die Messe hat noch keine Ablaufschritte.')).toBeVisible();
    expect(await save(page)).toBe(200);
    expect((await storedFair(page, fair._id)).steps).toEqual([]);
  });

  // spec: admin-back-office §3 Fair logos per language, §5 Fair logos resized to at most 400x400
  test('uploads a logo, which shows resized after a reload', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const fair = await createFair(page, uniqueName('E2E Logo'));
    await page.goto(`/admin/fair/${fair._id}#messedaten`);
    await expect(page.locator('[data-field="logoFr"]').getByText('Kein Bild')).toBeVisible();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 30, b: 40 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo (Französisch)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Vorschau: Logo (Französisch)' })).toBeVisible();
    expect(await save(page)).toBe(200);
    await page.reload();
    const preview = page.getByRole('img', { name: 'Vorschau: Logo (Französisch)' });
    await expect(preview).toHaveAttribute('src', /^\/api\/images\/fairs\/.+\/logoFr\//);
    // 900x600 fitted into 400x400 (spec §5 Fair logos).
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBeGreaterThan(260);
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBeLessThan(270);
    await expect(page.locator('[data-field="logoDe"]').getByText('Kein Bild')).toBeVisible();
  });

  // beyond the spec: a 409 from a stale version opens a dialog with what changed, reload or overwrite
  test('a stale version from a second browser context shows the change, then reload and overwrite both work', async ({
    page,
    browser,
  }) => {
    await signInAsManager(page, '/admin/fair');
    const name = uniqueName('E2E Konflikt');
    const fair = await createFair(page, name);
    await page.goto(`/admin/fair/${fair._id}#messedaten`);
    await expect(page.getByLabel('ID des Messe-Teams')).toHaveValue('TEAM-E2E');

    const other = await managerPage(browser, `/admin/fair/${fair._id}#messedaten`);
    try {
      await other.getByLabel('ID des Messe-Teams').fill('TEAM-ANDERE');
      expect(await save(other)).toBe(200);

      await page.getByLabel('E-Mail des Messe-Teams').fill('meine@example.test');
      expect(await save(page)).toBe(409);
      const dialog = page.getByRole('dialog', { name: 'Der Eintrag wurde inzwischen geändert' });
      await expect(dialog.getByRole('row', { name: /ID des Messe-Teams/ })).toContainText('TEAM-E2E');
      await expect(dialog.getByRole('row', { name: /ID des Messe-Teams/ })).toContainText('TEAM-ANDERE');
      await dialog.getByRole('button', { name: /Neu laden/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByLabel('ID des Messe-Teams')).toHaveValue('TEAM-ANDERE');
      await expect(page.getByLabel('E-Mail des Messe-Teams')).toHaveValue('team@example.test');

      // Now the other page is stale: its save conflicts, and it overwrites.
      await page.getByLabel('E-Mail des Messe-Teams').fill('meine@example.test');
      expect(await save(page)).toBe(200);
      await other.getByLabel('ID des Messe-Teams').fill('TEAM-ZWEITE');
      expect(await save(other)).toBe(409);
      const otherDialog = other.getByRole('dialog', { name: 'Der Eintrag wurde inzwischen geändert' });
      await expect(otherDialog.getByRole('row', { name: /E-Mail des Messe-Teams/ })).toContainText(
        'meine@example.test',
      );
      const overwritten = other.waitForResponse(
        (response) => response.url().endsWith(`/api/fairs/${fair._id}`) && response.request().method() === 'PUT',
      );
      await otherDialog.getByRole('button', { name: /Überschreiben/ }).click();
      expect((await overwritten).status()).toBe(200);
      await expect(other.getByRole('status').getByText(`Die Messe ${name} wurde gespeichert.`)).toBeVisible();
      const stored = await storedFair(page, fair._id);
      expect(stored.idTeam).toBe('TEAM-ZWEITE');
      // Overwrite saves only this form's changes: the e-mail the other manager saved meanwhile stays.
      expect(stored.emailTeam).toBe('meine@example.test');
    } finally {
      await other.context().close();
    }
  });

  // spec: admin-back-office §5 (server field errors show like the validator's, the failing tab opens via the hash)
  test('a field error of the server (422) opens the tab of its field with the message under it', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const taken = await createFair(page, uniqueName('E2E Code vergeben'));
    const fair = await createFair(page, uniqueName('E2E Server-Fehler'));
    await page.goto(`/admin/fair/${fair._id}#messedaten`);
    // A code another fair has: only the server knows (its rule, not the form's validator).
    await page.getByLabel('Messe-Code').fill(taken.idCode);
    await page.getByRole('tab', { name: 'Zusatzinformationen' }).click();
    expect(await save(page)).toBe(422);
    await expect(page).toHaveURL(/#messedaten$/);
    await expect(page.getByRole('tab', { name: /Messedaten/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Messedaten/ })).toContainText('enthält Fehler');
    await expect(
      page.getByRole('alert').getByText('Die Messe wurde nicht gespeichert. Bitte prüfen Sie die markierten Felder.'),
    ).toBeVisible();
    await expect(page.getByLabel('Messe-Code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Messe-Code')).toBeFocused();
    await expect(page.getByText('Dieser Messe-Code wird bereits von einer anderen Messe verwendet')).toBeVisible();
    expect((await storedFair(page, fair._id)).idCode).toBe(fair.idCode);
  });

  // beyond the spec: each item shows its change history
  test('shows the change history after a save', async ({ page }) => {
    await signInAsManager(page, '/admin/fair');
    const fair = await createFair(page, uniqueName('E2E Verlauf'));
    await page.goto(`/admin/fair/${fair._id}#messedaten`);
    await page.getByLabel('ID des Messe-Teams').fill('TEAM-VERLAUF');
    expect(await save(page)).toBe(200);
    await page.getByText('Änderungsverlauf').click();
    const history = page.locator('.admin-history');
    await expect(history.getByText(/Geändert am .* von manager@demo\.test/)).toBeVisible();
    await expect(history.getByText(/ID des Messe-Teams: .*TEAM-E2E.* → .*TEAM-VERLAUF/)).toBeVisible();
    await expect(history.getByText(/Erstellt am/)).toBeVisible();
  });

  // a change made in the admin shows on the exhibitor's fair page (aussteller@demo.test, booth 100401 at IND)
  test('additional info changed in the admin shows on the exhibitor fair page', async ({ page, browser }) => {
    await signInAsManager(page, '/admin/fair');
    const { request, csrf } = await managerApi(page);
    const code = demo.booths.annaAllocatedInd.fairIdCode;
    const listed = (
      (await (await request.get(`/api/admin/fairs?q=${code}&page=1&pageSize=20`)).json()) as Json
    ).items.find((item: Json) => item.idCode === code);
    const original = await storedFair(page, listed._id);
    const put = async (body: Json) => {
      const response = await request.put(`/api/fairs/${original._id}`, {
        data: body,
        headers: { 'X-CSRF-Token': csrf },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    // A document titled in German only (a fair from before the form rules) would make the save fail; where one
    // is, the same title in fr and en shows the exhibitors what they saw (the fair page falls back to German).
    const documents = (original.documents as Json[]).map((document) => ({
      ...document,
      titleFr: document.titleFr || document.titleDe,
      titleEn: document.titleEn || document.titleDe,
    }));
    const { logoDe: _de, logoFr: _fr, logoEn: _en, ...rest } = original;
    await put({ ...rest, documents });
    const marker = uniqueName('Hinweis aus der Verwaltung');
    const exhibitor = await browser.newContext();
    try {
      await page.goto(`/admin/fair/${original._id}#zusatzinformationen`);
      const field = page.getByLabel('Zusatzinformationen (Deutsch)');
      await field.fill(`${await field.inputValue()}<p>${marker}</p>`);
      expect(await save(page)).toBe(200);
      await expect(page.getByRole('status').getByText(/wurde gespeichert/)).toBeVisible();

      const exhibitorPage = await exhibitor.newPage();
      await signIn(exhibitorPage, EXHIBITOR, `/fair/${code}/${demo.booths.annaAllocatedInd.regiNr}`);
      await exhibitorPage.getByRole('tab', { name: 'Infos' }).click();
      await expect(exhibitorPage.getByText(marker)).toBeVisible();
    } finally {
      await exhibitor.close();
      const current = await storedFair(page, original._id);
      await put({ ...rest, documents, version: current.version });
      expect((await storedFair(page, original._id)).additionalInfoDe).toBe(original.additionalInfoDe);
    }
  });

  // axe has no violation on the overview and on every tab and modal at 1024 and 1440 px
  for (const width of [1024, 1440]) {
    test(`overview, every tab and the modals are axe-clean at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAsManager(page, '/admin/fair');
      const fair = await createFair(page, uniqueName('E2E Axe'), {
        documents: [
          {
            titleDe: 'Hallenplan',
            titleFr: 'Plan',
            titleEn: 'Plan',
            linkDe: 'https://www.example.test/plan.pdf',
            publish: day(2),
          },
        ],
        steps: [
          {
            displayNameDe: 'Aufbau',
            displayNameFr: 'Montage',
            displayNameEn: 'Build-up',
            dateRange: { start: day(40), end: day(42) },
          },
        ],
        additionalInfoDe: '<p>Info</p>',
      });
      await page.goto('/admin/fair');
      await expect(page.locator('.admin-table')).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `overview-${width}`);
      for (const hash of ['messedaten', 'prozesskonfiguration', 'dokumente', 'ablauf-messe', 'zusatzinformationen']) {
        await page.goto(`/admin/fair/${fair._id}#${hash}`);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `tab-${hash}-${width}`);
      }
      await page.goto(`/admin/fair/${fair._id}#dokumente`);
      await page.getByRole('button', { name: 'Dokument «Hallenplan» bearbeiten' }).click();
      await expect(page.getByRole('dialog', { name: 'Dokument bearbeiten' })).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `modal-document-${width}`);
      await page
        .getByRole('dialog', { name: 'Dokument bearbeiten' })
        .getByRole('button', { name: 'Abbrechen' })
        .click();
      await page.goto(`/admin/fair/${fair._id}#ablauf-messe`);
      await page.getByRole('button', { name: 'Ablaufschritt hinzufügen' }).click();
      await page
        .getByRole('dialog', { name: 'Ablaufschritt hinzufügen' })
        .getByRole('button', { name: 'Übernehmen' })
        .click();
      await expect(
        page
          .getByRole('dialog', { name: 'Ablaufschritt hinzufügen' })
          .getByText('Dieses Feld ist erforderlich')
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `modal-step-${width}`);
      await page
        .getByRole('dialog', { name: 'Ablaufschritt hinzufügen' })
        .getByRole('button', { name: 'Abbrechen' })
        .click();
      await page.getByRole('button', { name: 'Ablaufschritt «Aufbau» löschen' }).click();
      await expect(page.getByRole('dialog', { name: 'Ablaufschritt löschen' })).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `modal-step-delete-${width}`);
      await page.getByRole('dialog', { name: 'Ablaufschritt löschen' }).getByRole('button', { name: 'Nein' }).click();
      await page.getByRole('button', { name: 'Vorschau als Aussteller' }).click();
      // The preview draws the exhibitor's page of a sample booth, with its tabs.
      await expect(
        page.getByRole('dialog', { name: 'Vorschau als Aussteller' }).getByRole('tab').first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `modal-preview-${width}`);
      await page
        .getByRole('dialog', { name: 'Vorschau als Aussteller' })
        .getByRole('button', { name: 'Schliessen' })
        .click();
      await page.goto('/admin/fair/create');
      await saveButton(page).click();
      await expect(page.getByLabel('Name (Deutsch)')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await shoot(page, `create-invalid-${width}`);
    });
  }
});

/** A second manager session in a browser context of its own, on `path`. */
async function managerPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsManager(page, path);
  return page;
}
