import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { fairProgressPath, type ProgressBooth } from '../../api/adminProgressApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { FileExportStore } from '../../ui/FileExportStore.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AdminLoadError } from '../ui/AdminLoadError.tsx';
import { ProgressFilters } from './ProgressFilters.tsx';
import { ProgressMatrix } from './ProgressMatrix.tsx';
import { ProgressStore } from './ProgressStore.ts';
import { boothPreviewPath, remindOverduePath } from './progressLinks.ts';
import {
  isFiltered,
  progressAddressOf,
  progressFilterOf,
  progressQueryOf,
  type ProgressFilter,
} from './progressAddress.ts';
import { germanDateTime } from './progressLabels.ts';
import { ProgressDownloads, ProgressSkeleton } from './progressParts.tsx';
import './progress.css';

/**
 * Fortschritt (beyond the spec): every booth of one fair with the state of each task its booth page shows, read
 * from the portal's projection (never from the booking system at request time), so the organiser sees who is behind
 * on what. Filter, order and page live in the address, so reload, Back and a shared link keep them; the downloads
 * carry the same filter.
 */
export const ProgressPage = observer(function ProgressPage() {
  const root = useStores();
  const fairId = useParams().id ?? '';
  const [store] = useState(() => new ProgressStore(root, fairId));
  const [search, setSearch] = useSearchParams();
  const filter = progressFilterOf(search);
  const address = progressAddressOf(filter).toString();
  // The download is asked at the click, under the filter of that moment.
  const shown = useRef(filter);
  shown.current = filter;
  const [file] = useState(
    () =>
      new FileExportStore(
        root,
        () => fairProgressPath(fairId, progressQueryOf(shown.current, false)),
        `fortschritt-${fairId}`,
      ),
  );
  const page = store.page;
  const fairName = page?.fair.displayNameDe || page?.fair.idCode || '';
  useDocumentTitle(fairName === '' ? 'Admin: Fortschritt' : `Admin: Fortschritt ${fairName}`);

  useEffect(() => {
    void store.load(progressFilterOf(new URLSearchParams(address)));
  }, [store, address]);
  useEffect(() => () => store.dispose(), [store]);

  const here = `/admin/fair/${encodeURIComponent(fairId)}/progress`;
  const go = (next: ProgressFilter) => setSearch(progressAddressOf(next));
  const pathOf = (next: ProgressFilter) => {
    const query = progressAddressOf(next).toString();
    return query === '' ? here : `${here}?${query}`;
  };
  const filtered = isFiltered(filter);

  return (
    <div className="admin-page progress-page">
      <div className="admin-page-head">
        <h1 className="admin-title">
          Fortschritt{fairName !== '' && <span className="progress-fair">: {fairName}</span>}
        </h1>
        <div className="admin-head-actions">
          <ProgressDownloads file={file} disabled={store.state !== 'ready' || store.pending} />
          <Link
            to={`/admin/fair/${encodeURIComponent(fairId)}#messedaten`}
            className="button button-secondary button-small"
          >
            Zur Messe
          </Link>
        </div>
      </div>
      <p className="progress-lead">
        Welcher Stand bei welcher Aufgabe wie weit ist, so wie die Standseite es dem Aussteller zeigt.
        {page !== undefined && page.asOf !== null && (
          <span className="progress-asof">
            Stand: <time dateTime={page.asOf}>{germanDateTime(page.asOf)}</time>
          </span>
        )}
      </p>
      {page !== undefined && page.asOf !== null && page.stale && (
        <p className="notice progress-stale" role="status">
          Diese Angaben sind nicht mehr ganz aktuell: Sie werden im Hintergrund neu ermittelt, oder das Buchungssystem
          hat zuletzt nicht für jeden Stand geantwortet.
        </p>
      )}
      <ProgressFilters
        key={address}
        filter={filter}
        halls={store.halls}
        statuses={store.statuses}
        exhibitorTypes={store.exhibitorTypes}
        tasks={page?.tasks ?? []}
        resetPath={here}
        onFilter={go}
      />
      {store.state === 'loading' ? (
        <ProgressSkeleton />
      ) : store.state === 'failed' || page === undefined ? (
        <AdminLoadError text={store.failure} onRetry={() => void store.reload()} />
      ) : store.pending ? (
        <div className="notice progress-pending" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Der Fortschritt wird gerade ermittelt … Die Seite fragt alle paar Sekunden selbst nach.</p>
          <button type="button" className="button button-secondary" onClick={() => void store.reload()}>
            Jetzt neu laden
          </button>
        </div>
      ) : page.booths.length === 0 && page.total > 0 ? (
        // A link to a page past the last (the fair has fewer booths now, or the address was edited).
        <div className="empty-state" role="status">
          <p className="empty-state-title">
            Diese Seite gibt es nicht: Die Stände passen auf{' '}
            {store.pages === 1 ? 'eine Seite' : `${store.pages} Seiten`}.
          </p>
          <p>
            <Link to={pathOf({ ...filter, page: 1 })} className="button button-secondary">
              Zur ersten Seite
            </Link>
          </p>
        </div>
      ) : page.booths.length === 0 ? (
        <div className="empty-state" role="status">
          <p className="empty-state-title">
            {filtered ? 'Kein Stand entspricht dem Filter.' : 'Das Buchungssystem listet für diese Messe keine Stände.'}
          </p>
          {filtered && (
            <p>
              <Link to={here} className="button button-secondary">
                Filter zurücksetzen
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <p role="status" className="progress-count">
            {page.total === 1 ? '1 Stand' : `${page.total} Stände`}
            {filtered && ' unter dem Filter'}, Seite {filter.page} von {store.pages}
          </p>
          <ProgressMatrix
            page={page}
            previewPath={(booth: ProgressBooth) => boothPreviewPath(fairId, booth, search.toString())}
            filterPath={(task, state) => pathOf({ ...filter, task, state, page: 1 })}
            remindPath={(task) => remindOverduePath(page.fair.id, task)}
          />
          {store.pages > 1 && (
            <nav className="progress-pages" aria-label="Seiten">
              <button
                type="button"
                className="button button-secondary"
                disabled={filter.page <= 1}
                onClick={() => go({ ...filter, page: filter.page - 1 })}
              >
                Vorherige Seite
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={filter.page >= store.pages}
                onClick={() => go({ ...filter, page: filter.page + 1 })}
              >
                Nächste Seite
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
});
