import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';

export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appTitle = t('app.title');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appTitle}` : appTitle;
  }, [pageTitle, appTitle]);
}
