import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  acceptRefusal,
  INVITATION_DAYS,
  invitationExpiresAt,
  inviteRefusal,
  mayDo,
  memberState,
  widestLevel,
  BOOTH_OPERATIONS,
  type MemberState,
} from '../../../domain/index.ts';
import { accessArb, levelArb } from './teamArbitraries.ts';

const dateArb = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const emailArb = fc.emailAddress().filter((email) => email.length <= 254 && /\.[^.@]+$/.test(email));
const stateArb = fc.option(fc.constantFrom<MemberState>('invited', 'accepted', 'expired'), { nil: undefined });

describe('team access rules', () => {
  it('an invitation is open for exactly 14 days, then expired; an accepted one stays accepted', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -5 * 86_400_000, max: 30 * 86_400_000 }), (invitedAt, offset) => {
        const expiresAt = invitationExpiresAt(invitedAt);
        expect(expiresAt.getTime() - invitedAt.getTime()).toBe(INVITATION_DAYS * 86_400_000);
        const now = new Date(invitedAt.getTime() + offset);
        const state = memberState({ expiresAt, acceptedAt: null }, now);
        expect(state).toBe(now.getTime() < expiresAt.getTime() ? 'invited' : 'expired');
        expect(memberState({ expiresAt, acceptedAt: invitedAt }, now)).toBe('accepted');
      }),
    );
  });

  it('only the holder invites; not their own address, nor a member; an open or expired invitation again', () => {
    fc.assert(
      fc.property(accessArb, emailArb, emailArb, stateArb, (inviter, holderEmail, email, existing) => {
        const refusal = inviteRefusal(inviter, holderEmail, email, existing);
        if (inviter.role === 'member') expect(refusal).toBe('notHolder');
        else if (email.toLowerCase() === holderEmail.toLowerCase()) expect(refusal).toBe('ownEmail');
        else if (existing === 'accepted') expect(refusal).toBe('alreadyInvited');
        else expect(refusal).toBeUndefined();
        expect(inviteRefusal(inviter, holderEmail, ` ${holderEmail.toUpperCase()} `, undefined)).toBe(
          inviter.role === 'member' ? 'notHolder' : 'ownEmail',
        );
      }),
    );
  });

  it('an address without @ or domain is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }).filter((text) => !/@[^\s@.]+\./.test(text)),
        (text) => {
          expect(inviteRefusal({ role: 'holder', level: 'all' }, 'holder@example.ch', text, undefined)).toBe(
            'invalidEmail',
          );
        },
      ),
    );
  });

  it('accepting needs an open invitation addressed to the signed-in user, whose address is verified', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 20 }),
        emailArb,
        emailArb,
        fc.boolean(),
        (at, used, days, invited, user, verified) => {
          const invitation = { email: invited, expiresAt: invitationExpiresAt(at), acceptedAt: used ? at : null };
          const now = new Date(at.getTime() + days * 86_400_000);
          const refusal = acceptRefusal(invitation, { email: user, emailVerified: verified }, now);
          if (used || days >= INVITATION_DAYS) expect(refusal).toBe('gone');
          else if (invited.toLowerCase() !== user.toLowerCase()) expect(refusal).toBe('otherEmail');
          else if (!verified) expect(refusal).toBe('unverifiedEmail');
          else expect(refusal).toBeUndefined();
          if (!used && days < INVITATION_DAYS) {
            expect(
              acceptRefusal(invitation, { email: invited.toUpperCase(), emailVerified: true }, now),
            ).toBeUndefined();
            expect(acceptRefusal(invitation, { email: invited, emailVerified: false }, now)).toBe('unverifiedEmail');
          }
        },
      ),
    );
  });
});

// A colleague with a grant of one booth and one of all the holder's booths: the booth is read at the wider level.
describe('widestLevel', () => {
  it('is one of the levels given, and grants every operation that any of them grants', () => {
    fc.assert(
      fc.property(fc.array(levelArb, { minLength: 1, maxLength: 4 }), (levels) => {
        const widest = widestLevel(levels)!;
        expect(levels).toContain(widest);
        for (const operation of BOOTH_OPERATIONS)
          for (const level of levels)
            if (mayDo({ role: 'member', level }, operation))
              expect(mayDo({ role: 'member', level: widest }, operation)).toBe(true);
      }),
    );
  });

  it('gives no level without a grant', () => {
    expect(widestLevel([])).toBeUndefined();
  });
});
