import { SERVICE_GROUPS } from '../tasks/types.ts';
import { TASK_DEFINITION_DEEPLINK_MODES } from './coreDataMapping.ts';

/**
 * The CSV columns of each master-data list that can be exported and imported, with the list's German headers first
 * (admin-back-office §2 overviews) and then the further fields of its form, so that a file taken out of a list comes
 * back in unchanged. The export writes `cellOf`, the import reads `readCell`: one definition for both directions.
 */

export const IMPORT_KINDS = ['taskDefinition', 'taskTitle', 'boothService', 'fairSeries', 'blacklistEntry'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How a cell is read: a text (required or not), a yes/no flag, a whole number, a service group, a deeplink mode. */
export type CellType = 'text' | 'optionalText' | 'flag' | 'order' | 'serviceGroup' | 'deeplinkMode';

export interface CoreDataColumn {
  readonly header: string;
  /** The item's field in the wire shape (`displayNameDe` ...). */
  readonly field: string;
  readonly type: CellType;
  /** An id: letters, digits and `_ . : -` only, as every id of the portal (openapi Identifier). */
  readonly identifier?: boolean;
}

export interface CoreDataColumns {
  readonly columns: readonly CoreDataColumn[];
  /**
   * The field that names a row's item: the booking system's ID of booth services and blacklist entries (required),
   * the portal's `_id` of the others (empty for a new item, which gets a new one).
   */
  readonly key: string;
  /** Whether a row may leave the key empty (a new item). */
  readonly keyGenerated: boolean;
  /** Columns a file may leave out: a row then keeps the stored value (the order of a process step). */
  readonly optional: readonly string[];
  /** The base of a downloaded file's name. */
  readonly fileName: string;
}

export const MAX_TEXT_LENGTH = 200;

/**
 * The column a list's file has beside the item's fields: whether a fair uses the item. It is there to read, so a
 * file taken out of the list may carry it back in; the import passes over it.
 */
export const USED_IN_FAIR_COLUMN = 'In einer Messe verwendet';

/** Whether a file's header names a column the import passes over (case as the header cells are compared). */
export function isReadOnlyColumn(header: string): boolean {
  return header.trim().toLowerCase() === USED_IN_FAIR_COLUMN.toLowerCase();
}

const id: CoreDataColumn = { header: 'ID', field: '_id', type: 'optionalText', identifier: true };
const deeplinkColumns: readonly CoreDataColumn[] = [
  { header: 'Deeplink-Modus', field: 'deeplinkmode', type: 'deeplinkMode' },
  { header: 'URL', field: 'url', type: 'optionalText' },
  { header: 'Neues Fenster', field: 'manualdeeplinktargetblank', type: 'flag' },
];

const COLUMNS: { readonly [K in ImportKind]: CoreDataColumns } = {
  taskDefinition: {
    columns: [
      { header: 'Name', field: 'displayNameDe', type: 'text' },
      { header: 'Leistungsgruppe', field: 'serviceGroup', type: 'serviceGroup' },
      id,
      { header: 'Name FR', field: 'displayNameFr', type: 'text' },
      { header: 'Name EN', field: 'displayNameEn', type: 'text' },
      ...deeplinkColumns,
      { header: 'Mitaussteller', field: 'coexposant', type: 'flag' },
      { header: 'Reihenfolge', field: 'order', type: 'order' },
    ],
    key: '_id',
    keyGenerated: true,
    optional: ['ID', 'Reihenfolge'],
    fileName: 'prozessschritte',
  },
  taskTitle: {
    columns: [
      { header: 'Name', field: 'titleDe', type: 'text' },
      { header: 'Leistungsgruppe', field: 'serviceGroup', type: 'serviceGroup' },
      id,
      { header: 'Name FR', field: 'titleFr', type: 'text' },
      { header: 'Name EN', field: 'titleEn', type: 'text' },
      ...deeplinkColumns,
    ],
    key: '_id',
    keyGenerated: true,
    optional: ['ID'],
    fileName: 'prozessgruppen',
  },
  boothService: {
    columns: [
      { header: 'Bezeichnung', field: 'title', type: 'text' },
      { header: 'ID', field: 'id', type: 'text', identifier: true },
    ],
    key: 'id',
    keyGenerated: false,
    optional: [],
    fileName: 'standleistungen',
  },
  fairSeries: {
    columns: [
      { header: 'Name', field: 'titleDe', type: 'text' },
      id,
      { header: 'Name FR', field: 'titleFr', type: 'text' },
      { header: 'Name EN', field: 'titleEn', type: 'text' },
    ],
    key: '_id',
    keyGenerated: true,
    optional: ['ID'],
    fileName: 'messe-reihen',
  },
  blacklistEntry: {
    columns: [
      { header: 'Bezeichnung', field: 'title', type: 'text' },
      { header: 'ID', field: 'id', type: 'text', identifier: true },
    ],
    key: 'id',
    keyGenerated: false,
    optional: [],
    fileName: 'blacklist',
  },
};

export function coreDataColumns(kind: ImportKind): CoreDataColumns {
  return COLUMNS[kind];
}

export const YES = 'ja';
export const NO = 'nein';
const YES_TEXTS = new Set(['ja', 'j', 'x', '1', 'true', 'oui', 'yes']);
const NO_TEXTS = new Set(['nein', 'n', '', '0', 'false', 'non', 'no']);

/** A field of an item as the cell's text (the export's and the comparison's). */
export function cellOf(column: CoreDataColumn, item: Readonly<Record<string, unknown>>): string {
  const value = item[column.field];
  if (column.type === 'flag') return value === true ? YES : NO;
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** One row of an export: the item's cells in the kind's column order. */
export function rowOf(kind: ImportKind, item: Readonly<Record<string, unknown>>): string[] {
  return coreDataColumns(kind).columns.map((column) => cellOf(column, item));
}

/** The header row of the kind (a template to fill in). */
export function headerRow(kind: ImportKind): string[] {
  return coreDataColumns(kind).columns.map((column) => column.header);
}

/** A cell's value, or the German reason it cannot be taken (without the line, which the plan adds). */
export type CellReading =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** A cell the export neutralised against formulas (a leading apostrophe) reads as the text it stands for. */
const NEUTRALISED = /^'[=+\-@\t\r]/;

const IDENTIFIER = /^[A-Za-z0-9_.:-]{1,200}$/;

/** Reads one cell as its column's type; whether a required text is empty is the plan's question. */
export function readCell(column: CoreDataColumn, raw: string): CellReading {
  const text = (NEUTRALISED.test(raw) ? raw.slice(1) : raw).trim();
  if (text.length > MAX_TEXT_LENGTH)
    return { ok: false, error: `"${column.header}" ist länger als ${MAX_TEXT_LENGTH} Zeichen` };
  if (column.identifier && text !== '' && !IDENTIFIER.test(text))
    return {
      ok: false,
      error: `${column.header} "${text}" enthält andere Zeichen als Buchstaben, Ziffern und _ . : -`,
    };
  switch (column.type) {
    case 'text':
      return { ok: true, value: text };
    case 'optionalText':
      return { ok: true, value: text === '' ? null : text };
    case 'flag': {
      const lower = text.toLowerCase();
      if (YES_TEXTS.has(lower)) return { ok: true, value: true };
      if (NO_TEXTS.has(lower)) return { ok: true, value: false };
      return { ok: false, error: `"${column.header}" ist weder ${YES} noch ${NO}` };
    }
    case 'order':
      if (text === '') return { ok: true, value: undefined };
      return /^-?\d{1,9}$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, error: `"${column.header}" ist keine Zahl` };
    case 'serviceGroup':
      if (text === '') return { ok: true, value: '' };
      return (SERVICE_GROUPS as readonly string[]).includes(text.toUpperCase())
        ? { ok: true, value: text.toUpperCase() }
        : { ok: false, error: `Leistungsgruppe "${text}" ist unbekannt` };
    case 'deeplinkMode': {
      if (text === '') return { ok: true, value: 'servicegroup' };
      const modes = TASK_DEFINITION_DEEPLINK_MODES as readonly string[];
      return modes.includes(text.toLowerCase())
        ? { ok: true, value: text.toLowerCase() }
        : { ok: false, error: `"${column.header}" ist keiner von ${modes.join(', ')}` };
    }
  }
}
