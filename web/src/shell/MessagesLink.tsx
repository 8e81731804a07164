import { observer } from 'mobx-react-lite';
import { useTranslation } from '../i18n/react.tsx';
import { NavLink } from 'react-router';
import { useStores } from '../app/StoreContext.tsx';
import './messagesLink.css';

/** The message centre in the main navigation with the number of unread messages (spec: exhibitor-area §2 Message centre). */
export const MessagesLink = observer(function MessagesLink() {
  const { home } = useStores();
  const { t } = useTranslation();
  const unread = home.unreadNotifications;
  return (
    <NavLink className="nav-link messages-link" to="/messages">
      {t('shell.messages')}
      {unread > 0 && (
        <>
          <span className="nav-count" aria-hidden="true">
            {unread}
          </span>
          <span className="sr-only"> ({t('shell.messagesUnread', { count: unread })})</span>
        </>
      )}
    </NavLink>
  );
});
