import { describe, expect, it, jest } from '@jest/globals';
import ICAL from 'ical.js';
import ical, { type VEvent } from 'node-ical';
import { DateTime } from 'luxon';
import { demo } from '../../support/demo.ts';
import type { LooseJson } from '../../support/json.ts';
import { rfc5545Problems } from '../../support/rfc5545.ts';
import { expectDescribed } from '../../support/testPortal.ts';
import { getDescribed, useBoothTestPortal } from './boothTestPortal.ts';
import { parseIcs } from './icsParser.ts';

// The two calendar files (the booth's task export and the deadline subscription) as calendar clients read them:
// strictly valid RFC 5545, read alike by ical.js and node-ical, reminders that leave the exhibitor free, and bytes
// that stay the same while their data do, so that a client's If-None-Match costs nothing.

const state = useBoothTestPortal();
const MANAGER = 'manager@demo.test';
const EXHIBITOR = demo.users.anna.email;
const regiNr = demo.booths.annaConfirmedHab.regiNr;
const exportPath = `/api/exhibitor/booths/${regiNr}/tasks.ics?language=de`;
/** What a manager may type: umlauts, commas, semicolons, a backslash and guillemets. */
const TASK_NAME = 'Parkplätze, Zufahrt; Süd\\Ost – «Überblick»';
const FAIR_NAME = 'Habitat, Bauen; Wohnen – Zürich';

interface Deadline {
  booth: { regiNr: string; label: { de: string } };
  task: { id: string };
  dueDate: string;
}

/** The first deadline of the exhibitor's booth (a task the export and the subscription both have). */
async function firstDeadline(): Promise<Deadline> {
  const { body } = await getDescribed(state.anna, '/api/exhibitor/deadlines?language=de');
  return (body.deadlines as unknown as Deadline[]).find((deadline) => deadline.booth.regiNr === regiNr)!;
}

async function asManager(method: string, path: string, json?: unknown): Promise<LooseJson> {
  const response = await state.portal.send(MANAGER, method, path, json);
  const body = await expectDescribed(method, path, response);
  expect(response.status).toBe(200);
  return body as LooseJson;
}

async function habFair(): Promise<LooseJson> {
  const list = (await asManager('GET', '/api/admin/fairs')) as unknown as LooseJson[];
  const summary = list.find((fair) => fair.idCode === demo.booths.annaConfirmedHab.fairIdCode)!;
  return asManager('GET', `/api/fairs/${summary._id}`);
}

interface CalendarAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
}

async function described(path: string, response: Response): Promise<CalendarAnswer> {
  const copy = response.clone();
  await expectDescribed('GET', path, response);
  const bytes = Buffer.from(await copy.arrayBuffer());
  return { status: copy.status, headers: copy.headers, bytes, text: bytes.toString('utf8') };
}

const taskExport = async (headers: Record<string, string> = {}) =>
  described(exportPath, await state.anna.api(exportPath, { headers }));

let feedPath: string | undefined;
/** A poll of the exhibitor's subscription, as a calendar application sends it (no cookie). */
async function feed(headers: Record<string, string> = {}): Promise<CalendarAnswer> {
  if (!feedPath) {
    const created = await state.portal.send(EXHIBITOR, 'POST', '/api/exhibitor/calendar-feed');
    feedPath = new URL(((await created.json()) as { url: string }).url).pathname;
  }
  // A minute between polls: the address allows about one a minute (the faked Date moves, timers do not wait).
  jest.setSystemTime(Date.now() + 60_000);
  return described(feedPath, await fetch(new URL(feedPath, state.portal.url), { headers }));
}

const icalJsEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((event) => ({
    event: new ICAL.Event(event),
    transp: event.getFirstPropertyValue('transp'),
  }));
const nodeIcalEvents = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
const stampsOf = (text: string) => parseIcs(text).events.map((event) => event.DTSTAMP);

describe('the calendar files as calendar clients read them', () => {
  it('are strictly valid, and ical.js and node-ical read names with umlauts, commas and semicolons exactly', async () => {
    const deadline = await firstDeadline();
    const definition = await asManager('GET', `/api/taskdefinitions/${deadline.task.id}`);
    await asManager('PUT', `/api/taskdefinitions/${deadline.task.id}`, { ...definition, displayNameDe: TASK_NAME });
    const fair = await habFair();
    await asManager('PUT', `/api/fairs/${fair._id}`, { ...fair, displayNameDe: FAIR_NAME });
    const summary = `${TASK_NAME} (${deadline.booth.label.de})`;

    const [exported, polled] = [await taskExport(), await feed()];
    for (const file of [exported, polled]) {
      expect(file.status).toBe(200);
      expect(rfc5545Problems(file.bytes)).toEqual([]);
      expect(icalJsEvents(file.text).map(({ event }) => event.summary)).toContain(summary);
      expect(nodeIcalEvents(file.text).map((event) => event.summary)).toContain(summary);
      // Beyond the spec: RFC 5545 §3.8.2.7 — reminders of tasks must not mark the exhibitor busy.
      for (const { transp } of icalJsEvents(file.text)) expect(transp).toBe('TRANSPARENT');
      for (const event of nodeIcalEvents(file.text)) expect(event.transparency).toBe('TRANSPARENT');
    }
    expect(ical.sync.parseICS(exported.text).vcalendar).toMatchObject({
      'WR-CALNAME': `${FAIR_NAME} – ${deadline.booth.label.de}`,
    });
    expect(exported.text).toContain(`X-WR-CALNAME:Habitat\\, Bauen\\; Wohnen – Zürich`);

    // spec: exhibitor-area §2 Task list — the export's entries start at 09:00 (fair-local time).
    for (const { event } of icalJsEvents(exported.text)) {
      expect(event.startDate.isDate).toBe(false);
      const start = DateTime.fromJSDate(event.startDate.toJSDate()).setZone('Europe/Zurich');
      expect([start.hour, start.minute]).toEqual([9, 0]);
    }
    // Beyond the spec: each deadline of the subscription is an all-day event on its due day, ending the next day.
    const dueEvent = icalJsEvents(polled.text).find(({ event }) => event.summary === summary)!.event;
    expect([dueEvent.startDate.isDate, dueEvent.startDate.toString()]).toEqual([true, deadline.dueDate.slice(0, 10)]);
    expect(dueEvent.endDate.toString()).toBe(
      DateTime.fromISO(deadline.dueDate.slice(0, 10)).plus({ days: 1 }).toISODate(),
    );
    for (const event of nodeIcalEvents(polled.text)) expect(event.datetype).toBe('date');
  });

  it('keep their bytes, DTSTAMP and validators while nothing changes, answer 304 to If-None-Match, and change with a deadline', async () => {
    const [firstExport, againExport] = [await taskExport(), await taskExport()];
    const [firstPoll, againPoll] = [await feed(), await feed()];
    for (const [first, again] of [
      [firstExport, againExport],
      [firstPoll, againPoll],
    ]) {
      expect(first.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(new Date(first.headers.get('last-modified')!).toUTCString()).toBe(first.headers.get('last-modified'));
      expect([again.headers.get('etag'), again.headers.get('last-modified')]).toEqual([
        first.headers.get('etag'),
        first.headers.get('last-modified'),
      ]);
      expect(stampsOf(again.text)).toEqual(stampsOf(first.text));
      expect(again.text).toBe(first.text);
    }
    const exportNotModified = await taskExport({ 'if-none-match': firstExport.headers.get('etag')! });
    const feedNotModified = await feed({ 'if-none-match': firstPoll.headers.get('etag')! });
    for (const answer of [exportNotModified, feedNotModified]) expect([answer.status, answer.text]).toEqual([304, '']);
    // The export's Last-Modified does not follow every change of its tasks: If-Modified-Since alone gets the file.
    const since = await taskExport({ 'if-modified-since': firstExport.headers.get('last-modified')! });
    expect(since.status).toBe(200);

    // A manager moves the deadline a day on: both files change, the subscription's events with a new DTSTAMP.
    const deadline = await firstDeadline();
    const fair = await habFair();
    const dayAfter = DateTime.fromISO(deadline.dueDate.slice(0, 10)).plus({ days: 1 }).toISODate()!;
    const tasks = (fair.tasks as LooseJson[]).map((task) =>
      task._id === deadline.task.id ? { ...task, period: { ...(task.period as object), end: dayAfter } } : task,
    );
    await asManager('PUT', `/api/fairs/${fair._id}`, { ...fair, tasks });

    const movedExport = await taskExport({ 'if-none-match': firstExport.headers.get('etag')! });
    const movedPoll = await feed({ 'if-none-match': firstPoll.headers.get('etag')! });
    for (const [moved, first] of [
      [movedExport, firstExport],
      [movedPoll, firstPoll],
    ]) {
      expect(moved.status).toBe(200);
      expect(moved.headers.get('etag')).not.toBe(first.headers.get('etag'));
      expect(rfc5545Problems(moved.bytes)).toEqual([]);
    }
    const uid = `deadline.${deadline.task.id}.${regiNr}@${new URL(state.portal.url).host}`;
    const event = parseIcs(movedPoll.text).events.find((candidate) => candidate.UID === uid)!;
    expect(event.DTSTART).toBe(dayAfter.replace(/-/g, ''));
    expect(event.DTSTAMP > stampsOf(firstPoll.text)[0]).toBe(true);
    expect(new Date(movedPoll.headers.get('last-modified')!) > new Date(firstPoll.headers.get('last-modified')!)).toBe(
      true,
    );
  });
});
