import { ImageField, type ImageFieldStore } from './ImageField.tsx';
import { CONTENT_LANGUAGES } from './LanguageTextFields.tsx';

/** A logo per content language side by side (fields logoDe, logoFr, logoEn), fitted as logos on upload. */
export function LogoFields({ store }: { readonly store: ImageFieldStore }) {
  return (
    <div className="admin-languages">
      {CONTENT_LANGUAGES.map((language) => (
        <ImageField
          key={language.suffix}
          store={store}
          field={`logo${language.suffix}`}
          label={`Logo (${language.label})`}
          use={{ kind: 'logo' }}
        />
      ))}
    </div>
  );
}
