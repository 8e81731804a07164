import { beforeAll, describe, expect, it } from '@jest/globals';
import { CockpitBoothsToken } from '../../../../application/admin/cockpitBooths.ts';
import type { Json } from '../../../support/adminApi.ts';
import { demo } from '../../../support/demo.ts';
import { aCockpitBooth, InMemoryCockpitBooths } from '../../../support/InMemoryCockpitBooths.ts';
import type { InMemoryMailQueue } from '../../../support/InMemoryMailQueue.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { captureMails, expectDescribed } from '../../../support/testPortal.ts';
import { useAdminApi } from './adminTestPortal.ts';
import { demoServiceToken } from '../../../support/serviceTokens.ts';
import { until } from '../../../support/until.ts';

// spec: admin cockpit announcements -- a manager writes a message to a segment of a fair's booths; each recipient
// gets it once in the message centre, contacts without an account by e-mail; listed with recipients, delivered,
// e-mailed and read counts; a scheduled one can be cancelled; audited and sent as announcement.sent.

const MANAGER = 'manager@demo.test';
const { anna, luc } = demo.users;
const CONTACT = 'neu-aussteller@firma.example';
const PATH = '/api/admin/announcements';

const admin = useAdminApi([MANAGER, anna.email, luc.email]);
const call = (method: string, path: string, body?: unknown) => admin.api.call(MANAGER, method, path, body);
let fairId: string;
let mails: InMemoryMailQueue;

const form = (overrides: Json = {}): Json => ({
  fairId,
  segment: { taskId: 'insurance', states: ['overdue'] },
  subjectDe: 'Versicherung fehlt',
  subjectFr: 'Assurance manquante',
  subjectEn: 'Insurance missing',
  bodyDe: 'Bitte schliessen Sie die Versicherung ab.',
  bodyFr: "Veuillez conclure l'assurance.",
  bodyEn: 'Please take out the insurance.',
  sendAt: null,
  sendMail: true,
  ...overrides,
});

const listed = async (id: string) => ((await call('GET', PATH)).body as Json[]).find((item) => item.id === id);
const informationOf = async (email: string) =>
  ((await admin.portal.send(email, 'GET', '/api/notifications', undefined, false)).json() as Promise<Json[]>).then(
    (list) => list.filter((entry) => entry.type === 'information'),
  );

const serviceToken = (clientId: string, scope: string) => demoServiceToken(admin.portal.url, clientId, scope);

async function asService(token: string, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(new URL(path, admin.portal.url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await expectDescribed(method, path, response);
  return response.status;
}

beforeAll(async () => {
  const fairs = (await call('GET', '/api/admin/fairs')).body as Json[];
  fairId = fairs[0]._id as string;
  const cockpit = new InMemoryCockpitBooths();
  cockpit.set(fairs[0].idCode as string, [
    aCockpitBooth('900001', anna.email, { states: { insurance: 'overdue' } }),
    aCockpitBooth('900002', luc.email, { states: { insurance: 'done' } }),
    aCockpitBooth('900003', CONTACT, { states: { insurance: 'overdue' }, neverSignedIn: true }),
  ]);
  const container = admin.portal.portal.container;
  if (container.isBound(CockpitBoothsToken)) container.unbind(CockpitBoothsToken);
  container.bind(CockpitBoothsToken).toConstantValue(cockpit);
  mails = captureMails(admin.portal);
});

describe('announcements', () => {
  it('previews the reach of a segment before anything is written', async () => {
    await admin.api.expectNothingWritten(async () => {
      const reach = await call('POST', `${PATH}/preview`, { fairId, segment: form().segment, sendMail: true });
      expect(reach.status).toBe(200);
      expect(reach.body).toMatchObject({ booths: 2, recipients: 2, users: 1, contactsWithoutAccount: 1 });
    });
  });

  it('reaches the segment once, in the message centre and by e-mail, with its counts, audit and event', async () => {
    const created = await call('POST', PATH, form());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'scheduled', subjectFr: 'Assurance manquante', recipients: null });
    const sent = await until(
      () => listed(created.body.id as string),
      (item) => item?.status === 'sent',
      'the announcement sent',
      30_000,
    );
    expect(sent).toMatchObject({ status: 'sent', recipients: 2, delivered: 1, read: 0 });

    const [message] = await informationOf(anna.email);
    expect(message).toMatchObject({ subject: 'Versicherung fehlt', unread: true });
    expect(message.body).toContain('Bitte schliessen Sie die Versicherung ab.');
    expect((await informationOf(luc.email)).filter((entry) => entry.subject === 'Assurance manquante')).toEqual([]);
    const toContact = mails.sent.filter(({ mail }) => mail.to === CONTACT);
    expect(toContact).toHaveLength(1);
    expect(toContact[0].mail).toMatchObject({ subject: 'Versicherung fehlt' });
    expect(toContact[0].mail.text).toContain(admin.portal.url);
    expect(mails.sent.some(({ mail }) => mail.to === luc.email)).toBe(false);

    const read = await admin.portal.send(anna.email, 'GET', `/api/notificationread/${message.id as string}`);
    expect(read.status).toBe(200);
    expect(await listed(created.body.id as string)).toMatchObject({ read: 1 });

    const trail = await call('GET', `/api/admin/audit?entity=announcement&id=${created.body.id as string}`);
    expect((trail.body as Json[])[0]).toMatchObject({ entity: 'announcement', action: 'create', actorEmail: MANAGER });
    const events = await queryRows(
      admin.portal.portal.databaseUrl,
      `select 1 from domain_events where type = 'announcement.sent' and data->>'announcementId' = $1`,
      [created.body.id],
    );
    expect(events).toHaveLength(1);
  });

  it('cancels a scheduled announcement once; an unknown one is 404', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const created = await call('POST', PATH, form({ sendAt: later }));
    expect(created.body).toMatchObject({ status: 'scheduled', sendAt: later });
    const cancelled = await call('DELETE', `${PATH}/${created.body.id as string}`);
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    const again = await call('DELETE', `${PATH}/${created.body.id as string}`);
    expect([again.status, again.body.detail]).toEqual([
      409,
      'Die Mitteilung wird bereits versendet oder wurde versendet bzw. storniert',
    ]);
    expect((await call('DELETE', `${PATH}/0f5e2a71-6c3b-4d8e-9a1f-2b3c4d5e6f70`)).status).toBe(404);
  });

  it('refuses a missing language, a past send time and an unknown fair with German messages', async () => {
    await admin.api.expect422(
      MANAGER,
      'POST',
      PATH,
      form({ subjectFr: ' ' }),
      'subjectFr',
      'Bitte den Betreff in allen drei Sprachen angeben',
    );
    await admin.api.expect422(
      MANAGER,
      'POST',
      PATH,
      form({ sendAt: '2020-01-01T00:00:00Z' }),
      'sendAt',
      'Der Versandzeitpunkt liegt in der Vergangenheit',
    );
    await admin.api.expect422(
      MANAGER,
      'POST',
      PATH,
      form({ fairId: 'no-such-fair' }),
      'fairId',
      'Bitte eine Messe wählen',
    );
  });

  it('is refused to exhibitors and to services without the scope', async () => {
    expect((await admin.api.call(anna.email, 'GET', PATH)).status).toBe(403);
    expect((await admin.api.call(anna.email, 'POST', PATH, form())).status).toBe(403);
    expect((await admin.api.call(anna.email, 'POST', `${PATH}/preview`, { fairId, segment: {} })).status).toBe(403);
    const reader = await serviceToken('demo-reader', 'fairs:read');
    expect(await asService(reader, 'GET', PATH)).toBe(200);
    expect(await asService(reader, 'POST', PATH, form())).toBe(403);
    expect(await asService(reader, 'DELETE', `${PATH}/0f5e2a71-6c3b-4d8e-9a1f-2b3c4d5e6f70`)).toBe(403);
  });
});
