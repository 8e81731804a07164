import { BoundField } from './BoundField.tsx';
import { textOf } from './textOf.ts';
import type { FieldProps } from './FieldFrame.tsx';

/** A one-line text, e-mail address or URL bound to a field. */
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
