import type { Language, ShopLink, ShopLinkTarget } from '../exhibitor/types.ts';
import { INSURANCE_SERVICE_GROUP, type FairTask, type ServiceGroup } from './types.ts';

/** Where a link opens: the product's own window or a new one. */
export type LinkWindow = 'same' | 'new';

/**
 * Links starting with a single slash (a path of this product, not the protocol-relative `//host`) open in the
 * same window; links to other hosts open in a new window (exhibitor-area §5).
 */
export function linkWindow(href: string): LinkWindow {
  return href.startsWith('/') && !href.startsWith('//') ? 'same' : 'new';
}

/** The Insurance route of a booth: /fair/:code/:booth/insurance (exhibitor-area §2). */
export function insuranceRoute(fairCode: string, regiNr: string): string {
  return `/fair/${encodeURIComponent(fairCode)}/${encodeURIComponent(regiNr)}/insurance`;
}

/** The insurance task (VERS) opens the Insurance route and needs no shop links (exhibitor-area §5). */
export function loadsShopLinks(task: Pick<FairTask, 'serviceGroup'>): boolean {
  return task.serviceGroup !== INSURANCE_SERVICE_GROUP;
}

export interface DeepLinkParameters {
  readonly language: Language;
  readonly regiNr: string;
  readonly serviceGroup: ServiceGroup;
}

// Base for resolving relative and protocol-relative addresses with the URL API; never appears in a result.
const RELATIVE_BASE = 'https://relative.invalid';

/**
 * The target address with the query parameters language, regi-nr and service-group set (exhibitor-area §5).
 * Existing query parameters and the fragment are kept; an existing parameter of the same name is replaced.
 * Relative addresses stay relative; an address that is not a URL at all is returned unchanged.
 */
export function withDeepLinkParameters(href: string, parameters: DeepLinkParameters): string {
  const absolute = URL.canParse(href);
  const url = URL.parse(href, RELATIVE_BASE);
  if (!url) return href;
  url.searchParams.set('language', parameters.language);
  url.searchParams.set('regi-nr', parameters.regiNr);
  url.searchParams.set('service-group', parameters.serviceGroup);
  if (absolute) return url.toString();
  if (href.startsWith('//')) return `//${url.host}${url.pathname}${url.search}${url.hash}`;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the booth offers for resolving task links. */
export interface TaskLinkContext {
  readonly fairCode: string;
  readonly regiNr: string;
  readonly language: Language;
  /** The service-shop deep link (first item's href of GET /rubin/serviceshop) per service group. */
  readonly serviceShopLinks?: Readonly<Partial<Record<string, string | null>>> | null;
  /** The booth's shop links (from its shop accesses), for catalogue and file-upload tasks. */
  readonly shopLinks?: readonly ShopLink[] | null;
}

export interface TaskLink {
  readonly kind: 'insurance' | 'deeplink';
  readonly href: string;
  readonly window: LinkWindow;
}

function nonBlank(value: string | null | undefined): string | undefined {
  return value !== null && value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}

/** The first of the booth's shop links to the target that has an address. */
function shopLinkHref(context: TaskLinkContext, ziel: ShopLinkTarget): string | undefined {
  return nonBlank(context.shopLinks?.find((link) => link.ziel === ziel && nonBlank(link.href) !== undefined)?.href);
}

/** The target address of a task's deep link by its mode, before the query parameters are added. */
export function deepLinkTarget(
  task: Pick<FairTask, 'serviceGroup' | 'deeplinkmode' | 'url'>,
  context: TaskLinkContext,
): string | undefined {
  switch (task.deeplinkmode) {
    case 'manual':
      return nonBlank(task.url);
    case 'katalog':
      return shopLinkHref(context, 'KATALOG');
    case 'fileupload':
      return shopLinkHref(context, 'FILEUPLOAD');
    default:
      return nonBlank(context.serviceShopLinks?.[task.serviceGroup]) ?? nonBlank(task.url);
  }
}

/**
 * The link of a task or task group (exhibitor-area §5): VERS goes to the Insurance route in the same window;
 * any other task goes to its deep-link target with language, regi-nr and service-group, in a new window when
 * the task says manualdeeplinktargetblank, the same window when it says false, and by the single-slash rule
 * when it says nothing. Undefined when the task has no target address.
 */
export function taskLink(
  task: Pick<FairTask, 'serviceGroup' | 'deeplinkmode' | 'url' | 'manualdeeplinktargetblank'>,
  context: TaskLinkContext,
): TaskLink | undefined {
  if (task.serviceGroup === INSURANCE_SERVICE_GROUP) {
    return { kind: 'insurance', href: insuranceRoute(context.fairCode, context.regiNr), window: 'same' };
  }
  const target = deepLinkTarget(task, context);
  if (target === undefined) return undefined;
  const href = withDeepLinkParameters(target, {
    language: context.language,
    regiNr: context.regiNr,
    serviceGroup: task.serviceGroup,
  });
  const window =
    task.manualdeeplinktargetblank === undefined ? linkWindow(target) : task.manualdeeplinktargetblank ? 'new' : 'same';
  return { kind: 'deeplink', href, window };
}
