import { BoundField } from './BoundField.tsx';
import type { FieldProps } from './FieldFrame.tsx';
import { GermanDateInput } from './GermanDateInput.tsx';

/** A date, shown and typed as TT.MM.JJJJ, kept as `YYYY-MM-DD`; the validator holds it to 9999-12-31 (spec §5, §9). */
export function DateField(props: FieldProps) {
  return (
    <BoundField
      {...props}
      control={({ value, setValue, attributes }) => (
        <GermanDateInput className="admin-input" value={value} {...attributes} onChange={setValue} />
      )}
    />
  );
}
