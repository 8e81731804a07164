// beyond the spec: an admin list keeps search, sort, page, page size and filters in its address (reload, Back, link)
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { listAddressOf, listStateOf, type ListAddressState } from '../../../web/src/admin/list/listAddress.ts';

const SIZES = [20, 50, 100];
const FILTERS = ['state', 'series'];

const aState: fc.Arbitrary<ListAddressState> = fc.record({
  q: fc.string({ maxLength: 30 }).map((text) => text.trim()),
  sort: fc.constantFrom('displayNameDe', '-displayNameDe', 'idCode', '-publishStart'),
  page: fc.integer({ min: 1, max: 100_000 }),
  pageSize: fc.constantFrom(...SIZES),
  filters: fc
    .record(
      { state: fc.constantFrom('saved', 'active', 'ended'), series: fc.stringMatching(/^[0-9A-Za-z_.-]{1,12}$/) },
      { requiredKeys: [] },
    )
    .map((filters) => filters as Record<string, string>),
});

describe('the address of an admin list', () => {
  it('gives back the state it was written from (a reload or a shared link restores the list)', () => {
    fc.assert(
      fc.property(aState, (state) => {
        const address = new URLSearchParams(listAddressOf(state, 'displayNameDe', 20).toString());
        expect(listStateOf(address, 'displayNameDe', FILTERS, SIZES, 20)).toEqual(state);
      }),
    );
  });

  it('leaves out the defaults, so the plain list keeps its plain address', () => {
    const plain = { q: '', sort: 'displayNameDe', page: 1, pageSize: 20, filters: {} };
    expect(listAddressOf(plain, 'displayNameDe', 20).toString()).toBe('');
    expect(listAddressOf({ ...plain, q: 'Messe Bern', page: 2 }, 'displayNameDe', 20).toString()).toBe(
      'q=Messe+Bern&page=2',
    );
  });

  it('falls back to the defaults for what a hand-edited link cannot mean', () => {
    const address = new URLSearchParams('page=zwei&pageSize=7&sort=%3Cx%3E&state=%3Cb%3E&other=1');
    expect(listStateOf(address, 'displayNameDe', FILTERS, SIZES, 20)).toEqual({
      q: '',
      sort: 'displayNameDe',
      page: 1,
      pageSize: 20,
      filters: {},
    });
  });
});
