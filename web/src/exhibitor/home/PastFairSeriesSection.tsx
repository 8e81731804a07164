import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useStores } from '../../app/StoreContext.tsx';
import { formatDateRange } from '../../i18n/format.ts';
import { ArrowIcon } from '../../ui/Icons.tsx';
import type { HomePageStore, PastFairSeries } from './HomePageStore.ts';
import { HomeListSection, ShowAllToggle } from './HomeListSection.tsx';

/** The past fair page of a series (spec: exhibitor-area §2 /pastfairs/:series/:fair). */
export function pastFairPath(series: PastFairSeries): string {
  return `/pastfairs/${encodeURIComponent(series.seriesId)}/${encodeURIComponent(series.fair.idCode)}`;
}

/**
 * The user's past fair series, each by its latest past fair, first 3 with show all / show less, and per
 * booth a link to that fair's page with the booth's documents (spec: exhibitor-area §2 Home, §5, §9).
 */
export const PastFairSeriesSection = observer(function PastFairSeriesSection({ page }: { page: HomePageStore }) {
  const { t } = useTranslation();
  const listId = useId();
  const total = page.pastFairSeries.length;

  return (
    <HomeListSection
      name="past-fairs"
      title={t('home.pastFairs.title')}
      intro={t('home.pastFairs.intro')}
      loading={t('home.pastFairs.loading')}
      failed={t('home.pastFairs.loadFailed')}
    >
      {total === 0 ? (
        <p className="empty-state">{t('home.pastFairs.empty')}</p>
      ) : (
        <>
          <ul id={listId} className="card-grid past-fair-list">
            {page.visiblePastFairSeries.map((series) => (
              <li key={series.seriesId}>
                <PastFairCard series={series} />
              </li>
            ))}
          </ul>
          {page.hasMorePastFairSeries && (
            <ShowAllToggle
              listId={listId}
              showingAll={page.showAllPastFairSeries}
              total={total}
              onToggle={() => page.toggleShowAllPastFairSeries()}
            />
          )}
        </>
      )}
    </HomeListSection>
  );
});

/** "Hall A / A17" breaks before the hall, not around the slash. */
function keepTogether(label: string): string {
  return label.replaceAll(' / ', '\u00a0/\u00a0');
}

const PastFairCard = observer(function PastFairCard({ series }: { series: PastFairSeries }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const name = series.fair.displayName[language];
  const path = pastFairPath(series);

  return (
    <article className="card past-fair-card" data-series-id={series.seriesId}>
      <header>
        <h3 className="past-fair-name">{name}</h3>
        <p className="past-fair-dates">
          <span className="sr-only">{t('booth.dates')}: </span>
          {formatDateRange(series.fair.duration, language)}
        </p>
      </header>
      {series.booths.length === 0 ? (
        <Link className="past-fair-link" to={path}>
          {t('home.pastFairs.open')}
          <span className="sr-only">: {name}</span>
          <ArrowIcon />
        </Link>
      ) : (
        <ul className="past-fair-booths" aria-label={t('home.pastFairs.documentsOf', { fair: name })}>
          {series.booths.map((booth) => (
            <li key={booth.regiNr}>
              <Link className="past-fair-link" to={path}>
                <span>
                  {t('home.pastFairs.boothDocuments', { booth: keepTogether(booth.label[language]) })}
                  <span className="sr-only">, {name}</span>
                </span>
                <ArrowIcon />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
});
