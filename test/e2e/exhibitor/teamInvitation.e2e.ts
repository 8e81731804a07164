// The invitation page's own states: opened by another account than the invited one, it says so at once (no Accept)
// and "sign in with another account" signs out and comes back to the invitation signed in as the invited one; a cut
// link says it is incomplete. de and en, at 375 and 1440 px, axe-clean, without sideways scrolling.
// Mutates: an open invitation of mitaussteller@demo.test to booth annaConfirmedAgr (never accepted).
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, invitationTokenMailedTo, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const booth = demo.booths.annaConfirmedAgr;
const invited = demo.users.emily.email;
/** Nina reads German; her language is switched to French and English and back. */
const otherAccount = demo.users.nina.email;
type Language = 'de' | 'fr' | 'en';
const everyView = (['de', 'fr', 'en'] as const).flatMap((language) =>
  ([375, 1440] as const).map((width) => [language, width] as const),
);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Anna invites through the API; the token is read from the mail in the portal's outbox. */
async function invitationToken(page: Page, projectName: string): Promise<string> {
  const sentAfter = new Date(Date.now() - 1_000).toISOString();
  const { csrfToken } = (await (await page.request.get('/api/session')).json()) as { csrfToken: string };
  const answer = await page.request.post(`/api/exhibitor/booths/${booth.regiNr}/team`, {
    data: { email: invited, level: 'tasks' },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(answer.status()).toBe(201);
  return invitationTokenMailedTo(projectName, invited, sentAfter);
}

async function inLanguage(page: Page, language: Language): Promise<void> {
  await page.locator(`.language-button[lang=${language}]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
}

/**
 * The page in each language and width: `check` what it shows, then axe, no sideways scrolling and a screenshot
 * (`shot.of`, or the whole page) named `shot.name`-language-width; German again at the end, as the account reads.
 */
async function inEachView<L extends Language>(
  page: Page,
  testInfo: TestInfo,
  shot: { name: string; of?: Locator },
  views: readonly (readonly [L, number])[],
  check: (language: L) => Promise<void>,
): Promise<void> {
  let shown: Language | undefined;
  try {
    for (const [language, width] of views) {
      if (language !== shown) await inLanguage(page, language);
      shown = language;
      await page.setViewportSize({ width, height: 900 });
      await check(language);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      const file = testInfo.outputPath(`${shot.name}-${language}-${width}.png`);
      await (shot.of ? shot.of.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
    }
  } finally {
    await inLanguage(page, 'de');
  }
}

test('an invitation for another account says so at once and signs in with the invited one', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const holder = await browser.newContext();
  try {
    const holderPage = await holder.newPage();
    await signIn(holderPage, demo.users.anna.email);
    const token = await invitationToken(holderPage, testInfo.project.name);

    await signIn(page, otherAccount, `/invitation/${token}`);
    const texts = {
      de: { title: 'Diese Einladung gilt für ein anderes Konto', button: 'Mit anderem Konto anmelden' },
      fr: { title: 'Cette invitation est destinée à un autre compte', button: 'Se connecter avec un autre compte' },
      en: { title: 'This invitation is for another account', button: 'Sign in with another account' },
    };
    await inEachView(page, testInfo, { name: 'wrong-account' }, everyView, async (language) => {
      // Before any click: the notice, with who is signed in and for whom it is, and no Accept.
      await expect(page.getByRole('heading', { level: 2, name: texts[language].title })).toBeVisible();
      await expect(page.getByText(otherAccount)).toBeVisible();
      await expect(page.getByText(invited).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /annehmen|Accepter|Accept/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: texts[language].button })).toBeVisible();
    });

    // Signs out, goes on to the sign-in by itself and comes back to the invitation as the invited account.
    await page.getByRole('link', { name: texts.de.button }).click();
    await expect(page.locator('form input[name=login]')).toBeVisible();
    await page.fill('input[name=login]', invited);
    await page.fill('input[name=password]', 'demo');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`/invitation/${token}$`));
    // Emily reads English.
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  } finally {
    await holder.close();
  }
});

test('a cut invitation link says it is incomplete, not to try again', async ({ page }, testInfo) => {
  await signIn(page, otherAccount, '/invitation/3q2-7wEjmS0v8h3DK');
  const texts = {
    de: { title: 'Der Link ist unvollständig', home: 'Zur Startseite' },
    fr: { title: 'Le lien est incomplet', home: 'Vers la page d’accueil' },
    en: { title: 'The link is incomplete', home: 'To the home page' },
  };
  await inEachView(page, testInfo, { name: 'incomplete' }, everyView, async (language) => {
    await expect(page.getByRole('heading', { level: 2, name: texts[language].title })).toBeVisible();
    await expect(page.getByRole('link', { name: texts[language].home })).toBeVisible();
    await expect(page.getByRole('button', { name: /Erneut|Réessayer|Retry|Try again/i })).toHaveCount(0);
  });
});

test('the Team tab says a limit of invitations with when it frees and keeps the typed address', async ({
  page,
}, testInfo) => {
  const boothPage = `/fair/${booth.fairIdCode}/${booth.regiNr}`;
  // The limit itself is counted by the server (teamInvitationLimits.test.ts); here only how the tab says it.
  await page.route(`**/api/exhibitor/booths/${booth.regiNr}/team`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '7200' },
          body: JSON.stringify({
            type: 'about:blank',
            title: 'Too Many Requests',
            status: 429,
            messageKey: 'errors.tooManyInvitationsToday',
          }),
        })
      : route.fallback(),
  );
  await signIn(page, demo.users.anna.email, boothPage);
  await page.goto(`${boothPage}#tab-team`);
  const teamTab = page.locator('#panel-team');
  const texts = {
    de: {
      email: 'E-Mail-Adresse',
      send: 'Einladung senden',
      limit: /50 Einladungen gesendet.*Die nächste können Sie ab/,
    },
    en: {
      email: 'E-mail address',
      send: 'Send invitation',
      limit: /sent 50 invitations.*You can send the next one from/,
    },
  };
  const views = [
    ['de', 375],
    ['en', 1440],
  ] as const;
  await inEachView(page, testInfo, { name: 'team-limit', of: teamTab }, views, async (language) => {
    const email = teamTab.getByLabel(texts[language].email);
    await email.fill('kollegin@example.ch');
    await teamTab.getByRole('button', { name: texts[language].send }).click();
    // The notice fades in; expectNoAxeViolations waits for it to be there in full before axe reads its contrast.
    await expect(teamTab.getByRole('alert').filter({ hasText: texts[language].limit })).toBeVisible();
    await expect(email).toHaveValue('kollegin@example.ch');
  });
});
