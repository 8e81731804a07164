import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import ical, { type VEvent } from 'node-ical';
import { icalendarText } from '../../../adapters/http/icalendar.ts';
import type { TaskCalendarEntry } from '../../../application/exhibitor/TaskCalendar.ts';
import { rfc5545Problems } from '../../support/rfc5545.ts';
import { parseIcs } from './icsParser.ts';

// Not `\\N…`: node-ical 0.27 undoes `\n` before `\\` and reads a backslash before an n as a line break (ical.js and
// the RFC read it right; the escaping test covers that order).
const title = (uid: string) =>
  `Aufgabe ${uid} – «Parkplätze», Zufahrt; Süd\\Ost – mit einem recht langen Titel, der über fünfundsiebzig Zeichen hinausgeht`;
const timed = (uid: string, start: string, end: string): TaskCalendarEntry => ({
  uid,
  title: title(uid),
  description: 'Parkplätze\nHabitat Bern\nHalle 2.1 / B12',
  start: new Date(start),
  end: new Date(end),
  allDay: false,
  url: 'https://shop.messe-demo.test/SHOP-HAB26/bestellen?language=de&regi-nr=100101&service-group=PARKPL',
});
const stampedAt = new Date('2026-11-25T10:00:00Z');
const name = 'Habitat Bern, Halle 2.1; B12 – Übersicht';

describe('the calendar file', () => {
  // spec: exhibitor-area §2 Task list — entries start at 09:00 (09:00 Zurich is 07:00 UTC in summer, 08:00 in winter)
  it('writes timed entries in UTC, its UID and its title, valid and readable by ical.js and node-ical', () => {
    const text = icalendarText(
      {
        name,
        language: 'de',
        fileName: 'tasks-HAB26-100101.ics',
        entries: [
          timed('t1.100101@portal.test', '2026-03-29T07:00:00Z', '2026-10-25T09:00:00Z'),
          timed('t2.100101@portal.test', '2026-01-15T08:00:00Z', '2026-01-15T09:00:00Z'),
        ],
      },
      '-//portal.test//Exhibitor Service Centre//DE',
      stampedAt,
    );
    expect(rfc5545Problems(text)).toEqual([]);
    const calendar = parseIcs(text);
    expect(calendar.properties.VERSION).toBe('2.0');
    expect(calendar.properties.PRODID).toBe('-//portal.test//Exhibitor Service Centre//DE');
    expect(calendar.events.map((event) => [event.UID, event.DTSTAMP, event.DTSTART, event.DTEND])).toEqual([
      ['t1.100101@portal.test', '20261125T100000Z', '20260329T070000Z', '20261025T090000Z'],
      ['t2.100101@portal.test', '20261125T100000Z', '20260115T080000Z', '20260115T090000Z'],
    ]);
    // Beyond the spec: RFC 5545 §3.2 — a task is a reminder and must not mark the exhibitor busy.
    expect(calendar.events.map((event) => event.TRANSP)).toEqual(['TRANSPARENT', 'TRANSPARENT']);

    const vcalendar = new ICAL.Component(ICAL.parse(text));
    const events = vcalendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary)).toEqual([
      title('t1.100101@portal.test'),
      title('t2.100101@portal.test'),
    ]);
    expect(events[0].description).toBe('Parkplätze\nHabitat Bern\nHalle 2.1 / B12');
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2026-03-29T07:00:00.000Z');
    const parsed = Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
    expect(parsed.map((event) => event.summary)).toEqual([
      title('t1.100101@portal.test'),
      title('t2.100101@portal.test'),
    ]);
    expect(ical.sync.parseICS(text).vcalendar).toMatchObject({ 'WR-CALNAME': name });
  });

  it('writes all-day entries as dates, the end the day after', () => {
    const text = icalendarText(
      {
        name,
        language: 'de',
        fileName: 'deadlines.ics',
        entries: [
          {
            ...timed('d1.100101@portal.test', '2026-12-04T00:00:00Z', '2026-12-05T00:00:00Z'),
            allDay: true,
          },
        ],
      },
      '-//portal.test//Exhibitor Service Centre//DE',
      stampedAt,
    );
    expect(rfc5545Problems(text)).toEqual([]);
    const [event] = parseIcs(text).events;
    expect([event.DTSTART, event.DTEND]).toEqual(['20261204', '20261205']);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261204\r\nDTEND;VALUE=DATE:20261205\r\n');
    const start = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!).startDate;
    expect([start.isDate, start.toString()]).toEqual([true, '2026-12-04']);
  });

  it('writes a valid calendar without events when the booth has no dated task', () => {
    const text = icalendarText(
      { name: 'x', language: 'de', fileName: 'x.ics', entries: [] },
      '-//portal.test//Exhibitor Service Centre//DE',
      stampedAt,
    );
    expect(rfc5545Problems(text)).toEqual([]);
    const calendar = parseIcs(text);
    expect(calendar.properties.VERSION).toBe('2.0');
    expect(calendar.events).toEqual([]);
  });
});
