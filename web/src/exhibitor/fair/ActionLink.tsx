import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { FairPageLink } from '../../api/fairApi.ts';
import { ExternalIcon } from '../../ui/Icons.tsx';
import { opensInSameWindow } from '../../ui/SmartLink.tsx';

/**
 * A link of the fair page as the server built it: in this window when it says `same` (a path of this portal
 * starting with a single slash always is), otherwise in a new one (exhibitor-area §5).
 */
export function ActionLink({
  link,
  className,
  children,
}: {
  link: FairPageLink;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (link.window === 'same' || opensInSameWindow(link.href)) {
    return (
      <a href={link.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon className="icon-external" />
      <span className="sr-only"> {t('common.opensInNewWindow')}</span>
    </a>
  );
}
