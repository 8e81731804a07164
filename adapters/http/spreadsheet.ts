import type { Context } from 'koa';
import ExcelJS from 'exceljs';
import type { ExportTable, TableCell } from '../../application/exhibitor/exportTables.ts';
import type { Language } from '../../domain/index.ts';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ListFormat = 'json' | 'csv' | 'xlsx';

/**
 * The representation a list's address gives for the request's `Accept` (DESIGN "Files out and in"): CSV or XLSX
 * when asked for by name, JSON otherwise, also for an `Accept` that names none of the three (a browser's `*∕*`, an
 * old client), so that no existing caller meets a 406.
 */
export function listFormatOf(ctx: Context): ListFormat {
  const best = ctx.accepts('application/json', CSV_TYPE, XLSX_TYPE);
  return best === CSV_TYPE ? 'csv' : best === XLSX_TYPE ? 'xlsx' : 'json';
}

/**
 * The delimiter: a semicolon, because Excel splits a CSV by the list separator of the Windows region, which is
 * `;` for de-CH, fr-CH and de-DE (the portal's exhibitors); a comma would put each row into one cell there.
 */
export const CSV_DELIMITER = ';';

/** Signs that make a spreadsheet read a text as a formula (OWASP "CSV injection"), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text that would start a formula gets a leading apostrophe, which spreadsheets read as "this is text". */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The short day of the language, as the page shows it (de-CH and fr-CH 04.12.2026, en-US 12/04/2026). */
function dayText(isoDay: string, language: Language): string {
  const [year, month, dayOfMonth] = isoDay.split('-');
  return language === 'en' ? `${month}/${dayOfMonth}/${year}` : `${dayOfMonth}.${month}.${year}`;
}

/**
 * An amount as a spreadsheet of the portal's regions reads a number: two decimals after a point (the decimal mark
 * of de-CH, fr-CH and en-US), no thousands separator (the page's apostrophe would make it a text in Excel).
 */
function amountText(centimes: number): string {
  const magnitude = Math.abs(centimes);
  return `${centimes < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A cell as CSV text; only texts are neutralised: dates, numbers and amounts are written by the portal. */
export function csvCellText(cell: TableCell, language: Language): string {
  switch (cell.kind) {
    case 'text':
      return neutralised(cell.text);
    case 'date':
      return dayText(cell.day, language);
    case 'number':
      return String(cell.value);
    case 'amount':
      return amountText(cell.centimes);
  }
}

function workbookOf(table: ExportTable): { workbook: ExcelJS.Workbook; sheet: ExcelJS.Worksheet } {
  const workbook = new ExcelJS.Workbook();
  // Sheet names may not hold : \ / ? * [ ] and have at most 31 characters.
  const sheet = workbook.addWorksheet(table.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  return { workbook, sheet };
}

/** RFC 4180 with CRLF, UTF-8 with a byte-order mark (without it Excel reads the file as Windows-1252). */
export async function csvOf(table: ExportTable): Promise<Buffer> {
  const { workbook, sheet } = workbookOf(table);
  sheet.addRow([...table.columns].map(neutralised));
  for (const row of table.rows) sheet.addRow(row.map((cell) => csvCellText(cell, table.language)));
  const written = await workbook.csv.writeBuffer({
    formatterOptions: { delimiter: CSV_DELIMITER, rowDelimiter: '\r\n', writeBOM: true, includeEndRowDelimiter: true },
  });
  return Buffer.from(written);
}

const DATE_FORMAT: Record<Language, string> = { de: 'dd.mm.yyyy', fr: 'dd.mm.yyyy', en: 'mm/dd/yyyy' };

function xlsxValue(cell: TableCell): ExcelJS.CellValue {
  switch (cell.kind) {
    case 'text':
      // An empty cell rather than an empty text, as a spreadsheet user leaves it.
      return cell.text === '' ? null : cell.text;
    case 'date':
      return new Date(`${cell.day}T00:00:00.000Z`);
    case 'number':
      return cell.value;
    case 'amount':
      return cell.centimes / 100;
  }
}

/**
 * The workbook: one sheet, the header row bold, frozen and filterable; dates and amounts as real dates and numbers
 * in the language's date format and two decimals. Texts are typed as texts, which a spreadsheet never evaluates.
 */
export async function xlsxOf(table: ExportTable): Promise<Buffer> {
  const { workbook, sheet } = workbookOf(table);
  sheet.addRow([...table.columns]).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of table.rows) {
    const added = sheet.addRow(row.map(xlsxValue));
    row.forEach((cell, index) => {
      if (cell.kind === 'date') added.getCell(index + 1).numFmt = DATE_FORMAT[table.language];
      if (cell.kind === 'amount') added.getCell(index + 1).numFmt = '#,##0.00';
    });
  }
  table.columns.forEach((header, index) => {
    const longest = Math.max(header.length, ...table.rows.map((row) => csvCellText(row[index], table.language).length));
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends the table as the file asked for, named for download; the answer depends on `Accept`, so caches must key on it. */
export async function sendTable(ctx: Context, table: ExportTable, format: 'csv' | 'xlsx'): Promise<void> {
  ctx.vary('Accept');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.attachment(`${table.fileName}.${format}`);
  if (format === 'csv') {
    ctx.type = `${CSV_TYPE}; charset=utf-8; header=present`;
    ctx.body = await csvOf(table);
  } else {
    ctx.type = XLSX_TYPE;
    ctx.body = await xlsxOf(table);
  }
}
