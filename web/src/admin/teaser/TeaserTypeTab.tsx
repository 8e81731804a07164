import { observer } from 'mobx-react-lite';
import { teaserImageSizes } from '../../../../domain/admin/teaserRules.ts';
import { isFairSeriesTeaser, isImageOnlyTeaser, isMultiTeaser } from '../../../../domain/presentation/teaser.ts';
import type { TeaserChoices } from './TeaserChoices.ts';
import type { TeaserFormStore } from './TeaserFormStore.ts';

/** What a type shows, for the manager choosing one: fair or series, how many teasers, text or image, sizes. */
function typeFacts(type: number): string {
  const sizes = teaserImageSizes(type);
  const parts = [
    isFairSeriesTeaser(type) ? 'für eine Messe-Reihe' : 'für eine Messe',
    isMultiTeaser(type) ? 'drei Teaser nebeneinander' : 'ein Teaser',
    isImageOnlyTeaser(type) ? 'nur Bild' : 'mit Text',
    `Bild Desktop ${sizes.desktop.width} × ${sizes.desktop.height} px (${sizes.desktop.ratio}), mobil ${sizes.mobile.width} × ${sizes.mobile.height} px (${sizes.mobile.ratio})`,
  ];
  return parts.join(' · ');
}

/** The Typ tab of a new teaser: each known type with what it shows and the image sizes it asks for. */
export const TeaserTypeTab = observer(function TeaserTypeTab({
  store,
  choices,
}: {
  store: TeaserFormStore;
  choices: TeaserChoices;
}) {
  const type = store.value.type;
  const options = choices.types.some((option) => option.value === type)
    ? choices.types
    : [...choices.types, { value: type, text: `Typ ${type}` }];
  return (
    <fieldset className="admin-field teaser-types">
      <legend className="admin-label">Art des Teasers</legend>
      <p className="admin-hint">
        Der Typ bestimmt, welche Felder der Teaser hat und welche Bildgrössen verlangt sind. Nach dem ersten Speichern
        lässt er sich nicht mehr ändern.
      </p>
      {choices.state === 'loading' ? (
        <p role="status">Typen werden geladen …</p>
      ) : (
        <div className="teaser-type-options">
          {options.map((option) => (
            <label
              key={option.value}
              className={`teaser-type-option${option.value === type ? ' teaser-type-option-selected' : ''}`}
            >
              <input
                type="radio"
                name="teaser-type"
                value={option.value}
                checked={option.value === type}
                onChange={() => store.set('type', option.value)}
              />
              <strong className="teaser-type-name">{option.text}</strong>
              <span className="teaser-type-facts">{typeFacts(option.value)}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
});
