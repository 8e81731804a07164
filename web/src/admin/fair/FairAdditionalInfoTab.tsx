import type { FormBinding } from '../form/AdminFormStore.ts';
import { CONTENT_LANGUAGES } from '../form/LanguageTextFields.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';

/** The Zusatzinformationen tab (spec: admin-back-office §3 Fair): simple HTML per language for the fair page. */
export function FairAdditionalInfoTab({ store }: { store: FormBinding }) {
  return (
    <section className="admin-card" aria-labelledby="additional-info-heading">
      <h2 id="additional-info-heading" className="admin-card-title">
        Zusatzinformationen
      </h2>
      <p className="admin-hint">
        Erscheinen auf der Messeseite der Aussteller im Reiter «Infos». Einfaches HTML ist erlaubt (Absätze,
        Hervorhebungen, Listen, https- und mailto-Links); alles andere entfernt der Server beim Speichern.
      </p>
      <div className="admin-languages fair-additional-info">
        {CONTENT_LANGUAGES.map((language) => (
          <TextAreaField
            key={language.suffix}
            store={store}
            field={`additionalInfo${language.suffix}`}
            label={`Zusatzinformationen (${language.label})`}
            rows={12}
            maxLength={20000}
          />
        ))}
      </div>
    </section>
  );
}
