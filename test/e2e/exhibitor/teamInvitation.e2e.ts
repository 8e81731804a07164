// The invitation page's own states: opened by another account than the invited one, it says so at once (no Accept)
// and "sign in with another account" signs out and comes back to the invitation signed in as the invited one; a cut
// link says it is incomplete. de and en, at 375 and 1440 px, axe-clean, without sideways scrolling.
// Mutates: an open invitation of mitaussteller@demo.test to booth annaConfirmedAgr (never accepted).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const booth = demo.booths.annaConfirmedAgr;
const invited = demo.users.emily.email;
/** Nina reads German; her language is switched to English and back. */
const otherAccount = demo.users.nina.email;
const widths = [375, 1440] as const;

async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Anna invites through the API; the token is read from the mail in the portal's outbox (playwright.config). */
async function invitationToken(page: Page, projectName: string): Promise<string> {
  const sentAfter = new Date(Date.now() - 1_000).toISOString();
  const { csrfToken } = (await (await page.request.get('/api/session')).json()) as { csrfToken: string };
  const answer = await page.request.post(`/api/exhibitor/booths/${booth.regiNr}/team`, {
    data: { email: invited, level: 'tasks' },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(answer.status()).toBe(201);
  const dataDir = process.env[`E2E_DATA_DIR_${projectName.toUpperCase()}`];
  if (!dataDir) throw new Error(`no data folder known for the portal of project ${projectName}`);
  const outbox = path.join(dataDir, 'outbox');
  let token = '';
  await expect
    .poll(
      async () => {
        const index = JSON.parse(await readFile(path.join(outbox, 'index.json'), 'utf8').catch(() => '[]')) as Array<{
          file: string;
          date: string;
          to: string;
        }>;
        const mail = index.findLast((entry) => entry.to.includes(invited) && entry.date >= sentAfter);
        if (!mail) return '';
        const raw = (await readFile(path.join(outbox, mail.file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        token = /\/invitation\/([A-Za-z0-9_-]{22})/.exec(raw)?.[1] ?? '';
        return token;
      },
      { timeout: 15_000, message: 'the invitation mail reaches the outbox' },
    )
    .not.toBe('');
  return token;
}

async function inLanguage(page: Page, language: 'de' | 'en'): Promise<void> {
  await page.locator(`.language-button[lang=${language}]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
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
      en: { title: 'This invitation is for another account', button: 'Sign in with another account' },
    };
    try {
      for (const language of ['de', 'en'] as const) {
        await inLanguage(page, language);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          // Before any click: the notice, with who is signed in and for whom it is, and no Accept.
          await expect(page.getByRole('heading', { level: 2, name: texts[language].title })).toBeVisible();
          await expect(page.getByText(otherAccount)).toBeVisible();
          await expect(page.getByText(invited).first()).toBeVisible();
          await expect(page.getByRole('button', { name: /annehmen|Accept/ })).toHaveCount(0);
          await expect(page.getByRole('link', { name: texts[language].button })).toBeVisible();
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page);
          await page.screenshot({
            path: testInfo.outputPath(`wrong-account-${language}-${width}.png`),
            fullPage: true,
          });
        }
      }
    } finally {
      await inLanguage(page, 'de');
    }

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
    en: { title: 'The link is incomplete', home: 'To the home page' },
  };
  try {
    for (const language of ['de', 'en'] as const) {
      await inLanguage(page, language);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('heading', { level: 2, name: texts[language].title })).toBeVisible();
        await expect(page.getByRole('link', { name: texts[language].home })).toBeVisible();
        await expect(page.getByRole('button', { name: /Erneut|Retry|Try again/i })).toHaveCount(0);
        await expectNoAxeViolations(page);
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: testInfo.outputPath(`incomplete-${language}-${width}.png`), fullPage: true });
      }
    }
  } finally {
    await inLanguage(page, 'de');
  }
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
  try {
    for (const [language, width] of [
      ['de', 375],
      ['en', 1440],
    ] as const) {
      await inLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      const email = teamTab.getByLabel(texts[language].email);
      await email.fill('kollegin@example.ch');
      await teamTab.getByRole('button', { name: texts[language].send }).click();
      await expect(teamTab.getByRole('alert').filter({ hasText: texts[language].limit })).toBeVisible();
      await expect(email).toHaveValue('kollegin@example.ch');
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await teamTab.screenshot({ path: testInfo.outputPath(`team-limit-${language}-${width}.png`) });
    }
  } finally {
    await inLanguage(page, 'de');
  }
});
