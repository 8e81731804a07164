import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  DEADLINE_ASSIGNED_FILTERS,
  DEADLINE_STATE_FILTERS,
  DEADLINE_STATES,
  NO_DEADLINE_FILTERS,
  deadlineFilterQuery,
  deadlineFiltersFrom,
  isFiltered,
  keepsDeadline,
  type DeadlineFilters,
} from '../../../domain/index.ts';

const fairArb = fc.stringMatching(/^[0-9A-Za-z_-]{1,40}$/);
const filtersArb: fc.Arbitrary<DeadlineFilters> = fc.record({
  fair: fc.oneof(fc.constant('all'), fairArb),
  state: fc.constantFrom(...DEADLINE_STATE_FILTERS),
  assigned: fc.constantFrom(...DEADLINE_ASSIGNED_FILTERS),
});
const deadlineArb = fc.record({
  fair: fc.record({ idCode: fc.oneof(fc.constantFrom('HAB26', 'BAU26'), fairArb) }),
  state: fc.constantFrom(...DEADLINE_STATES),
  assignedToMe: fc.boolean(),
});

const fromEntries = (entries: Array<[string, string]>) => {
  const query = new URLSearchParams(entries);
  return deadlineFiltersFrom((key) => query.get(key));
};

// The list's filters live in the page's address and in the export's query: what is written is read back.
describe('deadline filters in an address (property)', () => {
  it('read back what they wrote, through a URL query', () => {
    fc.assert(fc.property(filtersArb, (filters) => expect(fromEntries(deadlineFilterQuery(filters))).toEqual(filters)));
  });

  it('write nothing for unset filters, so the unfiltered list has the plain address', () => {
    expect(deadlineFilterQuery(NO_DEADLINE_FILTERS)).toEqual([]);
    fc.assert(
      fc.property(filtersArb, (filters) =>
        expect(deadlineFilterQuery(filters).length === 0).toBe(!isFiltered(filters)),
      ),
    );
  });

  it('read an unknown or foreign value as unset, never as a filter that hides everything', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const filters = fromEntries([['state', raw]]);
        expect(DEADLINE_STATE_FILTERS).toContain(filters.state);
        if (!(DEADLINE_STATE_FILTERS as readonly string[]).includes(raw)) expect(filters.state).toBe('all');
      }),
    );
    expect(fromEntries([['fair', 'x y<script>']]).fair).toBe('all');
  });

  // spec: exhibitor-area §2 Task list (status filter), applied across booths
  // and team access: "Mir zugewiesen" keeps only the tasks handed to the reader
  it('keep a deadline exactly when its fair, its state and whose it is match the chosen ones', () => {
    fc.assert(
      fc.property(filtersArb, deadlineArb, (filters, deadline) => {
        const fairMatches = filters.fair === 'all' || filters.fair === deadline.fair.idCode;
        const stateMatches = filters.state === 'all' || filters.state === deadline.state;
        const assignedMatches = filters.assigned === 'all' || deadline.assignedToMe;
        expect(keepsDeadline(filters, deadline)).toBe(fairMatches && stateMatches && assignedMatches);
      }),
    );
    fc.assert(fc.property(deadlineArb, (deadline) => expect(keepsDeadline(NO_DEADLINE_FILTERS, deadline)).toBe(true)));
  });
});
