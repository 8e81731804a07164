/**
 * CSV text as spreadsheets write it (RFC 4180): quoted cells may hold the delimiter, quotes (doubled) and line
 * breaks. Excel in the portal's regions (de-CH, fr-CH, de-DE) separates with `;`, other tools with `,`: the header
 * line tells which. A UTF-8 byte-order mark (Excel writes one) is dropped.
 */

export type CsvDelimiter = ';' | ',';

/** One record of the file with the line it starts on (1 is the header), as the manager sees it in an editor. */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

export type CsvParse =
  | { readonly ok: true; readonly delimiter: CsvDelimiter; readonly records: readonly CsvRecord[] }
  | { readonly ok: false; readonly line: number; readonly message: string };

/** The delimiter of the first line: the one of `;` and `,` found more often outside quotes (`;` when even). */
export function detectDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/** The records of a CSV text; lines without any text are left out. An unclosed quote refuses the file. */
export function parseCsv(input: string): CsvParse {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  const endRecord = () => {
    cells.push(cell);
    // A line of empty cells only (Excel writes `;;;` for a row left empty) is no record.
    if (cells.some((one) => one !== '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += char;
  }
  if (quoted) return { ok: false, line: start, message: `Zeile ${start}: Anführungszeichen nicht geschlossen` };
  if (cell !== '' || cells.length > 0) endRecord();
  return { ok: true, delimiter, records };
}

const NEEDS_QUOTES = /[";,\r\n]|^\s|\s$/;

/** A CSV text of rows (the first the header), `;`-separated with CRLF as Excel of the portal's regions reads it. */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: CsvDelimiter = ';'): string {
  const cellText = (cell: string) => (NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return rows.map((row) => row.map(cellText).join(delimiter) + '\r\n').join('');
}
