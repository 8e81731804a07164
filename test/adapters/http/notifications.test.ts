import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MikroOrmNotifications } from '../../../adapters/persistence/MikroOrmNotifications.ts';
import { queryRows } from '../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;
let fairOf: Map<string, string>;

beforeAll(async () => {
  portal = await startTestPortal();
  const home = (await (await (await portal.as('aussteller@demo.test')).api('/api/exhibitor/home')).json()) as {
    activeBooths: Array<{ regiNr: string; fair: { idCode: string } }>;
  };
  fairOf = new Map(home.activeBooths.map((booth) => [booth.regiNr, booth.fair.idCode]));
});

afterAll(async () => {
  await portal?.stop();
});

beforeEach(() => {
  portal.portal.simulator!.setFaults({ down: false });
});

const query = <T>(sql: string, values: unknown[] = []): Promise<T[]> =>
  queryRows<T>(portal.portal.databaseUrl, sql, values);

interface NotificationBody {
  id: string;
  date: string;
  fairId: string | null;
  boothId: string | null;
  fair: { de: string } | null;
  booth: { de: string; en: string } | null;
  subject: string;
  body: string;
  unread: boolean;
}

describe('GET /api/notifications', () => {
  // spec: exhibitor-area §3 Notification, §7 GET /notifications/
  it('lists only the user’s notifications, newest first, with fair and booth labels where known', async () => {
    const response = await portal.send('aussteller@demo.test', 'GET', '/api/notifications', undefined, false);
    expect(response.status).toBe(200);
    const list = (await expectDescribed('GET', '/api/notifications', response)) as NotificationBody[];
    expect(list.map((entry) => entry.subject)).toEqual([
      'Ausstellerversicherung abschliessen',
      'Aufgabe überfällig: Katalog- und Verzeichniseintrag',
      'Neue Hallenpläne verfügbar',
      'Willkommen im Online Service Center',
    ]);
    const dates = list.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list[1]).toMatchObject({ boothId: '100101', booth: { de: 'Halle 2.1 / B12', en: 'Hall 2.1 / B12' } });
    expect(list[1].fair!.de).toContain('Habitat Bern');
    expect(list[3]).toMatchObject({ fairId: null, fair: null, booth: null });
  });

  it('gives a new member an empty list, and answers the trailing-slash path of the spec', async () => {
    const response = await portal.send('neu@demo.test', 'GET', '/api/notifications/', undefined, false);
    expect(await expectDescribed('GET', '/api/notifications/', response)).toEqual([]);
  });

  // HTML from outside is sanitised once, when stored (adapters/shared/safeHtml.ts), and sent as stored;
  // rows from before are sanitised by a migration (test/adapters/persistence/storedHtml.test.ts)
  it('answers a body written with unsafe HTML sanitised', async () => {
    await new MikroOrmNotifications(portal.portal.orm).add({
      userId: 'demo-0003-mitaussteller',
      type: 'information',
      date: new Date().toISOString(),
      fairId: null,
      boothId: null,
      boothLabel: null,
      subject: 'Unsafe',
      body: '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://ok.test">ok</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      unread: true,
    });
    const list = (await expectDescribed(
      'GET',
      '/api/notifications',
      await portal.send('mitaussteller@demo.test', 'GET', '/api/notifications', undefined, false),
    )) as NotificationBody[];
    const unsafe = list.find((entry) => entry.subject === 'Unsafe')!;
    expect(unsafe.body).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(unsafe.body).toContain('<a href="https://ok.test" rel="noopener noreferrer" target="_blank">ok</a>');
  });
});

describe('GET /api/notificationread/{id}', () => {
  // spec: exhibitor-area §7 GET /notificationread/{id}; a GET that changes state needs the CSRF token
  it('marks the user’s notification read and gives the remaining unread count', async () => {
    const list = (await (
      await portal.send('haendler@demo.test', 'GET', '/api/notifications', undefined, false)
    ).json()) as NotificationBody[];
    const unread = list.filter((entry) => entry.unread);
    const response = await portal.send('haendler@demo.test', 'GET', `/api/notificationread/${unread[0].id}`);
    expect(response.status).toBe(200);
    expect(await expectDescribed('GET', `/api/notificationread/${unread[0].id}`, response)).toEqual({
      id: unread[0].id,
      unread: false,
      unreadCount: unread.length - 1,
    });
    const after = (await (
      await portal.send('haendler@demo.test', 'GET', '/api/notifications', undefined, false)
    ).json()) as NotificationBody[];
    expect(after.find((entry) => entry.id === unread[0].id)!.unread).toBe(false);
  });

  it('refuses it without the CSRF token', async () => {
    const list = (await (
      await portal.send('aussteller@demo.test', 'GET', '/api/notifications', undefined, false)
    ).json()) as NotificationBody[];
    const response = await portal.send(
      'aussteller@demo.test',
      'GET',
      `/api/notificationread/${list[0].id}`,
      undefined,
      false,
    );
    expect(response.status).toBe(403);
    expect(await expectDescribed('GET', `/api/notificationread/${list[0].id}`, response)).toMatchObject({
      messageKey: 'errors.csrf',
    });
    const [row] = await query<{ unread: boolean }>('select unread from notifications where id = $1', [list[0].id]);
    expect(row.unread).toBe(true);
  });

  it.each([
    ['another user’s notification', 'manager@demo.test'],
    ['a co-exhibitor', 'mitaussteller@demo.test'],
    ['a new member', 'neu@demo.test'],
  ])('answers 404 to %s and leaves it unread', async (_who, email) => {
    const [anna] = await query<{ id: string }>(
      `select id from notifications where user_id = 'demo-0001-aussteller' and unread order by date limit 1`,
    );
    const response = await portal.send(email, 'GET', `/api/notificationread/${anna.id}`);
    expect(response.status).toBe(404);
    await expectDescribed('GET', `/api/notificationread/${anna.id}`, response);
    const [row] = await query<{ unread: boolean }>('select unread from notifications where id = $1', [anna.id]);
    expect(row.unread).toBe(true);
  });

  it('answers 404 to an id that is no notification id', async () => {
    const response = await portal.send('aussteller@demo.test', 'GET', '/api/notificationread/not-a-uuid');
    expect(response.status).toBe(404);
  });
});

describe('POST /api/booth/setNotificationState', () => {
  const taskOf = (regiNr: string, group: string) => `${fairOf.get(regiNr)!.toLowerCase()}-task-${group}`;

  // spec: exhibitor-area §7 POST /booth/setNotificationState; reply holds notificationState
  it('stores the switch per booth and task', async () => {
    const json = { id: taskOf('100101', 'logist'), booth: '100101', notificationState: false };
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/booth/setNotificationState', json);
    expect(response.status).toBe(200);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toEqual(json);
    const rows = await query<{ notification_state: boolean; user_id: string }>(
      'select notification_state, user_id from task_notification_states where booth_id = $1 and task_id = $2',
      ['100101', json.id],
    );
    expect(rows).toEqual([{ notification_state: false, user_id: 'demo-0001-aussteller' }]);
    await portal.send('aussteller@demo.test', 'POST', '/api/booth/setNotificationState', {
      ...json,
      notificationState: true,
    });
    const [again] = await query<{ notification_state: boolean }>(
      'select notification_state from task_notification_states where booth_id = $1 and task_id = $2',
      ['100101', json.id],
    );
    expect(again.notification_state).toBe(true);
  });

  it('lets a co-exhibitor switch a task of their own booth', async () => {
    const home = (await (await (await portal.as('mitaussteller@demo.test')).api('/api/exhibitor/home')).json()) as {
      activeBooths: Array<{ regiNr: string; fair: { idCode: string } }>;
    };
    const idCode = home.activeBooths.find((booth) => booth.regiNr === '300201')!.fair.idCode;
    const response = await portal.send('mitaussteller@demo.test', 'POST', '/api/booth/setNotificationState', {
      id: `${idCode.toLowerCase()}-task-llc`,
      booth: '300201',
      notificationState: false,
    });
    expect(response.status).toBe(200);
  });

  interface BoothTasks {
    taskGroups: Array<{
      tasks: Array<{
        id: string;
        state: string;
        done: boolean;
        notificationState: boolean;
        notificationSwitchOffered: boolean;
      }>;
    }>;
  }
  async function taskOnPage(email: string, regiNr: string, id: string) {
    const page = (await (await (await portal.as(email)).api(`/api/exhibitor/booths/${regiNr}`)).json()) as BoothTasks;
    return page.taskGroups.flatMap((group) => group.tasks).find((task) => task.id === id);
  }

  // spec: exhibitor-area §4 task done (notification state false), §5 notification switch
  it('shows a switched-off task as done with its switch kept, and switches it back on', async () => {
    const id = taskOf('100101', 'catering'); // 200101 is at the same fair as 100101
    expect(await taskOnPage('haendler@demo.test', '200101', id)).toMatchObject({
      state: 'due',
      notificationSwitchOffered: true,
    });
    expect(
      (
        await portal.send('haendler@demo.test', 'POST', '/api/booth/setNotificationState', {
          id,
          booth: '200101',
          notificationState: false,
        })
      ).status,
    ).toBe(200);
    expect(await taskOnPage('haendler@demo.test', '200101', id)).toMatchObject({
      state: 'done',
      done: true,
      notificationState: false,
      notificationSwitchOffered: true,
    });
    const back = await portal.send('haendler@demo.test', 'POST', '/api/booth/setNotificationState', {
      id,
      booth: '200101',
      notificationState: true,
    });
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', back)).toEqual({
      id,
      booth: '200101',
      notificationState: true,
    });
    expect(await taskOnPage('haendler@demo.test', '200101', id)).toMatchObject({
      state: 'due',
      done: false,
      notificationState: true,
    });
  });

  // spec: exhibitor-area §5 "only when the task is not required, its state is one of insurance, due, pendent, done, and it is not done"
  it.each([
    ['a required task', '100101', 'verz'],
    ['a task whose work is done', '100101', 'parkpl'],
    ['a task not yet started', '100101', 'dile'],
    ['a task without period', '100101', 'kstlos'],
    ['an overdue task', '100201', 'werb'],
  ])('answers 422 errors.notificationSwitchNotOffered for %s and stores nothing', async (_case, regiNr, group) => {
    const id = taskOf(regiNr, group);
    expect((await taskOnPage('aussteller@demo.test', regiNr, id))!.notificationSwitchOffered).toBe(false);
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/booth/setNotificationState', {
      id,
      booth: regiNr,
      notificationState: false,
    });
    expect(response.status).toBe(422);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      messageKey: 'errors.invalidInput',
      errors: [{ field: '/body/id', messageKey: 'errors.notificationSwitchNotOffered' }],
    });
    expect(
      await query('select 1 from task_notification_states where booth_id = $1 and task_id = $2', [regiNr, id]),
    ).toEqual([]);
  });

  // spec: exhibitor-area §5 co-exhibitors see only manual tasks flagged coexposant or non-manual tasks
  it('answers 422 to a co-exhibitor switching a task their booth does not show', async () => {
    const id = taskOf('100201', 'ax-eintr'); // 300201 is at the same fair as 100201
    expect(await taskOnPage('mitaussteller@demo.test', '300201', id)).toBeUndefined();
    const response = await portal.send('mitaussteller@demo.test', 'POST', '/api/booth/setNotificationState', {
      id,
      booth: '300201',
      notificationState: false,
    });
    expect(response.status).toBe(422);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      errors: [{ messageKey: 'errors.notificationSwitchNotOffered' }],
    });
  });

  it.each([
    ['another exhibitor’s booth', 'haendler@demo.test'],
    ['a new member', 'neu@demo.test'],
    ['a manager', 'manager@demo.test'],
  ])('answers 404 errors.boothNotFound for %s', async (_who, email) => {
    const response = await portal.send(email, 'POST', '/api/booth/setNotificationState', {
      id: taskOf('100101', 'parkpl'),
      booth: '100101',
      notificationState: false,
    });
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(
      await query('select 1 from task_notification_states where task_id = $1', [taskOf('100101', 'parkpl')]),
    ).toEqual([]);
  });

  it.each([
    ['an unknown task', 'no-such-task'],
    ['a process group heading', 'TITLE'],
    ['a task of another fair', 'OTHER'],
  ])('answers 422 for %s', async (_case, id) => {
    const taskId =
      id === 'TITLE'
        ? `${fairOf.get('100101')!.toLowerCase()}-title-dile`
        : id === 'OTHER'
          ? taskOf('100201', 'dile')
          : id;
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/booth/setNotificationState', {
      id: taskId,
      booth: '100101',
      notificationState: false,
    });
    expect(response.status).toBe(422);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      errors: [{ field: '/body/id', messageKey: 'errors.unknownTask' }],
    });
  });

  it.each([
    [{ id: 'x', booth: '100101' }],
    [{ id: 'x', booth: '100101', notificationState: 'off' }],
    [{ id: 'x', booth: '../etc', notificationState: true }],
  ])('answers 400 to a malformed body %#', async (json) => {
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/booth/setNotificationState', json);
    expect(response.status).toBe(400);
    await expectDescribed('POST', '/api/booth/setNotificationState', response);
  });

  it('refuses the write without the CSRF token', async () => {
    const response = await portal.send(
      'aussteller@demo.test',
      'POST',
      '/api/booth/setNotificationState',
      { id: taskOf('100101', 'dile'), booth: '100101', notificationState: false },
      false,
    );
    expect(response.status).toBe(403);
  });
});

describe('POST /api/stepTracker', () => {
  // spec: exhibitor-area §7 POST /stepTracker {regiNr, task, boothLabel, boothArea, fairId}
  it('records the step for the user’s booth', async () => {
    const json = {
      regiNr: '100101',
      task: 'vers',
      boothLabel: 'Halle 2.1 / B12',
      boothArea: 48,
      fairId: fairOf.get('100101'),
    };
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/stepTracker', json);
    expect(response.status).toBe(201);
    expect(await expectDescribed('POST', '/api/stepTracker', response)).toMatchObject({ ...json, boothArea: '48' });
    const rows = await query<{ user_id: string; task: string }>(
      'select user_id, task from step_tracker_posts where regi_nr = $1',
      ['100101'],
    );
    expect(rows).toEqual([{ user_id: 'demo-0001-aussteller', task: 'vers' }]);
  });

  it.each([
    ['another exhibitor', 'haendler@demo.test'],
    ['the co-exhibitor on the same stand', 'mitaussteller@demo.test'],
    ['a new member', 'neu@demo.test'],
  ])('answers 404 errors.boothNotFound to %s and records nothing', async (_who, email) => {
    const response = await portal.send(email, 'POST', '/api/stepTracker', {
      regiNr: '100202',
      task: 'x',
      boothLabel: 'x',
      boothArea: '1',
      fairId: fairOf.get('100202'),
    });
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', '/api/stepTracker', response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(await query('select 1 from step_tracker_posts where regi_nr = $1', ['100202'])).toEqual([]);
  });

  it('answers 422 when fairId is not the booth’s fair', async () => {
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/stepTracker', {
      regiNr: '100201',
      task: 'x',
      boothLabel: 'x',
      boothArea: '1',
      fairId: fairOf.get('100101'),
    });
    expect(response.status).toBe(422);
    await expectDescribed('POST', '/api/stepTracker', response);
  });

  it.each([
    [{ regiNr: '100101' }],
    [{ regiNr: '100101', task: 'x', boothLabel: 'x', boothArea: true, fairId: 'X' }],
    [{ regiNr: '100101', task: 'x'.repeat(101), boothLabel: 'x', boothArea: '1', fairId: 'X' }],
  ])('answers 400 to a malformed body %#', async (json) => {
    const response = await portal.send('aussteller@demo.test', 'POST', '/api/stepTracker', json);
    expect(response.status).toBe(400);
    await expectDescribed('POST', '/api/stepTracker', response);
  });

  it('refuses the write without the CSRF token', async () => {
    const response = await portal.send(
      'aussteller@demo.test',
      'POST',
      '/api/stepTracker',
      { regiNr: '100101', task: 'x', boothLabel: 'x', boothArea: '1', fairId: 'X' },
      false,
    );
    expect(response.status).toBe(403);
  });
});

// Last in the file: the failed calls open the booking-system adapter's circuit breaker for the tests after it.
describe('POST /api/booth/setNotificationState with the booking system down', () => {
  it('answers 503 errors.apiError when the booking system is down and nothing is cached', async () => {
    portal.portal.simulator!.setFaults({ down: true });
    const response = await portal.send('haendler@demo.test', 'POST', '/api/booth/setNotificationState', {
      id: 'x',
      booth: '200301',
      notificationState: false,
    });
    portal.portal.simulator!.setFaults({ down: false });
    expect([502, 503]).toContain(response.status);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      messageKey: 'errors.apiError',
    });
  });
});
