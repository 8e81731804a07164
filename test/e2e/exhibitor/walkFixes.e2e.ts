// What a new exhibitor's walk found amiss, seen where it showed: Home's next deadline, a renewal offer's tabs, the
// documents' hall names in fr and en, the navigation teaser at 1024 px, the booth tabs at 375 px and the decimal
// comma of the insurance amount. Anna's language is switched for a test and set back to German after it.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from '../support.ts';
import { demo } from '../../support/demo.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-fixes';
const WIDTHS = [375, 1024, 1440] as const;
const LANGUAGES = ['de', 'fr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

async function fairCodeOf(page: Page, regiNr: string): Promise<string> {
  const response = await page.request.get(`/api/exhibitor/booths/${regiNr}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { fair: { idCode: string } }).fair.idCode;
}

/** Switches the signed-in user's language with the shell's switcher and waits until the page speaks it. */
async function useLanguage(page: Page, language: Language): Promise<void> {
  const button = page.locator(`.language-switcher button[lang="${language}"]`);
  if ((await button.getAttribute('aria-pressed')) === 'true') return;
  const saved = page.waitForResponse((response) => response.request().method() !== 'GET' && response.ok());
  await button.click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Waits for the page's images to be decoded, so a screenshot shows them. */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === 'lazy' || (image.complete && image.naturalWidth > 0)),
  );
}

async function shoot(page: Page, name: string): Promise<void> {
  await imagesLoaded(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test.afterEach(async ({ page }) => {
  // Anna's language is stored on her account: the next test file expects her German.
  if (page.url().startsWith('http') && (await page.locator('.language-switcher').count()) > 0)
    await useLanguage(page, 'de');
});

// spec: exhibitor-area §2 Home (booth cards), §4 task display state; the portal's clock decides what is past
test("Home's booth cards name a next deadline that is not past, or say that all are past", async ({ page }) => {
  await signIn(page, demo.users.anna.email);
  const cards = page.locator('.booth-progress[data-progress="known"]');
  await expect(cards.first()).toBeVisible();
  const today = await page.evaluate(async () => {
    const response = await fetch('/api/health');
    return new Date(response.headers.get('date') ?? Date.now()).toISOString().slice(0, 10);
  });
  const texts = await page.locator('.booth-progress-next').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    const day = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text);
    if (day) expect(`${day[3]}-${day[2]}-${day[1]}` >= today, `${text} is not before ${today}`).toBe(true);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await cards.first().scrollIntoViewIfNeeded();
    await shoot(page, `home-de-${width}`);
  }
  await expectNoAxeViolations(page);
});

// spec: exhibitor-area §4 Booth status OP ("treated as new"), §2 Fair page (tasks and costs disabled for a new booth)
test('a renewal offer (OP) opens on info with tasks and costs disabled, and has no deadlines', async ({ page }) => {
  const offer = demo.booths.annaOfferHab.regiNr;
  await signIn(page, demo.users.anna.email);
  const code = await fairCodeOf(page, offer);
  await page.goto(`/fair/${code}/${offer}`);
  await expect(page.locator('#tab-info')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tab-tasks')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('#tab-costs')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator(`.booth-card[data-regi-nr="${offer}"] .booth-progress`)).toHaveCount(0);
  const deadlines = (await (await page.request.get('/api/exhibitor/deadlines?language=de')).json()) as {
    deadlines: Array<{ booth: { regiNr: string } }>;
    booths: Array<{ regiNr: string }>;
  };
  expect(deadlines.deadlines.filter((deadline) => deadline.booth.regiNr === offer)).toEqual([]);
  expect(deadlines.booths.map((booth) => booth.regiNr)).not.toContain(offer);
  await page.goto('/deadlines');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`a[href*="/${offer}#task-"]`)).toHaveCount(0);
});

// spec: exhibitor-area §2 Documents (hall, file type), §1 de, fr, en; the header names the hall per language
for (const language of LANGUAGES) {
  test(`the booth documents name the hall as the header does (${language})`, async ({ page }) => {
    const regiNr = demo.booths.annaConfirmedHab.regiNr;
    await signIn(page, demo.users.anna.email);
    await useLanguage(page, language);
    const code = await fairCodeOf(page, regiNr);
    await page.goto(`/fair/${code}/${regiNr}#tab-info`);
    const row = page.locator('#panel-info .document-row').first();
    await expect(row).toBeVisible();
    const hall = language === 'en' ? 'Hall 2.1' : 'Halle 2.1';
    await expect(row).toContainText(hall);
    if (language === 'en') await expect(row.locator('.document-meta')).not.toContainText('Halle');
    await page.locator('.fair-header button[aria-expanded="false"]').first().click();
    await expect(page.locator('.fair-header')).toContainText(hall);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await row.scrollIntoViewIfNeeded();
      await shoot(page, `booth-documents-${language}-${width}`);
    }
    await expectNoAxeViolations(page);
  });

  test(`past-fair documents name the hall in the user's language (${language})`, async ({ page }) => {
    await signIn(page, demo.users.anna.email);
    await useLanguage(page, language);
    const series = 'R-ART';
    const past = (await (await page.request.get(`/api/exhibitor/pastfairs/${series}`)).json()) as {
      fairs: Array<{ idCode: string }>;
    };
    await page.goto(`/pastfairs/${series}/${past.fairs[0].idCode}`);
    const meta = page.locator('.past-fair-document-meta').first();
    await expect(meta).toBeVisible();
    if (language === 'en') await expect(meta).toContainText(/^Hall /);
    else await expect(meta).toContainText(/^Halle /);
    await page.setViewportSize({ width: 1024, height: 900 });
    await shoot(page, `past-fair-documents-${language}-1024`);
  });
}

// spec: exhibitor-area §2 Fair page (the left navigation with a teaser of type 136)
test('the navigation teaser shows its whole picture at 1024 px', async ({ page }) => {
  // The demo's teaser of type 136 is Gastronova's.
  const regiNr = demo.booths.annaAllocatedGas.regiNr;
  await signIn(page, demo.users.anna.email);
  const code = await fairCodeOf(page, regiNr);
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto(`/fair/${code}/${regiNr}`);
    const image = page.locator('.fair-side-teaser [data-teaser-type="136"] img');
    await expect(image).toBeVisible();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    const fit = await image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        objectFit: style.objectFit,
        natural: element.naturalWidth / element.naturalHeight,
        shown: box.width / box.height,
      };
    });
    // Either the box has the picture's own ratio, or the picture is fitted into it whole.
    if (fit.objectFit !== 'contain') expect(Math.abs(fit.shown - fit.natural) / fit.natural).toBeLessThan(0.02);
    // And the picture itself holds its whole text (the demo's pictures are SVG: measured as the browser draws them).
    const overflow = await image.evaluate((element: HTMLImageElement) => {
      const source = element.currentSrc || element.src;
      if (!source.startsWith('data:image/svg+xml;base64,')) return 0;
      const holder = document.createElement('div');
      holder.style.cssText = 'position:absolute;left:-10000px;top:0';
      holder.innerHTML = atob(source.slice('data:image/svg+xml;base64,'.length));
      document.body.append(holder);
      const svg = holder.querySelector('svg')!;
      const text = svg.querySelector('text')!.getBBox();
      const width = Number(svg.getAttribute('width'));
      holder.remove();
      return Math.max(0, -text.x, text.x + text.width - width);
    });
    expect(overflow, `${language}: the picture's text runs past its edge`).toBe(0);
    await page.locator('.fair-side-teaser').screenshot({ path: `${SHOTS}/teaser-${language}-1024.png` });
  }
  await expectNoAxeViolations(page);
});

// spec: exhibitor-area §2 Fair page (tabs); keyboard use of the tabs
test('the booth tabs keep one row at 375 px, and the chosen one is in sight', async ({ page }) => {
  const regiNr = demo.booths.annaConfirmedHab.regiNr;
  await signIn(page, demo.users.anna.email);
  const code = await fairCodeOf(page, regiNr);
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/fair/${code}/${regiNr}#tab-contact`);
    const tabs = page.getByRole('tab');
    await expect(page.locator('#tab-contact')).toHaveAttribute('aria-selected', 'true');
    const tops = await tabs.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    expect(new Set(tops).size, `${language}: the tabs' rows`).toBe(1);
    const inSight = () =>
      page.locator('#tab-contact').evaluate((element) => {
        const row = element.parentElement!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      });
    await expect.poll(inSight).toBe(true);
    // The keys move along the row and bring the next tab into sight.
    await page.locator('#tab-contact').focus();
    await page.keyboard.press('Home');
    await expect(page.locator('#tab-statusflow')).toBeFocused();
    // Below the sticky header: the row of tabs and the start of the panel in the picture.
    await page.getByRole('tablist').evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120);
    });
    await shoot(page, `booth-tabs-${language}-375`);
  }
  await expectNoAxeViolations(page);
});
