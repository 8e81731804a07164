import { describe, expect, it, jest } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import { BOOTH_PAGE_CONCURRENCY } from '../../../application/exhibitor/loadBoothPage.ts';
import type { FairPageView, TaskItemView } from '../../../application/exhibitor/BoothPageViews.ts';
import {
  BookingSystemUnavailable,
  type BookingAddress,
  type BookingSystem,
} from '../../../application/ports/BookingSystem.ts';
import type { User } from '../../../application/ports/Users.ts';
import { SERVICE_GROUPS, type FairTask } from '../../../domain/index.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import {
  aBookedBooth,
  aFair,
  anExhibitor,
  anInsurance,
  aServiceGroupTask,
  aWorld,
  portsOf,
  type World,
} from '../../support/builders/index.ts';
import { boothAccessOver, routedBoothPage } from '../../support/boothScopes.ts';

// Use-case tests on builders: each test states the fairs and booths it is about (test/support/builders).
const now = new Date('2026-11-21T10:00:00Z');
const running = { start: '2026-11-01', end: '2026-12-20' };
const later = { start: '2026-12-01', end: '2027-01-15' };

const anna = anExhibitor().build();
const luc = anExhibitor().withEmail('luc@exhibitor.example').speaking('fr').build();
const emily = anExhibitor().withEmail('emily@exhibitor.example').asCoExhibitor().build();
const nina = anExhibitor().withEmail('nina@exhibitor.example').asNewMember().build();

/** The booth page over a world of in-memory ports; `insured` booths have insurance on file. */
async function setUp(
  world: World,
  options: {
    bookingSystem?: (inner: InMemoryBookingSystem) => BookingSystem;
    budgetMs?: number;
    insured?: readonly string[];
  } = {},
) {
  const { bookingSystem, fairs, taskCatalogue } = portsOf(world);
  const insurances = new InMemoryInsurances();
  for (const regiNr of options.insured ?? []) await insurances.add(regiNr, 'seed', anInsurance().build(), now);
  const notificationStates = new InMemoryTaskNotificationStates();
  const asked = options.bookingSystem ? options.bookingSystem(bookingSystem) : bookingSystem;
  const inner = new BoothPage({
    bookingSystem: asked,
    fairs,
    taskCatalogue,
    insurances,
    notificationStates,
    ...(options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs }),
  });
  const page = routedBoothPage(inner, boothAccessOver(asked));
  return { bookingSystem, insurances, notificationStates, page };
}

async function viewOf(
  page: ReturnType<typeof routedBoothPage>,
  user: User,
  regiNr: string,
  at = now,
): Promise<FairPageView> {
  const result = await page.pageFor(user, regiNr, 'de', at);
  if (!result.ok) throw new Error(`booth ${regiNr} not found`);
  return result.view;
}

const allTasks = (view: FairPageView): TaskItemView[] => view.taskGroups.flatMap((group) => group.tasks);
const taskOf = (view: FairPageView, serviceGroup: string) =>
  allTasks(view).find((task) => task.serviceGroup === serviceGroup);

/** A manual task with its own address (exhibitor-area §5 manual mode). */
const manualTask = (serviceGroup: FairTask['serviceGroup'], more: Partial<FairTask> = {}): Partial<FairTask> => ({
  serviceGroup,
  period: running,
  required: false,
  deeplinkmode: 'manual',
  url: `https://${serviceGroup.toLowerCase()}.example/form`,
  ...more,
});

/** A fair with a service-group task in every service group but insurance: many shop-link and order-exists calls. */
const busyFair = () =>
  SERVICE_GROUPS.filter((group) => group !== 'VERS').reduce(
    (fair, group) => fair.withTask(aServiceGroupTask(group, running)),
    aFair(),
  );
const busyWorld = () => {
  const fair = busyFair();
  return aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair).withAddresses(company, person)] });
};

const company: Omit<BookingAddress, 'adresseId'> = {
  adresseTyp: 'FIRMA',
  anrede: null,
  vorname: null,
  nachname: null,
  firma1: 'Muster Küchen AG',
  firma2: null,
  strasse1: 'Länggassstrasse 44',
  plz: '3012',
  ort: 'Bern',
};
const person: Omit<BookingAddress, 'adresseId'> = {
  adresseTyp: 'APADR',
  anrede: 'F',
  vorname: 'Anna',
  nachname: 'Muster',
  firma1: null,
  firma2: null,
  strasse1: 'Bahnhofstrasse 1',
  plz: '3011',
  ort: 'Bern',
};

describe('BoothPage: the fair and booth page of an existing booth', () => {
  // spec: exhibitor-area §4 registration status, §2 Fair page initial tab
  it('shows a confirmed booth with the fair’s own step label, the status flow and the tasks tab first', async () => {
    const fair = aFair()
      .withStateLabel('confirmed', { de: 'Standplatz bestätigt', fr: 'Stand confirmé', en: 'Booth confirmed' })
      .withStateLabel('ordered', { de: '', fr: '', en: '' })
      .withTask(aServiceGroupTask('VERZ', running));
    const booth = aBookedBooth()
      .at(fair)
      .withStatus('BESTAETIGT')
      .inHall({ de: 'Halle 2.1', fr: 'Halle 2.1', en: 'Hall 2.1' }, 'B12');
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [booth] }));
    const view = await viewOf(page, anna, '4711');
    expect(view.isNew).toBe(false);
    expect(view.stale).toBe(false);
    expect(view.fair.idCode).toBe('HAB27');
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
    expect(view.status.steps[1].label.en).toBe('Ordered');
    expect(view.tabs).toEqual({ initial: 'tasks', disabled: [] });
  });

  // spec: exhibitor-area §3 Address — persons with salutation per language, companies by firma
  it('displays the contract address as a company and the correspondence address as a person', async () => {
    const fair = aFair();
    const { page } = await setUp(
      aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair).withAddresses(company, person)] }),
    );
    const view = await viewOf(page, anna, '4711');
    expect(view.addresses.contract?.lines.de).toEqual(['Muster Küchen AG', 'Länggassstrasse 44', '3012 Bern']);
    expect(view.addresses.contract?.person).toBe(false);
    expect(view.addresses.correspondence?.person).toBe(true);
    expect(view.addresses.correspondence?.lines.de[0]).toBe('Frau Anna Muster');
    expect(view.addresses.correspondence?.lines.fr[0]).toBe('Madame Anna Muster');
  });

  // spec: exhibitor-area §2 Cost list — groups per service group with sub-totals and a grand total
  it('groups the costs per service group with sub-totals and the total in centimes', async () => {
    const fair = aFair();
    const booth = aBookedBooth()
      .at(fair)
      .withCost({ leistungsgruppeId: 'PACKE', menge: 24, einzelPreisNetto: 189, gesamtPreisNetto: 4536 })
      .withCost({ leistungsgruppeId: 'WERB', menge: 1, einzelPreisNetto: 890, gesamtPreisNetto: 890 })
      .withCost({ leistungsgruppeId: 'PACKE', menge: 24, einzelPreisNetto: 189, gesamtPreisNetto: 4536 })
      .withCost({ leistungsgruppeId: 'VERZ', menge: 1, einzelPreisNetto: 370, gesamtPreisNetto: 370 });
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [booth] }));
    const view = await viewOf(page, anna, '4711');
    const packe = view.costs.groups.find((group) => group.leistungsgruppeId === 'PACKE')!;
    expect(packe.lines).toHaveLength(2);
    expect(packe.subtotal).toEqual({ centimes: 48 * 189 * 100, text: "9'072.00" });
    const sumOfGroups = view.costs.groups.reduce((sum, group) => sum + group.subtotal.centimes, 0);
    expect(view.costs.total.centimes).toBe(sumOfGroups);
    expect(view.costs.total).toEqual({ centimes: 1_033_200, text: "10'332.00" });
    expect(view.costs.groups.map((group) => group.leistungsgruppeId).sort()).toEqual(['PACKE', 'VERZ', 'WERB']);
  });
  // spec: exhibitor-area §2 Cost list, Task list — the cost groups read as the tasks tab heads the same service groups
  it('names cost groups by the fair’s titles of their service groups and lines in the reader’s language', async () => {
    const parking = { de: 'Parkplätze', fr: 'Places de parc', en: 'Parking spaces' };
    const fair = aFair().withTask(aServiceGroupTask('PARKPL', running, { displayName: parking }));
    const booth = aBookedBooth()
      .at(fair)
      .withCost({
        leistungsgruppeId: 'PARKPL',
        leistungsgruppeBezeichnung: 'Parkplätze',
        leistungsBezeichnung: 'Parkplatz Aussteller P3',
        leistungsBezeichnungText: { de: 'Parkplatz Aussteller P3', fr: 'Place de parc P3', en: 'Parking P3' },
      })
      .withCost({
        leistungsgruppeId: 'PACKE',
        leistungsgruppeBezeichnung: 'Standpakete',
        leistungsBezeichnung: 'Eckstand',
      });
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [booth] }));
    const result = await page.pageFor(anna, '4711', 'fr', now);
    if (!result.ok) throw new Error('booth 4711 not found');
    const { costs, taskGroups } = result.view;
    const parkingGroup = costs.groups.find((group) => group.leistungsgruppeId === 'PARKPL')!;
    expect(parkingGroup.leistungsgruppeBezeichnung).toBe(
      taskGroups.find((group) => group.serviceGroup === 'PARKPL')!.title!.fr,
    );
    expect(parkingGroup.lines[0].leistungsBezeichnung).toBe('Place de parc P3');
    // No title of the fair and no French text from the booking system: its German text, not an empty name.
    const packages = costs.groups.find((group) => group.leistungsgruppeId === 'PACKE')!;
    expect([packages.leistungsgruppeBezeichnung, packages.lines[0].leistungsBezeichnung]).toEqual([
      'Standpakete',
      'Eckstand',
    ]);
    expect((await viewOf(page, anna, '4711')).costs.groups[0].leistungsgruppeBezeichnung).toBe('Parkplätze');
  });

  // spec: exhibitor-area §4 Task done
  it('counts tasks done by costs, by insurance on file and by an existing order; not by a cost flagged dontMarkAsComplete', async () => {
    const task = (serviceGroup: FairTask['serviceGroup']) =>
      aServiceGroupTask(serviceGroup, running, { required: true });
    const hab = aFair()
      .withIdCode('HAB27')
      .withTask(task('PARKPL'))
      .withTask(task('VERZ'))
      .withTask(task('LOGIST'))
      .withTask(task('WERB'))
      .withTask(task('VERS'));
    const world = aWorld({
      fairs: [hab],
      booths: [
        aBookedBooth()
          .withRegiNr('4711')
          .bookedBy(anna.email)
          .at(hab)
          .withCost({ leistungsgruppeId: 'PARKPL' })
          .withCost({ leistungsgruppeId: 'VERZ', dontMarkAsComplete: true })
          .withOrderIn('LOGIST'),
        aBookedBooth().withRegiNr('4712').bookedBy(anna.email).at(hab),
      ],
    });
    const { page } = await setUp(world, { insured: ['4711'] });

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
    const fair = aFair()
      .withTask(
        aServiceGroupTask('VERZ', { start: '2026-11-01', end: '2026-11-30' }, { _id: 'verz-1', required: true }),
      )
      .withTask(aServiceGroupTask('VERZ', { start: '2026-11-01', end: '2026-11-25' }, { _id: 'verz-2' }))
      .withTask(aServiceGroupTask('PARKPL', running, { required: true }))
      .withTask(aServiceGroupTask('DILE', later));
    const booth = aBookedBooth().at(fair).withCost({ leistungsgruppeId: 'PARKPL' });
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [booth] }));
    const view = await viewOf(page, anna, '4711');
    expect(view.taskGroups.length).toBeGreaterThanOrEqual(3);
    for (const group of view.taskGroups) {
      expect(group.tasks.length).toBeGreaterThan(0);
      expect(group.done).toBe(group.tasks.every((task) => task.done));
      const open = group.tasks.filter((task) => !task.done && task.dueDate);
      if (open.length > 0) expect(group.dueDate).toBe(open.map((task) => task.dueDate!).sort()[0]);
    }
    const verz = view.taskGroups.find((group) => group.tasks.some((task) => task.serviceGroup === 'VERZ'))!;
    expect(verz.dueDate).toBe('2026-11-25');
    expect(view.taskGroups.find((group) => group.tasks.some((task) => task.serviceGroup === 'PARKPL'))!.done).toBe(
      true,
    );
  });

  // spec: exhibitor-area §7 order exists asked only where it decides
  it('asks order-exists only for shown tasks that are not VERS and not already done by their costs', async () => {
    const fair = aFair()
      .withTask(aServiceGroupTask('VERZ', running))
      .withTask(aServiceGroupTask('DILE', running))
      .withTask(aServiceGroupTask('VERS', running))
      .withTask(aServiceGroupTask('PACKE', running))
      .withTask(aServiceGroupTask('WERB', running))
      .withTask(
        aServiceGroupTask('AX-EINTR', running, { boothServices: [{ id: 'LEI-REIHE', hidden: true, required: false }] }),
      );
    const booth = aBookedBooth()
      .at(fair)
      .withCost({ leistungsgruppeId: 'VERZ', dontMarkAsComplete: true })
      .withCost({ leistungsgruppeId: 'PACKE' })
      .withCost({ leistungsgruppeId: 'WERB' });
    const asked: string[] = [];
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [booth] }), {
      bookingSystem: (inner) => {
        const original = inner.orderExists.bind(inner);
        inner.orderExists = async (user, regiNr, serviceGroup) => {
          asked.push(serviceGroup);
          return original(user, regiNr, serviceGroup);
        };
        return inner;
      },
    });
    await viewOf(page, anna, '4711');
    expect(asked).toContain('VERZ'); // its only cost line is flagged dontMarkAsComplete
    expect(asked).toContain('DILE');
    for (const decided of ['VERS', 'PACKE', 'WERB', 'AX-EINTR']) expect(asked).not.toContain(decided); // insurance, done by costs, hidden
    expect(new Set(asked).size).toBe(asked.length);
  });

  // spec: exhibitor-area §5 deep links
  it('links VERS to the Insurance route and other tasks to their targets with language, regi-nr and service group', async () => {
    const fair = aFair()
      .withTask(aServiceGroupTask('VERS', running))
      .withTask(aServiceGroupTask('LLC', running))
      .withTask(manualTask('MESSEIN', { manualdeeplinktargetblank: true }))
      .withTask(aServiceGroupTask('VERZ', running, { deeplinkmode: 'katalog' }));
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair)] }));
    const view = await viewOf(page, anna, '4711');
    expect(taskOf(view, 'VERS')!.link).toEqual({
      kind: 'insurance',
      href: '/fair/HAB27/4711/insurance',
      window: 'same',
    });
    const llc = new URL(taskOf(view, 'LLC')!.link!.href);
    expect(llc.searchParams.get('language')).toBe('de');
    expect(llc.searchParams.get('regi-nr')).toBe('4711');
    expect(llc.searchParams.get('service-group')).toBe('LLC');
    expect(taskOf(view, 'MESSEIN')!.link).toMatchObject({ kind: 'deeplink', window: 'new' });
    expect(taskOf(view, 'VERZ')!.link!.href).toContain('/katalog');
  });

  // spec: exhibitor-area §5 info texts within their window
  it('shows an info text only within its publish window', async () => {
    const always = { text: { de: 'Immer', fr: 'Toujours', en: 'Always' }, publish: null };
    const october = {
      text: { de: 'Oktober', fr: 'Octobre', en: 'October' },
      publish: { start: '2026-10-01', end: '2026-10-31' },
    };
    const fair = aFair().withTask(
      aServiceGroupTask('VERZ', { start: '2026-09-01', end: '2026-12-20' }, { infoTexts: [always, october] }),
    );
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair)] }));
    const view = await viewOf(page, anna, '4711');
    expect(taskOf(view, 'VERZ')!.infoTexts).toHaveLength(1);
    const during = await viewOf(page, anna, '4711', new Date(now.getTime() - 45 * 86_400_000));
    expect(taskOf(during, 'VERZ')!.infoTexts).toHaveLength(2);
  });

  // spec: exhibitor-area §4 Task done (notification off), §5 notification switch
  it('counts a task whose notification is switched off as done and still offers the switch to turn it back on', async () => {
    const fair = aFair()
      .withTask(aServiceGroupTask('DILE', later))
      .withTask(aServiceGroupTask('VERZ', running, { required: true }));
    const { page, notificationStates } = await setUp(aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair)] }));
    const before = taskOf(await viewOf(page, anna, '4711'), 'DILE')!;
    expect(before.notificationSwitchOffered).toBe(false); // inactive: not yet switchable
    await notificationStates.set('4711', before.id, false, anna.id, now);
    const after = taskOf(await viewOf(page, anna, '4711'), 'DILE')!;
    expect(after).toMatchObject({
      done: true,
      completed: false,
      state: 'done',
      notificationState: false,
      notificationSwitchOffered: true,
    });
    expect(taskOf(await viewOf(page, anna, '4711'), 'VERZ')!.notificationSwitchOffered).toBe(false); // required
  });

  // spec: exhibitor-area §2 Documents, §4 (documents at step 8), §5 documentsstartdate
  it('shows the booth documents at step 8 after documentsstartdate, in the order HPLAN, STSKIZZE, BKOP', async () => {
    const fair = aFair().withDocumentsFrom('2026-11-10');
    const confirmed = aBookedBooth().at(fair).withDocuments('BKOP', 'STSKIZZE', 'HPLAN');
    const ordered = aBookedBooth().withRegiNr('4712').at(fair).withStatus('BESTELLT').withDocuments('HPLAN');
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [confirmed, ordered] }));
    const view = await viewOf(page, anna, '4711');
    expect(view.documents.shown).toBe(true);
    expect(view.documents.groups.map((group) => group.typ)).toEqual(['HPLAN', 'STSKIZZE', 'BKOP']);
    expect(view.documents.groups[0].documents[0].downloadUrl).toMatch(
      /^\/api\/rubin\/documentcontent\/D-4711-3\/file$/,
    );
    const early = await viewOf(page, anna, '4711', new Date(now.getTime() - 20 * 86_400_000));
    expect(early.documents).toMatchObject({ shown: false, groups: [] });
    const orderedView = await viewOf(page, anna, '4712'); // BESTELLT: step 2
    expect(orderedView.documents.shown).toBe(false);
    expect(orderedView.tabs.initial).toBe('statusflow');
  });

  // spec: exhibitor-area §1 (de, fr, en; German where a text is blank), §2 Documents (the fair's documents);
  // admin-back-office §3 Fair document: titleDe/Fr/En, linkDe/Fr/En
  it("gives the fair's documents their title and link per language, German where a language is blank", async () => {
    const fair = aFair()
      .withDocumentsFrom('2026-11-10')
      .withFairDocuments(
        {
          uuid: 'plan',
          typ: 'HPLAN',
          title: { de: 'Hallenplan', fr: 'Plan des halles', en: '  ' },
          link: { de: 'https://hab.example/de/hallenplan.pdf', fr: 'https://hab.example/fr/plan.pdf', en: null },
        },
        {
          uuid: 'fr-only',
          typ: 'STANGEBT',
          title: { de: 'Nur Französisch', fr: 'Seulement en français' },
          link: { fr: 'https://hab.example/fr/seul.pdf' },
        },
        { uuid: 'no-link', typ: 'STANGEBT', title: { de: 'Ohne Link' }, link: { de: ' ', fr: '', en: null } },
      );
    const { page } = await setUp(
      aWorld({
        fairs: [fair],
        booths: [aBookedBooth().at(fair), aBookedBooth().withRegiNr('4712').at(fair).bookedBy(luc.email)],
      }),
    );
    const documents = (await viewOf(page, luc, '4712')).documents.fairDocuments;
    expect(documents).toEqual([
      {
        uuid: 'plan',
        typ: 'HPLAN',
        title: { de: 'Hallenplan', fr: 'Plan des halles', en: 'Hallenplan' },
        link: {
          de: 'https://hab.example/de/hallenplan.pdf',
          fr: 'https://hab.example/fr/plan.pdf',
          en: 'https://hab.example/de/hallenplan.pdf',
        },
      },
      // a link in French only: offered to the French user, no link in German or English (the web leaves it out there)
      {
        uuid: 'fr-only',
        typ: 'STANGEBT',
        title: { de: 'Nur Französisch', fr: 'Seulement en français', en: 'Nur Französisch' },
        link: { de: '', fr: 'https://hab.example/fr/seul.pdf', en: '' },
      },
    ]);
    // a German user's page carries the same per-language documents; the web shows the user's language
    expect((await viewOf(page, anna, '4711')).documents.fairDocuments).toEqual(documents);
  });

  // spec: exhibitor-area §4 Fair schedule
  it('marks the schedule step that runs now as active', async () => {
    const step = (en: string, start: string, end: string) => ({
      displayName: { de: en, fr: en, en },
      dateRange: { start, end },
    });
    const fair = aFair().withSteps(
      step('Build-up', '2026-11-15', '2026-11-19'),
      step('Fair', '2026-11-20', '2026-11-24'),
      step('Dismantling', '2026-11-25', '2026-11-26'),
    );
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair)] }));
    const view = await viewOf(page, anna, '4711');
    expect(view.schedule.steps.filter((item) => item.active).map((item) => item.displayName.en)).toEqual(['Fair']);
  });

  // spec: exhibitor-area §2 Fair page actions
  it('offers new-booth and gastro registration only while the deadline is ahead, and the complete-order banner while the basket has items', async () => {
    const open = aFair();
    const closed = aFair().withIdCode('GAS27').withRegistrationDeadline('2026-11-01');
    const links = (regiNr: string) => ({
      gastroRegistration: `https://registration.example/gastro/${regiNr}`,
      coExhibitorRegistration: `https://registration.example/co-exhibitor/${regiNr}`,
      cartPositions: `https://shop.example/warenkorb/${regiNr}`,
      rebook: `https://registration.example/rebook/${regiNr}`,
    });
    const world = aWorld({
      fairs: [open, closed],
      booths: [
        aBookedBooth().at(open).withLinks(links('4711')),
        aBookedBooth().withRegiNr('4712').at(closed).withBasketItems().withLinks(links('4712')),
      ],
    });
    const { page } = await setUp(world);
    const openView = await viewOf(page, anna, '4711');
    expect(openView.actions.newBoothRegistration?.href).toBe('https://hab.example/de/anmeldung');
    expect(openView.actions.gastroRegistration?.href).toBe('https://registration.example/gastro/4711');
    expect(openView.actions.addCoExhibitor?.href).toBe('https://registration.example/co-exhibitor/4711');
    expect(openView.actions.completeOrderBanner).toBe(false);
    expect(openView.actions.contactTeamEmail).toBe('team@hab.example');

    const closedView = await viewOf(page, anna, '4712'); // deadline passed, basket has items
    expect(closedView.actions.newBoothRegistration).toBeNull();
    expect(closedView.actions.gastroRegistration).toBeNull();
    expect(closedView.actions.completeOrderBanner).toBe(true);
    expect(closedView.actions.cartPositions?.href).toContain('/warenkorb/4712');
    expect(closedView.actions.rebook?.window).toBe('new');
  });
});

describe('BoothPage: who sees what', () => {
  // spec: exhibitor-area §6 booth access
  it('does not show another exhibitor’s booth', async () => {
    const fair = aFair();
    const { page } = await setUp(
      aWorld({
        fairs: [fair],
        booths: [aBookedBooth().at(fair), aBookedBooth().withRegiNr('4713').bookedBy(luc.email).at(fair)],
      }),
    );
    expect(await page.pageFor(luc, '4711', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await page.pageFor(anna, '4713', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await page.pageFor(anna, '../4711', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect((await page.pageFor(luc, '4713', 'de', now)).ok).toBe(true);
  });

  // spec: exhibitor-area §5 co-exhibitors, §4 booth service hidden
  it('shows a co-exhibitor only manual tasks flagged coexposant or non-manual ones, without tasks hidden for the booth service', async () => {
    const hiddenForRow = { boothServices: [{ id: 'LEI-REIHE', hidden: true, required: false }] };
    const fair = aFair()
      .withTask(manualTask('MESSEIN', { coexposant: true }))
      .withTask(aServiceGroupTask('VERZ', running, { deeplinkmode: 'katalog' }))
      .withTask(manualTask('AX-EINTR'))
      .withTask(aServiceGroupTask('GEBAEUDE', running, hiddenForRow))
      .withTask(aServiceGroupTask('PFERD', running, hiddenForRow));
    const booth = aBookedBooth().at(fair).bookedBy(emily.email).as('MITAUSSTELLER');
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [booth] }));
    const view = await viewOf(page, emily, '4711');
    const groups = allTasks(view).map((task) => task.serviceGroup);
    expect(groups).toContain('MESSEIN'); // manual, coexposant
    expect(groups).toContain('VERZ'); // catalogue mode
    expect(groups).not.toContain('AX-EINTR'); // manual, not coexposant
    for (const hidden of ['GEBAEUDE', 'PFERD']) expect(groups).not.toContain(hidden);
  });

  // spec: exhibitor-area §5 "A task shows only when it has a link (deeplink, insurance, manual mode, catalogue or
  // file upload)" — also for catalogue and file-upload tasks of a booth without shop accesses (an OP offer)
  it('lists no task without a link: a booth without shop accesses shows no catalogue or file-upload task', async () => {
    const fair = aFair()
      .withTask(aServiceGroupTask('VERZ', running, { deeplinkmode: 'katalog' }))
      .withTask(aServiceGroupTask('DIGIT', running, { deeplinkmode: 'fileupload' }))
      .withTask(aServiceGroupTask('VERS', running))
      .withTask(manualTask('MESSEIN'));
    const noShop = aBookedBooth().withRegiNr('4712').at(fair).withoutShopAccess();
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair), noShop] }));
    const view = await viewOf(page, anna, '4712');
    const ids = allTasks(view).map((task) => task.id);
    expect(ids).not.toContain('hab27-task-verz');
    expect(ids).not.toContain('hab27-task-digit');
    expect(ids).toContain('hab27-task-vers'); // the insurance route needs no shop
    expect(ids).toContain('hab27-task-messein'); // manual mode with its own address
    for (const task of allTasks(view)) expect(task.link).not.toBeNull();
    const withShop = await viewOf(page, anna, '4711');
    expect(allTasks(withShop).map((task) => task.id)).toEqual(
      expect.arrayContaining(['hab27-task-verz', 'hab27-task-digit']),
    );
  });

  // spec: exhibitor-area §4 Booth status OP ("treated as new"), §2 Fair page (tasks and costs disabled for a new booth)
  it('gives an OP renewal offer no tasks and no costs, its tasks and costs tabs disabled, as a new booth', async () => {
    const fair = aFair().withTask(aServiceGroupTask('VERS', running)).withTask(manualTask('MESSEIN'));
    const offer = aBookedBooth().withRegiNr('4712').at(fair).withStatus('OP');
    const { page } = await setUp(aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair), offer] }));
    const view = await viewOf(page, anna, '4712');
    expect(allTasks(view)).toEqual([]);
    expect(view.tabs.disabled).toEqual(expect.arrayContaining(['tasks', 'costs']));
    expect(view.costs.groups).toEqual([]);
    const booked = await viewOf(page, anna, '4711');
    expect(allTasks(booked).length).toBeGreaterThan(0);
    expect(booked.tabs.disabled).toEqual([]);
  });

  // spec: exhibitor-area §6 new member
  it('asks the booking system nothing for a new member', async () => {
    const fair = aFair();
    const { page, bookingSystem } = await setUp(
      aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair).bookedBy(nina.email)] }),
    );
    expect(await page.pageFor(nina, '4711', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(bookingSystem.calls.size).toBe(0);
  });
});

describe('BoothPage: the booking system slow or failing', () => {
  it('marks the page stale when the booking system answered from its cache', async () => {
    const { page, bookingSystem } = await setUp(busyWorld());
    bookingSystem.availability = 'stale';
    expect((await viewOf(page, anna, '4711')).stale).toBe(true);
  });

  // The home page shows the booth's card from the kept booth list: opening it must not fail for want of the
  // booth's own answers.
  it('gives the page from the booth list, marked stale, when the booth’s own calls have nothing kept', async () => {
    const boothCallsDown = (inner: InMemoryBookingSystem) =>
      new Proxy(inner, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          if (!['booth', 'boothCosts', 'boothLinks', 'boothDocuments', 'address'].includes(String(property)))
            return value.bind(target);
          return () => Promise.reject(new BookingSystemUnavailable(String(property)));
        },
      });
    const { page } = await setUp(busyWorld(), { bookingSystem: boothCallsDown });
    const view = await viewOf(page, anna, '4711');
    expect(view.stale).toBe(true);
    expect(view.booth?.regiNr).toBe('4711');
    expect(view.costs.groups).toEqual([]);
    expect(view.taskGroups.length).toBeGreaterThan(0);
  });

  it('fails with BookingSystemUnavailable when the booking system is down and nothing is cached', async () => {
    const { page, bookingSystem } = await setUp(busyWorld());
    bookingSystem.availability = 'down';
    await expect(page.pageFor(anna, '4711', 'de', now)).rejects.toBeInstanceOf(BookingSystemUnavailable);
  });

  it(`keeps at most ${BOOTH_PAGE_CONCURRENCY} booking-system calls under way at once`, async () => {
    let inFlight = 0;
    let most = 0;
    const slow = (inner: InMemoryBookingSystem) =>
      new Proxy(inner, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            inFlight++;
            most = Math.max(most, inFlight);
            await new Promise((resolve) => setTimeout(resolve, 5));
            try {
              return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            } finally {
              inFlight--;
            }
          };
        },
      });
    const { page } = await setUp(busyWorld(), { bookingSystem: slow });
    await viewOf(page, anna, '4711');
    expect(most).toBe(BOOTH_PAGE_CONCURRENCY);
  });
});

/** The booking system with every call taking `delayMs`, recording how deep the rounds go. */
function delayed(inner: BookingSystem, delayMs: number) {
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

/** The booking system that never answers the operations named; every other call is answered at once. */
function neverAnswering(inner: BookingSystem, operations: readonly (keyof BookingSystem)[]): BookingSystem {
  return new Proxy(inner, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if ((operations as readonly (string | symbol)[]).includes(property)) return () => new Promise(() => {});
      return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
}

/**
 * Runs `pageFor` under a fake clock and says whether it had settled once half the budget and once the whole
 * budget had passed: the page waits for what it needs, but never longer than its budget.
 */
async function settlesWithin<T>(budgetMs: number, pageFor: () => Promise<T>) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  try {
    let settled = false;
    const answer = pageFor().finally(() => {
      settled = true;
    });
    answer.catch(() => undefined); // awaited by the caller
    await jest.advanceTimersByTimeAsync(budgetMs / 2);
    const atHalfBudget = settled;
    await jest.advanceTimersByTimeAsync(budgetMs);
    return { atHalfBudget, atBudget: settled, answer };
  } finally {
    jest.useRealTimers();
  }
}

describe('BoothPage: one time budget, as few booking-system rounds as the data allow', () => {
  // spec: exhibitor-area §7 (20 s per call); calls one after the other took ~8 rounds, 24 s at 3 s latency
  it('asks the booking system in at most four rounds: fairs, their booth lists, the booth’s calls with its addresses and shop links, order-exists', async () => {
    // A few service groups, each a shop link and an order-exists call (a busy fair waits on the concurrency limit instead).
    const fair = ['VERZ', 'LLC', 'DILE', 'PARKPL', 'WERB', 'VERS'].reduce(
      (built, group) => built.withTask(aServiceGroupTask(group as FairTask['serviceGroup'], running)),
      aFair(),
    );
    const world = aWorld({ fairs: [fair], booths: [aBookedBooth().at(fair).withAddresses(company, person)] });
    let slow: ReturnType<typeof delayed> | undefined;
    const { page } = await setUp(world, { bookingSystem: (inner) => (slow = delayed(inner, 20)).system });
    const view = await viewOf(page, anna, '4711');
    expect(view.stale).toBe(false);
    expect(slow!.calls).toContain('orderExists');
    expect(slow!.calls).toContain('serviceShopLink');
    expect(slow!.calls).toContain('address');
    // the fairs, their booth lists, the booth's calls with shop links and addresses, order-exists
    expect(slow!.rounds()).toBeLessThanOrEqual(4);
  });

  it('answers when its budget runs out while order-exists has not answered: those tasks are unknown and the page is stale', async () => {
    const { page } = await setUp(busyWorld(), {
      bookingSystem: (inner) => neverAnswering(inner, ['orderExists']),
      budgetMs: 1_000,
    });
    const { atHalfBudget, atBudget, answer } = await settlesWithin(1_000, () => page.pageFor(anna, '4711', 'de', now));
    expect(atHalfBudget).toBe(false);
    expect(atBudget).toBe(true);
    const result = await answer;
    expect(result.ok && result.view.stale).toBe(true);
    expect(result.ok && result.view.booth?.regiNr).toBe('4711');
  });

  // spec: exhibitor-area §3 Booth — the booth list's registrations are the whole booking, so the booth is not asked again
  it('stands on the booth list: a booth call that would never answer does not hold the page', async () => {
    const { page } = await setUp(busyWorld(), {
      bookingSystem: (inner) => neverAnswering(inner, ['booth']),
      budgetMs: 1_000,
    });
    const { atHalfBudget, answer } = await settlesWithin(1_000, () => page.pageFor(anna, '4711', 'de', now));
    expect(atHalfBudget).toBe(true);
    const result = await answer;
    expect(result.ok && result.view.stale).toBe(false);
    expect(result.ok && result.view.booth?.regiNr).toBe('4711');
  });
});

describe('BoothPage: made-up booth ids', () => {
  // spec: exhibitor-area §6 booth access — the user's own booth list decides
  it('refuses a booth that is not on the user’s booth list without asking the booking system for it', async () => {
    const fair = aFair();
    const { page, bookingSystem } = await setUp(
      aWorld({
        fairs: [fair],
        booths: [aBookedBooth().at(fair), aBookedBooth().withRegiNr('4713').bookedBy(luc.email).at(fair)],
      }),
    );
    for (const regiNr of ['999999', '4713', 'X-1'])
      expect((await page.pageFor(anna, regiNr, 'de', now)).ok).toBe(false);
    expect(bookingSystem.calls.get('booth') ?? 0).toBe(0);
    expect(bookingSystem.calls.get('boothCosts') ?? 0).toBe(0);
    expect((await page.pageFor(anna, '4711', 'de', now)).ok).toBe(true);
    expect(bookingSystem.calls.get('boothCosts')).toBe(1);
    expect(bookingSystem.calls.get('booth') ?? 0).toBe(0); // the booth list gave it
  });
});

describe('BoothPage: a booth not yet registered', () => {
  const urls = (base: string) => ({ de: `${base}/de`, fr: `${base}/fr`, en: `${base}/en` });

  // spec: exhibitor-area §2 Fair page (new booth)
  it('opens on the info tab with tasks and costs disabled and the registration buttons while the deadline is ahead', async () => {
    const open = aFair()
      .withRegistrationUrls(urls('https://hab.example/anmeldung'), urls('https://hab.example/gastro'))
      .withTask(aServiceGroupTask('VERZ', running));
    const closed = aFair()
      .withIdCode('GAS27')
      .withRegistrationDeadline('2026-11-01')
      .withRegistrationUrls(urls('https://gas.example/anmeldung'));
    const { page, bookingSystem } = await setUp(aWorld({ fairs: [open, closed] }));
    const result = await page.newBoothPageFor('HAB27', 'fr', now);
    if (!result.ok) throw new Error('not found');
    expect(result.view).toMatchObject({
      isNew: true,
      booth: null,
      taskGroups: [],
      calendarUrl: null,
      tabs: { initial: 'info', disabled: ['tasks', 'costs'] },
    });
    expect(result.view.actions.newBoothRegistration?.href).toBe('https://hab.example/anmeldung/fr');
    expect(result.view.actions.gastroRegistration?.href).toBe('https://hab.example/gastro/fr');
    expect(result.view.actions.addCoExhibitor).toBeNull();
    expect(bookingSystem.calls.size).toBe(0);

    const closedPage = await page.newBoothPageFor('GAS27', 'de', now);
    expect(closedPage.ok && closedPage.view.actions.newBoothRegistration).toBeNull();
  });

  it('does not offer a fair that is unknown or not published', async () => {
    const past = aFair()
      .withIdCode('HAB25')
      .published('2024-06-01', '2025-06-30')
      .held('2025-03-10', '2025-03-13')
      .withRegistrationDeadline('2025-01-31');
    const { page } = await setUp(aWorld({ fairs: [aFair(), past] }));
    expect(await page.newBoothPageFor('NOPE99', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await page.newBoothPageFor('HAB25', 'de', now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect((await page.newBoothPageFor('HAB27', 'de', now)).ok).toBe(true);
  });
});
