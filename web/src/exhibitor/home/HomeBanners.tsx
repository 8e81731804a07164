import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { BellIcon, CloseIcon, InfoIcon } from '../../ui/Icons.tsx';
import { BANNER_DELAY_MS } from '../../../../domain/exhibitor/visibleSlice.ts';
import type { HomePageStore } from './HomePageStore.ts';

/** True once `active` has held for the banner delay (spec: exhibitor-area §9: 1.5 s); false again as soon as it ends. */
function useDelayed(active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return active && shown;
}

/**
 * The home page's banners (spec: exhibitor-area §2 Home): unread notifications with a link to the message
 * centre, and the operator's notice, dismissed by its button; both appear after 1.5 s. The live regions
 * are there from the start so that screen readers announce what appears in them.
 */
export const HomeBanners = observer(function HomeBanners({ page }: { page: HomePageStore }) {
  const { t } = useTranslation();
  const unread = page.unreadNotifications;
  const notice = page.notice;
  const showNotifications = useDelayed(unread > 0);
  const showNotice = useDelayed(notice !== undefined);

  return (
    <>
      <div role="status" className="message-region">
        {showNotifications && (
          <div className="banner banner-notification" data-banner="notifications">
            <BellIcon className="banner-icon" />
            <p className="banner-text">{t('home.unreadNotifications', { count: unread })}</p>
            <Link className="button button-secondary banner-action" to="/messages">
              {t('home.toMessageCentre')}
            </Link>
          </div>
        )}
      </div>
      <div role="status" className="message-region">
        {showNotice && notice !== undefined && (
          <div className="banner banner-notice" data-banner="notice">
            <InfoIcon className="banner-icon" />
            <p className="banner-text">
              <span className="sr-only">{t('common.notice')}: </span>
              {notice}
            </p>
            <button type="button" className="icon-button" onClick={() => page.dismissNotice()}>
              <CloseIcon />
              <span className="sr-only">{t('home.dismissNotice')}</span>
            </button>
          </div>
        )}
      </div>
    </>
  );
});
