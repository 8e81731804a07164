import { observer } from 'mobx-react-lite';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import {
  FRAGILE_GOODS_TARIFF,
  INSURANCE_ERROR_KEYS,
  INSURANCE_SECTIONS,
  MINIMUM_INCREASED_AMOUNT_CENTIMES,
  type InsuranceAmountField,
  type InsuranceSection,
  type InsuranceToggleField,
} from '../../../../../domain/insurance/index.ts';
import { formatCentimes } from '../../../../../domain/presentation/money.ts';
import { AlertIcon, InfoIcon } from '../../../ui/Icons.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import type { InsurancePageStore } from '../InsurancePageStore.ts';
import { ratePercent } from './PreInformation.tsx';

const MINIMUM = formatCentimes(MINIMUM_INCREASED_AMOUNT_CENTIMES);
const INSURANCE_FORM_ID = 'insurance-form';

/** The text of an error key: the form's own keys carry the minimum; a server key without a text falls back. */
function useErrorText(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => t(key, { minimum: MINIMUM, defaultValue: t('insurance.errors.submitFailed') });
}

/** The insurance form of exhibitor-area §4 and §5: what it shows comes from the domain's form view. */
export const InsuranceForm = observer(function InsuranceForm({ page }: { page: InsurancePageStore }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const view = page.formView;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void page.submit();
  };

  return (
    <form id={INSURANCE_FORM_ID} className="insurance-form" noValidate onSubmit={onSubmit} aria-busy={page.submitting}>
      {view.showEditButton && (
        <div className="notice insurance-readonly">
          <InfoIcon className="notice-icon" />
          <p>{t('insurance.readOnlyNotice')}</p>
          <button type="button" className="button button-primary" onClick={() => page.edit()}>
            {t('insurance.actions.edit')}
          </button>
        </div>
      )}

      {page.generalErrors.length > 0 && (
        <div className="banner banner-error" role="alert">
          <AlertIcon className="banner-icon" />
          <div className="banner-text">
            {page.generalErrors.map((key) => (
              <p key={key}>{errorText(key)}</p>
            ))}
          </div>
        </div>
      )}

      <SectionCard
        page={page}
        section="mandatory"
        title={t('insurance.sections.mandatory')}
        allLabel={t('insurance.sections.mandatoryAll')}
      >
        {INSURANCE_SECTIONS.mandatory.map((field) => (
          <ToggleRow key={field} page={page} field={field} />
        ))}
        {view.waiver && (
          <p className="notice insurance-waiver-notice" role="status">
            <AlertIcon className="notice-icon" />
            {t('insurance.waiverNotice')}
          </p>
        )}
      </SectionCard>

      <section className="card insurance-section" aria-labelledby="insurance-section-sum">
        <h2 id="insurance-section-sum" className="subsection-title">
          {t('insurance.sections.sum')}
        </h2>
        <ToggleRow page={page} field="increasedAmountActive" />
        {page.formView.disabled.increasedAmountActive && !view.readOnly && (
          <p className="insurance-hint">{t('insurance.fields.increasedAmountLocked')}</p>
        )}
        <AmountField
          page={page}
          field="increasedAmount"
          hint={t('insurance.fields.increasedAmountHint', { minimum: MINIMUM })}
        />
      </section>

      <SectionCard
        page={page}
        section="optional"
        title={t('insurance.sections.optional')}
        allLabel={t('insurance.sections.optionalAll')}
      >
        {INSURANCE_SECTIONS.optional.map((field) => (
          <ToggleRow key={field} page={page} field={field} />
        ))}
        <AmountField
          page={page}
          field="breakableCargoValue"
          hint={t('insurance.fields.breakableCargoValueHint', { rate: ratePercent(FRAGILE_GOODS_TARIFF) })}
        />
      </SectionCard>
    </form>
  );
});

/**
 * The submit button, placed after the premiums (on a phone the exhibitor sees the total before sending) and
 * tied to the form by its id; hidden while the insurance on file is read-only.
 */
export const InsuranceActions = observer(function InsuranceActions({ page }: { page: InsurancePageStore }) {
  const { t } = useTranslation();
  const view = page.formView;
  if (view.showEditButton) return null;
  const submitLabel = page.submitting
    ? t('insurance.actions.submitting')
    : page.hasInsurance
      ? t('insurance.actions.update')
      : view.waiver
        ? t('insurance.actions.submitWaiver')
        : t('insurance.actions.submit');
  return (
    <div className="insurance-actions">
      <button type="submit" form={INSURANCE_FORM_ID} className="button button-primary" disabled={page.submitting}>
        {submitLabel}
      </button>
      {/* A way out before anything is sent: back to the insurance on file, or back to the tasks. */}
      {view.showCancelButton ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={page.submitting}
          onClick={() => page.cancelEdit()}
        >
          {t('insurance.actions.cancel')}
        </button>
      ) : (
        !page.submitting && (
          <Link className="button button-secondary" to={page.tasksPath}>
            {t('insurance.actions.cancel')}
          </Link>
        )
      )}
      {/* The form's own check stopped the submit: nothing was sent, so it must not read as a failed save. */}
      {Object.keys(view.errors).length > 0 && (
        <p className="insurance-form-error" role="alert">
          {t('insurance.errors.checkFields')}
        </p>
      )}
    </div>
  );
});

const SectionCard = observer(function SectionCard({
  page,
  section,
  title,
  allLabel,
  children,
}: {
  page: InsurancePageStore;
  section: InsuranceSection;
  title: string;
  allLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const view = page.formView;
  return (
    <section className="card insurance-section" aria-labelledby={headingId}>
      <div className="insurance-section-head">
        <h2 id={headingId} className="subsection-title">
          {title}
        </h2>
        <Switch
          checked={view.sectionAllOn[section]}
          onChange={(on) => page.setSection(section, on)}
          label={allLabel}
          onText={t('insurance.toggle.activated')}
          offText={t('insurance.toggle.inactive')}
          disabled={view.readOnly}
        />
      </div>
      <div className="insurance-rows">{children}</div>
    </section>
  );
});

const ToggleRow = observer(function ToggleRow({
  page,
  field,
}: {
  page: InsurancePageStore;
  field: InsuranceToggleField;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const view = page.formView;
  const error = page.errorOf(field);
  return (
    <div className="insurance-row">
      <Switch
        id={`insurance-${field}`}
        checked={page.form.value[field] === true}
        onChange={(on) => page.toggle(field, on)}
        label={t(`insurance.fields.${field}`)}
        onText={t(view.toggleLabels[field])}
        offText={t(view.toggleLabels[field])}
        disabled={view.disabled[field]}
      />
      {error && <FieldError text={errorText(error)} />}
    </div>
  );
});

const AmountField = observer(function AmountField({
  page,
  field,
  hint,
}: {
  page: InsurancePageStore;
  field: InsuranceAmountField;
  hint: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const inputId = `insurance-${field}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const error = page.errorOf(field);
  const value = page.form.value[field];
  return (
    <div className="insurance-amount">
      <label htmlFor={inputId} className="insurance-amount-label">
        {t(`insurance.fields.${field}`)}
      </label>
      <div className="insurance-amount-input">
        <span aria-hidden="true">CHF</span>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value === null || value === undefined ? '' : String(value)}
          disabled={page.formView.disabled[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => page.setAmount(field, event.target.value)}
          onBlur={() => page.touch(field)}
        />
      </div>
      <p id={hintId} className="insurance-hint">
        {hint}
      </p>
      {error && (
        <FieldError
          id={errorId}
          text={errorText(error === INSURANCE_ERROR_KEYS.required ? 'insurance.errors.amountRequired' : error)}
        />
      )}
    </div>
  );
});

function FieldError({ id, text }: { id?: string; text: string }) {
  return (
    <p id={id} className="insurance-field-error">
      <AlertIcon className="insurance-field-error-icon" />
      {text}
    </p>
  );
}
