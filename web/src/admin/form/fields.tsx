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

/** The hint and the field's message under a control (spec §5: messages under each field). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
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
    </>
  );
}

function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? (
    <span className="admin-required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

/** The label, the control and, under it, the hint and the field's message. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`admin-field${error === undefined ? '' : ' admin-field-invalid'}${className === undefined ? '' : ` ${className}`}`}
    >
      <label htmlFor={id} className="admin-label">
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** aria attributes of a control with its hint and message. */
export function describedBy(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [hint === undefined ? undefined : `${id}-hint`, error === undefined ? undefined : `${id}-error`].filter(
    (part) => part !== undefined,
  );
  return {
    ...(error === undefined ? {} : { 'aria-invalid': true as const }),
    ...(ids.length === 0 ? {} : { 'aria-describedby': ids.join(' ') }),
  };
}

/** A control shows text: a string as it is, a number or a truth value written out, anything else (none) as empty. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
};

/** What a bound control gets: its value, a setter, and the attributes every control carries (id, aria, disabled). */
interface ControlProps {
  readonly value: unknown;
  readonly setValue: (value: unknown) => void;
  readonly attributes: {
    id: string;
    disabled: boolean | undefined;
    'aria-required': boolean | undefined;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  };
}

/** A labelled control bound to one field of the form. */
const BoundField = observer(function BoundField({
  store,
  field,
  label,
  required,
  hint,
  disabled,
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const error = store.errorOf(field);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {control({
        value: store.get(field),
        setValue: (value) => store.set(field, value),
        attributes: { id, disabled, 'aria-required': required, ...describedBy(id, hint, error) },
      })}
    </FieldFrame>
  );
});

export function TextField({
  type = 'text',
  maxLength = 2000,
  ...props
}: FieldProps & { type?: 'text' | 'email' | 'url'; maxLength?: number }) {
  return (
    <BoundField
      {...props}
      control={({ value, setValue, attributes }) => (
        <input
          className="admin-input"
          type={type}
          value={textOf(value)}
          maxLength={maxLength}
          {...attributes}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    />
  );
}

export function TextAreaField({
  rows = 4,
  maxLength = 20000,
  ...props
}: FieldProps & { rows?: number; maxLength?: number }) {
  return (
    <BoundField
      {...props}
      control={({ value, setValue, attributes }) => (
        <textarea
          className="admin-input"
          rows={rows}
          value={textOf(value)}
          maxLength={maxLength}
          {...attributes}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    />
  );
}

export function NumberField({ min, max, ...props }: FieldProps & { min?: number; max?: number }) {
  return (
    <BoundField
      {...props}
      control={({ value, setValue, attributes }) => (
        <input
          className="admin-input admin-input-short"
          type="number"
          inputMode="numeric"
          value={typeof value === 'number' ? String(value) : ''}
          min={min}
          max={max}
          {...attributes}
          onChange={(event) => setValue(event.target.value === '' ? null : Number(event.target.value))}
        />
      )}
    />
  );
}

/** A date `YYYY-MM-DD`, at most 9999-12-31 (spec §5, §9). */
export function DateField(props: FieldProps) {
  return (
    <BoundField
      {...props}
      control={({ value, setValue, attributes }) => (
        <input
          className="admin-input admin-input-date"
          type="date"
          max={MAX_DATE_INPUT}
          value={textOf(value)}
          {...attributes}
          onChange={(event) => setValue(event.target.value === '' ? null : event.target.value)}
        />
      )}
    />
  );
}

/** A {start, end} range: "Von" and "Bis" side by side, the range's message under both (spec §5 daterange). */
export const DateRangeField = observer(function DateRangeField({
  store,
  field,
  label,
  required,
  hint,
  disabled,
}: FieldProps) {
  const id = useId();
  const error = store.errorOf(field);
  const range = (store.get(field) ?? {}) as { start?: string | null; end?: string | null };
  const part = (name: 'start' | 'end', text: string) => (
    <label className="admin-sublabel">
      {text}
      <input
        className="admin-input admin-input-date"
        type="date"
        max={MAX_DATE_INPUT}
        value={textOf(range[name])}
        disabled={disabled}
        aria-required={required}
        aria-invalid={error === undefined ? undefined : true}
        onChange={(event) =>
          store.set(field, { ...range, [name]: event.target.value === '' ? null : event.target.value })
        }
      />
    </label>
  );
  return (
    <fieldset
      className={`admin-field admin-daterange${error === undefined ? '' : ' admin-field-invalid'}`}
      {...describedBy(id, hint, error)}
    >
      <legend className="admin-label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="admin-daterange-inputs">
        {part('start', 'Von')}
        {part('end', 'Bis')}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
});

export const CheckboxField = observer(function CheckboxField({
  store,
  field,
  label,
  hint,
  disabled,
}: Omit<FieldProps, 'required'>) {
  const id = useId();
  const error = store.errorOf(field);
  return (
    <div className={`admin-field admin-check${error === undefined ? '' : ' admin-field-invalid'}`}>
      <input
        id={id}
        type="checkbox"
        checked={store.get(field) === true}
        disabled={disabled}
        {...describedBy(id, hint, error)}
        onChange={(event) => store.set(field, event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
});

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export function SelectField({
  options,
  placeholder = 'Bitte wählen',
  ...props
}: FieldProps & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <BoundField
      {...props}
      control={({ value, setValue, attributes }) => {
        const selected = textOf(value);
        return (
          <select
            className="admin-input"
            value={selected}
            {...attributes}
            onChange={(event) => setValue(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {selected !== '' && !options.some((option) => option.value === selected) && (
              <option value={selected}>{selected}</option>
            )}
          </select>
        );
      }}
    />
  );
}

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
export const LanguageTextFields = observer(function LanguageTextFields({
  store,
  base,
  label,
  required,
  multiline = false,
  suffix = '',
  type = 'text',
  maxLength,
}: Omit<FieldProps, 'field'> & {
  base: string;
  multiline?: boolean;
  suffix?: string;
  type?: 'text' | 'url';
  maxLength?: number;
}) {
  return (
    <div className="admin-languages" role="group" aria-label={label}>
      {CONTENT_LANGUAGES.map((language) => {
        const field = `${base}${language.suffix}${suffix}`;
        const fieldLabel = `${label} (${language.label})`;
        return multiline ? (
          <TextAreaField
            key={field}
            store={store}
            field={field}
            label={fieldLabel}
            required={required}
            {...(maxLength === undefined ? {} : { maxLength })}
          />
        ) : (
          <TextField
            key={field}
            store={store}
            field={field}
            label={fieldLabel}
            required={required}
            type={type}
            {...(maxLength === undefined ? {} : { maxLength })}
          />
        );
      })}
    </div>
  );
});
