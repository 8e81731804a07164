import { buildTaskGroups, type FairTask, type Language, type TaskGroupView } from '../../domain/index.ts';
import type { BoothScope } from '../shared/BoothAccess.ts';
import { fairTasksIn, type FairTasksMemo } from './fairTasks.ts';
import { taskBoardContext } from './TaskBoard.ts';
import { PageBudget } from './PageBudget.ts';
import { concurrencyLimit } from '../shared/concurrency.ts';
import { BookingSystemUnavailable, type Answer, type BookedBooth, type BookingSystem } from '../ports/BookingSystem.ts';
import type { Fairs, ProductFair } from '../ports/Fairs.ts';
import type { Insurances } from '../ports/Insurances.ts';
import type { TaskCatalogue } from '../ports/TaskCatalogue.ts';
import type { TaskNotificationStates } from '../ports/TaskNotificationStates.ts';

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
interface BoothPageRequest {
  readonly at: BoothScope<'readBooth' | 'workTasks' | 'assignTasks'>;
  readonly language: Language;
  readonly now: Date;
  readonly scope: 'page' | 'tasks';
  /** The run's fair tasks, when the page is one of many booths read together. */
  readonly fairTasks?: FairTasksMemo;
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

/** The booking-system data of one booth page; undefined when the booth's fair is gone. */
export type BoothPageData = NonNullable<Awaited<ReturnType<typeof loadWithin>>>;

/**
 * The booth's booking-system and portal data for its page or its tasks, within the page's time budget: its calls
 * run in parallel as far as their data allow, at most BOOTH_PAGE_CONCURRENCY at once, and order-exists is asked
 * only for tasks whose state depends on it.
 */
export async function loadBoothPage(
  deps: BoothPageDependencies,
  request: BoothPageRequest,
): Promise<BoothPageData | undefined> {
  // The budget is the whole request's: finding the booth on the user's lists has spent part of it.
  const budget = new PageBudget(Math.max(0, (deps.budgetMs ?? BOOTH_PAGE_BUDGET_MS) - request.at.foundInMs));
  try {
    return await loadWithin(deps, budget, request);
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
async function loadWithin(deps: BoothPageDependencies, budget: PageBudget, request: BoothPageRequest) {
  const { language, now, scope } = request;
  const { bookingSystem, fairs, taskCatalogue, insurances, notificationStates } = deps;
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
  const addressesCall = Promise.all([addressCall(booth.vertragsAdresseId), addressCall(booth.korrespondenzAdresseId)]);
  // Awaited below unless the fair is missing.
  for (const call of [costsCall, linksCall, documentsCall, product, addressesCall]) call.catch(() => undefined);
  const fairCall = fairs
    .byIdCode(booth.fairIdCode)
    .then(async (fair) => fair && { fair, tasks: await fairTasksIn(request.fairTasks, fair, taskCatalogue) });
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
