import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { ExternalIcon } from './Icons.tsx';

/** Links starting with a single slash stay in this window; links to other hosts open a new one (spec: exhibitor-area §5). */
export function opensInSameWindow(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (opensInSameWindow(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon className="icon-external" />
      <span className="sr-only"> {t('common.opensInNewWindow')}</span>
    </a>
  );
}
