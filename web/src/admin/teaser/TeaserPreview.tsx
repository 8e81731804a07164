import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ADMIN_CONTENT_LANGUAGES, type AdminContentLanguage } from '../../../../domain/admin/teaserRules.ts';
import { isKnownTeaserType } from '../../../../domain/presentation/teaser.ts';
import { Teaser } from '../../ui/Teaser.tsx';
import { AdminModal } from '../ui/AdminModal.tsx';
import { previewTeaser, type TeaserFormValue } from './previewTeaser.ts';

const LANGUAGE_NAMES: Record<AdminContentLanguage, string> = { De: 'Deutsch', Fr: 'Französisch', En: 'Englisch' };

/**
 * "Vorschau als Aussteller" (beyond the spec, so a manager sees the teaser before saving it): the teaser with the
 * form's current, unsaved values, drawn by the exhibitor's own component (web/src/ui/Teaser.tsx) in the chosen
 * content language.
 */
export const TeaserPreview = observer(function TeaserPreview({
  open,
  onClose,
  value,
}: {
  open: boolean;
  onClose: () => void;
  value: TeaserFormValue;
}) {
  const [language, setLanguage] = useState<AdminContentLanguage>('De');
  const shown = previewTeaser(value, language);
  const empty = shown.items.every(
    (item) => !item.title.de.trim() && !item.text.de.trim() && !item.imageLandscape.de && !item.imagePortrait.de,
  );
  return (
    <AdminModal open={open} onClose={onClose} title="Vorschau als Aussteller" variant="big">
      <fieldset className="teaser-preview-languages">
        <legend className="admin-label">Sprache der Vorschau</legend>
        {ADMIN_CONTENT_LANGUAGES.map((candidate) => (
          <label key={candidate} className="teaser-preview-language">
            <input
              type="radio"
              name="teaser-preview-language"
              value={candidate}
              checked={candidate === language}
              onChange={() => setLanguage(candidate)}
            />
            {LANGUAGE_NAMES[candidate]}
          </label>
        ))}
      </fieldset>
      <p className="admin-hint">
        So sehen Ausstellerinnen und Aussteller den Teaser mit den aktuellen, noch nicht gespeicherten Angaben. Auf
        Bildschirmen unter 768 px zeigt das Portal das mobile Bild.
      </p>
      <div className="teaser-preview-stage" data-testid="teaser-preview">
        {!isKnownTeaserType(value.type) ? (
          <p className="empty-state">Für den Typ {value.type} gibt es keine Darstellung im Portal.</p>
        ) : empty ? (
          <p className="empty-state">Noch keine Texte oder Bilder in dieser Sprache.</p>
        ) : (
          <Teaser teaser={shown} />
        )}
      </div>
    </AdminModal>
  );
});
