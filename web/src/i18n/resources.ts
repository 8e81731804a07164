import fairDe from '../exhibitor/fair/i18n/de.json' with { type: 'json' };
import fairEn from '../exhibitor/fair/i18n/en.json' with { type: 'json' };
import fairFr from '../exhibitor/fair/i18n/fr.json' with { type: 'json' };
import tasksDe from '../exhibitor/fair/tasks/i18n/de.json' with { type: 'json' };
import tasksEn from '../exhibitor/fair/tasks/i18n/en.json' with { type: 'json' };
import tasksFr from '../exhibitor/fair/tasks/i18n/fr.json' with { type: 'json' };
import insuranceDe from '../exhibitor/insurance/i18n/de.json' with { type: 'json' };
import insuranceEn from '../exhibitor/insurance/i18n/en.json' with { type: 'json' };
import insuranceFr from '../exhibitor/insurance/i18n/fr.json' with { type: 'json' };
import messagesDe from '../exhibitor/messages/i18n/de.json' with { type: 'json' };
import messagesEn from '../exhibitor/messages/i18n/en.json' with { type: 'json' };
import messagesFr from '../exhibitor/messages/i18n/fr.json' with { type: 'json' };
import pastFairsDe from '../exhibitor/pastFairs/i18n/de.json' with { type: 'json' };
import pastFairsEn from '../exhibitor/pastFairs/i18n/en.json' with { type: 'json' };
import pastFairsFr from '../exhibitor/pastFairs/i18n/fr.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import type { Language } from './languages.ts';

type Messages = Record<string, unknown>;

/**
 * The texts of the exhibitor UI: the shared ones (shell, common, errors, home) in this folder and each
 * page's own beside the page (`exhibitor/<page>/i18n/`), each under its own top-level key. A key defined
 * twice is a mistake; `test/web/i18n.test.ts` checks that every folder has the same keys in every language.
 */
const parts: readonly Record<Language, Messages>[] = [
  { de, fr, en },
  { de: fairDe, fr: fairFr, en: fairEn },
  { de: tasksDe, fr: tasksFr, en: tasksEn },
  { de: insuranceDe, fr: insuranceFr, en: insuranceEn },
  { de: messagesDe, fr: messagesFr, en: messagesEn },
  { de: pastFairsDe, fr: pastFairsFr, en: pastFairsEn },
];

function merged(language: Language): Messages {
  return Object.assign({}, ...parts.map((part) => part[language])) as Messages;
}

export const translations: Record<Language, Messages> = { de: merged('de'), fr: merged('fr'), en: merged('en') };
