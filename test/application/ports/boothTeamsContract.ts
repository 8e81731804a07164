import { describe, expect, it } from '@jest/globals';
import type { BoothTeams, NewInvitation } from '../../../application/ports/BoothTeams.ts';
import type { InvitationLimitFacts } from '../../../domain/team/invitationLimits.ts';

const now = new Date('2026-11-21T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const noLimit = () => undefined;

/**
 * What every BoothTeams must do, through the port alone; `teams` answers the store, `key` a name no other test of
 * the same store uses (booths and holders are per test, so that one store can serve the whole suite).
 */
export function boothTeamsContract(
  name: string,
  setup: () => { teams: () => BoothTeams; key: (name: string) => string },
) {
  describe(`BoothTeams contract: ${name}`, () => {
    /** One holder's booth of the test, and its invitations to an address. */
    function boothOf(key: (name: string) => string) {
      const regiNr = key('4711');
      const holderId = key('anna');
      const holderEmail = `${holderId}@exhibitor.example`;
      const invitation = (email: string, overrides: Partial<NewInvitation> = {}): NewInvitation => ({
        regiNr,
        fairIdCode: 'HAB27',
        holderId,
        holderEmail,
        email,
        level: 'tasks',
        invitedAt: now,
        expiresAt: later(14),
        ...overrides,
      });
      return { regiNr, holderId, holderEmail, invitation };
    }

    it('keeps an invitation open until its address accepts it once; the grant is then the member’s', async () => {
      const { teams, key } = setup();
      const booth = boothOf(key);
      const { invitation } = booth;
      const nora = key('nora');
      const invited = await teams().invite(invitation('nora@colleague.example'), noLimit);
      if (!invited.ok) throw new Error('the invitation was refused');
      expect(invited.replaced).toBe(false);
      expect(invited.record).toEqual(
        expect.objectContaining({ email: 'nora@colleague.example', memberId: null, acceptedAt: null, level: 'tasks' }),
      );
      expect((await teams().byToken(invited.token))?.id).toBe(invited.record.id);
      expect(await teams().grantOf(nora, booth.regiNr)).toBeUndefined();

      expect(await teams().accept(invited.record.id, nora, later(1))).toBe(true);
      expect(await teams().accept(invited.record.id, nora, later(1))).toBe(false);
      const grant = {
        regiNr: booth.regiNr,
        fairIdCode: 'HAB27',
        holderId: booth.holderId,
        holderEmail: booth.holderEmail,
        level: 'tasks',
      };
      expect(await teams().grantOf(nora, grant.regiNr)).toEqual(grant);
      expect(await teams().grantsOf(nora)).toEqual([grant]);
      expect(await teams().acceptedMemberIds()).toContain(nora);
      const [member] = await teams().membersOf(grant.regiNr, grant.holderId);
      expect(member.acceptedAt?.getTime()).toBe(later(1).getTime());
      expect(member.memberId).toBe(nora);
    });

    it('an invitation for all booths is a holder-wide grant, on every booth’s team, and revoked on any of them', async () => {
      const { teams, key } = setup();
      const booth = boothOf(key);
      const nora = key('nora');
      const invited = await teams().invite(
        booth.invitation('nora@colleague.example', { regiNr: null, fairIdCode: null }),
        noLimit,
      );
      if (!invited.ok) throw new Error('the invitation was refused');
      // The same address may also be invited to one booth: the two are separate rows.
      const single = await teams().invite(booth.invitation('nora@colleague.example'), noLimit);
      expect(single.ok && single.record.id !== invited.record.id).toBe(true);
      expect(await teams().accept(invited.record.id, nora, later(1))).toBe(true);
      expect(await teams().holderWideGrantsOf(nora)).toEqual([
        { holderId: booth.holderId, holderEmail: booth.holderEmail, level: 'tasks' },
      ]);
      // Not a grant of any single booth: SharedBooths resolves it to the holder's listed booths.
      expect(await teams().grantsOf(nora)).toEqual([]);
      expect(await teams().grantOf(nora, booth.regiNr)).toBeUndefined();
      for (const regiNr of [booth.regiNr, key('4712')]) {
        const members = await teams().membersOf(regiNr, booth.holderId);
        expect(members.find((member) => member.id === invited.record.id)).toEqual(
          expect.objectContaining({ regiNr: null, fairIdCode: null, memberId: nora }),
        );
      }
      expect(await teams().remove(key('4712'), booth.holderId, invited.record.id)).toBe(true);
      expect(await teams().holderWideGrantsOf(nora)).toEqual([]);
    });

    it('does not accept an invitation past its expiry', async () => {
      const { teams, key } = setup();
      const invited = await teams().invite(boothOf(key).invitation('late@colleague.example'), noLimit);
      if (!invited.ok) throw new Error('the invitation was refused');
      expect(await teams().accept(invited.record.id, key('late'), later(14))).toBe(false);
    });

    it('replaces the open invitation of an address with a new token and level, and never an accepted one', async () => {
      const { teams, key } = setup();
      const booth = boothOf(key);
      const { invitation } = booth;
      const first = await teams().invite(invitation('nora@colleague.example'), noLimit);
      const second = await teams().invite(
        invitation('nora@colleague.example', { level: 'all', invitedAt: later(1), expiresAt: later(15) }),
        noLimit,
      );
      if (!first.ok || !second.ok) throw new Error('an invitation was refused');
      expect(second.replaced).toBe(true);
      expect(second.record.id).toBe(first.record.id);
      expect(second.record.level).toBe('all');
      expect(await teams().byToken(first.token)).toBeUndefined();
      expect(await teams().membersOf(booth.regiNr, booth.holderId)).toHaveLength(1);

      expect(await teams().accept(second.record.id, key('nora'), later(2))).toBe(true);
      expect(await teams().invite(invitation('nora@colleague.example', { invitedAt: later(3) }), noLimit)).toEqual({
        ok: false,
        error: 'member',
      });
    });

    it('decides the limits on the booth’s other open invitations and the holder’s sent ones, and writes nothing refused', async () => {
      const { teams, key } = setup();
      const booth = boothOf(key);
      const { invitation } = booth;
      await teams().invite(invitation('a@colleague.example'), noLimit);
      await teams().invite(invitation('b@colleague.example', { invitedAt: hoursLater(1) }), noLimit);
      const seen: InvitationLimitFacts[] = [];
      const refused = await teams().invite(invitation('a@colleague.example', { invitedAt: hoursLater(2) }), (facts) => {
        seen.push(facts);
        return { limit: 'perDay', retryAfterSeconds: 60 };
      });
      expect(refused).toEqual({ ok: false, error: 'limit', refusal: { limit: 'perDay', retryAfterSeconds: 60 } });
      // The address's own open invitation is the one replaced, so it does not count against the booth.
      expect(seen[0].openExpiries.map((at) => at.getTime())).toEqual([later(14).getTime()]);
      expect(seen[0].sentAt.map((at) => at.getTime()).sort((a, b) => a - b)).toEqual([
        now.getTime(),
        hoursLater(1).getTime(),
      ]);
      const members = await teams().membersOf(booth.regiNr, booth.holderId);
      expect(members.map((member) => [member.email, member.invitedAt.getTime()])).toEqual([
        ['a@colleague.example', now.getTime()],
        ['b@colleague.example', hoursLater(1).getTime()],
      ]);
    });

    it('removes a membership only for its booth’s holder, and the grant goes with it', async () => {
      const { teams, key } = setup();
      const booth = boothOf(key);
      const { invitation } = booth;
      const nora = key('nora');
      const invited = await teams().invite(invitation('nora@colleague.example'), noLimit);
      if (!invited.ok) throw new Error('the invitation was refused');
      await teams().accept(invited.record.id, nora, now);
      expect(await teams().remove(booth.regiNr, key('someone-else'), invited.record.id)).toBe(false);
      expect(await teams().grantOf(nora, booth.regiNr)).toBeDefined();
      expect(await teams().remove(booth.regiNr, booth.holderId, invited.record.id)).toBe(true);
      expect(await teams().grantOf(nora, booth.regiNr)).toBeUndefined();
      expect(await teams().byToken(invited.token)).toBeUndefined();
    });
  });
}
