import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { TaskCalendar, TaskCalendarEntry } from '../../application/exhibitor/TaskCalendar.ts';

/**
 * iCalendar files (RFC 5545) written here rather than by a library: the `ics` package folded at 75 characters
 * instead of 75 octets and left X-WR-CALNAME unescaped, which strict readers (python icalendar, vobject) refuse.
 */

/** RFC 5545 §3.1: a physical line holds at most 75 octets, its CRLF not counted. */
export const MAX_LINE_OCTETS = 75;

const utf8Length = (codePoint: string) => Buffer.byteLength(codePoint, 'utf8');

/**
 * One content line folded by octets (RFC 5545 §3.1): every physical line ≤ 75 octets, a continuation line starting
 * with one space (which counts), never inside a UTF-8 sequence, so that a reader that unfolds before decoding gets
 * the original text back.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const codePoint of line) {
    const size = utf8Length(codePoint);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += codePoint;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break as `\n`. Other control
 * characters are not allowed in a TEXT value at all and are left out.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((unit) => !isControl(unit))
    .join('');
}

/** CONTROL of RFC 5545 §3.1: C0 controls except HTAB, and DEL. */
function isControl(unit: string): boolean {
  const code = unit.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}

/** `20261204T080000Z`: the UTC form of DATE-TIME (RFC 5545 §3.3.5, form 2), whole seconds. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** `20261204`: a DATE value (RFC 5545 §3.3.4) of the instant's UTC day. */
function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10).replace(/-/g, '');
}

function eventLines(entry: TaskCalendarEntry, stamp: string): string[] {
  // All-day entries are dates with an exclusive end; timed ones are UTC instants, so that no VTIMEZONE is needed.
  const time = entry.allDay
    ? [`DTSTART;VALUE=DATE:${utcDate(entry.start)}`, `DTEND;VALUE=DATE:${utcDate(entry.end)}`]
    : [`DTSTART:${utcDateTime(entry.start)}`, `DTEND:${utcDateTime(entry.end)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${stamp}`,
    ...time,
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    // A URI value, not TEXT: written as the URL parser gives it back, which drops any line break or tab in it.
    ...(entry.url ? [`URL:${new URL(entry.url).href}`] : []),
    // A task or a deadline is a reminder, not an appointment: it must not mark the exhibitor busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The calendar as an iCalendar text, every event stamped `stampedAt` (DTSTAMP), lines folded, CRLF throughout. */
export function icalendarText(calendar: TaskCalendar, productId: string, stampedAt: Date): string {
  const stamp = utcDateTime(stampedAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.entries.flatMap((entry) => eventLines(entry, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A strong ETag of the file: the SHA-256 of its UTF-8 bytes. */
export function strongEtagOf(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;
}

export interface CalendarAnswer {
  readonly body: string;
  readonly etag: string;
  readonly modifiedAt: Date;
}

/**
 * Answers a calendar file with its validators, or 304 when the client holds it already (RFC 9110 §13.1):
 * If-None-Match names its ETag (weak comparison) or is `*`; only without If-None-Match and when `modifiedAt`
 * follows every change of the content, If-Modified-Since at or after it.
 */
export function sendCalendar(ctx: Context, file: CalendarAnswer, options: { modifiedAtTracksContent: boolean }): void {
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('ETag', file.etag);
  ctx.set('Last-Modified', file.modifiedAt.toUTCString());
  if (notModified(ctx, file, options.modifiedAtTracksContent)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.body = file.body;
}

function notModified(ctx: Context, file: CalendarAnswer, modifiedAtTracksContent: boolean): boolean {
  const ifNoneMatch = ctx.request.headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(',').some((tag) => ['*', file.etag].includes(tag.trim().replace(/^W\//, '')));
  if (!modifiedAtTracksContent) return false;
  const since = Date.parse(ctx.request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && file.modifiedAt.getTime() <= since;
}
