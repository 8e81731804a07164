import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { MAX_DATE_INPUT } from '../../../../domain/admin/index.ts';
import type { FormBinding } from './AdminFormStore.ts';

export interface FieldProps {
  /** The form store; every field is bound to it by its (dotted) field name. */
  readonly store: FormBinding;
  readonly field: string;
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly disabled?: boolean;
}

const form = (store: FormBinding): FormBinding => store;

/** The label, the control and, under it, the hint and the field's message (spec §5: messages under each field). */
export function FieldFrame({ id, label, required, hint, error, children, className }: { id: string; label: ReactNode; required?: boolean | undefined; hint?: string | undefined; error?: string | undefined; children: ReactNode; className?: string }) {
  return (
    <div className={`admin-field${error === undefined ? '' : ' admin-field-invalid'}${className === undefined ? '' : ` ${className}`}`}>
      <label htmlFor={id} className="admin-label">
        {label}
        {required && (
          <span className="admin-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes of a control with its hint and message. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [hint === undefined ? undefined : `${id}-hint`, error === undefined ? undefined : `${id}-error`].filter((part) => part !== undefined);
  return { ...(error === undefined ? {} : { 'aria-invalid': true as const }), ...(ids.length === 0 ? {} : { 'aria-describedby': ids.join(' ') }) };
}

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export const TextField = observer(function TextField({ store, field, label, required, hint, disabled, type = 'text', maxLength = 2000 }: FieldProps & { type?: 'text' | 'email' | 'url'; maxLength?: number }) {
  const id = useId();
  const error = form(store).errorOf(field);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        className="admin-input"
        type={type}
        value={textOf(form(store).get(field))}
        maxLength={maxLength}
        disabled={disabled}
        aria-required={required}
        {...describedBy(id, hint, error)}
        onChange={(event) => form(store).set(field, event.target.value)}
      />
    </FieldFrame>
  );
});

export const TextAreaField = observer(function TextAreaField({ store, field, label, required, hint, disabled, rows = 4, maxLength = 20000 }: FieldProps & { rows?: number; maxLength?: number }) {
  const id = useId();
  const error = form(store).errorOf(field);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        className="admin-input"
        rows={rows}
        value={textOf(form(store).get(field))}
        maxLength={maxLength}
        disabled={disabled}
        aria-required={required}
        {...describedBy(id, hint, error)}
        onChange={(event) => form(store).set(field, event.target.value)}
      />
    </FieldFrame>
  );
});

export const NumberField = observer(function NumberField({ store, field, label, required, hint, disabled, min, max }: FieldProps & { min?: number; max?: number }) {
  const id = useId();
  const error = form(store).errorOf(field);
  const value = form(store).get(field);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        className="admin-input admin-input-short"
        type="number"
        inputMode="numeric"
        value={typeof value === 'number' ? String(value) : ''}
        min={min}
        max={max}
        disabled={disabled}
        aria-required={required}
        {...describedBy(id, hint, error)}
        onChange={(event) => form(store).set(field, event.target.value === '' ? null : Number(event.target.value))}
      />
    </FieldFrame>
  );
});

/** A date `YYYY-MM-DD`, at most 9999-12-31 (spec §5, §9). */
export const DateField = observer(function DateField({ store, field, label, required, hint, disabled }: FieldProps) {
  const id = useId();
  const error = form(store).errorOf(field);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        className="admin-input admin-input-date"
        type="date"
        max={MAX_DATE_INPUT}
        value={textOf(form(store).get(field))}
        disabled={disabled}
        aria-required={required}
        {...describedBy(id, hint, error)}
        onChange={(event) => form(store).set(field, event.target.value === '' ? null : event.target.value)}
      />
    </FieldFrame>
  );
});

/** A {start, end} range: "Von" and "Bis" side by side, the range's message under both (spec §5 daterange). */
export const DateRangeField = observer(function DateRangeField({ store, field, label, required, hint, disabled }: FieldProps) {
  const id = useId();
  const error = form(store).errorOf(field);
  const range = (form(store).get(field) ?? {}) as { start?: string | null; end?: string | null };
  const setPart = (part: 'start' | 'end', value: string) => form(store).set(field, { ...range, [part]: value === '' ? null : value });
  return (
    <fieldset className={`admin-field admin-daterange${error === undefined ? '' : ' admin-field-invalid'}`} {...describedBy(id, hint, error)}>
      <legend className="admin-label">
        {label}
        {required && (
          <span className="admin-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="admin-daterange-inputs">
        <label className="admin-sublabel">
          Von
          <input
            className="admin-input admin-input-date"
            type="date"
            max={MAX_DATE_INPUT}
            value={textOf(range.start)}
            disabled={disabled}
            aria-required={required}
            aria-invalid={error === undefined ? undefined : true}
            onChange={(event) => setPart('start', event.target.value)}
          />
        </label>
        <label className="admin-sublabel">
          Bis
          <input
            className="admin-input admin-input-date"
            type="date"
            max={MAX_DATE_INPUT}
            value={textOf(range.end)}
            disabled={disabled}
            aria-required={required}
            aria-invalid={error === undefined ? undefined : true}
            onChange={(event) => setPart('end', event.target.value)}
          />
        </label>
      </div>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
});

export const CheckboxField = observer(function CheckboxField({ store, field, label, hint, disabled }: Omit<FieldProps, 'required'>) {
  const id = useId();
  const error = form(store).errorOf(field);
  return (
    <div className={`admin-field admin-check${error === undefined ? '' : ' admin-field-invalid'}`}>
      <input id={id} type="checkbox" checked={form(store).get(field) === true} disabled={disabled} {...describedBy(id, hint, error)} onChange={(event) => form(store).set(field, event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
});

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export const SelectField = observer(function SelectField({ store, field, label, required, hint, disabled, options, placeholder = 'Bitte wählen' }: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const id = useId();
  const error = form(store).errorOf(field);
  const value = textOf(form(store).get(field));
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        className="admin-input"
        value={value}
        disabled={disabled}
        aria-required={required}
        {...describedBy(id, hint, error)}
        onChange={(event) => form(store).set(field, event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {value !== '' && !options.some((option) => option.value === value) && <option value={value}>{value}</option>}
      </select>
    </FieldFrame>
  );
});

/** The content languages of the back office (spec: admin-back-office, introduction). */
export const CONTENT_LANGUAGES = [
  { suffix: 'De', label: 'Deutsch' },
  { suffix: 'Fr', label: 'Französisch' },
  { suffix: 'En', label: 'Englisch' },
] as const;

/**
 * One text in de, fr and en side by side (`<base>De`, `<base>Fr`, `<base>En`, or with `suffix` after the
 * language as in `titleDe2`). Labels say the language, so each field has a name of its own.
 */
export const LanguageTextFields = observer(function LanguageTextFields({ store, base, label, required, multiline = false, suffix = '', type = 'text', maxLength }: Omit<FieldProps, 'field'> & { base: string; multiline?: boolean; suffix?: string; type?: 'text' | 'url'; maxLength?: number }) {
  return (
    <div className="admin-languages" role="group" aria-label={label}>
      {CONTENT_LANGUAGES.map((language) => {
        const field = `${base}${language.suffix}${suffix}`;
        const fieldLabel = `${label} (${language.label})`;
        return multiline ? (
          <TextAreaField key={field} store={store} field={field} label={fieldLabel} required={required} {...(maxLength === undefined ? {} : { maxLength })} />
        ) : (
          <TextField key={field} store={store} field={field} label={fieldLabel} required={required} type={type} {...(maxLength === undefined ? {} : { maxLength })} />
        );
      })}
    </div>
  );
});
