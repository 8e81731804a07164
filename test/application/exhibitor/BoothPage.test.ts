import { describe, expect, it } from '@jest/globals';
import { BOOTH_PAGE_CONCURRENCY, BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import type { FairPageView, TaskItemView } from '../../../application/exhibitor/BoothPageViews.ts';
import { BookingSystemUnavailable, type BookingSystem } from '../../../application/ports/BookingSystem.ts';
import type { User } from '../../../application/ports/Users.ts';
import type { FairTask } from '../../../domain/index.ts';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { aUser } from '../../support/mothers.ts';
import { InMemoryFairs, InMemoryTaskCatalogue } from '../../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { aBookedBooth, aFair, anInsurance, aServiceGroupTask, aWorld, portsOf } from '../../support/builders/index.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const fairCode = (key: string) => catalogue.fairs.find((fair) => fair.series.reiheId === `R-${key}` && fair.tasks.length > 0)!.idCode;

const anna = aUser('aussteller@demo.test', ['AUSSTELLER']);
const luc = aUser('haendler@demo.test', ['AUSSTELLER', 'VERTRAGSHAENDLER']);
const emily = aUser('mitaussteller@demo.test', ['MITAUSSTELLER']);
const nina = aUser('neu@demo.test', []);

async function setUp(options: { bookingSystem?: BookingSystem; budgetMs?: number } = {}) {
  const bookingSystem = new InMemoryBookingSystem({ catalogue });
  const insurances = new InMemoryInsurances();
  for (const insurance of catalogue.insurances) {
    const { booth_id: boothId, ...data } = insurance;
    await insurances.add(boothId, 'seed', data, now);
  }
  const notificationStates = new InMemoryTaskNotificationStates();
  const page = new BoothPage({
    bookingSystem: options.bookingSystem ?? bookingSystem,
    fairs: InMemoryFairs.fromCatalogue(catalogue),
    taskCatalogue: InMemoryTaskCatalogue.fromCatalogue(catalogue),
    insurances,
    notificationStates,
    ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
  });
  return { bookingSystem, insurances, notificationStates, page };
}

async function viewOf(page: BoothPage, user: User, regiNr: string, at = now): Promise<FairPageView> {
  const result = await page.pageFor(user, regiNr, 'de', at);
  if (!result.ok) throw new Error(`booth ${regiNr} not found`);
  return result.view;
}

const allTasks = (view: FairPageView): TaskItemView[] => view.taskGroups.flatMap((group) => group.tasks);
const taskOf = (view: FairPageView, serviceGroup: string) => allTasks(view).find((task) => task.serviceGroup === serviceGroup);

describe('BoothPage: the fair and booth page of an existing booth', () => {
  // spec: exhibitor-area §4 registration status, §2 Fair page initial tab
  it('shows a confirmed booth with the fair’s own step label, the status flow and the tasks tab first', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100101');
    expect(view.isNew).toBe(false);
    expect(view.stale).toBe(false);
    expect(view.fair.idCode).toBe(fairCode('HAB'));
    expect(view.booth?.label.de).toBe('Halle 2.1 / B12');
    expect(view.status.step).toBe(8);
    expect(view.status.label).toEqual({ de: 'Standplatz bestätigt', fr: 'Stand confirmé', en: 'Booth confirmed' });
    expect(view.status.steps.map((step) => [step.step, step.reached, step.current])).toEqual([
      [1, true, false],
      [2, true, false],
      [4, true, false],
      [8, true, true],
    ]);
    // The fair's override for Ordered is blank, so the default text shows.
    expect(view.status.steps[1]!.label.en).toBe('Ordered');
    expect(view.tabs).toEqual({ initial: 'tasks', disabled: [] });
  });

  // spec: exhibitor-area §3 Address — persons with salutation per language, companies by firma
  it('displays the contract address as a company and the correspondence address as a person', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100101');
    expect(view.addresses.contract?.lines.de).toEqual(['Muster Küchen AG', 'Länggassstrasse 44', '3012 Bern']);
    expect(view.addresses.correspondence?.person).toBe(true);
    expect(view.addresses.correspondence?.lines.de[0]).toBe('Frau Anna Muster');
    expect(view.addresses.correspondence?.lines.fr[0]).toBe('Madame Anna Muster');
  });

  // spec: exhibitor-area §2 Cost list — groups per service group with sub-totals and a grand total
  it('groups the costs per service group with sub-totals and the total in centimes', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100101');
    const packe = view.costs.groups.find((group) => group.leistungsgruppeId === 'PACKE')!;
    expect(packe.lines).toHaveLength(2);
    expect(packe.subtotal).toEqual({ centimes: 48 * 189 * 100, text: "9'072.00" });
    const sumOfGroups = view.costs.groups.reduce((sum, group) => sum + group.subtotal.centimes, 0);
    expect(view.costs.total.centimes).toBe(sumOfGroups);
    expect(view.costs.total).toEqual({ centimes: 1_033_200, text: "10'332.00" });
    expect(new Set(view.costs.groups.map((group) => group.leistungsgruppeId)).size).toBe(view.costs.groups.length);
  });

  // spec: exhibitor-area §4 Task done
  it('counts tasks done by costs, by insurance on file and by an existing order; not by a cost flagged dontMarkAsComplete', async () => {
    const running = { start: '2026-11-01', end: '2026-12-20' };
    const task = (serviceGroup: FairTask['serviceGroup']) => aServiceGroupTask(serviceGroup, running, { required: true });
    const hab = aFair().withIdCode('HAB27').withTask(task('PARKPL')).withTask(task('VERZ')).withTask(task('LOGIST')).withTask(task('WERB')).withTask(task('VERS'));
    const world = aWorld({
      fairs: [hab],
      booths: [
        aBookedBooth().withRegiNr('4711').bookedBy(anna.email).at(hab)
          .withCost({ leistungsgruppeId: 'PARKPL' })
          .withCost({ leistungsgruppeId: 'VERZ', dontMarkAsComplete: true })
          .withOrderIn('LOGIST'),
        aBookedBooth().withRegiNr('4712').bookedBy(anna.email).at(hab),
      ],
    });
    const { bookingSystem, fairs, taskCatalogue } = portsOf(world);
    const insurances = new InMemoryInsurances();
    await insurances.add('4711', 'seed', anInsurance().build(), now);
    const page = new BoothPage({ bookingSystem, fairs, taskCatalogue, insurances, notificationStates: new InMemoryTaskNotificationStates() });

    const view = await viewOf(page, anna, '4711');
    expect(taskOf(view, 'PARKPL')).toMatchObject({ done: true, completed: true, state: 'done' }); // a cost in its group
    expect(taskOf(view, 'VERS')).toMatchObject({ done: true, completed: true, state: 'done' }); // insurance on file
    expect(taskOf(view, 'LOGIST')).toMatchObject({ done: true, completed: true, state: 'done' }); // an order
    expect(taskOf(view, 'VERZ')).toMatchObject({ done: false, completed: false, state: 'pendent' }); // its cost says dontMarkAsComplete
    expect(taskOf(view, 'WERB')).toMatchObject({ done: false, completed: false, state: 'pendent' }); // nothing of it

    const other = await viewOf(page, anna, '4712'); // no costs, no order, no insurance on file
    for (const group of ['PARKPL', 'VERS', 'LOGIST']) expect(taskOf(other, group)).toMatchObject({ done: false });
  });

  // spec: exhibitor-area §4 task group state
  it('gives each group the most urgent state of its tasks and the earliest due date of the tasks not done', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100101');
    for (const group of view.taskGroups) {
      expect(group.tasks.length).toBeGreaterThan(0);
      expect(group.done).toBe(group.tasks.every((task) => task.done));
      const open = group.tasks.filter((task) => !task.done && task.dueDate);
      if (open.length > 0) expect(group.dueDate).toBe(open.map((task) => task.dueDate!).sort()[0]);
    }
  });

  // spec: exhibitor-area §7 order exists asked only where it decides
  it('asks order-exists only for shown tasks that are not VERS and not already done by their costs', async () => {
    const bookingSystem = new InMemoryBookingSystem({ catalogue });
    const asked: string[] = [];
    const original = bookingSystem.orderExists.bind(bookingSystem);
    bookingSystem.orderExists = async (user, regiNr, serviceGroup) => {
      asked.push(serviceGroup);
      return original(user, regiNr, serviceGroup);
    };
    const { page } = await setUp({ bookingSystem });
    await viewOf(page, anna, '100101');
    expect(asked).toContain('VERZ'); // its only cost line is flagged dontMarkAsComplete
    expect(asked).toContain('DILE');
    for (const decided of ['VERS', 'PACKE', 'PARKPL', 'LLC', 'AX-EINTR', 'WERB']) expect(asked).not.toContain(decided);
    expect(new Set(asked).size).toBe(asked.length);
  });

  // spec: exhibitor-area §5 deep links
  it('links VERS to the Insurance route and other tasks to their targets with language, regi-nr and service group', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100101');
    expect(taskOf(view, 'VERS')!.link).toEqual({ kind: 'insurance', href: `/fair/${fairCode('HAB')}/100101/insurance`, window: 'same' });
    const llc = new URL(taskOf(view, 'LLC')!.link!.href);
    expect(llc.searchParams.get('language')).toBe('de');
    expect(llc.searchParams.get('regi-nr')).toBe('100101');
    expect(llc.searchParams.get('service-group')).toBe('LLC');
    expect(taskOf(view, 'MESSEIN')!.link).toMatchObject({ kind: 'deeplink', window: 'new' });
    expect(taskOf(view, 'VERZ')!.link!.href).toContain('/katalog');
  });

  // spec: exhibitor-area §5 info texts within their window
  it('shows an info text only within its publish window', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100101');
    expect(taskOf(view, 'VERZ')!.infoTexts).toHaveLength(1);
    const during = await viewOf(page, anna, '100101', new Date(now.getTime() - 45 * 86_400_000));
    expect(taskOf(during, 'VERZ')!.infoTexts).toHaveLength(2);
  });

  // spec: exhibitor-area §4 Task done (notification off), §5 notification switch
  it('counts a task whose notification is switched off as done and still offers the switch to turn it back on', async () => {
    const { page, notificationStates } = await setUp();
    const before = taskOf(await viewOf(page, anna, '100101'), 'DILE')!;
    expect(before.notificationSwitchOffered).toBe(false); // inactive: not yet switchable
    await notificationStates.set('100101', before.id, false, anna.id, now);
    const after = taskOf(await viewOf(page, anna, '100101'), 'DILE')!;
    expect(after).toMatchObject({ done: true, completed: false, state: 'done', notificationState: false, notificationSwitchOffered: true });
    expect(taskOf(await viewOf(page, anna, '100101'), 'VERZ')!.notificationSwitchOffered).toBe(false); // required
  });

  // spec: exhibitor-area §2 Documents, §4 (documents at step 8), §5 documentsstartdate
  it('shows the booth documents at step 8 after documentsstartdate, in the order HPLAN, STSKIZZE, BKOP', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100101');
    expect(view.documents.shown).toBe(true);
    expect(view.documents.groups.map((group) => group.typ)).toEqual(['HPLAN', 'STSKIZZE', 'BKOP']);
    expect(view.documents.groups[0]!.documents[0]!.downloadUrl).toMatch(/^\/api\/rubin\/documentcontent\/D-100101-01\/file$/);
    const early = await viewOf(page, anna, '100101', new Date(now.getTime() - 20 * 86_400_000));
    expect(early.documents).toMatchObject({ shown: false, groups: [] });
    const ordered = await viewOf(page, anna, '100201'); // BESTELLT: step 2
    expect(ordered.documents.shown).toBe(false);
    expect(ordered.tabs.initial).toBe('statusflow');
  });

  // spec: exhibitor-area §4 Fair schedule
  it('marks the schedule step that runs now as active', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, anna, '100302'); // Agrovia started yesterday
    expect(view.schedule.steps.filter((step) => step.active).map((step) => step.displayName.en)).toEqual(['Fair']);
  });

  // spec: exhibitor-area §2 Fair page actions
  it('offers new-booth and gastro registration only while the deadline is ahead, and the complete-order banner while the basket has items', async () => {
    const { page } = await setUp();
    const open = await viewOf(page, anna, '100101');
    expect(open.actions.newBoothRegistration?.href).toBe('https://www.habitat-bern.test/de/standanmeldung');
    expect(open.actions.gastroRegistration?.href).toBe('https://anmeldung.habitat-bern.test/gastro/100101');
    expect(open.actions.addCoExhibitor?.href).toBe('https://anmeldung.habitat-bern.test/mitaussteller/100101');
    expect(open.actions.completeOrderBanner).toBe(false);
    expect(open.actions.contactTeamEmail).toBe('aussteller@habitat-bern.test');

    const closed = await viewOf(page, anna, '100202'); // Gastronova: deadline passed, basket has items
    expect(closed.actions.newBoothRegistration).toBeNull();
    expect(closed.actions.gastroRegistration).toBeNull();
    expect(closed.actions.completeOrderBanner).toBe(true);
    expect(closed.actions.cartPositions?.href).toContain('/warenkorb/100202');
    expect(closed.actions.rebook?.window).toBe('new');
  });
});

describe('BoothPage: who sees what', () => {
  // spec: exhibitor-area §6 booth access
  it('does not show another exhibitor’s booth', async () => {
    const { page } = await setUp();
    expect(await page.pageFor(luc, '100101', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await page.pageFor(anna, '200101', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await page.pageFor(anna, '../100101', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
  });

  // spec: exhibitor-area §5 co-exhibitors, §4 booth service hidden
  it('shows a co-exhibitor only manual tasks flagged coexposant or non-manual ones, without tasks hidden for the booth service', async () => {
    const { page } = await setUp();
    const view = await viewOf(page, emily, '300201');
    const groups = allTasks(view).map((task) => task.serviceGroup);
    expect(groups).toContain('MESSEIN'); // manual, coexposant
    expect(groups).toContain('VERZ'); // catalogue mode
    expect(groups).not.toContain('AX-EINTR'); // manual, not coexposant
    for (const hidden of ['GEBAEUDE', 'PFERD', 'CATERING']) expect(groups).not.toContain(hidden);
  });

  // spec: exhibitor-area §5 "A task shows only when it has a link (deeplink, insurance, manual mode, catalogue or
  // file upload)" — also for catalogue and file-upload tasks of a booth without shop accesses (an OP offer)
  it('lists no task without a link: an OP booth without shop accesses shows no catalogue or file-upload task', async () => {
    const { page } = await setUp();
    for (const [regiNr, fair] of [['100102', 'HAB'], ['100402', 'IND']] as const) {
      const view = await viewOf(page, anna, regiNr);
      const ids = allTasks(view).map((task) => task.id);
      const key = fairCode(fair).toLowerCase();
      expect(ids).not.toContain(`${key}-task-verz`);
      expect(ids).not.toContain(`${key}-task-digit`);
      expect(ids).toContain(`${key}-task-vers`); // the insurance route needs no shop
      expect(ids).toContain(`${key}-task-messein`); // manual mode with its own address
      for (const task of allTasks(view)) expect(task.link).not.toBeNull();
    }
    const withShop = await viewOf(page, anna, '100101');
    expect(allTasks(withShop).map((task) => task.id)).toEqual(expect.arrayContaining([`${fairCode('HAB').toLowerCase()}-task-verz`, `${fairCode('HAB').toLowerCase()}-task-digit`]));
  });

  // spec: exhibitor-area §6 new member
  it('asks the booking system nothing for a new member', async () => {
    const { page, bookingSystem } = await setUp();
    expect(await page.pageFor(nina, '100101', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(bookingSystem.calls.size).toBe(0);
  });
});

describe('BoothPage: the booking system slow or failing', () => {
  it('marks the page stale when the booking system answered from its cache', async () => {
    const { page, bookingSystem } = await setUp();
    bookingSystem.availability = 'stale';
    expect((await viewOf(page, anna, '100101')).stale).toBe(true);
  });

  it('fails with BookingSystemUnavailable when the booking system is down and nothing is cached', async () => {
    const { page, bookingSystem } = await setUp();
    bookingSystem.availability = 'down';
    await expect(page.pageFor(anna, '100101', 'de', now)).rejects.toBeInstanceOf(BookingSystemUnavailable);
  });

  it(`keeps at most ${BOOTH_PAGE_CONCURRENCY} booking-system calls under way at once`, async () => {
    const inner = new InMemoryBookingSystem({ catalogue });
    let running = 0;
    let most = 0;
    const slow = new Proxy(inner, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            running--;
          }
        };
      },
    });
    const { page } = await setUp({ bookingSystem: slow });
    await viewOf(page, anna, '100101');
    expect(most).toBe(BOOTH_PAGE_CONCURRENCY);
  });
});

/** The booking system with every call taking `delayMs` (or hanging for the operations named), recording how deep the rounds go. */
function delayed(inner: BookingSystem, delayMs: number, hanging: readonly string[] = []) {
  // A call's round is one more than the deepest round that had finished when it started: the number of
  // booking-system waits the page sits through one after the other.
  let finishedRound = 0;
  const calls: string[] = [];
  const system = new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const round = finishedRound + 1;
        calls.push(String(property));
        if (hanging.includes(String(property))) await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          finishedRound = Math.max(finishedRound, round);
        }
      };
    },
  });
  return { system, calls, rounds: () => finishedRound };
}

describe('BoothPage: one time budget, as few booking-system rounds as the data allow (issue 11 item 2)', () => {
  // spec: exhibitor-area §7 (20 s per call); issue 11: the page took ~8 successive rounds, 24 s at 3 s latency
  it('asks the booking system in at most five rounds: fairs, their booth lists, the booth, its addresses and shop links, order-exists', async () => {
    const slow = delayed(new InMemoryBookingSystem({ catalogue }), 20);
    const { page } = await setUp({ bookingSystem: slow.system });
    const view = await viewOf(page, anna, '100101');
    expect(view.stale).toBe(false);
    expect(slow.calls).toContain('orderExists');
    expect(slow.calls).toContain('serviceShopLink');
    // fairs and past fairs, the fairs' booth lists, the booth's calls, shop links and addresses, order-exists
    expect(slow.rounds()).toBeLessThanOrEqual(5);
  });

  it('answers within its budget when order-exists does not answer: those tasks are unknown and the page is stale', async () => {
    const slow = delayed(new InMemoryBookingSystem({ catalogue }), 1, ['orderExists']);
    const { page } = await setUp({ bookingSystem: slow.system, budgetMs: 1_000 });
    const started = Date.now();
    const result = await page.pageFor(anna, '100101', 'de', now);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.ok && result.view.stale).toBe(true);
    expect(result.ok && result.view.booth?.regiNr).toBe('100101');
  }, 20_000);

  it('reports the booking system unavailable when the booth itself does not answer within the budget', async () => {
    const slow = delayed(new InMemoryBookingSystem({ catalogue }), 1, ['booth']);
    const { page } = await setUp({ bookingSystem: slow.system, budgetMs: 1_000 });
    const started = Date.now();
    await expect(page.pageFor(anna, '100101', 'de', now)).rejects.toBeInstanceOf(BookingSystemUnavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 20_000);
});

describe('BoothPage: made-up booth ids (issue 11 item 4)', () => {
  // spec: exhibitor-area §6 booth access — the user's own booth list decides
  it('refuses a booth that is not on the user’s booth list without asking the booking system for it', async () => {
    const { page, bookingSystem } = await setUp();
    for (const regiNr of ['999999', '200101', 'X-1']) expect((await page.pageFor(anna, regiNr, 'de', now)).ok).toBe(false);
    expect(bookingSystem.calls.get('booth') ?? 0).toBe(0);
    expect(bookingSystem.calls.get('boothCosts') ?? 0).toBe(0);
    expect((await page.pageFor(anna, '100101', 'de', now)).ok).toBe(true);
    expect(bookingSystem.calls.get('booth')).toBe(1);
  });
});

describe('BoothPage: a booth not yet registered', () => {
  // spec: exhibitor-area §2 Fair page (new booth)
  it('opens on the info tab with tasks and costs disabled and the registration buttons while the deadline is ahead', async () => {
    const { page, bookingSystem } = await setUp();
    const result = await page.newBoothPageFor(fairCode('HAB'), 'fr', now);
    if (!result.ok) throw new Error('not found');
    expect(result.view).toMatchObject({ isNew: true, booth: null, taskGroups: [], calendarUrl: null, tabs: { initial: 'info', disabled: ['tasks', 'costs'] } });
    expect(result.view.actions.newBoothRegistration?.href).toBe('https://www.habitat-bern.test/fr/standanmeldung');
    expect(result.view.actions.gastroRegistration?.href).toBe('https://www.habitat-bern.test/fr/gastro-anmeldung');
    expect(result.view.actions.addCoExhibitor).toBeNull();
    expect(bookingSystem.calls.size).toBe(0);

    const closed = await page.newBoothPageFor(fairCode('GAS'), 'de', now);
    expect(closed.ok && closed.view.actions.newBoothRegistration).toBeNull();
  });

  it('does not offer a fair that is unknown or not published', async () => {
    const { page } = await setUp();
    expect(await page.newBoothPageFor('NOPE99', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    const past = catalogue.fairs.find((fair) => fair.tasks.length === 0)!;
    expect(await page.newBoothPageFor(past.idCode, 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
  });
});
