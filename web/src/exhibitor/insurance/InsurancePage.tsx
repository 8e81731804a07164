import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { STAMP_DUTY_INCLUDED_PERCENT } from '../../../../domain/insurance/index.ts';
import { formatCentimes } from '../../../../domain/presentation/money.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { InfoIcon } from '../../ui/Icons.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SkeletonCards } from '../../ui/SkeletonCards.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { InsuranceActions, InsuranceForm } from './components/InsuranceForm.tsx';
import { InsuranceHeader } from './components/InsuranceHeader.tsx';
import { PreInformation } from './components/PreInformation.tsx';
import { PremiumSummary } from './components/PremiumSummary.tsx';
import { InsurancePageStore } from './InsurancePageStore.ts';
import './insurance.css';

/** The insurance route `/fair/:code/:booth/insurance` (exhibitor-area §2 Insurance, §4, §5, §9). */
export const InsurancePage = observer(function InsurancePage() {
  const { code = '', booth = '' } = useParams();
  return <InsuranceScreen key={`${code}/${booth}`} code={code} regiNr={booth} />;
});

const InsuranceScreen = observer(function InsuranceScreen({ code, regiNr }: { code: string; regiNr: string }) {
  const root = useStores();
  const { t } = useTranslation();
  const [page] = useState(() => new InsurancePageStore(root, code, regiNr));
  useDocumentTitle(t('insurance.title'));
  useEffect(() => {
    void page.load();
  }, [page]);

  const view = page.view;
  if (page.state !== 'loaded' || !view) {
    return (
      <SkeletonCards
        className="page insurance-page"
        label={t('insurance.loading')}
        cards={[
          ['short', 'wide'],
          ['wide', 'normal', 'normal'],
        ]}
      />
    );
  }
  const language = root.session.language;
  const formView = page.formView;

  return (
    <div className="page insurance-page">
      {!formView.showSubmittedMessage && (
        <Link className="insurance-back-link" to={page.tasksPath}>
          <span aria-hidden="true">←</span> {t('insurance.backToTasks')}
        </Link>
      )}
      <InsuranceHeader view={view} language={language} />
      <h1 className="page-title">{t('insurance.title')}</h1>
      {view.stale && (
        <p className="notice" role="status">
          <InfoIcon className="notice-icon" />
          {t('insurance.staleNotice')}
        </p>
      )}
      {formView.showSubmittedMessage ? (
        <section className="card insurance-submitted" aria-labelledby="insurance-submitted-title">
          <h2
            id="insurance-submitted-title"
            className="section-title"
            tabIndex={-1}
            ref={(element) => element?.focus()}
          >
            {t('insurance.submitted.title')}
          </h2>
          <p role="status">
            {page.submittedWaiver ? t('insurance.submitted.waiverText') : t('insurance.submitted.text')}
          </p>
          {!page.submittedWaiver && view.insurance && (
            <p>
              {t('insurance.submitted.total', {
                total: formatCentimes(view.insurance.premiums.total),
                percent: STAMP_DUTY_INCLUDED_PERCENT,
              })}
            </p>
          )}
          <Link className="button button-primary" to={page.tasksPath}>
            {t('insurance.submitted.back')}
          </Link>
        </section>
      ) : (
        <>
          <PreInformation />
          <div className="insurance-layout">
            <InsuranceForm page={page} />
            <PremiumSummary page={page} />
            <InsuranceActions page={page} />
          </div>
        </>
      )}
      <Modal
        open={formView.waiverConfirmationOpen}
        title={t('insurance.waiver.title')}
        onClose={() => page.cancelWaiver()}
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => page.cancelWaiver()}>
              {t('insurance.waiver.cancel')}
            </button>
            <button type="button" className="button button-primary" onClick={() => page.confirmWaiver()}>
              {t('insurance.waiver.confirm')}
            </button>
          </>
        }
      >
        <p>{t('insurance.waiver.text')}</p>
      </Modal>
    </div>
  );
});
