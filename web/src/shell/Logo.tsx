import { useTranslation } from '../i18n/react.tsx';

/** The operator's wordmark: a red tile with a white cross and the name; the product name below is translated. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="logo-text">
        <span className="logo-name">helvexpo</span> <span className="logo-product">{t('app.title')}</span>
      </span>
    </span>
  );
}
