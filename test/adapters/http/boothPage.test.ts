import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import {
  currentFairCode,
  expectBoothNotFound,
  getDescribed,
  pastCacheFreshness,
  todaysCatalogue,
  useBoothTestPortal,
  withRubinFaults,
} from './boothTestPortal.ts';
import { demo as fixtures } from '../../support/demo.ts';
import { parseIcs } from './icsParser.ts';
import { inOneLanguage } from '../../../domain/index.ts';

const demo = useBoothTestPortal();
const { booths } = fixtures;
/** A booth number the demo data does not have. */
const UNKNOWN_BOOTH = '999999';
const catalogue = todaysCatalogue;
const hab = currentFairCode('HAB');
const gas = currentFairCode('GAS');

const simulator = () => demo.portal.portal.simulator!;

interface Page {
  stale: boolean;
  isNew: boolean;
  fair: { idCode: string };
  booth: { regiNr: string } | null;
  status: { step: number; label: { de: string } };
  tabs: { initial: string; disabled: string[] };
  actions: Record<string, { href: string } | null | boolean | string>;
  taskGroups: Array<{
    serviceGroup: string;
    tasks: Array<{
      id: string;
      serviceGroup: string;
      done: boolean;
      period: { start: string | null; end: string | null } | null;
      link: { href: string } | null;
    }>;
  }>;
  costs: { total: { centimes: number } };
  documents: { shown: boolean; groups: Array<{ typ: string }> };
  calendarUrl: string | null;
}

const tasksOf = (page: Page) => page.taskGroups.flatMap((group) => group.tasks);

describe('GET /api/exhibitor/booths/{regiNr}', () => {
  // spec: exhibitor-area §2 Fair page, §4, §5
  it('gives the whole fair and booth page of a confirmed booth in one answer', async () => {
    const { status, body } = await getDescribed(demo.anna, `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}`);
    expect(status).toBe(200);
    const page = body as Page;
    expect(page).toMatchObject({
      stale: false,
      isNew: false,
      fair: { idCode: hab },
      booth: { regiNr: booths.annaConfirmedHab.regiNr },
      calendarUrl: `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}/tasks.ics`,
    });
    expect(page.status).toMatchObject({ step: 8, label: { de: 'Standplatz bestätigt' } });
    expect(page.tabs).toEqual({ initial: 'tasks', disabled: [] });
    expect(page.documents.shown).toBe(true);
    expect(page.documents.groups.map((group) => group.typ)).toEqual(['HPLAN', 'STSKIZZE', 'BKOP']);
    expect(page.costs.total.centimes).toBe(1_033_200);
    const vers = tasksOf(page).find((task) => task.serviceGroup === 'VERS')!;
    expect(vers.link!.href).toBe(`/fair/${hab}/${booths.annaConfirmedHab.regiNr}/insurance`);
    expect(vers.done).toBe(true); // insurance on file
  });

  // spec: exhibitor-area §1 (de, fr, en), §2 Documents (the fair's documents); admin-back-office §3 Fair document
  it("gives the fair's own documents with their title and link in de, fr and en", async () => {
    const { status, body } = await getDescribed(demo.luc, `/api/exhibitor/booths/${booths.lucConfirmedHab.regiNr}`);
    expect(status).toBe(200);
    type Localized = { de: string; fr: string; en: string };
    const { fairDocuments } = (
      body as { documents: { fairDocuments: Array<{ typ: string; title: Localized; link: Localized }> } }
    ).documents;
    expect(fairDocuments.map(({ typ, title }) => ({ typ, title }))).toEqual([
      {
        typ: 'HPLAN',
        title: {
          de: expect.stringMatching(/^Hallenplan \S/),
          fr: expect.stringMatching(/^Plan des halles \S/),
          en: expect.stringMatching(/^Hall plan \S/),
        },
      },
      { typ: 'STANGEBT', title: { de: 'Ausstellerhandbuch', fr: "Manuel de l'exposant", en: 'Exhibitor manual' } },
    ]);
    for (const { link } of fairDocuments) expect(new Set([link.de, link.fr, link.en]).size).toBe(3); // a file per language
  });

  it('builds the deep links in the language asked for', async () => {
    const { body } = await getDescribed(
      demo.anna,
      `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}?language=fr`,
    );
    const llc = tasksOf(body as Page).find((task) => task.serviceGroup === 'LLC')!;
    expect(new URL(llc.link!.href).searchParams.get('language')).toBe('fr');
    expect(
      (await getDescribed(demo.anna, `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}?language=it`)).status,
    ).toBe(400);
  });

  // spec: exhibitor-area §1 (de, fr, en): the page is shown in one language, so it may ask for that one only
  it('gives the texts in the language asked for only with texts=language, and the rest of the page alike', async () => {
    const path = `/api/exhibitor/booths/${booths.lucConfirmedHab.regiNr}?language=fr`;
    const full = await getDescribed(demo.luc, path);
    const one = await getDescribed(demo.luc, `${path}&texts=language`);
    expect(one.status).toBe(200);
    const fullPage = full.body as Page & { fair: { displayName: Record<string, string> } };
    const onePage = one.body as typeof fullPage;
    expect(onePage.fair.displayName).toEqual({ de: '', fr: fullPage.fair.displayName.fr, en: '' });
    expect(onePage.fair.displayName.fr).not.toBe('');
    expect(onePage.status.label).toEqual({ de: '', fr: (fullPage.status.label as Record<string, string>).fr, en: '' });
    const fullTask = tasksOf(fullPage)[0] as unknown as { displayName: Record<string, string>; link: unknown };
    const oneTask = tasksOf(onePage)[0] as unknown as typeof fullTask;
    expect(oneTask.displayName).toEqual({ de: '', fr: fullTask.displayName.fr, en: '' });
    expect(oneTask.link).toEqual(fullTask.link);
    expect(onePage).toEqual(inOneLanguage(fullPage, 'fr'));
    expect(JSON.stringify(onePage).length).toBeLessThan(JSON.stringify(fullPage).length * 0.8);
    // Kept apart: each answer is its own view with its own ETag, and the full one stays full.
    expect(one.response.headers.get('etag')).not.toBe(full.response.headers.get('etag'));
    expect((await getDescribed(demo.luc, path)).body).toEqual(fullPage);
    expect((await getDescribed(demo.luc, `${path}&texts=some`)).status).toBe(400);
  });

  // spec: exhibitor-area §6 booth access, §8 errors.boothNotFound
  it('answers 404 errors.boothNotFound for another exhibitor’s booth', async () => {
    await expectBoothNotFound(demo.anna, `/api/exhibitor/booths/${booths.lucConfirmedHab.regiNr}`);
    await expectBoothNotFound(demo.luc, `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}`);
    await expectBoothNotFound(demo.anna, `/api/exhibitor/booths/${UNKNOWN_BOOTH}`);
  });

  it('refuses a regiNr with illegal characters', async () => {
    const { status, body } = await getDescribed(demo.anna, '/api/exhibitor/booths/1001%2401');
    expect(status).toBe(400);
    expect(body.messageKey).toBe('errors.invalidRequest');
  });

  // spec: exhibitor-area §5 co-exhibitors see only manual tasks flagged coexposant, or non-manual tasks
  it('shows a co-exhibitor only the tasks meant for co-exhibitors', async () => {
    const { body } = await getDescribed(demo.emily, `/api/exhibitor/booths/${booths.emilyConfirmedGas.regiNr}`);
    const groups = tasksOf(body as Page).map((task) => task.serviceGroup);
    expect(groups).toContain('MESSEIN');
    expect(groups).not.toContain('AX-EINTR');
    expect(groups).not.toContain('CATERING'); // hidden for the co-exhibitor package
    await expectBoothNotFound(demo.emily, `/api/exhibitor/booths/${booths.annaAllocatedGas.regiNr}`);
  });

  // spec: exhibitor-area §6 new member
  it('answers a new member 404 without asking the booking system', async () => {
    simulator().resetStats();
    await expectBoothNotFound(demo.nina, `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}`);
    expect(simulator().stats().total).toBe(0);
  });

  it('gives a manager their own booth and no one else’s', async () => {
    expect((await getDescribed(demo.marco, `/api/exhibitor/booths/${booths.marcoConfirmedInd.regiNr}`)).status).toBe(
      200,
    );
    await expectBoothNotFound(demo.marco, `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}`);
  });

  // spec: exhibitor-area §2 Fair page actions
  it('offers no registration buttons after the deadline and the complete-order banner while the basket has items', async () => {
    const { body } = await getDescribed(demo.anna, `/api/exhibitor/booths/${booths.annaAllocatedGas.regiNr}`);
    expect((body as Page).fair.idCode).toBe(gas);
    expect(body.actions).toMatchObject({
      newBoothRegistration: null,
      gastroRegistration: null,
      completeOrderBanner: true,
    });
  });
});

describe('GET /api/exhibitor/booths/{regiNr}/tasks.ics', () => {
  // spec: exhibitor-area §2 Task list — export all tasks to a calendar, entries start at 09:00
  it('is an iCalendar file with one event per visible task with a period, each at 09:00 Zurich time', async () => {
    const response = await demo.anna.api(`/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}/tasks.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="tasks-${hab}-${booths.annaConfirmedHab.regiNr}.ics"`,
    );
    const calendar = parseIcs(await response.text());
    const page = (await getDescribed(demo.anna, `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}`))
      .body as Page;
    const withPeriod = tasksOf(page).filter((task) => task.period?.start || task.period?.end);
    expect(calendar.events).toHaveLength(withPeriod.length);
    for (const event of calendar.events) {
      const start = DateTime.fromFormat(event.DTSTART, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).setZone(
        'Europe/Zurich',
      );
      expect(start.isValid).toBe(true);
      expect([start.hour, start.minute]).toEqual([9, 0]);
    }
    const parking = withPeriod.find((task) => task.serviceGroup === 'PARKPL')!;
    const event = calendar.events.find(
      (candidate) =>
        candidate.UID === `${parking.id}.${booths.annaConfirmedHab.regiNr}@${new URL(demo.portal.url).host}`,
    )!;
    expect(
      DateTime.fromFormat(event.DTSTART, "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).setZone('Europe/Zurich').toISODate(),
    ).toBe(parking.period!.start);
  });

  it('keeps each event’s UID from one export to the next', async () => {
    const uids = async () =>
      parseIcs(
        await (await demo.anna.api(`/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}/tasks.ics`)).text(),
      ).events.map((event) => event.UID);
    const first = await uids();
    expect(await uids()).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  it('answers 404 for another exhibitor’s booth', async () => {
    await expectBoothNotFound(demo.luc, `/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}/tasks.ics`);
  });
});

describe('GET /api/exhibitor/fairs/{idCode}/new', () => {
  // spec: exhibitor-area §2 Fair page — a new booth: info tab, tasks and costs disabled
  it('gives a published fair’s page for a booth not yet registered', async () => {
    const { status, body } = await getDescribed(demo.nina, `/api/exhibitor/fairs/${hab}/new?language=en`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isNew: true,
      booth: null,
      taskGroups: [],
      tabs: { initial: 'info', disabled: ['tasks', 'costs'] },
    });
    expect(body.actions.newBoothRegistration.href).toBe('https://www.habitat-bern.test/en/standanmeldung');
    const closed = await getDescribed(demo.anna, `/api/exhibitor/fairs/${gas}/new`);
    expect(closed.body.actions.newBoothRegistration).toBeNull();
  });

  // spec: exhibitor-area §1 (de, fr, en)
  it('gives the texts in English only with texts=language&language=en', async () => {
    const full = await getDescribed(demo.nina, `/api/exhibitor/fairs/${hab}/new?language=en`);
    const one = await getDescribed(demo.nina, `/api/exhibitor/fairs/${hab}/new?language=en&texts=language`);
    expect(one.status).toBe(200);
    expect(one.body.fair.displayName).toEqual({ de: '', fr: '', en: full.body.fair.displayName.en });
    expect(one.body).toEqual(inOneLanguage(full.body, 'en'));
  });

  it('answers 404 errors.boothNotFound for a fair that is unknown or not published', async () => {
    await expectBoothNotFound(demo.anna, '/api/exhibitor/fairs/NOPE99/new');
    const past = catalogue.fairs.find((fair) => fair.tasks.length === 0)!.idCode;
    await expectBoothNotFound(demo.anna, `/api/exhibitor/fairs/${past}/new`);
  });
});

describe('GET /api/fairs', () => {
  // spec: exhibitor-area §7 GET /fairs, §5 fairs offered for a new registration
  it('lists the product’s fairs published now, saying which are open for registration', async () => {
    const { status, body } = await getDescribed(demo.nina, '/api/fairs');
    expect(status).toBe(200);
    const byCode = new Map(
      (body as Array<{ idCode: string; openForRegistration: boolean }>).map((fair) => [fair.idCode, fair]),
    );
    expect(byCode.get(hab)?.openForRegistration).toBe(true);
    expect(byCode.get(gas)?.openForRegistration).toBe(false);
    for (const past of catalogue.fairs.filter((fair) => fair.tasks.length === 0))
      expect(byCode.has(past.idCode)).toBe(false);
  });
});

describe('the booking system slow or down', () => {
  it('still gives the page when the booking system is slow', async () => {
    const { status, body } = await withRubinFaults(demo.portal, { latencyMs: 50 }, () =>
      getDescribed(demo.luc, `/api/exhibitor/booths/${booths.lucConfirmedHab.regiNr}`),
    );
    expect(status).toBe(200);
    expect(body.stale).toBe(false);
  });

  // Rubin down: the last good answers from the cache, marked stale; a booth whose own answers were never kept
  // stands on the kept booth list (the card the user sees on Home), marked stale, instead of failing
  it('gives the page from the last good answers marked stale when Rubin is down, also for a booth never opened', async () => {
    expect((await getDescribed(demo.anna, `/api/exhibitor/booths/${booths.annaOpenHab.regiNr}`)).status).toBe(200);
    pastCacheFreshness();
    const [stale, missing] = await withRubinFaults(demo.portal, { down: true }, async () => [
      await getDescribed(demo.anna, `/api/exhibitor/booths/${booths.annaOpenHab.regiNr}`),
      await getDescribed(demo.anna, `/api/exhibitor/booths/${booths.annaAllocatedInd.regiNr}`),
    ]);
    expect(stale.status).toBe(200);
    expect(stale.body.stale).toBe(true);
    expect(stale.body.booth.regiNr).toBe(booths.annaOpenHab.regiNr);
    expect(missing.status).toBe(200);
    expect(missing.body.stale).toBe(true);
    expect(missing.body.booth.regiNr).toBe(booths.annaAllocatedInd.regiNr);
  });
});
