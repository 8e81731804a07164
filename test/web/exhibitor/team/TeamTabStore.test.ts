// The Team tab of a booth the user holds (GET/POST /api/exhibitor/booths/{regiNr}/team, DELETE .../team/{id}): the
// address is checked before sending, a refusal is said at the field and keeps what was typed, revoking waits for a
// confirmation, an expired invitation is sent again. spec: exhibitor-area §8 (an ended session ends the session)
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { TeamMember } from '../../../../web/src/api/teamApi.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { TeamTabStore } from '../../../../web/src/exhibitor/team/TeamTabStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

const TEAM = '/api/exhibitor/booths/100101/team';

function aMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'm1',
    email: 'kollege@firma.ch',
    name: null,
    level: 'tasks',
    allBooths: false,
    state: 'invited',
    invitedAt: '2026-11-20T09:00:00.000Z',
    acceptedAt: null,
    expiresAt: '2026-12-04T09:00:00.000Z',
    ...overrides,
  };
}

async function setUp(answers: Answers = {}) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    [`GET ${TEAM}`]: { status: 200, body: { members: [], recentActions: [] } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  const team = new TeamTabStore(root, '100101');
  await team.load();
  return { server, team, navigations };
}

const posts = (server: { requests: Array<{ method: string; path: string; body: unknown }> }) =>
  server.requests.filter((request) => request.method === 'POST' && request.path === TEAM).map((r) => r.body);

describe('TeamTabStore', () => {
  it('loads the members and the last actions', async () => {
    const action = {
      at: '2026-11-21T10:00:00.000Z',
      actor: { name: 'Kurt Kollege', email: 'kollege@firma.ch' },
      kind: 'insurance.saved',
      taskId: null,
    };
    const { team } = await setUp({
      [`GET ${TEAM}`]: { status: 200, body: { members: [aMember()], recentActions: [action] } },
    });
    expect(team.state).toBe('loaded');
    expect(team.members.map((member) => member.email)).toEqual(['kollege@firma.ch']);
    expect(team.recentActions).toEqual([action]);
  });

  it('refuses an empty or malformed address without sending anything', async () => {
    const { team, server } = await setUp();
    expect(await team.invite()).toBe(false);
    expect(team.emailError).toBe('required');
    team.setEmail('kollege@firma');
    expect(team.emailError).toBeUndefined();
    expect(await team.invite()).toBe(false);
    expect(team.emailError).toBe('invalid');
    expect(posts(server)).toEqual([]);
  });

  it('invites with the chosen level, lists the invitation and empties the field', async () => {
    const invited = aMember({ id: 'm2', level: 'all' });
    const { team, server } = await setUp({ [`POST ${TEAM}`]: { status: 201, body: invited } });
    team.setEmail('  kollege@firma.ch ');
    team.setLevel('all');
    expect(await team.invite()).toBe(true);
    expect(posts(server)).toEqual([{ email: 'kollege@firma.ch', level: 'all', booths: 'this' }]);
    expect(server.requests.at(-1)?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(team.members).toEqual([invited]);
    expect(team.email).toBe('');
    expect(team.invited).toBe('kollege@firma.ch');
  });

  it('invites for all the holder’s booths when so chosen, and invites such an expired one again for all', async () => {
    const invited = aMember({ id: 'm3', allBooths: true });
    const { team, server } = await setUp({ [`POST ${TEAM}`]: { status: 201, body: invited } });
    team.setEmail('kollege@firma.ch');
    team.setBooths('all');
    expect(await team.invite()).toBe(true);
    await team.inviteAgain(aMember({ id: 'm3', allBooths: true, state: 'expired' }));
    expect(posts(server)).toEqual([
      { email: 'kollege@firma.ch', level: 'tasks', booths: 'all' },
      { email: 'kollege@firma.ch', level: 'tasks', booths: 'all' },
    ]);
  });

  it.each([
    [409, 'errors.alreadyInvited', 'taken'],
    [422, 'errors.invalidEmail', 'invalid'],
  ] as const)('says a %i at the field and keeps what was typed', async (status, key, error) => {
    const { team } = await setUp({
      [`POST ${TEAM}`]: problem(status, key, [{ field: '/body/email', messageKey: key }]),
    });
    team.setEmail('kollege@firma.ch');
    team.setLevel('all');
    expect(await team.invite()).toBe(false);
    expect(team.emailError).toBe(error);
    expect(team.email).toBe('kollege@firma.ch');
    expect(team.level).toBe('all');
    expect(team.failure).toBeUndefined();
  });

  it.each([
    ['errors.tooManyOpenInvitations', 'openPerBooth'],
    ['errors.tooManyInvitationsToday', 'perDay'],
  ] as const)('says a limit (429 %s) with when it frees, keeps what was typed', async (key, limit) => {
    const tooMany = async () =>
      new Response(JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, messageKey: key }), {
        status: 429,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '3600' },
      });
    const { team, navigations } = await setUp({ [`POST ${TEAM}`]: tooMany });
    team.setEmail('kollege@firma.ch');
    team.setLevel('all');
    const before = Date.now();
    expect(await team.invite()).toBe(false);
    expect(team.limited?.limit).toBe(limit);
    const retryAt = Date.parse(team.limited?.retryAt ?? '');
    expect(retryAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(team.email).toBe('kollege@firma.ch');
    expect(team.level).toBe('all');
    expect(team.emailError).toBeUndefined();
    expect(team.failure).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('a limit is said until the next try, which clears it when it passes', async () => {
    let refuse = true;
    const answer = async () =>
      refuse
        ? new Response(
            JSON.stringify({ type: 'about:blank', title: 'x', status: 429, messageKey: 'errors.tooManyRequests' }),
            {
              status: 429,
              headers: { 'Content-Type': 'application/problem+json' },
            },
          )
        : new Response(JSON.stringify(aMember()), { status: 201, headers: { 'Content-Type': 'application/json' } });
    const { team } = await setUp({ [`POST ${TEAM}`]: answer });
    team.setEmail('kollege@firma.ch');
    expect(await team.invite()).toBe(false);
    // Another 429 (too many requests at all) waits like the day's limit; without Retry-After no time is promised.
    expect(team.limited).toEqual({ limit: 'perDay', retryAt: undefined });
    refuse = false;
    expect(await team.invite()).toBe(true);
    expect(team.limited).toBeUndefined();
  });

  it('keeps what was typed when the invitation cannot be sent', async () => {
    const { team } = await setUp({ [`POST ${TEAM}`]: problem(500, 'errors.apiError') });
    team.setEmail('kollege@firma.ch');
    expect(await team.invite()).toBe(false);
    expect(team.failure).toBe('inviteFailed');
    expect(team.email).toBe('kollege@firma.ch');
  });

  it('revokes only after the confirmation; a cancel changes nothing', async () => {
    const member = aMember({ state: 'accepted', name: 'Kurt Kollege', acceptedAt: '2026-11-21T09:00:00.000Z' });
    const { team, server } = await setUp({
      [`GET ${TEAM}`]: { status: 200, body: { members: [member], recentActions: [] } },
      [`DELETE ${TEAM}/m1`]: { status: 204 },
    });
    team.askRevoke(member);
    team.cancelRevoke();
    expect(team.confirmingRevoke).toBeUndefined();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    team.askRevoke(member);
    await team.confirmRevoke();
    expect(server.requests.filter((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([`${TEAM}/m1`]);
    expect(team.members).toEqual([]);
    expect(team.confirmingRevoke).toBeUndefined();
  });

  it('invites an expired invitation again in its place', async () => {
    const expired = aMember({ state: 'expired', level: 'all' });
    const renewed = aMember({ id: 'm3', level: 'all' });
    const { team, server } = await setUp({
      [`GET ${TEAM}`]: { status: 200, body: { members: [expired], recentActions: [] } },
      [`POST ${TEAM}`]: { status: 201, body: renewed },
    });
    await team.inviteAgain(expired);
    expect(posts(server)).toEqual([{ email: 'kollege@firma.ch', level: 'all', booths: 'this' }]);
    expect(team.members).toEqual([renewed]);
  });

  it('sending again to an address that became a member meanwhile (409) removes nobody', async () => {
    const expired = aMember({ state: 'expired' });
    const { team, server } = await setUp({
      [`GET ${TEAM}`]: { status: 200, body: { members: [expired], recentActions: [] } },
      [`POST ${TEAM}`]: problem(409, 'errors.alreadyInvited'),
    });
    await team.inviteAgain(expired);
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    expect(team.failure).toBe('inviteFailed');
  });

  it('shows a load failure with a retry, and an ended session goes to the logout page', async () => {
    const { team } = await setUp({ [`GET ${TEAM}`]: problem(500, 'errors.apiError') });
    expect(team.state).toBe('error');
    const ended = await setUp({ [`GET ${TEAM}`]: problem(401, 'errors.unauthorized') });
    expect(ended.navigations).toEqual(['/logout']);
  });
});
