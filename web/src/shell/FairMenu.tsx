import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FairNavigationEntry } from '../api/types.ts';
import { useStores } from '../app/StoreContext.tsx';
import { ChevronIcon } from '../ui/Icons.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';

/** The fairs currently published with the user's booths, each a collapsible list (spec: exhibitor-area §2 Shell). */
export const FairMenu = observer(function FairMenu() {
  const { home } = useStores();
  const { t } = useTranslation();
  const { open, containerProps, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  const fairs = home.fairNavigation;
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

const FairEntry = observer(function FairEntry({ fair }: { fair: FairNavigationEntry }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const { open, buttonProps, panelProps } = useDisclosure(true);
  const name = fair.displayName[session.language];
  return (
    <li className="fair-entry">
      <button {...buttonProps} className="fair-entry-toggle">
        <ChevronIcon className={open ? 'chevron chevron-open' : 'chevron'} />
        <span>{name}</span>
      </button>
      <ul {...panelProps} className="fair-entry-booths" aria-label={t('shell.boothsOfFair', { fair: name })}>
        {fair.booths.map((booth) => (
          <li key={booth.regiNr} className="fair-entry-booth">
            {booth.label[session.language]}
          </li>
        ))}
      </ul>
    </li>
  );
});
