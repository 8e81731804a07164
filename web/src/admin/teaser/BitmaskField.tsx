import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { ImageFieldStore } from '../form/ImageField.tsx';

export interface BitOption {
  readonly value: number;
  readonly text: string;
}

/**
 * A bit-mask checkbox group (spec: admin-back-office §5 "a bit-mask checkbox group fails when its value is 0"):
 * one checkbox per bit; the field's value is the sum of the checked bits, null when none is checked.
 */
export const BitmaskField = observer(function BitmaskField({
  store,
  field,
  label,
  options,
  required,
}: {
  store: ImageFieldStore;
  field: string;
  label: string;
  options: readonly BitOption[];
  required?: boolean;
}) {
  const id = useId();
  const error = store.errorOf(field);
  const raw = store.get(field);
  const mask = typeof raw === 'number' ? raw : 0;
  const toggle = (bit: number, checked: boolean) => {
    const next = checked ? mask | bit : mask & ~bit;
    store.set(field, next === 0 ? null : next);
  };
  return (
    <fieldset
      className={`admin-field admin-bitmask${error === undefined ? '' : ' admin-field-invalid'}`}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend className="admin-label">
        {label}
        {required && (
          <span className="admin-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="admin-bitmask-options">
        {options.map((option) => (
          <label key={option.value} className="admin-bitmask-option">
            <input
              type="checkbox"
              checked={(mask & option.value) === option.value}
              aria-invalid={error === undefined ? undefined : true}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.text}
          </label>
        ))}
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
});
