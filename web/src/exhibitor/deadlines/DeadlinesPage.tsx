import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { DEADLINE_FILTER_KEYS, deadlineFiltersFrom } from '../../../../domain/tasks/deadlineFilters.ts';
import { deadlinesExportPath } from '../../api/deadlinesApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { FileExportStore } from '../../ui/FileExportStore.ts';
import { InfoIcon } from '../../ui/Icons.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { CalendarFeedStore } from './CalendarFeedStore.ts';
import { DeadlineList } from './DeadlineList.tsx';
import { DeadlinesPageStore } from './DeadlinesPageStore.ts';
import './deadlines.css';

/**
 * The deadlines page `/deadlines`: every open task with a due date across the user's booths, by week, with
 * filters, each row leading to its task on the booth page; beside it the calendar subscription of the same list.
 * The filters live in the address (a shared link, a reload and Back give the same list) and go with the export.
 */
export const DeadlinesPage = observer(function DeadlinesPage() {
  const root = useStores();
  const { t } = useTranslation();
  const [page] = useState(() => new DeadlinesPageStore(root));
  const [feed] = useState(() => new CalendarFeedStore(root));
  const [file] = useState(
    () => new FileExportStore(root, () => deadlinesExportPath(root.session.language, page.filterQuery), 'deadlines'),
  );
  const [address, setAddress] = useSearchParams();
  const language = root.session.language;
  useDocumentTitle(t('deadlines.title'));

  // The address names the filters: read when it changes (a link, Back, a reload) ...
  useEffect(() => {
    page.applyFilters(deadlineFiltersFrom((key) => address.get(key)));
  }, [page, address]);

  // ... and written when the user changes them, replacing the entry so that Back leaves the page, not a filter.
  useEffect(
    () =>
      reaction(
        // As text: a filter set again to the value it had is no change (the address that was read, for one).
        () => new URLSearchParams(page.filterQuery).toString(),
        () =>
          setAddress(
            (current) => {
              const next = new URLSearchParams(current);
              for (const key of DEADLINE_FILTER_KEYS) next.delete(key);
              for (const [key, value] of page.filterQuery) next.set(key, value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          ),
      ),
    [page, setAddress],
  );

  useEffect(() => {
    // Task names and booth labels come in every language: a change of language needs no second round trip.
    void page.load(root.session.language);
    void feed.load();
  }, [page, feed, root]);

  const unavailable = page.unavailableBooths(language);
  return (
    <div className="page deadlines-page">
      <div className="deadlines-head">
        <div>
          <h1 className="page-title">{t('deadlines.title')}</h1>
          <p className="lead">{t('deadlines.intro')}</p>
        </div>
        <div className="deadlines-head-actions">
          <ExportButtons
            store={file}
            label={t('deadlines.export')}
            disabled={page.state !== 'loaded' || page.shown.length === 0}
          />
          <button
            type="button"
            className="button button-secondary deadlines-print"
            onClick={() => window.print()}
            disabled={page.state !== 'loaded' || page.shown.length === 0}
          >
            <PrintIcon />
            {t('deadlines.print')}
          </button>
        </div>
      </div>
      {page.view?.stale && (
        <p className="notice" role="status">
          <InfoIcon className="notice-icon" />
          {t('deadlines.staleNotice')}
        </p>
      )}
      {unavailable.length > 0 && (
        <p className="notice" role="status">
          <InfoIcon className="notice-icon" />
          {t('deadlines.unavailable', { booths: unavailable.join(', ') })}
        </p>
      )}
      <div className="deadlines-layout">
        <aside className="deadlines-aside">
          <CalendarFeedSection feed={feed} />
        </aside>
        <div className="deadlines-main">
          {page.state === 'loaded' ? (
            page.hasNoBooths ? (
              <div className="empty-state deadlines-no-booths">
                <p className="empty-state-title">{t('deadlines.noBoothsTitle')}</p>
                <p>{t('deadlines.noBoothsText')}</p>
                <Link className="button button-primary" to="/">
                  {t('deadlines.noBoothsAction')}
                </Link>
              </div>
            ) : page.isAllDone ? (
              <div className="empty-state deadlines-all-done">
                <CheckIcon />
                <p className="empty-state-title">{t('deadlines.allDoneTitle')}</p>
                <p>{t('deadlines.allDoneText')}</p>
              </div>
            ) : (
              <DeadlineList page={page} />
            )
          ) : page.state === 'error' ? (
            <ErrorPanel text={t('deadlines.loadFailed')} onRetry={() => void page.load(language)} />
          ) : (
            <DeadlinesSkeleton label={t('deadlines.loading')} />
          )}
        </div>
      </div>
    </div>
  );
});

/** The list's frame while it loads: the filter bar and rows of the final height, so nothing moves when it comes. */
function DeadlinesSkeleton({ label }: { label: string }) {
  return (
    <div className="deadlines-skeleton" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="deadlines-toolbar deadlines-toolbar-skeleton" aria-hidden="true">
        <span className="skeleton-line skeleton-line-wide" />
        <span className="skeleton-line skeleton-line-wide" />
      </div>
      <div className="deadline-week" aria-hidden="true">
        <span className="skeleton-line skeleton-line-short deadline-week-skeleton-title" />
        <ul className="deadline-rows">
          {[0, 1, 2, 3, 4].map((index) => (
            <li key={index} className="deadline-row deadline-row-skeleton">
              <span className="skeleton-line skeleton-line-short" />
              <span className="skeleton-line" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function PrintIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2" />
      <rect x="6" y="14" width="12" height="7" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      className="deadlines-done-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6" />
    </svg>
  );
}
