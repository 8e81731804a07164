// A colleague for all booths: the holder invites from a booth's Team tab choosing "all my booths", the list says
// so; the holder's own account opening the link is told it is for another account and offered no Accept; the
// colleague accepts in a browser of their own and finds every booth of the holder on Home and the deadlines; the
// holder revokes and the colleague's next page has none of them. de, fr, en at 375, 1024 and 1440 px, axe-clean.
// Mutates: an invitation of neu@demo.test to all booths of aussteller@demo.test, revoked before the test ends.
// spec: exhibitor-area §1 Home, §2 Fair page, §6 (the booths of a user), §8 (another user's booth)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, invitationTokenMailedTo, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const booth = demo.booths.annaConfirmedHab;
const boothPage = `/fair/${booth.fairIdCode}/${booth.regiNr}`;
const colleague = demo.users.nina.email;
const SHOTS = '/tmp/shots-allbooths';
type Language = 'de' | 'fr' | 'en';
const LANGUAGES: readonly Language[] = process.env.QUICK ? ['de'] : ['de', 'fr', 'en'];
const WIDTHS = process.env.QUICK ? ([1440] as const) : ([375, 1024, 1440] as const);
const ALL_BOOTHS: Record<Language, string> = { de: 'Alle Stände', fr: 'Tous les stands', en: 'All booths' };
const ALL_MY_BOOTHS: Record<Language, string> = { de: 'Alle meine Stände', fr: 'Tous mes stands', en: 'All my booths' };

async function inLanguage(page: Page, language: Language): Promise<void> {
  await page.locator(`.language-button[lang=${language}]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Each language and width: `check`, axe, no sideways scrolling and a screenshot; German again at the end. */
async function inEachView(page: Page, name: string, check: (language: Language) => Promise<void>, of?: Locator) {
  try {
    for (const language of LANGUAGES) {
      await inLanguage(page, language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await check(language);
        await expectNoAxeViolations(page);
        await expectNoSidewaysScroll(page);
        const file = `${SHOTS}/${name}-${language}-${width}.png`;
        await (of ? of.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
      }
    }
  } finally {
    await inLanguage(page, 'de');
  }
}

async function annasActiveBooths(page: Page): Promise<string[]> {
  const home = (await (await page.request.get('/api/exhibitor/home')).json()) as { activeBooths: { regiNr: string }[] };
  return home.activeBooths.map((card) => card.regiNr).sort();
}

test('the holder shares all booths with a colleague, who sees each of them until revoked', async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ins, a mail through the queue, and three changed screens in 9 views each, with axe on every one.
  test.setTimeout(480_000);
  const other = await browser.newContext();
  const their = await other.newPage();
  let memberId: string | undefined;
  try {
    await Promise.all([signIn(page, demo.users.anna.email, boothPage), signIn(their, colleague)]);
    const annas = await annasActiveBooths(page);
    expect(annas.length).toBeGreaterThan(3);

    // The holder chooses all booths in the Team tab, by keyboard.
    await page.goto(`${boothPage}#tab-team`);
    const teamTab = page.locator('#panel-team');
    await expect(teamTab.getByRole('heading', { name: 'Team dieses Stands' })).toBeVisible();
    await teamTab.getByLabel('E-Mail-Adresse').fill(colleague);
    await teamTab.getByRole('radio', { name: /^Nur dieser Stand/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(teamTab.getByRole('radio', { name: /^Alle meine Stände/ })).toBeChecked();
    await teamTab.getByRole('radio', { name: /^Aufgaben/ }).check();
    const sentAfter = new Date(Date.now() - 1_000).toISOString();
    await teamTab.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(teamTab.getByText(`Die Einladung an ${colleague} ist unterwegs.`)).toBeVisible();
    const row = teamTab.locator('.team-member', { hasText: colleague });
    await expect(row.locator('.team-all-booths')).toHaveText('Alle Stände');
    memberId = (await row.getAttribute('data-member-id')) ?? undefined;
    const token = await invitationTokenMailedTo(testInfo.project.name, colleague, sentAfter);
    await inEachView(
      page,
      'team-tab',
      async (language) => {
        await expect(teamTab.getByRole('radio', { name: new RegExp(`^${ALL_MY_BOOTHS[language]}`) })).toBeVisible();
        await expect(row.locator('.team-all-booths')).toHaveText(ALL_BOOTHS[language]);
      },
      teamTab,
    );

    // The holder's own account opening the link: why it is not theirs, and only "sign in with another account".
    await page.goto(`/invitation/${token}`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Diese Einladung gilt für ein anderes Konto' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /annehmen|Accepter|Accept/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Mit anderem Konto anmelden' })).toBeVisible();

    // The colleague (German) reads the invitation for all booths and accepts by keyboard.
    await their.goto(`/invitation/${token}`);
    const card = their.locator('.invitation-card');
    await expect(card.getByText('an allen Ständen mitzuarbeiten', { exact: false })).toBeVisible();
    await inEachView(their, 'invitation', async (language) => {
      await expect(card.getByText(ALL_BOOTHS[language], { exact: true })).toBeVisible();
    });
    const accept = their.getByRole('button', { name: 'Einladung annehmen' });
    await accept.focus();
    await their.keyboard.press('Enter');
    // All booths: to Home, which lists every booth of the holder.
    await expect(their).toHaveURL(/\/$/);
    // Home shows the first cards; "show all" lists the rest.
    await their.getByRole('button', { name: `Alle ${annas.length} anzeigen` }).click();
    for (const regiNr of annas) await expect(their.locator(`.booth-card[data-regi-nr="${regiNr}"]`)).toBeVisible();
    await inEachView(their, 'home-colleague', async () => {
      await expect(their.locator(`.booth-card[data-regi-nr="${annas[0]}"]`)).toBeVisible();
    });

    await their.goto('/deadlines');
    const rows = their.locator('[data-regi-nr]');
    await expect(rows.first()).toBeVisible();
    const listed = new Set(await rows.evaluateAll((found) => found.map((entry) => entry.getAttribute('data-regi-nr'))));
    expect(listed.size).toBeGreaterThan(1);
    for (const regiNr of listed) expect(annas).toContain(regiNr);
    await expectNoAxeViolations(their);
    await their.screenshot({ path: `${SHOTS}/deadlines-colleague-de-1440.png`, fullPage: true });

    // The holder revokes on another booth's tab: the colleague's next page has none of the booths.
    const otherBooth = demo.booths.annaConfirmedAgr;
    await page.goto(`/fair/${otherBooth.fairIdCode}/${otherBooth.regiNr}#tab-team`);
    const otherRow = page.locator('#panel-team .team-member', { hasText: colleague });
    await expect(otherRow.locator('.team-all-booths')).toHaveText('Alle Stände');
    await otherRow.getByRole('button', { name: /^Zugriff entziehen/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('auf keinen Ihrer Stände mehr Zugriff', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Zugriff entziehen' }).click();
    await expect(otherRow).toHaveCount(0);
    memberId = undefined;
    await their.goto('/');
    await expect(their.locator('main')).toBeVisible();
    for (const regiNr of annas) await expect(their.locator(`.booth-card[data-regi-nr="${regiNr}"]`)).toHaveCount(0);
    const refused = await their.request.get(`/api/exhibitor/booths/${booth.regiNr}`);
    expect(refused.status()).toBe(404);
  } finally {
    // A failed run must not leave Nina a colleague of Anna for the other files.
    if (memberId) {
      const { csrfToken } = (await (await page.request.get('/api/session')).json()) as { csrfToken: string };
      await page.request.delete(`/api/exhibitor/booths/${booth.regiNr}/team/${memberId}`, {
        headers: { 'X-CSRF-Token': csrfToken },
      });
    }
    await other.close();
  }
});
