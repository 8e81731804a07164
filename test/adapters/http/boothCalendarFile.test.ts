import { describe, expect, it } from '@jest/globals';
import { icsFile } from '../../../adapters/http/routes/booth.ts';
import { parseIcs } from './icsParser.ts';

const entry = (uid: string, start: string, end: string) => ({
  uid,
  title: `Aufgabe ${uid} – «Parkplätze» mit einem recht langen Titel, der über mehr als fünfundsiebzig Zeichen hinausgeht`,
  description: 'Parkplätze\nHabitat Bern\nHalle 2.1 / B12',
  start: new Date(start),
  end: new Date(end),
  url: 'https://shop.messe-demo.test/SHOP-HAB26/bestellen?language=de&regi-nr=100101&service-group=PARKPL',
});

describe('the task calendar file', () => {
  // spec: exhibitor-area §2 Task list — entries start at 09:00 (09:00 Zurich is 07:00 UTC in summer, 08:00 in winter)
  it('writes each entry’s instants in UTC, its UID and its title, readable again after line folding', () => {
    const text = icsFile(
      {
        name: 'Habitat Bern – Halle 2.1 / B12',
        fileName: 'tasks-HAB26-100101.ics',
        entries: [
          entry('t1.100101@portal.test', '2026-03-29T07:00:00Z', '2026-10-25T09:00:00Z'),
          entry('t2.100101@portal.test', '2026-01-15T08:00:00Z', '2026-01-15T09:00:00Z'),
        ],
      },
      '-//portal.test//exhibitor tasks//DE',
    );
    const calendar = parseIcs(text);
    expect(calendar.properties.VERSION).toBe('2.0');
    expect(calendar.properties.PRODID).toBe('-//portal.test//exhibitor tasks//DE');
    expect(calendar.events.map((event) => [event.UID, event.DTSTART, event.DTEND])).toEqual([
      ['t1.100101@portal.test', '20260329T070000Z', '20261025T090000Z'],
      ['t2.100101@portal.test', '20260115T080000Z', '20260115T090000Z'],
    ]);
    expect(calendar.events[0].SUMMARY).toContain('mehr als fünfundsiebzig Zeichen');
    expect(text.split('\r\n').some((line) => line.startsWith('\t'))).toBe(true); // the long title was folded
  });

  it('writes a valid calendar without events when the booth has no dated task', () => {
    const calendar = parseIcs(
      icsFile({ name: 'x', fileName: 'x.ics', entries: [] }, '-//portal.test//exhibitor tasks//DE'),
    );
    expect(calendar.properties.VERSION).toBe('2.0');
    expect(calendar.events).toEqual([]);
  });
});
