import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Navigate } from 'react-router';
import { useStores } from './StoreContext.tsx';
import { ErrorPanel } from '../ui/ErrorPanel.tsx';
import { MessageBanner } from '../ui/MessageBanner.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/**
 * Pages for signed-in users. The server sends visitors without a session to the sign-in before the UI
 * loads, so a missing session here means it ended meanwhile: the user goes to /logout (spec §8).
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { session, home } = useStores();
  const { t } = useTranslation();
  const signedIn = session.state === 'signedIn';

  useEffect(() => {
    if (signedIn) void home.ensureLoaded();
  }, [signedIn, home]);

  switch (session.state) {
    case 'loading':
      return (
        <div className="page" aria-busy="true">
          <Spinner label={t('common.loading')} />
        </div>
      );
    case 'signedOut':
      return <Navigate to="/logout" replace />;
    case 'failed':
      return (
        <div className="page">
          <MessageBanner />
          <ErrorPanel text={t('errors.apiError')} onRetry={() => void session.load()} />
        </div>
      );
    case 'signedIn':
      return children;
  }
});
