// "Vorschau als Aussteller" of the fair form (beyond admin-back-office §7; the exhibitor's page is exhibitor-area §2
// Fair page and §4 Task list) and the fair form's keyboard and 1024 px layout (admin-back-office §2 fair
// create/edit). One signed-in page; a fair of its own with 32 task entries, deleted at the end.
import { expect, test, type Page } from '@playwright/test';
import type { Json } from '../../support/json.ts';
import { expectNoAxeViolations, managerApi, signInAsManager, uniqueName } from './adminSupport.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;
let fairId: string;

/** A fair of 32 entries: every process group of the catalogue followed by process steps, as many as it takes. */
async function createLongFair(): Promise<string> {
  const { request, csrf } = await managerApi(page);
  const [fairs, titles, definitions] = await Promise.all(
    ['/api/fairsWithTasks', '/api/tasktitles', '/api/taskdefinitions'].map(
      async (path) => (await (await request.get(path)).json()) as Json[],
    ),
  );
  const source = fairs.find((fair) => (fair.tasks?.length ?? 0) >= 6)!;
  const full = (await (await request.get(`/api/fairs/${source._id}`)).json()) as Json;
  const { _id, version, logoDe, logoFr, logoEn, ...rest } = full;
  const tasks: Json[] = [];
  let step = 0;
  for (const title of titles) {
    if (tasks.length >= 32) break;
    tasks.push({ _id: title._id, type: 'taskTitle' });
    for (let n = 0; n < 3 && step < definitions.length && tasks.length < 32; n += 1, step += 1)
      tasks.push({ _id: definitions[step]._id, type: 'task' });
  }
  expect(tasks.length).toBe(32);
  const name = uniqueName('E2E Vorschau');
  const response = await request.post('/api/fair', {
    data: {
      ...rest,
      idCode: `VOR${Date.now().toString(36)}`.slice(0, 20),
      displayNameDe: name,
      displayNameFr: name,
      displayNameEn: name,
      documents: [],
      steps: [],
      tasks,
    },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Json)._id as string;
}

test.beforeAll(async ({ browser }) => {
  // A context of its own (axe needs one made by newContext).
  page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await signInAsManager(page, '/admin/fair');
  fairId = await createLongFair();
});

test.afterAll(async () => {
  const { request, csrf } = await managerApi(page);
  await request.delete(`/api/fairs/${fairId}`, { headers: { 'X-CSRF-Token': csrf } });
  await page.context().close();
});

const preview = () => page.getByRole('dialog', { name: 'Vorschau als Aussteller' });

test('at 1024 px the tabs stay on one line, and Speichern is a few keys from the tab bar', async () => {
  await page.goto(`/admin/fair/${fairId}#prozesskonfiguration`);
  await expect(page.getByRole('heading', { name: 'Prozessschritte der Messe' })).toBeVisible();
  const tops = await page
    .getByRole('tab')
    .evaluateAll((tabs) => [...new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))]);
  expect(tops).toHaveLength(1);
  // From the tab bar: Tab to "Zu Speichern springen", Enter (before, 196 Tab presses through a 32-entry list and the pool).
  await page.getByRole('tab', { name: 'Prozesskonfiguration' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zu Speichern springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Speichern', exact: true })).toBeFocused();
});

test('the preview shows the task list of the saved fair and of an unsaved change', async () => {
  await page.goto(`/admin/fair/${fairId}#messedaten`);
  const name = page.getByRole('textbox', { name: 'Name (Deutsch)' });
  await expect(name).toBeVisible();
  await page.getByRole('button', { name: 'Vorschau als Aussteller' }).click();
  // A confirmed booth of an exhibitor opens on its tasks (exhibitor-area §2 Fair page).
  await expect(preview().getByRole('tab', { name: /Aufgaben|Tasks|Tâches/ })).toHaveAttribute('aria-selected', 'true');
  await expect(preview().locator('.task-group').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // A booth not yet registered has no tasks (exhibitor-area §2 Fair page: tasks and costs disabled).
  await preview().getByLabel('Standstatus').selectOption('new');
  await preview().getByRole('button', { name: 'Vorschau aktualisieren' }).click();
  await expect(preview().getByRole('tab', { name: /Aufgaben|Tasks|Tâches/ })).toHaveAttribute('aria-disabled', 'true');
  await preview().getByRole('button', { name: 'Schliessen' }).click();

  // An unsaved change of the fair's name shows in the preview from the form.
  const changed = uniqueName('Ungespeichert');
  await name.fill(changed);
  await page.getByRole('button', { name: 'Vorschau als Aussteller' }).click();
  await preview().getByLabel('Standstatus').selectOption('BESTAETIGT');
  await preview().getByRole('button', { name: 'Vorschau aktualisieren' }).click();
  await expect(preview().getByRole('heading', { name: changed })).toBeVisible();
  await expect(preview().locator('.task-group').first()).toBeVisible();
  await preview().getByRole('button', { name: 'Schliessen' }).click();
});
