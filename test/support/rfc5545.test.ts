import { describe, expect, it } from '@jest/globals';
import { rfc5545Problems, unescapeText } from './rfc5545.ts';

// Beyond the spec: RFC 5545 — the checker the calendar tests rely on must itself refuse each broken rule, or a
// calendar file that strict readers refuse would pass those tests.

const event = (lines: string[]) => [
  'BEGIN:VEVENT',
  'UID:t1.100101@portal.test',
  'DTSTAMP:20261125T100000Z',
  ...lines,
  'END:VEVENT',
];
const calendar = (lines: string[], head = ['VERSION:2.0', 'PRODID:-//portal.test//tasks//DE']) =>
  ['BEGIN:VCALENDAR', ...head, ...lines, 'END:VCALENDAR'].join('\r\n') + '\r\n';
const allDay = ['DTSTART;VALUE=DATE:20261204', 'DTEND;VALUE=DATE:20261205'];
const valid = calendar([
  'X-WR-CALNAME:Habitat Bern\\, Halle 2.1 \\; B12',
  ...event([...allDay, 'SUMMARY:Parkplätze bestellen', 'DESCRIPTION:a\\nb \\\\ c', 'TRANSP:TRANSPARENT']),
]);

describe('the RFC 5545 checker', () => {
  it('passes a valid calendar, folded by octets', () => {
    const long = `SUMMARY:${'ä'.repeat(33)}`; // 8 + 66 octets: one more character goes on a continuation line
    const folded = `${long}\r\n ä`;
    expect(rfc5545Problems(valid)).toEqual([]);
    expect(rfc5545Problems(calendar(event([...allDay, folded])))).toEqual([]);
  });

  const broken: Array<[string, string | Buffer, RegExp]> = [
    ['LF line endings', valid.replace(/\r\n/g, '\n'), /LF without CR/],
    ['a bare CR', valid.replace('SUMMARY:Park', 'SUMMARY:Pa\rrk'), /CR without LF/],
    ['no CRLF at the end', valid.slice(0, -2), /does not end with CRLF/],
    ['a line of 76 octets', calendar(event([...allDay, `SUMMARY:${'a'.repeat(68)}`])), /76 octets/],
    // 75 characters, but 81 octets: what folding by characters gives
    [
      'a line of 75 characters with umlauts',
      calendar(event([...allDay, `SUMMARY:${'ä'.repeat(6)}${'a'.repeat(61)}`])),
      /81 octets/,
    ],
    [
      'a character split by a fold',
      Buffer.concat([
        Buffer.from(calendar(event([...allDay, 'SUMMARY:x@'])).split('x@')[0] + 'x', 'utf8'),
        Buffer.from([0xc3, 0x0d, 0x0a, 0x20, 0xa4]),
        Buffer.from(calendar(event([...allDay, 'SUMMARY:x@'])).split('x@')[1], 'utf8'),
      ]),
      /inside a UTF-8 character/,
    ],
    ['a line that is no content line', valid.replace('TRANSP:TRANSPARENT', 'TRANSP TRANSPARENT'), /not a content line/],
    ['a raw line break in a TEXT value', valid.replace('a\\nb', 'a\r\nHalle 2.1 / b'), /not a content line/],
    ['BEGIN without END', valid.replace('END:VEVENT\r\n', ''), /closes BEGIN:VEVENT|never ended/],
    ['END without BEGIN', valid.replace('BEGIN:VEVENT\r\n', ''), /closes BEGIN:VCALENDAR|outside any component/],
    ['no VERSION', calendar(event(allDay), ['PRODID:-//x//y//DE']), /exactly one VERSION:2.0/],
    ['VERSION 1.0', calendar(event(allDay), ['VERSION:1.0', 'PRODID:-//x//y//DE']), /exactly one VERSION:2.0/],
    ['two PRODIDs', calendar(event(allDay), ['VERSION:2.0', 'PRODID:a', 'PRODID:b']), /exactly one PRODID/],
    ['no UID', valid.replace('UID:t1.100101@portal.test\r\n', ''), /exactly one UID/],
    ['no DTSTAMP', valid.replace('DTSTAMP:20261125T100000Z\r\n', ''), /exactly one DTSTAMP/],
    [
      'a DTSTAMP in local time',
      valid.replace('DTSTAMP:20261125T100000Z', 'DTSTAMP:20261125T100000'),
      /not a UTC date-time/,
    ],
    ['no DTSTART', valid.replace('DTSTART;VALUE=DATE:20261204\r\n', ''), /exactly one DTSTART/],
    [
      'DTEND not after DTSTART',
      valid.replace('DTEND;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261204'),
      /not after DTSTART/,
    ],
    [
      'DTEND of another value type',
      valid.replace('DTEND;VALUE=DATE:20261205', 'DTEND:20261205T090000Z'),
      /not of the same value type/,
    ],
    ['a DATE of 7 digits', valid.replace('DTSTART;VALUE=DATE:20261204', 'DTSTART;VALUE=DATE:2026124'), /is not a DATE/],
    ['an unescaped comma', valid.replace('Habitat Bern\\,', 'Habitat Bern,'), /unescaped , or ;/],
    ['an unescaped semicolon', valid.replace('Parkplätze bestellen', 'Parkplätze; bestellen'), /unescaped , or ;/],
    ['an invalid escape', valid.replace('a\\nb', 'a\\tb'), /escape other than/],
    ['a TRANSP of another value', valid.replace('TRANSP:TRANSPARENT', 'TRANSP:FREE'), /TRANSP FREE/],
    [
      'two events with one UID',
      calendar([...event([...allDay, 'SUMMARY:a']), ...event([...allDay, 'SUMMARY:b'])]),
      /used by two events/,
    ],
  ];

  it.each(broken)('refuses %s', (_rule, text, problem) => {
    const problems = rfc5545Problems(text);
    expect(problems.some((found) => problem.test(found))).toBe(true);
  });

  it('undoes the TEXT escapes', () => {
    expect(unescapeText('a\\, b\\; c\\\\n\\nd\\N')).toBe('a, b; c\\n\nd\n');
  });
});
