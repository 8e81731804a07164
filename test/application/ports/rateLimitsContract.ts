import { describe, expect, it } from '@jest/globals';
import type { RateLimits, RateRule } from '../../../application/ports/RateLimits.ts';

const start = new Date('2026-11-21T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const FIVE_IN_TEN_MINUTES: RateRule = { kind: 'window', limit: 5, windowMs: 10 * 60_000 };
const BURST_OF_THREE: RateRule = { kind: 'bucket', burst: 3, perSecond: 2 };

/** What every RateLimits must do; `limits` answers a fresh store, `key` a key no other test uses. */
export function rateLimitsContract(
  name: string,
  setup: () => { limits: () => RateLimits; key: (name: string) => string },
) {
  describe(`RateLimits contract: ${name}`, () => {
    it('window: allows the limit within the window, refuses the next until the oldest counted take leaves it', async () => {
      const { limits, key } = setup();
      const anna = key('anna');
      for (let minute = 0; minute < 5; minute += 1)
        expect(await limits().take(anna, FIVE_IN_TEN_MINUTES, at(minute * 60_000))).toEqual({ allowed: true });
      expect(await limits().take(anna, FIVE_IN_TEN_MINUTES, at(5 * 60_000))).toEqual({
        allowed: false,
        retryAfterSeconds: 300,
      });
      // A refused take counts nothing: the first leaves the window at ten minutes.
      expect(await limits().take(anna, FIVE_IN_TEN_MINUTES, at(10 * 60_000 + 1))).toEqual({ allowed: true });
      expect(await limits().take(anna, FIVE_IN_TEN_MINUTES, at(10 * 60_000 + 2))).toEqual({
        allowed: false,
        retryAfterSeconds: 60,
      });
      expect(await limits().take(key('luc'), FIVE_IN_TEN_MINUTES, at(10 * 60_000 + 2))).toEqual({ allowed: true });
    });

    it('window: of many takes at once, exactly the limit is allowed', async () => {
      const { limits, key } = setup();
      const many = key('many');
      const decisions = await Promise.all(
        Array.from({ length: 12 }, (_, index) => limits().take(many, FIVE_IN_TEN_MINUTES, at(index))),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    });

    it('bucket: allows the burst, then one take per refilled token', async () => {
      const { limits, key } = setup();
      const bob = key('bob');
      for (let take = 0; take < 3; take += 1)
        expect(await limits().take(bob, BURST_OF_THREE, at(0))).toEqual({ allowed: true });
      expect(await limits().take(bob, BURST_OF_THREE, at(0))).toEqual({ allowed: false, retryAfterSeconds: 1 });
      expect(await limits().take(bob, BURST_OF_THREE, at(500))).toEqual({ allowed: true });
      expect((await limits().take(bob, BURST_OF_THREE, at(600))).allowed).toBe(false);
      // Never more than the burst, however long it rested.
      for (let take = 0; take < 3; take += 1)
        expect(await limits().take(bob, BURST_OF_THREE, at(3_600_000))).toEqual({ allowed: true });
      expect((await limits().take(bob, BURST_OF_THREE, at(3_600_000))).allowed).toBe(false);
    });

    it('bucket: of many takes at once, exactly the burst is allowed', async () => {
      const { limits, key } = setup();
      const many = key('bucket-many');
      const decisions = await Promise.all(Array.from({ length: 10 }, () => limits().take(many, BURST_OF_THREE, at(0))));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    });
  });
}
