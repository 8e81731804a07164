import { beforeAll, describe, expect, it } from '@jest/globals';
import { demo as fixtures } from '../../support/demo.ts';
import { captureMails, expectDescribed, type SignedInBrowser } from '../../support/testPortal.ts';
import type { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import type { Json } from '../../support/json.ts';
import { expectBoothNotFound, getDescribed, pastCacheFreshness, useBoothTestPortal } from './boothTestPortal.ts';

// spec: exhibitor-area §6 (which booths a user sees, checked on the server) and §8 (another user's booth: 404),
// applied to a colleague the holder invites to all of their booths at once, present and future.

const demo = useBoothTestPortal();
const { booths } = fixtures;
const invitedThrough = booths.annaConfirmedHab.regiNr;
const otherOfHolder = booths.annaAllocatedGas.regiNr;
/** A booth that becomes Anna's after the colleague accepted (taken from Luc in the booking system). */
const bookedLater = booths.lucConfirmedHab;

let mails: InMemoryMailQueue;
let annasBooths: string[];

async function post(browser: SignedInBrowser, path: string, json?: unknown): Promise<Response> {
  return browser.api(path, { method: 'POST', json, headers: { 'x-csrf-token': await browser.csrfToken() } });
}

/** Anna invites for all her booths; the token is read from the mail's link. */
async function inviteForAll(email: string, level: 'tasks' | 'all'): Promise<{ id: string; token: string }> {
  const path = `/api/exhibitor/booths/${invitedThrough}/team`;
  const response = await post(demo.anna, path, { email, level, booths: 'all' });
  const member = (await expectDescribed('POST', path, response)) as Json;
  expect(response.status).toBe(201);
  expect(member.allBooths).toBe(true);
  const mail = mails.sent.filter((entry) => entry.mail.to === email).at(-1)!.mail;
  // Anna reads German; the mail names no single booth.
  expect(mail.subject).toBe('Anna Muster lädt Sie zu allen Ständen ein');
  return { id: member.id as string, token: /\/invitation\/([A-Za-z0-9_-]{22})/.exec(mail.text)![1] };
}

const activeBoothsOf = async (browser: SignedInBrowser) =>
  ((await getDescribed(browser, '/api/exhibitor/home')).body.activeBooths as Array<{ regiNr: string }>)
    .map((card) => card.regiNr)
    .sort();

let invitation: { id: string; token: string };

beforeAll(async () => {
  mails = captureMails(demo.portal);
  annasBooths = await activeBoothsOf(demo.anna);
  expect(annasBooths.length).toBeGreaterThan(3);
  // Nina (a new member, no booths of her own) becomes Anna's colleague with level tasks on all booths.
  invitation = await inviteForAll('neu@demo.test', 'tasks');
});

describe('a colleague for all booths', () => {
  it('the invitation says all booths, and only the invited account may accept it (403 for another)', async () => {
    const path = `/api/exhibitor/invitations/${invitation.token}`;
    const seenByLuc = (await expectDescribed('GET', path, await demo.luc.api(path))) as Json;
    expect(seenByLuc).toEqual(
      expect.objectContaining({
        regiNr: null,
        forYou: false,
        boothLabel: expect.objectContaining({ de: 'Alle Stände' }),
      }),
    );
    const byLuc = await post(demo.luc, `${path}/accept`);
    const problem = (await expectDescribed('POST', `${path}/accept`, byLuc)) as Json;
    expect(byLuc.status).toBe(403);
    expect(problem.messageKey).toBe('errors.invitationOtherEmail');
    // Luc was refused: he sees none of Anna's booths.
    await expectBoothNotFound(demo.luc, `/api/exhibitor/booths/${otherOfHolder}`);
    const accepted = await post(demo.nina, `${path}/accept`);
    expect(accepted.status).toBe(200);
    expect(await expectDescribed('POST', `${path}/accept`, accepted)).toEqual({ regiNr: null, fairIdCode: null });
  });

  it('the colleague sees every booth of the holder on Home and the deadlines, each without costs or prices', async () => {
    expect(await activeBoothsOf(demo.nina)).toEqual(annasBooths);
    // The deadlines list the booths the holder's own list has (a renewal offer not booked yet has none).
    const boothsOnDeadlines = async (who: typeof demo.anna) =>
      ((await getDescribed(who, '/api/exhibitor/deadlines?language=de')).body.booths as Array<{ regiNr: string }>)
        .map((booth) => booth.regiNr)
        .sort();
    const holders = await boothsOnDeadlines(demo.anna);
    expect(holders.length).toBeGreaterThan(1);
    expect(await boothsOnDeadlines(demo.nina)).toEqual(holders);
    for (const regiNr of annasBooths) {
      const page = await getDescribed(demo.nina, `/api/exhibitor/booths/${regiNr}`);
      expect(page.status).toBe(200);
      expect(page.body.access).toEqual({ role: 'member', level: 'tasks' });
      expect(page.body.sharedBy).toEqual({ name: 'Anna Muster', email: 'aussteller@demo.test', level: 'tasks' });
      expect(page.body.costs).toEqual(expect.objectContaining({ groups: [] }));
      expect((page.body.booth as Json).gesamtpreisNetto).toBeNull();
      // Level tasks: costs and team are refused as a booth that does not exist.
      await expectBoothNotFound(demo.nina, `/api/rubin/boothcost/${regiNr}`);
      await expectBoothNotFound(demo.nina, `/api/exhibitor/booths/${regiNr}/team`);
    }
  });

  it('each of the holder’s booth teams lists the colleague as all booths', async () => {
    for (const regiNr of [invitedThrough, otherOfHolder]) {
      const team = await getDescribed(demo.anna, `/api/exhibitor/booths/${regiNr}/team`);
      expect(team.body.members).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: invitation.id, email: 'neu@demo.test', allBooths: true, state: 'accepted' }),
        ]),
      );
    }
  });

  it('a booth the holder gets later is shared too, and leaves with the holder', async () => {
    await expectBoothNotFound(demo.nina, `/api/exhibitor/booths/${bookedLater.regiNr}`);
    demo.portal.portal.simulator!.reassignBooth(bookedLater.regiNr, 'aussteller@demo.test');
    try {
      pastCacheFreshness();
      const page = await getDescribed(demo.nina, `/api/exhibitor/booths/${bookedLater.regiNr}`);
      expect(page.status).toBe(200);
      expect(page.body.sharedBy).toEqual(expect.objectContaining({ email: 'aussteller@demo.test' }));
      expect(await activeBoothsOf(demo.nina)).toContain(bookedLater.regiNr);
    } finally {
      demo.portal.portal.simulator!.reassignBooth(bookedLater.regiNr, bookedLater.holder);
      pastCacheFreshness();
    }
    await expectBoothNotFound(demo.nina, `/api/exhibitor/booths/${bookedLater.regiNr}`);
  });

  it('a stranger sees none of the holder’s booths', async () => {
    for (const regiNr of annasBooths) await expectBoothNotFound(demo.marco, `/api/exhibitor/booths/${regiNr}`);
  });

  it('the colleague cannot invite others, to one booth or to all', async () => {
    const path = `/api/exhibitor/booths/${invitedThrough}/team`;
    const response = await post(demo.nina, path, { email: 'x@example.ch', level: 'tasks', booths: 'all' });
    expect(response.status).toBe(404);
  });

  it('revoking on any of the holder’s booths ends it on all of them at once', async () => {
    const response = await demo.anna.api(`/api/exhibitor/booths/${otherOfHolder}/team/${invitation.id}`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': await demo.anna.csrfToken() },
    });
    expect(response.status).toBe(204);
    for (const regiNr of annasBooths) await expectBoothNotFound(demo.nina, `/api/exhibitor/booths/${regiNr}`);
    expect(await activeBoothsOf(demo.nina)).toEqual([]);
    const team = await getDescribed(demo.anna, `/api/exhibitor/booths/${invitedThrough}/team`);
    expect((team.body.members as Json[]).map((member) => member.id)).not.toContain(invitation.id);
  });
});
