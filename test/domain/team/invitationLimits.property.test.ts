import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  INVITATION_WINDOW_MS,
  INVITATIONS_PER_DAY,
  invitationLimitRefusal,
  isInvitationToken,
  OPEN_INVITATIONS_PER_BOOTH,
  type InvitationLimitFacts,
} from '../../../domain/team/invitationLimits.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

// Counts around the limits: sent within the last 36 hours (most in the window), open ones expiring within the
// next 14 days or already past.
const sentArb = fc.array(fc.integer({ min: -1.5 * DAY, max: 0 }).map(at), {
  minLength: INVITATIONS_PER_DAY - 10,
  maxLength: INVITATIONS_PER_DAY + 20,
});
const openArb = fc.array(fc.integer({ min: -DAY, max: 14 * DAY }).map(at), {
  minLength: OPEN_INVITATIONS_PER_BOOTH - 5,
  maxLength: OPEN_INVITATIONS_PER_BOOTH + 8,
});
const factsArb: fc.Arbitrary<InvitationLimitFacts> = fc.record({ openExpiries: openArb, sentAt: sentArb });

const sentInWindow = (facts: InvitationLimitFacts, when: Date) =>
  facts.sentAt.filter((sent) => sent.getTime() > when.getTime() - INVITATION_WINDOW_MS).length;
const openAt = (facts: InvitationLimitFacts, when: Date) =>
  facts.openExpiries.filter((expiry) => expiry.getTime() > when.getTime()).length;

describe('invitation limits', () => {
  it('refuses exactly when 20 invitations of the booth are open or 50 were sent within 24 hours', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const refusal = invitationLimitRefusal(facts, now);
        const dayFull = sentInWindow(facts, now) >= INVITATIONS_PER_DAY;
        const boothFull = openAt(facts, now) >= OPEN_INVITATIONS_PER_BOOTH;
        expect(refusal === undefined).toBe(!dayFull && !boothFull);
        // The day's limit is named whenever it holds: withdrawing an open invitation would not help against it.
        if (refusal) expect(refusal.limit).toBe(dayFull ? 'perDay' : 'openPerBooth');
      }),
    );
  });

  it('Retry-After is the first whole second at which the invitation passes, nothing changed meanwhile', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const refusal = invitationLimitRefusal(facts, now);
        fc.pre(refusal !== undefined);
        const wait = refusal.retryAfterSeconds;
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(wait)).toBe(true);
        expect(invitationLimitRefusal(facts, at(wait * 1000))).toBeUndefined();
        if (wait > 1) expect(invitationLimitRefusal(facts, at((wait - 1) * 1000))).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });

  it('the day’s wait is until the oldest of the day’s invitations leaves the 24 hours', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -DAY + 1_000, max: 0 }), { minLength: 50, maxLength: 50 }), (offsets) => {
        const refusal = invitationLimitRefusal({ openExpiries: [], sentAt: offsets.map(at) }, now);
        const oldest = Math.min(...offsets);
        expect(refusal).toEqual({ limit: 'perDay', retryAfterSeconds: Math.ceil((oldest + DAY) / 1000) });
      }),
    );
  });

  it('the booth’s wait is until its first open invitation expires', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 14 * DAY }), { minLength: 20, maxLength: 20 }), (offsets) => {
        const refusal = invitationLimitRefusal({ openExpiries: offsets.map(at), sentAt: [] }, now);
        expect(refusal).toEqual({
          limit: 'openPerBooth',
          retryAfterSeconds: Math.max(1, Math.ceil(Math.min(...offsets) / 1000)),
        });
      }),
    );
  });

  it('an invitation link’s token is 22 base64url characters; a cut or damaged one is not', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.nat({ max: 21 }), (bytes, cut) => {
        const token = Buffer.from(bytes).toString('base64url');
        expect(isInvitationToken(token)).toBe(true);
        expect(isInvitationToken(token.slice(0, cut))).toBe(false);
        expect(isInvitationToken(`${token}.`)).toBe(false);
        expect(isInvitationToken(`${token.slice(1)}=`)).toBe(false);
      }),
    );
  });
});
