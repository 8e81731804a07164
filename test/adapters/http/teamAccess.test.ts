import { describe, expect, it, beforeAll } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
import pg from 'pg';
import { demo as fixtures } from '../../support/demo.ts';
import { captureMails, expectDescribed, type SignedInBrowser } from '../../support/testPortal.ts';
import type { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import type { Json } from '../../support/json.ts';
import type { Reminders } from '../../../application/exhibitor/Reminders.ts';
import { RemindersToken } from '../../../adapters/wiring/exhibitor.ts';
import { currentFairCode, pastCacheFreshness, useBoothTestPortal } from './boothTestPortal.ts';
import { OpenApiDocument } from '../../../adapters/http/OpenApiDocument.ts';
import { HOLDER_ACCESS, mayDo, type BoothOperation, type BoothReaderAccess } from '../../../domain/index.ts';

// spec: exhibitor-area §6 (every booth check on the server against the user) and §8 (another user's booth: 404),
// applied to booths a holder shares with colleagues (team access per booth).

const demo = useBoothTestPortal();
const { booths } = fixtures;
const shared = booths.annaConfirmedHab.regiNr;
const otherOfHolder = booths.annaOpenHab.regiNr;
const hab = currentFairCode('HAB');

type Reader = 'holder' | 'tasks' | 'all' | 'revoked' | 'stranger';
interface Call {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly json?: unknown;
}

/**
 * What each booth operation is sent with, besides the booth itself: its other path parameters, and a body that
 * passes the document's validation but that a later rule refuses (422), so that nothing is written or mailed.
 */
const SAMPLE_PARAMETERS: Readonly<Record<string, string>> = {
  shopId: `SHOP-${hab}`,
  serviceGroup: 'PARK',
  language: 'de',
  memberId: '00000000-0000-4000-8000-000000000000',
  taskId: 'no-such-task',
};
const SAMPLE_BODIES: Readonly<Record<string, Record<string, unknown>>> = {
  contactFairTeam: { subject: '', message: '' },
  setTaskNotificationState: { id: 'no-such-task', notificationState: false },
  recordStep: { task: 't', boothLabel: 'x', boothArea: '1', fairId: 'NOT-THE-FAIR' },
  createInsurance: { regiNr: 'X1' },
  updateInsurance: { regiNr: 'X1' },
  inviteBoothTeamMember: { email: 'no-address', level: 'tasks' },
  assignTask: { userId: 'nobody' },
};

const apiDocument = OpenApiDocument.fromFile(path.resolve('openapi.yaml'));

/** Every operation of openapi.yaml that declares a booth (x-booth), as a request about the shared booth. */
function boothCalls(regiNr: string, ids: { document: string; address: string }): Call[] {
  return apiDocument.operations.flatMap((operation) => {
    const declared = operation.booth;
    if (!declared) return [];
    const boothId = declared.item ? ids[declared.item] : regiNr;
    const filled = operation.pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (declared.from.in === 'path' && declared.from.name === name) return boothId;
      const sample = SAMPLE_PARAMETERS[name];
      if (sample === undefined) throw new Error(`no sample for {${name}} of ${operation.operationId}`);
      return sample;
    });
    const sampleBody = SAMPLE_BODIES[operation.operationId];
    if (operation.method !== 'get' && operation.method !== 'delete' && !sampleBody)
      throw new Error(`no sample body for ${operation.operationId}`);
    const json =
      sampleBody && (declared.from.in === 'body' ? { ...sampleBody, [declared.from.name]: boothId } : sampleBody);
    return [{ name: operation.operationId, method: operation.method.toUpperCase(), path: filled, json }];
  });
}

/** What each reader is to the shared booth; revoked and stranger are nothing. */
const ACCESS: Record<Reader, BoothReaderAccess | undefined> = {
  holder: HOLDER_ACCESS,
  tasks: { role: 'member', level: 'tasks' },
  all: { role: 'member', level: 'all' },
  revoked: undefined,
  stranger: undefined,
};
const operationOf = (name: string): BoothOperation =>
  apiDocument.operations.find((operation) => operation.operationId === name)!.booth!.operation;
const allowed = (reader: Reader, call: Call) => {
  const access = ACCESS[reader];
  return access !== undefined && mayDo(access, operationOf(call.name));
};

let mails: InMemoryMailQueue;
let team: SignedInBrowser;
let calls: Call[];
const browsers = {} as Record<Reader, SignedInBrowser>;
const tokens = {} as Record<Reader, string>;

async function send(reader: Reader, way: 'cookie' | 'bearer', request: Call): Promise<Response> {
  const headers: Record<string, string> = {};
  if (way === 'bearer') {
    headers.authorization = `Bearer ${tokens[reader]}`;
    return fetch(`${demo.portal.url}${request.path}`, {
      method: request.method,
      headers: { ...headers, ...(request.json ? { 'content-type': 'application/json' } : {}) },
      body: request.json ? JSON.stringify(request.json) : undefined,
    });
  }
  const browser = browsers[reader];
  if (request.method !== 'GET') headers['x-csrf-token'] = await browser.csrfToken();
  return browser.api(request.path, { method: request.method, json: request.json, headers });
}

/** Anna invites by e-mail; the token is read from the link of the mail she queued. */
async function invite(email: string, level: 'tasks' | 'all'): Promise<{ id: string; token: string }> {
  const response = await demo.anna.api(`/api/exhibitor/booths/${shared}/team`, {
    method: 'POST',
    json: { email, level },
    headers: { 'x-csrf-token': await demo.anna.csrfToken() },
  });
  const member = (await expectDescribed('POST', `/api/exhibitor/booths/${shared}/team`, response)) as { id: string };
  expect(response.status).toBe(201);
  const mail = mails.sent.filter((entry) => entry.mail.to === email).at(-1)!.mail;
  // In the holder's language (Anna reads German), with the link that accepts it.
  expect(mail.subject).toMatch(/^Anna Muster lädt Sie zum Stand .+ ein$/);
  return { id: member.id, token: /\/invitation\/([A-Za-z0-9_-]{22})/.exec(mail.text)![1] };
}

async function accept(browser: SignedInBrowser, token: string): Promise<Response> {
  return browser.api(`/api/exhibitor/invitations/${token}/accept`, {
    method: 'POST',
    headers: { 'x-csrf-token': await browser.csrfToken() },
  });
}

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: demo.portal.portal.databaseUrl });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  mails = captureMails(demo.portal);
  team = await demo.portal.signedIn('team@demo.test');
  // Luc (an exhibitor with booths of his own) becomes a member with level all; Emily a member, revoked at once.
  const luc = await invite('haendler@demo.test', 'all');
  expect((await accept(demo.luc, luc.token)).status).toBe(200);
  const emily = await invite('mitaussteller@demo.test', 'tasks');
  expect((await accept(demo.emily, emily.token)).status).toBe(200);
  const revoked = await demo.anna.api(`/api/exhibitor/booths/${shared}/team/${emily.id}`, {
    method: 'DELETE',
    headers: { 'x-csrf-token': await demo.anna.csrfToken() },
  });
  expect(revoked.status).toBe(204);
  Object.assign(browsers, { holder: demo.anna, tasks: team, all: demo.luc, revoked: demo.emily, stranger: demo.marco });
  const emails: Record<Reader, string> = {
    holder: 'aussteller@demo.test',
    tasks: 'team@demo.test',
    all: 'haendler@demo.test',
    revoked: 'mitaussteller@demo.test',
    stranger: 'manager@demo.test',
  };
  for (const [reader, email] of Object.entries(emails))
    tokens[reader as Reader] = await demo.portal.accessTokenFor(email);
  const docs = (await (await demo.anna.api(`/api/rubin/boothdocuments/${shared}`)).json()) as Array<{
    dokumentId: string;
    typ: string;
  }>;
  const booth = (await (await demo.anna.api(`/api/rubin/booth/${shared}`)).json()) as { vertragsAdresseId: string };
  // A document every reader of the booth may see (not the invoice): what tells the readers apart is the operation.
  const document = docs.find((entry) => entry.typ === 'HPLAN')!.dokumentId;
  calls = boothCalls(shared, { document, address: booth.vertragsAdresseId });
});

describe('the access matrix of a shared booth', () => {
  it('covers every booth operation of the document, and level tasks is refused exactly costs, contract, assigning and team', () => {
    expect(calls.length).toBeGreaterThanOrEqual(22);
    // Written out, not derived: a declaration that gave a member "Aufgaben" more than this would be a leak.
    expect(
      calls
        .filter((call) => !allowed('tasks', call))
        .map((call) => call.name)
        .sort(),
    ).toEqual([
      'assignTask',
      'getBoothCosts',
      'getBoothLinks',
      'getBoothTeam',
      'inviteBoothTeamMember',
      'removeBoothTeamMember',
      'unassignTask',
    ]);
    expect(
      calls
        .filter((call) => !allowed('all', call))
        .map((call) => call.name)
        .sort(),
    ).toEqual(['getBoothTeam', 'inviteBoothTeamMember', 'removeBoothTeamMember']);
  });

  const readers: Reader[] = ['holder', 'tasks', 'all', 'revoked', 'stranger'];
  for (const reader of readers) {
    for (const way of ['cookie', 'bearer'] as const) {
      it(`${reader} by ${way}: each booth-scoped endpoint answers as the level allows, refusals as a missing booth`, async () => {
        const seen: string[] = [];
        for (const request of calls) {
          const response = await send(reader, way, request);
          const body = (await expectDescribed(request.method, request.path, response)) as Json;
          const refused = response.status === 404 && body.messageKey === 'errors.boothNotFound';
          seen.push(`${request.name}:${refused ? 'refused' : 'served'}`);
          if (refused) {
            // No leak: exactly the problem a booth that does not exist gives.
            expect(body).toEqual(expect.objectContaining({ status: 404, title: 'Not Found' }));
            expect(JSON.stringify(body)).not.toMatch(/Muster|B12|aussteller@/);
          } else expect(response.status).toBeLessThan(500);
        }
        expect(seen).toEqual(calls.map((call) => `${call.name}:${allowed(reader, call) ? 'served' : 'refused'}`));
      });
    }
  }

  it('a member gets 404 on the holder’s other booths', async () => {
    for (const path of [`/api/exhibitor/booths/${otherOfHolder}`, `/api/rubin/booth/${otherOfHolder}`]) {
      expect((await team.api(path)).status).toBe(404);
      expect((await demo.luc.api(path)).status).toBe(404);
    }
  });

  it('the booth page tells a member whose booth it is and hides the costs under level tasks', async () => {
    const page = (await (await team.api(`/api/exhibitor/booths/${shared}`)).json()) as Json;
    expect(page.sharedBy).toEqual({ name: 'Anna Muster', email: 'aussteller@demo.test', level: 'tasks' });
    expect(page.access).toEqual({ role: 'member', level: 'tasks' });
    expect(page.costs.groups).toEqual([]);
    expect(page.booth.gesamtpreisNetto).toBeNull();
    const own = (await (await demo.anna.api(`/api/exhibitor/booths/${shared}`)).json()) as Json;
    expect(own.sharedBy).toBeUndefined();
    expect(own.access).toEqual({ role: 'holder', level: 'all' });
  });
});

describe('invitations', () => {
  it('an expired invitation is refused (410) and may be sent again; a used one is refused', async () => {
    const first = await invite('neu@demo.test', 'tasks');
    await sql("update booth_team_members set expires_at = now() - interval '1 day' where id = $1", [first.id]);
    const view = await demo.nina.api(`/api/exhibitor/invitations/${first.token}`);
    expect(((await expectDescribed('GET', `/api/exhibitor/invitations/${first.token}`, view)) as Json).state).toBe(
      'expired',
    );
    expect((await accept(demo.nina, first.token)).status).toBe(410);
    const again = await invite('neu@demo.test', 'tasks');
    // The new link replaces the old one, which no longer names an invitation.
    expect(again.token).not.toBe(first.token);
    expect((await accept(demo.nina, first.token)).status).toBe(404);
    expect((await accept(demo.nina, again.token)).status).toBe(200);
    expect((await accept(demo.nina, again.token)).status).toBe(410);
  });

  it('refuses another address (403), a member invited again (409), the holder’s own address (422)', async () => {
    const invited = await invite('someone@example.ch', 'all');
    const other = await accept(team, invited.token);
    expect(other.status).toBe(403);
    expect(((await other.json()) as { messageKey: string }).messageKey).toBe('errors.invitationOtherEmail');
    const post = (email: string) =>
      demo.anna.csrfToken().then((csrf) =>
        demo.anna.api(`/api/exhibitor/booths/${shared}/team`, {
          method: 'POST',
          json: { email, level: 'tasks' },
          headers: { 'x-csrf-token': csrf },
        }),
      );
    // An open invitation sent again replaces it (teamInvitationLimits.test.ts); a member is refused.
    expect((await post('Someone@Example.ch')).status).toBe(201);
    expect((await post('team@demo.test')).status).toBe(409);
    expect((await post('aussteller@demo.test')).status).toBe(422);
  });

  it('refuses the invited address while the identity provider has not verified it (403), accepts it once verified', async () => {
    const invited = await invite('unverified@example.ch', 'tasks');
    // A token of the development provider for an account that claims the address without its verification.
    const jwk = JSON.parse(readFileSync(path.join(demo.portal.dataDir, 'dev-oidc-signing-key.json'), 'utf8')) as JWK;
    const tokenOf = async (verified: boolean) =>
      new SignJWT({
        email: 'unverified@example.ch',
        email_verified: verified,
        given_name: 'Uli',
        family_name: 'Unbestätigt',
        groups: ['AUSSTELLER'],
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(jwk.kid ? { kid: jwk.kid } : {}) })
        .setIssuer(`${demo.portal.url}/oidc`)
        // The test portal's API audience (test/support/testPortal.ts).
        .setAudience('http://localhost/api')
        .setSubject('unverified-0001')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(await importJWK(jwk, 'RS256'));
    const acceptWith = async (verified: boolean) =>
      fetch(`${demo.portal.url}/api/exhibitor/invitations/${invited.token}/accept`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenOf(verified)}` },
      });
    const refused = await acceptWith(false);
    const problem = (await expectDescribed('POST', `/api/exhibitor/invitations/${invited.token}/accept`, refused)) as {
      messageKey: string;
    };
    expect(refused.status).toBe(403);
    expect(problem.messageKey).toBe('errors.invitationEmailUnverified');
    expect((await acceptWith(true)).status).toBe(200);
  });
});

describe('what a member "Aufgaben" reads of the shared booth', () => {
  /** The booth's price as its holder reads it, and the ways it is written out. */
  async function priceOfShared(): Promise<RegExp> {
    const booth = (await (await demo.anna.api(`/api/rubin/booth/${shared}`)).json()) as { gesamtpreisNetto: number };
    expect(typeof booth.gesamtpreisNetto).toBe('number');
    const whole = Math.trunc(booth.gesamtpreisNetto);
    const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, "['’ .,]?");
    return new RegExp(`"gesamtpreisNetto":\\s*\\d|${grouped}`);
  }

  it('no price field in the booth answer, no invoice in the documents, for level all both', async () => {
    const asTeam = (await (await team.api(`/api/rubin/booth/${shared}`)).json()) as Json;
    expect('gesamtpreisNetto' in asTeam).toBe(false);
    expect(asTeam.regiNr).toBe(shared);
    const asAll = (await (await demo.luc.api(`/api/rubin/booth/${shared}`)).json()) as Json;
    expect(typeof asAll.gesamtpreisNetto).toBe('number');

    const typesFor = async (browser: SignedInBrowser) =>
      ((await (await browser.api(`/api/rubin/boothdocuments/${shared}`)).json()) as Array<{ typ: string }>).map(
        (document) => document.typ,
      );
    expect(await typesFor(demo.anna)).toContain('BKOP');
    expect(await typesFor(demo.luc)).toContain('BKOP');
    expect(await typesFor(team)).not.toContain('BKOP');
    expect((await typesFor(team)).length).toBeGreaterThan(0);
  });

  it('the invoice’s content and file are a document that does not exist; level all reads them', async () => {
    const docs = (await (await demo.anna.api(`/api/rubin/boothdocuments/${shared}`)).json()) as Array<{
      dokumentId: string;
      typ: string;
    }>;
    const invoice = docs.find((document) => document.typ === 'BKOP')!.dokumentId;
    for (const suffix of ['', '/file']) {
      const url = `/api/rubin/documentcontent/${invoice}${suffix}`;
      const refused = await team.api(url);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as Json).messageKey).toBe('errors.boothNotFound');
      expect((await demo.luc.api(url)).status).toBe(200);
    }
  });

  it('no price, cost line, invoice or contract action on the booth page, Home, deadlines, calendar or in mails', async () => {
    const price = await priceOfShared();
    const page = (await (await team.api(`/api/exhibitor/booths/${shared}`)).json()) as Json;
    expect(page.costs).toEqual({ groups: [], total: { centimes: 0, text: '0.00' } });
    expect(page.booth.gesamtpreisNetto).toBeNull();
    const documentTypes = page.documents.groups.map((group: { typ: string }) => group.typ);
    expect(documentTypes).not.toContain('BKOP');
    const { contactTeamEmail, completeOrderBanner, ...contract } = page.actions;
    expect(Object.values(contract).every((link) => link === null)).toBe(true);
    expect(completeOrderBanner).toBe(false);
    expect(contactTeamEmail).toEqual(expect.any(String));
    const holderPage = (await (await demo.anna.api(`/api/exhibitor/booths/${shared}`)).json()) as Json;
    expect(holderPage.documents.groups.map((group: { typ: string }) => group.typ)).toContain('BKOP');

    for (const url of [
      `/api/exhibitor/booths/${shared}?texts=language`,
      '/api/exhibitor/home',
      '/api/exhibitor/deadlines',
      `/api/exhibitor/booths/${shared}/tasks.ics`,
    ]) {
      const response = await team.api(url);
      expect(response.status).toBe(200);
      expect({ url, body: await response.text() }).toEqual({ url, body: expect.not.stringMatching(price) });
    }
    await demo.portal.portal.container.get<Reminders>(RemindersToken).run(new Date());
    const toTeam = mails.sent.filter((entry) => entry.mail.to === 'team@demo.test');
    for (const { mail } of toTeam) expect(`${mail.subject}\n${mail.text}\n${mail.html ?? ''}`).not.toMatch(price);
  });
});

describe('shared booths in the lists and the team', () => {
  it('Home and the deadlines of a member list the shared booth, marked with its holder', async () => {
    const home = (await (await team.api('/api/exhibitor/home')).json()) as Json;
    const card = home.activeBooths.find((entry: { regiNr: string }) => entry.regiNr === shared);
    expect(card.sharedBy).toEqual({ name: 'Anna Muster', email: 'aussteller@demo.test', level: 'tasks' });
    expect(home.activeBooths.every((entry: { regiNr: string }) => entry.regiNr === shared)).toBe(true);
    const deadlines = (await (await team.api('/api/exhibitor/deadlines')).json()) as Json;
    expect(deadlines.booths.map((entry: { regiNr: string }) => entry.regiNr)).toEqual([shared]);
  });

  it('a colleague without a role of their own (a new member, §6) sees the shared booth on Home and in the deadlines', async () => {
    // Nina accepted an invitation above; she has no booths of her own and the booking system is not asked for any.
    const home = (await (await demo.nina.api('/api/exhibitor/home')).json()) as Json;
    expect(home.newMember).toBe(false);
    expect(home.activeBooths.map((entry: { regiNr: string }) => entry.regiNr)).toEqual([shared]);
    expect(home.activeBooths[0].sharedBy).toEqual({
      name: 'Anna Muster',
      email: 'aussteller@demo.test',
      level: 'tasks',
    });
    const deadlines = (await (await demo.nina.api('/api/exhibitor/deadlines')).json()) as Json;
    expect(deadlines.booths.map((entry: { regiNr: string }) => entry.regiNr)).toEqual([shared]);
  });

  it('the holder sees the members and who did what', async () => {
    await team.api(`/api/exhibitor/booths/${shared}/contact`, {
      method: 'POST',
      json: { subject: 'Stand', message: 'Frage' },
      headers: { 'x-csrf-token': await team.csrfToken() },
    });
    const response = await demo.anna.api(`/api/exhibitor/booths/${shared}/team`);
    const view = (await expectDescribed('GET', `/api/exhibitor/booths/${shared}/team`, response)) as Json;
    expect(view.members.find((member: { email: string }) => member.email === 'team@demo.test')).toMatchObject({
      state: 'accepted',
      name: 'Tom Berger',
      level: 'tasks',
    });
    expect(view.recentActions[0]).toMatchObject({ kind: 'booth.contact_sent', actor: { email: 'team@demo.test' } });
  });

  // spec: exhibitor-area §3 Notification type reminder -- members are reminded too, in their own language
  it('the daily reminders reach a member for the shared booth, in the member’s language', async () => {
    await demo.portal.portal.container.get<Reminders>(RemindersToken).run(new Date());
    const response = await team.api('/api/notifications');
    const list = (await expectDescribed('GET', '/api/notifications', response)) as Json[];
    const reminders = list.filter((item) => item.type === 'reminder');
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((item) => item.boothId === shared && /^Reminder: /.test(item.subject))).toBe(true);
    // A colleague without a role of their own is reminded of the shared booth as well (same run).
    const forNina = (await (await demo.nina.api('/api/notifications')).json()) as Json[];
    const ninaReminders = forNina.filter((item) => item.type === 'reminder');
    expect(ninaReminders.length).toBe(reminders.length);
    expect(ninaReminders.every((item) => item.boothId === shared)).toBe(true);
  });

  it('the holder losing the booth in the booking system ends the member’s access', async () => {
    demo.portal.portal.simulator!.reassignBooth(shared, 'someone-else@example.ch');
    try {
      pastCacheFreshness();
      expect((await team.api(`/api/exhibitor/booths/${shared}`)).status).toBe(404);
      expect((await demo.luc.api(`/api/rubin/booth/${shared}`)).status).toBe(404);
    } finally {
      demo.portal.portal.simulator!.reassignBooth(shared, 'aussteller@demo.test');
    }
  });
});
