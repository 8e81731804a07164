import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { matchPath, NavLink, useLocation } from 'react-router';
import { useStores } from '../app/StoreContext.tsx';
import { ChevronIcon, PlusIcon } from '../ui/Icons.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';
import { fairMenuItems, type FairMenuItem } from './fairMenuItems.ts';
import './fairMenu.css';

/** The fair and booth of the current route, read from the address (the shell is outside the page routes). */
function useFairRoute(): { fairIdCode: string; booth: string } | null {
  const { pathname } = useLocation();
  const match = matchPath({ path: '/fair/:code/:booth', end: false }, pathname);
  const { code, booth } = match?.params ?? {};
  return code && booth ? { fairIdCode: code, booth } : null;
}

/**
 * The fairs currently published with the user's booths, each a collapsible list of links to the booth's
 * page; on /fair/:code/new a "new booth" entry is added (spec: exhibitor-area §2 Shell).
 */
export const FairMenu = observer(function FairMenu() {
  const { home, session } = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = useFairRoute();
  const { open, close, containerProps, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  const fairs = fairMenuItems(
    home.fairNavigation,
    home.fairsOpenForRegistration,
    session.language,
    route,
    t('shell.newBooth'),
  );

  useEffect(() => close(), [pathname, close]);

  if (fairs.length === 0) return null;

  return (
    <div className="dropdown fair-menu" {...containerProps}>
      <button {...buttonProps} className="nav-link dropdown-toggle">
        {t('shell.fairs')}
        <ChevronIcon className={open ? 'chevron chevron-open' : 'chevron'} />
      </button>
      <div {...panelProps} className="dropdown-panel fair-menu-panel">
        <ul className="fair-menu-list">
          {fairs.map((fair) => (
            <FairEntry key={fair.idCode} fair={fair} />
          ))}
        </ul>
      </div>
    </div>
  );
});

function FairEntry({ fair }: { fair: FairMenuItem }) {
  const { t } = useTranslation();
  const { open, buttonProps, panelProps } = useDisclosure(true);
  return (
    <li className="fair-entry">
      <button {...buttonProps} className="fair-entry-toggle">
        <ChevronIcon className={open ? 'chevron chevron-open' : 'chevron'} />
        <span>{fair.label}</span>
      </button>
      <ul {...panelProps} className="fair-entry-booths" aria-label={t('shell.boothsOfFair', { fair: fair.label })}>
        {fair.booths.map((booth) => (
          <li key={booth.regiNr}>
            <NavLink
              className={booth.isNew ? 'fair-entry-booth fair-entry-booth-new' : 'fair-entry-booth'}
              to={`/fair/${encodeURIComponent(fair.idCode)}/${encodeURIComponent(booth.regiNr)}`}
              end={false}
            >
              {booth.isNew && <PlusIcon className="fair-entry-booth-icon" />}
              {booth.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
