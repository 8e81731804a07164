import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../i18n/react.tsx';
import { STAMP_DUTY_INCLUDED_PERCENT } from '../../../../../domain/insurance/index.ts';
import { formatCentimes } from '../../../../../domain/presentation/money.ts';
import type { InsurancePageStore } from '../InsurancePageStore.ts';

const chf = (centimes: number): string => `CHF ${formatCentimes(centimes)}`;

/** The premiums of the chosen cover, live as the exhibitor switches (exhibitor-area §9; the domain computes them). */
export const PremiumSummary = observer(function PremiumSummary({ page }: { page: InsurancePageStore }) {
  const { t } = useTranslation();
  const premiums = page.premiums;
  const value = page.form.value;
  const rows: Array<[string, number, boolean]> = [
    ['liability', premiums.liability, value.liabilityInsurance === true],
    ['property', premiums.property, value.propertyInsurance === true],
    ['exhibition', premiums.exhibition, value.exhibitionInsurance === true],
    ['cargo', premiums.cargo, value.cargoInsurance === true],
    ['fragileGoods', premiums.fragileGoods, premiums.fragileGoods > 0],
  ];
  return (
    <aside className="card insurance-premiums" aria-labelledby="insurance-premiums-title">
      <h2 id="insurance-premiums-title" className="subsection-title">
        {t('insurance.premiums.title')}
      </h2>
      <dl className="insurance-premium-list">
        <div className="insurance-premium-sum">
          <dt>{t('insurance.premiums.insuredSum')}</dt>
          <dd>{chf(premiums.insuredSum)}</dd>
        </div>
        {rows
          .filter(([, , shown]) => shown)
          .map(([key, centimes]) => (
            <div key={key}>
              <dt>{t(`insurance.premiums.${key}`)}</dt>
              <dd>{chf(centimes)}</dd>
            </div>
          ))}
        <div className="insurance-premium-total">
          <dt>{t('insurance.premiums.total')}</dt>
          <dd data-testid="insurance-premium-total" aria-live="polite">
            {chf(premiums.total)}
          </dd>
        </div>
      </dl>
      {page.formView.waiver && <p className="insurance-premium-waived">{t('insurance.premiums.waived')}</p>}
      <p className="insurance-premium-note">
        {t('insurance.premiums.stampDuty', { percent: STAMP_DUTY_INCLUDED_PERCENT })}
      </p>
    </aside>
  );
});
