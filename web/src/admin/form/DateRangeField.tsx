import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FieldNotes, RequiredMark, describedBy, type FieldProps } from './FieldFrame.tsx';
import { GermanDateInput } from './GermanDateInput.tsx';

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
      <GermanDateInput
        className="admin-input"
        value={range[name]}
        disabled={disabled}
        aria-required={required}
        aria-invalid={error === undefined ? undefined : true}
        onChange={(value) => store.set(field, { ...range, [name]: value })}
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
