import { describe, expect, it, beforeAll } from '@jest/globals';
import pg from 'pg';
import { demo as fixtures } from '../../support/demo.ts';
import { captureMails, expectDescribed, type SignedInBrowser } from '../../support/testPortal.ts';
import type { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { useBoothTestPortal } from './boothTestPortal.ts';

// Team invitations with limits: at most 20 open per booth and 50 per holder within 24 hours (429 with Retry-After and
// the message key, the detail in the holder's language), counted in PostgreSQL with the write, so parallel
// invitations never pass together; inviting an open address again replaces its invitation.

const demo = useBoothTestPortal();
const { booths } = fixtures;
const FOURTEEN_DAYS_S = 14 * 86_400;

let mails: InMemoryMailQueue;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: demo.portal.portal.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function post(browser: SignedInBrowser, regiNr: string, email: string, level = 'tasks'): Promise<Response> {
  const path = `/api/exhibitor/booths/${regiNr}/team`;
  const response = await browser.api(path, {
    method: 'POST',
    json: { email, level },
    headers: { 'x-csrf-token': await browser.csrfToken() },
  });
  // Checked against openapi.yaml (the 429's Retry-After too) on a copy, so that the caller can still read it.
  await expectDescribed('POST', path, response.clone());
  return response;
}

const problemOf = async (response: Response) => (await response.json()) as { messageKey: string; detail?: string };
const tokenMailedTo = (email: string) =>
  /\/invitation\/([A-Za-z0-9_-]{22})/.exec(mails.sent.filter((entry) => entry.mail.to === email).at(-1)!.mail.text)![1];

beforeAll(() => {
  mails = captureMails(demo.portal);
});

describe('at most 20 open invitations per booth', () => {
  const booth = booths.annaOpenHab.regiNr;
  const address = (n: number) => `open-${n}@example.ch`;

  it('the 21st answers 429 until one is withdrawn; inviting one of the 20 again does not count', async () => {
    for (let n = 1; n <= 20; n++) expect((await post(demo.anna, booth, address(n))).status).toBe(201);
    const refused = await post(demo.anna, booth, address(21));
    expect(refused.status).toBe(429);
    // Until the first open invitation expires: 14 days from the first of them, minus the seconds this test took.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(FOURTEEN_DAYS_S - 120);
    expect(retryAfter).toBeLessThanOrEqual(FOURTEEN_DAYS_S);
    const problem = await problemOf(refused);
    expect(problem.messageKey).toBe('errors.tooManyOpenInvitations');
    // Anna reads German.
    expect(problem.detail).toMatch(/^Dieser Stand hat 20 offene Einladungen/);
    expect(mails.sent.some((entry) => entry.mail.to === address(21))).toBe(false);

    // A replacement keeps the count: still 20 open, the 21st still refused.
    expect((await post(demo.anna, booth, address(3), 'all')).status).toBe(201);
    expect((await post(demo.anna, booth, address(21))).status).toBe(429);

    const team = (await (await demo.anna.api(`/api/exhibitor/booths/${booth}/team`)).json()) as {
      members: Array<{ id: string; email: string; state: string; level: string }>;
    };
    expect(team.members.filter((member) => member.state === 'invited')).toHaveLength(20);
    expect(team.members.find((member) => member.email === address(3))?.level).toBe('all');
    const withdrawn = team.members.find((member) => member.email === address(1))!;
    const removed = await demo.anna.api(`/api/exhibitor/booths/${booth}/team/${withdrawn.id}`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': await demo.anna.csrfToken() },
    });
    expect(removed.status).toBe(204);
    expect((await post(demo.anna, booth, address(21))).status).toBe(201);
  });

  it('an expired invitation no longer counts as open', async () => {
    await sql("update booth_team_members set expires_at = now() - interval '1 minute' where email = $1", [address(2)]);
    expect((await post(demo.anna, booth, address(22))).status).toBe(201);
    expect((await post(demo.anna, booth, address(23))).status).toBe(429);
  });
});

describe('inviting an open address again', () => {
  const booth = booths.annaAllocatedGas.regiNr;

  it('replaces the invitation: the old link stops working, a new mail carries the new one', async () => {
    const email = fixtures.users.nina.email;
    const first = (await (await post(demo.anna, booth, email)).json()) as { id: string };
    const oldToken = tokenMailedTo(email);
    const second = await post(demo.anna, booth, ` ${email.toUpperCase()}`, 'all');
    expect(second.status).toBe(201);
    const member = (await second.json()) as { id: string; level: string; state: string };
    expect(member).toMatchObject({ id: first.id, level: 'all', state: 'invited' });
    expect(mails.sent.filter((entry) => entry.mail.to === email)).toHaveLength(2);
    const newToken = tokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);

    const invitee = demo.nina;
    expect((await invitee.api(`/api/exhibitor/invitations/${oldToken}`)).status).toBe(404);
    const accepted = await invitee.api(`/api/exhibitor/invitations/${oldToken}/accept`, {
      method: 'POST',
      headers: { 'x-csrf-token': await invitee.csrfToken() },
    });
    expect([404, 410]).toContain(accepted.status);
    const view = await invitee.api(`/api/exhibitor/invitations/${newToken}`);
    const body = (await expectDescribed('GET', `/api/exhibitor/invitations/${newToken}`, view)) as {
      level: string;
      forYou: boolean;
    };
    expect(body).toMatchObject({ level: 'all', forYou: true });
    const taken = await invitee.api(`/api/exhibitor/invitations/${newToken}/accept`, {
      method: 'POST',
      headers: { 'x-csrf-token': await invitee.csrfToken() },
    });
    expect(taken.status).toBe(200);

    // A member stays a member: inviting the address again is refused and mails nothing.
    const again = await post(demo.anna, booth, email);
    expect(again.status).toBe(409);
    expect((await problemOf(again)).messageKey).toBe('errors.alreadyInvited');
    expect(mails.sent.filter((entry) => entry.mail.to === email)).toHaveLength(2);
  });

  it('the invitation says whether it is for the signed-in account, a cut link answers 400', async () => {
    await post(demo.anna, booth, 'someone-else@example.ch');
    const token = tokenMailedTo('someone-else@example.ch');
    const path = `/api/exhibitor/invitations/${token}`;
    const view = (await expectDescribed('GET', path, await demo.luc.api(path))) as { forYou: boolean; state: string };
    expect(view).toMatchObject({ forYou: false, state: 'open' });
    expect((await demo.luc.api(`/api/exhibitor/invitations/${token.slice(0, 21)}`)).status).toBe(400);
  });
});

describe('at most 50 invitations per holder within 24 hours', () => {
  const lucId = async () =>
    (await sql<{ id: string }>('select id from users where email = $1', [fixtures.users.luc.email]))[0].id;

  it('the 51st answers 429 with Retry-After until the oldest of the day leaves the 24 hours, then passes', async () => {
    // 45 sent earlier (the oldest 23 h 30 min ago), the last 5 through the API: four addresses and one again.
    const holderId = await lucId();
    const now = Date.now();
    for (let n = 0; n < 45; n++) {
      const sentAt = new Date(now - 23.5 * 3_600_000 + n * 60_000);
      await sql('insert into booth_team_invitations_sent (holder_id, reg_nr, sent_at) values ($1, $2, $3)', [
        holderId,
        booths.lucOrderedAgr.regiNr,
        sentAt,
      ]);
    }
    const booth = booths.lucConfirmedHab.regiNr;
    for (const email of ['d1@example.ch', 'd2@example.ch', 'd3@example.ch', 'd4@example.ch', 'd1@example.ch'])
      expect((await post(demo.luc, booth, email)).status).toBe(201);
    // A replacement sends a mail too, so it counts for the day.
    const refused = await post(demo.luc, booths.lucOrderedAgr.regiNr, 'd5@example.ch');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    const expected = (now - 23.5 * 3_600_000 + 86_400_000 - Date.now()) / 1000;
    expect(Math.abs(retryAfter - expected)).toBeLessThanOrEqual(2);
    const problem = await problemOf(refused);
    expect(problem.messageKey).toBe('errors.tooManyInvitationsToday');
    // Luc reads French.
    expect(problem.detail).toMatch(/^Vous avez envoyé 50 invitations au cours des dernières 24 heures/);

    // Once the oldest is past the window, one more passes (and only one).
    await sql(
      `update booth_team_invitations_sent set sent_at = sent_at - interval '1 hour'
       where id = (select id from booth_team_invitations_sent where holder_id = $1 order by sent_at limit 1)`,
      [holderId],
    );
    expect((await post(demo.luc, booths.lucOrderedAgr.regiNr, 'd5@example.ch')).status).toBe(201);
    expect((await post(demo.luc, booths.lucOrderedAgr.regiNr, 'd6@example.ch')).status).toBe(429);
  });
});

describe('parallel invitations', () => {
  it('25 at once on an empty booth: exactly 20 pass, the rest answer 429', async () => {
    const booth = booths.emilyOpenHab.regiNr;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => post(demo.emily, booth, `parallel-${n}@example.ch`)),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const open = await sql<{ count: string }>(
      "select count(*) from booth_team_members where reg_nr = $1 and accepted_at is null and email like 'parallel-%'",
      [booth],
    );
    expect(Number(open[0].count)).toBe(20);
    expect(mails.sent.filter((entry) => entry.mail.to.startsWith('parallel-'))).toHaveLength(20);
  });

  it('at once near the day’s limit: no more than 50 pass', async () => {
    const holderId = (
      await sql<{ id: string }>('select id from users where email = $1', [fixtures.users.emily.email])
    )[0].id;
    const sentBefore = await sql<{ count: string }>(
      'select count(*) from booth_team_invitations_sent where holder_id = $1 and sent_at > $2',
      [holderId, new Date(Date.now() - 86_400_000)],
    );
    // Up to 46 within the day: four more may pass.
    const filler = 46 - Number(sentBefore[0].count);
    for (let n = 0; n < filler; n++)
      await sql('insert into booth_team_invitations_sent (holder_id, reg_nr, sent_at) values ($1, $2, $3)', [
        holderId,
        booths.emilyConfirmedGas.regiNr,
        new Date(),
      ]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => post(demo.emily, booths.emilyConfirmedGas.regiNr, `day-${n}@example.ch`)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    const keys = await Promise.all(
      answers.filter((r) => r.status === 429).map(async (r) => (await problemOf(r)).messageKey),
    );
    expect(new Set(keys)).toEqual(new Set(['errors.tooManyInvitationsToday']));
  });
});
