// spec: exhibitor-area §2 Message centre, §3 Notification, §7 GET /notifications, GET /notificationread/{id}, POST /user/setmailnotifications
import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { Notification } from '../../../../web/src/api/messagesApi.ts';
import type { HomeView } from '../../../../web/src/api/types.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { fairPageOf, MessageCentrePageStore } from '../../../../web/src/exhibitor/messages/MessageCentrePageStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];
const text = (value: string) => ({ de: value, fr: value, en: value });

function aNotification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'information',
    date: '2026-11-01T08:00:00.000Z',
    fairId: null,
    boothId: null,
    taskId: null,
    fair: null,
    booth: null,
    subject: `Subject ${id}`,
    body: '<p>Body</p>',
    unread: false,
    ...overrides,
  };
}

const notifications = [
  aNotification('n1', {
    type: 'reminder',
    date: '2026-11-19T07:00:00.000Z',
    fairId: 'HAB26',
    boothId: '100101',
    fair: text('Habitat Bern'),
    booth: text('Halle 2.1 / B12'),
    subject: 'Katalog',
    unread: true,
  }),
  aNotification('n2', {
    date: '2026-11-10T09:30:00.000Z',
    fairId: 'GAS26',
    fair: text('Gastronova Luzern'),
    booth: text('Halle 2 / 2.040'),
    subject: 'Anmeldung',
  }),
  aNotification('n3', { date: '2026-10-22T08:00:00.000Z', subject: 'Willkommen', unread: true }),
];

const home: HomeView = {
  newMember: false,
  stale: false,
  activeBooths: [],
  fairNavigation: [],
  fairsOpenForRegistration: [],
  pastFairSeries: [],
  unreadNotifications: 2,
  wallEntries: [],
  message: null,
};

async function setUp(answers: Answers = {}) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    'GET /api/exhibitor/home': { status: 200, body: home },
    'GET /api/notifications': { status: 200, body: notifications },
    'GET /api/user/u1': { status: 200, body: { ...aUser(), preferredFairSeries: null, mailNotifications: true } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  await root.session.load();
  await root.home.load();
  const page = new MessageCentrePageStore(root);
  await page.load();
  return { root, server, page, navigations };
}

const typeLabel = (type: Notification['type']) => (type === 'reminder' ? 'Erinnerung' : 'Information');
const ids = (page: MessageCentrePageStore) => page.sorted('de', typeLabel).map((notification) => notification.id);

describe('MessageCentrePageStore', () => {
  it('loads the notifications and the user’s e-mail setting, newest first', async () => {
    const { page } = await setUp();
    expect(page.state).toBe('loaded');
    expect(page.mailNotifications).toBe(true);
    expect(ids(page)).toEqual(['n1', 'n2', 'n3']);
    expect(page.unreadCount).toBe(2);
  });

  it('sorts by a column, turns the order round on a second click, and puts rows without a fair last', async () => {
    const { page } = await setUp();
    page.sortBy('date');
    expect(ids(page)).toEqual(['n3', 'n2', 'n1']);
    page.sortBy('fair');
    expect(page.sortDirection).toBe('ascending');
    expect(ids(page)).toEqual(['n2', 'n1', 'n3']);
    page.sortBy('fair');
    expect(ids(page)).toEqual(['n1', 'n2', 'n3']);
    page.sortBy('subject');
    expect(ids(page)).toEqual(['n2', 'n1', 'n3']);
    page.sortBy('type');
    expect(ids(page)).toEqual(['n1', 'n2', 'n3']);
  });

  it('links only reminders that name their fair and booth to the fair page', () => {
    expect(fairPageOf(notifications[0])).toBe('/fair/HAB26/100101');
    expect(fairPageOf(notifications[1])).toBeNull();
    expect(fairPageOf({ type: 'reminder', fairId: 'HAB26', boothId: null, taskId: null })).toBeNull();
  });

  // The digest links a reminder's task; the message centre does the same (anchor `#task-{id}`, URI-encoded).
  it('links a reminder that names its task to the task on the booth page', () => {
    const reminder = { type: 'reminder', fairId: 'HAB26', boothId: '200101' } as const;
    expect(fairPageOf({ ...reminder, taskId: 'hab26-task-werb' })).toBe('/fair/HAB26/200101#task-hab26-task-werb');
    expect(fairPageOf({ ...reminder, taskId: 'a b/#c' })).toBe('/fair/HAB26/200101#task-a%20b%2F%23c');
    expect(fairPageOf({ type: 'information', fairId: 'HAB26', boothId: '200101', taskId: 'x' })).toBeNull();
  });

  it('marks an unread message read when it is opened, with the CSRF token, and hands the count to the header', async () => {
    const { page, root, server } = await setUp({
      'GET /api/notificationread/n1': { status: 200, body: { id: 'n1', unread: false, unreadCount: 1 } },
    });
    expect(root.home.unreadNotifications).toBe(2);
    await page.toggle('n1');
    expect(page.isExpanded('n1')).toBe(true);
    expect(page.notifications.find((notification) => notification.id === 'n1')!.unread).toBe(false);
    expect(root.home.unreadNotifications).toBe(1);
    const markRead = server.requests.find((request) => request.path === '/api/notificationread/n1')!;
    expect(markRead.headers.get('X-CSRF-Token')).toBe('csrf-1');
    // Opening it again, or a message already read, asks nothing more.
    await page.toggle('n1');
    await page.toggle('n2');
    expect(server.requests.filter((request) => request.path.startsWith('/api/notificationread/'))).toHaveLength(1);
  });

  it('keeps a message unread and says so when marking it read fails', async () => {
    const { page, root } = await setUp({ 'GET /api/notificationread/n3': problem(500, 'errors.apiError') });
    await page.toggle('n3');
    expect(page.notifications.find((notification) => notification.id === 'n3')!.unread).toBe(true);
    expect(page.actionError).toBe('markReadFailed');
    expect(root.home.unreadNotifications).toBe(2);
  });

  it('saves the e-mail switch, and switches it back when the save fails', async () => {
    const saved = await setUp({
      'POST /api/user/setmailnotifications': {
        status: 200,
        body: { ...aUser(), preferredFairSeries: null, mailNotifications: false },
      },
    });
    await saved.page.setMailNotifications(false);
    expect(saved.page.mailNotifications).toBe(false);
    const post = saved.server.requests.find((request) => request.path === '/api/user/setmailnotifications')!;
    expect(post.body).toEqual({ user: 'u1', mailNotifications: false });

    const failed = await setUp({ 'POST /api/user/setmailnotifications': problem(500, 'errors.apiError') });
    await failed.page.setMailNotifications(false);
    expect(failed.page.mailNotifications).toBe(true);
    expect(failed.page.actionError).toBe('mailNotificationsFailed');
  });

  // spec: exhibitor-area §8 — a failed load goes to Home with errors.apiError; 401 to /logout
  // The weekly e-mail of deadlines (Monday 07:00, overdue and due within 14 days), opted in beside the e-mail switch.
  it('reads the weekly digest setting and saves it on the user (PUT /user/{id}), switched back when the save fails', async () => {
    const stored = { ...aUser(), preferredFairSeries: null, mailNotifications: true, weeklyDigest: true };
    const saved = await setUp({ 'PUT /api/user/u1': { status: 200, body: stored } });
    expect(saved.page.weeklyDigest).toBe(false);
    const saving = saved.page.setWeeklyDigest(true);
    expect([saved.page.weeklyDigest, saved.page.savingWeeklyDigest]).toEqual([true, true]);
    await saving;
    expect([saved.page.weeklyDigest, saved.page.savingWeeklyDigest]).toEqual([true, false]);
    const put = saved.server.requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/user/u1');
    expect(put.body).toEqual({ weeklyDigest: true });
    expect(put.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(saved.page.mailNotifications).toBe(true);

    const reread = await setUp({ 'GET /api/user/u1': { status: 200, body: stored } });
    expect(reread.page.weeklyDigest).toBe(true);

    const failed = await setUp({ 'PUT /api/user/u1': problem(500, 'errors.apiError') });
    await failed.page.setWeeklyDigest(true);
    expect(failed.page.weeklyDigest).toBe(false);
    expect(failed.page.actionError).toBe('weeklyDigestFailed');
  });

  it('sends the user Home with errors.apiError when the notifications cannot be loaded, and to /logout on 401', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await setUp({ 'GET /api/notifications': problem(500, 'errors.apiError') });
    expect(failed.page.state).toBe('error');
    expect(failed.root.ui.message).toBe('errors.apiError');
    expect(failed.navigations).toEqual(['/']);
    const signedOut = await setUp({ 'GET /api/notifications': problem(401, 'errors.unauthorized') });
    expect(signedOut.navigations).toEqual(['/logout']);
    quiet.mockRestore();
  });
});
