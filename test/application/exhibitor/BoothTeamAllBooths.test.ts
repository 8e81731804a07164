import { describe, expect, it } from '@jest/globals';
import { BoothTeam } from '../../../application/exhibitor/BoothTeam.ts';
import { OPEN_INVITATIONS_PER_BOOTH } from '../../../domain/team/invitationLimits.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { aBookedBooth, aFair, anExhibitor, aWorld, portsOf } from '../../support/builders/index.ts';
import { aBoothScope, boothAccessOver, InMemoryBoothTeams } from '../../support/boothScopes.ts';

// spec: exhibitor-area §6 (the booths of a user come from the booking system, checked on the server): a holder's
// colleague for all booths reads each booth the booking system lists for the holder, now or later.

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').named('Anna', 'Muster').speaking('de').build();
const nora = anExhibitor().withEmail('nora@colleague.example').named('Nora', 'Keller').asNewMember().build();
const luc = anExhibitor().withEmail('luc@dealer.example').named('Luc', 'Favre').build();
const tokenIn = (text: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

function setUp() {
  const world = aWorld({
    fairs: [aFair().withIdCode('HAB27'), aFair().withIdCode('GAS27')],
    booths: [
      aBookedBooth().withRegiNr('4711').at('HAB27').bookedBy(anna.email),
      aBookedBooth().withRegiNr('4712').at('GAS27').bookedBy(anna.email),
      aBookedBooth().withRegiNr('4800').at('GAS27').bookedBy(luc.email),
    ],
  });
  const { bookingSystem, fairs } = portsOf(world);
  const users = new InMemoryUsers([anna, nora, luc]);
  const teams = new InMemoryBoothTeams([], users);
  const mails = new InMemoryMailQueue();
  const team = new BoothTeam({
    teams,
    bookingSystem,
    fairs,
    users,
    mailQueue: mails,
    changes: { publish: async () => undefined },
    publicUrl: 'https://portal.example/',
  });
  const access = boothAccessOver(bookingSystem, { grants: teams, users });
  const inviteForAll = async (email: string, level: 'tasks' | 'all' = 'tasks') => {
    const result = await team.invite(
      await aBoothScope(access, anna, 'manageTeam', '4711'),
      {
        email,
        level,
        booths: 'all',
      },
      now,
    );
    return { result, token: tokenIn(mails.sent.at(-1)?.mail.text ?? '') };
  };
  /** The booth changes hands in the booking system, as a new booking of the holder. */
  const bookedBy = (regiNr: string, email: string) => {
    const record = world.booking.booths.find((entry) => entry.booth.regiNr === regiNr)!;
    (record as { holder: string }).holder = email;
  };
  return { team, teams, mails, access, inviteForAll, bookedBy };
}

const readable = async (access: ReturnType<typeof boothAccessOver>, regiNr: string) =>
  (await access.scope(nora, 'readBooth', regiNr)) !== undefined;

describe('BoothTeam for all booths', () => {
  it('the accepted colleague reads every booth of the holder at the level, also one booked later', async () => {
    const { team, access, inviteForAll, bookedBy } = setUp();
    const { result, token } = await inviteForAll('nora@colleague.example');
    expect(result).toEqual({ ok: true, member: expect.objectContaining({ allBooths: true, level: 'tasks' }) });
    expect(await team.accept(nora, token, now, true)).toEqual({ ok: true, regiNr: null, fairIdCode: null });
    expect(await readable(access, '4711')).toBe(true);
    expect(await readable(access, '4712')).toBe(true);
    // Level tasks: no costs on any of them.
    expect(await access.scope(nora, 'readCosts', '4712')).toBeUndefined();
    expect(await readable(access, '4800')).toBe(false);
    bookedBy('4800', anna.email);
    expect(await readable(access, '4800')).toBe(true);
    expect((await access.sharedBoothsOf(nora)).map((booth) => booth.grant.regiNr).sort()).toEqual([
      '4711',
      '4712',
      '4800',
    ]);
  });

  it('a grant of one booth at level all is not narrowed by a tasks grant for all booths', async () => {
    const { teams, access, inviteForAll, team } = setUp();
    teams.grant({
      regiNr: '4712',
      fairIdCode: 'GAS27',
      holderId: anna.id,
      holderEmail: anna.email,
      level: 'all',
      memberId: nora.id,
    });
    const { token } = await inviteForAll('nora@colleague.example', 'tasks');
    await team.accept(nora, token, now, true);
    expect(await access.scope(nora, 'readCosts', '4712')).toBeDefined();
    expect(await access.scope(nora, 'readCosts', '4711')).toBeUndefined();
    const shared = await access.sharedBoothsOf(nora);
    expect(shared.map((booth) => `${booth.grant.regiNr}:${booth.reader.access.level}`).sort()).toEqual([
      '4711:tasks',
      '4712:all',
    ]);
  });

  it('another account cannot accept; revoking on one booth ends the access on all', async () => {
    const { team, access, inviteForAll } = setUp();
    const { result, token } = await inviteForAll('nora@colleague.example');
    expect(await team.accept(luc, token, now, true)).toEqual({ ok: false, error: 'otherEmail' });
    expect(await team.invitation(token, luc, now)).toEqual(
      expect.objectContaining({
        forYou: false,
        regiNr: null,
        boothLabel: expect.objectContaining({ de: 'Alle Stände' }),
      }),
    );
    await team.accept(nora, token, now, true);
    const id = result.ok ? result.member.id : '';
    expect(await team.remove(await aBoothScope(access, anna, 'manageTeam', '4712'), id)).toEqual({ ok: true });
    expect(await readable(access, '4711')).toBe(false);
    expect(await readable(access, '4712')).toBe(false);
  });

  it('counts open invitations for all booths against the same limit as a booth’s', async () => {
    const { inviteForAll } = setUp();
    for (let index = 0; index < OPEN_INVITATIONS_PER_BOOTH; index++)
      expect((await inviteForAll(`colleague${index}@example.ch`)).result.ok).toBe(true);
    expect((await inviteForAll('one-more@example.ch')).result).toEqual(
      expect.objectContaining({ ok: false, error: 'limited', limit: 'openPerBooth' }),
    );
  });
});
