import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { dayValueOf, germanDayText } from './germanDate.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  readonly value: unknown;
  readonly onChange: (value: string | null) => void;
};

/**
 * A date field that shows and takes the German day TT.MM.JJJJ in every browser (admin-back-office: the back office
 * is German); the form value is the ISO day. What is typed stays as typed until the field is left.
 */
export function GermanDateInput({ value, onChange, className, onBlur, ...attributes }: Props) {
  const [text, setText] = useState(() => germanDayText(value));
  // A value set from outside (load, reset, another manager's version) replaces the text; the one typed does not.
  useEffect(() => {
    setText((current) =>
      dayValueOf(current) === (typeof value === 'string' ? value : null) ? current : germanDayText(value),
    );
  }, [value]);
  return (
    <input
      {...attributes}
      className={`${className ?? ''} admin-input-date`.trim()}
      type="text"
      inputMode="numeric"
      placeholder="TT.MM.JJJJ"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(dayValueOf(event.target.value));
      }}
      onBlur={(event) => {
        setText(germanDayText(dayValueOf(event.target.value)));
        onBlur?.(event);
      }}
    />
  );
}
