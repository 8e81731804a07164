import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FieldNotes, describedBy, type FieldProps } from './FieldFrame.tsx';

/** A yes/no field: the checkbox before its label. */
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
