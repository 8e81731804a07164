import { BoundField } from './BoundField.tsx';
import { textOf } from './textOf.ts';
import type { FieldProps } from './FieldFrame.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * A choice among options, with an empty first option; a stored value that is no longer among the options stays
 * shown as itself rather than silently becoming empty.
 */
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
