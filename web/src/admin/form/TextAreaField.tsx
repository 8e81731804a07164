import { BoundField } from './BoundField.tsx';
import { textOf } from './textOf.ts';
import type { FieldProps } from './FieldFrame.tsx';

/** A text of several lines bound to a field. */
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
