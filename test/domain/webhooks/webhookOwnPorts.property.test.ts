import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkResolvedAddresses, checkTargetUrl, TARGET_MESSAGES } from '../../../domain/index.ts';

// In development a webhook may target loopback, but not on a port of the portal's own components (its PostgreSQL,
// HTTP, metrics, simulator ...): the delivery log would otherwise tell which of them answer. Production refuses
// loopback on every port, whatever the own ports are.

const port = fc.integer({ min: 1, max: 65535 });
const ownPorts = fc.uniqueArray(port, { minLength: 1, maxLength: 6 }).map((ports) => new Set(ports));
const octet = fc.integer({ min: 0, max: 255 });
const loopbackV4 = fc.tuple(octet, octet, octet).map(([b, c, d]) => `127.${b}.${c}.${d}`);
/** Loopback addresses as DNS may answer them. */
const loopback = fc.oneof(
  loopbackV4,
  fc.constant('::1'),
  loopbackV4.map((v4) => `::ffff:${v4}`),
);
/** Loopback hosts as a URL may name them. */
const loopbackHost = fc.oneof(loopbackV4, fc.constantFrom('localhost', '[::1]', '[::ffff:127.0.0.1]', 'LOCALHOST'));
const publicV4 = fc
  .tuple(fc.constantFrom(1, 8, 45, 80, 128, 193, 223), octet, octet, octet)
  .map((parts) => parts.join('.'));

const development = (ports: ReadonlySet<number>) => ({ publicOnly: false, ownPorts: ports });
const production = (ports: ReadonlySet<number>) => ({ publicOnly: true, ownPorts: ports });

describe("webhook targets on the portal's own ports", () => {
  it('a loopback URL in development is refused exactly on an own port, for http and https alike', () => {
    fc.assert(
      fc.property(ownPorts, port, loopbackHost, fc.constantFrom('http', 'https'), (own, chosen, host, scheme) => {
        const checked = checkTargetUrl(`${scheme}://${host}:${chosen}/hook`, development(own));
        if (own.has(chosen)) expect(checked).toEqual({ ok: false, message: TARGET_MESSAGES.ownPort });
        else expect(checked.ok).toBe(true);
      }),
    );
  });

  it('an own port is refused however the URL names it: given, or as the default of its scheme', () => {
    fc.assert(
      fc.property(ownPorts, loopbackHost, (own, host) => {
        const ports = new Set([...own, 80, 443]);
        for (const url of [`http://${host}/`, `https://${host}/`, `http://${host}:${[...own][0]}/`])
          expect(checkTargetUrl(url, development(ports))).toEqual({ ok: false, message: TARGET_MESSAGES.ownPort });
      }),
    );
    // Subdomains of localhost are this machine too (RFC 6761), before any DNS answer.
    expect(checkTargetUrl('https://hooks.localhost:5432/', development(new Set([5432])))).toEqual({
      ok: false,
      message: TARGET_MESSAGES.ownPort,
    });
    expect(checkTargetUrl('https://hooks.localhost:5433/', development(new Set([5432]))).ok).toBe(true);
  });

  it('after DNS: one loopback answer on an own port refuses the host; off the own ports loopback passes', () => {
    fc.assert(
      fc.property(
        ownPorts,
        port,
        fc.array(loopback, { minLength: 1, maxLength: 3 }),
        fc.array(publicV4, { maxLength: 3 }),
        (own, chosen, loopbacks, publics) => {
          const answers = [...publics, ...loopbacks];
          expect(checkResolvedAddresses(answers, chosen, development(own))).toBe(
            own.has(chosen) ? TARGET_MESSAGES.ownPort : undefined,
          );
        },
      ),
    );
  });

  it('public addresses are never refused for the number of their port', () => {
    fc.assert(
      fc.property(ownPorts, fc.array(publicV4, { minLength: 1, maxLength: 4 }), (own, publics) => {
        for (const chosen of own) {
          expect(checkResolvedAddresses(publics, chosen, development(own))).toBeUndefined();
          expect(checkResolvedAddresses(publics, chosen, production(own))).toBeUndefined();
          expect(checkTargetUrl(`https://${publics[0]}:${chosen}/`, development(own)).ok).toBe(true);
        }
      }),
    );
  });

  it('production stays as it was: loopback is refused on every port, an internal answer says so first', () => {
    fc.assert(
      fc.property(ownPorts, port, loopback, (own, chosen, address) => {
        expect(checkResolvedAddresses([address], chosen, production(own))).toBe(TARGET_MESSAGES.internal);
        expect(checkResolvedAddresses([address], chosen, production(new Set()))).toBe(TARGET_MESSAGES.internal);
        // A private address beside a loopback one on an own port: the network is the reason, not the port.
        expect(checkResolvedAddresses([address, '10.0.0.1'], [...own][0], development(own))).toBe(
          TARGET_MESSAGES.internal,
        );
        expect(checkTargetUrl(`https://127.0.0.1:${chosen}/`, production(own))).toEqual({
          ok: false,
          message: TARGET_MESSAGES.internal,
        });
      }),
    );
  });
});
