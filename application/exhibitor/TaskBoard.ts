import {
  INSURANCE_SERVICE_GROUP,
  hasCompletingCosts,
  isHiddenByBoothService,
  isTaskShown,
  isTaskVisibleForBoothType,
  loadsShopLinks,
  type FairTask,
  type Language,
  type TaskBoardContext,
} from '../../domain/index.ts';
import type { BookedBooth, BookingSystem } from '../ports/BookingSystem.ts';
import type { CostLine } from '../../domain/tasks/types.ts';

/** What the product and the booking system know about one booth, before the service shop and order-exists are asked. */
export interface TaskBoardInput {
  readonly fairCode: string;
  readonly booth: BookedBooth;
  readonly language: Language;
  /** The booth's cost lines; still on their way, they hold back only order-exists (the shop links do not need them). */
  readonly costs: readonly CostLine[] | Promise<readonly CostLine[]>;
  readonly insuranceExists: boolean;
  /** The booth's switches kept by the product (TaskNotificationStates); they win over the booking system's. */
  readonly switches: Readonly<Record<string, boolean>>;
}

/**
 * The full context the domain's task rules need for one booth (exhibitor-area §4 Task done, §5 visibility):
 * the booth's data, plus the service-shop links of the service groups whose link comes from the shop, plus the
 * order-exists answers of the groups where that answer decides whether a task is done. `limit` runs each
 * booking-system call (e.g. a concurrency limit); by default they run as they come.
 */
export async function taskBoardContext(
  bookingSystem: BookingSystem,
  email: string,
  tasks: readonly FairTask[],
  input: TaskBoardInput,
  limit: <T>(call: () => Promise<T>) => Promise<T> = (call) => call(),
): Promise<TaskBoardContext> {
  const { booth } = input;
  const withoutCosts: TaskBoardContext = {
    fairCode: input.fairCode,
    regiNr: booth.regiNr,
    language: input.language,
    standLeistungId: booth.standLeistungId ?? null,
    ausstellerTyp: booth.ausstellerTyp ?? null,
    taskNotificationStates: { ...booth.taskNotificationStates, ...input.switches },
    costs: [],
    insuranceExists: input.insuranceExists,
    shopLinks: booth.shopzugaenge?.flatMap((access) => access.shopLinks ?? []) ?? [],
  };
  const shopId = booth.shopzugaenge?.find((access) => (access.shopId ?? '').trim() !== '')?.shopId ?? null;
  const shopGroups = shopId ? serviceGroupsNeedingShopLinks(tasks, withoutCosts) : [];
  const costs = Promise.resolve(input.costs);
  costs.catch(() => undefined); // awaited below, unless a shop link call throws first
  // Whether order-exists decides a task depends only on its own group's shop link and the costs, so each group asks
  // order-exists as soon as its own link and the costs are known, and groups without a shop link as soon as the
  // costs are: at most two booking-system rounds after the booth's, however many groups there are.
  const orderExistsOf = async (serviceGroup: string) =>
    [serviceGroup, await limit(() => bookingSystem.orderExists(email, booth.regiNr, serviceGroup))] as const;
  const withCosts = costs.then((lines): TaskBoardContext => ({ ...withoutCosts, costs: lines }));
  const [linked, unlinked, base] = await Promise.all([
    Promise.all(
      shopGroups.map(async (serviceGroup) => {
        const link = await limit(() =>
          bookingSystem.serviceShopLink(email, {
            regiNr: booth.regiNr,
            shopId: shopId!,
            serviceGroup,
            language: input.language,
          }),
        );
        const ofGroup = tasks.filter((entry) => entry.serviceGroup === serviceGroup);
        const asks = serviceGroupsNeedingOrderExists(ofGroup, {
          ...(await withCosts),
          serviceShopLinks: { [serviceGroup]: link ?? null },
        });
        return { serviceGroup, link: link ?? null, orders: await Promise.all(asks.map(orderExistsOf)) };
      }),
    ),
    withCosts.then((known) =>
      Promise.all(
        serviceGroupsNeedingOrderExists(tasks, { ...known, serviceShopLinks: {} })
          .filter((group) => !shopGroups.includes(group))
          .map(orderExistsOf),
      ),
    ),
    withCosts,
  ]);
  return {
    ...base,
    serviceShopLinks: Object.fromEntries(linked.map((entry) => [entry.serviceGroup, entry.link])),
    orderExists: Object.fromEntries(
      [...linked.flatMap((entry) => entry.orders), ...unlinked].map(([group, answer]) => [group, answer ?? null]),
    ),
  };
}

/** Whether a task or heading may show on this booth before its link is known (booth service, booth type). */
function mayShow(entry: FairTask, context: TaskBoardContext): boolean {
  return (
    !isHiddenByBoothService(entry, context.standLeistungId) && isTaskVisibleForBoothType(entry, context.ausstellerTyp)
  );
}

/**
 * Service groups whose deep link comes from the service shop: tasks and headings in service-group mode
 * (not VERS, which opens the Insurance route, exhibitor-area §5) that may show on the booth.
 */
export function serviceGroupsNeedingShopLinks(entries: readonly FairTask[], context: TaskBoardContext): string[] {
  const groups = entries
    .filter(
      (entry) =>
        loadsShopLinks(entry) && (entry.deeplinkmode ?? 'servicegroup') === 'servicegroup' && mayShow(entry, context),
    )
    .map((entry) => entry.serviceGroup);
  return [...new Set(groups)];
}

/**
 * Service groups whose tasks' done state depends on the order-exists answer (exhibitor-area §4 Task done):
 * shown tasks other than VERS that are not done by isDone or by the booth's costs.
 */
export function serviceGroupsNeedingOrderExists(entries: readonly FairTask[], context: TaskBoardContext): string[] {
  const groups = entries
    .filter(
      (entry) =>
        entry.type === 'task' &&
        entry.serviceGroup !== INSURANCE_SERVICE_GROUP &&
        entry.isDone !== true &&
        !hasCompletingCosts(entry, context.costs) &&
        isTaskShown(entry, context),
    )
    .map((entry) => entry.serviceGroup);
  return [...new Set(groups)];
}
