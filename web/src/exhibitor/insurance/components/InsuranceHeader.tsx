import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react.tsx';
import type { InsurancePageView } from '../../../api/insuranceApi.ts';
import type { Language } from '../../../api/types.ts';
import { formatDateRange } from '../../../i18n/format.ts';

/** The service group of the insurance task (exhibitor-area §3 Task group, §5 VERS opens this route). */
export const INSURANCE_SERVICE_GROUP = 'VERS';

/** The special header of the insurance route (exhibitor-area §2): fair id, service group VERS, booth number, language. */
export const InsuranceHeader = observer(function InsuranceHeader({
  view,
  language,
}: {
  view: InsurancePageView;
  language: Language;
}) {
  const { t } = useTranslation();
  const { fair, booth } = view;
  const logo = fair.logo[language].trim();
  const hall = booth.halleBezeichnung[language].trim();
  return (
    <section className="insurance-fair-header" aria-label={t('insurance.header.label')}>
      <div className="insurance-fair-title">
        {logo && <img className="fair-logo" src={logo} alt="" width={48} height={48} />}
        <div>
          <p className="insurance-fair-name">{fair.displayName[language]}</p>
          <p className="insurance-fair-dates">{formatDateRange(fair.duration, language)}</p>
        </div>
      </div>
      <dl className="insurance-facts">
        <div>
          <dt>{t('insurance.header.fair')}</dt>
          <dd>{fair.idCode}</dd>
        </div>
        <div>
          <dt>{t('insurance.header.serviceGroup')}</dt>
          <dd>{INSURANCE_SERVICE_GROUP}</dd>
        </div>
        <div>
          <dt>{t('insurance.header.booth')}</dt>
          <dd>{hall ? `${booth.standnummer} · ${hall}` : booth.standnummer}</dd>
        </div>
        <div>
          <dt>{t('insurance.header.language')}</dt>
          <dd>{language.toUpperCase()}</dd>
        </div>
      </dl>
    </section>
  );
});
