import { beforeAll, describe, expect, it } from '@jest/globals';
import { queryRows } from '../../support/testDatabase.ts';
import type { Reminders } from '../../../application/exhibitor/Reminders.ts';
import type { WeeklyDigest } from '../../../application/exhibitor/WeeklyDigest.ts';
import { WeeklyDigestToken } from '../../../adapters/wiring/deadlines.ts';
import { RemindersToken } from '../../../adapters/wiring/exhibitor.ts';
import { demo as fixtures } from '../../support/demo.ts';
import type { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import type { Json } from '../../support/json.ts';
import { captureMails, expectDescribed, type SignedInBrowser } from '../../support/testPortal.ts';
import { useBoothTestPortal } from './boothTestPortal.ts';

// spec: exhibitor-area §6 (every booth check on the server against the user, another user's booth: 404 §8) and
// §3 Notification type reminder, for tasks a holder hands to a colleague of the booth's team: the holder and a
// member "Alles" assign, a member "Aufgaben" sees who holds a task, a stranger finds no booth.

const demo = useBoothTestPortal();
const shared = fixtures.booths.annaConfirmedHab.regiNr;
const assignments = `/api/exhibitor/booths/${shared}/tasks/assignments`;
const assignee = (taskId: string) => `/api/exhibitor/booths/${shared}/tasks/${encodeURIComponent(taskId)}/assignee`;

let mails: InMemoryMailQueue;
let team: SignedInBrowser;
/** Two tasks of the shared booth that are due or overdue, so that they remind and are in the digest. */
let dueTasks: string[];
const ids: Record<string, string> = {};

async function call(browser: SignedInBrowser, method: string, path: string, json?: unknown) {
  const response = await browser.api(path, { method, json, headers: { 'x-csrf-token': await browser.csrfToken() } });
  return { status: response.status, body: (await expectDescribed(method, path, response)) as Json };
}

async function join(browser: SignedInBrowser, email: string, level: 'tasks' | 'all'): Promise<void> {
  await call(demo.anna, 'POST', `/api/exhibitor/booths/${shared}/team`, { email, level });
  const mail = mails.sent.filter((entry) => entry.mail.to === email).at(-1)!.mail;
  const token = /\/invitation\/([A-Za-z0-9_-]{22})/.exec(mail.text)![1];
  expect((await call(browser, 'POST', `/api/exhibitor/invitations/${token}/accept`)).status).toBe(200);
}

async function sql(text: string, values: unknown[]): Promise<void> {
  await queryRows(demo.portal.portal.databaseUrl, text, values);
}

beforeAll(async () => {
  mails = captureMails(demo.portal);
  team = await demo.portal.signedIn('team@demo.test');
  // team@demo.test is a member "Aufgaben" of the shared booth in the demo data already (adapters/demo).
  await join(demo.luc, 'haendler@demo.test', 'all');
  const view = (await call(demo.anna, 'GET', assignments)).body;
  for (const person of view.candidates as Array<{ userId: string; email: string }>) ids[person.email] = person.userId;
  const deadlines = (await call(demo.anna, 'GET', '/api/exhibitor/deadlines')).body.deadlines as Json[];
  dueTasks = deadlines
    .filter((entry) => entry.booth.regiNr === shared && (entry.state === 'due' || entry.state === 'overdue'))
    .map((entry) => entry.task.id as string);
  expect(dueTasks.length).toBeGreaterThanOrEqual(2);
});

describe('who may hand a task out and who sees it', () => {
  it('the holder lists herself and the accepted members as candidates and assigns; every member sees it', async () => {
    expect(Object.keys(ids).sort()).toEqual(['aussteller@demo.test', 'haendler@demo.test', 'team@demo.test']);
    const put = await call(demo.anna, 'PUT', assignee(dueTasks[0]), { userId: ids['team@demo.test'] });
    expect(put).toEqual({
      status: 200,
      body: { taskId: dueTasks[0], assignee: expect.objectContaining({ email: 'team@demo.test' }) },
    });
    for (const browser of [demo.anna, team, demo.luc]) {
      const { body } = await call(browser, 'GET', assignments);
      expect(body.assignments).toEqual([
        expect.objectContaining({
          taskId: dueTasks[0],
          assignee: expect.objectContaining({ email: 'team@demo.test' }),
        }),
      ]);
    }
    expect((await call(team, 'GET', assignments)).body).toMatchObject({ mayAssign: false, candidates: [] });
    expect((await call(demo.luc, 'GET', assignments)).body).toMatchObject({ mayAssign: true });
  });

  it('a member "Aufgaben" may not assign nor take back (404 as a booth not theirs); a member "Alles" may', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const refused = await call(
        team,
        method,
        assignee(dueTasks[0]),
        method === 'PUT' ? { userId: ids['team@demo.test'] } : undefined,
      );
      expect(refused).toMatchObject({ status: 404, body: { messageKey: 'errors.boothNotFound' } });
    }
    expect((await call(demo.luc, 'PUT', assignee(dueTasks[1]), { userId: ids['haendler@demo.test'] })).status).toBe(
      200,
    );
    expect((await call(demo.luc, 'DELETE', assignee(dueTasks[1]))).status).toBe(204);
    expect((await call(demo.luc, 'DELETE', assignee(dueTasks[1]))).status).toBe(204);
  });

  it('a stranger finds no booth; an unknown task is 404, a non-member assignee 422, nothing is written', async () => {
    for (const [method, path, json] of [
      ['GET', assignments, undefined],
      ['PUT', assignee(dueTasks[0]), { userId: ids['aussteller@demo.test'] }],
      ['DELETE', assignee(dueTasks[0]), undefined],
    ] as const) {
      const refused = await call(demo.marco, method, path, json);
      expect(refused).toMatchObject({ status: 404, body: { messageKey: 'errors.boothNotFound' } });
      expect(JSON.stringify(refused.body)).not.toMatch(/Muster|team@demo/);
    }
    expect(await call(demo.anna, 'PUT', assignee('no-such-task'), { userId: ids['team@demo.test'] })).toMatchObject({
      status: 404,
      body: { messageKey: 'errors.unknownTask' },
    });
    expect(await call(demo.anna, 'PUT', assignee(dueTasks[1]), { userId: 'someone-else' })).toMatchObject({
      status: 422,
      body: { messageKey: 'errors.notTeamMember', errors: [{ field: '/body/userId' }] },
    });
    const { body } = await call(demo.anna, 'GET', assignments);
    expect((body.assignments as Json[]).map((entry) => entry.taskId)).toEqual([dueTasks[0]]);
  });

  it('refuses a hand-over with the session cookie but without the CSRF token', async () => {
    const response = await demo.anna.api(assignee(dueTasks[1]), {
      method: 'PUT',
      json: { userId: ids['team@demo.test'] },
    });
    expect(response.status).toBe(403);
  });
});

describe('what the assignee gets', () => {
  it('the deadlines filter assigned=me keeps exactly the tasks handed to the reader', async () => {
    const mine = (await call(team, 'GET', '/api/exhibitor/deadlines?assigned=me')).body.deadlines as Json[];
    expect(mine.map((entry) => [entry.task.id, entry.assignedToMe])).toEqual([[dueTasks[0], true]]);
    const annas = (await call(demo.anna, 'GET', '/api/exhibitor/deadlines?assigned=me')).body.deadlines as Json[];
    expect(annas).toEqual([]);
    const all = (await call(demo.anna, 'GET', '/api/exhibitor/deadlines')).body.deadlines as Json[];
    expect(all.find((entry) => entry.task.id === dueTasks[0])).toMatchObject({
      assignee: { userId: ids['team@demo.test'] },
      assignedToMe: false,
    });
  });

  it('the reminder of an assigned task reaches the assignee and the holder, not the rest of the team', async () => {
    await call(demo.anna, 'PUT', assignee(dueTasks[1]), { userId: ids['haendler@demo.test'] });
    await demo.portal.portal.container.get<Reminders>(RemindersToken).run(new Date());
    const remindersOf = async (browser: SignedInBrowser) =>
      ((await call(browser, 'GET', '/api/notifications')).body as Json[])
        .filter((item) => item.type === 'reminder' && item.boothId === shared)
        .map((item) => item.taskId as string);
    const [anna, luc, tom] = await Promise.all([remindersOf(demo.anna), remindersOf(demo.luc), remindersOf(team)]);
    expect(anna).toEqual(expect.arrayContaining([dueTasks[0], dueTasks[1]]));
    expect(luc).toContain(dueTasks[1]);
    expect(luc).not.toContain(dueTasks[0]);
    expect(tom).toContain(dueTasks[0]);
    expect(tom).not.toContain(dueTasks[1]);
  });

  it('the weekly digest counts the task for its assignee and leaves it out for the rest of the team', async () => {
    await sql('update users set weekly_digest = true where email = any($1)', [
      ['aussteller@demo.test', 'team@demo.test', 'haendler@demo.test'],
    ]);
    await demo.portal.portal.container.get<WeeklyDigest>(WeeklyDigestToken).run(new Date());
    const digestTo = (email: string) =>
      mails.sent.filter((entry) => entry.mail.to === email && entry.key.startsWith('digest:')).at(-1)?.mail.text ?? '';
    const anchor = (taskId: string) => `/${shared}#task-${encodeURIComponent(taskId)}`;
    expect(digestTo('haendler@demo.test')).toContain(anchor(dueTasks[1]));
    expect(digestTo('haendler@demo.test')).not.toContain(anchor(dueTasks[0]));
    expect(digestTo('team@demo.test')).toContain(anchor(dueTasks[0]));
    expect(digestTo('team@demo.test')).not.toContain(anchor(dueTasks[1]));
    expect(digestTo('aussteller@demo.test')).toContain(anchor(dueTasks[1]));
  });
});

describe('the team’s last actions', () => {
  it('record a hand-over with its assignee, and a reminder switch with on or off', async () => {
    const page = (await call(demo.anna, 'GET', `/api/exhibitor/booths/${shared}`)).body;
    const offered = (page.taskGroups as Json[])
      .flatMap((group) => group.tasks as Json[])
      .find((task) => task.notificationSwitchOffered === true && task.id !== dueTasks[0]);
    expect(offered).toBeDefined();
    const switched = await call(team, 'POST', '/api/booth/setNotificationState', {
      id: offered!.id,
      booth: shared,
      notificationState: false,
    });
    expect(switched.status).toBe(200);
    const { body } = await call(demo.anna, 'GET', `/api/exhibitor/booths/${shared}/team`);
    const actions = body.recentActions as Json[];
    expect(actions[0]).toMatchObject({
      kind: 'task.notification_switched',
      taskId: offered!.id,
      notificationState: false,
    });
    expect(actions.find((action) => action.kind === 'task.assigned' && action.taskId === dueTasks[1])).toMatchObject({
      actor: { email: 'aussteller@demo.test' },
      assignee: { email: 'haendler@demo.test' },
    });
  });

  it('revoking a member hands back what they held', async () => {
    const { body } = await call(demo.anna, 'GET', `/api/exhibitor/booths/${shared}/team`);
    const luc = (body.members as Json[]).find((member) => member.email === 'haendler@demo.test')!;
    expect((await call(demo.anna, 'DELETE', `/api/exhibitor/booths/${shared}/team/${luc.id}`)).status).toBe(204);
    const view = (await call(demo.anna, 'GET', assignments)).body;
    expect((view.assignments as Json[]).map((entry) => entry.taskId)).toEqual([dueTasks[0]]);
  });
});
