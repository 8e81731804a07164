// beyond the spec: the Mitteilungen screens of the back office (admin cockpit announcements) -- the form prefilled
// from the cockpit's link, its reach before sending, the server's German field errors, the list's cancel after Ja
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import type { Announcement } from '../../../web/src/api/adminAnnouncementsApi.ts';
import { RootStore } from '../../../web/src/app/RootStore.ts';
import { AnnouncementFormStore } from '../../../web/src/admin/announcements/AnnouncementFormStore.ts';
import { AnnouncementsStore } from '../../../web/src/admin/announcements/AnnouncementsStore.ts';
import { inputOf, prefillFromQuery } from '../../../web/src/admin/announcements/announcementForm.ts';
import { aUser, fakeServer, memoryStorage } from '../fakeServer.ts';

const FAIR = 'fair-hab26';
const ID = '0f5e2a71-6c3b-4d8e-9a1f-2b3c4d5e6f70';
const announcement: Announcement = {
  id: ID,
  fairId: FAIR,
  fairIdCode: 'HAB26',
  segment: { taskId: 'hab26-task-vers', states: ['overdue'] },
  subjectDe: 'Versicherung fehlt',
  subjectFr: 'Assurance manquante',
  subjectEn: 'Insurance missing',
  bodyDe: 'Bitte abschliessen.',
  bodyFr: 'Veuillez conclure.',
  bodyEn: 'Please take it out.',
  sendAt: '2026-12-04T08:00:00.000Z',
  sendMail: true,
  status: 'scheduled',
  createdAt: '2026-12-03T10:00:00.000Z',
  createdBy: 'manager',
  sentAt: null,
  recipients: null,
  delivered: 0,
  emailed: 0,
  read: 0,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setUp(answers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser({ roles: ['ONESHOP_MANAGER'] }), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  root.connectRouter(() => undefined);
  return { root, server };
}

async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('the announcement form', () => {
  it('takes the fair, task and state of the cockpit link and asks only for the segment it names', () => {
    const value = prefillFromQuery(`?fair=${FAIR}&task=hab26-task-vers&state=overdue,bogus`);
    expect(inputOf({ ...value, subjectDe: 'A' })).toMatchObject({
      fairId: FAIR,
      segment: { taskId: 'hab26-task-vers', states: ['overdue'] },
      subjectDe: 'A',
      sendAt: null,
    });
    expect(inputOf({ ...value, statuses: ' booked, OFFER ', halls: 'Halle 1' }).segment).toEqual({
      taskId: 'hab26-task-vers',
      states: ['overdue'],
      statuses: ['BOOKED', 'OFFER'],
      halls: ['Halle 1'],
    });
  });

  it('shows the reach before sending and the server’s German messages at their fields', async () => {
    const detail = 'Bitte den Betreff in allen drei Sprachen angeben';
    const { root, server } = setUp({
      'GET /api/admin/fairs': { status: 200, body: [{ _id: FAIR, idCode: 'HAB26', displayNameDe: 'Habitat 2026' }] },
      [`GET /api/fairs/${FAIR}`]: {
        status: 200,
        body: { tasks: [{ _id: 'hab26-task-vers', type: 'task', displayNameDe: 'Versicherung' }] },
      },
      'POST /api/admin/announcements/preview': {
        status: 200,
        body: { asOf: '2026-12-03T09:00:00.000Z', booths: 4, recipients: 5, users: 4, contactsWithoutAccount: 1 },
      },
      'POST /api/admin/announcements': async () =>
        json(
          {
            type: 'about:blank',
            title: 'Unprocessable',
            status: 422,
            messageKey: 'errors.validation',
            errors: [{ field: '/body/subjectFr', messageKey: 'errors.validation', detail }],
          },
          422,
        ),
    });
    const store = new AnnouncementFormStore(root, prefillFromQuery(`?fair=${FAIR}&task=hab26-task-vers&state=overdue`));
    void store.start();
    await until(() => store.reach.kind === 'ready' && store.tasks.length === 1);
    expect(store.reach).toMatchObject({ reach: { recipients: 5 } });
    const preview = server.requests.find((request) => request.path === '/api/admin/announcements/preview');
    expect(preview?.body).toEqual({
      fairId: FAIR,
      segment: { taskId: 'hab26-task-vers', states: ['overdue'] },
      sendMail: true,
    });
    store.set('subjectDe', 'Versicherung fehlt');
    expect(await store.submit()).toBe(false);
    expect(store.errors).toEqual({ subjectFr: detail });
    expect(store.value.subjectDe).toBe('Versicherung fehlt');
    store.stop();
  });

  it('asks for the time of a later sending instead of sending now', async () => {
    const { root, server } = setUp({});
    const store = new AnnouncementFormStore(root, prefillFromQuery(''));
    store.set('sendLater', true);
    expect(await store.submit()).toBe(false);
    expect(store.errors.sendAt).toBe('Bitte Datum und Uhrzeit des Versands angeben');
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('AnnouncementsStore', () => {
  it('lists the announcements and cancels a scheduled one after Ja', async () => {
    const { root, server } = setUp({
      'GET /api/admin/announcements': { status: 200, body: [announcement] },
      [`DELETE /api/admin/announcements/${ID}`]: { status: 200, body: { ...announcement, status: 'cancelled' } },
    });
    const store = new AnnouncementsStore(root);
    await store.load();
    expect([store.state, store.items.length]).toEqual(['ready', 1]);
    store.askCancel(announcement);
    await store.confirmCancel();
    expect([store.items[0].status, store.pendingCancel, store.notice]).toEqual([
      'cancelled',
      undefined,
      'Die Mitteilung «Versicherung fehlt» wurde storniert.',
    ]);
    expect(server.requests.find((request) => request.method === 'DELETE')?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('keeps a refused cancel in its dialog with the server’s reason', async () => {
    const reason = 'Die Mitteilung wird bereits versendet oder wurde versendet bzw. storniert';
    const { root } = setUp({
      'GET /api/admin/announcements': { status: 503 },
      [`DELETE /api/admin/announcements/${ID}`]: async () =>
        json({ type: 'about:blank', title: 'Conflict', status: 409, messageKey: 'errors.inUse', detail: reason }, 409),
    });
    const store = new AnnouncementsStore(root);
    await store.load();
    expect(store.state).toBe('failed');
    store.askCancel(announcement);
    await store.confirmCancel();
    expect([store.pendingCancel?.id, store.cancelError]).toEqual([ID, reason]);
  });
});
