import { describe, expect, it } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import type { FairPageView } from '../../../application/exhibitor/BoothPageViews.ts';
import { withSafeAdditionalInfo, withSafeTaskHtml } from '../../../adapters/http/routes/booth.ts';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryFairs, InMemoryTaskCatalogue } from '../../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { aUser } from '../../support/mothers.ts';

const now = new Date('2026-11-21T10:00:00Z');
const unsafe =
  '<p onclick="steal()">Bitte <a href="javascript:alert(1)">hier</a> <a href="https://ok.test">ok</a><script>alert(1)</script><img src=x onerror=alert(1)></p>';

async function pageOf100101(): Promise<FairPageView> {
  const catalogue = buildDemoCatalogue(now);
  const page = new BoothPage({
    bookingSystem: new InMemoryBookingSystem({ catalogue }),
    fairs: InMemoryFairs.fromCatalogue(catalogue),
    taskCatalogue: InMemoryTaskCatalogue.fromCatalogue(catalogue),
    insurances: new InMemoryInsurances(),
    notificationStates: new InMemoryTaskNotificationStates(),
  });
  const result = await page.pageFor(aUser('aussteller@demo.test', ['AUSSTELLER']), '100101', 'de', now);
  if (!result.ok) throw new Error('booth 100101 not found');
  return result.view;
}

// spec: exhibitor-area §2 Task list (info texts, header text); HTML from outside is sanitised on the way out
describe('the booth page answer', () => {
  it('carries the tasks’ info texts and header texts sanitised, everything else as it was', async () => {
    const view = await pageOf100101();
    const [group, ...others] = view.taskGroups;
    const [task, ...rest] = group.tasks;
    const tainted: FairPageView = {
      ...view,
      taskGroups: [
        {
          ...group,
          tasks: [
            {
              ...task,
              headerText: { de: unsafe, fr: unsafe, en: unsafe },
              infoTexts: [{ de: unsafe, fr: 'ok', en: unsafe }],
            },
            ...rest,
          ],
        },
        ...others,
      ],
    };
    const safe = withSafeTaskHtml(tainted);
    const shown = safe.taskGroups[0].tasks[0];
    for (const html of [shown.headerText!.de, shown.headerText!.en, shown.infoTexts[0].de]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
      expect(html).toContain('<a href="https://ok.test" rel="noopener noreferrer" target="_blank">ok</a>');
    }
    expect(shown.infoTexts[0].fr).toBe('ok');
    expect({ ...safe, taskGroups: [] }).toEqual({ ...tainted, taskGroups: [] });
    expect(safe.taskGroups.slice(1)).toEqual(others);
  });

  // spec: exhibitor-area §2 Fair page info tab (additional info is HTML from the back office)
  it('carries the fair’s additional info sanitised, on the booth page and wherever the fair is served', async () => {
    const view = await pageOf100101();
    const tainted: FairPageView = {
      ...view,
      fair: { ...view.fair, additionalInfo: { de: unsafe, fr: unsafe, en: '<p>plain</p>' } },
    };
    const safe = withSafeTaskHtml(tainted);
    for (const html of [safe.fair.additionalInfo.de, safe.fair.additionalInfo.fr]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
      expect(html).toContain('<a href="https://ok.test" rel="noopener noreferrer" target="_blank">ok</a>');
    }
    expect(safe.fair.additionalInfo.en).toBe('<p>plain</p>');
    expect(
      withSafeAdditionalInfo({ idCode: 'X', additionalInfo: { de: unsafe, fr: '', en: '' } }).additionalInfo.de,
    ).not.toMatch(/script|onclick/i);
  });
});
