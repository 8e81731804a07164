import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';
import { deleteAfterNeinAndJa, expectSortsBothWays, field, rowNames } from './coreDataSupport.ts';
import type { Json } from '../../support/json.ts';

/**
 * The master-data screens of the back office (spec: admin-back-office §2 core data lists and forms, §3, §4 saves
 * return to their overview, §5 other forms, §6 delete disabled while used, §8 messages, §9 timings).
 * Every test makes its own items (unique names) through the documented API or the form and deletes them; demo
 * items are only read. SHOTS_DIR=<folder> also saves a screenshot of each screen at 1024 and 1440 px.
 */

interface Area {
  readonly key: string;
  readonly list: string;
  readonly title: string;
  readonly newLabel: string;
  readonly createPath: string;
  readonly editPath: (id: string) => string;
  readonly newHeading: string;
  readonly editHeading: string;
  readonly saveLabel: string;
  readonly api: { readonly list: string; readonly create: string; readonly item: (id: string) => string };
  /** A valid item of that name for the API. */
  readonly body: (name: string) => Json;
  readonly nameOf: (item: Json) => string;
  /** The label of the field that holds the name in the form, and the sortable column. */
  readonly nameLabel: string;
  readonly nameColumn: string;
  /** Fills every required field of the form. */
  readonly fill: (page: Page, name: string) => Promise<void>;
  /** Labels of the fields the empty form refuses (spec §5 other forms). */
  readonly required: readonly string[];
  readonly describe: (name: string) => string;
  readonly notice: (name: string) => string;
  /** Whether the list marks items used in a fair (spec §6); the search term that finds one demo item. */
  readonly usage?: (item: Json) => string;
}

const languages = ['Deutsch', 'Französisch', 'Englisch'] as const;
const suffixes = ['De', 'Fr', 'En'] as const;

async function fillLanguages(page: Page, label: string, name: string): Promise<void> {
  for (const language of languages)
    await field(page, `${label} (${language})`).fill(language === 'Deutsch' ? name : `${name} ${language}`);
}

const inLanguages = (base: string, name: string): Json =>
  Object.fromEntries(suffixes.map((suffix) => [`${base}${suffix}`, suffix === 'De' ? name : `${name} ${suffix}`]));
const languageLabels = (label: string) => languages.map((language) => `${label} (${language})`);

const TASK_DEFINITIONS: Area = {
  key: 'process steps',
  list: '/admin/coredata',
  title: 'Prozessschritte',
  newLabel: 'Neuer Prozessschritt',
  createPath: '/admin/coredata/create',
  editPath: (id) => `/admin/coredata/edit/${id}`,
  newHeading: 'Neuer Prozessschritt',
  editHeading: 'Prozessschritt bearbeiten',
  saveLabel: 'Prozessschritt speichern',
  api: { list: '/api/taskdefinitions', create: '/api/taskdefinition', item: (id) => `/api/taskdefinitions/${id}` },
  body: (name) => ({ ...inLanguages('displayName', name), serviceGroup: 'VERZ' }),
  nameOf: (item) => item.displayNameDe,
  nameLabel: 'Name (Deutsch)',
  nameColumn: 'Name',
  fill: async (page, name) => {
    await fillLanguages(page, 'Name', name);
    await field(page, 'Leistungsgruppe').selectOption('VERZ');
  },
  required: [...languageLabels('Name'), 'Leistungsgruppe'],
  describe: (name) => `Der Prozessschritt «${name}»`,
  notice: () => 'Prozess-Schritt gespeichert',
  usage: (item) => item._id,
};

const AREAS: readonly Area[] = [
  TASK_DEFINITIONS,
  {
    key: 'process groups',
    list: '/admin/coredata/tasktitles',
    title: 'Prozessgruppen',
    newLabel: 'Neue Prozessgruppe',
    createPath: '/admin/coredata/tasktitleform/create',
    editPath: (id) => `/admin/coredata/tasktitleform/${id}`,
    newHeading: 'Neue Prozessgruppe',
    editHeading: 'Prozessgruppe bearbeiten',
    saveLabel: 'Prozessgruppe speichern',
    api: { list: '/api/tasktitles', create: '/api/tasktitle', item: (id) => `/api/tasktitle/${id}` },
    body: (name) => ({ ...inLanguages('title', name), serviceGroup: 'LOGIST' }),
    nameOf: (item) => item.titleDe,
    nameLabel: 'Titel (Deutsch)',
    nameColumn: 'Name',
    fill: async (page, name) => {
      await fillLanguages(page, 'Titel', name);
      await field(page, 'Leistungsgruppe').selectOption('LOGIST');
    },
    required: [...languageLabels('Titel'), 'Leistungsgruppe'],
    describe: (name) => `Die Prozessgruppe «${name}»`,
    notice: (name) => `Die Prozessgruppe «${name}» wurde gespeichert.`,
    usage: (item) => item._id,
  },
  {
    key: 'booth services',
    list: '/admin/coredata/boothservice',
    title: 'Standleistungen',
    newLabel: 'Neue Standleistung',
    createPath: '/admin/coredata/boothserviceform/create',
    editPath: (id) => `/admin/coredata/boothserviceform/${id}`,
    newHeading: 'Neue Standleistung',
    editHeading: 'Standleistung bearbeiten',
    saveLabel: 'Standleistung speichern',
    api: { list: '/api/boothservices', create: '/api/boothservice', item: (id) => `/api/boothservice/${id}` },
    body: (name) => ({ title: name, id: `E2E-${name.replace(/\W+/g, '-')}` }),
    nameOf: (item) => item.title,
    nameLabel: 'Bezeichnung',
    nameColumn: 'Bezeichnung',
    fill: async (page, name) => {
      await field(page, 'Bezeichnung').fill(name);
      await field(page, 'ID').fill(`E2E-${name.replace(/\W+/g, '-')}`);
    },
    required: ['Bezeichnung', 'ID'],
    describe: (name) => `Die Standleistung «${name}»`,
    notice: (name) => `Die Standleistung «${name}» wurde gespeichert.`,
    usage: (item) => item.id,
  },
  {
    key: 'fair series',
    list: '/admin/coredata/fairseries',
    title: 'Messe-Reihen',
    newLabel: 'Neue Messe-Reihe',
    createPath: '/admin/coredata/fairseriesform',
    editPath: (id) => `/admin/coredata/fairseriesform/${id}`,
    newHeading: 'Neue Messe-Reihe',
    editHeading: 'Messe-Reihe bearbeiten',
    saveLabel: 'Messe-Reihe speichern',
    api: { list: '/api/fairseries', create: '/api/fairseries', item: (id) => `/api/fairseries/${id}` },
    body: (name) => inLanguages('title', name),
    nameOf: (item) => item.titleDe,
    nameLabel: 'Titel (Deutsch)',
    nameColumn: 'Name',
    fill: (page, name) => fillLanguages(page, 'Titel', name),
    required: languageLabels('Titel'),
    describe: (name) => `Die Messe-Reihe «${name}»`,
    notice: (name) => `Die Messe-Reihe «${name}» wurde gespeichert.`,
    usage: (item) => item._id,
  },
  {
    key: 'header definitions',
    list: '/admin/coredata/headerdefinitions',
    title: 'Header-Definitionen',
    newLabel: 'Neue Header-Definition',
    createPath: '/admin/coredata/headerform/create',
    editPath: (id) => `/admin/coredata/headerform/edit/${id}`,
    newHeading: 'Neue Header-Definition',
    editHeading: 'Header-Definition bearbeiten',
    saveLabel: 'Header-Definition speichern',
    api: {
      list: '/api/headerdefinitions',
      create: '/api/headerdefinition',
      item: (id) => `/api/headerdefinitions/${id}`,
    },
    body: (name) => ({
      ...inLanguages('displayName', name),
      serviceGroupId: 'PARKPL',
      infoTexts: { textDe: '<p>Info</p>', textFr: '<p>Info</p>', textEn: '<p>Info</p>' },
    }),
    nameOf: (item) => item.displayNameDe,
    nameLabel: 'Name (Deutsch)',
    nameColumn: 'Name',
    fill: async (page, name) => {
      await fillLanguages(page, 'Name', name);
      await field(page, 'Leistungsgruppe').selectOption('PARKPL');
      await fillLanguages(page, 'Infotext', 'Parkplätze rechtzeitig buchen.');
    },
    required: [...languageLabels('Name'), ...languageLabels('Infotext'), 'Leistungsgruppe'],
    describe: (name) => `Die Header-Definition «${name}»`,
    notice: () => 'Header-Definition gespeichert',
  },
];

async function createViaApi(page: Page, area: Area, name: string): Promise<Json> {
  const { request, csrf } = await managerApi(page);
  const response = await request.post(area.api.create, { data: area.body(name), headers: { 'X-CSRF-Token': csrf } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Json;
}

async function deleteViaApi(page: Page, area: Area, id: string): Promise<void> {
  const { request, csrf } = await managerApi(page);
  const response = await request.delete(area.api.item(id), { headers: { 'X-CSRF-Token': csrf } });
  expect([204, 404]).toContain(response.status());
}

/** Removes the items of that name prefix which a test left behind (a failed test must not leave data). */
async function cleanUp(page: Page, area: Area, prefix: string): Promise<void> {
  const response = await page.request.get(area.api.list);
  if (!response.ok()) return;
  for (const item of (await response.json()) as Json[])
    if (area.nameOf(item).startsWith(prefix)) await deleteViaApi(page, area, item._id);
}

async function search(page: Page, term: string): Promise<void> {
  await page.getByLabel('Suchen').fill(term);
}

for (const area of AREAS) {
  test.describe(`core data: ${area.key}`, () => {
    // spec: admin-back-office §5 other forms (required fields), §4 a save returns to the overview, §2 list search
    test('refuses the empty form, then creates the item and finds it by search', async ({ page }) => {
      const name = uniqueName('E2E Neu');
      try {
        await signInAsManager(page, area.list);
        await expect(page.getByRole('heading', { name: area.title, level: 1 })).toBeVisible();
        await page.getByRole('link', { name: area.newLabel }).click();
        await expect(page.getByRole('heading', { name: area.newHeading })).toBeVisible();
        await page.getByRole('button', { name: area.saveLabel }).click();
        for (const label of area.required)
          await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true');
        await expect(
          page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Felder.' }),
        ).toBeVisible();
        await expect(field(page, area.required[0])).toBeFocused();

        await area.fill(page, name);
        await page.getByRole('button', { name: area.saveLabel }).click();
        await expect(page).toHaveURL(new RegExp(`${area.list}$`), { timeout: 15_000 });
        await expect(page.getByRole('status').getByText(area.notice(name))).toBeVisible();
        await search(page, name);
        await expect(rowNames(page)).toHaveText([name]);
      } finally {
        await cleanUp(page, area, name);
      }
    });

    // spec: admin-back-office §2 sortable name column
    test('sorts by the name column both ways', async ({ page }) => {
      const prefix = uniqueName('E2E Sortierung');
      await signInAsManager(page, area.list);
      try {
        await createViaApi(page, area, `${prefix} Alpha`);
        await createViaApi(page, area, `${prefix} Beta`);
        await page.reload();
        await expectSortsBothWays(page, prefix, area.nameColumn);
      } finally {
        await cleanUp(page, area, prefix);
      }
    });

    // spec: admin-back-office §2 edit and delete with a confirmation answered Ja or Nein, §4 removed from the list
    test('edits an item, then deletes it after Nein and Ja', async ({ page }) => {
      const name = uniqueName('E2E Bearbeiten');
      await signInAsManager(page, area.list);
      try {
        const item = await createViaApi(page, area, name);
        await page.reload();
        await search(page, name);
        await page.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${area.editPath(item._id)}$`));
        await expect(page.getByRole('heading', { name: area.editHeading })).toBeVisible();
        await expect(field(page, area.nameLabel)).toHaveValue(name);
        await field(page, area.nameLabel).fill(`${name} geändert`);
        await page.getByRole('button', { name: area.saveLabel }).click();
        await expect(page).toHaveURL(new RegExp(`${area.list}$`), { timeout: 15_000 });
        await expect(page.getByRole('status').getByText(area.notice(`${name} geändert`))).toBeVisible();

        await deleteAfterNeinAndJa(page, `${name} geändert`, `${area.describe(`${name} geändert`)} löschen`);
        expect((await page.request.get(area.api.item(item._id))).status()).toBe(404);
      } finally {
        await cleanUp(page, area, name);
      }
    });

    const usage = area.usage;
    if (usage !== undefined) {
      // spec: admin-back-office §6 delete disabled while used in a fair
      test('disables deleting an item used in a demo fair and says why', async ({ page }) => {
        await signInAsManager(page, area.list);
        const items = (await (await page.request.get(area.api.list)).json()) as Json[];
        const used = items.find((item) => item.isUsed === true);
        expect(used, 'a demo item used in a fair').toBeDefined();
        await search(page, usage(used!));
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: area.nameOf(used!), exact: true }) });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('button', { name: /löschen$/ })).toBeDisabled();
        await expect(row).toContainText('Wird in einer Messe verwendet');
      });
    }
  });
}

test.describe('core data: process steps', () => {
  // spec: admin-back-office §3 task definition (manual deep link checkbox -> mode manual, flag sent false; order 99)
  test('saves the manual deep link as the mode manual and shows it ticked again', async ({ page }) => {
    const name = uniqueName('E2E Deeplink');
    await signInAsManager(page, '/admin/coredata/create');
    try {
      await TASK_DEFINITIONS.fill(page, name);
      await expect(field(page, 'Deeplink-Modus')).toHaveValue('servicegroup');
      await field(page, 'Manueller Deeplink').check();
      await expect(field(page, 'Deeplink-Modus')).toBeHidden();
      await field(page, 'Adresse des Deeplinks').fill('https://tickets.example.test/aussteller');
      await field(page, 'Auch für Mitaussteller sichtbar').check();
      await page.getByRole('button', { name: 'Prozessschritt speichern' }).click();
      await expect(page).toHaveURL(/\/admin\/coredata$/, { timeout: 15_000 });

      const stored = ((await (await page.request.get('/api/taskdefinitions')).json()) as Json[]).find(
        (item) => item.displayNameDe === name,
      )!;
      expect(stored).toMatchObject({
        deeplinkmode: 'manual',
        manualdeeplink: false,
        url: 'https://tickets.example.test/aussteller',
        coexposant: true,
        order: 99,
      });
      await page.goto(`/admin/coredata/edit/${stored._id}`);
      await expect(field(page, 'Manueller Deeplink')).toBeChecked();
      await expect(field(page, 'Adresse des Deeplinks')).toHaveValue('https://tickets.example.test/aussteller');
      // Unticked, the stored mode manual falls back to the default mode.
      await field(page, 'Manueller Deeplink').uncheck();
      await expect(field(page, 'Deeplink-Modus')).toHaveValue('servicegroup');
      await field(page, 'Deeplink-Modus').selectOption('katalog');
      await page.getByRole('button', { name: 'Prozessschritt speichern' }).click();
      await expect(page).toHaveURL(/\/admin\/coredata$/, { timeout: 15_000 });
      expect(await (await page.request.get(`/api/taskdefinitions/${stored._id}`)).json()).toMatchObject({
        deeplinkmode: 'katalog',
        manualdeeplink: false,
        order: 99,
      });
    } finally {
      await cleanUp(page, TASK_DEFINITIONS, name);
    }
  });

  // spec: admin-back-office §4, §9: success flag 2.75 s on the form, then the view scrolls up over 1250 ms; §8 message
  test('shows "Prozess-Schritt gespeichert" on the form first, then scrolls up and returns to the overview', async ({
    page,
  }) => {
    const name = uniqueName('E2E Erfolg');
    await page.setViewportSize({ width: 1024, height: 520 });
    await signInAsManager(page, TASK_DEFINITIONS.list);
    try {
      const item = await createViaApi(page, TASK_DEFINITIONS, name);
      await page.goto(TASK_DEFINITIONS.editPath(item._id));
      await field(page, 'Name (Französisch)').fill(`${name} modifié`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const savedAt = Date.now();
      await page.getByRole('button', { name: 'Prozessschritt speichern' }).click();
      await expect(page.getByRole('status').getByText('Prozess-Schritt gespeichert')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/coredata/edit/${item._id}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0);
      await expect(page).toHaveURL(/\/admin\/coredata$/, { timeout: 15_000 });
      expect(Date.now() - savedAt).toBeGreaterThanOrEqual(2750 + 1250);
      await expect(page.getByRole('status').getByText('Prozess-Schritt gespeichert')).toBeVisible();
    } finally {
      await cleanUp(page, TASK_DEFINITIONS, name);
    }
  });

  // spec: admin-back-office §8: failure "Fehler beim Speichern des Prozess-Schritt" (with the reason), then to the top
  test('shows the failure with its reason and scrolls to the top when the step was deleted meanwhile', async ({
    page,
  }) => {
    const name = uniqueName('E2E Fehler');
    await page.setViewportSize({ width: 1024, height: 520 });
    await signInAsManager(page, TASK_DEFINITIONS.list);
    try {
      const item = await createViaApi(page, TASK_DEFINITIONS, name);
      await page.goto(TASK_DEFINITIONS.editPath(item._id));
      await field(page, 'Name (Englisch)').fill(`${name} changed`);
      await deleteViaApi(page, TASK_DEFINITIONS, item._id);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Prozessschritt speichern' }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Fehler beim Speichern des Prozess-Schritt. Der Eintrag existiert nicht mehr.' }),
      ).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
      await expect(page).toHaveURL(new RegExp(`/admin/coredata/edit/${item._id}$`));
    } finally {
      await cleanUp(page, TASK_DEFINITIONS, name);
    }
  });
});

test.describe('core data: header definitions', () => {
  const area = AREAS.find((candidate) => candidate.key === 'header definitions')!;

  // spec: admin-back-office §3 header definition (order 99 on create), §8 "Header-Definition gespeichert"
  test('saves with "Header-Definition gespeichert" and order 99', async ({ page }) => {
    const name = uniqueName('E2E Header');
    await signInAsManager(page, area.createPath);
    try {
      await area.fill(page, name);
      await page.getByRole('button', { name: area.saveLabel }).click();
      await expect(page).toHaveURL(/\/admin\/coredata\/headerdefinitions$/);
      await expect(page.getByRole('status').filter({ hasText: 'Header-Definition gespeichert' })).toBeVisible();
      const stored = ((await (await page.request.get(area.api.list)).json()) as Json[]).find(
        (item) => item.displayNameDe === name,
      );
      expect(stored).toMatchObject({
        order: 99,
        serviceGroupId: 'PARKPL',
        infoTexts: { textDe: 'Parkplätze rechtzeitig buchen.' },
      });
    } finally {
      await cleanUp(page, area, name);
    }
  });

  // spec: admin-back-office §8 "Fehler beim Speichern der Header-Definition", then the view scrolls to the top
  test('shows "Fehler beim Speichern der Header-Definition" with the reason and scrolls to the top', async ({
    page,
  }) => {
    const name = uniqueName('E2E Header Fehler');
    await page.setViewportSize({ width: 1024, height: 520 });
    await signInAsManager(page, area.list);
    try {
      const item = await createViaApi(page, area, name);
      await page.goto(area.editPath(item._id));
      await field(page, 'Infotext (Deutsch)').fill('Neuer Text');
      await deleteViaApi(page, area, item._id);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('button', { name: area.saveLabel }).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Fehler beim Speichern der Header-Definition. Der Eintrag existiert nicht mehr.' }),
      ).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    } finally {
      await cleanUp(page, area, name);
    }
  });
});

test.describe('core data: fair series', () => {
  const area = AREAS.find((candidate) => candidate.key === 'fair series')!;

  // spec: admin-back-office §2 fair series edit shows the read-only link to the site root with _fs
  test('shows the read-only, copyable _fs link when editing, not when new', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = uniqueName('E2E Reihe');
    await signInAsManager(page, area.createPath);
    try {
      await expect(page.getByRole('heading', { name: 'Neue Messe-Reihe' })).toBeVisible();
      await expect(field(page, 'Link zur Messe-Reihe')).toHaveCount(0);
      const series = await createViaApi(page, area, name);
      await page.goto(area.editPath(series._id));
      const link = field(page, 'Link zur Messe-Reihe');
      const expected = `${new URL(baseURL!).origin}/?_fs=${encodeURIComponent(series._id)}`;
      await expect(link).toHaveValue(expected);
      await expect(link).toHaveAttribute('readonly', '');
      await page.getByRole('button', { name: 'Link kopieren' }).click();
      await expect(page.getByText('Der Link wurde in die Zwischenablage kopiert.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    } finally {
      await cleanUp(page, area, name);
    }
  });
});

// spec: admin-back-office §2 route table: the create path of process groups and booth services is doubled
test('the doubled create paths open the create forms', async ({ page }) => {
  await signInAsManager(page, '/admin/coredata/tasktitleform/tasktitleform');
  const forms: readonly [string, string][] = [
    ['/admin/coredata/tasktitleform/tasktitleform', 'Neue Prozessgruppe'],
    ['/admin/coredata/tasktitleform/create', 'Neue Prozessgruppe'],
    ['/admin/coredata/tasktitleform', 'Neue Prozessgruppe'],
    ['/admin/coredata/boothserviceform/boothserviceform', 'Neue Standleistung'],
    ['/admin/coredata/boothserviceform/create', 'Neue Standleistung'],
    ['/admin/coredata/boothserviceform', 'Neue Standleistung'],
    ['/admin/coredata/create', 'Neuer Prozessschritt'],
    ['/admin/coredata/fairseriesform', 'Neue Messe-Reihe'],
    ['/admin/coredata/headerform/create', 'Neue Header-Definition'],
  ];
  for (const [path, heading] of forms) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
  }
});

// a 409 from a stale version opens a dialog with the change, offering reload or overwrite
test('a booth service saved meanwhile in a second browser: reload, then overwrite', async ({ page, browser }) => {
  const area = AREAS.find((candidate) => candidate.key === 'booth services')!;
  const name = uniqueName('E2E Konflikt');
  await signInAsManager(page, area.list);
  const other = await browser.newContext();
  try {
    const item = await createViaApi(page, area, name);
    await page.goto(area.editPath(item._id));
    const otherPage = await other.newPage();
    await signInAsManager(otherPage, area.list);
    const saveElsewhere = async (title: string) => {
      await otherPage.goto(area.editPath(item._id));
      await field(otherPage, 'Bezeichnung').fill(title);
      await otherPage.getByRole('button', { name: area.saveLabel }).click();
      await expect(otherPage).toHaveURL(new RegExp(`${area.list}$`));
    };

    await saveElsewhere(`${name} anderswo`);
    await field(page, 'Bezeichnung').fill(`${name} hier`);
    await page.getByRole('button', { name: area.saveLabel }).click();
    const dialog = page.getByRole('dialog', { name: 'Der Eintrag wurde inzwischen geändert' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${name} anderswo`);
    await dialog.getByRole('button', { name: /Neu laden/ }).click();
    await expect(field(page, 'Bezeichnung')).toHaveValue(`${name} anderswo`);

    await saveElsewhere(`${name} nochmals anderswo`);
    await field(page, 'Bezeichnung').fill(`${name} hier`);
    await page.getByRole('button', { name: area.saveLabel }).click();
    await expect(dialog).toContainText(`${name} nochmals anderswo`);
    // Both changed the name: the overwrite waits for the choice of which version counts.
    await dialog.getByRole('radio', { name: 'Meine Fassung' }).check();
    await dialog.getByRole('button', { name: /Überschreiben/ }).click();
    await expect(page).toHaveURL(new RegExp(`${area.list}$`));
    expect(await (await page.request.get(area.api.item(item._id))).json()).toMatchObject({ title: `${name} hier` });
  } finally {
    await other.close();
    await cleanUp(page, area, name);
  }
});

// axe has no violation on any admin route at 1024 and 1440 px
for (const area of AREAS) {
  for (const width of [1024, 1440]) {
    test(`axe finds nothing on the ${area.key} list and forms at ${width} px`, async ({ page }) => {
      const name = uniqueName('E2E Axe');
      await page.setViewportSize({ width, height: 900 });
      await signInAsManager(page, area.list);
      try {
        const item = await createViaApi(page, area, name);
        const screens: readonly [string, string][] = [
          [area.list, 'list'],
          [area.createPath, 'create'],
          [area.editPath(item._id), 'edit'],
        ];
        for (const [path, screen] of screens) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('.admin-loading')).toHaveCount(0);
          if (screen === 'create') await page.getByRole('button', { name: area.saveLabel }).click(); // with its messages
          await expectNoAxeViolations(page);
          if (process.env.SHOTS_DIR)
            await page.screenshot({
              path: `${process.env.SHOTS_DIR}/${area.key.replace(/ /g, '-')}-${screen}-${width}.png`,
              fullPage: true,
            });
        }
      } finally {
        await cleanUp(page, area, name);
      }
    });
  }
}
