import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

// Home completed, the shell's fair navigation and the app-wide error states (exhibitor-area §2, §4, §5, §8, §9).

const carousel = (page: Page) => page.locator('section.partner-carousel');

/** Signs in to Home under a stopped clock, so that the banner delay and the autoplay run only when told to. */
async function homeWithClock(page: Page, email: string): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(carousel(page).locator('[data-in-view=true]').first()).toBeVisible();
}

async function csrfToken(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/session')).json()) as {
    csrfToken: string;
    user: { id: string };
  };
  return session.csrfToken;
}

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/session')).json()) as { user: { id: string } }).user.id;
}

test.describe('banners', () => {
  // spec: exhibitor-area §2 Home (notification banner after 1.5 s), §9 banner delay
  test('aussteller: the notification banner appears after the delay and leads to the message centre', async ({
    page,
  }) => {
    await homeWithClock(page, demo.users.anna.email);
    const banner = page.locator('[data-banner=notifications]');
    await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(banner).toContainText('Sie haben 3 ungelesene Mitteilungen.');
    // Only follows the link: aussteller's messages stay unread for the other tests.
    await banner.getByRole('link', { name: 'Zu den Mitteilungen' }).click();
    await expect(page).toHaveURL('/messages');
  });

  test('haendler: the banner speaks French and counts one message', async ({ page }) => {
    await signIn(page, demo.users.luc.email);
    await expect(page.locator('[data-banner=notifications]')).toContainText('Vous avez 1 message non lu.');
    await expect(page.locator('[data-banner=notifications]').getByRole('link')).toHaveAttribute('href', '/messages');
  });

  test('neu: no notification banner without unread notifications', async ({ page }) => {
    await homeWithClock(page, demo.users.nina.email);
    await expect(page.locator('[data-section=wall] [data-wall-entry]').first()).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(page.locator('[data-banner=notifications]')).toHaveCount(0);
  });

  // spec: exhibitor-area §2 Home (message banner shown after 1.5 s when a message is set, dismissed by its button)
  test('mitaussteller: the operator notice appears in English and is dismissed by its button', async ({ page }) => {
    // The home answer gets one here, so that the exhibitor side runs without a manager's notice (homeNotice.e2e sets one).
    await page.route('**/api/exhibitor/home', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: {
          ...body,
          message: { de: 'Wartung am Samstag', fr: 'Maintenance samedi', en: 'Maintenance on Saturday' },
        },
      });
    });
    await signIn(page, demo.users.emily.email);
    const notice = page.locator('[data-banner=notice]');
    await expect(notice).toContainText('Maintenance on Saturday');
    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toHaveCount(0);
    await page.getByRole('link', { name: 'Legal notice' }).click();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
    // Both banners have the same delay: once the notification banner is back, the notice would be too.
    await expect(page.locator('[data-banner=notifications]')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('booth cards and fair navigation', () => {
  // spec: exhibitor-area §2 Home (booth cards), §2 /fair/:code/:booth
  test('aussteller: a booth card leads to its fair page', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    const card = page.locator(`[data-regi-nr="${demo.booths.annaAllocatedGas.regiNr}"]`);
    // The card's own link (the card also links its next step, once the booth's progress has loaded).
    await expect(card.locator('a.stretched-link')).toHaveAttribute(
      'href',
      `/fair/${demo.booths.annaAllocatedGas.fairIdCode}/${demo.booths.annaAllocatedGas.regiNr}`,
    );
    // The whole card is the link's target, not only its heading: a click near its corner follows it too.
    await card.click({ position: { x: 12, y: 12 } });
    await expect(page).toHaveURL(
      `/fair/${demo.booths.annaAllocatedGas.fairIdCode}/${demo.booths.annaAllocatedGas.regiNr}`,
    );
  });

  test('mitaussteller: the booth card leads to the co-exhibitor booth', async ({ page }) => {
    await signIn(page, demo.users.emily.email);
    // The card's own link, not its next step's.
    await page.locator(`[data-regi-nr="${demo.booths.emilyConfirmedGas.regiNr}"] a.stretched-link`).click();
    await expect(page).toHaveURL(
      `/fair/${demo.booths.emilyConfirmedGas.fairIdCode}/${demo.booths.emilyConfirmedGas.regiNr}`,
    );
  });

  // spec: exhibitor-area §4 Booth status OP (renewal card)
  test('aussteller: the OP renewal card says so and leads to its registration in a new window', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    const card = page.locator(`[data-regi-nr="${demo.booths.annaOfferHab.regiNr}"]`);
    await expect(card).toContainText('Erneuerung für die nächste Durchführung');
    await expect(card).toContainText('Anmeldeschluss');
    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('href', new RegExp(`/standanmeldung/${demo.booths.annaOfferHab.regiNr}$`));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/neuem Fenster/);
  });

  // spec: exhibitor-area §2 Home (card to add a new booth)
  test('aussteller: the add-booth card leads to the new booth page of the first open fair', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    await page.getByRole('link', { name: /Neuen Stand anmelden/ }).click();
    await expect(page).toHaveURL(`/fair/${demo.booths.annaConfirmedHab.fairIdCode}/new`);
  });

  // spec: exhibitor-area §2 Shell (fair navigation: a collapsible list of booths per fair)
  test('haendler: the fair navigation entries are links to the booth pages', async ({ page }) => {
    await signIn(page, demo.users.luc.email);
    await page.getByRole('button', { name: 'Salons' }).click();
    const booths = page.getByRole('list', { name: /^Stands au salon Habitat/ }).getByRole('link');
    await expect(booths).toHaveCount(1);
    await expect(booths.first()).toHaveAttribute(
      'href',
      `/fair/${demo.booths.lucConfirmedHab.fairIdCode}/${demo.booths.lucConfirmedHab.regiNr}`,
    );
    await booths.first().click();
    await expect(page).toHaveURL(
      `/fair/${demo.booths.lucConfirmedHab.fairIdCode}/${demo.booths.lucConfirmedHab.regiNr}`,
    );
    // The menu closes on navigation (once the page has rendered the new address); opened again it marks the
    // current booth.
    const menuButton = page.getByRole('button', { name: 'Salons' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(booths.first()).toHaveAttribute('aria-current', 'page');
  });

  // spec: exhibitor-area §2 Shell (on a route with booth new, an entry "new booth" is added)
  test('aussteller: on /fair/<Habitat>/new the fair navigation adds a "new booth" entry', async ({ page }) => {
    await signIn(page, demo.users.anna.email, `/fair/${demo.booths.annaConfirmedHab.fairIdCode}/new`);
    await page.getByRole('button', { name: 'Messen' }).click();
    const habitat = page.getByRole('list', { name: /^Stände an der Habitat/ });
    await expect(habitat.getByRole('link', { name: 'Neuer Stand' })).toHaveAttribute(
      'href',
      `/fair/${demo.booths.annaConfirmedHab.fairIdCode}/new`,
    );
    await expect(habitat.getByRole('link')).toHaveCount(4);
    await page.goto(`/fair/${demo.booths.annaConfirmedHab.fairIdCode}/${demo.booths.annaConfirmedHab.regiNr}`);
    await page.getByRole('button', { name: 'Messen' }).click();
    await expect(page.getByRole('link', { name: 'Neuer Stand' })).toHaveCount(0);
  });
});

test.describe('teaser, past fairs, other fairs', () => {
  // spec: exhibitor-area §2 Home (marketing teaser of type 1), §7 POST /teaseroftype
  test('aussteller: the teaser of type 1 is shown with its call to action', async ({ page }) => {
    const request = page.waitForRequest(
      (candidate) => candidate.url().endsWith('/api/teaseroftype') && candidate.method() === 'POST',
    );
    await signIn(page, demo.users.anna.email);
    expect((await request).postDataJSON()).toMatchObject({ type: 1, uuid: expect.any(String) });
    const teaser = page.locator('[data-section=teaser]');
    await expect(teaser.locator('[data-teaser-type="1"]')).toBeVisible();
    await expect(teaser.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(teaser.getByRole('link')).toHaveAttribute('target', '_blank');
  });

  test('neu: a new member sees the teaser too', async ({ page }) => {
    await signIn(page, demo.users.nina.email);
    await expect(page.locator('[data-section=teaser] [data-teaser-type="1"]')).toBeVisible();
  });

  // spec: exhibitor-area §2 Home (past fair series first show 3 with show all / show less), §9
  test('aussteller: past fair series show 3, then all, then 3 again, and link to their past fair page', async ({
    page,
  }) => {
    await signIn(page, demo.users.anna.email);
    const section = page.locator('[data-section=past-fairs]');
    const cards = section.locator('[data-series-id]');
    await expect(cards).toHaveCount(3);
    await section.getByRole('button', { name: 'Alle 4 anzeigen' }).click();
    await expect(cards).toHaveCount(4);
    await section.getByRole('button', { name: 'Weniger anzeigen' }).click();
    await expect(cards).toHaveCount(3);
    const link = cards.first().getByRole('link', { name: /Dokumente zu Stand/ });
    await expect(link).toHaveAttribute('href', /^\/pastfairs\/R-[A-Z]+\/[A-Z]+\d+$/);
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!);
  });

  test('haendler: one past fair series, no toggle', async ({ page }) => {
    await signIn(page, demo.users.luc.email);
    const section = page.locator('[data-section=past-fairs]');
    await expect(section.locator('[data-series-id]')).toHaveCount(1);
    await expect(section.getByRole('link', { name: /Documents du stand/ })).toHaveAttribute(
      'href',
      /^\/pastfairs\/R-NAU\//,
    );
    await expect(section.getByRole('button')).toHaveCount(0);
  });

  test('mitaussteller: no past fairs shows the empty state', async ({ page }) => {
    await signIn(page, demo.users.emily.email);
    await expect(page.locator('[data-section=past-fairs]')).toContainText('You have not exhibited at a past fair yet.');
  });

  // spec: exhibitor-area §2 Home (other interesting fairs with logos), §5 (logo entries need both url and logo)
  test('haendler: the wall of other fairs shows logos linked in French, in a new window', async ({ page }) => {
    await signIn(page, demo.users.luc.email);
    const entries = page.locator('[data-section=wall] [data-wall-entry]');
    await expect(entries).toHaveCount(3);
    await expect(page.locator('[data-section=wall]').getByRole('img', { name: 'Ohne Link' })).toHaveCount(0);
    const link = page.locator('[data-section=wall]').getByRole('link', { name: /Swiss Bike Expo/ });
    await expect(link).toHaveAttribute('href', 'https://www.bike-expo.test/fr');
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('partner carousel', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // spec: exhibitor-area §9 (4 slides, autoplay every 5 s, infinite)
  test('aussteller: 4 logos in view, one step every 5 s, endless', async ({ page }) => {
    await homeWithClock(page, demo.users.anna.email);
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
    await expect(region.locator('[role=group][data-in-view=true]')).toHaveCount(4);
    await expect(region).toHaveAttribute('data-position', '0');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(region).toHaveAttribute('data-position', '1');
    await page.clock.runFor(7 * 5_000 + 600);
    // 8 logos: after 8 steps it shows the first again.
    await expect(region).toHaveAttribute('data-position', '0');
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  // spec: exhibitor-area §2 Home (previous/next buttons)
  test('aussteller: previous and next buttons step through the logos, also past the ends', async ({ page }) => {
    await homeWithClock(page, demo.users.anna.email);
    const region = carousel(page);
    await region.getByRole('button', { name: 'Vorherige Partner' }).click();
    await expect(region).toHaveAttribute('data-position', '7');
    await expect(region.getByRole('group', { name: '8 von 8' })).toHaveAttribute('data-in-view', 'true');
    await region.getByRole('button', { name: 'Nächste Partner' }).click();
    await region.getByRole('button', { name: 'Nächste Partner' }).click();
    await expect(region).toHaveAttribute('data-position', '1');
    // While focus is in the carousel it does not turn by itself, and the live region speaks.
    await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  // spec: exhibitor-area §2 Home (pause button)
  test('aussteller: the pause button stops the autoplay and starts it again', async ({ page }) => {
    await homeWithClock(page, demo.users.anna.email);
    const region = carousel(page);
    await region.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await page.clock.runFor(12_000);
    await expect(region).toHaveAttribute('data-position', '0');
    await region.getByRole('button', { name: 'Automatischen Wechsel starten' }).click();
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await page.clock.runFor(5_100);
    await expect(region).toHaveAttribute('data-position', '1');
  });

  // spec: exhibitor-area §2 Home (pauses on hover and focus)
  test('mitaussteller: hovering over the carousel pauses it', async ({ page }) => {
    await homeWithClock(page, demo.users.emily.email);
    const region = carousel(page);
    await region.locator('.carousel-viewport').hover();
    await page.clock.runFor(12_000);
    await expect(region).toHaveAttribute('data-position', '0');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(region).toHaveAttribute('data-position', '1');
  });

  test('haendler: the carousel is keyboard usable and pauses while focused', async ({ page }) => {
    await homeWithClock(page, demo.users.luc.email);
    const region = carousel(page);
    const next = region.getByRole('button', { name: 'Partenaires suivants' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(region).toHaveAttribute('data-position', '2');
    await page.clock.runFor(12_000);
    await expect(region).toHaveAttribute('data-position', '2');
    // Logos out of view are not reached by Tab: the next stop after the buttons is a logo in view.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^https:\/\/www\.[a-z-]+\.example\/fr$/);
    const focusedSlide = page.locator('[role=group]:has(:focus)');
    await expect(focusedSlide).toHaveAttribute('data-in-view', 'true');
  });

  // spec: exhibitor-area §2 Home (does not move under prefers-reduced-motion)
  test('neu: under reduced motion the carousel does not move by itself and offers no autoplay control', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await homeWithClock(page, demo.users.nina.email);
    const region = carousel(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expect(region).toHaveAttribute('data-position', '0');
    await expect(region.getByRole('button', { name: /Automatischen Wechsel/ })).toHaveCount(0);
    await region.getByRole('button', { name: 'Nächste Partner' }).click();
    await expect(region).toHaveAttribute('data-position', '1');
  });

  // spec: exhibitor-area §9 (2 slides below 1024 px, 1 below 480 px)
  test('aussteller: 2 logos below 1024 px and 1 below 480 px', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    const inView = carousel(page).locator('[role=group][data-in-view=true]');
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(inView).toHaveCount(2);
    await page.setViewportSize({ width: 479, height: 900 });
    await expect(inView).toHaveCount(1);
    await expect(inView.getByRole('link')).toHaveAttribute('href', /\/de$/);
  });
});

test.describe('errors and states', () => {
  // spec: exhibitor-area §8 (booth not found: errors.boothNotFound, user sent to Home)
  test('aussteller: a booth that does not exist leads Home with the boothNotFound message', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    await page.goto(`/fair/${demo.booths.annaConfirmedHab.fairIdCode}/999999`);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('alert')).toContainText(
      'Der gewünschte Stand kann nicht angezeigt werden. Entweder fehlt Ihnen die Berechtigung oder der Stand existiert nicht.',
    );
  });

  test('mitaussteller: the boothNotFound message in English for a booth of another exhibitor', async ({ page }) => {
    await signIn(page, demo.users.emily.email);
    await page.goto(`/fair/${demo.booths.annaConfirmedHab.fairIdCode}/${demo.booths.annaConfirmedHab.regiNr}`);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('alert')).toContainText(
      'The requested booth cannot be shown. Either you do not have permission or the booth does not exist.',
    );
  });

  // spec: exhibitor-area §2 (query parameter _fs sets the preferred fair series and is then removed), §7 PUT /user/{id}
  test('mitaussteller: _fs saves the preferred fair series on the user and leaves the address', async ({ page }) => {
    await signIn(page, demo.users.emily.email);
    const id = await userId(page);
    const before = (await (await page.request.get(`/api/user/${id}`)).json()) as { preferredFairSeries: string | null };
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/user/${id}`) && response.request().method() === 'PUT',
    );
    await page.goto('/?_fs=R-GAS#top');
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL('/#top');
    const user = (await (await page.request.get(`/api/user/${id}`)).json()) as { preferredFairSeries: string | null };
    expect(user.preferredFairSeries).toBe('R-GAS');
    // The teaser of type 1 follows the preferred series.
    await expect(page.locator('[data-section=teaser]')).toContainText('Gastronova');
    await page.request.put(`/api/user/${id}`, {
      data: { preferredFairSeries: before.preferredFairSeries },
      headers: { 'X-CSRF-Token': await csrfToken(page) },
    });
  });

  test('aussteller: _fs on another route is removed too, and an unknown series changes nothing', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    const id = await userId(page);
    const before = (await (await page.request.get(`/api/user/${id}`)).json()) as { preferredFairSeries: string | null };
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(`/api/user/${id}`) && response.request().method() === 'PUT',
    );
    await page.goto('/imprint?_fs=R-UNKNOWN');
    expect((await answered).status()).toBe(422);
    await expect(page).toHaveURL('/imprint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    const after = (await (await page.request.get(`/api/user/${id}`)).json()) as { preferredFairSeries: string | null };
    expect(after.preferredFairSeries).toBe(before.preferredFairSeries);
  });

  // spec: exhibitor-area §2 /logout, §8 (401 and 403 send the user to /logout)
  test('aussteller: logout ends the session and the "signed out" page offers to sign in again', async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('link', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sie sind abgemeldet');
    await expect(page).toHaveURL(/\/logout/);
    expect((await page.request.get('/api/session')).status()).toBe(401);
    await page.getByRole('link', { name: 'Erneut anmelden' }).click();
    await expect(page.locator('form input[name=login]')).toBeVisible();
  });

  // A session that ended on the server is not a logout the user asked for: the page says it expired and signs in
  // back to the page the user was on.
  test('haendler: a session that ended meanwhile (API 401) says it expired and signs in back to the same page', async ({
    page,
  }) => {
    await signIn(page, demo.users.luc.email);
    await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
    await page.request.post('/api/session/logout', { headers: { 'X-CSRF-Token': await csrfToken(page) } });
    await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/logout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has expired');
    const back = page.getByRole('link', { name: 'Sign in and continue' });
    await expect(back).toHaveAttribute('href', '/signin?returnTo=%2F');
    await page.screenshot({ path: test.info().outputPath('session-expired.png') });
  });

  // spec: exhibitor-area §8 (other failures: errors.apiError on Home), loading and error states of the lists
  test('aussteller: a failing home answer shows the error state of every list and apiError, and retry loads', async ({
    page,
  }) => {
    let fail = true;
    await page.route('**/api/exhibitor/home', (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({
              type: 'about:blank',
              title: 'Unavailable',
              status: 503,
              messageKey: 'errors.apiError',
            }),
          })
        : route.fallback(),
    );
    await signIn(page, demo.users.anna.email);
    await expect(page.getByText('Ihre Stände konnten nicht geladen werden.')).toBeVisible();
    await expect(page.locator('[data-section=past-fairs]')).toContainText(
      'Die vergangenen Messen konnten nicht geladen werden.',
    );
    await expect(page.locator('[data-section=wall]')).toContainText(
      'Die weiteren Messen konnten nicht geladen werden.',
    );
    await expect(page.getByRole('alert')).toContainText('technische Störung');
    fail = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.locator('[data-regi-nr]').first()).toBeVisible();
    await expect(page.locator('[data-section=wall] [data-wall-entry]')).toHaveCount(3);
  });
});

test.describe('accessibility', () => {
  // spec: exhibitor-area §9 breakpoints; axe has no violation at 375, 768, 1024 and 1440 px
  for (const email of [demo.users.anna.email, demo.users.nina.email]) {
    test(`${email.split('@')[0]}: Home passes axe at 375, 768, 1024 and 1440 px without horizontal overflow`, async ({
      page,
    }) => {
      // Four full axe runs take a while on a busy machine.
      test.setTimeout(240_000);
      await signIn(page, email);
      await expect(page.locator('[data-section=teaser]')).toBeVisible();
      await expect(page.locator('[data-section=wall] [data-wall-entry]').first()).toBeVisible();
      if (email.startsWith('aussteller')) await expect(page.locator('[data-banner=notifications]')).toBeVisible();
      for (const width of [375, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(carousel(page).locator('[data-in-view=true]').first()).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (violation) =>
              `${width}px ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
        ).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
