import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ChangeNoticesToken, type Change, type ChangeNotices } from '../../../application/ports/ChangeNotices.ts';
import { SESSION_COOKIE } from '../../../adapters/http/sessions.ts';
import { PostgresChangeNotices } from '../../../adapters/persistence/PostgresChangeNotices.ts';
import { demo } from '../../support/demo.ts';
import { expectDescribed, startTestPortal, type SignedInBrowser, type TestPortal } from '../../support/testPortal.ts';

// The home and booth views and the sessions are kept per process, so that a page needs no database round
// when nothing changed; the change notices (PostgreSQL LISTEN/NOTIFY) empty them in EVERY process. Two portal
// processes on one database.

let first: TestPortal;
let second: TestPortal;
let db: pg.Client;

beforeAll(async () => {
  first = await startTestPortal();
  // A second portal process on the same database (its own server, simulator and caches).
  second = await startTestPortal({ database: { kind: 'url', url: first.portal.databaseUrl } });
  db = new pg.Client({ connectionString: first.portal.databaseUrl });
  await db.connect();
}, 300_000);

afterAll(async () => {
  await db?.end();
  await second?.stop();
  await first?.stop();
});

const noticesOf = (portal: TestPortal) =>
  portal.portal.container.get<ChangeNotices>(ChangeNoticesToken) as PostgresChangeNotices;

/**
 * Resolves when `portal` hears the next change notice that `matches`; from then on the views and sessions
 * that notice concerns are no longer kept there. A test subscribes before its write and asks that portal
 * nothing until the notice is heard, so its next answer is read after the write, however long the notice took.
 */
function nextNotice(portal: TestPortal, matches: (change: Change) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = noticesOf(portal).subscribe((change) => {
      if (!matches(change)) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Polls `condition` until it holds (the test's own timeout bounds the wait). */
async function eventually(condition: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

function cookieOf(browser: SignedInBrowser): string {
  const sid = browser.browser.cookie(SESSION_COOKIE);
  if (!sid) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${sid}`;
}

/** GET as the holder of `cookie` on a portal. */
const get = (portal: TestPortal, path: string, cookie: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, portal.url), { headers: { cookie, ...headers } });

interface Home {
  unreadNotifications: number;
  fairsOpenForRegistration: Array<{ idCode: string; displayName: { de: string } }>;
  activeBooths: Array<{ fair: { idCode: string; displayName: { de: string } } }>;
}

async function homeOf(portal: TestPortal, cookie: string): Promise<Home> {
  const response = await get(portal, '/api/exhibitor/home', cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as Home;
}

const fairNamesOf = (home: Home) =>
  new Set([
    ...home.fairsOpenForRegistration.map((fair) => fair.displayName.de),
    ...home.activeBooths.map((booth) => booth.fair.displayName.de),
  ]);

describe('change notices', () => {
  it('listen in both processes', () => {
    expect(noticesOf(first).listening).toBe(true);
    expect(noticesOf(second).listening).toBe(true);
  });
});

describe('sessions kept for safe requests', () => {
  it('serve a safe request from the cache, while a write reads PostgreSQL', async () => {
    const browser = await first.signedIn(demo.users.emily.email);
    const cookie = cookieOf(browser);
    const csrf = await browser.csrfToken();
    expect((await get(second, '/api/session', cookie)).status).toBe(200);
    // Deleted behind the portal's back (no notice): the second process still knows the session for a safe request ...
    await db.query('delete from sessions where id = $1', [cookie.split('=')[1]]);
    expect((await get(second, '/api/session', cookie)).status).toBe(200);
    // ... but a write reads PostgreSQL and is refused.
    const write = await fetch(new URL('/api/locale', second.url), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ locale: 'en' }),
    });
    expect(write.status).toBe(401);
  });

  it('after logout the old cookie gets 401 at once in the same process, and in another once it hears of it', async () => {
    const browser = await first.signedIn(demo.users.anna.email);
    const cookie = cookieOf(browser);
    expect((await get(first, '/api/exhibitor/home', cookie)).status).toBe(200);
    expect((await get(second, '/api/exhibitor/home', cookie)).status).toBe(200);
    expect((await get(second, '/api/session', cookie)).status).toBe(200);

    const sessionId = cookie.split('=')[1];
    const heard = nextNotice(second, (change) => change.scope === 'session' && change.sessionId === sessionId);
    const logout = await browser.api('/api/session/logout', {
      method: 'POST',
      headers: { 'x-csrf-token': await browser.csrfToken() },
    });
    expect(logout.status).toBe(200);
    expect((await get(first, '/api/exhibitor/home', cookie)).status).toBe(401);
    expect((await get(first, '/api/session', cookie)).status).toBe(401);
    await heard;
    expect((await get(second, '/api/session', cookie)).status).toBe(401);
    expect((await get(second, '/api/exhibitor/home', cookie)).status).toBe(401);
  });
});

describe('the home view kept per user', () => {
  it('answers 304 to If-None-Match with its ETag', async () => {
    const cookie = cookieOf(await first.as(demo.users.luc.email));
    const response = await get(first, '/api/exhibitor/home', cookie);
    expect(response.status).toBe(200);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const again = await get(first, '/api/exhibitor/home', cookie, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await expectDescribed('GET', '/api/exhibitor/home', again)).toBeUndefined();
    const other = await get(first, '/api/exhibitor/home', cookie, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).toBe(etag);
    await expectDescribed('GET', '/api/exhibitor/home', other);
  });

  it('is sent gzip-compressed to a client that accepts it', async () => {
    const cookie = cookieOf(await first.as(demo.users.luc.email));
    const plain = await get(first, '/api/exhibitor/home', cookie, { 'accept-encoding': 'identity' });
    const zipped = await get(first, '/api/exhibitor/home', cookie, { 'accept-encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.json()).toEqual(await plain.json());
  });

  // The gzip decision is kept per Accept-Encoding value: one value's answer never stands for another's.
  it('decides gzip by each Accept-Encoding value with its q-values, also after other values were seen', async () => {
    const cookie = cookieOf(await first.as(demo.users.luc.email));
    const encodingFor = async (acceptEncoding: string) => {
      const response = await get(first, '/api/exhibitor/home', cookie, { 'accept-encoding': acceptEncoding });
      await response.arrayBuffer();
      return response.headers.get('content-encoding');
    };
    for (const round of [1, 2]) {
      expect([round, await encodingFor('gzip, br')]).toEqual([round, 'gzip']);
      expect([round, await encodingFor('gzip;q=0, identity')]).toEqual([round, null]);
      expect([round, await encodingFor('br')]).toEqual([round, null]);
    }
  });

  it('shows a mark-read in the next home view of every process', async () => {
    const user = demo.users.anna.email;
    const cookie = cookieOf(await first.as(user));
    const before = await homeOf(first, cookie);
    expect((await homeOf(second, cookie)).unreadNotifications).toBe(before.unreadNotifications);
    const list = (await (await first.send(user, 'GET', '/api/notifications')).json()) as Array<{
      id: string;
      unread: boolean;
    }>;
    const unread = list.find((notification) => notification.unread);
    expect(unread).toBeDefined();

    const heard = nextNotice(second, (change) => change.scope === 'user' && change.userId === demo.users.anna.sub);
    expect((await first.send(user, 'GET', `/api/notificationread/${unread!.id}`)).status).toBe(200);
    expect((await homeOf(first, cookie)).unreadNotifications).toBe(before.unreadNotifications - 1);
    await heard;
    expect((await homeOf(second, cookie)).unreadNotifications).toBe(before.unreadNotifications - 1);
  });

  it("shows a manager's catalogue change in the next home view of every process", async () => {
    const cookie = cookieOf(await first.as(demo.users.anna.email));
    const home = await homeOf(first, cookie);
    await homeOf(second, cookie);
    const idCode = home.activeBooths[0].fair.idCode;
    const renamed = `Umbenannt ${Date.now()}`;
    await db.query('update fairs set display_name_de = $2 where id_code = $1', [idCode, renamed]);
    const heard = nextNotice(second, (change) => change.scope === 'catalogue');
    // As the admin use cases do after a committed write.
    await noticesOf(first).publish({ scope: 'catalogue' });
    expect(fairNamesOf(await homeOf(first, cookie))).toContain(renamed);
    await heard;
    expect(fairNamesOf(await homeOf(second, cookie))).toContain(renamed);
  });

  it('keeps the view while nothing changes (an SQL edit that bypasses the notice trigger is not seen yet)', async () => {
    const cookie = cookieOf(await first.as(demo.users.anna.email));
    // The reminders job of either process may tell a user's change at any time: a try during which the second
    // process heard any notice does not count.
    let heard = 0;
    const unsubscribe = noticesOf(second).subscribe((change) => {
      if (change.scope !== 'session') heard += 1;
    });
    let unseen = '';
    try {
      for (let attempt = 0; ; attempt += 1) {
        const home = await homeOf(second, cookie);
        heard = 0;
        unseen = `Ohne Nachricht ${Date.now()}`;
        // Without the fair-model trigger that tells every write (migration 20261122170000_catalogueNotices): a change nobody told.
        await db.query('begin');
        await db.query('set local session_replication_role = replica');
        await db.query('update fairs set display_name_de = $2 where id_code = $1', [
          home.activeBooths[0].fair.idCode,
          unseen,
        ]);
        await db.query('commit');
        const names = fairNamesOf(await homeOf(second, cookie));
        if (heard > 0 && attempt < 5) continue;
        expect(names).not.toContain(unseen);
        break;
      }
    } finally {
      unsubscribe();
    }
    const told = nextNotice(second, (change) => change.scope === 'catalogue');
    await noticesOf(first).publish({ scope: 'catalogue' });
    await told;
    expect(fairNamesOf(await homeOf(second, cookie))).toContain(unseen);
  });
});

interface BoothPageView {
  taskGroups: Array<{ tasks: Array<{ id: string; notificationState: boolean; notificationSwitchOffered: boolean }> }>;
}

describe('the booth page view kept per user and booth', () => {
  const user = demo.users.anna.email;
  const { regiNr } = demo.booths.annaConfirmedHab;
  const path = `/api/exhibitor/booths/${regiNr}`;

  it('answers 304 to If-None-Match with its ETag', async () => {
    const cookie = cookieOf(await first.as(user));
    const response = await get(first, path, cookie);
    expect(response.status).toBe(200);
    const etag = response.headers.get('etag')!;
    await expectDescribed('GET', path, response);
    const again = await get(first, path, cookie, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await expectDescribed('GET', path, again)).toBeUndefined();
    // Another language is another view.
    expect((await get(first, `${path}?language=fr`, cookie, { 'if-none-match': etag })).status).toBe(200);
    expect((await get(first, '/api/exhibitor/booths/999999', cookie)).status).toBe(404);
  });

  it("shows a task switch in the next booth page view of every process (the user's change notice)", async () => {
    const cookie = cookieOf(await first.as(user));
    const taskOf = async (portal: TestPortal, id?: string) => {
      const response = await get(portal, path, cookie);
      expect(response.status).toBe(200);
      const tasks = ((await response.json()) as BoothPageView).taskGroups.flatMap((group) => group.tasks);
      return id ? tasks.find((task) => task.id === id)! : tasks.find((task) => task.notificationSwitchOffered)!;
    };
    const task = await taskOf(first);
    expect(task).toBeDefined();
    expect((await taskOf(second, task.id)).notificationState).toBe(task.notificationState);

    const heard = nextNotice(second, (change) => change.scope === 'user' && change.userId === demo.users.anna.sub);
    const switched = await first.send(user, 'POST', '/api/booth/setNotificationState', {
      id: task.id,
      booth: regiNr,
      notificationState: !task.notificationState,
    });
    expect(switched.status).toBe(200);
    expect((await taskOf(first, task.id)).notificationState).toBe(!task.notificationState);
    await heard;
    expect((await taskOf(second, task.id)).notificationState).toBe(!task.notificationState);
  });
});

describe('notices sent inside a transaction', () => {
  it('reach the other process at commit, and never for a rolled-back write', async () => {
    const heard: string[] = [];
    const unsubscribe = noticesOf(second).subscribe((change) => {
      if (change.scope === 'user') heard.push(change.userId);
    });
    try {
      await db.query('begin');
      await noticesOf(first).notifyIn(db, { scope: 'user', userId: 'rolled-back' });
      await db.query('rollback');
      const committed = nextNotice(second, (change) => change.scope === 'user' && change.userId === 'committed');
      await db.query('begin');
      await noticesOf(first).notifyIn(db, { scope: 'user', userId: 'committed' });
      expect(heard).toEqual([]);
      await db.query('commit');
      await committed;
      expect(heard).not.toContain('rolled-back');
    } finally {
      unsubscribe();
    }
  });
});

describe('while the listening connection is down (fail closed)', () => {
  it('bypasses the view and session caches, and listens again after reconnecting', async () => {
    const notices = noticesOf(second);
    const browser = await first.signedIn(demo.users.marco.email);
    const cookie = cookieOf(browser);
    const home = await homeOf(second, cookie);
    expect((await get(second, '/api/session', cookie)).status).toBe(200);
    const idCode = home.activeBooths[0]?.fair.idCode ?? home.fairsOpenForRegistration[0].idCode;

    await notices.stop();
    expect(notices.listening).toBe(false);
    try {
      const unheard = `Nicht gehört ${Date.now()}`;
      await db.query('update fairs set display_name_de = $2 where id_code = $1', [idCode, unheard]);
      // No notice can reach the second process: it must read PostgreSQL.
      expect(fairNamesOf(await homeOf(second, cookie))).toContain(unheard);
      await db.query('delete from sessions where id = $1', [cookie.split('=')[1]]);
      expect((await get(second, '/api/session', cookie)).status).toBe(401);
    } finally {
      await notices.start();
    }
    expect(notices.listening).toBe(true);

    // A dropped connection comes back by itself.
    notices.interrupt();
    expect(notices.listening).toBe(false);
    await eventually(() => notices.listening);
  });
});
