// spec: admin-back-office §2 (the overviews search, sort and page); beyond the spec: filters applied before paging and
// every matching row as a file (DESIGN "Files out and in")
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  exportRowsOf,
  matchesFilters,
  matchingRows,
  MAX_EXPORT_ROWS,
  pageOf,
  type ListOptions,
} from '../../../application/admin/listing.ts';

interface Item {
  readonly name: string;
  readonly group: 'A' | 'B' | 'C';
  readonly used: boolean;
  readonly order: number | null;
}

const options: ListOptions<Item> = {
  text: (item) => item.name,
  sortKeys: { name: (item) => item.name, order: (item) => item.order },
  filters: { group: (item) => item.group, order: (item) => item.order },
  file: {
    title: 'Dinge',
    name: 'dinge',
    columns: [
      { header: 'Name', value: (item) => item.name },
      { header: 'Gruppe', value: (item) => item.group },
      { header: 'Verwendet', value: (item) => item.used },
      { header: 'Reihenfolge', value: (item) => item.order },
    ],
  },
};

const anItem = fc.record({
  name: fc.string({ maxLength: 8 }),
  group: fc.constantFrom('A' as const, 'B' as const, 'C' as const),
  used: fc.boolean(),
  order: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
});
const aFilter = fc.option(fc.constantFrom('A', 'B', 'C', 'D'), { nil: undefined });

describe('list filters', () => {
  it('let through exactly the items whose value equals each filter, before paging, so the total counts them', () => {
    fc.assert(
      fc.property(
        fc.array(anItem, { maxLength: 40 }),
        aFilter,
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('name', '-name', 'order', '-order'),
        (items, group, pageSize, sort) => {
          const filters = group === undefined ? undefined : { group };
          const wanted = items.filter((item) => group === undefined || item.group === group);
          const all = matchingRows(items, { filters, sort }, options);
          expect([...all].sort((a, b) => items.indexOf(a) - items.indexOf(b))).toEqual(wanted);
          // The pages one after the other are the whole matching list in its order, each telling the same total.
          const pages = Array.from({ length: Math.ceil(all.length / pageSize) + 1 }, (_, index) =>
            pageOf(items, { page: index + 1, pageSize, filters, sort }, options),
          );
          expect(pages.flatMap((page) => page.items)).toEqual(all);
          expect(pages.every((page) => page.total === wanted.length)).toBe(true);
        },
      ),
    );
  });

  it('compare numbers by their text, leave out items without a value, and ignore filters the list has not', () => {
    const items: Item[] = [
      { name: 'a', group: 'A', used: false, order: 1 },
      { name: 'b', group: 'B', used: true, order: null },
    ];
    expect(items.filter((item) => matchesFilters(item, { order: '1' }, options))).toEqual([items[0]]);
    expect(items.filter((item) => matchesFilters(item, { unknown: 'x' }, options))).toEqual(items);
  });
});

describe('a list as a file', () => {
  it('has the German headers, then each matching row in the list order, as texts', () => {
    fc.assert(
      fc.property(fc.array(anItem, { maxLength: 30 }), aFilter, fc.string({ maxLength: 2 }), (items, group, q) => {
        const query = { q, sort: '-name', filters: group === undefined ? undefined : { group } };
        const table = exportRowsOf(items, query, options);
        expect(table?.headers).toEqual(['Name', 'Gruppe', 'Verwendet', 'Reihenfolge']);
        expect(table?.rows).toEqual(
          matchingRows(items, query, options).map((item) => [
            item.name,
            item.group,
            item.used ? 'ja' : 'nein',
            item.order === null ? '' : String(item.order),
          ]),
        );
      }),
    );
  });

  it('stops at the bound of rows, and a list without file columns has no file', () => {
    const many: Item[] = Array.from({ length: MAX_EXPORT_ROWS + 3 }, (_, index) => ({
      name: `n${index}`,
      group: 'A',
      used: false,
      order: index,
    }));
    expect(exportRowsOf(many, {}, options)?.rows).toHaveLength(MAX_EXPORT_ROWS);
    expect(exportRowsOf(many, {}, { text: options.text })).toBeUndefined();
  });
});
