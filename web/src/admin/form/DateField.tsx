import { MAX_DATE_INPUT } from '../../../../domain/admin/index.ts';
import { BoundField, textOf } from './BoundField.tsx';
import type { FieldProps } from './FieldFrame.tsx';

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
