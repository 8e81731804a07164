// The Prozesskonfiguration tab of the fair form (admin-back-office §2 fair create/edit, §3 fair task, §4, §5 Fair).
// Each test makes its own fair through the API (tasks of a demo fair's process steps and groups) and deletes it at
// the end; demo fairs are only read (copy source), never changed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';
import type { Json } from '../../support/json.ts';

type TaskRef = { _id: string; type: 'task' | 'taskTitle' };

const created: string[] = [];
let counter = 0;

/** A demo fair with a full task list (process groups each followed by a step), to take ids from and copy from. */
async function demoFairWithTasks(page: Page): Promise<Json> {
  const response = await page.request.get('/api/fairsWithTasks');
  expect(response.status()).toBe(200);
  const fairs = (await response.json()) as Json[];
  const fair = fairs.find(
    (candidate) => (candidate.tasks?.length ?? 0) >= 6 && candidate.tasks[0].type === 'taskTitle',
  );
  expect(fair, 'a demo fair with tasks').toBeDefined();
  return fair!;
}

/** The German names the tab shows for tasks: process steps by displayNameDe, process groups by titleDe. */
async function namesOf(page: Page): Promise<Map<string, string>> {
  const [definitions, titles] = await Promise.all([
    page.request.get('/api/taskdefinitions'),
    page.request.get('/api/tasktitles'),
  ]);
  const names = new Map<string, string>();
  for (const definition of (await definitions.json()) as Json[])
    names.set(`task:${definition._id}`, definition.displayNameDe);
  for (const title of (await titles.json()) as Json[]) names.set(`taskTitle:${title._id}`, title.titleDe);
  return names;
}

/** A new fair of the manager's own: the demo fair's master data under a new code, with the given tasks. */
async function createFair(page: Page, tasks: readonly TaskRef[]): Promise<string> {
  const { request, csrf } = await managerApi(page);
  const demo = await demoFairWithTasks(page);
  const full = (await (await request.get(`/api/fairs/${demo._id}`)).json()) as Json;
  const { _id, version, logoDe, logoFr, logoEn, ...rest } = full;
  counter += 1;
  const name = uniqueName('E2E Prozess');
  const body = {
    ...rest,
    idCode: `PRZ${counter}${Date.now().toString(36)}`.slice(0, 20),
    displayNameDe: name,
    displayNameFr: name,
    displayNameEn: name,
    documents: [],
    steps: [],
    tasks: tasks.map(({ _id: id, type }) => ({ _id: id, type })),
  };
  const response = await request.post('/api/fair', { data: body, headers: { 'X-CSRF-Token': csrf } });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as Json)._id as string;
  created.push(id);
  return id;
}

async function storedTasks(page: Page, id: string): Promise<Json[]> {
  const response = await page.request.get(`/api/fairs/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Json).tasks as Json[];
}

const keyOf = (task: TaskRef) => `${task.type}:${task._id}`;

/** Signs in, opens the fair's Prozesskonfiguration tab and waits for its list (or its empty state). */
async function openTab(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/fair/${id}#prozesskonfiguration`);
  await expect(page.getByRole('heading', { name: 'Prozessschritte der Messe' })).toBeVisible();
}

const rows = (page: Page) => page.locator('.process-list > li');
const rowKeys = (page: Page) =>
  rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-task-key')));
const row = (page: Page, task: TaskRef) => page.locator(`.process-list > li[data-task-key="${keyOf(task)}"]`);
const pool = (page: Page) => page.locator('.process-pool');

async function save(page: Page, id: string): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith(`/api/fairs/${id}`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  expect((await answer).status()).toBe(200);
}

/** Signs in and takes the first process group and the three steps after it (and a second group) of a demo fair. */
async function setUp(
  page: Page,
): Promise<{ demo: Json; groupA: TaskRef; groupB: TaskRef; steps: TaskRef[]; names: Map<string, string> }> {
  await signInAsManager(page, '/admin/fair');
  const demo = await demoFairWithTasks(page);
  const tasks = (demo.tasks as Json[]).map((task): TaskRef => ({ _id: task._id, type: task.type }));
  const groups = tasks.filter((task) => task.type === 'taskTitle');
  const steps = tasks.filter((task) => task.type === 'task');
  return { demo, groupA: groups[0], groupB: groups[1], steps, names: await namesOf(page) };
}

test.afterEach(async ({ page }) => {
  if (created.length === 0) return;
  const { request, csrf } = await managerApi(page);
  for (const id of created.splice(0)) {
    // A fair published now is deleted with its code typed.
    const fair = await request.get(`/api/fairs/${id}`);
    const confirmCode = fair.ok() ? String(((await fair.json()) as { idCode: string }).idCode) : '';
    const response = await request.delete(`/api/fairs/${id}?confirmCode=${encodeURIComponent(confirmCode)}`, {
      headers: { 'X-CSRF-Token': csrf },
    });
    expect([204, 404]).toContain(response.status());
  }
});

test.describe('order of the process steps', () => {
  // spec: admin-back-office §2 fair create/edit (step/task list with drag ordering); drag ordering by keyboard
  test('moves a step by keyboard (handle, Space, ArrowDown, Space); the saved order stays after a reload', async ({
    page,
  }) => {
    const { groupA, steps, names } = await setUp(page);
    const [first, second, third] = steps as [TaskRef, TaskRef, TaskRef];
    const id = await createFair(page, [groupA, first, second, third]);
    await openTab(page, id);
    expect(await rowKeys(page)).toEqual([groupA, first, second, third].map(keyOf));

    const name = names.get(keyOf(first));
    const handle = page.getByRole('button', { name: `Prozessschritt „${name}“ verschieben` });
    await expect(handle).toHaveAccessibleDescription(/Leertaste.*Pfeiltasten.*Escape/);
    const live = page.locator('[id^="DndLiveRegion"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(row(page, first)).toHaveClass(/process-row-dragging/);
    await expect(live).toContainText('Position 2 von 4');
    await page.keyboard.press('ArrowDown');
    await expect(live).toHaveText(`Prozessschritt „${name}“ ist jetzt auf Position 3 von 4.`);
    await page.keyboard.press('Space');
    await expect(live).toHaveText(`Prozessschritt „${name}“ auf Position 3 von 4 abgelegt.`);
    await expect.poll(() => rowKeys(page)).toEqual([groupA, second, first, third].map(keyOf));

    await save(page, id);
    await page.reload();
    await expect(rows(page)).toHaveCount(4);
    expect(await rowKeys(page)).toEqual([groupA, second, first, third].map(keyOf));
    expect((await storedTasks(page, id)).map((task) => `${task.type}:${task._id}`)).toEqual(
      [groupA, second, first, third].map(keyOf),
    );
  });

  // spec: admin-back-office §2 fair create/edit (drag ordering), with the pointer
  test('moves a step by dragging its handle with the pointer', async ({ page }) => {
    // Tall enough that every row is above the form's sticky save bar.
    await page.setViewportSize({ width: 1280, height: 1200 });
    const { groupA, steps, names } = await setUp(page);
    const [first, second, third] = steps as [TaskRef, TaskRef, TaskRef];
    const id = await createFair(page, [groupA, first, second, third]);
    await openTab(page, id);

    const handle = page.getByRole('button', { name: `Prozessschritt „${names.get(keyOf(third))}“ verschieben` });
    await row(page, groupA).scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const target = (await row(page, first).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, target.y + target.height / 4, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => rowKeys(page)).toEqual([groupA, third, first, second].map(keyOf));

    await save(page, id);
    expect((await storedTasks(page, id)).map((task) => `${task.type}:${task._id}`)).toEqual(
      [groupA, third, first, second].map(keyOf),
    );
  });
});

test.describe('inactive pool', () => {
  // spec: admin-back-office §2 (inactive pool of available steps, excluding those already in the fair), §4 (removing returns it to the pool)
  test('adds a step from the pool at the end and a removed step returns to the pool', async ({ page }) => {
    const { groupA, steps, names } = await setUp(page);
    const [first, second] = steps as [TaskRef, TaskRef];
    const id = await createFair(page, [groupA, first]);
    await openTab(page, id);

    const search = pool(page).getByLabel('Pool durchsuchen');
    await search.fill(first._id);
    await expect(pool(page).getByText('Keine Einträge gefunden')).toHaveCount(2);
    await search.fill(second._id);
    const entry = pool(page).locator('.process-pool-item', { hasText: second._id });
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: /^Hinzufügen/ }).click();
    await expect.poll(() => rowKeys(page)).toEqual([groupA, first, second].map(keyOf));
    await expect(entry).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Prozessschritt „${names.get(keyOf(second))}“ verschieben` }),
    ).toBeFocused();

    await row(page, first)
      .getByRole('button', { name: `Entfernen „${names.get(keyOf(first))}“` })
      .click();
    await page.getByRole('dialog', { name: 'Prozessschritt entfernen' }).getByRole('button', { name: 'Ja' }).click();
    await expect.poll(() => rowKeys(page)).toEqual([groupA, second].map(keyOf));
    await search.fill(first._id);
    await expect(pool(page).locator('.process-pool-item', { hasText: first._id })).toHaveCount(1);

    await save(page, id);
    expect((await storedTasks(page, id)).map((task) => `${task.type}:${task._id}`)).toEqual(
      [groupA, second].map(keyOf),
    );
  });

  // spec: admin-back-office §2 (step/task list with drag ordering, inactive pool): a pool entry dragged onto a row is inserted before it
  test('drags a step from the pool onto the list with the pointer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1200 });
    const { groupA, steps } = await setUp(page);
    const [first, second, third] = steps as [TaskRef, TaskRef, TaskRef];
    const id = await createFair(page, [groupA, first, second]);
    await openTab(page, id);

    await pool(page).getByLabel('Pool durchsuchen').fill(third._id);
    const entry = pool(page).locator('.process-pool-item', { hasText: third._id });
    await row(page, groupA).scrollIntoViewIfNeeded();
    const from = (await entry.locator('.process-pool-name').boundingBox())!;
    const target = (await row(page, first).boundingBox())!;
    await page.mouse.move(from.x + 20, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
    await expect(row(page, first)).toHaveClass(/process-drop-over/);
    await page.mouse.up();
    await expect.poll(() => rowKeys(page)).toEqual([groupA, third, first, second].map(keyOf));
    await expect(entry).toHaveCount(0);

    await save(page, id);
    expect((await storedTasks(page, id)).map((task) => `${task.type}:${task._id}`)).toEqual(
      [groupA, third, first, second].map(keyOf),
    );
  });

  // spec: admin-back-office §2 (a modal to delete a task, answered Ja or Nein)
  test('asks before removing a task: Nein keeps it, Ja removes it', async ({ page }) => {
    const { groupA, steps, names } = await setUp(page);
    const [first, second] = steps as [TaskRef, TaskRef];
    const id = await createFair(page, [groupA, first, second]);
    await openTab(page, id);
    const name = names.get(keyOf(second))!;
    const remove = row(page, second).getByRole('button', { name: `Entfernen „${name}“` });
    const dialog = page.getByRole('dialog', { name: 'Prozessschritt entfernen' });

    await remove.click();
    await expect(dialog).toContainText(`Soll „${name}“ wirklich aus dieser Messe entfernt werden?`);
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    expect(await rowKeys(page)).toEqual([groupA, first, second].map(keyOf));

    await remove.click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => rowKeys(page)).toEqual([groupA, first].map(keyOf));
    // The removed row was the last: its neighbour above takes the focus.
    await expect(
      page.getByRole('button', { name: `Prozessschritt „${names.get(keyOf(first))}“ verschieben` }),
    ).toBeFocused();
    await save(page, id);
    expect((await storedTasks(page, id)).map((task) => task._id)).toEqual([groupA._id, first._id]);
  });
});

test.describe('edit task modal', () => {
  // spec: admin-back-office §3 fair task (booth services completed; required propagates to them; info texts with publish range)
  test('required passes to every booth service, and an info text in three languages is saved', async ({ page }) => {
    const { groupA, steps, names } = await setUp(page);
    const [first] = steps as [TaskRef];
    const id = await createFair(page, [groupA, first]);
    const before = (await storedTasks(page, id))[1];
    const services = ((await (await page.request.get('/api/boothservices')).json()) as Json[]).length;
    await openTab(page, id);

    await row(page, first)
      .getByRole('button', { name: `Bearbeiten „${names.get(keyOf(first))}“` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Prozessschritt „${names.get(keyOf(first))}“ bearbeiten` });
    await expect(dialog).toBeVisible();
    const serviceRows = dialog.locator('.process-table tbody tr');
    await expect(serviceRows).toHaveCount(services);

    const required = dialog.getByLabel('Pflicht', { exact: true });
    const wanted = !before.required;
    await required.setChecked(wanted);
    const serviceRequired = dialog.getByRole('checkbox', { name: /“ Pflicht$/ });
    await expect(serviceRequired).toHaveCount(services);
    for (const box of await serviceRequired.all())
      await (wanted ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
    const hidden = dialog.getByRole('checkbox', { name: /“ ausgeblendet$/ }).first();
    const hiddenBefore = await hidden.isChecked();
    await hidden.setChecked(!hiddenBefore);

    const infoCount = (before.infoTexts as Json[]).length;
    const number = infoCount + 1;
    await dialog.getByRole('button', { name: 'Infotext hinzufügen' }).click();
    await dialog.getByLabel(`Infotext ${number} (Deutsch)`).fill('E2E Hinweis auf Deutsch');
    await dialog.getByLabel(`Infotext ${number} (Französisch)`).fill('E2E Remarque en français');
    await dialog.getByLabel(`Infotext ${number} (Englisch)`).fill('E2E Note in English');
    const publish = dialog.getByRole('group', { name: 'Publikation (optional)' }).nth(infoCount);
    await publish.getByLabel('Von').fill('2030-01-01');
    await publish.getByLabel('Bis').fill('2029-12-31');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(publish).toContainText('"Bis" muss grösser/gleich als "Von" sein');
    await publish.getByLabel('Bis').fill('2030-06-30');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, first)).toContainText(`${number} ${number === 1 ? 'Infotext' : 'Infotexte'}`);
    if (wanted) await expect(row(page, first).getByText('Pflicht', { exact: true })).toBeVisible();

    await save(page, id);
    const saved = (await storedTasks(page, id))[1];
    expect(saved.required).toBe(wanted);
    expect((saved.boothServices as Json[]).length).toBe(services);
    expect((saved.boothServices as Json[]).every((service) => service.required === wanted)).toBe(true);
    expect((saved.boothServices as Json[])[0].hidden).toBe(!hiddenBefore);
    expect(saved.infoTexts[infoCount]).toMatchObject({ publish: { start: '2030-01-01', end: '2030-06-30' } });
    expect(JSON.stringify(saved.infoTexts[infoCount])).toContain('E2E Remarque en français');
    expect(JSON.stringify(saved.infoTexts[infoCount])).toContain('E2E Note in English');
    expect(saved.infoTexts[infoCount].textDe).toContain('E2E Hinweis auf Deutsch');
  });
});

test.describe('copy tasks from another fair', () => {
  // spec: admin-back-office §2 (a source fair must be chosen; a warning when the fair already has tasks), §4 (copy replaces the tasks), §3 (period removed)
  test('warns that the tasks are replaced, asks for a source fair, then copies without periods', async ({ page }) => {
    const { demo, groupA, steps } = await setUp(page);
    const id = await createFair(page, [groupA, steps[0]]);
    await openTab(page, id);

    await page.getByRole('button', { name: 'Aufgaben von anderer Messe kopieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aufgaben von anderer Messe kopieren' });
    await expect(dialog.getByText('Die bestehenden Prozessschritte dieser Messe werden dabei entfernt.')).toBeVisible();
    const select = dialog.getByLabel('Messe, von der kopiert wird');
    await expect(select.locator(`option[value="${id}"]`)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Kopieren' }).click();
    await expect(
      dialog.getByText('Bitte eine Messe auswählen, deren Prozessschritte kopiert werden sollen.'),
    ).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');

    await select.selectOption(demo._id);
    await dialog.getByRole('button', { name: 'Kopieren' }).click();
    await expect(dialog).toBeHidden();
    const expected = (demo.tasks as Json[]).map((task) => `${task.type}:${task._id}`);
    await expect.poll(() => rowKeys(page)).toEqual(expected);

    await save(page, id);
    const saved = await storedTasks(page, id);
    expect(saved.map((task) => `${task.type}:${task._id}`)).toEqual(expected);
    expect(saved.some((task) => task.period && (task.period.start || task.period.end))).toBe(false);
  });

  // spec: admin-back-office §2 (the warning only when the fair already has tasks)
  test('shows no warning for a fair without tasks', async ({ page }) => {
    const { demo } = await setUp(page);
    const id = await createFair(page, []);
    await openTab(page, id);
    await expect(page.getByText('Diese Messe hat noch keine Prozessschritte.')).toBeVisible();

    await page.getByRole('button', { name: 'Aufgaben von anderer Messe kopieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aufgaben von anderer Messe kopieren' });
    await expect(dialog.getByLabel('Messe, von der kopiert wird')).toBeVisible();
    await expect(dialog.getByText('Die bestehenden Prozessschritte dieser Messe werden dabei entfernt.')).toHaveCount(
      0,
    );
    await dialog.getByLabel('Messe, von der kopiert wird').selectOption(demo._id);
    await dialog.getByRole('button', { name: 'Kopieren' }).click();
    await expect(rows(page)).toHaveCount((demo.tasks as Json[]).length);
  });
});

test.describe('validation', () => {
  // spec: admin-back-office §5 Fair (the first task must be a process group; otherwise the message and the save stops)
  test('a list that does not begin with a process group is not saved', async ({ page }) => {
    const { groupA, steps, names } = await setUp(page);
    const [first, second] = steps as [TaskRef, TaskRef];
    const id = await createFair(page, [groupA, first, second]);
    await openTab(page, id);
    let writes = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(`/api/fairs/${id}`)) writes += 1;
    });

    await row(page, groupA)
      .getByRole('button', { name: `Entfernen „${names.get(keyOf(groupA))}“` })
      .click();
    await page.getByRole('dialog', { name: 'Prozessgruppe entfernen' }).getByRole('button', { name: 'Ja' }).click();
    await expect.poll(() => rowKeys(page)).toEqual([first, second].map(keyOf));
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();

    const message = page
      .locator('.process-main')
      .getByText('Die Prozessschritte müssen mit einer Prozessgruppe beginnen');
    await expect(message).toBeVisible();
    const messageId = await message.getAttribute('id');
    await expect(page.locator('.process-list')).toHaveAttribute('aria-describedby', messageId!);
    await expect(page).toHaveURL(/#prozesskonfiguration$/);
    expect(writes).toBe(0);
    expect((await storedTasks(page, id)).map((task) => task._id)).toEqual([groupA._id, first._id, second._id]);
  });
});

test.describe('loading', () => {
  // Every screen has loading and error states; a failed catalogue read offers a retry
  test('shows an error with a retry when the catalogue cannot be read', async ({ page }) => {
    const { groupA, steps } = await setUp(page);
    const id = await createFair(page, [groupA, steps[0]]);
    // The catalogue cannot be read until the manager asks again (however often the tab reads it meanwhile).
    let failing = true;
    await page.route('**/api/tasktitles', async (route) => {
      if (failing) {
        await route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({ status: 503, title: 'Service Unavailable', messageKey: 'errors.apiError' }),
        });
      } else await route.continue();
    });
    await page.goto(`/admin/fair/${id}#prozesskonfiguration`);
    const panel = page.getByRole('alert').filter({ hasText: 'Die Prozessschritte konnten nicht geladen werden.' });
    await expect(panel).toBeVisible();
    failing = false;
    await panel.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(rows(page)).toHaveCount(2);
  });
});

test.describe('accessibility', () => {
  for (const width of [1024, 1440]) {
    // axe has no violation on any admin route at 1024 and 1440 px
    test(`axe finds nothing on the tab and its modals at ${width} px`, async ({ page }) => {
      // Three axe runs over the tab with the whole pool, which grows with the master data every test adds.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const { groupA, groupB, steps, names } = await setUp(page);
      const id = await createFair(page, [groupA, steps[0], steps[1], groupB, steps[2]]);
      await openTab(page, id);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page.locator('.process-config'));

      await row(page, steps[0])
        .getByRole('button', { name: `Bearbeiten „${names.get(keyOf(steps[0]))}“` })
        .click();
      const edit = page.getByRole('dialog');
      await edit.getByRole('button', { name: 'Infotext hinzufügen' }).click();
      await expectNoAxeViolations(page);
      await edit.getByRole('button', { name: 'Abbrechen' }).click();

      await page.getByRole('button', { name: 'Aufgaben von anderer Messe kopieren' }).click();
      const copy = page.getByRole('dialog', { name: 'Aufgaben von anderer Messe kopieren' });
      await copy.getByRole('button', { name: 'Kopieren' }).click();
      await expect(copy.getByText('Bitte eine Messe auswählen')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

async function expectNoHorizontalOverflow(locator: Locator): Promise<void> {
  const overflow = await locator.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
