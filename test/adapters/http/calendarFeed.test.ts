import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { CALENDAR_KEEP_MS } from '../../../application/exhibitor/CalendarFeed.ts';
import { ChangeNoticesToken, type Change, type ChangeNotices } from '../../../application/ports/ChangeNotices.ts';
import { demo } from '../../support/demo.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';
import { getDescribed, useBoothTestPortal } from './boothTestPortal.ts';
import { parseIcs } from './icsParser.ts';

// A calendar application polls its secret address: the file is kept in PostgreSQL with a strong ETag, so that a
// poll of an unchanged calendar costs one read and If-None-Match answers 304; the address is limited to about a
// poll a minute, counted across processes. The portal's Date is faked (boothTestPortal), so the clock moves on
// without waiting.

const state = useBoothTestPortal();

/** A new secret address of the user; each address has a limit of its own. */
async function addressOf(email: string): Promise<string> {
  const created = await state.portal.send(email, 'POST', '/api/exhibitor/calendar-feed');
  expect(created.status).toBe(201);
  return new URL(((await created.json()) as { url: string }).url).pathname;
}

/** A poll as a calendar application sends it (no cookie), its answer checked against openapi.yaml. */
async function poll(path: string, headers: Record<string, string> = {}, portal: TestPortal = state.portal) {
  const response = await fetch(new URL(path, portal.url), { headers });
  const copy = response.clone();
  const body = (await expectDescribed('GET', path, response)) as string | undefined;
  return { status: copy.status, headers: copy.headers, body: await copy.text(), described: body };
}

/** The booking-system calls `run` caused on the portal's simulator. */
async function callsOf<T>(run: () => Promise<T>, portal: TestPortal = state.portal): Promise<[T, number]> {
  portal.portal.simulator!.resetStats();
  const result = await run();
  return [result, portal.portal.simulator!.stats().total];
}

const uidsOf = (body: string) => parseIcs(body).events.map((event) => event.UID);

/** A deadline of the user whose reminders switch the booth page offers (switching it off makes the task done). */
async function switchableDeadline(email: string): Promise<{ id: string; booth: string; uid: string }> {
  const browser = await state.portal.as(email);
  const { body } = await getDescribed(browser, '/api/exhibitor/deadlines?language=de');
  const deadlines = body.deadlines as Array<{ booth: { regiNr: string }; task: { id: string } }>;
  for (const deadline of deadlines) {
    const page = await getDescribed(browser, `/api/exhibitor/booths/${deadline.booth.regiNr}`);
    const groups = page.body.taskGroups as Array<{ tasks: Array<{ id: string; notificationSwitchOffered: boolean }> }>;
    if (
      groups.some((group) => group.tasks.some((task) => task.id === deadline.task.id && task.notificationSwitchOffered))
    )
      return {
        id: deadline.task.id,
        booth: deadline.booth.regiNr,
        uid: `deadline.${deadline.task.id}.${deadline.booth.regiNr}@${new URL(state.portal.url).host}`,
      };
  }
  throw new Error(`${email} has no deadline with a reminders switch`);
}

const switchReminders = async (email: string, task: { id: string; booth: string }, on: boolean) => {
  const response = await state.portal.send(email, 'POST', '/api/booth/setNotificationState', {
    id: task.id,
    booth: task.booth,
    notificationState: on,
  });
  expect(response.status).toBe(200);
};

const sha256Tag = (body: string) => `"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;

/** The first UTC midnight after the faked clock's now. */
const nextUtcMidnight = () => new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime() + 86_400_000;

/** Moves the faked clock to one minute into the next UTC day unless `ms` from now are still today. */
function roomInDay(ms: number): void {
  if (Date.now() + ms >= nextUtcMidnight()) jest.setSystemTime(nextUtcMidnight() + 60_000);
}

const later = (ms: number) => jest.setSystemTime(Date.now() + ms);

describe('polling the calendar address', () => {
  it('keeps the file with a strong ETag: a second poll costs no booking-system call, If-None-Match answers 304', async () => {
    roomInDay(5 * 60_000);
    const path = await addressOf(demo.users.anna.email);
    const [first, coldCalls] = await callsOf(() => poll(path));
    expect(first.status).toBe(200);
    expect(coldCalls).toBeGreaterThan(0);
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(sha256Tag(first.body));
    const lastModified = first.headers.get('last-modified')!;
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    // Each event is stamped when the content last changed, so that the bytes (and the ETag) stay while it does not.
    const stamp = new Date(lastModified).toISOString().replace('.000', '').replace(/[-:]/g, '');
    expect(parseIcs(first.body).events.map((event) => event.DTSTAMP)).toEqual(
      parseIcs(first.body).events.map(() => stamp),
    );
    expect(uidsOf(first.body).length).toBeGreaterThan(0);

    // A minute on the booking system's answers are no longer fresh (30 s): only the kept file saves the calls.
    later(60_000);
    const [second, keptCalls] = await callsOf(() => poll(path));
    expect([second.status, second.headers.get('etag'), second.headers.get('last-modified')]).toEqual([
      200,
      etag,
      lastModified,
    ]);
    expect(second.body).toBe(first.body);
    expect(keptCalls).toBe(0);

    const [unchanged, conditionalCalls] = await callsOf(() => poll(path, { 'if-none-match': `"other", ${etag}` }));
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(conditionalCalls).toBe(0);
    const since = await poll(path, { 'if-modified-since': lastModified });
    expect([since.status, since.body]).toEqual([304, '']);

    // An unknown address costs the same reads and no booking-system call either.
    const [unknown, unknownCalls] = await callsOf(() => poll('/api/calendar/AAAAAAAAAAAAAAAAAAAAAB.ics'));
    expect([unknown.status, unknownCalls]).toEqual([404, 0]);
  });

  it('gives the next poll the new file when a task is done, and makes the file again after its keep time and on a new day', async () => {
    const email = demo.users.luc.email;
    roomInDay(CALENDAR_KEEP_MS + 5 * 60_000);
    const path = await addressOf(email);
    const task = await switchableDeadline(email);
    const before = await poll(path);
    expect(uidsOf(before.body)).toContain(task.uid);

    // Switched off, the task is done (exhibitor-area §4): no longer a deadline, at once on the next poll.
    await switchReminders(email, task, false);
    const done = await poll(path, { 'if-none-match': before.headers.get('etag')! });
    expect(done.status).toBe(200);
    expect(done.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(done.headers.get('etag')).toBe(sha256Tag(done.body));
    expect(uidsOf(done.body)).not.toContain(task.uid);
    expect(uidsOf(done.body).sort()).toEqual(
      uidsOf(before.body)
        .filter((uid) => uid !== task.uid)
        .sort(),
    );

    await switchReminders(email, task, true);
    const back = await poll(path);
    expect(uidsOf(back.body)).toContain(task.uid);

    // Past its keep time the file is made again; the same content keeps its ETag and Last-Modified.
    later(CALENDAR_KEEP_MS + 1_000);
    const [remade, remadeCalls] = await callsOf(() => poll(path, { 'if-none-match': back.headers.get('etag')! }));
    expect(remadeCalls).toBeGreaterThan(0);
    expect([remade.status, remade.headers.get('etag'), remade.headers.get('last-modified')]).toEqual([
      304,
      back.headers.get('etag'),
      back.headers.get('last-modified'),
    ]);

    // A new UTC day (every task state turns on the day) makes it again although its keep time is not over.
    jest.setSystemTime(nextUtcMidnight() - 120_000);
    expect((await poll(path)).status).toBe(200);
    later(150_000);
    const [newDay, newDayCalls] = await callsOf(() => poll(path));
    expect(newDay.status).toBe(200);
    expect(newDayCalls).toBeGreaterThan(0);
  });
});

/** Resolves when `portal` hears the next change notice that `matches`. */
function nextNotice(portal: TestPortal, matches: (change: Change) => boolean): Promise<void> {
  const notices = portal.portal.container.get<ChangeNotices>(ChangeNoticesToken);
  return new Promise((resolve) => {
    const unsubscribe = notices.subscribe((change) => {
      if (!matches(change)) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('the calendar address behind two portal processes', () => {
  let second: TestPortal | undefined;
  const secondPortal = async () =>
    (second ??= await startTestPortal({ database: { kind: 'url', url: state.portal.portal.databaseUrl } }));
  afterAll(() => second?.stop());

  it('serves the file one process made from the other, forgets it in both at a change, and 404s once revoked', async () => {
    const other = await secondPortal();
    const email = demo.users.emily.email;
    const path = await addressOf(email);
    const task = await switchableDeadline(email);
    const made = await poll(path);
    expect(made.status).toBe(200);
    const [kept, keptCalls] = await callsOf(() => poll(path, {}, other), other);
    expect([kept.status, kept.headers.get('etag'), keptCalls]).toEqual([200, made.headers.get('etag'), 0]);

    const heard = nextNotice(other, (change) => change.scope === 'user');
    await switchReminders(email, task, false);
    await heard;
    const changed = await poll(path, { 'if-none-match': made.headers.get('etag')! }, other);
    expect(changed.status).toBe(200);
    expect(uidsOf(changed.body)).not.toContain(task.uid);
    await switchReminders(email, task, true);

    expect((await state.portal.send(email, 'DELETE', '/api/exhibitor/calendar-feed')).status).toBe(204);
    const revoked = await poll(path, {}, other);
    expect(revoked.status).toBe(404);
  }, 300_000);

  it('limits an address, known or not, to a burst of 5 and then one poll a minute, counted across the processes', async () => {
    const other = await secondPortal();
    const known = await addressOf(demo.users.nina.email);
    const unknown = '/api/calendar/ZZZZZZZZZZZZZZZZZZZZZZ.ics';
    for (const [path, status] of [
      [known, 200],
      [unknown, 404],
    ] as const) {
      const answers = [];
      for (let index = 0; index < 5; index += 1)
        answers.push((await poll(path, {}, index % 2 ? other : state.portal)).status);
      expect(answers).toEqual([status, status, status, status, status]);
      const refused = await poll(path, {}, other);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await poll(path)).status).toBe(429);
    }
    // A minute on, one more poll each, and then the limit again.
    jest.setSystemTime(Date.now() + 60_000);
    expect((await poll(known, {}, other)).status).toBe(200);
    expect((await poll(unknown, {}, other)).status).toBe(404);
    expect((await poll(known)).status).toBe(429);
    expect((await poll(unknown)).status).toBe(429);
  }, 300_000);
});
