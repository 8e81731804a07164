import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import type { BoothDocument, FairPageView } from '../../api/fairApi.ts';
import type { Language } from '../../api/types.ts';
import { formatDate } from '../../i18n/format.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { FairPageStore } from './FairPageStore.ts';
import { emptyDocumentsText, fairDocumentsIn } from './fairDocuments.ts';

const KNOWN_DOCUMENT_TYPES = ['HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT'] as const;

/** The file type shown for a document: PDF, PNG, ... from its content type. */
export function fileTypeOf(contentType: string | null): string {
  if (!contentType) return '';
  const subtype = contentType.split(';')[0].split('/')[1] ?? '';
  return subtype
    .replace(/^x-/, '')
    .replace(/\+xml$/, '')
    .toUpperCase();
}

/**
 * The info tab (exhibitor-area §2 Fair page, Documents, §5): the fair's additional info (HTML the server has
 * sanitised), how to reach the booth, the booth documents (hall, file type, download; groups HPLAN, STSKIZZE,
 * BKOP as the server orders them, only once shown) and the fair's documents. A document type the reader may not
 * read (the invoice without readInvoices) is not listed, and so no empty group of it is either.
 */
export const InfoTab = observer(function InfoTab({ page, view }: { page: FairPageStore; view: FairPageView }) {
  const { t } = useTranslation();
  // The view's texts are in the language it was asked in (one language only): read them in that one.
  const language = view.language;
  const additionalInfo = view.fair.additionalInfo[language].trim();
  const access = view.booth?.standzugangText[language].trim() ?? '';
  const { documents } = view;
  const boothGroups = documents.groups.filter((group) => group.documents.length > 0 && page.mayReadDocument(group.typ));
  const fairDocuments = fairDocumentsIn(documents.fairDocuments, language);
  const documentType = (typ: string) =>
    (KNOWN_DOCUMENT_TYPES as readonly string[]).includes(typ) ? t(`fair.documents.types.${typ}`) : typ;

  return (
    <div className="fair-panel-grid">
      <section className="fair-panel-section" aria-labelledby="info-title">
        <h2 id="info-title" className="subsection-title">
          {t('fair.info.title')}
        </h2>
        {additionalInfo ? (
          // The server sanitised this HTML (exhibitor-area §5 info texts); nothing else is rendered as HTML.
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: additionalInfo }} />
        ) : (
          <p className="fair-muted">{t('fair.info.none')}</p>
        )}
        {access && (
          <>
            <h3 className="fair-panel-subtitle">{t('fair.info.access')}</h3>
            <p>{access}</p>
          </>
        )}
      </section>

      <section className="fair-panel-section" aria-labelledby="documents-title">
        <h2 id="documents-title" className="subsection-title">
          {t('fair.documents.title')}
        </h2>
        {!view.isNew && documents.shown && boothGroups.length > 0 ? (
          boothGroups.map((group) => (
            <div key={group.typ} className="document-group">
              <h3 className="fair-panel-subtitle">{documentType(group.typ)}</h3>
              <ul className="document-list">
                {group.documents.map((document) => (
                  <DocumentRow key={document.dokumentId} document={document} language={language} />
                ))}
              </ul>
            </div>
          ))
        ) : (
          <div className="empty-state">
            <p className="empty-state-title">{t('fair.documents.emptyTitle')}</p>
            <p>
              {t(`fair.documents.${emptyDocumentsText(documents, view.status.step === 8)}`, {
                date: documents.availableFrom ? formatDate(documents.availableFrom, language) : '',
              })}
            </p>
          </div>
        )}
        {fairDocuments.length > 0 && (
          <div className="document-group">
            <h3 className="fair-panel-subtitle">{t('fair.documents.fairDocuments')}</h3>
            <ul className="document-list">
              {fairDocuments.map((document) => (
                <li key={document.key} className="document-row">
                  <span className="document-name">{document.title}</span>
                  <span className="document-meta">{documentType(document.typ)}</span>
                  <SmartLink href={document.link} className="document-download">
                    {t('fair.documents.open')}
                    <span className="sr-only">: {document.title}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
});

function DocumentRow({ document, language }: { document: BoothDocument; language: Language }) {
  const { t } = useTranslation();
  const hall = document.hall?.[language] ?? '';
  const fileType = fileTypeOf(document.contentType);
  return (
    <li className="document-row">
      <span className="document-name">{document.bezeichnung}</span>
      <span className="document-meta">
        {hall && (
          <span>
            <span className="sr-only">{t('fair.documents.hall')}: </span>
            {hall}
          </span>
        )}
        {fileType && (
          <span className="badge document-type">
            <span className="sr-only">{t('fair.documents.fileType')}: </span>
            {fileType}
          </span>
        )}
      </span>
      <a href={document.downloadUrl} className="document-download" download>
        {t('fair.documents.download')}
        <span className="sr-only">: {document.bezeichnung}</span>
      </a>
    </li>
  );
}
