import { describe, expect, it } from '@jest/globals';
import { BoothTeam, RECENT_ACTIONS } from '../../../application/exhibitor/BoothTeam.ts';
import type { Change } from '../../../application/ports/ChangeNotices.ts';
import type { User } from '../../../application/ports/Users.ts';
import { INVITATION_DAYS } from '../../../domain/index.ts';
import { OPEN_INVITATIONS_PER_BOOTH } from '../../../domain/team/invitationLimits.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { aBookedBooth, aFair, anExhibitor, aWorld, portsOf } from '../../support/builders/index.ts';
import { aBoothScope, boothAccessOver, InMemoryBoothTeams } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').named('Anna', 'Muster').speaking('fr').build();
const nora = anExhibitor().withEmail('nora@colleague.example').named('Nora', 'Keller').asNewMember().build();
const world = aWorld({
  fairs: [aFair().withIdCode('HAB27')],
  booths: [aBookedBooth().withRegiNr('4711').at('HAB27').bookedBy(anna.email)],
});
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const tokenIn = (text: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

function setUp() {
  const { bookingSystem, fairs } = portsOf(world);
  const users = new InMemoryUsers([anna, nora]);
  const teams = new InMemoryBoothTeams([], users);
  const mails = new InMemoryMailQueue();
  const published: Change[] = [];
  const team = new BoothTeam({
    teams,
    bookingSystem,
    fairs,
    users,
    mailQueue: mails,
    changes: { publish: async (change) => void published.push(change) },
    publicUrl: 'https://portal.example/',
  });
  const access = boothAccessOver(bookingSystem, { grants: teams, users });
  const holderScope = () => aBoothScope(access, anna, 'manageTeam', '4711');
  /** Anna invites the address; the token is the one of the link in the mail. */
  const invite = async (email: string, level: 'tasks' | 'all' = 'tasks', at = now) => {
    const result = await team.invite(await holderScope(), { email, level }, at);
    return { result, token: tokenIn(mails.sent.at(-1)?.mail.text ?? '') };
  };
  const join = async (user: User, email = user.email) => {
    const { token } = await invite(email);
    return team.accept(user, token, now, true);
  };
  return { team, teams, mails, published, access, holderScope, invite, join };
}

describe('BoothTeam', () => {
  it('invites a colleague: an open invitation in the team and a mail with a link valid 14 days, in the holder’s language', async () => {
    const { team, mails, holderScope, invite } = setUp();
    const { result, token } = await invite('Nora@Colleague.example ', 'tasks');
    expect(result).toEqual({
      ok: true,
      member: expect.objectContaining({
        email: 'nora@colleague.example',
        level: 'tasks',
        state: 'invited',
        acceptedAt: null,
        expiresAt: later(INVITATION_DAYS).toISOString(),
      }),
    });
    const { mail } = mails.sent[0];
    expect(mail.to).toBe('nora@colleague.example');
    expect(mail.subject).toContain('Anna Muster');
    expect(mail.subject).toContain('vous invite');
    expect(mail.text).toContain(`https://portal.example/invitation/${token}`);
    const { view } = await team.teamOf(await holderScope(), now);
    expect(view.members.map((member) => [member.email, member.state])).toEqual([['nora@colleague.example', 'invited']]);
  });

  it('refuses an address that is not one, the holder’s own and a member’s, and mails no one', async () => {
    const { holderScope, team, mails, join } = setUp();
    const scope = await holderScope();
    expect(await team.invite(scope, { email: 'not an address', level: 'tasks' }, now)).toEqual({
      ok: false,
      error: 'invalidEmail',
    });
    expect(await team.invite(scope, { email: 'ANNA@exhibitor.example', level: 'all' }, now)).toEqual({
      ok: false,
      error: 'ownEmail',
    });
    expect(mails.sent).toEqual([]);
    await join(nora);
    expect(await team.invite(scope, { email: nora.email, level: 'all' }, now)).toEqual({
      ok: false,
      error: 'alreadyInvited',
    });
    expect(mails.sent).toHaveLength(1);
  });

  it('replaces an open invitation of the same address: one entry, the new level, and the old link no longer works', async () => {
    const { team, holderScope, invite } = setUp();
    const first = await invite(nora.email, 'tasks');
    const second = await invite(nora.email, 'all', later(1));
    expect(await team.invitation(first.token, nora, later(1))).toBeUndefined();
    expect((await team.invitation(second.token, nora, later(1)))?.level).toBe('all');
    const { view } = await team.teamOf(await holderScope(), later(1));
    expect(view.members.map((member) => [member.email, member.level])).toEqual([[nora.email, 'all']]);
  });

  it(`holds back invitation ${OPEN_INVITATIONS_PER_BOOTH + 1} while ${OPEN_INVITATIONS_PER_BOOTH} are open, until the first expires`, async () => {
    const { invite } = setUp();
    for (let index = 0; index < OPEN_INVITATIONS_PER_BOOTH; index++)
      expect((await invite(`colleague${index}@team.example`)).result.ok).toBe(true);
    const { result } = await invite('one-more@team.example');
    expect(result).toEqual({
      ok: false,
      error: 'limited',
      limit: 'openPerBooth',
      retryAfterSeconds: INVITATION_DAYS * 86_400,
    });
  });

  it('shows the invitation from its link with the booth, the holder and whether it is for the reader', async () => {
    const { team, invite } = setUp();
    const { token } = await invite(nora.email, 'tasks');
    const asNora = await team.invitation(token, nora, now);
    expect(asNora).toEqual(
      expect.objectContaining({
        regiNr: '4711',
        holderName: 'Anna Muster',
        level: 'tasks',
        state: 'open',
        forYou: true,
      }),
    );
    expect((await team.invitation(token, anna, now))?.forYou).toBe(false);
    expect(await team.invitation('A'.repeat(22), nora, now)).toBeUndefined();
  });

  it('lets the invited address accept once, with a verified e-mail: the booth is then theirs to read at the level', async () => {
    const { team, access, published, invite } = setUp();
    const { token } = await invite(nora.email, 'tasks');
    const other = anExhibitor().withEmail('other@colleague.example').build();
    expect(await team.accept(other, token, now, true)).toEqual({ ok: false, error: 'otherEmail' });
    expect(await team.accept(nora, token, now, false)).toEqual({ ok: false, error: 'unverifiedEmail' });
    expect(await access.scope(nora, 'readBooth', '4711')).toBeUndefined();

    expect(await team.accept(nora, token, now, true)).toEqual({ ok: true, regiNr: '4711', fairIdCode: 'HAB27' });
    expect(published).toEqual([{ scope: 'user', userId: nora.id }]);
    const scope = await access.scope(nora, 'workTasks', '4711');
    expect(scope?.reader.access).toEqual({ role: 'member', level: 'tasks' });
    expect(await team.accept(nora, token, now, true)).toEqual({ ok: false, error: 'gone' });
  });

  it('refuses a link past its 14 days', async () => {
    const { team, invite } = setUp();
    const { token } = await invite(nora.email);
    expect(await team.accept(nora, token, later(INVITATION_DAYS), true)).toEqual({ ok: false, error: 'gone' });
  });

  it('removes a member: their access ends at once and their kept lists are emptied', async () => {
    const { team, access, published, holderScope, join } = setUp();
    await join(nora);
    const { view } = await team.teamOf(await holderScope(), now);
    expect(view.members[0]).toEqual(expect.objectContaining({ state: 'accepted', name: 'Nora Keller' }));
    published.length = 0;

    expect(await team.remove(await holderScope(), view.members[0].id)).toEqual({ ok: true });
    expect(await access.scope(nora, 'readBooth', '4711')).toBeUndefined();
    expect(published).toEqual([{ scope: 'user', userId: nora.id }]);
    expect((await team.teamOf(await holderScope(), now)).view.members).toEqual([]);
  });

  it('answers a member id that is not of the booth’s team as boothNotFound', async () => {
    const { team, holderScope } = setUp();
    expect(await team.remove(await holderScope(), 'no-such-member')).toEqual({ ok: false, error: 'boothNotFound' });
  });

  it('shows the holder the booth’s last actions, newest first, at most RECENT_ACTIONS', async () => {
    const { team, teams, holderScope } = setUp();
    for (let minute = 0; minute < RECENT_ACTIONS + 2; minute++)
      teams.recordAction('4711', {
        at: new Date(now.getTime() + minute * 60_000),
        actorName: 'Nora Keller',
        actorEmail: nora.email,
        kind: 'insurance.saved',
        taskId: null,
      });
    const { view } = await team.teamOf(await holderScope(), now);
    expect(view.recentActions).toHaveLength(RECENT_ACTIONS);
    expect(view.recentActions[0].at).toBe(new Date(now.getTime() + (RECENT_ACTIONS + 1) * 60_000).toISOString());
    expect(view.recentActions[0].actor).toEqual({ name: 'Nora Keller', email: nora.email });
  });
});
