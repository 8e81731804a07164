import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };

/** This page's texts, loaded with its code (web/src/i18n/resources.ts addPageTexts). */
export const texts = { de, fr, en };
