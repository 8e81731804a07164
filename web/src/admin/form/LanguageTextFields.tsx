import { observer } from 'mobx-react-lite';
import type { FieldProps } from './FieldFrame.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { TextField } from './TextField.tsx';

/** The content languages of the back office (spec: admin-back-office, introduction). */
export const CONTENT_LANGUAGES = [
  { suffix: 'De', label: 'Deutsch' },
  { suffix: 'Fr', label: 'Französisch' },
  { suffix: 'En', label: 'Englisch' },
] as const;

/**
 * One text in de, fr and en side by side (`<base>De`, `<base>Fr`, `<base>En`, or with `suffix` after the
 * language as in `titleDe2`). Labels say the language, so each field has a name of its own.
 */
export const LanguageTextFields = observer(function LanguageTextFields({
  store,
  base,
  label,
  required,
  multiline = false,
  suffix = '',
  type = 'text',
  maxLength,
}: Omit<FieldProps, 'field'> & {
  base: string;
  multiline?: boolean;
  suffix?: string;
  type?: 'text' | 'url';
  maxLength?: number;
}) {
  return (
    <div className="admin-languages" role="group" aria-label={label}>
      {CONTENT_LANGUAGES.map((language) => {
        const field = `${base}${language.suffix}${suffix}`;
        const fieldLabel = `${label} (${language.label})`;
        return multiline ? (
          <TextAreaField
            key={field}
            store={store}
            field={field}
            label={fieldLabel}
            required={required}
            {...(maxLength === undefined ? {} : { maxLength })}
          />
        ) : (
          <TextField
            key={field}
            store={store}
            field={field}
            label={fieldLabel}
            required={required}
            type={type}
            {...(maxLength === undefined ? {} : { maxLength })}
          />
        );
      })}
    </div>
  );
});
