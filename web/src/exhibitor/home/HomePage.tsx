import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { LoadState } from '../../app/HomeStore.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { InfoIcon } from '../../ui/Icons.tsx';
import { MessageBanner } from '../../ui/MessageBanner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { BoothList } from './BoothList.tsx';
import { HomeBanners } from './HomeBanners.tsx';
import { HomePageStore } from './HomePageStore.ts';
import { HomeTeaser } from './HomeTeaser.tsx';
import { NewMemberView } from './NewMemberView.tsx';
import { PartnerCarousel } from './PartnerCarousel.tsx';
import { partnerLogos } from './partners.ts';
import { PastFairSeriesSection } from './PastFairSeriesSection.tsx';
import { WallOfFairsSection } from './WallOfFairsSection.tsx';
import './home.css';

/**
 * Home (spec: exhibitor-area §2): banners, welcome, the booth cards (or the offers for a new member), the
 * teaser of type 1, past fair series with their documents, other interesting fairs and the partners.
 */
export const HomePage = observer(function HomePage() {
  const root = useStores();
  const { session, home } = root;
  const { t } = useTranslation();
  const [page] = useState(() => new HomePageStore(root));
  useDocumentTitle(t('home.title'));
  // Coming back to Home reads it again in the background (the first visit's read is RequireSession's).
  useEffect(() => {
    void home.refresh();
  }, [home]);
  const user = session.user;
  const partners = partnerLogos(session.language);
  // The booths' arrival turns the skeleton into the whole page at once. Rendered as a deferred value, that work is
  // done in slices between which the browser answers input, instead of one long task on a slow phone; the skeleton
  // stays until the page is ready to replace it, so nothing is shown half-built.
  const state = useDeferredValue(home.state);

  return (
    <div className="page home-page">
      {/* Banners float over the page (they appear after a delay): nothing moves when they come or go. */}
      <div className="banner-stack">
        <MessageBanner />
        <HomeBanners page={page} />
      </div>
      <div className="welcome">
        <h1 className="page-title">
          {t('home.welcome', { givenName: user?.givenName ?? '', familyName: user?.familyName ?? '' })}
        </h1>
        <p className="lead">{t('home.intro')}</p>
      </div>
      {state === 'loaded' && home.isStale && (
        <p className="notice" role="status">
          <InfoIcon className="notice-icon" />
          {t('home.staleNotice')}
        </p>
      )}
      <HomeContent page={page} state={state} />
      {/* The sections below come once the booths are there: the booth cards would push them down (within sight,
          with their own loading states) when they arrived. */}
      {(state === 'loaded' || state === 'error') && (
        <>
          <HomeTeaser page={page} />
          {!(state === 'loaded' && home.isNewMember) && <PastFairSeriesSection page={page} />}
          <WallOfFairsSection page={page} />
          {partners.length > 0 && <PartnerCarousel key={partners.length} partners={partners} />}
        </>
      )}
    </div>
  );
});

/** The booth cards, their skeleton or the error, by the state the page shows (`state`, which may lag the store's). */
const HomeContent = observer(function HomeContent({ page, state }: { page: HomePageStore; state: LoadState }) {
  const { home } = useStores();
  const { t } = useTranslation();

  switch (state) {
    case 'idle':
    case 'loading':
      return <BoothListSkeleton label={t('home.loadingBooths')} />;
    case 'error':
      return <ErrorPanel text={t('home.loadFailed')} onRetry={() => void home.load()} />;
    case 'loaded':
      return home.isNewMember ? <NewMemberView /> : <BoothList page={page} />;
  }
});

function BoothListSkeleton({ label }: { label: string }) {
  return (
    <section className="section" aria-busy="true" aria-label={label}>
      <p className="sr-only" role="status">
        {label}
      </p>
      <ul className="card-grid" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <div className="card skeleton-card">
              <span className="skeleton-line skeleton-line-short" />
              <span className="skeleton-line skeleton-line-wide" />
              <span className="skeleton-line" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
