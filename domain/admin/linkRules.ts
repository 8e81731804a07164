/**
 * The one link rule and the one e-mail rule of the back office. Every link a manager maintains reaches the
 * exhibitors' pages, other services and mails as it is stored, so only addresses a browser follows as a plain
 * navigation are taken:
 * - an absolute `https://` or `http://` address with a host;
 * - a path of this portal, starting with a single `/` (a second `/` or `\` would make it protocol-relative,
 *   i.e. another host);
 * - `mailto:` with one valid e-mail address, and only where a mail address is meant (`allowMailto`).
 * Surrounding blanks are ignored; blanks, control characters and backslashes inside are not, because the
 * URL parser drops or rewrites them silently (`java\tscript:` reads as `javascript:`).
 */

/** Where a link may also be a mail address. */
export interface LinkOptions {
  readonly allowMailto?: boolean;
}

/** The column limit of every link field (openapi maxLength). */
export const MAX_LINK_LENGTH = 2000;
/** RFC 5321: a forward path holds at most 254 characters, its local part at most 64. */
export const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_LENGTH = 64;

// Whitespace, C0/C1 controls, DEL and the backslash; none is ever needed in a link.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_LINK = /[\s\u0000-\u001f\u007f-\u009f\\]/;
// The authority must follow the two slashes at once: the parser would read `http:///path` as the host `path`.
const WEB_SCHEME = /^https?:\/\/[^/?#@]/i;
const MAILTO_SCHEME = /^mailto:/i;
// Base for reading a path with the URL parser; never part of a result.
const PATH_BASE = 'https://portal.invalid';

// The characters of an HTML e-mail input's local part, as dot-separated atoms.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// A host name of labels (letters, digits, inner hyphens, at most 63 each) ending in a top-level domain of letters.
const DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True when the value (surrounding blanks ignored) is an e-mail address a mail server accepts. */
export function isValidEmailAddress(value: string): boolean {
  const address = value.trim();
  if (address.length === 0 || address.length > MAX_EMAIL_LENGTH) return false;
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return local.length <= MAX_EMAIL_LOCAL_LENGTH && LOCAL_PART.test(local) && DOMAIN.test(domain);
}

function isWebAddress(link: string): boolean {
  if (!WEB_SCHEME.test(link)) return false;
  const url = URL.parse(link);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

function isPortalPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  return URL.parse(link, PATH_BASE)?.origin === PATH_BASE;
}

function isMailtoAddress(link: string): boolean {
  if (!MAILTO_SCHEME.test(link)) return false;
  const [addressPart] = link.slice('mailto:'.length).split('?', 1);
  try {
    return isValidEmailAddress(decodeURIComponent(addressPart));
  } catch {
    return false;
  }
}

/** True when the value (surrounding blanks ignored) is a link the rule takes. */
export function isConformingLink(value: string, options: LinkOptions = {}): boolean {
  const link = value.trim();
  if (link.length === 0 || link.length > MAX_LINK_LENGTH || FORBIDDEN_IN_LINK.test(link)) return false;
  if (isWebAddress(link) || isPortalPath(link)) return true;
  return options.allowMailto === true && isMailtoAddress(link);
}

/**
 * What the exhibitor side may output of a stored link: the link without surrounding blanks when it conforms,
 * else null (a link stored before the rule, or written past the back office, is dropped rather than served).
 */
export function servableLink(value: string | null | undefined, options: LinkOptions = {}): string | null {
  if (typeof value !== 'string' || !isConformingLink(value, options)) return null;
  return value.trim();
}
