import { observer } from 'mobx-react-lite';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { useStores } from '../app/StoreContext.tsx';
import { ChevronIcon, UserIcon } from '../ui/Icons.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';

/** The user's name with Profile (the identity provider's account page, a full navigation) and Logout. */
export const UserMenu = observer(function UserMenu() {
  const { session } = useStores();
  const { t } = useTranslation();
  const { open, close, containerProps, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  const name = session.displayName;

  return (
    <div className="dropdown user-menu" {...containerProps}>
      <button {...buttonProps} className="user-menu-toggle" aria-label={t('shell.userMenu', { name })}>
        <UserIcon className="user-icon" />
        <span className="user-name">{name}</span>
        <ChevronIcon className={open ? 'chevron chevron-open' : 'chevron'} />
      </button>
      <ul {...panelProps} className="dropdown-panel dropdown-panel-end user-menu-panel">
        <li>
          <a className="dropdown-item" href="/profile">
            {t('shell.profile')}
          </a>
        </li>
        <li>
          <Link className="dropdown-item" to="/logout" onClick={close}>
            {t('shell.logout')}
          </Link>
        </li>
      </ul>
    </div>
  );
});
