import {
  areBoothDocumentsShown,
  areFairDocumentsVisible,
  buildTaskGroups,
  groupCurrentFairDocuments,
  isFairPublished,
  NEW_BOOTH,
  registrationStepOf,
  type FairTask,
  type Language,
  type TaskGroupView,
  documentsReadBy,
} from '../../domain/index.ts';
import { serviceGroupTitles } from '../../domain/tasks/costNames.ts';
import { costsView, money } from './BoothCosts.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import { fairTasks } from './fairTasks.ts';
import { taskBoardContext } from './TaskBoard.ts';
import { fairSectionView } from './PublishedFairs.ts';
import { PageBudget } from './PageBudget.ts';
import { concurrencyLimit } from '../shared/concurrency.ts';
import { BookingSystemUnavailable, type Answer, type BookedBooth, type BookingSystem } from '../ports/BookingSystem.ts';
import type { Fairs, ProductFair } from '../ports/Fairs.ts';
import type { Insurances } from '../ports/Insurances.ts';
import type { TaskCatalogue } from '../ports/TaskCatalogue.ts';
import type { TaskNotificationStates } from '../ports/TaskNotificationStates.ts';
import type { BoothPageResult } from './BoothPageViews.ts';
import {
  actionsView,
  addressView,
  boothSection,
  documentView,
  fairDocumentViews,
  scheduleView,
  statusView,
  tabsView,
  taskGroupItemView,
  withoutContractActions,
} from './boothPageMappers.ts';

/** Rubin calls of one booth page that may be under way at once (more than the widest round of the demo fairs). */
export const BOOTH_PAGE_CONCURRENCY = 16;

/**
 * The whole booth page answers within this time, well inside the 20 s the spec gives one call
 * (exhibitor-area §7): together with the adapter serving a kept answer when Rubin is slow, a slow Rubin
 * gives a stale page in time instead of a page that waits for every call in turn.
 */
export const BOOTH_PAGE_BUDGET_MS = 8_000;

/** What the booth page and the task calendar share: the booth, its fair and its visible task groups. */
export interface BoothTasks {
  readonly booth: BookedBooth;
  readonly fair: ProductFair;
  /** The fair's task list as the exhibitor sees it (projected from the fair model). */
  readonly tasks: readonly FairTask[];
  readonly groups: readonly TaskGroupView[];
  readonly stale: boolean;
}

/** One load of the page: for the whole page or the tasks alone. */
interface PageRequest {
  readonly at: BoothScope<'readBooth' | 'workTasks'>;
  readonly language: Language;
  readonly now: Date;
  readonly scope: 'page' | 'tasks';
}

export interface BoothPageDependencies {
  readonly bookingSystem: BookingSystem;
  readonly fairs: Fairs;
  readonly taskCatalogue: TaskCatalogue;
  readonly insurances: Insurances;
  readonly notificationStates: TaskNotificationStates;
  /** The page's time budget; default BOOTH_PAGE_BUDGET_MS. */
  readonly budgetMs?: number;
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

  constructor(deps: BoothPageDependencies) {
    this.deps = deps;
  }

  /**
   * The page holds only what the reader's level shows (domain boothOperations): without readCosts no price and no
   * cost line, without readInvoices no priced document, without contractActions none of the holder's contract links.
   */
  async pageFor(scope: BoothScope<'readBooth'>, language: Language, now: Date): Promise<BoothPageResult> {
    const loaded = await this.load({ at: scope, language, now, scope: 'page' });
    if (!loaded) return { ok: false, error: 'boothNotFound' };
    const { booth, fair, tasks, costs, links, documents, addresses, groups, stale } = loaded;
    const { reader } = scope;
    const costsShown = scope.may('readCosts');
    const documentsShown =
      areBoothDocumentsShown(registrationStepOf(booth.status)) && areFairDocumentsVisible(fair, now);
    return {
      ok: true,
      view: {
        stale,
        language,
        isNew: false,
        ...(reader.sharedBy ? { sharedBy: reader.sharedBy } : {}),
        access: reader.access,
        fair: fairSectionView(fair),
        booth: costsShown ? boothSection(booth) : { ...boothSection(booth), gesamtpreisNetto: null },
        addresses: { contract: addressView(addresses.contract), correspondence: addressView(addresses.correspondence) },
        status: statusView(fair, booth.status),
        tabs: tabsView(booth),
        actions: scope.may('contractActions')
          ? actionsView(fair, booth, links, language, now)
          : withoutContractActions(actionsView(fair, booth, null, language, now)),
        taskGroups: groups.map(taskGroupItemView),
        costs: costsShown ? costsView(costs, serviceGroupTitles(tasks), language) : { groups: [], total: money(0) },
        documents: {
          shown: documentsShown,
          availableFrom: areFairDocumentsVisible(fair, now) ? null : (fair.documentsstartdate ?? null),
          groups: documentsShown
            ? groupCurrentFairDocuments(documentsReadBy(reader.access, documents)).map((group) => ({
                typ: group.typ,
                documents: group.documents.map(documentView),
              }))
            : [],
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
        documents: {
          shown: false,
          availableFrom: areFairDocumentsVisible(fair, now) ? null : (fair.documentsstartdate ?? null),
          groups: [],
          fairDocuments: fairDocumentViews(fair, now),
        },
        schedule: scheduleView(fair, now),
        calendarUrl: null,
      },
    };
  }

  /**
   * The booth's visible task groups (the task calendar, the deadlines, the notification switch); undefined when the
   * fair is gone. Only what the task states need is asked: not the links, documents or addresses.
   */
  async tasksOf(
    at: BoothScope<'readBooth' | 'workTasks'>,
    language: Language,
    now: Date,
  ): Promise<BoothTasks | undefined> {
    const loaded = await this.load({ at, language, now, scope: 'tasks' });
    if (!loaded) return undefined;
    const { booth, fair, tasks, groups, stale } = loaded;
    return { booth, fair, tasks, groups, stale };
  }

  private async load(request: PageRequest) {
    const budget = new PageBudget(this.deps.budgetMs ?? BOOTH_PAGE_BUDGET_MS);
    try {
      return await this.loadWithin(budget, request);
    } finally {
      budget.end();
    }
  }

  /**
   * The page's calls in as few booking-system rounds as their data allow. The user's booth list (usually kept fresh
   * by the home page) gives the booth itself: its entries are the booking system's whole registration, the same as
   * GET /booth/{id} answers, so the booth is not asked a second time. Then costs, links, documents and the addresses
   * at once, and per service group the shop link followed by order-exists. For the tasks alone (`scope` 'tasks') the
   * links, documents and addresses are not asked.
   */
  private async loadWithin(budget: PageBudget, request: PageRequest) {
    const { language, now, scope } = request;
    const { bookingSystem, fairs, taskCatalogue, insurances, notificationStates } = this.deps;
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

    const { listed, reader, regiNr } = request.at;
    const booth = listed.data;
    // A shared booth is the holder's at the booking system.
    const email = reader.principal.email;
    // The booth list may be a kept answer while the booth's own calls have nothing kept: the page then stands on
    // what is kept, marked stale, instead of failing for a booth the user sees on Home.
    let partial = listed.stale;
    const orKept = <T>(call: Promise<T | null>, kept: T | null): Promise<T | null> =>
      call.catch((error: unknown) => {
        if (!(error instanceof BookingSystemUnavailable)) throw error;
        partial = true;
        return kept;
      });
    const pageOnly = <T>(operation: string, call: () => Promise<Answer<T> | null>): Promise<T | null> =>
      scope === 'page' ? orKept(track(operation, call), null) : Promise.resolve(null);
    const costsCall = orKept(
      track('boothCosts', () => bookingSystem.boothCosts(email, regiNr)),
      null,
    );
    const linksCall = pageOnly('boothLinks', () => bookingSystem.boothLinks(email, regiNr));
    const documentsCall = pageOnly('boothDocuments', () => bookingSystem.boothDocuments(email, regiNr));
    const product = Promise.all([insurances.boothsWithInsurance([regiNr]), notificationStates.forBooth(regiNr)]);
    const addressCall = (adresseId: string | null | undefined) =>
      adresseId ? pageOnly('address', () => bookingSystem.address(email, adresseId)) : Promise.resolve(null);
    const addressesCall = Promise.all([
      addressCall(booth.vertragsAdresseId),
      addressCall(booth.korrespondenzAdresseId),
    ]);
    // Awaited below unless the fair is missing.
    for (const call of [costsCall, linksCall, documentsCall, product, addressesCall]) call.catch(() => undefined);
    const fairCall = fairs
      .byIdCode(booth.fairIdCode)
      .then(async (fair) => fair && { fair, tasks: await fairTasks(fair, taskCatalogue) });
    // The shop links do not wait for the costs: only order-exists needs them.
    const [withTasks, [insured, switches]] = await Promise.all([fairCall, product]);
    if (!withTasks) return undefined;
    const { fair, tasks } = withTasks;
    const boardCall = taskBoardContext(
      bookingSystem,
      email,
      tasks,
      {
        fairCode: fair.idCode,
        booth,
        language,
        costs: costsCall.then((lines) => lines ?? []),
        insuranceExists: insured.has(booth.regiNr),
        switches,
      },
      // Shop link and order-exists answer null for "unknown" (exhibitor-area §7): past the budget they are unknown.
      <T>(call: () => Promise<T>) =>
        budget.optional(rubin(() => (budget.over ? Promise.resolve(null) : call()))) as Promise<T>,
    );
    const [full, costs, links, documents, [contract, correspondence]] = await Promise.all([
      boardCall,
      costsCall,
      linksCall,
      documentsCall,
      addressesCall,
    ]);

    return {
      booth,
      fair,
      tasks,
      costs: costs ?? [],
      links,
      documents: documents ?? [],
      addresses: { contract, correspondence },
      groups: buildTaskGroups(tasks, full, now),
      stale: partial || budget.cut || answers.some((answer) => answer.stale),
    };
  }
}
