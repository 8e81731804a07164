// Handing a task to a colleague: the holder (de) picks the colleague on a task's card, the colleague (en, a browser of
// their own, member "Aufgaben") sees who holds it on the card, without the control, and finds it under "Assigned to
// me" on the deadlines page, a filter kept in the address; the holder's Team tab records the hand-over. axe on each
// screen; screenshots of the card and the deadlines at 375, 1024 and 1440 px in de, fr and en.
// Mutates booth annaConfirmedHab (team@demo.test is seeded as its member): one task's assignee, taken back at the
// end; the languages are put back. spec: exhibitor-area §2 Fair page (Task list), Deadlines; domain/team/boothOperations
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const booth = demo.booths.annaConfirmedHab;
const boothPage = `/fair/${booth.fairIdCode}/${booth.regiNr}`;
const colleague = { email: demo.users.team.email, name: 'Tom Berger' };
const widths = [375, 1024, 1440] as const;
const SHOTS = '/tmp/shots-assign';

const cardOf = (page: Page, taskId: string) => page.locator(`[id="task-${taskId}"]`);

async function switchLanguage(page: Page, language: 'de' | 'fr' | 'en'): Promise<void> {
  await page.locator(`.language-button[lang=${language}]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The card (scrolled to) and the whole viewport at each width, without sideways scrolling. */
async function shoot(page: Page, name: string, target?: ReturnType<Page['locator']>): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    } else await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the holder hands a task to a colleague, who sees it on the card and under "Assigned to me"', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const other = await browser.newContext();
  const their = await other.newPage();
  let taskId = '';
  try {
    await Promise.all([signIn(page, demo.users.anna.email), signIn(their, colleague.email)]);
    // A task of the shared booth with a deadline, so that it is on the deadlines page too.
    const deadlines = (await (await their.request.get('/api/exhibitor/deadlines')).json()) as {
      deadlines: Array<{ booth: { regiNr: string }; task: { id: string }; state: string }>;
    };
    taskId = deadlines.deadlines.find(
      (entry) => entry.booth.regiNr === booth.regiNr && (entry.state === 'due' || entry.state === 'overdue'),
    )!.task.id;

    // The holder opens the task from its address and hands it over with the keyboard.
    await page.goto(`${boothPage}#task-${taskId}`);
    const card = cardOf(page, taskId);
    await expect(card).toBeFocused();
    await expect(card.locator('.task-assignee-current')).toHaveText('Zugewiesen: niemandem');
    const select = card.getByLabel(/^Zuweisen an/);
    await select.focus();
    await select.selectOption({ label: colleague.name });
    await expect(card.locator('.task-assignee-saving')).toHaveText('');
    await expect(card.locator('.task-assignee-current')).toHaveText(`Zugewiesen: ${colleague.name}`);
    await expect(select).toHaveValue(/.+/);
    await expectNoAxeViolations(page);
    await shoot(page, 'card-holder-de', card);
    for (const [language, label] of [
      ['fr', `Assignée à : ${colleague.name}`],
      ['en', `Assigned to: ${colleague.name}`],
    ] as const) {
      await switchLanguage(page, language);
      await expect(cardOf(page, taskId).locator('.task-assignee-current')).toHaveText(label);
      await expectNoAxeViolations(page);
      await shoot(page, `card-holder-${language}`, cardOf(page, taskId));
    }
    await switchLanguage(page, 'de');

    // The colleague sees who holds it, and no control: a member "Aufgaben" does not hand tasks out.
    await their.goto(`${boothPage}#task-${taskId}`);
    const theirCard = cardOf(their, taskId);
    await expect(theirCard.locator('.task-assignee-current')).toHaveText(`Assigned to: ${colleague.name}`);
    await expect(theirCard.getByRole('combobox')).toHaveCount(0);
    await expectNoAxeViolations(their);
    await shoot(their, 'card-member-en', theirCard);

    // ... and finds it under "Assigned to me", kept in the address through a reload.
    await their.goto('/deadlines');
    const filter = their.getByLabel('Assignment');
    await filter.selectOption({ label: 'Assigned to me' });
    await expect(their).toHaveURL(/[?&]assigned=me(&|$)/);
    const rows = their.locator('.deadline-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-task-id', taskId);
    await expect(rows.first().locator('.deadline-assignee')).toHaveText('Assigned to you');
    await their.reload();
    await expect(their.getByLabel('Assignment')).toHaveValue('me');
    await expect(their.locator('.deadline-row')).toHaveCount(1);
    await expectNoAxeViolations(their);
    await shoot(their, 'deadlines-member-en');
    for (const [language, label] of [
      ['de', 'Mir zugewiesen'],
      ['fr', 'Assignés à moi'],
    ] as const) {
      await switchLanguage(their, language);
      await expect(their.locator('.deadlines-toolbar select').nth(2).locator('option:checked')).toHaveText(label);
      await expectNoAxeViolations(their);
      await shoot(their, `deadlines-member-${language}`);
    }
    await switchLanguage(their, 'en');

    // The holder's Team tab records the hand-over in one sentence with the task's name.
    await page.goto(`${boothPage}#tab-team`);
    const action = page.locator('#panel-team .team-action-what', { hasText: `${colleague.name} zugewiesen` }).first();
    await expect(action).toBeVisible();
    await expect(action).not.toHaveText(/·\s*$/);
    await expectNoAxeViolations(page);
    await shoot(page, 'team-actions-de', page.locator('#panel-team .team-actions'));
  } finally {
    // Put the task back, so that other tests of the booth see it as the demo has it.
    if (taskId) {
      const csrf = ((await (await page.request.get('/api/session')).json()) as { csrfToken: string }).csrfToken;
      await page.request.delete(`/api/exhibitor/booths/${booth.regiNr}/tasks/${encodeURIComponent(taskId)}/assignee`, {
        headers: { 'x-csrf-token': csrf },
      });
    }
    await other.close();
  }
});
