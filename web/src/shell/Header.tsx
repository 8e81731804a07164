import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link, NavLink, useLocation } from 'react-router';
import { useStores } from '../app/StoreContext.tsx';
import { CloseIcon, LockIcon, MenuIcon } from '../ui/Icons.tsx';
import { useDisclosure } from '../ui/useDisclosure.ts';
import { FairMenu } from './FairMenu.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MessagesLink } from './MessagesLink.tsx';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';

export const Header = observer(function Header() {
  const { session } = useStores();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useDisclosure<HTMLElement>();
  const { close } = menu;
  const signedIn = session.state === 'signedIn';

  useEffect(() => close(), [pathname, close]);

  return (
    <header className="site-header" {...menu.containerProps}>
      <div className="header-inner">
        {/* Named by what it shows plus where it leads, so a voice user can say the visible words (WCAG 2.5.3). */}
        <Link className="brand" to="/">
          <Logo />
          <span className="sr-only"> – {t('shell.logoHome')}</span>
        </Link>
        {signedIn && (
          <>
            <button {...menu.buttonProps} className="menu-toggle">
              {menu.open ? <CloseIcon /> : <MenuIcon />}
              <span className="sr-only">{menu.open ? t('shell.closeMenu') : t('shell.openMenu')}</span>
            </button>
            <div id={menu.panelProps.id} className={menu.open ? 'site-nav site-nav-open' : 'site-nav'}>
              <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
                <ul className="nav-list">
                  <li>
                    <NavLink className="nav-link" to="/" end>
                      {t('shell.home')}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink className="nav-link" to="/deadlines">
                      {t('shell.deadlines')}
                    </NavLink>
                  </li>
                  <li>
                    <FairMenu />
                  </li>
                  <li>
                    <MessagesLink />
                  </li>
                  {session.isManager && (
                    <li>
                      <Link className="nav-link" to="/admin">
                        <LockIcon className="lock-icon" />
                        {t('shell.admin')}
                        <span className="sr-only"> ({t('shell.adminLocked')})</span>
                      </Link>
                    </li>
                  )}
                </ul>
              </nav>
              <UserMenu />
            </div>
          </>
        )}
        {/* After the navigation in reading order; on small screens CSS places it beside the menu button. */}
        <LanguageSwitcher />
      </div>
    </header>
  );
});
