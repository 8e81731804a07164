/**
 * A strict check of an iCalendar text against the rules of RFC 5545 that calendar clients trip over: what it finds
 * is a list of problems, each naming the rule (empty: the text passes). It reads the octets as a strict reader
 * does, so a line folded by characters or a value escaped by halves shows here before a client refuses it.
 */

/** Properties whose value type is TEXT (RFC 5545 §3.3.11), the calendar-wide X-WR-* names included. */
const TEXT_PROPERTIES = new Set([
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'COMMENT',
  'CONTACT',
  'UID',
  'PRODID',
  'X-WR-CALNAME',
  'X-WR-CALDESC',
  'X-WR-TIMEZONE',
]);

const NAME = '[A-Za-z0-9-]+';
const PARAM_VALUE = '(?:"[^"\\u0000-\\u001f]*"|[^";:,\\u0000-\\u001f]*)';
const PARAM = `${NAME}=${PARAM_VALUE}(?:,${PARAM_VALUE})*`;
/** `name *(";" param) ":" value` (RFC 5545 §3.1), the value without control characters other than HTAB. */
const CONTENT_LINE = new RegExp(`^(${NAME})((?:;${PARAM})*):([^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*)$`);
const UTC_DATE_TIME = /^\d{8}T\d{6}Z$/;
const DATE = /^\d{8}$/;
const DATE_TIME = /^\d{8}T\d{6}Z?$/;

export interface ContentLine {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  readonly value: string;
  readonly lineNumber: number;
}

interface Component {
  readonly name: string;
  readonly properties: ContentLine[];
  readonly children: Component[];
}

/** The problems of `bytes` (the file as sent); none for a valid calendar. */
export function rfc5545Problems(bytes: Buffer | string): string[] {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const problems: string[] = [];
  const physical = physicalLines(buffer, problems);
  const lines = unfold(physical, problems);
  const root = nest(lines, problems);
  if (root) checkCalendar(root, problems);
  return problems;
}

/** The physical lines as octets, with the line-length, line-ending and fold-boundary rules (§3.1). */
function physicalLines(buffer: Buffer, problems: string[]): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let index = 0; index < buffer.length; index += 1) {
    const octet = buffer[index];
    if (octet === 0x0a && buffer[index - 1] !== 0x0d) problems.push(`line ${lines.length + 1}: LF without CR`);
    if (octet === 0x0d && buffer[index + 1] !== 0x0a) problems.push(`line ${lines.length + 1}: CR without LF`);
    if (octet === 0x0d && buffer[index + 1] === 0x0a) {
      lines.push(buffer.subarray(start, index));
      start = index + 2;
      index += 1;
    }
  }
  if (start < buffer.length) problems.push('the last line does not end with CRLF');
  lines.forEach((line, index) => {
    if (line.length > 75) problems.push(`line ${index + 1}: ${line.length} octets, more than 75`);
    // A continuation octet (10xxxxxx) opening a line, or a lead octet closing one, is a character cut by a fold.
    const first = line[0] === 0x20 || line[0] === 0x09 ? line[1] : line[0];
    if (first !== undefined && (first & 0xc0) === 0x80)
      problems.push(`line ${index + 1}: starts inside a UTF-8 character`);
    if (!isWholeUtf8(line.subarray(line[0] === 0x20 || line[0] === 0x09 ? 1 : 0)))
      problems.push(`line ${index + 1}: ends inside a UTF-8 character`);
  });
  return lines;
}

/** Whether the octets are whole UTF-8 characters (a line that stops inside one fails; one that starts inside is found above). */
function isWholeUtf8(octets: Buffer): boolean {
  let index = octets.length - 1;
  let continuation = 0;
  while (index >= 0 && (octets[index] & 0xc0) === 0x80) {
    continuation += 1;
    index -= 1;
  }
  if (index < 0) return continuation === 0;
  const lead = octets[index];
  const length = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
  return length === continuation + 1;
}

/** The content lines: each physical line starting with a space or tab continues the one before (§3.1). */
function unfold(physical: Buffer[], problems: string[]): ContentLine[] {
  const logical: Array<{ octets: Buffer[]; lineNumber: number }> = [];
  physical.forEach((line, index) => {
    if ((line[0] === 0x20 || line[0] === 0x09) && logical.length > 0) logical.at(-1)!.octets.push(line.subarray(1));
    else logical.push({ octets: [line], lineNumber: index + 1 });
  });
  const lines: ContentLine[] = [];
  for (const { octets, lineNumber } of logical) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(octets));
    if (text.includes('\ufffd')) problems.push(`line ${lineNumber}: not UTF-8`);
    if (text === '') continue;
    const match = CONTENT_LINE.exec(text);
    if (!match) {
      problems.push(`line ${lineNumber}: not a content line: ${JSON.stringify(text.slice(0, 60))}`);
      continue;
    }
    const params: Record<string, string> = {};
    for (const param of match[2].match(new RegExp(`;${PARAM}`, 'g')) ?? []) {
      const [name, ...value] = param.slice(1).split('=');
      params[name.toUpperCase()] = value.join('=');
    }
    lines.push({ name: match[1].toUpperCase(), params, value: match[3], lineNumber });
  }
  return lines;
}

/** BEGIN/END nesting (§3.4, §3.6): balanced, with the text being one VCALENDAR. */
function nest(lines: ContentLine[], problems: string[]): Component | undefined {
  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of lines) {
    if (line.name === 'BEGIN') {
      const component: Component = { name: line.value.toUpperCase(), properties: [], children: [] };
      if (stack.length === 0) {
        if (root) problems.push(`line ${line.lineNumber}: a second component at the top`);
        root = component;
      } else stack.at(-1)!.children.push(component);
      stack.push(component);
    } else if (line.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== line.value.toUpperCase())
        problems.push(`line ${line.lineNumber}: END:${line.value} closes ${open ? `BEGIN:${open.name}` : 'nothing'}`);
    } else if (stack.length === 0) problems.push(`line ${line.lineNumber}: ${line.name} outside any component`);
    else stack.at(-1)!.properties.push(line);
  }
  for (const open of stack) problems.push(`BEGIN:${open.name} is never ended`);
  if (root && root.name !== 'VCALENDAR') problems.push(`the top component is ${root.name}, not VCALENDAR`);
  if (!root) problems.push('no VCALENDAR');
  return root;
}

function checkCalendar(calendar: Component, problems: string[]): void {
  const versions = calendar.properties.filter((line) => line.name === 'VERSION');
  if (versions.length !== 1 || versions[0].value !== '2.0') problems.push('VCALENDAR needs exactly one VERSION:2.0');
  if (calendar.properties.filter((line) => line.name === 'PRODID').length !== 1)
    problems.push('VCALENDAR needs exactly one PRODID');
  checkProperties(calendar, problems);
  const uids = new Set<string>();
  for (const event of calendar.children.filter((child) => child.name === 'VEVENT')) {
    checkEvent(event, problems);
    const uid = event.properties.find((line) => line.name === 'UID')?.value;
    if (uid !== undefined && uids.has(uid)) problems.push(`UID ${uid} is used by two events`);
    if (uid !== undefined) uids.add(uid);
  }
}

function checkEvent(event: Component, problems: string[]): void {
  const one = (name: string) => {
    const found = event.properties.filter((line) => line.name === name);
    if (found.length !== 1) problems.push(`VEVENT needs exactly one ${name}, has ${found.length}`);
    return found[0];
  };
  const uid = one('UID');
  const where = `VEVENT ${uid?.value ?? '(no UID)'}`;
  const stamp = one('DTSTAMP');
  if (stamp && !UTC_DATE_TIME.test(stamp.value))
    problems.push(`${where}: DTSTAMP ${stamp.value} is not a UTC date-time`);
  const start = one('DTSTART');
  const ends = event.properties.filter((line) => line.name === 'DTEND');
  if (ends.length > 1) problems.push(`${where}: more than one DTEND`);
  if (start) checkTimeValue(start, where, problems);
  if (start && ends.length === 1) {
    const end = ends[0];
    checkTimeValue(end, where, problems);
    if (isDate(start) !== isDate(end)) problems.push(`${where}: DTSTART and DTEND are not of the same value type`);
    else if (end.value <= start.value)
      problems.push(`${where}: DTEND ${end.value} is not after DTSTART ${start.value}`);
  }
  for (const transp of event.properties.filter((line) => line.name === 'TRANSP'))
    if (!['OPAQUE', 'TRANSPARENT'].includes(transp.value)) problems.push(`${where}: TRANSP ${transp.value}`);
  checkProperties(event, problems);
}

const isDate = (line: ContentLine) => line.params.VALUE?.toUpperCase() === 'DATE';

function checkTimeValue(line: ContentLine, where: string, problems: string[]): void {
  const pattern = isDate(line) ? DATE : DATE_TIME;
  if (!pattern.test(line.value))
    problems.push(`${where}: ${line.name} ${line.value} is not a ${isDate(line) ? 'DATE' : 'DATE-TIME'}`);
}

/** TEXT values (§3.3.11): `,` `;` escaped, no raw line break (unfolding leaves none), only `\\ \; \, \n \N`. */
function checkProperties(component: Component, problems: string[]): void {
  for (const line of component.properties) {
    if (!TEXT_PROPERTIES.has(line.name) || line.params.VALUE) continue;
    const bare = line.value.replace(/\\[\\;,nN]/g, '');
    if (/\\/.test(bare))
      problems.push(`line ${line.lineNumber}: ${line.name} has an escape other than \\\\ \\; \\, \\n`);
    else if (/[,;]/.test(bare)) problems.push(`line ${line.lineNumber}: ${line.name} has an unescaped , or ;`);
  }
}

/** The TEXT value as the reader gets it (the escapes undone). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, escaped: string) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
}
