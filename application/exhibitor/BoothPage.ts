import {
  addressLines,
  areBoothDocumentsShown,
  areFairDocumentsVisible,
  boothLabel,
  buildTaskGroups,
  disabledFairPageTabs,
  fairPageActions,
  fairSchedule,
  groupCurrentFairDocuments,
  initialFairPageTab,
  isFairPublished,
  isPersonAddress,
  isWithinDayRange,
  linkWindow,
  NEW_BOOTH,
  registrationStatusFlow,
  registrationStepOf,
  toCentimes,
  type FairPageBooth,
  type FairPageTab,
  type IsoDate,
  type Language,
  type Localized,
  type RegistrationMessageKey,
  type RegistrationStep,
  type TaskDisplayState,
  type TaskGroupView,
  type TaskLink,
  type TaskView,
} from '../../domain/index.ts';
import { costsView, money, type CostsView, type Money } from './BoothCosts.ts';
import { isNewMember } from '../../domain/index.ts';
import { BoothAccess, isBoothId } from '../shared/BoothAccess.ts';
import { taskBoardContext } from './TaskBoard.ts';
import { fairSectionView, localizedText, textOf, type FairSectionView } from './PublishedFairs.ts';
import { BookingSystemUnavailable, type Answer, type BookedBooth, type BookingAddress, type BookingSystem, type BoothDocument, type BoothLinks } from '../ports/BookingSystem.ts';
import type { FairCatalogue } from '../ports/FairCatalogue.ts';
import type { Fairs, ProductFair } from '../ports/Fairs.ts';
import type { Insurances } from '../ports/Insurances.ts';
import type { TaskNotificationStates } from '../ports/TaskNotificationStates.ts';
import type { User } from '../ports/Users.ts';

/** Rubin calls of one booth page that may be under way at once (more than the widest round of the demo fairs). */
export const BOOTH_PAGE_CONCURRENCY = 16;

/**
 * The whole booth page answers within this time, well inside the 20 s the spec gives one call
 * (exhibitor-area §7): together with the adapter serving a kept answer when Rubin is slow, a slow Rubin
 * gives a stale page in time instead of a page that waits for every call in turn.
 */
export const BOOTH_PAGE_BUDGET_MS = 8_000;

const localized = <T>(pick: (language: Language) => T): Localized<T> => ({ de: pick('de'), fr: pick('fr'), en: pick('en') });

export interface LinkView {
  readonly href: string;
  readonly window: 'same' | 'new';
}

export interface BoothSectionView {
  readonly regiNr: string;
  readonly status: string | null;
  readonly label: Localized<string>;
  readonly standnummer: string;
  readonly halleBezeichnung: Localized<string>;
  readonly flaecheBrutto: number | null;
  readonly blendentext: string;
  readonly placeNum: string | null;
  readonly ausstellerTyp: string | null;
  readonly hatWarenkorbPositionen: boolean;
  readonly standLeistungId: string | null;
  readonly standLeistungBezeichnung: Localized<string>;
  readonly gesamtpreisNetto: Money | null;
  readonly standzugangText: Localized<string>;
}

export interface AddressView {
  readonly adresseId: string;
  readonly adresseTyp: string | null;
  /** APADR and EADR are persons (salutation, given and family name); others show the company. */
  readonly person: boolean;
  /** The lines as shown, per language (the salutation is translated). */
  readonly lines: Localized<readonly string[]>;
}

export interface StatusView {
  readonly step: RegistrationStep;
  readonly label: Localized<string>;
  readonly messageKey: RegistrationMessageKey;
  readonly steps: ReadonlyArray<{ step: RegistrationStep; label: Localized<string>; reached: boolean; current: boolean }>;
}

export interface ActionsView {
  /** The booth's own registration in the booking system. */
  readonly registration: LinkView | null;
  /** Register a new booth: the fair's default address, while the registration deadline is ahead. */
  readonly newBoothRegistration: LinkView | null;
  /** Register a gastro booth: the booth's gastro link, else the fair's default, while the deadline is ahead. */
  readonly gastroRegistration: LinkView | null;
  readonly cartPositions: LinkView | null;
  /** Add a co-exhibitor: an existing booth with a registration link. */
  readonly addCoExhibitor: LinkView | null;
  readonly rebook: LinkView | null;
  /** The basket still holds items: show the banner with a button to complete the order (cartPositions). */
  readonly completeOrderBanner: boolean;
  /** Where the contact-the-fair-team form goes. */
  readonly contactTeamEmail: string | null;
}

export interface TaskLinkView extends LinkView {
  readonly kind: TaskLink['kind'];
}

export interface TaskItemView {
  readonly id: string;
  readonly displayName: Localized<string>;
  readonly headerText: Localized<string> | null;
  readonly serviceGroup: string;
  readonly period: { start: string | null; end: string | null } | null;
  readonly required: boolean;
  readonly state: TaskDisplayState;
  readonly done: boolean;
  /** The work is done (not only the reminders switched off). */
  readonly completed: boolean;
  readonly dueDate: string | null;
  readonly link: TaskLinkView | null;
  /** Info texts inside their publish window. */
  readonly infoTexts: readonly Localized<string>[];
  readonly notificationState: boolean;
  readonly notificationSwitchOffered: boolean;
}

export interface TaskGroupItemView {
  readonly id: string;
  readonly title: Localized<string> | null;
  readonly serviceGroup: string;
  readonly state: TaskDisplayState;
  readonly done: boolean;
  readonly dueDate: string | null;
  readonly link: TaskLinkView | null;
  readonly tasks: readonly TaskItemView[];
}

export interface DocumentView {
  readonly dokumentId: string;
  readonly typ: string;
  readonly bezeichnung: string;
  readonly contentType: string | null;
  readonly hall: string | null;
  /** The file itself (GET answers the bytes with Content-Disposition). */
  readonly downloadUrl: string;
}

export interface FairDocumentView {
  readonly uuid: string | null;
  readonly typ: string;
  readonly title: string;
  readonly link: string;
}

export interface DocumentsView {
  /** Booth documents show at registration step 8 once the fair's documentsstartdate has passed. */
  readonly shown: boolean;
  readonly groups: ReadonlyArray<{ typ: string; documents: readonly DocumentView[] }>;
  /** The fair's own documents, once documentsstartdate has passed and inside their publish window. */
  readonly fairDocuments: readonly FairDocumentView[];
}

export interface ScheduleView {
  readonly steps: ReadonlyArray<{ displayName: Localized<string>; dateRange: { start: string | null; end: string | null }; active: boolean }>;
}

/** The fair and booth page (exhibitor-area §2 Fair page) in one round trip; `booth` is null for a new booth. */
export interface FairPageView {
  readonly stale: boolean;
  /** The language of the links (deep links carry it). */
  readonly language: Language;
  readonly isNew: boolean;
  readonly fair: FairSectionView;
  readonly booth: BoothSectionView | null;
  readonly addresses: { contract: AddressView | null; correspondence: AddressView | null };
  readonly status: StatusView;
  readonly tabs: { initial: FairPageTab; disabled: readonly FairPageTab[] };
  readonly actions: ActionsView;
  readonly taskGroups: readonly TaskGroupItemView[];
  readonly costs: CostsView;
  readonly documents: DocumentsView;
  readonly schedule: ScheduleView;
  /** The booth's tasks as an iCalendar file; null for a new booth. */
  readonly calendarUrl: string | null;
}

export type BoothPageResult = { ok: true; view: FairPageView } | { ok: false; error: 'boothNotFound' };

/** What the booth page and the task calendar share: the booth, its fair and its visible task groups. */
export interface BoothTasks {
  readonly booth: BookedBooth;
  readonly fair: ProductFair;
  readonly groups: readonly TaskGroupView[];
  readonly stale: boolean;
}

export interface BoothPageDependencies {
  readonly bookingSystem: BookingSystem;
  readonly fairs: Fairs;
  readonly fairCatalogue: FairCatalogue;
  readonly insurances: Insurances;
  readonly notificationStates: TaskNotificationStates;
  /** The page's time budget; default BOOTH_PAGE_BUDGET_MS. */
  readonly budgetMs?: number;
}

/** Runs tasks with at most `limit` under way at once, each in the order asked. */
function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one, so the limit holds at every moment.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * The fair and booth page of the exhibitor area (exhibitor-area §2 Fair page, Task list, Cost list,
 * Documents, Process / status flow) for one booth of the signed-in user, as one aggregate. The booking
 * system is asked on behalf of the user (a booth that is not theirs is `boothNotFound`); its calls run in
 * parallel as far as their data allow, at most BOOTH_PAGE_CONCURRENCY at once, the whole page within
 * BOOTH_PAGE_BUDGET_MS, and order-exists is asked only for tasks whose state depends on it.
 */
export class BoothPage {
  private readonly deps: BoothPageDependencies;
  private readonly access: BoothAccess;

  constructor(deps: BoothPageDependencies) {
    this.deps = deps;
    this.access = new BoothAccess(deps.bookingSystem);
  }

  async pageFor(user: User, regiNr: string, language: Language, now: Date): Promise<BoothPageResult> {
    const loaded = await this.load(user, regiNr, language, now);
    if (!loaded) return { ok: false, error: 'boothNotFound' };
    const { booth, fair, costs, links, documents, addresses, groups, stale } = loaded;
    const documentsShown = areBoothDocumentsShown(registrationStepOf(booth.status)) && areFairDocumentsVisible(fair, now);
    return {
      ok: true,
      view: {
        stale,
        language,
        isNew: false,
        fair: fairSectionView(fair),
        booth: boothSection(booth),
        addresses: { contract: addressView(addresses.contract), correspondence: addressView(addresses.correspondence) },
        status: statusView(fair, booth.status),
        tabs: tabsView(booth),
        actions: actionsView(fair, booth, links, language, now),
        taskGroups: groups.map(taskGroupItemView),
        costs: costsView(costs),
        documents: {
          shown: documentsShown,
          groups: documentsShown ? groupCurrentFairDocuments(documents).map((group) => ({ typ: group.typ, documents: group.documents.map(documentView) })) : [],
          fairDocuments: fairDocumentViews(fair, now),
        },
        schedule: scheduleView(fair, now),
        calendarUrl: `/api/exhibitor/booths/${encodeURIComponent(booth.regiNr)}/tasks.ics`,
      },
    };
  }

  /**
   * The page for a booth not yet registered at a published fair (route /fair/:code/new): the fair's data,
   * the info tab, tasks and costs disabled, the registration buttons while the deadline is ahead. The
   * booking system is not asked.
   */
  async newBoothPageFor(fairIdCode: string, language: Language, now: Date): Promise<BoothPageResult> {
    const fair = await this.deps.fairs.byIdCode(fairIdCode);
    if (!fair || !isFairPublished(fair, now)) return { ok: false, error: 'boothNotFound' };
    return {
      ok: true,
      view: {
        stale: false,
        language,
        isNew: true,
        fair: fairSectionView(fair),
        booth: null,
        addresses: { contract: null, correspondence: null },
        status: statusView(fair, null),
        tabs: tabsView(NEW_BOOTH),
        actions: actionsView(fair, NEW_BOOTH, null, language, now),
        taskGroups: [],
        costs: { groups: [], total: money(0) },
        documents: { shown: false, groups: [], fairDocuments: fairDocumentViews(fair, now) },
        schedule: scheduleView(fair, now),
        calendarUrl: null,
      },
    };
  }

  /** The booth's visible task groups (for the task calendar); undefined when the booth is not the user's. */
  async tasksOf(user: User, regiNr: string, language: Language, now: Date): Promise<BoothTasks | undefined> {
    const loaded = await this.load(user, regiNr, language, now);
    return loaded && { booth: loaded.booth, fair: loaded.fair, groups: loaded.groups, stale: loaded.stale };
  }

  private async load(user: User, regiNr: string, language: Language, now: Date) {
    // exhibitor-area §6: a new member has no booths, and the booking system is not asked.
    if (isNewMember(user) || !isBoothId(regiNr)) return undefined;
    const budget = new PageBudget(this.deps.budgetMs ?? BOOTH_PAGE_BUDGET_MS);
    try {
      return await this.loadWithin(budget, user, regiNr, language, now);
    } finally {
      budget.end();
    }
  }

  /**
   * The page's calls in as few booking-system rounds as their data allow: the user's booth list (usually kept
   * fresh by the home page); then booth, costs, links and documents at once; then, as soon as the booth is
   * known, its addresses and, per service group, the shop link followed by order-exists.
   */
  private async loadWithin(budget: PageBudget, user: User, regiNr: string, language: Language, now: Date) {
    const { bookingSystem, fairs, fairCatalogue, insurances, notificationStates } = this.deps;
    const email = user.email;
    const rubin = concurrencyLimit(BOOTH_PAGE_CONCURRENCY);
    const answers: Array<Answer<unknown>> = [];
    const track = <T>(operation: string, call: () => Promise<Answer<T> | null>): Promise<T | null> =>
      budget.required(
        operation,
        rubin(() => budget.startIfInTime(operation, call)).then((answer) => {
          if (answer) answers.push(answer);
          return answer ? answer.data : null;
        }),
      );

    if (!(await budget.required('booth list', this.access.isOwnBooth(user, regiNr)))) return undefined;
    const boothCall = track('booth', () => bookingSystem.booth(email, regiNr));
    const costsCall = track('boothCosts', () => bookingSystem.boothCosts(email, regiNr));
    const linksCall = track('boothLinks', () => bookingSystem.boothLinks(email, regiNr));
    const documentsCall = track('boothDocuments', () => bookingSystem.boothDocuments(email, regiNr));
    const product = Promise.all([insurances.boothsWithInsurance([regiNr]), notificationStates.forBooth(regiNr)]);
    for (const call of [costsCall, linksCall, documentsCall, product]) call.catch(() => undefined); // awaited below unless the booth is missing
    const booth = await boothCall;
    if (!booth) return undefined;

    const addressCall = (operation: string, adresseId: string | null | undefined) =>
      adresseId ? track(operation, () => bookingSystem.address(email, adresseId)) : Promise.resolve(null);
    const addressesCall = Promise.all([addressCall('address', booth.vertragsAdresseId), addressCall('address', booth.korrespondenzAdresseId)]);
    addressesCall.catch(() => undefined);
    const [fair, fairTasks, costs, [insured, switches]] = await Promise.all([
      fairs.byIdCode(booth.fairIdCode),
      fairCatalogue.tasksOf(booth.fairIdCode),
      costsCall,
      product,
    ]);
    if (!fair) return undefined;
    const tasks = fairTasks ?? [];
    const boardCall = taskBoardContext(
      bookingSystem,
      email,
      tasks,
      { fairCode: fair.idCode, booth, language, costs: costs ?? [], insuranceExists: insured.has(booth.regiNr), switches },
      // Shop link and order-exists answer null for "unknown" (exhibitor-area §7): past the budget they are unknown.
      <T>(call: () => Promise<T>) => budget.optional(rubin(() => (budget.over ? Promise.resolve(null) : call()))) as Promise<T>,
    );
    const [full, links, documents, [contract, correspondence]] = await Promise.all([boardCall, linksCall, documentsCall, addressesCall]);

    return {
      booth,
      fair,
      costs: costs ?? [],
      links,
      documents: documents ?? [],
      addresses: { contract, correspondence },
      groups: buildTaskGroups(tasks, full, now),
      stale: budget.cut || answers.some((answer) => answer.stale),
    };
  }
}

const OUT_OF_TIME = Symbol('out of time');

/**
 * One time budget for a whole page. A call the page cannot do without that is still under way when the
 * budget runs out makes the booking system count as unavailable (503, the answer still lands in the
 * adapter's cache for the next visit); a call the page can show without is given up as unknown and the
 * page is marked stale. No new call starts once the budget is spent.
 */
class PageBudget {
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #expired: Promise<typeof OUT_OF_TIME>;
  over = false;
  /** A call was given up for the budget: the page is not complete. */
  cut = false;

  constructor(ms: number) {
    this.#expired = new Promise((resolve) => {
      this.#timer = setTimeout(() => {
        this.over = true;
        resolve(OUT_OF_TIME);
      }, ms);
    });
  }

  async required<T>(operation: string, call: Promise<T>): Promise<T> {
    call.catch(() => undefined); // it may fail after the budget has answered for it
    const result = await Promise.race([call, this.#expired]);
    if (result === OUT_OF_TIME) throw new BookingSystemUnavailable(`${operation} (out of the booth page's time budget)`);
    return result as T;
  }

  async optional<T>(call: Promise<T | null>): Promise<T | null> {
    call.catch(() => undefined);
    const result = await Promise.race([call, this.#expired]);
    if (result !== OUT_OF_TIME) return result as T | null;
    this.cut = true;
    return null;
  }

  startIfInTime<T>(operation: string, call: () => Promise<T>): Promise<T> {
    return this.over ? Promise.reject(new BookingSystemUnavailable(`${operation} (out of the booth page's time budget)`)) : call();
  }

  end(): void {
    clearTimeout(this.#timer);
  }
}

function boothSection(booth: BookedBooth): BoothSectionView {
  return {
    regiNr: booth.regiNr,
    status: booth.status ?? null,
    label: localized((language) => boothLabel(booth, language)),
    standnummer: booth.standnummer ?? '',
    halleBezeichnung: localizedText(booth.halleBezeichnung),
    flaecheBrutto: booth.flaecheBrutto ?? null,
    blendentext: booth.blendentext ?? '',
    placeNum: booth.placeNum === null || booth.placeNum === undefined ? null : String(booth.placeNum),
    ausstellerTyp: booth.ausstellerTyp ?? null,
    hatWarenkorbPositionen: booth.hatWarenkorbPositionen === true,
    standLeistungId: booth.standLeistungId ?? null,
    standLeistungBezeichnung: localizedText(booth.standLeistungBezeichnung),
    gesamtpreisNetto: typeof booth.gesamtpreisNetto === 'number' ? money(toCentimes(booth.gesamtpreisNetto)) : null,
    standzugangText: localizedText(booth.standzugangText),
  };
}

function addressView(address: BookingAddress | null): AddressView | null {
  if (!address) return null;
  return {
    adresseId: address.adresseId,
    adresseTyp: address.adresseTyp ?? null,
    person: isPersonAddress(address),
    lines: localized((language) => addressLines(address, language)),
  };
}

function statusView(fair: ProductFair, status: string | null | undefined): StatusView {
  const flows = localized((language) => registrationStatusFlow(fair, status, language));
  const current = flows.de;
  return {
    step: current.current,
    label: localized((language) => flows[language].steps.find((step) => step.current)!.label),
    messageKey: current.messageKey,
    steps: current.steps.map((step, index) => ({
      step: step.step,
      label: localized((language) => flows[language].steps[index]!.label),
      reached: step.reached,
      current: step.current,
    })),
  };
}

function tabsView(booth: FairPageBooth): FairPageView['tabs'] {
  return { initial: initialFairPageTab(booth), disabled: disabledFairPageTabs(booth) };
}

const link = (href: string | null | undefined): LinkView | null => {
  const value = href?.trim();
  return value ? { href: value, window: linkWindow(value) } : null;
};

function actionsView(fair: ProductFair, booth: FairPageBooth, links: BoothLinks | null, language: Language, now: Date): ActionsView {
  const visible = fairPageActions({ fair, booth, registrationLink: links?.registration ?? null, now });
  return {
    registration: link(links?.registration),
    newBoothRegistration: visible.newBoothRegistration ? link(textOf(fair.defaultRegistrationUrl, language)) : null,
    gastroRegistration: visible.gastroRegistration
      ? link(links?.gastroRegistration?.trim() || textOf(fair.defaultGastroRegistrationUrl, language))
      : null,
    cartPositions: link(links?.cartPositions),
    addCoExhibitor: visible.addCoExhibitor ? link(links?.coExhibitorRegistration?.trim() || links?.registration) : null,
    rebook: link(links?.rebook),
    completeOrderBanner: visible.completeOrderBanner,
    contactTeamEmail: fair.teamEmail ?? null,
  };
}

const range = (value: { start?: IsoDate | null; end?: IsoDate | null } | null | undefined) =>
  value ? { start: value.start ?? null, end: value.end ?? null } : null;

const taskLinkView = (value: TaskLink | undefined): TaskLinkView | null => (value ? { kind: value.kind, href: value.href, window: value.window } : null);

function taskItemView(view: TaskView): TaskItemView {
  const { task } = view;
  return {
    id: task._id,
    displayName: task.displayName,
    headerText: task.headerText ?? null,
    serviceGroup: task.serviceGroup,
    period: range(task.period),
    required: task.required,
    state: view.state,
    done: view.done,
    completed: view.completed,
    dueDate: view.dueDate ?? null,
    link: taskLinkView(view.link),
    infoTexts: view.infoTexts.map((infoText) => infoText.text),
    notificationState: task.notificationState !== false,
    notificationSwitchOffered: view.notificationSwitchOffered,
  };
}

function taskGroupItemView(group: TaskGroupView): TaskGroupItemView {
  return {
    id: group.title?._id ?? `group-${group.serviceGroup}`,
    title: group.title?.displayName ?? null,
    serviceGroup: group.serviceGroup,
    state: group.state,
    done: group.done,
    dueDate: group.dueDate ?? null,
    link: taskLinkView(group.link),
    tasks: group.tasks.map(taskItemView),
  };
}

function documentView(document: BoothDocument): DocumentView {
  return {
    dokumentId: document.dokumentId,
    typ: document.typ,
    bezeichnung: document.bezeichnung ?? document.title ?? '',
    contentType: document.contentType ?? null,
    hall: document.hall ?? null,
    downloadUrl: `/api/rubin/documentcontent/${encodeURIComponent(document.dokumentId)}/file`,
  };
}

function fairDocumentViews(fair: ProductFair, now: Date): FairDocumentView[] {
  if (!areFairDocumentsVisible(fair, now)) return [];
  return (fair.documents ?? [])
    .filter((document) => (document.link ?? '').trim() !== '' && (!document.publish || isWithinDayRange(document.publish, now)))
    .map((document) => ({ uuid: document.uuid ?? null, typ: document.typ, title: document.title ?? document.bezeichnung ?? '', link: document.link!.trim() }));
}

function scheduleView(fair: ProductFair, now: Date): ScheduleView {
  return {
    steps: fairSchedule(fair.steps, now).map((step) => ({ displayName: step.displayName, dateRange: range(step.dateRange)!, active: step.active })),
  };
}

