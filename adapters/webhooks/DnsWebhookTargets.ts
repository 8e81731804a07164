import { lookup } from 'node:dns/promises';
import type { WebhookTargets } from '../../application/ports/Webhooks.ts';
import {
  checkResolvedAddresses,
  checkTargetUrl,
  TARGET_MESSAGES,
  targetPort,
  type TargetPolicy,
} from '../../domain/index.ts';

/** A target that passed the check: the URL and the one address the request must go to. */
export interface CheckedTarget {
  readonly url: URL;
  readonly address: string;
  readonly family: 4 | 6;
}

export type TargetResolution = { ok: true; target: CheckedTarget } | { ok: false; message: string };

/** Resolves a host name to every address it has (the system resolver, as a request would). */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The webhook target rules of domain/webhooks applied after DNS: every address the host resolves to must be
 * allowed (in development loopback as well, but not on a port of the portal's own components), and the request is
 * then made to the first of them (the caller connects to `address`, never resolving again, so a DNS answer that
 * changes after the check cannot point the request elsewhere).
 */
export class DnsWebhookTargets implements WebhookTargets {
  readonly #policy: TargetPolicy;
  readonly #resolve: Resolve;

  constructor(policy: TargetPolicy, resolve: Resolve = systemResolve) {
    this.#policy = policy;
    this.#resolve = resolve;
  }

  async refusal(url: string): Promise<string | undefined> {
    const resolved = await this.resolve(url);
    return resolved.ok ? undefined : resolved.message;
  }

  async resolve(text: string): Promise<TargetResolution> {
    const checked = checkTargetUrl(text, this.#policy);
    if (!checked.ok) return checked;
    let addresses: { address: string; family: number }[];
    try {
      addresses = await this.#resolve(checked.host);
    } catch {
      return { ok: false, message: TARGET_MESSAGES.unresolvable };
    }
    const refusal = checkResolvedAddresses(
      addresses.map((entry) => entry.address),
      targetPort(checked.url),
      this.#policy,
    );
    if (refusal) return { ok: false, message: refusal };
    const first = addresses[0];
    return { ok: true, target: { url: checked.url, address: first.address, family: first.family === 6 ? 6 : 4 } };
  }
}
