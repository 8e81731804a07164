import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FieldFrame, describedBy, type FieldProps } from './FieldFrame.tsx';

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
export const BoundField = observer(function BoundField({
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
