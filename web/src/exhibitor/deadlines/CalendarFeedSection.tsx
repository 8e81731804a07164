import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useStores } from '../../app/StoreContext.tsx';
import { formatDate } from '../../i18n/format.ts';
import { AlertIcon } from '../../ui/Icons.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { CalendarFeedStore } from './CalendarFeedStore.ts';

/**
 * The calendar subscription: subscribe (the address is shown once, with a copy button and a webcal: link), and
 * while one exists since when, a new address or the end of the subscription, each confirmed. Once the subscription
 * has ended, its buttons are gone: the focus moves to the button that subscribes again, and a status says it ended.
 */
export const CalendarFeedSection = observer(function CalendarFeedSection({ feed }: { feed: CalendarFeedStore }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const subscribeButton = useRef<HTMLButtonElement>(null);
  const revoked = feed.notice === 'revoked';

  // Runs after the dialog has closed and tried to give the focus back to the button that no longer exists.
  useEffect(() => {
    if (revoked) subscribeButton.current?.focus();
  }, [revoked]);

  return (
    <section className="card calendar-feed" aria-labelledby="calendar-feed-title" aria-busy={feed.busy}>
      <h2 id="calendar-feed-title" className="subsection-title">
        {t('deadlines.calendar.title')}
      </h2>
      <p className="calendar-feed-text">{t('deadlines.calendar.text')}</p>
      {feed.state === 'loading' ? (
        <div className="calendar-feed-skeleton" aria-hidden="true">
          <span className="skeleton-line skeleton-line-wide" />
        </div>
      ) : feed.state === 'error' ? (
        <div className="calendar-feed-error">
          <p>{t('deadlines.calendar.loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void feed.load()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          {feed.created && <CreatedAddress feed={feed} />}
          {feed.active ? (
            <>
              {feed.createdAt && (
                <p className="calendar-feed-since">
                  {t('deadlines.calendar.activeSince', { date: formatDate(feed.createdAt, language) })}
                </p>
              )}
              {!feed.created && <p className="calendar-feed-hint">{t('deadlines.calendar.lostHint')}</p>}
              <div className="calendar-feed-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => feed.ask('renew')}
                  disabled={feed.busy}
                >
                  {t('deadlines.calendar.renew')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => feed.ask('revoke')}
                  disabled={feed.busy}
                >
                  {t('deadlines.calendar.revoke')}
                </button>
              </div>
            </>
          ) : (
            <button
              ref={subscribeButton}
              type="button"
              className="button button-primary calendar-feed-subscribe"
              onClick={() => void feed.subscribe()}
              disabled={feed.busy}
            >
              <CalendarIcon />
              {feed.busy ? t('deadlines.calendar.working') : t('deadlines.calendar.subscribe')}
            </button>
          )}
        </>
      )}
      <p className="calendar-feed-status" role="status">
        {revoked ? t('deadlines.calendar.revoked') : ''}
      </p>
      {feed.failure && (
        <p className="banner banner-error" role="alert">
          <AlertIcon className="banner-icon" />
          <span className="banner-text">{t(`deadlines.calendar.${feed.failure}`)}</span>
        </p>
      )}
      <ConfirmFeedChange feed={feed} />
    </section>
  );
});

/** The new address, this once: to copy (clipboard, else selected to copy by hand) or to open as webcal:. */
const CreatedAddress = observer(function CreatedAddress({ feed }: { feed: CalendarFeedStore }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const created = feed.created!;

  const copy = async () => {
    try {
      // Only in a secure context (https, localhost); elsewhere the address is selected for Ctrl+C.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(created.url);
      feed.setCopyState('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      feed.setCopyState('selectToCopy');
    }
  };

  return (
    <div className="calendar-feed-created">
      <h3 className="calendar-feed-created-title">{t('deadlines.calendar.addressTitle')}</h3>
      <p className="calendar-feed-once">{t('deadlines.calendar.onceHint')}</p>
      <label className="calendar-feed-address">
        <span className="calendar-feed-address-label">{t('deadlines.calendar.address')}</span>
        <input
          ref={input}
          type="text"
          readOnly
          value={created.url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="calendar-feed-actions">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {t('deadlines.calendar.copy')}
        </button>
        <a className="button button-secondary" href={created.webcalUrl}>
          {t('deadlines.calendar.openInCalendar')}
        </a>
      </div>
      <p className="calendar-feed-copy-state" role="status">
        {feed.copyState === 'idle' ? '' : t(`deadlines.calendar.${feed.copyState}`)}
      </p>
    </div>
  );
});

const ConfirmFeedChange = observer(function ConfirmFeedChange({ feed }: { feed: CalendarFeedStore }) {
  const { t } = useTranslation();
  const confirming = feed.confirming;
  const renew = confirming === 'renew';
  return (
    <Modal
      open={confirming !== null}
      title={t(renew ? 'deadlines.calendar.confirmRenewTitle' : 'deadlines.calendar.confirmRevokeTitle')}
      onClose={() => feed.cancel()}
      dismissDisabled={feed.busy}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => feed.cancel()} disabled={feed.busy}>
            {t('deadlines.calendar.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void feed.confirm()}
            disabled={feed.busy}
          >
            {feed.busy
              ? t('deadlines.calendar.working')
              : t(renew ? 'deadlines.calendar.renew' : 'deadlines.calendar.revoke')}
          </button>
        </>
      }
    >
      <p>{t(renew ? 'deadlines.calendar.confirmRenewText' : 'deadlines.calendar.confirmRevokeText')}</p>
    </Modal>
  );
});

function CalendarIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
