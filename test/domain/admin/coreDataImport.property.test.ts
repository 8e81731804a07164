import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  coreDataColumns,
  headerRow,
  IMPORT_KINDS,
  parseCsv,
  planImport,
  rowOf,
  writeCsv,
  type ImportKind,
  type StoredImportItem,
} from '../../../domain/admin/index.ts';
import { SERVICE_GROUPS } from '../../../domain/tasks/index.ts';

// spec: admin-back-office §2 (the lists' columns), §3 (the stored fields); beyond the spec: CSV import with a dry run

/** Cell texts as a manager types them: delimiters, quotes and line breaks inside, no blanks at the ends. */
const textArb = fc
  .string({ minLength: 1, maxLength: 30, unit: fc.constantFrom('a', 'Ä', 'é', ' ', ';', ',', '"', '\n', 'x', '1') })
  .map((text) => text.trim())
  .filter((text) => text !== '');

function itemArb(kind: ImportKind, index: number): fc.Arbitrary<StoredImportItem> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const column of coreDataColumns(kind).columns) {
    if (column.field === '_id') continue;
    fields[column.field] =
      column.type === 'flag'
        ? fc.boolean()
        : column.type === 'order'
          ? fc.integer({ min: 0, max: 999 })
          : column.type === 'serviceGroup'
            ? fc.constantFrom(...SERVICE_GROUPS)
            : column.type === 'deeplinkMode'
              ? fc.constantFrom('servicegroup', 'manual', 'katalog', 'fileupload')
              : column.type === 'optionalText'
                ? fc.option(textArb, { nil: null })
                : // The key of booth services and blacklist entries is unique: the index makes it so.
                  column.field === 'id'
                  ? fc.stringMatching(/^[A-Za-z0-9_.:-]{1,20}$/).map((text) => `${text}-${index}`)
                  : textArb;
  }
  return fc.record(fields).map((values) => ({ ...values, _id: `item-${index}`, version: index + 1 }));
}

const listArb = (kind: ImportKind) =>
  fc
    .integer({ min: 0, max: 6 })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => itemArb(kind, i))));

describe('CSV import plan', () => {
  it('an exported list imported again changes nothing, with either delimiter and a byte-order mark', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IMPORT_KINDS),
        fc.constantFrom(';' as const, ',' as const),
        fc.boolean(),
        (kind, delimiter, bom) => {
          const items = fc.sample(listArb(kind), 1)[0];
          const text = writeCsv([headerRow(kind), ...items.map((item) => rowOf(kind, item))], delimiter);
          const parsed = parseCsv(bom ? `\uFEFF${text}` : text);
          if (!parsed.ok) throw new Error(parsed.message);
          const plan = planImport(kind, parsed.records, items);
          expect(plan.errors).toEqual([]);
          expect(plan.added).toEqual([]);
          expect(plan.changed).toEqual([]);
          expect(plan.unchanged.map((same) => same.id)).toEqual(items.map((item) => item._id));
        },
      ),
    );
  });

  it('parsing gives back every cell that was written', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(textArb, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(';' as const, ',' as const),
        (rows, delimiter) => {
          const parsed = parseCsv(writeCsv(rows, delimiter));
          expect(parsed.ok && parsed.records.map((record) => record.cells)).toEqual(rows);
        },
      ),
    );
  });

  it('one bad line refuses the whole file: nothing is planned, the line is named', () => {
    fc.assert(
      fc.property(listArb('boothService'), fc.integer({ min: 0, max: 6 }), (items, at) => {
        const rows = [['Neu', 'NEU-1'], ...items.map((item) => rowOf('boothService', item))];
        const bad = Math.min(at, rows.length);
        rows.splice(bad, 0, ['Ohne ID', '']);
        const parsed = parseCsv(writeCsv([headerRow('boothService'), ...rows]));
        const records = parsed.ok ? parsed.records : [];
        // Its line in the file: cells with line breaks take several.
        const line = records[bad + 1].line;
        const plan = planImport('boothService', records, items);
        expect(plan.errors).toEqual([{ line, message: `Zeile ${line}: ID fehlt` }]);
        expect([plan.added, plan.changed, plan.unchanged, plan.token]).toEqual([[], [], [], '']);
      }),
    );
  });

  it('the token changes when an item the file names has another version', () => {
    fc.assert(
      fc.property(
        listArb('fairSeries').filter((items) => items.length > 0),
        (items) => {
          const parsed = parseCsv(writeCsv([headerRow('fairSeries'), ...items.map((i) => rowOf('fairSeries', i))]));
          const records = parsed.ok ? parsed.records : [];
          const moved = items.map((item, index) => (index === 0 ? { ...item, version: item.version + 100 } : item));
          expect(planImport('fairSeries', records, moved).token).not.toEqual(
            planImport('fairSeries', records, items).token,
          );
        },
      ),
    );
  });
});
