import { useTranslation } from '../../../i18n/react.tsx';
import {
  CARGO_TARIFF,
  DEFAULT_INSURED_SUM_CENTIMES,
  EMPTY_INSURANCE_FORM,
  EXHIBITION_TARIFF,
  FRAGILE_GOODS_TARIFF,
  LIABILITY_PREMIUM_PER_EXHIBITOR_CENTIMES,
  MINIMUM_INCREASED_AMOUNT_CENTIMES,
  PROPERTY_TARIFF,
  STAMP_DUTY_INCLUDED_PERCENT,
  insurancePremiums,
  type RateTariff,
} from '../../../../../domain/insurance/index.ts';
import { formatCentimes } from '../../../../../domain/presentation/money.ts';

/** A rate in parts per million as a percentage, e.g. 869 ppm as 0.0869. */
export const ratePercent = (tariff: RateTariff): string => String(tariff.ratePpm / 10_000);

/** The figures of exhibitor-area §9 as the domain holds them, for the texts. */
const FIGURES = {
  sum: formatCentimes(DEFAULT_INSURED_SUM_CENTIMES),
  total: formatCentimes(insurancePremiums(EMPTY_INSURANCE_FORM).mandatoryTotal),
  liability: formatCentimes(LIABILITY_PREMIUM_PER_EXHIBITOR_CENTIMES),
  minimumIncreased: formatCentimes(MINIMUM_INCREASED_AMOUNT_CENTIMES),
};

/** The pre-information of the insurance screen (exhibitor-area §2 Insurance screen, §9 sums and premiums). */
export function PreInformation() {
  const { t } = useTranslation();
  return (
    <section className="card insurance-intro" aria-labelledby="insurance-intro-title">
      <h2 id="insurance-intro-title" className="section-title">
        {t('insurance.intro.title')}
      </h2>
      <p>{t('insurance.intro.mandatory', { sum: FIGURES.sum, total: FIGURES.total })}</p>
      <ul className="insurance-intro-list">
        <li>{t('insurance.intro.liability', { premium: FIGURES.liability })}</li>
        <li>
          {t('insurance.intro.property', {
            rate: ratePercent(PROPERTY_TARIFF),
            minimum: formatCentimes(PROPERTY_TARIFF.minimumCentimes),
          })}
        </li>
        <li>
          {t('insurance.intro.exhibition', {
            rate: ratePercent(EXHIBITION_TARIFF),
            minimum: formatCentimes(EXHIBITION_TARIFF.minimumCentimes),
          })}
        </li>
        <li>
          {t('insurance.intro.optional', {
            cargoRate: ratePercent(CARGO_TARIFF),
            cargoMinimum: formatCentimes(CARGO_TARIFF.minimumCentimes),
            fragileRate: ratePercent(FRAGILE_GOODS_TARIFF),
            fragileMinimum: formatCentimes(FRAGILE_GOODS_TARIFF.minimumCentimes),
          })}
        </li>
        <li>{t('insurance.intro.increased', { minimum: FIGURES.minimumIncreased })}</li>
      </ul>
      <p className="insurance-intro-note">{t('insurance.intro.stampDuty', { percent: STAMP_DUTY_INCLUDED_PERCENT })}</p>
    </section>
  );
}
