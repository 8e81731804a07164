import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { InfoIcon } from '../../ui/Icons.tsx';
import { Teaser } from '../../ui/Teaser.tsx';
import { afterNextPaint } from '../../ui/afterNextPaint.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ContactModal } from './ContactModal.tsx';
import { CompleteOrderBanner, FairActions } from './FairActions.tsx';
import { FairHeader } from './FairHeader.tsx';
import { FairNavigation } from './FairNavigation.tsx';
import { FairPageStore } from './FairPageStore.ts';
import { FairTabs } from './FairTabs.tsx';
import './fair.css';

/** The fair and booth page `/fair/:code/:booth` (exhibitor-area §2 Fair page); booth is a regiNr or `new`. */
export function FairPage() {
  const { code = '', booth = '' } = useParams();
  // A new store per fair and booth, so nothing of one booth shows on another.
  return <FairPageContent key={`${code}/${booth}`} code={code} booth={booth} />;
}

const FairPageContent = observer(function FairPageContent({ code, booth }: { code: string; booth: string }) {
  const root = useStores();
  const { t } = useTranslation();
  const [page] = useState(() => new FairPageStore(root, code, booth));
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const language = root.session.language;
  const view = page.view;
  const loaded = page.state === 'loaded';
  const shownTab = page.selectedTab;
  useDocumentTitle(view ? view.fair.displayName[view.language] : t('fair.title'));

  useEffect(() => {
    void page.load(language);
  }, [page, language]);

  useEffect(() => {
    page.selectFromHash(hash);
  }, [page, hash]);

  useEffect(() => {
    // The address names the tab shown, also when the one it named is not offered (a link shared with a colleague).
    // Read after the effect above: a hash the address just got is followed first, never undone.
    const corrected = page.addressHashFor(hash);
    if (corrected !== undefined)
      void navigate({ search, hash: corrected }, { replace: true, preventScrollReset: true });
  }, [page, navigate, search, hash, loaded, shownTab]);

  useEffect(() => {
    // The new-booth page starts at the top (exhibitor-area §2 Fair page).
    if (page.isNew) window.scrollTo(0, 0);
  }, [page]);

  // What arrives (Home's booths for the navigation, then the booth's page) replaces a skeleton with a whole page.
  // Rendered as deferred values, that work is done in slices between which the browser answers input, instead of
  // one long task on a slow phone; the skeleton stays until what replaces it is ready, so nothing shows half-built.
  const navigationPending = useDeferredValue(root.home.fairNavigationPending);
  const loadedView = useDeferredValue(page.state === 'loaded' ? view : undefined);

  // The navigation above the page (at narrow widths) lists the booths from Home's data. On a first visit the whole
  // page is one skeleton until that data is there, then replaced as a whole (a new element, keyed), so that nothing
  // already shown -- the page's own skeleton included -- is pushed down when the booths arrive.
  if (navigationPending)
    return (
      <div className="page fair-page fair-page-waiting" key="waiting-for-navigation">
        <FairPageSkeleton label={t('fair.loading')} />
      </div>
    );

  return (
    <div className="page fair-page" key="with-navigation">
      <div className="fair-layout">
        <div className="fair-side">
          <FairNavigation page={page} />
        </div>
        <div className="fair-main">
          {loadedView ? (
            <LoadedFairPage page={page} view={loadedView} />
          ) : page.state === 'error' ? (
            <ErrorPanel text={t('fair.loadFailed')} onRetry={() => void page.load(language)} />
          ) : (
            <FairPageSkeleton label={t('fair.loading')} />
          )}
        </div>
        {page.teasers.navigation && (
          <aside className="fair-side-teaser" aria-label={t('fair.teasers.label')}>
            <Teaser teaser={page.teasers.navigation} />
          </aside>
        )}
      </div>
    </div>
  );
});

const LoadedFairPage = observer(function LoadedFairPage({ page, view }: { page: FairPageStore; view: FairPageView }) {
  const { t } = useTranslation();
  // The booth is painted first; the teasers are asked for after it, so that they never hold up what the page is for.
  useEffect(() => afterNextPaint(() => void page.showTeasers()), [page]);
  return (
    <>
      {view.stale && (
        <p className="notice" role="status">
          <InfoIcon className="notice-icon" />
          {t('fair.staleNotice')}
        </p>
      )}
      <FairHeader page={page} view={view} />
      <CompleteOrderBanner page={page} view={view} />
      <FairActions page={page} view={view} />
      {page.teasers.medium && (
        <div className="fair-teaser">
          <Teaser teaser={page.teasers.medium} />
        </div>
      )}
      <FairTabs page={page} view={view} />
      {page.teasers.multi && (
        <div className="fair-teaser">
          <Teaser teaser={page.teasers.multi} />
        </div>
      )}
      <ContactModal form={page.contact} view={view} />
    </>
  );
});

function FairPageSkeleton({ label }: { label: string }) {
  return (
    <div className="fair-skeleton" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="card skeleton-card" aria-hidden="true">
        <span className="skeleton-line skeleton-line-short" />
        <span className="skeleton-line skeleton-line-wide" />
        <span className="skeleton-line" />
      </div>
      <div className="card skeleton-card" aria-hidden="true">
        <span className="skeleton-line skeleton-line-wide" />
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line-short" />
      </div>
    </div>
  );
}
