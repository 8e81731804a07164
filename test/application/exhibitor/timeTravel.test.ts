// The home and booth page of every demo user at many "now"s: the load day, every boundary day of the demo data
// (publish windows, registration deadlines, fair days, documents start, schedule steps, task periods and their
// 14-day "due" edge, info-text windows) on both sides of each day boundary, and +7, +21, +45, +90 days. Each
// aggregate comes from the application layer (ExhibitorHome, BoothPage) with the clock fixed at that instant,
// and is checked against the rules of exhibitor-area §2, §4, §5 and §6 as they are stated again below, from
// the raw demo data, without calling the functions under test. Each clock value's test name says which parts of
// the demo have run out by then (compared with the load day), so a demonstration can be planned around them.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FairPageView } from '../../../application/exhibitor/BoothPageViews.ts';
import type { HomeView } from '../../../application/exhibitor/ExhibitorHome.ts';
import type { User } from '../../../application/ports/Users.ts';
import type { FairTask } from '../../../domain/index.ts';
import type { DateRange } from '../../../domain/time.ts';
import { demoApplication, demoUsersAsSignedIn, type DemoApplication } from '../../support/demoApplication.ts';
import { buildDemoCatalogue, type DemoFair, type DemoRegistration } from '../../support/demo.ts';

// A fixed load day: the fair codes (HAB26, GAS26, AGR26, IND27 ...) are the same on every run.
const LOAD = new Date('2026-11-21T10:00:00.000Z');
const catalogue = buildDemoCatalogue(LOAD);

const DAY = 86_400_000;
const dayStart = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`);
const dayEnd = (iso: string): number => dayStart(iso) + DAY - 1;
const LOAD_DAY = dayStart(catalogue.today);

// ---------------------------------------------------------------------------------------------------------------
// The clock values

/**
 * Every edge in the demo data, within 60 days before and 120 days after loading: the first instant at which a
 * rule of §4/§5 answers differently, by the reading each rule gives its day (UTC).
 */
function edges(): number[] {
  const found: number[] = [];
  // holds from the start of the day
  const from = (day: string | null | undefined) => {
    if (day) found.push(dayStart(day));
  };
  // holds to the end of the day
  const after = (day: string | null | undefined) => {
    if (day) found.push(dayEnd(day) + 1);
  };
  const within = (range: DateRange | null | undefined) => {
    from(range?.start);
    after(range?.end);
  };
  for (const fair of catalogue.fairs) {
    from(fair.publish.start);
    after(fair.publish.end);
    // the deadline is ahead up to the first millisecond of its day
    if (fair.registrationDeadline) found.push(dayStart(fair.registrationDeadline) + 1);
    from(fair.documentsstartdate);
    from(fair.duration.start);
    after(fair.duration.end);
    for (const step of fair.steps ?? []) within(step.dateRange);
    for (const document of fair.documents ?? []) within(document.publish);
    for (const task of fair.tasks) {
      from(task.period?.start);
      after(task.period?.end);
      // due once the end of the end day is at most 14 days away
      if (task.period?.end) found.push(dayEnd(task.period.end) - 14 * DAY);
      for (const infoText of task.infoTexts) within(infoText.publish);
    }
  }
  const inRange = (edge: number) => edge >= LOAD_DAY - 60 * DAY && edge <= LOAD_DAY + 120 * DAY;
  return [...new Set(found.filter(inRange))].sort((a, b) => a - b);
}

interface ClockValue {
  readonly at: Date;
  readonly label: string;
}

function clockValues(): ClockValue[] {
  const label = (millis: number) => {
    const days = Math.floor((millis - LOAD_DAY) / DAY);
    return `load day ${days >= 0 ? '+' : ''}${days} (${new Date(millis).toISOString()})`;
  };
  const instants = new Set<number>([LOAD.getTime(), ...[7, 21, 45, 90].map((days) => LOAD.getTime() + days * DAY)]);
  // Both sides of every edge: its last millisecond before and its first.
  for (const edge of edges()) {
    instants.add(edge - 1);
    instants.add(edge);
  }
  return [...instants].sort((a, b) => a - b).map((millis) => ({ at: new Date(millis), label: label(millis) }));
}

// ---------------------------------------------------------------------------------------------------------------
// The rules, stated again from the specification over the raw demo data

const anyBooth = catalogue.registrations[0].booth.standanmeldungId;
const fairOf = (idCode: string): DemoFair => catalogue.fairs.find((fair) => fair.idCode === idCode)!;
const registrationsOf = (user: User): DemoRegistration[] =>
  catalogue.registrations.filter((registration) => registration.email === user.email);
const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';
const numeric = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

// §5: published from the publish start to the end of the publish end day (UTC)
const published = (fair: DemoFair, t: number) => dayStart(fair.publish.start!) <= t && t <= dayEnd(fair.publish.end!);
// §5: the registration deadline is ahead while the start of its day is not before now
const deadlineAhead = (fair: DemoFair, t: number) => t <= dayStart(fair.registrationDeadline!);
// §5: past fairs are those whose publish end is not in the future
const publicationOver = (fair: DemoFair, t: number) => dayEnd(fair.publish.end!) < t;
// §6: neither AUSSTELLER nor MITAUSSTELLER is a new member
const isNewMember = (user: User) => !user.roles.includes('AUSSTELLER') && !user.roles.includes('MITAUSSTELLER');
// §4: OP and OFFEN 1, BESTELLT 2, IN_PRUEFUNG 4, BESTAETIGT and ZU 8
const STEP: Record<string, number> = { OP: 1, OFFEN: 1, BESTELLT: 2, IN_PRUEFUNG: 4, BESTAETIGT: 8, ZU: 8 };

interface ExpectedHome {
  readonly activeBooths: ReadonlyArray<{ regiNr: string; step: number }>;
  readonly navigation: Readonly<Record<string, readonly string[]>>;
  readonly openFairs: readonly string[];
  readonly pastSeries: ReadonlyArray<{ seriesId: string; idCode: string; booths: readonly string[] }>;
}

function expectedHome(user: User, t: number): ExpectedHome {
  // §5 fairs offered for a new registration: published and the deadline not passed
  const openFairs = catalogue.fairs
    .filter((fair) => published(fair, t) && deadlineAhead(fair, t))
    .map((fair) => fair.idCode)
    .sort();
  if (isNewMember(user)) return { activeBooths: [], navigation: {}, openFairs, pastSeries: [] };
  const mine = registrationsOf(user).map(({ booth }) => ({ booth, fair: fairOf(booth.messeIdCode) }));
  // §5 active booths: fairs published now; OP booths whose deadline has passed are hidden
  const visible = mine.filter(
    ({ fair, booth }) => published(fair, t) && (booth.status !== 'OP' || deadlineAhead(fair, t)),
  );
  // §5 sort: OP first, then duration start, then series title, then booth number descending
  const sorted = [...visible].sort(
    (a, b) =>
      Number(b.booth.status === 'OP') - Number(a.booth.status === 'OP') ||
      dayStart(a.fair.duration.start!) - dayStart(b.fair.duration.start!) ||
      a.fair.series.titel.localeCompare(b.fair.series.titel) ||
      numeric(b.booth.standnummer, a.booth.standnummer),
  );
  // §2 Shell: per published fair its booths by registration number descending; fairs without booths hidden
  const navigation: Record<string, string[]> = {};
  for (const { fair, booth } of visible) (navigation[fair.idCode] ??= []).push(booth.standanmeldungId);
  for (const booths of Object.values(navigation)) booths.sort((a, b) => numeric(b, a));
  // §5 past fairs: publication over, by duration end descending, one per series keeping the latest end;
  // §4 OP booths are new booths, no participation
  const pastByFair = new Map<string, string[]>();
  for (const { fair, booth } of mine) {
    if (publicationOver(fair, t) && booth.status !== 'OP')
      pastByFair.set(fair.idCode, [...(pastByFair.get(fair.idCode) ?? []), booth.standanmeldungId]);
  }
  const latestPerSeries = new Map<string, DemoFair>();
  for (const idCode of pastByFair.keys()) {
    const fair = fairOf(idCode);
    const kept = latestPerSeries.get(fair.series.reiheId);
    if (!kept || dayEnd(fair.duration.end!) > dayEnd(kept.duration.end!))
      latestPerSeries.set(fair.series.reiheId, fair);
  }
  const pastSeries = [...latestPerSeries.values()]
    .sort((a, b) => dayEnd(b.duration.end!) - dayEnd(a.duration.end!))
    .map((fair) => ({
      seriesId: fair.series.reiheId,
      idCode: fair.idCode,
      booths: [...pastByFair.get(fair.idCode)!].sort(),
    }));
  return {
    activeBooths: sorted.map(({ booth }) => ({ regiNr: booth.standanmeldungId, step: STEP[booth.status] })),
    navigation,
    openFairs,
    pastSeries,
  };
}

type State = 'overdue' | 'due' | 'pendent' | 'unknown' | 'inactive' | 'done';
const URGENCY: readonly State[] = ['overdue', 'due', 'pendent', 'unknown', 'inactive', 'done'];

interface ExpectedPage {
  readonly step: number;
  readonly initialTab: string;
  readonly registrationOpen: boolean;
  readonly documentsShown: boolean;
  readonly activeSchedule: readonly boolean[];
  readonly tasks: Readonly<Record<string, { state: State; done: boolean }>>;
  readonly groups: ReadonlyArray<{ serviceGroup: string; state: State; done: boolean }>;
}

function expectedPage(registration: DemoRegistration, t: number): ExpectedPage {
  const { booth } = registration;
  const fair = fairOf(booth.messeIdCode);
  const step = STEP[booth.status];
  const shopLinks = booth.shopzugaenge.flatMap((access) => access.shopLinks);
  const shopHas = (ziel: string) => shopLinks.some((link) => link.ziel === ziel && filled(link.href));
  const costs = catalogue.costs[booth.standanmeldungId] ?? [];
  const orders = catalogue.orders[booth.standanmeldungId] ?? [];

  const shows = (task: FairTask) =>
    // §4 a task whose booth service is hidden is left out
    !task.boothServices.some((service) => service.id === booth.standLeistungId && service.hidden) &&
    // §5 co-exhibitors see only manual tasks flagged coexposant, or non-manual tasks
    (booth.ausstellerTyp !== 'MITAUSSTELLER' || task.deeplinkmode !== 'manual' || task.coexposant === true) &&
    // §5 a task shows only when it has a link: insurance, manual address, catalogue or file-upload shop link,
    // service-shop deep link (the shop answers for a booth with a shop access) or the task's own address
    (task.serviceGroup === 'VERS' ||
      (task.deeplinkmode === 'manual' && filled(task.url)) ||
      (task.deeplinkmode === 'katalog' && shopHas('KATALOG')) ||
      (task.deeplinkmode === 'fileupload' && shopHas('FILEUPLOAD')) ||
      ((task.deeplinkmode ?? 'servicegroup') === 'servicegroup' &&
        (booth.shopzugaenge.some((access) => filled(access.shopId)) || filled(task.url))));

  const view = (task: FairTask): { state: State; done: boolean } => {
    // §4 task done: isDone, notification off, completing costs of its group, VERS with insurance, an order
    const inGroup = costs.filter((line) => line.leistungsgruppeId === task.serviceGroup);
    const done =
      task.isDone === true ||
      task.notificationState === false ||
      (inGroup.length > 0 && inGroup.every((line) => !line.dontMarkAsComplete)) ||
      (task.serviceGroup === 'VERS' ? registration.insuranceOnFile : orders.includes(task.serviceGroup));
    // §4 display state, first match wins; "due" is a pendent task whose end day ends within 14 days
    const start = task.period?.start;
    const end = task.period?.end;
    const state: State = done
      ? 'done'
      : !start && !end
        ? 'unknown'
        : end && t > dayEnd(end)
          ? 'overdue'
          : (start && t < dayStart(start)) || (!task.required && task.isDisabled === true)
            ? 'inactive'
            : end && dayEnd(end) - t <= 14 * DAY
              ? 'due'
              : 'pendent';
    return { state, done };
  };

  const tasks: Record<string, { state: State; done: boolean }> = {};
  const groups: Array<{ serviceGroup: string; state: State; done: boolean }> = [];
  let group: { serviceGroup: string; states: Array<{ state: State; done: boolean }> } | undefined;
  const close = () => {
    // §4 task group: the most urgent state, done only when all are done; a group without tasks is hidden
    if (group && group.states.length > 0) {
      const state = URGENCY.find((candidate) => group!.states.some((entry) => entry.state === candidate))!;
      groups.push({ serviceGroup: group.serviceGroup, state, done: group.states.every((entry) => entry.done) });
    }
  };
  for (const task of fair.tasks) {
    if (task.type === 'taskTitle') {
      close();
      group = { serviceGroup: task.serviceGroup, states: [] };
    } else if (shows(task)) {
      tasks[task._id] = view(task);
      group!.states.push(tasks[task._id]);
    }
  }
  close();

  return {
    step,
    // §2 Fair page: status flow for BESTELLT, IN_PRUEFUNG, OFFEN; tasks for BESTAETIGT, ZU; otherwise info
    initialTab: ['BESTELLT', 'IN_PRUEFUNG', 'OFFEN'].includes(booth.status)
      ? 'statusflow'
      : ['BESTAETIGT', 'ZU'].includes(booth.status)
        ? 'tasks'
        : 'info',
    // §2 Fair page: new-booth and gastro registration only while the registration deadline is ahead
    registrationOpen: deadlineAhead(fair, t),
    // §4 step 8 shows the booth's documents; §5 only after documentsstartdate has passed
    documentsShown: step === 8 && t >= dayStart(fair.documentsstartdate!),
    // §4 fair schedule: active from the start of its start day to the end of its end day (UTC)
    activeSchedule: (fair.steps ?? []).map((s) => dayStart(s.dateRange.start!) <= t && t <= dayEnd(s.dateRange.end!)),
    // §4 Booth status OP: a renewal offer is treated as new, so its page has no tasks (tasks and costs disabled)
    tasks: booth.status === 'OP' ? {} : tasks,
    groups: booth.status === 'OP' ? [] : groups,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the demo shows at a clock value, to name what has run out since the load day

const USERS = demoUsersAsSignedIn();

function partsShown(t: number): Set<string> {
  const parts = new Set<string>();
  for (const user of USERS) {
    const home = expectedHome(user, t);
    if (home.openFairs.length > 0) parts.add('fairs open for a new registration');
    if (home.pastSeries.length > 0) parts.add('past fair series');
    for (const card of home.activeBooths) {
      parts.add('active booths');
      const registration = catalogue.registrations.find(
        (candidate) => candidate.booth.standanmeldungId === card.regiNr,
      )!;
      if (registration.booth.status === 'OP') parts.add('renewal offers (OP)');
      const page = expectedPage(registration, t);
      if (page.documentsShown) parts.add('booth documents');
      if (page.activeSchedule.some(Boolean)) parts.add('a schedule step running');
      for (const task of Object.values(page.tasks)) parts.add(`${task.state} tasks`);
    }
  }
  return parts;
}

const ON_LOAD_DAY = partsShown(LOAD.getTime());

function titleOf(value: ClockValue): string {
  const shown = partsShown(value.at.getTime());
  const runOut = [...ON_LOAD_DAY].filter((part) => !shown.has(part));
  return `${value.label}: ${runOut.length === 0 ? 'nothing has run out' : `run out: ${runOut.join(', ')}`}`;
}

// ---------------------------------------------------------------------------------------------------------------

const homeSummary = (view: HomeView) => ({
  activeBooths: view.activeBooths.map((card) => ({ regiNr: card.regiNr, step: card.statusStep })),
  navigation: Object.fromEntries(
    view.fairNavigation.map((fair) => [fair.idCode, fair.booths.map((booth) => booth.regiNr)]),
  ),
  openFairs: view.fairsOpenForRegistration.map((fair) => fair.idCode).sort(),
  pastSeries: view.pastFairSeries.map((series) => ({
    seriesId: series.seriesId,
    idCode: series.fair.idCode,
    booths: series.booths.map((booth) => booth.regiNr).sort(),
  })),
});

const pageSummary = (view: FairPageView) => {
  const tasks = view.taskGroups.flatMap((group) => group.tasks);
  return {
    step: view.status.step,
    initialTab: view.tabs.initial,
    registrationOpen: view.actions.newBoothRegistration !== null && view.actions.gastroRegistration !== null,
    documentsShown: view.documents.shown,
    activeSchedule: view.schedule.steps.map((step) => step.active),
    tasks: Object.fromEntries(tasks.map((task) => [task.id, { state: task.state, done: task.done }])),
    groups: view.taskGroups.map((group) => ({
      serviceGroup: group.serviceGroup,
      state: group.state,
      done: group.done,
    })),
  };
};

describe('time travel: home and booth pages of every demo user follow §2, §4, §5, §6 at every clock value', () => {
  let app: DemoApplication;
  beforeAll(async () => {
    app = await demoApplication(catalogue);
  });

  it('has something of every kind to show on the load day', () => {
    expect([...ON_LOAD_DAY].sort()).toEqual(
      [
        'active booths',
        'renewal offers (OP)',
        'fairs open for a new registration',
        'past fair series',
        'booth documents',
        'a schedule step running',
        'overdue tasks',
        'due tasks',
        'pendent tasks',
        'unknown tasks',
        'inactive tasks',
        'done tasks',
      ].sort(),
    );
  });

  it('tests both sides of every edge and the fixed offsets', () => {
    const values = clockValues().map((value) => value.at.getTime());
    for (const days of [0, 7, 21, 45, 90]) expect(values).toContain(LOAD.getTime() + days * DAY);
    for (const edge of edges()) expect(values).toEqual(expect.arrayContaining([edge - 1, edge]));
    expect(edges().length).toBeGreaterThan(20);
  });

  it.each(clockValues().map((value) => [titleOf(value), value] as const))('%s', async (_title, value) => {
    const t = value.at.getTime();
    for (const user of app.users) {
      const home = await app.home.homeFor(user, value.at);
      expect({ user: user.email, ...homeSummary(home) }).toEqual({ user: user.email, ...expectedHome(user, t) });
      if (isNewMember(user)) {
        // §6 a new member has no booths: not even a booth page is asked for
        expect(await app.boothPage.pageFor(user, anyBooth, user.locale, value.at)).toEqual({
          ok: false,
          error: 'boothNotFound',
        });
        continue;
      }
      for (const registration of registrationsOf(user)) {
        const regiNr = registration.booth.standanmeldungId;
        const result = await app.boothPage.pageFor(user, regiNr, user.locale, value.at);
        if (!result.ok) throw new Error(`booth ${regiNr} of ${user.email} not found at ${value.label}`);
        expect({ regiNr, ...pageSummary(result.view) }).toEqual({ regiNr, ...expectedPage(registration, t) });
        // §5 a task shows only when it has a link
        for (const group of result.view.taskGroups) for (const task of group.tasks) expect(task.link).not.toBeNull();
      }
    }
  });
});
