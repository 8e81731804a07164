import { observer } from 'mobx-react-lite';
import { useTranslation } from '../i18n/react.tsx';
import { LANGUAGES } from '../i18n/languages.ts';
import { useStores } from '../app/StoreContext.tsx';

export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { session } = useStores();
  const { t } = useTranslation();
  return (
    <div className="language-switcher" role="group" aria-label={t('shell.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-button"
          aria-pressed={session.language === language}
          onClick={() => session.chooseLanguage(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="sr-only">{t(`shell.languageNames.${language}`)}</span>
        </button>
      ))}
    </div>
  );
});
