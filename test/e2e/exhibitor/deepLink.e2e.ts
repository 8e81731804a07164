// Links that land where they point: a task or tab anchor of a booth page (`#task-{id}`, `#tab-costs`), as the digest,
// the calendar entries, the deadlines page and the message centre's reminders write them, opened from a browser that
// is not signed in or whose session ended, come back after the sign-in to that task or tab; the address names the tab
// shown; a target off the portal lands on Home. spec: exhibitor-area §2 (/oidc-callback moves the user on to the
// stored target; Fair page tabs by hash; Message centre), §5 (links with a single slash stay in the portal), §8.
// Mutates: nothing kept (haendler's language is switched and put back to fr; the test member only reads).
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const booth = demo.booths.lucConfirmedHab;
const boothPage = `/fair/${booth.fairIdCode}/${booth.regiNr}`;
const werb = demo.fairs.hab.tasks.find((task) => task.type === 'task' && task.serviceGroup === 'WERB')!;
const taskAnchor = `#task-${encodeURIComponent(werb._id)}`;

/** A browser without any cookie or storage: the state a mail or calendar link is opened in. */
async function coldPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  expect(await context.cookies()).toEqual([]);
  return context.newPage();
}

/** Fills the identity provider's login page the browser was sent to, and waits until it is back at the portal. */
async function logInHere(page: Page, email: string): Promise<void> {
  await expect(page.locator('form input[name=login]')).toBeVisible();
  await page.fill('input[name=login]', email);
  await page.fill('input[name=password]', 'demo');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/signin'));
}

const addressOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The task's card: opened in its group (the only group open), scrolled to and focused. */
async function expectAtTheTask(page: Page): Promise<void> {
  await expect(page.locator('#tab-tasks')).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`[id="task-${werb._id}"]`);
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  const group = page.locator('li.task-group').filter({ has: card });
  await expect(group.locator('.task-group-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.task-group-toggle[aria-expanded=true]')).toHaveCount(1);
}

test.describe('a deep link opened signed out', () => {
  test.beforeAll(() => {
    // Without a WERB task on the dealer's booth this file proves nothing.
    expect(werb, 'the demo fair HAB has a WERB task').toBeDefined();
  });

  test('signs in from a cold browser and opens the task of a task anchor, its group expanded', async ({ browser }) => {
    const page = await coldPage(browser);
    await page.goto(`${boothPage}${taskAnchor}`);
    await logInHere(page, demo.users.luc.email);
    await expect.poll(() => addressOf(page)).toBe(`${boothPage}${taskAnchor}`);
    await expectAtTheTask(page);
    await page.context().close();
  });

  test('signs in from a cold browser and opens the tab of a tab anchor, query and all', async ({ browser }) => {
    const page = await coldPage(browser);
    await page.goto(`${boothPage}?from=calendar#tab-costs`);
    await logInHere(page, demo.users.luc.email);
    await expect.poll(() => addressOf(page)).toBe(`${boothPage}?from=calendar#tab-costs`);
    await expect(page.locator('#tab-costs')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#panel-costs')).toBeVisible();
    await page.context().close();
  });

  test('a target off the portal lands on Home after the sign-in', async ({ browser }) => {
    const page = await coldPage(browser);
    await page.goto(`/signin?returnTo=${encodeURIComponent('//evil.test/#tab-costs')}`);
    await logInHere(page, demo.users.luc.email);
    await expect.poll(() => addressOf(page)).toBe('/');
    await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
    await page.context().close();
  });
});

test.describe('a session that ends while the page is open', () => {
  test('signs in back to the same tab after an API call answered 401', async ({ page }) => {
    await signIn(page, demo.users.luc.email, boothPage);
    await page.locator('#tab-costs').click();
    await expect.poll(() => addressOf(page)).toBe(`${boothPage}#tab-costs`);
    // Both sessions end: the portal's and the identity provider's, so the login page shows again.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('.language-button[lang=en]').click();
    await expect(page).toHaveURL('/logout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has expired');
    await page.getByRole('link', { name: 'Sign in and continue' }).click();
    await logInHere(page, demo.users.luc.email);
    await expect.poll(() => addressOf(page)).toBe(`${boothPage}#tab-costs`);
    await expect(page.locator('#tab-costs')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('the message centre', () => {
  test('a reminder links to its task, which opens at the task', async ({ page }) => {
    await signIn(page, demo.users.luc.email, '/messages');
    const reminder = page.locator('tr.message-row').filter({ hasText: 'supports publicitaires' });
    const link = reminder.getByRole('link');
    await expect(link).toHaveAttribute('href', `${boothPage}${taskAnchor}`);
    await link.click();
    await expect.poll(() => addressOf(page)).toBe(`${boothPage}${taskAnchor}`);
    await expectAtTheTask(page);
  });
});

test.describe('a team member whose level withholds the costs', () => {
  // The link shared by the holder names the costs tab; the member's page shows another tab and the address says so.
  test('opens #tab-costs on the tab shown, and the address names that tab', async ({ page }) => {
    const shared = demo.booths.annaConfirmedHab;
    const sharedPage = `/fair/${shared.fairIdCode}/${shared.regiNr}`;
    await signIn(page, demo.users.team.email);
    await page.goto(`${sharedPage}#tab-costs`);
    const shown = page.locator('.fair-tab[aria-selected=true]');
    await expect(shown).toBeVisible();
    await expect(page.locator('#tab-costs')).toHaveCount(0);
    const shownId = await shown.getAttribute('id');
    expect(shownId).not.toBe('tab-costs');
    await expect.poll(() => addressOf(page)).toBe(`${sharedPage}#${shownId}`);
  });
});

/** Where the screenshots of the changed screens go, to be looked at by a person. */
const SHOTS = '/tmp/shots-deeplink';
const toTaskButtons = {
  de: 'Aufgabe an Stand Halle 3.0 / A15 öffnen',
  fr: 'Ouvrir la tâche du stand Halle 3.0 / A15',
  en: 'Open the task at booth Hall 3.0 / A15',
};
const expiredTitles = {
  de: 'Ihre Sitzung ist abgelaufen',
  fr: 'Votre session a expiré',
  en: 'Your session has expired',
};

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function csrfToken(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/session')).json()) as { csrfToken: string }).csrfToken;
}

test.describe('the changed screens at 375, 1024 and 1440 px', () => {
  mkdirSync(SHOTS, { recursive: true });
  // fr last: haendler's own language is what the other files expect of him.
  for (const language of ['de', 'en', 'fr'] as const) {
    test(`${language}: arriving at a task, the message centre's task link and the expired session, axe-clean`, async ({
      page,
    }) => {
      await signIn(page, demo.users.luc.email, `${boothPage}${taskAnchor}`);
      await page.setViewportSize({ width: 1440, height: 900 });
      try {
        await page.locator(`.language-button[lang=${language}]`).click();
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        for (const width of [375, 1024, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${boothPage}${taskAnchor}`);
          await expectAtTheTask(page);
          await page.screenshot({ path: `${SHOTS}/task-${language}-${width}.png` });
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page);

          await page.goto('/messages');
          const row = page.locator('tr.message-row').filter({ hasText: 'supports publicitaires' });
          await expect(row.getByRole('link')).toHaveAttribute('href', `${boothPage}${taskAnchor}`);
          // Opened to show its button to the task; marked read only in this page (messages.e2e.ts needs it unread).
          await page.route('**/api/notificationread/*', (route) =>
            route.fulfill({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify({ id: route.request().url().split('/').pop(), unread: false, unreadCount: 0 }),
            }),
          );
          await row.locator('.message-open').click();
          const toTask = page.locator('.message-body-link');
          await expect(toTask).toHaveAttribute('href', `${boothPage}${taskAnchor}`);
          await expect(toTask).toHaveText(toTaskButtons[language]);
          await page.screenshot({ path: `${SHOTS}/messages-${language}-${width}.png`, fullPage: true });
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page);
        }
      } finally {
        const answer = await page.request.post('/api/locale', {
          data: { locale: 'fr' },
          headers: { 'X-CSRF-Token': await csrfToken(page) },
        });
        expect(answer.status()).toBe(204);
      }
      // The session ends on the server while the message centre is open; the next call is refused.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.context().clearCookies();
      await page.locator(`a[href="${boothPage}${taskAnchor}"]`).first().click();
      await expect(page).toHaveURL('/logout');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expiredTitles[language]);
      await expect(page.locator('.status-page a.button-primary')).toHaveAttribute(
        'href',
        `/signin?returnTo=${encodeURIComponent(`${boothPage}${taskAnchor}`)}`,
      );
      for (const width of [375, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/expired-${language}-${width}.png` });
        await expectNoAxeViolations(page);
        await expectNoSidewaysScroll(page);
      }
    });
  }
});
