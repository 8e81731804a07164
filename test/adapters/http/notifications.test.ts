import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MikroOrmNotifications } from '../../../adapters/persistence/MikroOrmNotifications.ts';
import { demo } from '../../support/demo.ts';
import { queryRows } from '../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

const { users, booths } = demo;

let portal: TestPortal;
let fairOf: Map<string, string>;

beforeAll(async () => {
  portal = await startTestPortal();
  const home = (await (await (await portal.as(users.anna.email)).api('/api/exhibitor/home')).json()) as {
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
  taskId: string | null;
  fair: { de: string } | null;
  booth: { de: string; en: string } | null;
  subject: string;
  body: string;
  unread: boolean;
}

describe('GET /api/notifications', () => {
  // spec: exhibitor-area §3 Notification, §7 GET /notifications/
  it('lists only the user’s notifications, newest first, with fair and booth labels where known', async () => {
    const response = await portal.send(users.anna.email, 'GET', '/api/notifications', undefined, false);
    expect(response.status).toBe(200);
    const list = (await expectDescribed('GET', '/api/notifications', response)) as NotificationBody[];
    expect(list.map((entry) => entry.subject)).toEqual([
      'Ausstellerversicherung abschliessen',
      'Aufgabe überfällig: Katalog- und Verzeichniseintrag',
      'Neue Hallenpläne verfügbar',
      'Willkommen im Aussteller-Servicecenter',
    ]);
    const dates = list.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list[1]).toMatchObject({
      boothId: booths.annaConfirmedHab.regiNr,
      booth: { de: 'Halle 2.1 / B12', en: 'Hall 2.1 / B12' },
    });
    expect(list[1].fair!.de).toContain('Habitat Bern');
    // A reminder names its task, so that the message centre links to it as the digest does; an information none.
    const verz = demo.catalogue.fairs
      .find((fair) => fair.idCode === list[1].fairId)!
      .tasks.find((task) => task.type === 'task' && task.serviceGroup === 'VERZ')!;
    expect(list[1].taskId).toBe(verz._id);
    expect(list[3]).toMatchObject({ fairId: null, taskId: null, fair: null, booth: null });
  });

  it('gives a new member an empty list, and answers the trailing-slash path of the spec', async () => {
    const response = await portal.send(users.nina.email, 'GET', '/api/notifications/', undefined, false);
    expect(await expectDescribed('GET', '/api/notifications/', response)).toEqual([]);
  });

  // HTML from outside is sanitised once, when stored (adapters/shared/safeHtml.ts), and sent as stored;
  // rows from before are sanitised by a migration (test/adapters/persistence/storedHtml.test.ts)
  it('answers a body written with unsafe HTML sanitised', async () => {
    await new MikroOrmNotifications(portal.portal.orm).add({
      userId: users.emily.sub,
      type: 'information',
      date: new Date().toISOString(),
      fairId: null,
      boothId: null,
      taskId: null,
      boothLabel: null,
      subject: 'Unsafe',
      body: '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://ok.test">ok</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      unread: true,
    });
    const list = (await expectDescribed(
      'GET',
      '/api/notifications',
      await portal.send(users.emily.email, 'GET', '/api/notifications', undefined, false),
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
      await portal.send(users.luc.email, 'GET', '/api/notifications', undefined, false)
    ).json()) as NotificationBody[];
    const unread = list.filter((entry) => entry.unread);
    const response = await portal.send(users.luc.email, 'GET', `/api/notificationread/${unread[0].id}`);
    expect(response.status).toBe(200);
    expect(await expectDescribed('GET', `/api/notificationread/${unread[0].id}`, response)).toEqual({
      id: unread[0].id,
      unread: false,
      unreadCount: unread.length - 1,
    });
    const after = (await (
      await portal.send(users.luc.email, 'GET', '/api/notifications', undefined, false)
    ).json()) as NotificationBody[];
    expect(after.find((entry) => entry.id === unread[0].id)!.unread).toBe(false);
  });

  it('refuses it without the CSRF token', async () => {
    const list = (await (
      await portal.send(users.anna.email, 'GET', '/api/notifications', undefined, false)
    ).json()) as NotificationBody[];
    const response = await portal.send(
      users.anna.email,
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
    ['another user’s notification', users.marco.email],
    ['a co-exhibitor', users.emily.email],
    ['a new member', users.nina.email],
  ])('answers 404 to %s and leaves it unread', async (_who, email) => {
    const [anna] = await query<{ id: string }>(
      `select id from notifications where user_id = '${users.anna.sub}' and unread order by date limit 1`,
    );
    const response = await portal.send(email, 'GET', `/api/notificationread/${anna.id}`);
    expect(response.status).toBe(404);
    await expectDescribed('GET', `/api/notificationread/${anna.id}`, response);
    const [row] = await query<{ unread: boolean }>('select unread from notifications where id = $1', [anna.id]);
    expect(row.unread).toBe(true);
  });

  it('answers 404 to an id that is no notification id', async () => {
    const response = await portal.send(users.anna.email, 'GET', '/api/notificationread/not-a-uuid');
    expect(response.status).toBe(404);
  });
});

describe('POST /api/booth/setNotificationState', () => {
  const taskOf = (regiNr: string, group: string) => `${fairOf.get(regiNr)!.toLowerCase()}-task-${group}`;

  // spec: exhibitor-area §7 POST /booth/setNotificationState; reply holds notificationState
  it('stores the switch per booth and task', async () => {
    const json = {
      id: taskOf(booths.annaConfirmedHab.regiNr, 'logist'),
      booth: booths.annaConfirmedHab.regiNr,
      notificationState: false,
    };
    const response = await portal.send(users.anna.email, 'POST', '/api/booth/setNotificationState', json);
    expect(response.status).toBe(200);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toEqual(json);
    const rows = await query<{ notification_state: boolean; user_id: string }>(
      'select notification_state, user_id from task_notification_states where booth_id = $1 and task_id = $2',
      [booths.annaConfirmedHab.regiNr, json.id],
    );
    expect(rows).toEqual([{ notification_state: false, user_id: users.anna.sub }]);
    await portal.send(users.anna.email, 'POST', '/api/booth/setNotificationState', {
      ...json,
      notificationState: true,
    });
    const [again] = await query<{ notification_state: boolean }>(
      'select notification_state from task_notification_states where booth_id = $1 and task_id = $2',
      [booths.annaConfirmedHab.regiNr, json.id],
    );
    expect(again.notification_state).toBe(true);
  });

  it('lets a co-exhibitor switch a task of their own booth', async () => {
    const home = (await (await (await portal.as(users.emily.email)).api('/api/exhibitor/home')).json()) as {
      activeBooths: Array<{ regiNr: string; fair: { idCode: string } }>;
    };
    const idCode = home.activeBooths.find((booth) => booth.regiNr === booths.emilyConfirmedGas.regiNr)!.fair.idCode;
    const response = await portal.send(users.emily.email, 'POST', '/api/booth/setNotificationState', {
      id: `${idCode.toLowerCase()}-task-dile`,
      booth: booths.emilyConfirmedGas.regiNr,
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
    const id = taskOf(booths.annaConfirmedHab.regiNr, 'catering'); // Luc's booth is at the same fair as Anna's
    expect(await taskOnPage(users.luc.email, booths.lucConfirmedHab.regiNr, id)).toMatchObject({
      state: 'due',
      notificationSwitchOffered: true,
    });
    expect(
      (
        await portal.send(users.luc.email, 'POST', '/api/booth/setNotificationState', {
          id,
          booth: booths.lucConfirmedHab.regiNr,
          notificationState: false,
        })
      ).status,
    ).toBe(200);
    expect(await taskOnPage(users.luc.email, booths.lucConfirmedHab.regiNr, id)).toMatchObject({
      state: 'done',
      done: true,
      notificationState: false,
      notificationSwitchOffered: true,
    });
    const back = await portal.send(users.luc.email, 'POST', '/api/booth/setNotificationState', {
      id,
      booth: booths.lucConfirmedHab.regiNr,
      notificationState: true,
    });
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', back)).toEqual({
      id,
      booth: booths.lucConfirmedHab.regiNr,
      notificationState: true,
    });
    expect(await taskOnPage(users.luc.email, booths.lucConfirmedHab.regiNr, id)).toMatchObject({
      state: 'due',
      done: false,
      notificationState: true,
    });
  });

  // spec: exhibitor-area §5 "only when the task is not required, its state is one of insurance, due, pendent, done, and it is not done"
  it.each([
    ['a required task', booths.annaConfirmedHab.regiNr, 'verz'],
    ['a task whose work is done', booths.annaConfirmedHab.regiNr, 'parkpl'],
    ['a task not yet started', booths.annaConfirmedHab.regiNr, 'dile'],
    ['a task without period', booths.annaConfirmedHab.regiNr, 'kstlos'],
    ['an overdue task', booths.annaOrderedGas.regiNr, 'werb'],
  ])('answers 422 errors.notificationSwitchNotOffered for %s and stores nothing', async (_case, regiNr, group) => {
    const id = taskOf(regiNr, group);
    expect((await taskOnPage(users.anna.email, regiNr, id))!.notificationSwitchOffered).toBe(false);
    const response = await portal.send(users.anna.email, 'POST', '/api/booth/setNotificationState', {
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
    const id = taskOf(booths.annaOrderedGas.regiNr, 'ax-eintr'); // Emily's booth is at the same fair as Anna's
    expect(await taskOnPage(users.emily.email, booths.emilyConfirmedGas.regiNr, id)).toBeUndefined();
    const response = await portal.send(users.emily.email, 'POST', '/api/booth/setNotificationState', {
      id,
      booth: booths.emilyConfirmedGas.regiNr,
      notificationState: false,
    });
    expect(response.status).toBe(422);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      errors: [{ messageKey: 'errors.notificationSwitchNotOffered' }],
    });
  });

  it.each([
    ['another exhibitor’s booth', users.luc.email],
    ['a new member', users.nina.email],
    ['a manager', users.marco.email],
  ])('answers 404 errors.boothNotFound for %s', async (_who, email) => {
    const response = await portal.send(email, 'POST', '/api/booth/setNotificationState', {
      id: taskOf(booths.annaConfirmedHab.regiNr, 'parkpl'),
      booth: booths.annaConfirmedHab.regiNr,
      notificationState: false,
    });
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(
      await query('select 1 from task_notification_states where task_id = $1', [
        taskOf(booths.annaConfirmedHab.regiNr, 'parkpl'),
      ]),
    ).toEqual([]);
  });

  it.each([
    ['an unknown task', 'no-such-task'],
    ['a process group heading', 'TITLE'],
    ['a task of another fair', 'OTHER'],
  ])('answers 422 for %s', async (_case, id) => {
    const taskId =
      id === 'TITLE'
        ? `${fairOf.get(booths.annaConfirmedHab.regiNr)!.toLowerCase()}-title-dile`
        : id === 'OTHER'
          ? taskOf(booths.annaOrderedGas.regiNr, 'dile')
          : id;
    const response = await portal.send(users.anna.email, 'POST', '/api/booth/setNotificationState', {
      id: taskId,
      booth: booths.annaConfirmedHab.regiNr,
      notificationState: false,
    });
    expect(response.status).toBe(422);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      errors: [{ field: '/body/id', messageKey: 'errors.unknownTask' }],
    });
  });

  it.each([
    [{ id: 'x', booth: booths.annaConfirmedHab.regiNr }],
    [{ id: 'x', booth: booths.annaConfirmedHab.regiNr, notificationState: 'off' }],
    [{ id: 'x', booth: '../etc', notificationState: true }],
  ])('answers 400 to a malformed body %#', async (json) => {
    const response = await portal.send(users.anna.email, 'POST', '/api/booth/setNotificationState', json);
    expect(response.status).toBe(400);
    await expectDescribed('POST', '/api/booth/setNotificationState', response);
  });

  it('refuses the write without the CSRF token', async () => {
    const response = await portal.send(
      users.anna.email,
      'POST',
      '/api/booth/setNotificationState',
      {
        id: taskOf(booths.annaConfirmedHab.regiNr, 'dile'),
        booth: booths.annaConfirmedHab.regiNr,
        notificationState: false,
      },
      false,
    );
    expect(response.status).toBe(403);
  });
});

describe('POST /api/stepTracker', () => {
  // spec: exhibitor-area §7 POST /stepTracker {regiNr, task, boothLabel, boothArea, fairId}
  it('records the step for the user’s booth', async () => {
    const json = {
      regiNr: booths.annaConfirmedHab.regiNr,
      task: 'vers',
      boothLabel: 'Halle 2.1 / B12',
      boothArea: 48,
      fairId: fairOf.get(booths.annaConfirmedHab.regiNr),
    };
    const response = await portal.send(users.anna.email, 'POST', '/api/stepTracker', json);
    expect(response.status).toBe(201);
    expect(await expectDescribed('POST', '/api/stepTracker', response)).toMatchObject({ ...json, boothArea: '48' });
    const rows = await query<{ user_id: string; task: string }>(
      'select user_id, task from step_tracker_posts where regi_nr = $1',
      [booths.annaConfirmedHab.regiNr],
    );
    expect(rows).toEqual([{ user_id: users.anna.sub, task: 'vers' }]);
  });

  it.each([
    ['another exhibitor', users.luc.email],
    ['the co-exhibitor on the same stand', users.emily.email],
    ['a new member', users.nina.email],
  ])('answers 404 errors.boothNotFound to %s and records nothing', async (_who, email) => {
    const response = await portal.send(email, 'POST', '/api/stepTracker', {
      regiNr: booths.annaAllocatedGas.regiNr,
      task: 'x',
      boothLabel: 'x',
      boothArea: '1',
      fairId: fairOf.get(booths.annaAllocatedGas.regiNr),
    });
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', '/api/stepTracker', response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(
      await query('select 1 from step_tracker_posts where regi_nr = $1', [booths.annaAllocatedGas.regiNr]),
    ).toEqual([]);
  });

  it('answers 422 when fairId is not the booth’s fair', async () => {
    const response = await portal.send(users.anna.email, 'POST', '/api/stepTracker', {
      regiNr: booths.annaOrderedGas.regiNr,
      task: 'x',
      boothLabel: 'x',
      boothArea: '1',
      fairId: fairOf.get(booths.annaConfirmedHab.regiNr),
    });
    expect(response.status).toBe(422);
    await expectDescribed('POST', '/api/stepTracker', response);
  });

  it.each([
    [{ regiNr: booths.annaConfirmedHab.regiNr }],
    [{ regiNr: booths.annaConfirmedHab.regiNr, task: 'x', boothLabel: 'x', boothArea: true, fairId: 'X' }],
    [{ regiNr: booths.annaConfirmedHab.regiNr, task: 'x'.repeat(101), boothLabel: 'x', boothArea: '1', fairId: 'X' }],
  ])('answers 400 to a malformed body %#', async (json) => {
    const response = await portal.send(users.anna.email, 'POST', '/api/stepTracker', json);
    expect(response.status).toBe(400);
    await expectDescribed('POST', '/api/stepTracker', response);
  });

  it('refuses the write without the CSRF token', async () => {
    const response = await portal.send(
      users.anna.email,
      'POST',
      '/api/stepTracker',
      { regiNr: booths.annaConfirmedHab.regiNr, task: 'x', boothLabel: 'x', boothArea: '1', fairId: 'X' },
      false,
    );
    expect(response.status).toBe(403);
  });
});

// Last in the file: the failed calls open the booking-system adapter's circuit breaker for the tests after it.
describe('POST /api/booth/setNotificationState with the booking system down', () => {
  // The switch is decided from the booth page as it stands on kept data, so a task the booth does not show is
  // refused and nothing is written (with nothing kept at all the booth page fails with BookingSystemUnavailable:
  // test/application/exhibitor/BoothPage.test.ts).
  it('decides from kept data when the booking system is down: a task the booth does not show is refused', async () => {
    // Luc has opened the booth: its answers are kept.
    const browser = await portal.as(users.luc.email);
    expect((await browser.api(`/api/exhibitor/booths/${booths.lucOrderedAgr.regiNr}`)).status).toBe(200);
    portal.portal.simulator!.setFaults({ down: true });
    const response = await portal.send(users.luc.email, 'POST', '/api/booth/setNotificationState', {
      id: 'x',
      booth: booths.lucOrderedAgr.regiNr,
      notificationState: false,
    });
    portal.portal.simulator!.setFaults({ down: false });
    expect(response.status).toBe(422);
    expect(await expectDescribed('POST', '/api/booth/setNotificationState', response)).toMatchObject({
      errors: [{ messageKey: 'errors.unknownTask' }],
    });
  });
});
