/** A minimal iCalendar (RFC 5545) reader for tests: unfolds lines and collects each VEVENT's properties by name. */
export interface ParsedCalendar {
  properties: Record<string, string>;
  events: Array<Record<string, string>>;
}

export function parseIcs(text: string): ParsedCalendar {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n/)
    .filter((line) => line !== '');
  const calendar: ParsedCalendar = { properties: {}, events: [] };
  let event: Record<string, string> | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0];
    const value = line.slice(colon + 1);
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT') {
      calendar.events.push(event!);
      event = undefined;
    } else if (event) event[name] = value;
    else calendar.properties[name] = value;
  }
  return calendar;
}
