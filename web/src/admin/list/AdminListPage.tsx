import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { AdminLoading } from '../ui/AdminLoadError.tsx';
import { SuccessAlert } from '../ui/SuccessAlert.tsx';
import { AdminListStore, type AdminListSource } from './AdminListStore.ts';
import type { ListFilterDefinition } from './ListFilters.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { useListAddress } from './useListAddress.ts';
import { BulkBar, SelectPageToggle, SelectRowCell } from './BulkBar.tsx';
import { BulkStore, type BulkOptions } from './BulkStore.ts';
import { TypedCodeField } from './TypedCodeField.tsx';
import { UndoNotice } from './UndoNotice.tsx';
import { WhereUsed } from './WhereUsed.tsx';

export interface AdminColumn<T> {
  readonly header: string;
  readonly cell: (item: T) => ReactNode;
  /** The server's sort key; the column header then sorts (spec §2: sortable name column). */
  readonly sortKey?: string;
  /** The column that names the item: a row header, and the edit link. */
  readonly primary?: boolean;
}

export interface AdminListPageProps<T> {
  readonly title: string;
  readonly intro?: string;
  readonly source: AdminListSource<T>;
  readonly columns: readonly AdminColumn<T>[];
  readonly defaultSort: string;
  readonly newLink: { readonly to: string; readonly label: string };
  readonly editPath: (item: T) => string;
  /** How the item is named in the delete question and notices ("Die Messe «HAB26»"). */
  readonly describe: (item: T) => string;
  /** The question of the confirmation modal. */
  readonly deleteQuestion: (item: T) => string;
  /** Why the item cannot be deleted (used in a fair, spec §6), or undefined when it can. */
  readonly deleteBlockedReason?: (item: T) => string | undefined;
  readonly searchLabel?: string;
  readonly rowKey: (item: T) => string;
  /** Further actions of a row, after Bearbeiten (e.g. "Duplizieren" of a fair). */
  readonly rowActions?: (item: T) => ReactNode;
  /** The list's filters (selects above the table, kept in the address like search, sort and page). */
  readonly filters?: readonly ListFilterDefinition[];
  /** The list's API address and file name for "Als CSV exportieren". */
  readonly exportFile?: { readonly path: string; readonly name: string };
  /** Further actions of the list beside the "new" button (e.g. "CSV importieren"); `reload` loads the list again. */
  readonly headerActions?: (reload: () => void) => ReactNode;
  /** Selecting rows and deleting several at once, and "Rückgängig" after a delete (each into the Papierkorb). */
  readonly bulk?: BulkOptions<T>;
}

const NO_FILTERS: readonly ListFilterDefinition[] = [];

/** Message a form hands to its overview when it returns there after saving (spec §4). */
export type ListNotice = { readonly notice?: string };

/**
 * The generic overview of the admin back office (spec: admin-back-office §2): a search, a table with a
 * sortable name column, edit and delete per row, paging, the "new" button, "Keine Einträge gefunden" when
 * empty. Deleting asks Ja or Nein first and is disabled, with its reason, while the item is in use.
 */
export const AdminListPage = observer(function AdminListPage<T>(props: AdminListPageProps<T>) {
  const root = useStores();
  const location = useLocation();
  const filters = props.filters ?? NO_FILTERS;
  const [store] = useState(
    () =>
      new AdminListStore<T>(
        root,
        props.source,
        props.defaultSort,
        filters.map((filter) => filter.key),
      ),
  );
  const [bulk] = useState(() => (props.bulk ? new BulkStore<T>(root, props.bulk, () => store.load()) : undefined));
  const [typedCode, setTypedCode] = useState('');
  const handedNotice = (location.state as ListNotice | null)?.notice;
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`Admin: ${props.title}`);

  // The confirmation gave focus back to the row's delete button, which went with the row: focus would fall to the
  // page's body. The list's heading takes it (the status message beside it tells what happened). This runs after
  // the dialog's own effect, a child's effects running first.
  const deletions = store.deletions;
  useEffect(() => {
    if (deletions > 0) heading.current?.focus();
    const gone = store.lastDeleted;
    if (deletions > 0 && gone !== undefined && store.notice) bulk?.offerUndo(gone, props.rowKey(gone), store.notice);
  }, [deletions]); // eslint-disable-line react-hooks/exhaustive-deps -- once per delete

  // Loads the list the address names (search, sort, page, size, filters) and keeps the address up to date.
  useListAddress(store);

  const pending = store.pendingDelete;
  const codeToType = store.codeToType;
  return (
    <div className="admin-page">
      <div className="admin-page-head">
        <h1 className="admin-title" ref={heading} tabIndex={-1}>
          {props.title}
        </h1>
        <Link className="button button-primary" to={props.newLink.to}>
          {props.newLink.label}
        </Link>
        {props.headerActions?.(() => void store.load())}
      </div>
      {props.intro !== undefined && <p className="lead">{props.intro}</p>}
      {bulk ? <UndoNotice bulk={bulk} /> : null}
      <SuccessAlert message={bulk ? handedNotice : (store.notice ?? handedNotice)} />
      <ListToolbar
        store={store}
        searchLabel={props.searchLabel ?? 'Suchen'}
        filters={filters}
        exportFile={props.exportFile}
      />
      {store.state === 'loading' ? (
        <AdminLoading />
      ) : store.state === 'failed' ? null : store.items.length === 0 ? (
        <p className="empty-state" role="status">
          Keine Einträge gefunden
        </p>
      ) : (
        <>
          {bulk && (
            <SelectPageToggle bulk={bulk} rows={store.items.map((item) => ({ key: props.rowKey(item), item }))} />
          )}
          {bulk && <BulkBar bulk={bulk} />}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  {bulk && (
                    <th scope="col" className="admin-select-cell">
                      <span className="sr-only">Auswahl</span>
                    </th>
                  )}
                  {props.columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      aria-sort={
                        column.sortKey === undefined ? undefined : (store.sortDirection(column.sortKey) ?? 'none')
                      }
                    >
                      {column.sortKey === undefined ? (
                        column.header
                      ) : (
                        <button type="button" className="admin-sort" onClick={() => store.sortBy(column.sortKey!)}>
                          {column.header}
                          <span aria-hidden="true" className="admin-sort-mark">
                            {store.sortDirection(column.sortKey) === 'ascending'
                              ? '▲'
                              : store.sortDirection(column.sortKey) === 'descending'
                                ? '▼'
                                : '↕'}
                          </span>
                        </button>
                      )}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="sr-only">Aktionen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {store.items.map((item) => {
                  const blocked = props.deleteBlockedReason?.(item);
                  const key = props.rowKey(item);
                  return (
                    <tr key={key}>
                      {bulk && <SelectRowCell bulk={bulk} rowKey={key} item={item} name={props.bulk!.name(item)} />}
                      {props.columns.map((column) =>
                        column.primary ? (
                          <th key={column.header} scope="row">
                            <Link to={props.editPath(item)}>{column.cell(item)}</Link>
                          </th>
                        ) : (
                          <td key={column.header} data-label={column.header}>
                            {column.cell(item)}
                          </td>
                        ),
                      )}
                      <td className="admin-row-actions">
                        <Link
                          className="button button-secondary button-small"
                          to={props.editPath(item)}
                          aria-label={`${props.describe(item)} bearbeiten`}
                        >
                          Bearbeiten
                        </Link>
                        {props.rowActions?.(item)}
                        <button
                          type="button"
                          className="button button-secondary button-small"
                          onClick={() => {
                            setTypedCode('');
                            store.askDelete(item);
                          }}
                          disabled={blocked !== undefined}
                          aria-label={`${props.describe(item)} löschen`}
                          aria-describedby={blocked === undefined ? undefined : `blocked-${key}`}
                        >
                          Löschen
                        </button>
                        {blocked !== undefined && (
                          <span id={`blocked-${key}`} className="admin-blocked">
                            {blocked}
                          </span>
                        )}
                        {blocked !== undefined && props.bulk?.usageKind && (
                          <WhereUsed kind={props.bulk.usageKind} id={key} name={props.bulk.name(item)} />
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            page={store.page}
            pageCount={store.pageCount}
            total={store.total}
            onPage={(page) => store.goToPage(page)}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title="Löschen bestätigen"
        onYes={() => void store.confirmDelete(props.describe, typedCode)}
        onNo={() => store.cancelDelete()}
        busy={store.deleting || store.checkingDelete}
        error={store.deleteError}
        yesDisabled={codeToType !== undefined && typedCode.trim() !== codeToType}
      >
        {pending !== undefined && props.deleteQuestion(pending)}
        {codeToType !== undefined && <TypedCodeField code={codeToType} value={typedCode} onChange={setTypedCode} />}
      </ConfirmDialog>
    </div>
  );
}) as <T>(props: AdminListPageProps<T>) => ReactNode;

function Pager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="admin-pager" aria-label="Seiten">
      <span className="admin-pager-info">
        {total} {total === 1 ? 'Eintrag' : 'Einträge'} · Seite {page} von {pageCount}
      </span>
      {pageCount > 1 && (
        <span className="admin-pager-buttons">
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Zurück
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Weiter
          </button>
        </span>
      )}
    </nav>
  );
}
