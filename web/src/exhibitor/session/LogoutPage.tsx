import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useStores } from '../../app/StoreContext.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { LogoutPageStore } from './LogoutPageStore.ts';
import { signInAddress } from './signInAddress.ts';

export const LogoutPage = observer(function LogoutPage() {
  const root = useStores();
  const { t } = useTranslation();
  const [page] = useState(() => new LogoutPageStore(root));
  const sessionState = root.session.state;
  useDocumentTitle(page.state === 'expired' ? t('logout.expiredTitle') : t('logout.title'));

  useEffect(() => {
    void page.start();
  }, [page, sessionState]);

  useEffect(() => {
    if (page.endSessionUrl) window.location.assign(page.endSessionUrl);
  }, [page.endSessionUrl]);

  useEffect(() => {
    // A full page load: the server starts the sign-in and comes back to the kept page.
    if (page.signInNow) window.location.assign(signInAddress(page.returnTo));
  }, [page.signInNow, page.returnTo]);

  if (page.state === 'expired') {
    return (
      <div className="page page-narrow status-page">
        <h1 className="page-title">{t('logout.expiredTitle')}</h1>
        <p className="lead">{t('logout.expiredText')}</p>
        {/* The sign-in comes back to the whole address the user was on, the tab or task of its fragment included. */}
        <a className="button button-primary" href={signInAddress(page.returnTo)}>
          {t('logout.signInBack')}
        </a>
      </div>
    );
  }
  if (page.state !== 'signedOut') {
    return (
      <div className="page page-narrow" aria-busy="true">
        <h1 className="page-title">{t('logout.title')}</h1>
        <Spinner label={t('logout.signingOut')} />
      </div>
    );
  }
  return (
    <div className="page page-narrow status-page">
      <h1 className="page-title">{t('logout.signedOutTitle')}</h1>
      <p className="lead">{t('logout.signedOutText')}</p>
      {/* A full page load, so that the server starts the sign-in (and comes back to a page kept before it). */}
      <a className="button button-primary" href={signInAddress(page.returnTo)}>
        {t('logout.signInAgain')}
      </a>
    </div>
  );
});
