import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  checkResolvedAddresses,
  checkTargetUrl,
  isLoopbackAddress,
  isPublicAddress,
  nextAttemptAt,
  retryDelayMs,
  TARGET_MESSAGES,
  WEBHOOK_RETRY_WINDOW_MS,
} from '../../../domain/index.ts';

// Webhook targets: production sends only to https on public addresses (no loopback, private, link-local, CGNAT,
// unique-local, multicast, nor IPv6 forms of those); development also allows loopback to try it locally.
const PRODUCTION = { publicOnly: true };
const DEVELOPMENT = { publicOnly: false };

const octet = fc.integer({ min: 0, max: 255 });
const v4In = (first: number, second?: fc.Arbitrary<number>) =>
  fc.tuple(second ?? octet, octet, octet).map(([b, c, d]) => `${first}.${b}.${c}.${d}`);
const internalV4 = fc.oneof(
  v4In(0),
  v4In(10),
  v4In(127),
  v4In(100, fc.integer({ min: 64, max: 127 })),
  v4In(169, fc.constant(254)),
  v4In(172, fc.integer({ min: 16, max: 31 })),
  v4In(192, fc.constant(168)),
  fc.tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet).map((parts) => parts.join('.')),
);
const hex = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
const internalV6 = fc.oneof(
  fc.constant('::1'),
  fc.constant('::'),
  fc.tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), hex).map(([first, rest]) => `${first.toString(16)}:${rest}::1`),
  fc.tuple(fc.integer({ min: 0xfe80, max: 0xfebf }), hex).map(([first, rest]) => `${first.toString(16)}::${rest}`),
  fc.tuple(fc.integer({ min: 0xff00, max: 0xffff }), hex).map(([first, rest]) => `${first.toString(16)}::${rest}`),
  internalV4.map((v4) => `::ffff:${v4}`),
);
/** Public IPv4: first octets outside every special range. */
const publicV4 = fc
  .tuple(
    fc.constantFrom(1, 8, 9, 11, 45, 80, 99, 101, 126, 128, 150, 171, 173, 191, 193, 200, 223),
    octet,
    octet,
    octet,
  )
  .map((parts) => parts.join('.'));

describe('webhook targets', () => {
  it('internal IPv4 and IPv6 addresses (also IPv4-mapped) are never public', () => {
    fc.assert(
      fc.property(fc.oneof(internalV4, internalV6), (address) => {
        expect(isPublicAddress(address)).toBe(false);
        expect(checkResolvedAddresses([address], 443, PRODUCTION)).toBe(TARGET_MESSAGES.internal);
        expect(
          checkTargetUrl(`https://[${address}]/`.replace(/^https:\/\/\[([\d.]+)\]/, 'https://$1'), PRODUCTION),
        ).toEqual({ ok: false, message: TARGET_MESSAGES.internal });
      }),
    );
  });

  it('public addresses pass in production; one internal address among them refuses the host', () => {
    fc.assert(
      fc.property(fc.array(publicV4, { minLength: 1, maxLength: 4 }), internalV4, (publics, internal) => {
        expect(checkResolvedAddresses(publics, 443, PRODUCTION)).toBeUndefined();
        expect(checkResolvedAddresses([...publics, internal], 443, PRODUCTION)).toBe(TARGET_MESSAGES.internal);
        expect(publics.some(isLoopbackAddress)).toBe(false);
      }),
    );
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('production wants https; development allows loopback http only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 65535 }),
        fc.constantFrom('127.0.0.1', 'localhost', '[::1]'),
        (port, host) => {
          const url = `http://${host}:${port}/hook`;
          expect(checkTargetUrl(url, PRODUCTION)).toEqual({ ok: false, message: TARGET_MESSAGES.httpsOnly });
          expect(checkTargetUrl(url, DEVELOPMENT).ok).toBe(true);
          expect(checkResolvedAddresses(['127.0.0.1'], port, DEVELOPMENT)).toBeUndefined();
          expect(checkResolvedAddresses(['127.0.0.1'], port, PRODUCTION)).toBe(TARGET_MESSAGES.internal);
        },
      ),
    );
    expect(checkTargetUrl('http://example.com/', DEVELOPMENT).ok).toBe(false);
    expect(checkTargetUrl('https://user:pw@example.com/', PRODUCTION)).toEqual({
      ok: false,
      message: TARGET_MESSAGES.credentials,
    });
    expect(checkTargetUrl('ftp://example.com/', PRODUCTION).ok).toBe(false);
    expect(checkTargetUrl('https://hooks.example.com/a?b=c', PRODUCTION).ok).toBe(true);
    expect(checkTargetUrl('https://192.168.1.1/', DEVELOPMENT)).toEqual({
      ok: false,
      message: TARGET_MESSAGES.internal,
    });
  });
});

describe('webhook retries', () => {
  it('wait longer after every failure and stop 24 hours after the first attempt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10_000 }), (failed, base) => {
        expect(retryDelayMs(failed + 1, base)).toBeGreaterThanOrEqual(retryDelayMs(failed, base));
        const first = new Date('2026-11-26T00:00:00Z');
        const now = new Date(first.getTime() + failed * 60_000);
        const next = nextAttemptAt(first, failed, now, base);
        if (next) expect(next.getTime() - first.getTime()).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
        const late = new Date(first.getTime() + WEBHOOK_RETRY_WINDOW_MS);
        expect(nextAttemptAt(first, failed, late, base)).toBeUndefined();
      }),
    );
    expect([1, 2, 3, 4, 5, 6].map((failed) => retryDelayMs(failed, 5_000) / 1000)).toEqual([
      5, 30, 120, 600, 1800, 3600,
    ]);
  });
});
