import { observer } from 'mobx-react-lite';

export interface ListFilterDefinition {
  /** The filter's name in the address and the API (`state`, `series`). */
  readonly key: string;
  readonly label: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

interface FilterState {
  readonly filters: Readonly<Record<string, string>>;
  readonly hasFilters: boolean;
  setFilter(key: string, value: string): void;
  resetFilters(): void;
}

/**
 * The filters of an admin list: one labelled select each ("Alle" lets every item through) and "Filter zurücksetzen"
 * while any is set. A select changes the list at once, as a manager expects of a filter; the keyboard moves through
 * the options without leaving the control.
 */
export const ListFilters = observer(function ListFilters({
  store,
  filters,
}: {
  store: FilterState;
  filters: readonly ListFilterDefinition[];
}) {
  if (filters.length === 0) return null;
  return (
    <fieldset className="admin-list-filters">
      <legend className="sr-only">Filter</legend>
      {filters.map((filter) => {
        const id = `admin-filter-${filter.key}`;
        const value = store.filters[filter.key] ?? '';
        // A value from a link that is not (yet) among the options still shows, so the select tells the truth.
        const known = value === '' || filter.options.some((option) => option.value === value);
        return (
          <div className="admin-list-filter" key={filter.key}>
            <label htmlFor={id}>{filter.label}</label>
            <select id={id} value={value} onChange={(event) => store.setFilter(filter.key, event.target.value)}>
              <option value="">Alle</option>
              {!known && <option value={value}>{value}</option>}
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      {store.hasFilters && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            store.resetFilters();
            // The button goes with the last filter: the first filter takes the focus rather than the page's body.
            document.getElementById(`admin-filter-${filters[0].key}`)?.focus();
          }}
        >
          Filter zurücksetzen
        </button>
      )}
    </fieldset>
  );
});
