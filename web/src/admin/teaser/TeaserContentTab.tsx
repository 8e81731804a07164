import { observer } from 'mobx-react-lite';
import { teaserFieldName, type TeaserNumber } from '../../../../domain/admin/teaserRules.ts';
import { isImageOnlyTeaser, isMultiTeaser } from '../../../../domain/presentation/teaser.ts';
import { SERVICE_GROUPS } from '../../../../domain/tasks/types.ts';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { TextField } from '../form/TextField.tsx';
import { teaserFieldRules, teaserNumbersOf, type TeaserFormStore } from './TeaserFormStore.ts';

const SERVICE_GROUP_OPTIONS = SERVICE_GROUPS.map((group) => ({ value: group, label: group }));

function numberSuffix(number: TeaserNumber): string {
  return number === 1 ? '' : String(number);
}

/** The Inhalt tab: internal name, service group and, per teaser, the texts and the link in every language. */
export const TeaserContentTab = observer(function TeaserContentTab({ store }: { store: TeaserFormStore }) {
  const type = store.value.type;
  const { required } = teaserFieldRules(type);
  const imageOnly = isImageOnlyTeaser(type);
  const multi = isMultiTeaser(type);
  const linkRequired = typeof store.value['leistungsgruppeId'] !== 'string' || store.value['leistungsgruppeId'] === '';
  return (
    <div className="teaser-tab">
      <div className="admin-grid">
        <TextField
          store={store}
          field="internalName"
          label="Interner Name"
          required
          hint="Nur im Admin sichtbar, z. B. in der Teaser-Übersicht."
          maxLength={255}
        />
        <SelectField
          store={store}
          field="leistungsgruppeId"
          label="Leistungsgruppe"
          options={SERVICE_GROUP_OPTIONS}
          placeholder="Keine Leistungsgruppe"
          hint="Mit einer Leistungsgruppe führt der Teaser in deren Shop; der Link ist dann nicht nötig."
        />
      </div>
      {imageOnly && (
        <p className="admin-hint teaser-note">
          Dieser Typ zeigt nur Bilder: Texte gibt es keine, nur den Link, zu dem das Bild führt.
        </p>
      )}
      {teaserNumbersOf(type).map((number) => {
        const suffix = numberSuffix(number);
        const field = (base: 'title' | 'text' | 'ctaText') => required(teaserFieldName(base, 'De', number));
        return (
          <section key={number} className="teaser-section" aria-labelledby={`teaser-content-${number}`}>
            <h2 id={`teaser-content-${number}`} className="teaser-section-title">
              {multi ? `Teaser ${number}` : 'Texte'}
            </h2>
            {!imageOnly && (
              <>
                <LanguageTextFields
                  store={store}
                  base="eyecatcherTitle"
                  suffix={suffix}
                  label={numbered('Blickfang-Titel', number, multi)}
                  maxLength={500}
                />
                <LanguageTextFields
                  store={store}
                  base="eyecatcherText"
                  suffix={suffix}
                  label={numbered('Blickfang-Text', number, multi)}
                  maxLength={5000}
                />
                <LanguageTextFields
                  store={store}
                  base="title"
                  suffix={suffix}
                  label={numbered('Titel', number, multi)}
                  required={field('title')}
                  maxLength={500}
                />
                <LanguageTextFields
                  store={store}
                  base="text"
                  suffix={suffix}
                  label={numbered('Text', number, multi)}
                  required={field('text')}
                  multiline
                  maxLength={5000}
                />
                <LanguageTextFields
                  store={store}
                  base="ctaText"
                  suffix={suffix}
                  label={numbered('Button-Text', number, multi)}
                  required={field('ctaText')}
                  maxLength={500}
                />
              </>
            )}
            <LanguageTextFields
              store={store}
              base="ctaUrl"
              suffix={suffix}
              label={numbered(imageOnly ? 'Link des Bildes' : 'Button-Link', number, multi)}
              required={linkRequired}
              type="url"
              maxLength={2000}
            />
          </section>
        );
      })}
    </div>
  );
});

/** Field labels name their teaser in a multi teaser, so that each is unique on the page. */
function numbered(label: string, number: TeaserNumber, multi: boolean): string {
  return multi ? `${label} ${number}` : label;
}
