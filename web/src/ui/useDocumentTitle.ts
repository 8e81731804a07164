import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appTitle}` : appTitle;
  }, [pageTitle, appTitle]);
}
