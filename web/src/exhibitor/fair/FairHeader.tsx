import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { textIn } from '../../../../domain/presentation/localizedText.ts';
import { BOOTH_TYPES } from '../../../../domain/tasks/types.ts';
import type { FairPageView } from '../../api/fairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { sharedByOf } from '../../api/teamApi.ts';
import type { Language } from '../../api/types.ts';
import { formatDateRange } from '../../i18n/format.ts';
import { FORMAT_LOCALES } from '../../i18n/languages.ts';
import { ChevronIcon } from '../../ui/Icons.tsx';
import { SharedBadge } from '../../ui/SharedBadge.tsx';
import { describeLevel } from '../team/levelDescription.ts';
import type { FairPageStore } from './FairPageStore.ts';

/**
 * The fair page's header (exhibitor-area §2 Fair page): fair name, date range and logo; the booth's label and
 * status; with show more / show less the booth address, correspondence address, booth details (contract
 * partner, hall, booth, booth number, gross area m², fascia text) and the exhibitor type.
 */
export const FairHeader = observer(function FairHeader({ page, view }: { page: FairPageStore; view: FairPageView }) {
  const { session } = useStores();
  const { t } = useTranslation();
  // The view's texts are in the language it was asked in (one language only): read them in that one.
  const language = view.language;
  const detailsId = useId();
  const { fair, booth } = view;
  const logo = textIn(fair.logo, language);
  const sharedBy = sharedByOf(view);

  return (
    <header className="card fair-header">
      <div className="fair-header-top">
        {logo && <img className="fair-header-logo" src={logo} alt="" width={64} height={64} />}
        <div className="fair-header-titles">
          <h1 className="page-title fair-header-name">{fair.displayName[language]}</h1>
          <p className="fair-header-dates">
            <span className="sr-only">{t('booth.dates')}: </span>
            {formatDateRange(fair.duration, language)}
          </p>
        </div>
      </div>
      {booth ? (
        <div className="fair-header-booth">
          <p className="fair-header-booth-label">
            <span className="sr-only">{t('booth.hallAndNumber')}: </span>
            {booth.label[language]}
          </p>
          <span className="badge fair-header-status">{view.status.label[language]}</span>
          <span className="fair-header-regi">{t('booth.registrationNumber', { regiNr: booth.regiNr })}</span>
          {sharedBy && (
            <span className="fair-header-shared">
              <SharedBadge sharedBy={sharedBy} />
              <span className="fair-header-shared-level" aria-hidden="true">
                {t(`booth.sharedLevel.${sharedBy.level}`)}
              </span>
            </span>
          )}
        </div>
      ) : (
        <p className="fair-header-booth fair-header-new">{t('fair.header.newBoothIntro')}</p>
      )}
      {booth && sharedBy && (
        // What the member's level allows, from the rule that leaves the rest off this page (costs, invoice ...); words
        // of the UI, so in the UI's language.
        <p className="fair-header-access">{describeLevel(sharedBy.level, 'member', t, session.language)}</p>
      )}
      {booth && (
        <>
          <div id={detailsId} className="fair-header-details" hidden={!page.headerExpanded}>
            <AddressBlock title={t('fair.header.boothAddress')} lines={view.addresses.contract?.lines[language]} />
            <AddressBlock
              title={t('fair.header.correspondenceAddress')}
              lines={view.addresses.correspondence?.lines[language]}
            />
            <section className="fair-header-block" aria-label={t('fair.header.boothDetails')}>
              <h2 className="fair-header-block-title">{t('fair.header.boothDetails')}</h2>
              <dl className="fair-details">
                <Detail term={t('fair.header.contractPartner')} value={contractPartner(view, language)} />
                <Detail term={t('fair.header.hall')} value={booth.halleBezeichnung[language]} />
                <Detail term={t('fair.header.boothType')} value={booth.standLeistungBezeichnung[language]} />
                <Detail term={t('fair.header.boothNumber')} value={booth.standnummer} />
                <Detail
                  term={t('fair.header.grossArea')}
                  value={
                    booth.flaecheBrutto === null
                      ? ''
                      : t('fair.header.squareMetres', { area: formatArea(booth.flaecheBrutto, language) })
                  }
                />
                <Detail term={t('fair.header.fasciaText')} value={booth.blendentext} />
                <Detail term={t('fair.header.exhibitorType')} value={exhibitorType(booth.ausstellerTyp, t)} />
              </dl>
            </section>
          </div>
          <button
            type="button"
            className="button button-secondary fair-header-toggle"
            aria-expanded={page.headerExpanded}
            aria-controls={detailsId}
            onClick={() => page.toggleHeader()}
          >
            {page.headerExpanded ? t('fair.header.showLess') : t('fair.header.showMore')}
            <ChevronIcon className={page.headerExpanded ? 'chevron chevron-open' : 'chevron'} />
          </button>
        </>
      )}
    </header>
  );
});

function AddressBlock({ title, lines }: { title: string; lines: readonly string[] | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="fair-header-block" aria-label={title}>
      <h2 className="fair-header-block-title">{title}</h2>
      {lines && lines.length > 0 ? (
        <address className="fair-address">
          {lines.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      ) : (
        <p className="fair-muted">{t('fair.header.noAddress')}</p>
      )}
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  const shown = value?.trim() ?? '';
  return (
    <div className="fair-detail">
      <dt>{term}</dt>
      <dd>{shown === '' ? '–' : shown}</dd>
    </div>
  );
}

/** The contract partner: the name lines of the contract address (a company, or a person). */
function contractPartner(view: FairPageView, language: Language): string {
  const contract = view.addresses.contract;
  if (!contract) return '';
  const lines = contract.lines[language];
  // The last two lines are street and "plz ort"; what comes before names the partner.
  return lines.slice(0, Math.max(1, lines.length - 2)).join(', ');
}

function formatArea(area: number, language: Language): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[language], { maximumFractionDigits: 2 }).format(area);
}

function exhibitorType(type: string | null, t: (key: string) => string): string {
  if (!type) return '';
  return (BOOTH_TYPES as readonly string[]).includes(type) ? t(`fair.exhibitorType.${type}`) : type;
}
