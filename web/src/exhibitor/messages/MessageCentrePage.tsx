import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { textIn } from '../../../../domain/presentation/localizedText.ts';
import type { Notification } from '../../api/messagesApi.ts';
import type { Language } from '../../api/types.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { FORMAT_LOCALES } from '../../i18n/languages.ts';
import { AlertIcon, ChevronIcon } from '../../ui/Icons.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { fairPageOf, MessageCentrePageStore, SORT_KEYS, type SortKey } from './MessageCentrePageStore.ts';
import './messageCentre.css';

function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The message centre (spec: exhibitor-area §2 Message centre): the e-mail switch and the sortable table of notifications. */
export const MessageCentrePage = observer(function MessageCentrePage() {
  const root = useStores();
  const { t } = useTranslation();
  const [page] = useState(() => new MessageCentrePageStore(root));
  useDocumentTitle(t('messageCentre.title'));

  useEffect(() => {
    void page.load();
  }, [page]);

  return (
    <div className="page message-centre">
      <div>
        <h1 className="page-title">{t('messageCentre.title')}</h1>
        <p className="lead">{t('messageCentre.intro')}</p>
      </div>
      {page.state === 'loaded' ? (
        <>
          <MailSwitch page={page} />
          {page.actionError && (
            <p className="banner banner-error" role="alert">
              <AlertIcon className="banner-icon" />
              <span className="banner-text">{t(`messageCentre.${page.actionError}`)}</span>
            </p>
          )}
          {page.isEmpty ? (
            <div className="empty-state">
              <p className="empty-state-title">{t('messageCentre.emptyTitle')}</p>
              <p>{t('messageCentre.emptyText')}</p>
            </div>
          ) : (
            <MessageTable page={page} />
          )}
        </>
      ) : (
        <TableSkeleton label={t('messageCentre.loading')} />
      )}
    </div>
  );
});

const MailSwitch = observer(function MailSwitch({ page }: { page: MessageCentrePageStore }) {
  const { t } = useTranslation();
  return (
    <section className="card message-mail-switch" aria-labelledby="message-mail-title">
      <h2 id="message-mail-title" className="subsection-title">
        {t('messageCentre.mailTitle')}
      </h2>
      <p className="message-mail-text">{t('messageCentre.mailText')}</p>
      <Switch
        checked={page.mailNotifications}
        onChange={(on) => void page.setMailNotifications(on)}
        label={t('messageCentre.mailSwitch')}
        onText={t('messageCentre.switchOn')}
        offText={t('messageCentre.switchOff')}
        disabled={page.savingMailNotifications}
      />
      <div className="message-digest">
        <h3 className="message-digest-title">{t('messageCentre.digestTitle')}</h3>
        <p className="message-mail-text">{t('messageCentre.digestText')}</p>
        <Switch
          checked={page.weeklyDigest}
          onChange={(on) => void page.setWeeklyDigest(on)}
          label={t('messageCentre.digestSwitch')}
          onText={t('messageCentre.switchOn')}
          offText={t('messageCentre.switchOff')}
          disabled={page.savingWeeklyDigest}
        />
      </div>
    </section>
  );
});

const MessageTable = observer(function MessageTable({ page }: { page: MessageCentrePageStore }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const typeLabel = (type: Notification['type']) => t(`messageCentre.types.${type}`);
  const rows = page.sorted(language, typeLabel);

  return (
    <section className="section" aria-labelledby="message-list-title">
      <h2 id="message-list-title" className="section-title">
        {t('messageCentre.listTitle')}
        {page.unreadCount > 0 && (
          <span className="badge message-unread-badge">
            {t('messageCentre.unreadCount', { count: page.unreadCount })}
          </span>
        )}
      </h2>
      {/* The card layout below 1024 px sets display on every table element, which drops their table semantics in
          WebKit: the explicit table roles keep them. */}
      <table className="message-table" role="table">
        <caption className="sr-only">
          {t('messageCentre.caption', {
            column: t(`messageCentre.columns.${page.sortKey}`),
            direction: t(`messageCentre.${page.sortDirection}`),
          })}
        </caption>
        <thead className="message-table-head" role="rowgroup">
          <tr role="row" data-label={t('messageCentre.sortBy')}>
            {SORT_KEYS.map((key) => (
              <SortHeader key={key} page={page} sortKey={key} />
            ))}
          </tr>
        </thead>
        {rows.map((notification) => (
          <MessageRows
            key={notification.id}
            page={page}
            notification={notification}
            language={language}
            typeLabel={typeLabel}
          />
        ))}
      </table>
    </section>
  );
});

const SortHeader = observer(function SortHeader({ page, sortKey }: { page: MessageCentrePageStore; sortKey: SortKey }) {
  const { t } = useTranslation();
  const active = page.sortKey === sortKey;
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={active ? page.sortDirection : undefined}
      className={`message-col-${sortKey}`}
    >
      <button type="button" className="message-sort" onClick={() => page.sortBy(sortKey)}>
        {t(`messageCentre.columns.${sortKey}`)}
        <span
          className={`message-sort-arrow${active ? ` message-sort-${page.sortDirection}` : ''}`}
          aria-hidden="true"
        />
      </button>
    </th>
  );
});

const MessageRows = observer(function MessageRows({
  page,
  notification,
  language,
  typeLabel,
}: {
  page: MessageCentrePageStore;
  notification: Notification;
  language: Language;
  typeLabel: (type: Notification['type']) => string;
}) {
  const { t } = useTranslation();
  const open = page.isExpanded(notification.id);
  const bodyId = `message-body-${notification.id}`;
  const fairPage = fairPageOf(notification);
  const fair = textIn(notification.fair, language);
  const booth = textIn(notification.booth, language);
  const rowClass = ['message-row', notification.unread ? 'message-row-unread' : '', open ? 'message-row-open' : '']
    .filter(Boolean)
    .join(' ');

  return (
    // One body per message keeps its row and its opened text together (and together in the card layout).
    <tbody className="message-group" role="rowgroup">
      <tr className={rowClass} role="row" data-message-id={notification.id}>
        <td className="message-col-type" role="cell" data-label={t('messageCentre.columns.type')}>
          <span className={`message-type message-type-${notification.type}`}>{typeLabel(notification.type)}</span>
        </td>
        <td className="message-col-date" role="cell" data-label={t('messageCentre.columns.date')}>
          <time dateTime={notification.date}>{formatDateTime(notification.date, language)}</time>
        </td>
        <td
          className={fair ? 'message-col-fair' : 'message-col-fair message-cell-empty'}
          role="cell"
          data-label={t('messageCentre.columns.fair')}
        >
          {fair || <span className="message-none">{t('messageCentre.none')}</span>}
        </td>
        <td
          className={fair || booth ? 'message-col-booth' : 'message-col-booth message-cell-empty'}
          role="cell"
          data-label={t('messageCentre.columns.booth')}
        >
          {fairPage ? (
            <Link className="message-booth-link" to={fairPage}>
              {booth || t('messageCentre.toBooth')}
              <span className="sr-only">
                {' '}
                {notification.taskId
                  ? t('messageCentre.toTaskHint', { fair })
                  : t('messageCentre.toBoothHint', { fair })}
              </span>
            </Link>
          ) : (
            booth || <span className="message-none">{t('messageCentre.none')}</span>
          )}
        </td>
        <td className="message-col-subject" role="cell" data-label={t('messageCentre.columns.subject')}>
          <button
            type="button"
            className="message-open"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => void page.toggle(notification.id)}
          >
            <ChevronIcon className={open ? 'chevron chevron-open' : 'chevron'} />
            <span className="message-subject">{notification.subject}</span>
            {notification.unread && <span className="badge message-new">{t('messageCentre.unread')}</span>}
          </button>
        </td>
      </tr>
      <tr className="message-body-row" role="row" id={bodyId} hidden={!open}>
        <td colSpan={5} role="cell">
          {open && (
            <div className="message-body">
              {/* Sanitised on the server when stored and again when served (openapi: Notification.body). */}
              <div className="message-body-html" dangerouslySetInnerHTML={{ __html: notification.body }} />
              {fairPage && (
                <Link className="button button-secondary message-body-link" to={fairPage}>
                  {t(notification.taskId ? 'messageCentre.toTaskButton' : 'messageCentre.toBoothButton', {
                    booth: booth || notification.boothId,
                  })}
                </Link>
              )}
            </div>
          )}
        </td>
      </tr>
    </tbody>
  );
});

function TableSkeleton({ label }: { label: string }) {
  return (
    <section className="section" aria-busy="true" aria-label={label}>
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="card message-skeleton" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="skeleton-line skeleton-line-wide" />
        ))}
      </div>
    </section>
  );
}
