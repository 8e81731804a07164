import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';

/**
 * The teaser screens of the back office (spec: admin-back-office §2 teaser list and form, §4 type bits, §5
 * Teaser, §8 messages, §9 image sizes). Every test makes its own teasers (unique names) and deletes
 * them; the demo teasers are only read (the overlap check compares with "Home Habitat").
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** A PNG of the given size, drawn by sharp (the same library the portal checks uploads with). */
async function png(
  width: number,
  height: number,
  colour = '#2f6f9f',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name: `bild-${width}x${height}.png`, mimeType: 'image/png', buffer };
}

type CreatedTeaser = { _id: string; version: number; internalName: string };

/** A fair-specific teaser of type 2 made through the documented API (no images needed for that type). */
async function createTeaserViaApi(
  page: Page,
  internalName: string,
  overrides: Record<string, unknown> = {},
): Promise<CreatedTeaser> {
  const { request, csrf } = await managerApi(page);
  const fairs = (await (await request.get('/api/fairsWithTasks')).json()) as {
    idCode: string;
    tasks: { _id: string; type: string }[];
  }[];
  const fair = fairs.find((candidate) => candidate.tasks.some((task) => task.type === 'task'))!;
  const texts: Record<string, string> = {};
  for (const language of ['De', 'Fr', 'En']) {
    texts[`title${language}`] = `${internalName} Titel ${language}`;
    texts[`text${language}`] = `Text ${language}`;
    texts[`ctaText${language}`] = `Mehr ${language}`;
  }
  const response = await request.post('/api/teaser', {
    headers: { 'X-CSRF-Token': csrf },
    data: {
      type: 2,
      internalName,
      leistungsgruppeId: 'VERS',
      published: { start: isoDay(400), end: isoDay(401) },
      fair: fair.idCode,
      registrationState: 8,
      relatedTask: fair.tasks.find((task) => task.type === 'task')!._id,
      ...texts,
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedTeaser;
}

async function deleteTeaserViaApi(page: Page, id: string): Promise<void> {
  const { request, csrf } = await managerApi(page);
  const response = await request.delete(`/api/teaser/${id}`, { headers: { 'X-CSRF-Token': csrf } });
  expect([204, 404]).toContain(response.status());
}

async function teaserIdsNamed(page: Page, prefix: string): Promise<string[]> {
  const { request } = await managerApi(page);
  const list = (await (await request.get('/api/teasersOverview')).json()) as { _id: string; internalName: string }[];
  return list.filter((teaser) => teaser.internalName.startsWith(prefix)).map((teaser) => teaser._id);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control of a field by its label (the label of a required field ends in a hidden " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Signs in, then opens a form whose hash matters (the sign-in redirect does not keep the hash). */
async function openForm(page: Page, path: string): Promise<void> {
  await signInAsManager(page, '/admin/advertising');
  await expect(page.getByRole('link', { name: 'Neuer Teaser' })).toBeVisible();
  await page.goto(path);
}
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Fills every text of teaser 1 in de, fr and en. */
async function fillTexts(page: Page, name: string): Promise<void> {
  for (const [language, word] of [
    ['Deutsch', 'de'],
    ['Französisch', 'fr'],
    ['Englisch', 'en'],
  ] as const) {
    await field(page, `Titel (${language})`).fill(`${name} ${word}`);
    await field(page, `Text (${language})`).fill(`Text ${word}`);
    await field(page, `Button-Text (${language})`).fill(`Mehr ${word}`);
    await field(page, `Button-Link (${language})`).fill(`https://www.example.test/${word}`);
  }
}

async function fillPublished(page: Page, start: string, end: string): Promise<void> {
  const range = page.getByRole('group', { name: 'Publiziert' });
  await range.getByLabel('Von').fill(start);
  await range.getByLabel('Bis').fill(end);
}

test.describe('teaser list', () => {
  // spec: admin-back-office §2 teaser list (type name and name, search, sortable name column), §8 "Keine Einträge gefunden"
  test('lists the teasers with type name and name, searches and sorts by name', async ({ page }) => {
    await signInAsManager(page, '/admin/advertising');
    await expect(page.getByRole('heading', { name: 'Teaser', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Typ/ })).toBeVisible();
    const habitat = page.getByRole('row', { name: /Home Habitat/ });
    await expect(habitat).toContainText('Messe-Reihe: Teaser gross');
    await expect(page.getByRole('link', { name: 'Neuer Teaser' })).toBeVisible();

    const nameHeader = page.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstName = () => page.getByRole('row').nth(1).getByRole('rowheader').innerText();
    const ascendingFirst = await firstName();
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(firstName).not.toBe(ascendingFirst);

    await page.getByLabel('Teaser suchen').fill('Gastronova');
    await expect(page.getByRole('row', { name: /Home Gastronova/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Home Habitat/ })).toHaveCount(0);

    await page.getByLabel('Teaser suchen').fill('kein Teaser heisst so 9x7');
    await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
  });

  // spec: admin-back-office §2 lists: paging for long lists
  test('pages through a long list', async ({ page }) => {
    await signInAsManager(page, '/admin/advertising');
    const prefix = uniqueName('E2E Seiten');
    try {
      for (let index = 0; index < 22; index += 1)
        await createTeaserViaApi(page, `${prefix} ${String(index).padStart(2, '0')}`);
      await page.reload();
      await page.getByLabel('Teaser suchen').fill(prefix);
      await expect(page.getByText('22 Einträge · Seite 1 von 2')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(`${prefix} 00`) })).toBeVisible();
      await page.getByRole('navigation', { name: 'Seiten' }).getByRole('button', { name: 'Weiter' }).click();
      await expect(page.getByText('22 Einträge · Seite 2 von 2')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(`${prefix} 21`) })).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(`${prefix} 00`) })).toHaveCount(0);
    } finally {
      for (const id of await teaserIdsNamed(page, prefix)) await deleteTeaserViaApi(page, id);
    }
  });

  // spec: admin-back-office §2 "the delete confirmation asks whether the teaser of that name and type should really be deleted", Ja/Nein; §4 deleting removes it from the list
  test('deletes a teaser after Ja, keeps it after Nein; the question names the teaser and its type', async ({
    page,
  }) => {
    await signInAsManager(page, '/admin/advertising');
    const name = uniqueName('E2E Löschen');
    await createTeaserViaApi(page, name);
    try {
      await page.reload();
      await page.getByLabel('Teaser suchen').fill(name);
      await page.getByRole('button', { name: `Der Teaser «${name}» löschen` }).click();
      const dialog = page.getByRole('dialog', { name: 'Löschen bestätigen' });
      await expect(dialog).toContainText(
        `Soll der Teaser «${name}» vom Typ «Messe: Teaser mittel» wirklich gelöscht werden?`,
      );
      await dialog.getByRole('button', { name: 'Nein' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);

      await page.getByRole('button', { name: `Der Teaser «${name}» löschen` }).click();
      await dialog.getByRole('button', { name: 'Ja' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
      expect(await teaserIdsNamed(page, name)).toEqual([]);
    } finally {
      for (const id of await teaserIdsNamed(page, name)) await deleteTeaserViaApi(page, id);
    }
  });
});

test.describe('teaser form', () => {
  // spec: admin-back-office §4 a new teaser defaults to type 1; §5 shared validator (touch all, messages under fields, first failing tab by hash)
  test('a new teaser is of type 1; an empty save shows the messages and opens the tab of the first failing field', async ({
    page,
  }) => {
    await signInAsManager(page, '/admin/advertising');
    await page.getByRole('link', { name: 'Neuer Teaser' }).click();
    await expect(page).toHaveURL(/\/admin\/advertising\/create/);
    await expect(tab(page, 'Typ')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: /Messe-Reihe: Teaser gross/ })).toBeChecked();

    await page.getByRole('button', { name: 'Teaser speichern' }).click();
    await expect(page).toHaveURL(/#inhalt$/);
    await expect(tab(page, 'Inhalt')).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Interner Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Interner Name')).toBeFocused();
    await expect(page.locator('.admin-field-error', { hasText: 'Dieses Feld ist erforderlich' }).first()).toBeVisible();
    await expect(field(page, 'Titel (Französisch)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Ohne eine Leistungsgruppe muss dieser Link angegeben werden').first()).toBeVisible();
    await expect(tab(page, 'Bilder')).toContainText('enthält Fehler');
    await expect(tab(page, 'Optionen')).toContainText('enthält Fehler');

    await tab(page, 'Bilder').click();
    await expect(field(page, 'Bild Desktop (Deutsch)')).toHaveAttribute('aria-invalid', 'true');
    await tab(page, 'Optionen').click();
    await expect(page.getByText('Bitte "Von" und "Bis" angeben')).toBeVisible();
    // Type 1 is a fair-series teaser (bit 1): no fair, registration state or related task.
    await expect(field(page, 'Messe')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Anzeigen bei Anmeldestatus' })).toHaveCount(0);
  });

  // spec: admin-back-office §2 "opened with a hash carrying the type"; §9 image sizes by type
  test('takes the type from the hash of the create route', async ({ page }) => {
    await openForm(page, '/admin/advertising/create#130');
    await expect(page.getByRole('radio', { name: /Messe: Bild-Teaser mittel/ })).toBeChecked();
    await expect(page.locator('.teaser-type-badge')).toHaveText('Messe: Bild-Teaser mittel');
    await tab(page, 'Bilder').click();
    await expect(page.getByText('Seitenverhältnis 10:3, mindestens 1600 × 480 px').first()).toBeVisible();

    // Opened again with another type while the new teaser is open (only the hash changes).
    await page.goto('/admin/advertising/create#4');
    await expect(page.getByRole('radio', { name: /Messe: Multi-Teaser \(3\)/ })).toBeChecked();
    await expect(page.locator('.teaser-type-badge')).toHaveText('Messe: Multi-Teaser (3)');
  });

  // spec: admin-back-office §4 type bits, §5 teaser: bit 4 adds teasers 2 and 3, bit 128 has no texts, without bit 1 fair/state/task
  test('shows the fields of the type bits', async ({ page }) => {
    await openForm(page, '/admin/advertising/create#4');
    await tab(page, 'Inhalt').click();
    await expect(field(page, 'Titel 2 (Deutsch)')).toBeVisible();
    await expect(field(page, 'Titel 3 (Englisch)')).toBeVisible();
    await tab(page, 'Bilder').click();
    await expect(page.getByRole('heading', { name: 'Bilder Teaser 3' })).toBeVisible();
    await expect(field(page, 'Bild mobil (Französisch), Teaser 3')).toBeVisible();
    await tab(page, 'Optionen').click();
    await expect(field(page, 'Messe')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Anzeigen bei Anmeldestatus' }).getByRole('checkbox')).toHaveCount(4);
    await expect(field(page, 'Beworbener Prozessschritt')).toBeVisible();

    await tab(page, 'Typ').click();
    await page.getByRole('radio', { name: /Messe-Reihe: Bild-Teaser gross/ }).check();
    await tab(page, 'Inhalt').click();
    await expect(field(page, 'Titel (Deutsch)')).toHaveCount(0);
    await expect(field(page, 'Titel 2 (Deutsch)')).toHaveCount(0);
    await expect(field(page, 'Link des Bildes (Deutsch)')).toBeVisible();
    await tab(page, 'Bilder').click();
    // bit 128: the images of every language are required.
    await expect(field(page, 'Bild Desktop (Englisch)')).toHaveAttribute('required', '');
  });

  // spec: admin-back-office §5 image fields (ratio, minimum width), §9 teaser image sizes; checked before upload
  test('refuses an image of the wrong ratio or too small and keeps the old value', async ({ page }) => {
    await openForm(page, '/admin/advertising/create#bilder');
    const desktop = field(page, 'Bild Desktop (Deutsch)');
    const frame = page.locator('[data-field="imageLandscapeDe"]');
    await desktop.setInputFiles(await png(1800, 1800));
    await expect(frame.getByText('Das Bild muss ein Seitenverhältnis von 3:2 haben')).toBeVisible();
    await expect(desktop).toHaveAttribute('aria-invalid', 'true');
    await expect(frame.getByRole('img')).toHaveCount(0);
    await expect(frame.getByText('Kein Bild')).toBeVisible();

    await desktop.setInputFiles(await png(900, 600));
    await expect(frame.getByText('Das Bild muss mindestens 1800px breit sein')).toBeVisible();

    await desktop.setInputFiles(await png(1800, 1200));
    await expect(frame.getByRole('img', { name: 'Vorschau: Bild Desktop (Deutsch)' })).toBeVisible();
    await expect(desktop).not.toHaveAttribute('aria-invalid', 'true');

    // A refused image afterwards leaves the accepted one in place.
    await desktop.setInputFiles(await png(1800, 600));
    await expect(frame.getByText('Das Bild muss ein Seitenverhältnis von 3:2 haben')).toBeVisible();
    await expect(frame.getByRole('img', { name: 'Vorschau: Bild Desktop (Deutsch)' })).toBeVisible();

    await desktop.setInputFiles({
      name: 'kein-bild.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>kein Bild</html>'),
    });
    await expect(frame.getByText('Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein')).toBeVisible();
  });

  // spec: admin-back-office §2 success alert for 5 s, §4 reloaded from the response, §8 teaser saved message; images kept after reload
  test('creates a type-1 teaser with correct images; the success message shows for 5 s and the images after a reload', async ({
    page,
  }) => {
    await openForm(page, '/admin/advertising/create');
    const name = uniqueName('E2E Bilder');
    try {
      await tab(page, 'Inhalt').click();
      await field(page, 'Interner Name').fill(name);
      await fillTexts(page, name);
      await tab(page, 'Bilder').click();
      await field(page, 'Bild Desktop (Deutsch)').setInputFiles(await png(1800, 1200));
      await field(page, 'Bild mobil (Deutsch)').setInputFiles(await png(1800, 600, '#9e0c24'));
      await expect(page.getByRole('img', { name: 'Vorschau: Bild mobil (Deutsch)' })).toBeVisible();
      await tab(page, 'Optionen').click();
      await fillPublished(page, isoDay(500), isoDay(510));
      await page.getByRole('button', { name: 'Teaser speichern' }).click();

      const success = page.getByText(`Der Teaser ${name} wurde erfolgreich gespeichert`);
      await expect(success).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/advertising\/edit\/[0-9a-f-]{36}/);
      await expect(success).toBeHidden({ timeout: 9_000 });

      await page.reload();
      await tab(page, 'Bilder').click();
      const stored = page.getByRole('img', { name: 'Vorschau: Bild Desktop (Deutsch)' });
      await expect(stored).toHaveAttribute('src', /^\/api\/images\/teasers\//);
      await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1800);
      await expect(tab(page, 'Typ')).toHaveCount(0);
    } finally {
      for (const id of await teaserIdsNamed(page, name)) await deleteTeaserViaApi(page, id);
    }
  });

  // spec: admin-back-office §3 Teaser fair, registrationState (bit mask), relatedTask; §5 required without bit 1
  test('creates a fair teaser (type 2) with its fair, registration states and the related task of that fair', async ({
    page,
  }) => {
    await openForm(page, '/admin/advertising/create#2');
    const name = uniqueName('E2E Messe');
    try {
      await tab(page, 'Optionen').click();
      await expect(field(page, 'Beworbener Prozessschritt').locator('option')).toHaveCount(1);
      await page.getByRole('button', { name: 'Teaser speichern' }).click();
      await tab(page, 'Optionen').click();
      await expect(page.getByRole('group', { name: 'Anzeigen bei Anmeldestatus' })).toContainText(
        'Bitte mindestens eine Option auswählen',
      );
      await expect(field(page, 'Messe')).toHaveAttribute('aria-invalid', 'true');

      await fillPublished(page, isoDay(600), isoDay(601));
      await field(page, 'Messe').selectOption({ index: 1 });
      const task = field(page, 'Beworbener Prozessschritt');
      await expect.poll(() => task.locator('option').count()).toBeGreaterThan(1);
      await task.selectOption({ index: 1 });
      const taskId = await task.inputValue();
      const states = page.getByRole('group', { name: 'Anzeigen bei Anmeldestatus' });
      await states.getByRole('checkbox', { name: 'Bestätigt' }).check();
      await states.getByRole('checkbox', { name: 'Bestellt' }).check();
      await tab(page, 'Inhalt').click();
      await field(page, 'Interner Name').fill(name);
      await field(page, 'Leistungsgruppe').selectOption('VERS');
      await fillTexts(page, name);
      await page.getByRole('button', { name: 'Teaser speichern' }).click();
      await expect(page.getByText(`Der Teaser ${name} wurde erfolgreich gespeichert`)).toBeVisible();

      await page.reload();
      await tab(page, 'Optionen').click();
      await expect(states.getByRole('checkbox', { name: 'Bestätigt' })).toBeChecked();
      await expect(states.getByRole('checkbox', { name: 'Bestellt' })).toBeChecked();
      await expect(states.getByRole('checkbox', { name: 'In Prüfung' })).not.toBeChecked();
      await expect(field(page, 'Beworbener Prozessschritt')).toHaveValue(taskId);
      const [id] = await teaserIdsNamed(page, name);
      const { request } = await managerApi(page);
      const stored = (await (await request.get(`/api/teasers/${id}`)).json()) as {
        registrationState: number;
        relatedTask: string;
      };
      expect(stored).toMatchObject({ registrationState: 2 | 8, relatedTask: taskId });
    } finally {
      for (const id of await teaserIdsNamed(page, name)) await deleteTeaserViaApi(page, id);
    }
  });

  // spec: admin-back-office §5 teaser: overlap with another teaser of the same type and fair series, the server's message
  test('shows the server message when the period overlaps another teaser of the same type and series', async ({
    page,
  }) => {
    await openForm(page, '/admin/advertising/create#inhalt');
    const name = uniqueName('E2E Überschneidung');
    try {
      await field(page, 'Interner Name').fill(name);
      await field(page, 'Leistungsgruppe').selectOption('WERB');
      await fillTexts(page, name);
      await tab(page, 'Bilder').click();
      await field(page, 'Bild Desktop (Deutsch)').setInputFiles(await png(1800, 1200));
      await field(page, 'Bild mobil (Deutsch)').setInputFiles(await png(1800, 600));
      await tab(page, 'Optionen').click();
      await field(page, 'Messe-Reihe').selectOption('R-HAB');
      await fillPublished(page, isoDay(0), isoDay(5));
      await page.getByRole('button', { name: 'Teaser speichern' }).click();
      await expect(
        page.getByText(
          /^Der Teaser Home Habitat mit derselben Messe-Reihe überschneidet diesen Zeitraum \(\d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}\)$/,
        ),
      ).toBeVisible();
      await expect(page.getByRole('group', { name: 'Publiziert' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/create#optionen$/);
      expect(await teaserIdsNamed(page, name)).toEqual([]);
    } finally {
      for (const id of await teaserIdsNamed(page, name)) await deleteTeaserViaApi(page, id);
    }
  });

  // spec: admin-back-office §2 teaser edit; change history of each item
  test('edits a teaser and shows its change history', async ({ page }) => {
    await signInAsManager(page, '/admin/advertising');
    const name = uniqueName('E2E Bearbeiten');
    const created = await createTeaserViaApi(page, name);
    try {
      await page.reload();
      await page.getByLabel('Teaser suchen').fill(name);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/advertising/edit/${created._id}`));
      await expect(page.getByRole('heading', { name: `Teaser ${name} bearbeiten` })).toBeVisible();
      await expect(tab(page, 'Typ')).toHaveCount(0);
      await expect(field(page, 'Titel (Deutsch)')).toHaveValue(`${name} Titel De`);
      await field(page, 'Titel (Deutsch)').fill('Neuer Titel');
      await page.getByRole('button', { name: 'Teaser speichern' }).click();
      await expect(page.getByText(`Der Teaser ${name} wurde erfolgreich gespeichert`)).toBeVisible();

      await page.getByText('Änderungsverlauf').click();
      const history = page.locator('.admin-history');
      await expect(history).toContainText('Erstellt');
      await expect(history).toContainText('Geändert');
      await expect(history).toContainText('Neuer Titel');
    } finally {
      await deleteTeaserViaApi(page, created._id);
    }
  });

  // a stale version (409) from a second browser context opens a dialog with reload or overwrite
  test('a save over a version changed in another browser offers reload or overwrite', async ({ page, browser }) => {
    await signInAsManager(page, '/admin/advertising');
    const name = uniqueName('E2E Konflikt');
    const created = await createTeaserViaApi(page, name);
    try {
      await page.goto(`/admin/advertising/edit/${created._id}#inhalt`);
      await expect(field(page, 'Titel (Deutsch)')).toHaveValue(`${name} Titel De`);

      await saveTitleInOtherBrowser(browser, created._id, 'Titel von nebenan');

      await field(page, 'Titel (Deutsch)').fill('Mein Titel');
      await page.getByRole('button', { name: 'Teaser speichern' }).click();
      const dialog = page.getByRole('dialog', { name: 'Der Eintrag wurde inzwischen geändert' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('row', { name: /Titel \(Deutsch\)/ })).toContainText('Titel von nebenan');
      await dialog.getByRole('button', { name: /Neu laden/ }).click();
      await expect(dialog).toBeHidden();
      await expect(field(page, 'Titel (Deutsch)')).toHaveValue('Titel von nebenan');

      await saveTitleInOtherBrowser(browser, created._id, 'Noch ein Titel');
      await field(page, 'Titel (Deutsch)').fill('Mein Titel gewinnt');
      await page.getByRole('button', { name: 'Teaser speichern' }).click();
      await expect(dialog).toBeVisible();
      // Both changed the German title: the overwrite waits for the choice of which version counts.
      await dialog.getByRole('radio', { name: 'Meine Fassung' }).check();
      await dialog.getByRole('button', { name: /Überschreiben/ }).click();
      await expect(page.getByText(`Der Teaser ${name} wurde erfolgreich gespeichert`)).toBeVisible();
      await page.reload();
      await tab(page, 'Inhalt').click();
      await expect(field(page, 'Titel (Deutsch)')).toHaveValue('Mein Titel gewinnt');
    } finally {
      await deleteTeaserViaApi(page, created._id);
    }
  });

  // "Vorschau als Aussteller" shows the teaser as exhibitors see it, with the unsaved values
  test('previews the unsaved teaser as the exhibitor sees it, per language', async ({ page }) => {
    await openForm(page, '/admin/advertising/create#inhalt');
    await field(page, 'Titel (Deutsch)').fill('Vorschau-Titel');
    await field(page, 'Titel (Französisch)').fill('Titre de l’aperçu');
    await field(page, 'Text (Deutsch)').fill('Vorschau-Text');
    await field(page, 'Button-Text (Deutsch)').fill('Los');
    await field(page, 'Button-Link (Deutsch)').fill('https://www.example.test/los');
    await tab(page, 'Bilder').click();
    await field(page, 'Bild Desktop (Deutsch)').setInputFiles(await png(1800, 1200));
    await page.getByRole('button', { name: 'Vorschau als Aussteller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vorschau als Aussteller' });
    const stage = dialog.getByTestId('teaser-preview');
    await expect(stage.getByRole('heading', { name: 'Vorschau-Titel' })).toBeVisible();
    await expect(stage.getByText('Vorschau-Text')).toBeVisible();
    await expect(stage.getByRole('link', { name: /Los/ })).toHaveAttribute('href', 'https://www.example.test/los');
    await expect(stage.locator('img.teaser-image')).toHaveAttribute('src', /^data:image\/png/);
    await dialog.getByRole('radio', { name: 'Französisch' }).check();
    await expect(stage.getByRole('heading', { name: 'Titre de l’aperçu' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Schliessen' }).click();
    await expect(dialog).toBeHidden();
  });
});

async function saveTitleInOtherBrowser(browser: Browser, id: string, title: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signInAsManager(other, `/admin/advertising/edit/${id}#inhalt`);
    await field(other, 'Titel (Deutsch)').fill(title);
    await other.getByRole('button', { name: 'Teaser speichern' }).click();
    await expect(other.getByText(/wurde erfolgreich gespeichert/)).toBeVisible();
  } finally {
    await context.close();
  }
}

test.describe('teaser screens are accessible', () => {
  for (const width of [1024, 1440]) {
    // axe has no violation on any admin route at 1024 and 1440 px
    test(`axe finds nothing on the list and every tab of the form at ${width} px`, async ({ page }) => {
      // Seven axe runs and five page loads: on a busy two-core machine more than the default minute.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAsManager(page, '/admin/advertising');
      await expect(page.getByRole('row', { name: /Home Habitat/ })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/admin/advertising/create#4');
      for (const name of ['Typ', 'Inhalt', 'Bilder', 'Optionen']) {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page);
      }
      await page.getByRole('button', { name: 'Teaser speichern' }).click();
      await expect(tab(page, 'Inhalt')).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);

      await page.goto('/admin/advertising');
      await page.getByRole('button', { name: /Der Teaser «Home Habitat» löschen/ }).click();
      await expect(page.getByRole('dialog', { name: 'Löschen bestätigen' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Nein' }).click();
    });
  }
});
