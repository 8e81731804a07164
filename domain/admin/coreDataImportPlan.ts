import {
  cellOf,
  coreDataColumns,
  isReadOnlyColumn,
  readCell,
  type CoreDataColumn,
  type ImportKind,
} from './coreDataColumns.ts';
import type { CsvRecord } from './csvText.ts';

/**
 * What an import of a master-data file would do (the dry run) and does (applied as planned): rows are matched to
 * stored items by the kind's key; a row whose cells all equal the item's is unchanged, one that differs is a change
 * (each field before and after), one without a match is new. Items the file does not name stay as they are (an
 * import never deletes). Any line error refuses the whole file.
 */

export interface ImportLineError {
  readonly line: number;
  readonly message: string;
}

export interface ImportFieldChange {
  readonly header: string;
  readonly before: string;
  readonly after: string;
}

export interface PlannedAdd {
  readonly line: number;
  readonly label: string;
  readonly form: Readonly<Record<string, unknown>>;
}

export interface PlannedChange {
  readonly line: number;
  readonly label: string;
  readonly id: string;
  readonly version: number;
  readonly form: Readonly<Record<string, unknown>>;
  readonly fields: readonly ImportFieldChange[];
}

export interface PlannedSame {
  readonly line: number;
  readonly id: string;
  readonly version: number;
}

export interface ImportPlan {
  readonly added: readonly PlannedAdd[];
  readonly changed: readonly PlannedChange[];
  readonly unchanged: readonly PlannedSame[];
  readonly errors: readonly ImportLineError[];
  /** Stands for the plan and the versions it was made from: an apply with another token would do something else. */
  readonly token: string;
}

export interface StoredImportItem {
  readonly _id: string;
  readonly version: number;
  readonly [field: string]: unknown;
}

/** Further German field errors of a row's form (the form's own validator: a link's address ...). */
export type FormCheck = (
  form: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
) => readonly { readonly field: string; readonly message: string }[];

/** At most this many data lines per file. */
export const MAX_IMPORT_LINES = 5000;

interface Header {
  readonly columns: readonly (CoreDataColumn | undefined)[];
  readonly errors: ImportLineError[];
}

function readHeader(kind: ImportKind, cells: readonly string[]): Header {
  const definition = coreDataColumns(kind);
  const errors: ImportLineError[] = [];
  const seen = new Set<string>();
  const columns = cells.map((raw) => {
    const header = raw.trim();
    const column = definition.columns.find((one) => one.header.toLowerCase() === header.toLowerCase());
    if (!column) {
      if (!isReadOnlyColumn(header)) errors.push({ line: 1, message: `Zeile 1: Unbekannte Spalte "${header}"` });
    } else if (seen.has(column.header)) errors.push({ line: 1, message: `Zeile 1: Spalte "${column.header}" doppelt` });
    else seen.add(column.header);
    return column;
  });
  for (const column of definition.columns)
    if (!seen.has(column.header) && !definition.optional.includes(column.header))
      errors.push({ line: 1, message: `Zeile 1: Spalte "${column.header}" fehlt` });
  return { columns, errors };
}

/** A short stable digest of a text (FNV-1a, 2 x 32 bits): not a secret, a fingerprint of the plan. */
function digest(text: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x811c9dc5) >>> 0;
  }
  return `${first.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}

const sorted = (form: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)));

/** The plan of a file's records (the first is the header) against the stored items of the kind. */
export function planImport(
  kind: ImportKind,
  records: readonly CsvRecord[],
  items: readonly StoredImportItem[],
  formCheck: FormCheck = () => [],
): ImportPlan {
  const definition = coreDataColumns(kind);
  const [headerRecord, ...rows] = records;
  const header = readHeader(kind, headerRecord?.cells ?? []);
  const errors: ImportLineError[] = headerRecord ? [...header.errors] : [{ line: 1, message: 'Die Datei ist leer' }];
  const byKey = new Map(items.map((item) => [cellOf(keyColumn(kind), item), item]));
  const keyLines = new Map<string, number>();
  const added: PlannedAdd[] = [];
  const changed: PlannedChange[] = [];
  const unchanged: PlannedSame[] = [];
  if (errors.length > 0) return { added, changed, unchanged, errors, token: '' };

  for (const record of rows) {
    const lineErrors: string[] = [];
    // One message per field: a cell that cannot be read is not also checked by the form's rules.
    const refused = new Set<string>();
    const refuse = (message: string, field?: string) => {
      lineErrors.push(message);
      if (field) refused.add(field);
    };
    const read: Record<string, unknown> = {};
    if (record.cells.length > header.columns.length) refuse('mehr Werte als Spalten');
    header.columns.forEach((column, index) => {
      if (!column) return;
      const reading = readCell(column, record.cells[index] ?? '');
      if (!reading.ok) refuse(reading.error, column.field);
      else if (reading.value === '' && (column.type === 'text' || column.type === 'serviceGroup'))
        refuse(`${column.header} fehlt`, column.field);
      else if (reading.value !== undefined) read[column.field] = reading.value;
    });

    const key = typeof read[definition.key] === 'string' ? (read[definition.key] as string) : '';
    const stored = key === '' ? undefined : byKey.get(key);
    if (key !== '') {
      const earlier = keyLines.get(key);
      if (earlier !== undefined) refuse(`ID "${key}" steht schon in Zeile ${earlier}`);
      else keyLines.set(key, record.line);
      if (!stored && definition.keyGenerated) refuse(`ID "${key}" ist unbekannt`);
    }
    const mode = stored ? 'update' : 'create';
    const { _id: _ignored, ...values } = read;
    const form = stored ? { ...withoutStoredOnly(stored), ...values } : values;
    for (const error of formCheck(form, mode)) {
      if (refused.has(error.field)) continue;
      const column = definition.columns.find((one) => one.field === error.field);
      refuse(`${column ? `"${column.header}"` : error.field}: ${error.message}`, error.field);
    }
    if (lineErrors.length > 0) {
      errors.push(...lineErrors.map((message) => ({ line: record.line, message: `Zeile ${record.line}: ${message}` })));
      continue;
    }
    const label = cellOf(definition.columns[0], form);
    if (!stored) {
      added.push({ line: record.line, label, form });
      continue;
    }
    const fields = definition.columns
      .filter((column) => column.field !== '_id' && column.field in values)
      .map((column) => ({ header: column.header, before: cellOf(column, stored), after: cellOf(column, form) }))
      .filter((change) => change.before !== change.after);
    if (fields.length === 0) unchanged.push({ line: record.line, id: stored._id, version: stored.version });
    else changed.push({ line: record.line, label, id: stored._id, version: stored.version, form, fields });
  }
  if (errors.length > 0) return { added: [], changed: [], unchanged: [], errors: reported(errors), token: '' };
  const token = digest(
    JSON.stringify([
      kind,
      added.map((one) => sorted(one.form)),
      changed.map((one) => [one.id, one.version, sorted(one.form)]),
      unchanged.map((one) => [one.id, one.version]),
    ]),
  );
  return { added, changed, unchanged, errors, token };
}

/** The errors a manager can work through: the first ones, and how many more there are. */
export const MAX_REPORTED_ERRORS = 200;

function reported(errors: readonly ImportLineError[]): readonly ImportLineError[] {
  if (errors.length <= MAX_REPORTED_ERRORS) return errors;
  const rest = errors.length - MAX_REPORTED_ERRORS;
  const next = errors[MAX_REPORTED_ERRORS];
  return [
    ...errors.slice(0, MAX_REPORTED_ERRORS),
    { line: next.line, message: `Zeile ${next.line} und folgende: ${rest} weitere Fehler nicht aufgeführt` },
  ];
}

function keyColumn(kind: ImportKind): CoreDataColumn {
  const definition = coreDataColumns(kind);
  return definition.columns.find((column) => column.field === definition.key)!;
}

/** The stored item's editable fields: the form of an update starts from them, so a column left out keeps its value. */
function withoutStoredOnly(item: StoredImportItem): Record<string, unknown> {
  const { _id: _id, version: _version, isUsed: _isUsed, ...fields } = item;
  return fields;
}
