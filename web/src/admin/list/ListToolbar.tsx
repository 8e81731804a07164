import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZES, type AdminListStore } from './AdminListStore.ts';
import { ListExportButton } from './ListExportButton.tsx';
import { ListFilters, type ListFilterDefinition } from './ListFilters.tsx';
import { PageSizeChoice } from './PageSizeChoice.tsx';
import './listTools.css';

/**
 * What sits above an admin list's table: the search (as the manager types, once typing pauses), the list's filters,
 * the page size and the CSV export of the list as it is filtered.
 */
export const ListToolbar = observer(function ListToolbar<T>({
  store,
  searchLabel,
  filters,
  exportFile,
}: {
  store: AdminListStore<T>;
  searchLabel: string;
  filters: readonly ListFilterDefinition[];
  exportFile?: { readonly path: string; readonly name: string };
}) {
  const [query, setQuery] = useState(store.query);

  // The address may change the search (Back, a link): the field shows what the list is searched for.
  const searched = store.query;
  useEffect(() => setQuery(searched), [searched]);

  useEffect(() => {
    if (query.trim() === store.query.trim()) return;
    const timer = setTimeout(() => store.search(query), 300);
    return () => clearTimeout(timer);
  }, [query, store]);

  return (
    <div className="admin-list-tools">
      <form
        className="admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          store.search(query);
        }}
      >
        <label htmlFor="admin-search-input">{searchLabel}</label>
        <input
          id="admin-search-input"
          type="search"
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <ListFilters store={store} filters={filters} />
      <div className="admin-list-tools-end">
        <PageSizeChoice store={store} sizes={ADMIN_PAGE_SIZES} />
        {exportFile !== undefined && (
          <ListExportButton path={exportFile.path} name={exportFile.name} query={() => store.exportQuery} />
        )}
      </div>
    </div>
  );
}) as <T>(props: {
  store: AdminListStore<T>;
  searchLabel: string;
  filters: readonly ListFilterDefinition[];
  exportFile?: { readonly path: string; readonly name: string };
}) => ReactNode;
