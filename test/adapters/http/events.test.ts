import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventFeedToken, type EventFeed } from '../../../application/shared/EventFeed.ts';
import { anInsurance } from '../../support/builders/insurance.ts';
import { demo } from '../../support/demo.ts';
import { queryRows } from '../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';
import { demoServiceToken } from '../../support/serviceTokens.ts';

/**
 * Domain events and the event feed: each change writes its event in its own transaction (none for a change that
 * fails), the feed GET /api/events pages through them in order, each once, and shows a service only the events of
 * the scopes its token holds; events past 30 days are purged.
 */
const { users, booths } = demo;
const MANAGER = 'manager@demo.test';
type Json = Record<string, unknown>;
interface Event {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, string>;
}

let portal: TestPortal;
let allEvents: string;
let readerToken: string;
let cursor = '0';

const serviceToken = (clientId: string, scope: string) => demoServiceToken(portal.url, clientId, scope);

async function feed(token: string | undefined, query: string): Promise<{ status: number; body: Json }> {
  const path = `/api/events${query}`;
  const response = await fetch(new URL(path, portal.url), {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await expectDescribed('GET', path, response)) as Json };
}

/** Every event after `from`, paged `limit` at a time, and the cursor past them. */
async function pages(token: string, from: string, limit: number): Promise<{ events: Event[]; next: string }> {
  const events: Event[] = [];
  let after = from;
  for (;;) {
    const page = await feed(token, `?after=${after}&limit=${limit}`);
    expect(page.status).toBe(200);
    const items = page.body.items as Event[];
    events.push(...items);
    if (items.length === 0) {
      expect(page.body.next).toBe(after);
      return { events, next: after };
    }
    after = page.body.next as string;
  }
}

const drain = async (token: string, from: string, limit: number): Promise<Event[]> =>
  (await pages(token, from, limit)).events;

/** The events since the last call. */
async function newEvents(): Promise<Event[]> {
  const { events, next } = await pages(allEvents, cursor, 500);
  cursor = next;
  return events;
}

const managerCall = async (method: string, path: string, body?: unknown) => {
  const response = await portal.send(MANAGER, method, path, body);
  return { status: response.status, body: (await expectDescribed(method, path, response)) as Json };
};

beforeAll(async () => {
  portal = await startTestPortal();
  allEvents = await serviceToken('demo-service', 'events:read booths:read fairs:read');
  readerToken = await serviceToken('demo-reader', 'events:read fairs:read');
  await newEvents();
}, 240_000);

afterAll(async () => {
  await portal?.stop();
});

describe('events of admin writes', () => {
  it('a fair created, changed and deleted, a teaser deleted and master data added each make one event with ids only; a stale save makes none', async () => {
    const summary = ((await managerCall('GET', '/api/admin/fairs')).body as unknown as Json[])[0];
    const fair = (await managerCall('GET', `/api/fairs/${String(summary._id)}`)).body;
    const { _id, version, logoDe, logoFr, logoEn, ...rest } = fair;
    const idCode = `EVT${Date.now() % 100000}`;
    const created = await managerCall('POST', '/api/fair', {
      ...rest,
      idCode,
      publish: { start: '2099-01-01', end: '2099-12-31' },
      duration: { start: '2099-11-01', end: '2099-11-05' },
      registrationDeadline: '2099-10-01',
      tasks: [],
    });
    expect(created.status).toBe(201);
    const id = String(created.body._id);
    expect((await managerCall('PUT', `/api/fairs/${id}`, { ...created.body, displayNameDe: 'Geändert' })).status).toBe(
      200,
    );
    // A second fair with the code: 422, and the same version again: 409; both rolled back with their events.
    const taken = await managerCall('POST', '/api/fair', { ...rest, idCode, tasks: [] });
    expect(taken.status).toBe(422);
    const stale = await managerCall('PUT', `/api/fairs/${id}`, { ...created.body, displayNameDe: 'Veraltet' });
    expect(stale.status).toBe(409);
    expect((await managerCall('DELETE', `/api/fairs/${id}`)).status).toBe(204);
    const teasers = (await managerCall('GET', '/api/teasersOverview')).body as unknown as Json[];
    const teaserId = String(teasers[0]._id);
    expect((await managerCall('DELETE', `/api/teaser/${teaserId}`)).status).toBe(204);
    const blacklisted = await managerCall('POST', '/api/blacklist', { title: 'Ereignis', id: 'EVT-BL' });
    expect(blacklisted.status).toBe(201);

    expect((await newEvents()).map((event) => [event.type, event.data])).toEqual([
      ['fair.changed', { fairId: id, fairCode: idCode }],
      ['fair.changed', { fairId: id, fairCode: idCode }],
      ['fair.deleted', { fairId: id, fairCode: idCode }],
      ['teaser.changed', { teaserId }],
      ['masterdata.changed', { entity: 'blacklistEntry', id: String(blacklisted.body._id) }],
    ]);
  });
});

describe('events of exhibitor actions', () => {
  it('insurance saved and waived, a task switch and a message to the fair team each make one booth event with ids only', async () => {
    const hab = booths.annaConfirmedHab.regiNr;
    const home = (await (await portal.send(users.anna.email, 'GET', '/api/exhibitor/home')).json()) as {
      activeBooths: Array<{ regiNr: string; fair: { idCode: string } }>;
    };
    const habCode = home.activeBooths.find((booth) => booth.regiNr === hab)!.fair.idCode;
    const saved = await portal.send(
      users.anna.email,
      'POST',
      `/api/insurance/${hab}`,
      anInsurance().withIncreasedAmount(30000).build(),
    );
    expect(saved.status).toBe(201);
    const waived = await portal.send(
      users.luc.email,
      'POST',
      `/api/insurance/${booths.lucOrderedAgr.regiNr}`,
      anInsurance().waived().build(),
    );
    expect(waived.status).toBe(201);
    const taskId = `${habCode.toLowerCase()}-task-logist`;
    const switched = await portal.send(users.anna.email, 'POST', '/api/booth/setNotificationState', {
      id: taskId,
      booth: hab,
      notificationState: false,
    });
    expect(switched.status).toBe(200);
    const contact = await portal.send(users.anna.email, 'POST', `/api/exhibitor/booths/${hab}/contact`, {
      subject: 'Frage',
      message: 'Wann ist der Aufbau?',
    });
    expect(contact.status).toBe(200);

    const events = await newEvents();
    expect(events.map((event) => [event.type, event.data.regiNr, event.data.fairCode, event.data.taskId])).toEqual([
      ['insurance.saved', hab, habCode, undefined],
      ['insurance.waived', booths.lucOrderedAgr.regiNr, expect.any(String), undefined],
      ['task.notification_switched', hab, habCode, taskId],
      ['booth.contact_sent', hab, habCode, undefined],
    ]);
    for (const event of events) {
      expect(Object.keys(event.data).sort()).toEqual(
        event.type === 'task.notification_switched'
          ? ['fairCode', 'fairId', 'regiNr', 'taskId']
          : ['fairCode', 'fairId', 'regiNr'],
      );
      expect(JSON.stringify(event)).not.toContain('@');
    }
  });
});

describe('GET /api/events', () => {
  it('pages through every event once, in order, with small pages', async () => {
    const whole = (await feed(allEvents, '?limit=500')).body.items as Event[];
    expect(whole.length).toBeGreaterThanOrEqual(9);
    const paged = await drain(allEvents, '0', 2);
    expect(paged).toEqual(whole);
    expect(new Set(paged.map((event) => event.id)).size).toBe(paged.length);
  });

  it('keeps the order of the outbox where the numbers gain a digit, whatever the page size (numbers, not texts)', async () => {
    // The numbers cross from two digits to three, where their text order and their order part ("100" < "95").
    const [{ top }] = await queryRows<{ top: string }>(
      portal.portal.databaseUrl,
      `select setval(pg_get_serial_sequence('domain_events', 'seq'), greatest(94, (select max(seq) from domain_events)))::text as top`,
    );
    expect(Number(top)).toBeLessThan(95);
    const from = top;
    const markers = Array.from({ length: 12 }, (_, index) => `order-${index + 1}`);
    for (const marker of markers)
      await queryRows(
        portal.portal.databaseUrl,
        `insert into domain_events (id, type, data, scope) values (gen_random_uuid(), 'fair.changed', $1, 'fairs:read')`,
        [JSON.stringify({ fairId: marker, fairCode: 'ORDER' })],
      );
    for (const limit of [1, 2, 5, 50])
      expect((await drain(allEvents, from, limit)).map((event) => event.data.fairId)).toEqual(markers);
    await newEvents();
  });

  it('shows a reader without booths:read no booth event, and never webhook.test', async () => {
    await queryRows(
      portal.portal.databaseUrl,
      `insert into domain_events (id, type, data, scope) values (gen_random_uuid(), 'webhook.test', '{}', 'fairs:read')`,
    );
    const seen = await drain(readerToken, '0', 100);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(
      seen.every((event) =>
        ['fair.changed', 'fair.deleted', 'teaser.changed', 'masterdata.changed'].includes(event.type),
      ),
    ).toBe(true);
    expect((await drain(allEvents, '0', 500)).some((event) => event.type === 'webhook.test')).toBe(false);
  });

  it('answers 401 without a token, 403 without events:read, 400 for a bad cursor or limit', async () => {
    expect((await feed(undefined, '')).status).toBe(401);
    const fairsOnly = await serviceToken('demo-reader', 'fairs:read');
    const refused = await feed(fairsOnly, '');
    expect([refused.status, refused.body.messageKey]).toEqual([403, 'errors.scopeMissing']);
    expect((await feed(allEvents, '?after=abc')).status).toBe(400);
    expect((await feed(allEvents, '?limit=501')).status).toBe(400);
    expect((await feed(allEvents, '?limit=0')).status).toBe(400);
  });

  it('purges the events older than 30 days (the scheduled job with its clock)', async () => {
    await queryRows(
      portal.portal.databaseUrl,
      `insert into domain_events (id, type, data, scope, occurred_at) values
        (gen_random_uuid(), 'fair.changed', '{"fairId":"old","fairCode":"OLD"}', 'fairs:read', now() - interval '31 days'),
        (gen_random_uuid(), 'fair.changed', '{"fairId":"kept","fairCode":"KEPT"}', 'fairs:read', now() - interval '29 days')`,
    );
    const purge = portal.portal.container.get<EventFeed>(EventFeedToken);
    expect(await purge.purgeExpired({ now: () => new Date() })).toBe(1);
    const left = (await drain(allEvents, '0', 500)).map((event) => event.data.fairId);
    expect(left).toContain('kept');
    expect(left).not.toContain('old');
    // Forty days on, the rest is past the retention too.
    expect(await purge.purgeExpired({ now: () => new Date(Date.now() + 40 * 24 * 60 * 60 * 1000) })).toBeGreaterThan(0);
    expect((await feed(allEvents, '')).body.items).toEqual([]);
  });
});
