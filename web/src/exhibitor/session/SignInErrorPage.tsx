import { useTranslation } from '../../i18n/react.tsx';
import { AlertIcon } from '../../ui/Icons.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function SignInErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signInError.title'));
  return (
    <div className="page page-narrow status-page">
      <AlertIcon className="status-page-icon" />
      <h1 className="page-title">{t('signInError.title')}</h1>
      <p className="lead">{t('signInError.text')}</p>
      {/* A full page load, so that the server starts a new sign-in. */}
      <a className="button button-primary" href="/">
        {t('signInError.retry')}
      </a>
    </div>
  );
}
