import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  MAX_PAGE_SIZE,
  isKnownSort,
  matchesSearch,
  pageOf,
  parseSort,
  type ListOptions,
} from '../../../application/admin/listing.ts';

interface Row {
  readonly name: string;
  readonly order: number | null;
}

const options: ListOptions<Row> = {
  text: (row) => row.name,
  sortKeys: { name: (row) => row.name, order: (row) => row.order },
};

const rows = (names: string[]): Row[] => names.map((name, index) => ({ name, order: index }));

describe('pageOf (lists answer in pages with a total)', () => {
  it('cuts the page asked for and tells the total of all pages', () => {
    const page = pageOf(rows(['a', 'b', 'c', 'd', 'e']), { page: 2, pageSize: 2 }, options);
    expect(page).toEqual({
      items: [
        { name: 'c', order: 2 },
        { name: 'd', order: 3 },
      ],
      total: 5,
      page: 2,
      pageSize: 2,
    });
  });

  it('answers an empty page after the last one, still with the total', () => {
    expect(pageOf(rows(['a', 'b']), { page: 5, pageSize: 10 }, options)).toEqual({
      items: [],
      total: 2,
      page: 5,
      pageSize: 10,
    });
  });

  it('finds by every word, ignoring case and accents', () => {
    const items = rows(['Gebäude Technik', 'Standbau', 'Technik Gebäudereinigung', 'Catering']);
    const found = pageOf(items, { page: 1, pageSize: 20, q: 'GEBAUDE  technik' }, options);
    expect(found.items.map((row) => row.name)).toEqual(['Gebäude Technik', 'Technik Gebäudereinigung']);
    expect(found.total).toBe(2);
  });

  it('sorts by a named key, descending with a leading -, empty values last', () => {
    const items: Row[] = [
      { name: 'b', order: 2 },
      { name: 'a', order: null },
      { name: 'c', order: 10 },
    ];
    expect(pageOf(items, { page: 1, pageSize: 20, sort: 'order' }, options).items.map((row) => row.name)).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(pageOf(items, { page: 1, pageSize: 20, sort: '-order' }, options).items.map((row) => row.name)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(pageOf(items, { page: 1, pageSize: 20, sort: '-name' }, options).items.map((row) => row.name)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('sorts text as a German reader does (umlauts beside their letter, numbers by value)', () => {
    const items = rows(['Zelt', 'Äpfel', 'Halle 10', 'Halle 9']);
    expect(pageOf(items, { page: 1, pageSize: 20, sort: 'name' }, options).items.map((row) => row.name)).toEqual([
      'Äpfel',
      'Halle 9',
      'Halle 10',
      'Zelt',
    ]);
  });

  it('knows only the sort keys the list offers', () => {
    expect(isKnownSort('-order', options)).toBe(true);
    expect(isKnownSort('constructor', options)).toBe(false);
    expect(isKnownSort('secret', options)).toBe(false);
    expect(parseSort('-order')).toEqual({ key: 'order', descending: true });
  });

  it('property: the pages of a search together are exactly the matching items, each once, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.string({ maxLength: 2 }),
        (names, pageSize, q) => {
          const items = rows(names);
          const first = pageOf(items, { page: 1, pageSize, q }, options);
          const pages = Math.max(1, Math.ceil(first.total / pageSize));
          const all = Array.from(
            { length: pages },
            (_, index) => pageOf(items, { page: index + 1, pageSize, q }, options).items,
          ).flat();
          expect(all).toEqual(items.filter((row) => matchesSearch(row.name, q)));
          // beyond the spec: paging -- no item lost or doubled between pages
        },
      ),
    );
  });

  it('property: an item whose text contains the search word is found', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{0,5}$/),
        fc.stringMatching(/^[a-z]{1,4}$/),
        fc.stringMatching(/^[a-z]{0,5}$/),
        (before, word, after) => {
          const items = rows(['zzz', `${before}${word.toUpperCase()}${after}`]);
          expect(pageOf(items, { page: 1, pageSize: 20, q: word }, options).items.map((row) => row.name)).toContain(
            `${before}${word.toUpperCase()}${after}`,
          );
        },
      ),
    );
  });

  it('property: a page never holds more than its size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 300 }),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        fc.integer({ min: 1, max: 20 }),
        (names, pageSize, page) => {
          expect(pageOf(rows(names), { page, pageSize }, options).items.length).toBeLessThanOrEqual(pageSize);
        },
      ),
    );
  });
});
