// Every deadline in one place: the deadlines page /deadlines (by week, filters, each row to its task on the booth
// page, print), its calendar subscription, the booth cards' progress on Home and the weekly digest switch of the
// message centre, in de, fr and en at 375, 1024 and 1440 px.
// Mutates only: aussteller's calendar subscription (ended again at the end) and haendler's weekly digest switch
// (switched off again at the end).
// spec: exhibitor-area §2 Home / Fair page / Task list / Message centre, §4 task display state, §5
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const WIDTHS = [375, 1024, 1440] as const;

type Deadline = {
  fair: { idCode: string };
  booth: { regiNr: string };
  task: { id: string };
  state: string;
  opensOn: string | null;
  pagePath: string;
};
type BoothProgress = {
  regiNr: string;
  total: number;
  done: number;
  overdue: number;
  next: { pagePath: string; dueDate: string } | null;
};
type DeadlinesView = { stale: boolean; deadlines: Deadline[]; booths: BoothProgress[]; unavailableBooths: string[] };

const LANGUAGES = [
  {
    language: 'de',
    email: demo.users.anna.email,
    title: 'Fristen',
    openTask: 'Zur Aufgabe',
    opensOn: 'Öffnet am',
    tasksTab: 'Aufgaben',
    unavailable: 'Der Aufgabenstand ist im Moment nicht verfügbar.',
  },
  {
    language: 'fr',
    email: demo.users.luc.email,
    title: 'Échéances',
    openTask: 'Ouvrir la tâche',
    opensOn: 'Ouverture le',
    tasksTab: 'Tâches',
    unavailable: 'L’état des tâches n’est pas disponible pour le moment.',
  },
  {
    language: 'en',
    email: demo.users.emily.email,
    title: 'Deadlines',
    openTask: 'Open task',
    opensOn: 'Opens on',
    tasksTab: 'Tasks',
    unavailable: 'The task progress is not available at the moment.',
  },
] as const;

async function deadlinesView(page: Page, language: string): Promise<DeadlinesView> {
  const response = await page.request.get(`/api/exhibitor/deadlines?language=${language}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as DeadlinesView;
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const rows = (page: Page): Locator => page.locator('li.deadline-row:not(.deadline-row-skeleton)');

async function openDeadlines(page: Page, email: string, title: string): Promise<void> {
  await signIn(page, email, '/deadlines');
  if (new URL(page.url()).pathname !== '/deadlines') await page.goto('/deadlines');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(rows(page).first().or(page.locator('.deadlines-all-done'))).toBeVisible({ timeout: 30_000 });
}

for (const { language, email, title, openTask, opensOn } of LANGUAGES) {
  test.describe(`deadlines page (${language})`, () => {
    test(`lists every deadline of the user's booths by week, each to its task; axe clean at 375, 1024 and 1440 px`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, email);
      // In the header navigation.
      await page.getByRole('navigation', { name: /.+/ }).getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL('/deadlines');
      await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
      const view = await deadlinesView(page, language);
      expect(view.deadlines.length).toBeGreaterThan(0);
      await expect(rows(page)).toHaveCount(view.deadlines.length);
      // Weeks in order (overdue, this week, next week, later), the server's order within them: the list's order.
      const shown = await rows(page).evaluateAll((items) =>
        items.map((item) => `${(item as HTMLElement).dataset.regiNr}/${(item as HTMLElement).dataset.taskId}`),
      );
      expect(shown).toEqual(view.deadlines.map((deadline) => `${deadline.booth.regiNr}/${deadline.task.id}`));
      await expect(page.locator('.deadline-week-overdue li.deadline-row')).toHaveCount(
        view.deadlines.filter((deadline) => deadline.state === 'overdue').length,
      );
      for (const [index, deadline] of view.deadlines.entries()) {
        const row = rows(page).nth(index);
        if (deadline.opensOn) {
          await expect(row.getByRole('link')).toHaveCount(0);
          await expect(row).toContainText(opensOn);
        } else {
          await expect(row.getByRole('link', { name: new RegExp(`^${openTask}`) })).toHaveAttribute(
            'href',
            deadline.pagePath,
          );
        }
      }
      // The due day in the short form of the language.
      await expect(rows(page).first().locator('time')).toHaveText(/^\d{2}[./]\d{2}[./]\d{4}$/);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectAxeClean(page);
        await expectNoHorizontalOverflow(page);
        await page.screenshot({ path: testInfo.outputPath(`deadlines-${language}-${width}.png`) });
      }
    });
  });
}

test.describe('deadlines page (de): using it', () => {
  for (const width of [375, 1440]) {
    test(`a row leads to its task on the booth page: tasks tab, its group open, the task focused in sight (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openDeadlines(page, demo.users.anna.email, 'Fristen');
      const view = await deadlinesView(page, 'de');
      // A task later in the list, so that it is not at the top of the booth page's tasks.
      const target = view.deadlines.filter((deadline) => !deadline.opensOn).at(-1)!;
      const row = page.locator(
        `li.deadline-row[data-regi-nr="${target.booth.regiNr}"][data-task-id="${target.task.id}"]`,
      );
      await row.getByRole('link', { name: /^Zur Aufgabe/ }).click();
      const [path, hash] = target.pagePath.split('#');
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${hash}`);
      await expect(page.getByRole('tab', { name: 'Aufgaben' })).toHaveAttribute('aria-selected', 'true');
      const task = page.locator(`[id="task-${target.task.id}"]`);
      await expect(task).toBeFocused();
      await expect(task).toBeInViewport();
      await expect(task.locator('xpath=ancestor::div[contains(@class, "task-group-body")]')).toBeVisible();
    });
  }

  test('filters by fair and by state', async ({ page }) => {
    await openDeadlines(page, demo.users.anna.email, 'Fristen');
    const view = await deadlinesView(page, 'de');
    const fair = demo.fairs.agr.idCode;
    const ofFair = view.deadlines.filter((deadline) => deadline.fair.idCode === fair);
    await page.getByRole('combobox', { name: 'Messe' }).selectOption(fair);
    await expect(rows(page)).toHaveCount(ofFair.length);
    expect(
      new Set(await rows(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.fairId))),
    ).toEqual(new Set([fair]));
    await expect(page.getByRole('status').filter({ hasText: 'Fristen angezeigt' })).toHaveText(
      `${ofFair.length} von ${view.deadlines.length} Fristen angezeigt`,
    );
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Überfällig' });
    const overdue = ofFair.filter((deadline) => deadline.state === 'overdue');
    expect(overdue.length).toBeGreaterThan(0);
    await expect(rows(page)).toHaveCount(overdue.length);
    await expect(page.locator('li.deadline-row[data-state]:not([data-state="overdue"])')).toHaveCount(0);
    await expect(page.locator('.deadline-week')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Messe' }).selectOption({ label: 'Alle Messen' });
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Alle Status' });
    await expect(rows(page)).toHaveCount(view.deadlines.length);
  });

  test('prints the list alone: no header, navigation, filters or buttons', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await openDeadlines(page, demo.users.anna.email, 'Fristen');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.locator('.deadlines-toolbar')).toBeHidden();
    await expect(page.locator('.calendar-feed')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(rows(page).first().getByRole('link')).toBeHidden();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Fristen' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('deadlines-print.png'), fullPage: false });
  });

  test('calendar subscription: the address is shown once, copied, polled without a session, renewed and ended', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDeadlines(page, demo.users.anna.email, 'Fristen');
    const feed = page.locator('section.calendar-feed');
    await feed.getByRole('button', { name: 'Kalender abonnieren' }).click();
    const address = feed.getByLabel('Kalender-Adresse');
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
    await expect(feed).toContainText('nur dieses eine Mal angezeigt');
    const url = await address.inputValue();
    await expect(feed.getByRole('link', { name: 'In der Kalender-App öffnen' })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await feed.getByRole('button', { name: 'Adresse kopieren' }).click();
    await expect(feed.getByRole('status')).toHaveText('Die Adresse ist in der Zwischenablage.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath('deadlines-calendar-created.png') });

    // A calendar application polls it without the session: one event per deadline.
    const view = await deadlinesView(page, 'de');
    const anonymous = await browser.newContext();
    try {
      const calendar = await anonymous.request.get(url);
      expect(calendar.status()).toBe(200);
      expect(calendar.headers()['content-type']).toContain('text/calendar');
      const ics = await calendar.text();
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics.match(/^BEGIN:VEVENT/gm) ?? []).toHaveLength(view.deadlines.length);

      // Shown once: after a reload only since when it runs.
      await page.reload();
      await expect(feed).toContainText('Abonniert seit');
      await expect(feed.getByLabel('Kalender-Adresse')).toHaveCount(0);

      // A new address, confirmed: the old one answers 404.
      await feed.getByRole('button', { name: 'Neue Adresse erstellen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neue Adresse erstellen?' });
      await expect(dialog).toBeVisible();
      await expectAxeClean(page);
      await dialog.getByRole('button', { name: 'Neue Adresse erstellen' }).click();
      await expect(dialog).toBeHidden();
      const renewed = await feed.getByLabel('Kalender-Adresse').inputValue();
      expect(renewed).not.toBe(url);
      expect((await anonymous.request.get(url)).status()).toBe(404);
      expect((await anonymous.request.get(renewed)).status()).toBe(200);

      // Ended, confirmed (a cancel first changes nothing): the address answers 404.
      await feed.getByRole('button', { name: 'Abo beenden' }).click();
      await page.getByRole('dialog', { name: 'Abo beenden?' }).getByRole('button', { name: 'Abbrechen' }).click();
      expect((await anonymous.request.get(renewed)).status()).toBe(200);
      await feed.getByRole('button', { name: 'Abo beenden' }).click();
      await page.getByRole('dialog', { name: 'Abo beenden?' }).getByRole('button', { name: 'Abo beenden' }).click();
      await expect(feed.getByRole('button', { name: 'Kalender abonnieren' })).toBeVisible();
      expect((await anonymous.request.get(renewed)).status()).toBe(404);
    } finally {
      await anonymous.close();
    }
  });
});

test.describe('booth cards on Home', () => {
  for (const { language, email, unavailable } of LANGUAGES) {
    test(`${language}: each card shows tasks done of total, the overdue ones and the next step, without moving; axe clean at 375, 1024 and 1440 px`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      // The progress is held back until the cards are there: the space kept for it must not change.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/exhibitor/deadlines*', async (route) => {
        await held;
        await route.continue();
      });
      await signIn(page, email);
      const cards = page.locator('article.booth-card:not(.booth-card-renewal)');
      await expect(cards.first().locator('[data-progress="loading"]')).toBeVisible();
      const before = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
      release();
      await expect(cards.first().locator('[data-progress="known"]')).toBeVisible({ timeout: 30_000 });
      const after = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
      expect(after).toEqual(before);

      const view = await deadlinesView(page, language);
      for (const card of await cards.all()) {
        const regiNr = (await card.getAttribute('data-regi-nr'))!;
        const progress = view.booths.find((booth) => booth.regiNr === regiNr);
        if (!progress) {
          await expect(card).toContainText(unavailable);
          continue;
        }
        const bar = card.getByRole('progressbar');
        await expect(bar).toHaveAttribute('aria-valuenow', String(progress.done));
        await expect(bar).toHaveAttribute('aria-valuemax', String(progress.total));
        await expect(card.locator('.booth-progress-overdue')).toHaveCount(progress.overdue > 0 ? 1 : 0);
        if (progress.overdue > 0)
          await expect(card.locator('.booth-progress-overdue')).toContainText(String(progress.overdue));
        if (progress.next) {
          await expect(card.locator('a.booth-progress-step')).toHaveAttribute('href', progress.next.pagePath);
        }
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectAxeClean(page);
        await expectNoHorizontalOverflow(page);
        await cards.first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`home-cards-${language}-${width}.png`) });
      }
    });
  }

  test('de: the next step leads to the task on the booth page', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    // Home shows the first five booth cards; the first with a next step.
    const step = page.locator('article.booth-card a.booth-progress-step').first();
    await expect(step).toBeVisible({ timeout: 30_000 });
    const href = (await step.getAttribute('href'))!;
    await step.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    await expect(page.getByRole('tab', { name: 'Aufgaben' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="task-${decodeURIComponent(href.split('#task-')[1])}"]`)).toBeFocused();
  });

  test('de: without the progress the cards say so and show no numbers', async ({ page }) => {
    await page.route('**/api/exhibitor/deadlines*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
    );
    await signIn(page, demo.users.anna.email);
    const cards = page.locator('article.booth-card:not(.booth-card-renewal)');
    await expect(cards.first()).toContainText('Der Aufgabenstand ist im Moment nicht verfügbar.');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('a.booth-progress-step')).toHaveCount(0);
  });
});

test.describe('weekly digest switch (message centre)', () => {
  test('fr: the opt-in beside the e-mail switch is saved and stays after a reload', async ({ page }) => {
    await signIn(page, demo.users.luc.email, '/messages');
    if (new URL(page.url()).pathname !== '/messages') await page.goto('/messages');
    const name = 'Récapitulatif hebdomadaire des échéances par e-mail';
    const digest = page.getByRole('switch', { name });
    await expect(digest).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('.message-mail-switch')).toContainText('Chaque lundi à 7');
    await expect(page.locator('.message-mail-switch')).toContainText('14 prochains jours');
    await digest.click();
    await expect(digest).toHaveAttribute('aria-checked', 'true');
    await expect(digest).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    const session = (await (await page.request.get('/api/session')).json()) as { user: { id: string } };
    const user = (await (await page.request.get(`/api/user/${session.user.id}`)).json()) as { weeklyDigest: boolean };
    expect(user.weeklyDigest).toBe(true);
    await expectAxeClean(page);
    // Back as it was.
    await page.getByRole('switch', { name }).click();
    await expect(page.getByRole('switch', { name })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
  });
});
