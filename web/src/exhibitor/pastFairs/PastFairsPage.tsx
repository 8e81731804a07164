import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { NavLink, useParams } from 'react-router';
import { documentFileUrl, type PastFair, type PastFairBooth, type PastFairDocument } from '../../api/pastFairsApi.ts';
import type { Language } from '../../api/types.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { formatDateRange } from '../../i18n/format.ts';
import { InfoIcon } from '../../ui/Icons.tsx';
import { Teaser } from '../../ui/Teaser.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { PastFairsPageStore } from './PastFairsPageStore.ts';
import './pastFairs.css';

const KNOWN_DOCUMENT_TYPES = new Set(['BKOP', 'STANGEBT', 'HPLAN', 'STSKIZZE']);

const pastFairPath = (seriesId: string, idCode: string) =>
  `/pastfairs/${encodeURIComponent(seriesId)}/${encodeURIComponent(idCode)}`;

/** The past fair page `/pastfairs/:series/:fair` (spec: exhibitor-area §2 Documents, past fair page). */
export function PastFairsPage() {
  const { series = '', fair = '' } = useParams();
  // One store per series: moving between its fairs keeps the data of the one round trip.
  return <PastFairsContent key={series} seriesId={series} fairIdCode={fair} />;
}

const PastFairsContent = observer(function PastFairsContent({
  seriesId,
  fairIdCode,
}: {
  seriesId: string;
  fairIdCode: string;
}) {
  const root = useStores();
  const { t } = useTranslation();
  const [page] = useState(() => new PastFairsPageStore(root, seriesId));
  const language = root.session.language;
  const fair = page.fairOf(fairIdCode);
  useDocumentTitle(fair ? fair.displayName[language] : t('pastFairs.title'));

  useEffect(() => {
    void page.load();
  }, [page]);

  useEffect(() => {
    if (page.state !== 'loaded') return;
    if (fair) void page.loadTeaser(fair.idCode);
    else page.fairNotFound();
  }, [page, page.state, fair]);

  if (page.state !== 'loaded' || !page.view || !fair) return <PastFairsSkeleton label={t('pastFairs.loading')} />;

  const view = page.view;
  return (
    <div className="page past-fairs-page">
      <div>
        <p className="past-fairs-kicker">{t('pastFairs.title')}</p>
        <h1 className="page-title">{fair.displayName[language]}</h1>
        <p className="lead">{formatDateRange(fair.duration, language)}</p>
      </div>
      {view.stale && (
        <p className="notice" role="status">
          <InfoIcon className="notice-icon" />
          {t('pastFairs.staleNotice')}
        </p>
      )}
      <div className="past-fairs-layout">
        <nav className="past-fairs-nav card" aria-label={t('pastFairs.navigation')}>
          <h2 className="past-fairs-nav-title">{t('pastFairs.navigationTitle')}</h2>
          <ul className="past-fairs-nav-list">
            {view.fairs.map((entry) => (
              <li key={entry.idCode}>
                <NavLink className="past-fairs-nav-link" to={pastFairPath(view.seriesId, entry.idCode)}>
                  <span className="past-fairs-nav-name">{entry.displayName[language]}</span>
                  <span className="past-fairs-nav-dates">{formatDateRange(entry.duration, language)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="past-fairs-main">
          <PastFairBooths fair={fair} language={language} />
        </div>
        {/* Under the left navigation from 1024 px, after the booths on smaller screens (spec: exhibitor-area §2 Documents). */}
        {page.teaser && (
          <aside className="past-fairs-teaser" aria-label={t('pastFairs.teaserLabel')}>
            <Teaser teaser={page.teaser} />
          </aside>
        )}
      </div>
    </div>
  );
});

function PastFairBooths({ fair, language }: { fair: PastFair; language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="past-fair-booths-title">
      <h2 id="past-fair-booths-title" className="section-title">
        {t('pastFairs.boothsTitle')}
      </h2>
      <ul className="past-fair-booths">
        {fair.booths.map((booth) => (
          <li key={booth.regiNr}>
            <PastFairBoothCard booth={booth} language={language} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PastFairBoothCard({ booth, language }: { booth: PastFairBooth; language: Language }) {
  const { t } = useTranslation();
  const titleId = `past-booth-${booth.regiNr}`;
  return (
    <article className="card past-fair-booth" aria-labelledby={titleId}>
      <div className="past-fair-booth-head">
        <h3 id={titleId} className="subsection-title">
          {booth.label[language] || booth.regiNr}
        </h3>
        <span className="past-fair-booth-regi">{t('pastFairs.registrationNumber', { regiNr: booth.regiNr })}</span>
      </div>
      {booth.documents.length === 0 ? (
        <p className="past-fair-no-documents">{t('pastFairs.noDocuments')}</p>
      ) : (
        <ul
          className="past-fair-documents"
          aria-label={t('pastFairs.documentsOf', { booth: booth.label[language] || booth.regiNr })}
        >
          {booth.documents.map((document) => (
            <DocumentEntry key={document.dokumentId} document={document} language={language} />
          ))}
        </ul>
      )}
    </article>
  );
}

function DocumentEntry({ document, language }: { document: PastFairDocument; language: Language }) {
  const { t } = useTranslation();
  const hall = document.hall?.[language] ?? '';
  const type = KNOWN_DOCUMENT_TYPES.has(document.typ) ? t(`pastFairs.documentTypes.${document.typ}`) : document.typ;
  const name = document.bezeichnung || type;
  const format = fileFormat(document.contentType);
  return (
    <li className="past-fair-document" data-document-type={document.typ}>
      <div className="past-fair-document-text">
        <span className="past-fair-document-type">{type}</span>
        <span className="past-fair-document-name">{name}</span>
        {(hall || format) && (
          <span className="past-fair-document-meta">{[hall, format].filter(Boolean).join(' · ')}</span>
        )}
      </div>
      <a className="button button-secondary past-fair-download" href={documentFileUrl(document.dokumentId)} download>
        {t('pastFairs.download')}
        <span className="sr-only"> {name}</span>
      </a>
    </li>
  );
}

function fileFormat(contentType: string | null): string {
  if (!contentType) return '';
  const subtype = contentType.split('/')[1] ?? '';
  return subtype === 'octet-stream' ? '' : subtype.toUpperCase().replace('JPEG', 'JPG');
}

function PastFairsSkeleton({ label }: { label: string }) {
  return (
    <div className="page past-fairs-page" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="past-fairs-layout" aria-hidden="true">
        <div className="card past-fairs-nav">
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line-short" />
        </div>
        <div className="card past-fair-booth">
          <span className="skeleton-line skeleton-line-wide" />
          <span className="skeleton-line" />
          <span className="skeleton-line" />
        </div>
      </div>
    </div>
  );
}
