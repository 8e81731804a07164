import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { BANNER_DELAY_MS } from '../../../domain/exhibitor/visibleSlice.ts';
import { useStores } from '../app/StoreContext.tsx';
import { AlertIcon, CloseIcon } from './Icons.tsx';

/** The message set in the UiStore (errors.apiError ...), dismissed by its button (spec: exhibitor-area §2 Home). */
export const MessageBanner = observer(function MessageBanner() {
  const { ui } = useStores();
  const { t } = useTranslation();
  const message = ui.message;
  const [shownMessage, setShownMessage] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (message === undefined) {
      setShownMessage(undefined);
      return;
    }
    const timer = setTimeout(() => setShownMessage(message), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <div role="alert" className="message-region">
      {shownMessage !== undefined && shownMessage === message && (
        <div className="banner banner-error">
          <AlertIcon className="banner-icon" />
          <p className="banner-text">{t(shownMessage)}</p>
          <button type="button" className="icon-button" onClick={() => ui.dismissMessage()}>
            <CloseIcon />
            <span className="sr-only">{t('common.dismiss')}</span>
          </button>
        </div>
      )}
    </div>
  );
});
