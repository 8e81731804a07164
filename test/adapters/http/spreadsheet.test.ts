import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { ExportTable } from '../../../application/exhibitor/exportTables.ts';
import { csvOf, neutralised, xlsxOf } from '../../../adapters/http/spreadsheet.ts';

const HOSTILE = [
  '=HYPERLINK("https://evil.example","Klick")',
  '+41 58 200 20 20',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1',
  '\r=1',
];

const table: ExportTable = {
  language: 'de',
  title: 'Kosten',
  fileName: 'kosten-100101',
  columns: ['Beschreibung', 'Datum', 'Betrag'],
  rows: [
    ...HOSTILE.map((text) => [
      { kind: 'text' as const, text },
      { kind: 'date' as const, day: '2026-12-04' },
      { kind: 'amount' as const, centimes: -123456 },
    ]),
    [
      { kind: 'text', text: 'Stand; "Ecke"\r\nzweite Zeile, ä' },
      { kind: 'date', day: '2026-01-31' },
      { kind: 'amount', centimes: 5 },
    ],
  ],
};

// Beyond the spec: OWASP "CSV injection" — a cell a spreadsheet would run as a formula is written as text.
describe('the CSV writer', () => {
  it('puts an apostrophe before every text that a spreadsheet would read as a formula, and before nothing else', async () => {
    const [, ...rows]: string[][] = parse(await csvOf(table), { bom: true, delimiter: ';' });
    expect(rows.slice(0, HOSTILE.length).map((row) => row[0])).toEqual(HOSTILE.map((text) => `'${text}`));
    // The portal's own amounts stay numbers, a minus sign and all.
    expect(rows.map((row) => row[2])).toEqual([...HOSTILE.map(() => '-1234.56'), '0.05']);
    expect(neutralised('Parkplatz = 2 Stk')).toBe('Parkplatz = 2 Stk');
  });

  it('quotes delimiters, quotes and line breaks as RFC 4180 says, so that they read back unchanged', async () => {
    const bytes = await csvOf(table);
    expect(bytes.toString('utf8')).toContain('"Stand; ""Ecke""\r\nzweite Zeile, ä";31.01.2026;0.05\r\n');
    const rows: string[][] = parse(bytes, { bom: true, delimiter: ';' });
    expect(rows.at(-1)).toEqual(['Stand; "Ecke"\r\nzweite Zeile, ä', '31.01.2026', '0.05']);
  });
});

describe('the XLSX writer', () => {
  it('writes texts as texts (never formulas), dates as dates and amounts as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxOf(table)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Kosten')!;
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(1).value).toBe(HOSTILE[0]);
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date('2026-12-04T00:00:00.000Z'));
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('dd.mm.yyyy');
    expect(sheet.getRow(2).getCell(3).value).toBe(-1234.56);
  });
});
