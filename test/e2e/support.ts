import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Signs in through the real login page of the development identity provider. */
export async function signIn(page: Page, email: string, startPath = '/'): Promise<void> {
  await page.goto(startPath);
  await expect(page.locator('form input[name=login]')).toBeVisible();
  await page.fill('input[name=login]', email);
  await page.fill('input[name=password]', 'demo');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
}

/**
 * The invitation link's token from the last mail to `to` since `sentAfter` (ISO) in the outbox of the portal of
 * `projectName` (playwright.config keeps its data folder in E2E_DATA_DIR_<NAME>); waits for the mail queue.
 */
export async function invitationTokenMailedTo(projectName: string, to: string, sentAfter: string): Promise<string> {
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
        const mail = index.findLast((entry) => entry.to.includes(to) && entry.date >= sentAfter);
        if (!mail) return '';
        // Quoted-printable: soft line breaks and =3D come out before the link is read.
        const raw = (await readFile(path.join(outbox, mail.file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        token = /\/invitation\/([A-Za-z0-9_-]{22})/.exec(raw)?.[1] ?? '';
        return token;
      },
      { timeout: 15_000, message: 'the invitation mail reaches the outbox' },
    )
    .not.toBe('');
  return token;
}

/**
 * axe finds no violation on what the page shows once it has settled. A banner that fades in is half transparent for
 * a moment, and axe reads its text then as too little contrast (on a loaded machine the moment is long enough to be
 * met), so the page's animations that end are waited for first; endless ones (a spinner) are not.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
