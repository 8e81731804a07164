import { describe, expect, it } from '@jest/globals';
import { expectDescribed } from '../../support/testPortal.ts';
import type { LooseJson } from '../../support/json.ts';
import { parseIcs } from './icsParser.ts';
import { getDescribed, pastCacheFreshness, useBoothTestPortal, withRubinFaults } from './boothTestPortal.ts';

const state = useBoothTestPortal();

interface Deadline {
  booth: { regiNr: string };
  task: { id: string };
  state: string;
  dueDate: string;
  pagePath: string;
}

// spec: exhibitor-area §4 task display state, task done; §2 Home (active booths)
describe('GET /api/exhibitor/deadlines', () => {
  it('lists, for every signed-in user, exactly the not-done tasks with a due date of their booth pages', async () => {
    for (const browser of [state.anna, state.luc, state.emily]) {
      const { status, body } = await getDescribed(browser, '/api/exhibitor/deadlines?language=fr');
      expect(status).toBe(200);
      const home = await getDescribed(browser, '/api/exhibitor/home');
      const expected: string[] = [];
      for (const card of home.body.activeBooths as Array<{ regiNr: string }>) {
        const page = await getDescribed(browser, `/api/exhibitor/booths/${card.regiNr}?language=fr`);
        for (const group of page.body.taskGroups as Array<{ tasks: LooseJson[] }>)
          for (const task of group.tasks)
            if (!task.done && task.dueDate !== null) expected.push(`${card.regiNr}:${task.id}:${task.state}`);
      }
      const listed = (body.deadlines as Deadline[]).map((d) => `${d.booth.regiNr}:${d.task.id}:${d.state}`);
      expect(listed.length).toBeGreaterThan(0);
      expect([...listed].sort()).toEqual([...expected].sort());
      // Every booked booth of Home has its progress; an OP renewal offer is not booked (exhibitor-area §4).
      expect((body.booths as Array<{ regiNr: string }>).map((booth) => booth.regiNr)).toEqual(
        (home.body.activeBooths as Array<{ regiNr: string; status: string | null }>)
          .filter((card) => card.status !== 'OP')
          .map((card) => card.regiNr),
      );
    }
  });

  // spec: exhibitor-area §7 a failing booking system: the last good answer, marked stale
  it('answers from the kept booking-system answers, marked stale, while Rubin is down', async () => {
    const fresh = await getDescribed(state.luc, '/api/exhibitor/deadlines?language=en');
    pastCacheFreshness();
    const down = await withRubinFaults(state.portal, { down: true }, () =>
      getDescribed(state.luc, '/api/exhibitor/deadlines?language=en'),
    );
    expect(down.status).toBe(200);
    expect(down.body.stale).toBe(true);
    expect(down.body.deadlines).toEqual(fresh.body.deadlines);
  });

  it('gives a new member an empty list', async () => {
    const { status, body } = await getDescribed(state.nina, '/api/exhibitor/deadlines');
    expect(status).toBe(200);
    expect(body).toEqual({ stale: false, deadlines: [], booths: [], unavailableBooths: [] });
  });

  it('answers 401 without a session and 400 for an unknown language', async () => {
    const anonymous = await fetch(new URL('/api/exhibitor/deadlines', state.portal.url));
    expect(anonymous.status).toBe(401);
    const response = await state.anna.api('/api/exhibitor/deadlines?language=xx');
    expect(response.status).toBe(400);
    await expectDescribed('GET', '/api/exhibitor/deadlines', response);
  });
});

describe('the calendar subscription', () => {
  it('makes a secret address that a calendar polls without a session, with one event per deadline, until revoked', async () => {
    const before = await getDescribed(state.anna, '/api/exhibitor/calendar-feed');
    expect(before.body).toEqual({ active: false, createdAt: null });

    const created = await state.portal.send('aussteller@demo.test', 'POST', '/api/exhibitor/calendar-feed');
    expect(created.status).toBe(201);
    const address = (await expectDescribed('POST', '/api/exhibitor/calendar-feed', created)) as {
      url: string;
      webcalUrl: string;
    };
    expect(address.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
    expect(address.webcalUrl).toBe(address.url.replace(/^https?:/, 'webcal:'));
    expect((await getDescribed(state.anna, '/api/exhibitor/calendar-feed')).body).toMatchObject({ active: true });

    const path = new URL(address.url).pathname;
    const poll = async () => {
      const response = await fetch(new URL(path, state.portal.url)); // no cookie: a calendar application
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/calendar');
      return parseIcs((await expectDescribed('GET', path, response)) as string);
    };
    const first = await poll();
    const second = await poll();
    // The user's language is German: the deadlines in German, one event each, the UID stable across polls.
    const deadlines = (await getDescribed(state.anna, '/api/exhibitor/deadlines?language=de')).body
      .deadlines as Deadline[];
    const uids = first.events.map((event) => event.UID).sort();
    expect(uids).toEqual(
      deadlines.map((d) => `deadline.${d.task.id}.${d.booth.regiNr}@${new URL(state.portal.url).host}`).sort(),
    );
    expect(second.events.map((event) => event.UID).sort()).toEqual(uids);
    // Beyond the spec: RFC 5545 §3.6.1 — each deadline an all-day event on its due day that leaves the exhibitor free.
    const dueDays = deadlines.map((d) => d.dueDate.slice(0, 10).replace(/-/g, '')).sort();
    expect(first.events.map((event) => event.DTSTART).sort()).toEqual(dueDays);
    for (const event of first.events) expect(event.TRANSP).toBe('TRANSPARENT');

    // A new address revokes the old one.
    const renewed = (await (
      await state.portal.send('aussteller@demo.test', 'POST', '/api/exhibitor/calendar-feed')
    ).json()) as {
      url: string;
    };
    expect((await fetch(new URL(path, state.portal.url))).status).toBe(404);
    const renewedPath = new URL(renewed.url).pathname;
    expect((await fetch(new URL(renewedPath, state.portal.url))).status).toBe(200);

    const revoked = await state.portal.send('aussteller@demo.test', 'DELETE', '/api/exhibitor/calendar-feed');
    expect(revoked.status).toBe(204);
    const gone = await fetch(new URL(renewedPath, state.portal.url));
    expect(gone.status).toBe(404);
    await expectDescribed('GET', renewedPath, gone);
    expect((await getDescribed(state.anna, '/api/exhibitor/calendar-feed')).body).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it('refuses a malformed token with 400 and an unknown one with 404, and a change without the CSRF check', async () => {
    expect((await fetch(new URL('/api/calendar/short.ics', state.portal.url))).status).toBe(400);
    expect((await fetch(new URL('/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics', state.portal.url))).status).toBe(404);
    const withoutToken = await state.portal.send(
      'aussteller@demo.test',
      'POST',
      '/api/exhibitor/calendar-feed',
      undefined,
      false,
    );
    expect(withoutToken.status).toBe(403);
    const foreign = await state.anna.api('/api/exhibitor/calendar-feed', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'x-csrf-token': await state.anna.csrfToken() },
    });
    expect(foreign.status).toBe(403);
    expect((await getDescribed(state.anna, '/api/exhibitor/calendar-feed')).body).toMatchObject({ active: false });
  });
});

describe('the weekly digest opt-in', () => {
  it('is off at first, saved with the user and shown in the session', async () => {
    const id = 'demo-0001-aussteller';
    const read = await getDescribed(state.anna, `/api/user/${id}`);
    expect(read.body.weeklyDigest).toBe(false);
    const saved = await state.portal.send('aussteller@demo.test', 'PUT', `/api/user/${id}`, { weeklyDigest: true });
    expect(saved.status).toBe(200);
    expect(await expectDescribed('PUT', `/api/user/${id}`, saved)).toMatchObject({ weeklyDigest: true });
    expect((await getDescribed(state.anna, '/api/session')).body.user).toMatchObject({ weeklyDigest: true });
    await state.portal.send('aussteller@demo.test', 'PUT', `/api/user/${id}`, { weeklyDigest: false });
  });
});
