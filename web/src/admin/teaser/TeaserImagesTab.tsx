import { observer } from 'mobx-react-lite';
import {
  ADMIN_CONTENT_LANGUAGES,
  teaserFieldName,
  type AdminContentLanguage,
} from '../../../../domain/admin/teaserRules.ts';
import { isMultiTeaser } from '../../../../domain/presentation/teaser.ts';
import { ImageField } from '../form/ImageField.tsx';
import { teaserFieldLabel } from './teaserFieldLabels.ts';
import { teaserFieldRules, teaserNumbersOf, type TeaserFormStore } from './TeaserFormStore.ts';

const LANGUAGE_NAMES: Record<AdminContentLanguage, string> = { De: 'Deutsch', Fr: 'Französisch', En: 'Englisch' };

/** The Bilder tab: per teaser and language the landscape and portrait images the type asks for. */
export const TeaserImagesTab = observer(function TeaserImagesTab({ store }: { store: TeaserFormStore }) {
  const type = store.value.type;
  const { required, imageRule } = teaserFieldRules(type);
  const multi = isMultiTeaser(type);
  return (
    <div className="teaser-tab">
      <p className="admin-hint teaser-note">
        Desktop-Bilder zeigt das Portal ab 768 px Bildschirmbreite, mobile Bilder darunter. Ein Bild mit falschem
        Seitenverhältnis oder zu kleinen Massen wird nicht übernommen.
      </p>
      {teaserNumbersOf(type).map((number) => (
        <section key={number} className="teaser-section" aria-labelledby={`teaser-images-${number}`}>
          <h2 id={`teaser-images-${number}`} className="teaser-section-title">
            {multi ? `Bilder Teaser ${number}` : 'Bilder'}
          </h2>
          <div className="teaser-image-grid">
            {ADMIN_CONTENT_LANGUAGES.map((language) => (
              <div
                key={language}
                className="teaser-image-language"
                role="group"
                aria-label={`${LANGUAGE_NAMES[language]}${multi ? `, Teaser ${number}` : ''}`}
              >
                <h3 className="teaser-language-title">{LANGUAGE_NAMES[language]}</h3>
                {(['imageLandscape', 'imagePortrait'] as const).map((base) => {
                  const field = teaserFieldName(base, language, number);
                  const rule = imageRule(field);
                  if (rule === undefined) return null;
                  return (
                    <ImageField
                      key={field}
                      store={store}
                      field={field}
                      label={teaserFieldLabel(field)}
                      required={required(field)}
                      use={{ kind: 'image', rule }}
                    />
                  );
                })}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
});
