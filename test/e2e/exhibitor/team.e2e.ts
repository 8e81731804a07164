// Team access per booth: the holder invites a colleague from the booth page's Team tab, the colleague accepts in a
// browser of their own, works a task and the insurance, the holder sees it and revokes, and the colleague's next request
// is refused. de (holder), en (colleague), fr (holder, briefly); axe on the Team tab and the invitation page.
// Mutates booth 100401 (aussteller@demo.test at IND): its team, one reminder switch (put back on) and its insurance;
// the other test of that booth (admin fairs) reads only its Infos tab. spec: exhibitor-area §2 Fair page, §8
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { invitationTokenMailedTo, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const booth = demo.booths.annaAllocatedInd;
const colleague = { email: 'team@demo.test', name: 'Tom Berger' };
const holderName = `${demo.users.anna.givenName} ${demo.users.anna.familyName}`;

async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the holder invites a colleague, who accepts, works the booth and loses access when revoked', async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ins, a mail through the queue and a booth page in each browser: about 45 s on a quiet machine, more on a
  // busy one, where the default minute would cut it short.
  test.setTimeout(120_000);
  const code = booth.fairIdCode;
  const boothPage = `/fair/${code}/${booth.regiNr}`;

  // The holder (German) and the colleague (English, a browser of their own) sign in side by side.
  const other = await browser.newContext();
  const their = await other.newPage();
  try {
    // The hash never reaches the server, so it is not part of where the sign-in returns to.
    await Promise.all([signIn(page, demo.users.anna.email, boothPage), signIn(their, colleague.email)]);
    await page.goto(`${boothPage}#tab-team`);
    // By its id: its name follows the language.
    const teamTab = page.locator('#panel-team');
    await expect(teamTab.getByRole('heading', { name: 'Team dieses Stands' })).toBeVisible();
    await expect(teamTab.getByRole('heading', { name: 'Letzte Aktionen' })).toBeVisible();
    await expectNoAxeViolations(page);
    const email = teamTab.getByLabel('E-Mail-Adresse');
    await email.fill('team@demo');
    await teamTab.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(teamTab.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein', { exact: false })).toBeVisible();
    await expect(email).toHaveValue('team@demo');
    await email.fill(colleague.email);
    await teamTab.getByRole('radio', { name: /^Aufgaben/ }).check();
    const sentAfter = new Date(Date.now() - 1_000).toISOString();
    await teamTab.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(teamTab.getByText(`Die Einladung an ${colleague.email} ist unterwegs.`)).toBeVisible();
    const invited = teamTab.locator('.team-member', { hasText: colleague.email });
    await expect(invited.locator('.team-state')).toHaveText('Eingeladen');
    const token = await invitationTokenMailedTo(testInfo.project.name, colleague.email, sentAfter);

    // The colleague opens the mailed link and accepts.
    await their.goto(`/invitation/${token}`);
    await expect(their.getByRole('heading', { level: 1, name: 'Invitation to the team of a booth' })).toBeVisible();
    await expect(their.getByText(`${holderName} invites you to work on this booth`)).toBeVisible();
    await expectNoAxeViolations(their);
    await their.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(their).toHaveURL(new RegExp(`${boothPage}(#.*)?$`));
    await expect(their.locator('.fair-header').getByText(`Shared by ${holderName}`)).toBeVisible();
    await expect(their.getByRole('tab', { name: 'Costs' })).toHaveCount(0);
    await expect(their.getByRole('tab', { name: 'Team' })).toHaveCount(0);

    // A task's reminders off and on again, and the insurance.
    await their.getByRole('tab', { name: 'Tasks' }).click();
    await their.getByRole('button', { name: 'Expand all' }).click();
    // Pinned by its task's card: a task switched off counts as done, and the list may order it elsewhere.
    const taskId = await their
      .locator('.task-card article')
      .filter({ has: their.getByRole('switch') })
      .first()
      .getAttribute('id');
    const reminders = their.locator(`[id="${taskId}"]`).getByRole('switch');
    const before = await reminders.getAttribute('aria-checked');
    // Each switch waits until it is saved and the tasks are read again: a click meanwhile is not taken.
    const saving = their.locator(`[id="${taskId}"]`).locator('.task-reminders-saving');
    await reminders.click();
    await expect(reminders).not.toHaveAttribute('aria-checked', before ?? '');
    await expect(saving).toHaveText('');
    await reminders.click();
    await expect(reminders).toHaveAttribute('aria-checked', before ?? '');
    await expect(saving).toHaveText('');
    await their.goto(`${boothPage}/insurance`);
    const edit = their.getByRole('button', { name: 'Edit' });
    const submit = their.getByRole('button', { name: /Take out insurance|Save changes/ });
    await expect(edit.or(submit).first()).toBeVisible();
    if (await edit.isVisible()) await edit.click();
    await their.getByRole('switch', { name: 'Transport (cargo) insurance', exact: true }).click();
    await submit.click();
    await expect(their.getByRole('heading', { name: 'Thank you' })).toBeVisible();

    // Home shows the booth as shared.
    await their.goto('/');
    const card = their.locator(`.booth-card[data-regi-nr="${booth.regiNr}"]`);
    await expect(card.getByText(`Shared by ${holderName}`)).toBeVisible();

    // The holder sees who did what, in German and briefly in French, and revokes.
    await page.reload();
    await expect(teamTab.locator('.team-action', { hasText: 'hat die Versicherung gespeichert' })).toContainText(
      colleague.name,
    );
    // Off and on again, each said as such, the task named inside the sentence with nothing left hanging after it.
    const switched = teamTab.locator('.team-action-what', { hasText: 'hat die Erinnerungen für' });
    await expect(switched.filter({ hasText: /eingeschaltet$/ }).first()).toBeVisible();
    await expect(switched.filter({ hasText: /ausgeschaltet$/ }).first()).toBeVisible();
    for (const text of await switched.allTextContents()) expect(text).not.toMatch(/·\s*$/);
    const member = teamTab.locator('.team-member', { hasText: colleague.email });
    await expect(member.locator('.team-state')).toHaveText('Angenommen');
    await page.locator('.language-button[lang=fr]').click();
    try {
      await expect(page.getByRole('tab', { name: 'Équipe' })).toBeVisible();
      await expect(teamTab.getByRole('heading', { name: 'Dernières actions' })).toBeVisible();
      await expect(teamTab.getByText('a enregistré l’assurance').first()).toBeVisible();
      await expect(member.getByRole('button', { name: /^Retirer l’accès/ })).toBeVisible();
    } finally {
      await page.locator('.language-button[lang=de]').click();
    }
    await member.getByRole('button', { name: /^Zugriff entziehen/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Zugriff entziehen?' });
    await confirm.getByRole('button', { name: 'Zugriff entziehen' }).click();
    await expect(confirm).toBeHidden();
    await expect(teamTab.locator('.team-member', { hasText: colleague.email })).toHaveCount(0);

    // The colleague's next request is refused: the booth page leads Home with the booth-not-found message.
    await their.goto(boothPage);
    await expect(their).toHaveURL(/\/$/);
    await expect(
      their.getByText(
        'The requested booth cannot be shown. Either you do not have permission or the booth does not exist.',
      ),
    ).toBeVisible();
    expect((await their.request.get(`/api/exhibitor/booths/${booth.regiNr}?language=en`)).status()).toBe(404);
  } finally {
    await other.close();
  }
});
