import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { escapeText, foldLine, icalendarText, MAX_LINE_OCTETS } from '../../../adapters/http/icalendar.ts';
import { unescapeText } from '../../support/rfc5545.ts';

// Beyond the spec: RFC 5545 §3.1 (lines of at most 75 octets, folded without splitting a character) and §3.3.11
// (TEXT escapes); strict readers refuse a calendar that breaks either.

/** Text as exhibitors and fairs write it: ASCII, umlauts and accents, CJK, emoji (4 octets), TEXT's special characters. */
const character = fc.oneof(
  fc.constantFrom('a', 'Z', ' ', '-', '/', ':', ',', ';', '\\', '\n', '\r\n', '\t'),
  fc.constantFrom('ä', 'ö', 'ü', 'Ä', 'ß', 'é', 'è', 'ç', '«', '»', '–', '€'),
  fc.constantFrom('展', '会', '览', '東', '京', '한'),
  fc.constantFrom('😀', '🎪', '🇨🇭', '👩‍💻'),
  fc.string({ unit: 'grapheme-composite', maxLength: 1 }),
);
const text = fc.array(character, { maxLength: 120 }).map((parts) => parts.join(''));
/** A content line as the writer makes it: a property name and an escaped value (no raw line breaks left). */
const contentLine = fc
  .tuple(fc.constantFrom('SUMMARY', 'DESCRIPTION', 'X-WR-CALNAME', 'DTSTART;VALUE=DATE'), text)
  .map(([name, value]) => `${name}:${escapeText(value)}`);

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** CONTROL of RFC 5545 §3.1: %x00-08 / %x0A-1F / %x7F. */
const isRfcControl = (unit: string) => {
  const code = unit.charCodeAt(0);
  return code <= 0x08 || (code >= 0x0a && code <= 0x1f) || code === 0x7f;
};

describe('folding a content line', () => {
  it('gives physical lines of at most 75 octets, continuations starting with one space', () => {
    fc.assert(
      fc.property(contentLine, (line) => {
        const physical = foldLine(line).split('\r\n');
        for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
        for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
      }),
    );
  });

  it('unfolds to the original line, octet for octet', () => {
    fc.assert(
      fc.property(contentLine, (line) => {
        // Unfolding works on octets (RFC 5545 §3.1): CRLF and the one space after it go.
        const bytes = Buffer.from(foldLine(line), 'utf8');
        const unfolded = Buffer.from(bytes.toString('latin1').replace(/\r\n /g, ''), 'latin1');
        expect(unfolded.equals(Buffer.from(line, 'utf8'))).toBe(true);
      }),
    );
  });

  it('never splits a character: every physical line is whole UTF-8 by itself', () => {
    fc.assert(
      fc.property(contentLine, (line) => {
        for (const part of Buffer.from(foldLine(line), 'utf8').toString('latin1').split('\r\n')) {
          const bytes = Buffer.from(part, 'latin1');
          expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(bytes.toString('utf8'));
        }
      }),
    );
  });

  it('fills a line up to 75 octets before folding', () => {
    // The case the outside developer found: 75 characters with umlauts are 81 octets.
    const line = `SUMMARY:${'ä'.repeat(6)}${'a'.repeat(61)}`;
    expect(line).toHaveLength(75);
    const physical = foldLine(line).split('\r\n');
    expect(physical.map(octets)).toEqual([75, 7]);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});

describe('escaping a TEXT value', () => {
  it('escapes backslash, semicolon, comma and line breaks, and the reader gets the text back', () => {
    expect(escapeText('Halle 2.1, B12; «Parkplätze»\\Süd\nZeile 2\r\nZeile 3')).toBe(
      'Halle 2.1\\, B12\\; «Parkplätze»\\\\Süd\\nZeile 2\\nZeile 3',
    );
    fc.assert(
      fc.property(text, (value) => {
        const escaped = escapeText(value);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped.replace(/\\[\\;,n]/g, '')).not.toMatch(/[\\;,]/);
        // Line breaks come back as LF; control characters other than tab are not allowed in TEXT and are dropped.
        const expected = value
          .replace(/\r\n|\r/g, '\n')
          .split('')
          .filter((unit) => unit === '\n' || !isRfcControl(unit))
          .join('');
        expect(unescapeText(escaped)).toBe(expected);
      }),
    );
  });
});

describe('icalendarText', () => {
  it('writes a link as one URI line: a line break or tab in it cannot start a property of its own', () => {
    const text = icalendarText(
      {
        name: 'Aufgaben',
        language: 'de',
        fileName: 'aufgaben.ics',
        entries: [
          {
            uid: 'task-1@portal',
            title: 'Katalogeintrag',
            description: '',
            start: new Date('2026-12-04T08:00:00Z'),
            end: new Date('2026-12-04T09:00:00Z'),
            allDay: false,
            url: 'https://portal.example/fair/HAB26/100101\r\nATTENDEE:mailto:x@example.com\t#task',
          },
        ],
      },
      '-//Portal//DE',
      new Date('2026-12-01T00:00:00Z'),
    );
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('URL:'))).toEqual([
      'URL:https://portal.example/fair/HAB26/100101ATTENDEE:mailto:x@example.com#task',
    ]);
  });
});
