import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
