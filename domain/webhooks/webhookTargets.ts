/**
 * Where a webhook may send (server-side request forgery): in production only `https:` URLs whose every resolved
 * address is public, so a subscription cannot make the portal call its own database, the cloud's metadata
 * service or anything else on an internal network. The URL is checked when it is saved and again before every
 * send, after resolving its host, and the request then goes to the address that was checked (a DNS answer that
 * changes in between cannot redirect it). In development loopback targets are allowed, to try webhooks locally, but
 * not on the ports of the portal's own components: otherwise the delivery log (its status codes and errors) would
 * tell which of them answer, a port scanner of the portal's database, metrics and simulators.
 */

export interface TargetPolicy {
  /** Production: https only, public addresses only. Otherwise loopback (http or https) is allowed as well. */
  readonly publicOnly: boolean;
  /** The ports the portal's own components listen on: a loopback target may use none of them. Absent: none. */
  readonly ownPorts?: ReadonlySet<number>;
}

export const WEBHOOK_URL_MAX_LENGTH = 2000;

export type TargetCheck = { ok: true; url: URL; host: string } | { ok: false; message: string };

export const TARGET_MESSAGES = {
  invalid: 'Die URL ist ungültig; sie muss mit https:// beginnen.',
  httpsOnly: 'Nur https:-Adressen sind erlaubt.',
  credentials: 'Die URL darf keinen Benutzernamen und kein Passwort enthalten.',
  internal: 'Die Adresse zeigt in ein internes Netz (Loopback, privat, Link-Local) und ist nicht erlaubt.',
  unresolvable: 'Der Host der URL lässt sich nicht auflösen.',
  ownPort:
    'Dieser Port auf Loopback gehört zum Portal selbst (Datenbank, Metriken, Buchungssystem-Simulator …) und ist als Ziel nicht erlaubt.',
} as const;

/** The port a request to `url` goes to: the one it names, or its scheme's default. */
export function targetPort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** Names that stand for this machine whatever DNS says (RFC 6761): localhost and its subdomains. */
export function isLoopbackName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The IPv4 address as a number, or undefined when `text` is not a dotted quad. */
export function ipv4Number(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const byte = Number(part);
    if (byte > 255) return undefined;
    value = value * 256 + byte;
  }
  return value;
}

/** The eight 16-bit groups of an IPv6 address (also with an embedded IPv4 tail), or undefined. */
export function ipv6Groups(text: string): number[] | undefined {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!address.includes(':')) return undefined;
  let tail: number[] = [];
  let head = address;
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = ipv4Number(last);
    if (v4 === undefined) return undefined;
    tail = [Math.floor(v4 / 65536), v4 % 65536];
    head = address.slice(0, lastColon + 1) + '0';
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string): number[] | undefined => {
    if (half === '') return [];
    const groups = half.split(':').map((group) => (/^[0-9a-f]{1,4}$/i.test(group) ? parseInt(group, 16) : NaN));
    return groups.some(Number.isNaN) ? undefined : groups;
  };
  const left = parse(halves[0]);
  const right = halves.length === 2 ? parse(halves[1]) : [];
  if (!left || !right) return undefined;
  let groups: number[];
  if (halves.length === 2) {
    const missing = 8 - left.length - right.length - (tail.length > 0 ? 1 : 0);
    if (missing < 1) return undefined;
    groups = [...left, ...new Array<number>(missing).fill(0), ...right];
  } else groups = left;
  if (tail.length > 0) groups = [...groups.slice(0, -1), ...tail];
  return groups.length === 8 ? groups : undefined;
}

const inV4 = (value: number, base: string, bits: number): boolean => {
  const start = ipv4Number(base)!;
  const size = 2 ** (32 - bits);
  return value >= start && value < start + size;
};

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const V4_NON_PUBLIC: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4IsPublic(value: number): boolean {
  return !V4_NON_PUBLIC.some(([base, bits]) => inV4(value, base, bits));
}

/** The IPv4 address an IPv6 address stands for (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64), if any. */
function embeddedV4(groups: readonly number[]): number | undefined {
  const v4 = groups[6] * 65536 + groups[7];
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeros(5) && groups[5] === 0xffff) return v4;
  if (zeros(6)) return v4;
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return v4;
  return undefined;
}

function v6IsPublic(groups: readonly number[]): boolean {
  const v4 = embeddedV4(groups);
  if (v4 !== undefined) return v4IsPublic(v4);
  const first = groups[0];
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link local
  if ((first & 0xffc0) === 0xfec0) return false; // fec0::/10 site local (deprecated)
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (first === 0x2001 && groups[1] === 0x0db8) return false; // documentation
  if (first === 0x2001 && groups[1] < 0x0200) return false; // 2001::/23 special purpose (Teredo, ORCHID ...)
  if (first === 0x2002) return false; // 6to4 may tunnel to any IPv4 address
  return (first & 0xe000) === 0x2000; // only global unicast 2000::/3
}

/** Whether `address` (an IP literal) is on the public internet; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Number(address);
  if (v4 !== undefined) return v4IsPublic(v4);
  const groups = ipv6Groups(address);
  return groups !== undefined && v6IsPublic(groups);
}

/** Whether `address` is this machine: 127.0.0.0/8, ::1, or ::ffff:127.x.x.x. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = ipv4Number(address);
  if (v4 !== undefined) return inV4(v4, '127.0.0.0', 8);
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const embedded = embeddedV4(groups);
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return true;
  return embedded !== undefined && groups[5] === 0xffff && inV4(embedded, '127.0.0.0', 8);
}

/** Whether the policy lets a request go to `address` (on some port). */
export function addressAllowed(address: string, policy: TargetPolicy): boolean {
  return isPublicAddress(address) || (!policy.publicOnly && isLoopbackAddress(address));
}

/** Why the policy refuses a request to `address` on `port`, or undefined when it may go there. */
export function addressRefusal(address: string, port: number, policy: TargetPolicy): string | undefined {
  if (!addressAllowed(address, policy)) return TARGET_MESSAGES.internal;
  if (isLoopbackAddress(address) && policy.ownPorts?.has(port)) return TARGET_MESSAGES.ownPort;
  return undefined;
}

/** The URL's own rules, before its host is resolved: scheme, no credentials, an IP literal host is checked here. */
export function checkTargetUrl(text: string, policy: TargetPolicy): TargetCheck {
  if (text.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, message: TARGET_MESSAGES.invalid };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: TARGET_MESSAGES.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: TARGET_MESSAGES.invalid };
  if (url.username !== '' || url.password !== '') return { ok: false, message: TARGET_MESSAGES.credentials };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') return { ok: false, message: TARGET_MESSAGES.invalid };
  const literal = ipv4Number(host) !== undefined || ipv6Groups(host) !== undefined;
  if (url.protocol === 'http:' && (policy.publicOnly || !(literal ? isLoopbackAddress(host) : host === 'localhost')))
    return { ok: false, message: TARGET_MESSAGES.httpsOnly };
  const port = targetPort(url);
  const refusal = literal
    ? addressRefusal(host, port, policy)
    : isLoopbackName(host) && !policy.publicOnly && policy.ownPorts?.has(port)
      ? TARGET_MESSAGES.ownPort
      : undefined;
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, url, host };
}

/**
 * The resolved addresses of the URL's host, for a request to `port`: every one must be allowed (one internal
 * answer is enough to refuse, and so is one loopback answer on a port of the portal's own).
 */
export function checkResolvedAddresses(
  addresses: readonly string[],
  port: number,
  policy: TargetPolicy,
): string | undefined {
  if (addresses.length === 0) return TARGET_MESSAGES.unresolvable;
  const refusals = addresses.map((address) => addressRefusal(address, port, policy));
  return refusals.find((refusal) => refusal === TARGET_MESSAGES.internal) ?? refusals.find(Boolean);
}
