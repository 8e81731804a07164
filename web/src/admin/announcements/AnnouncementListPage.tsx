import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Announcement } from '../../api/adminAnnouncementsApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import type { ListNotice } from '../list/AdminListPage.tsx';
import { AdminLoadError } from '../ui/AdminLoadError.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SuccessAlert } from '../ui/SuccessAlert.tsx';
import { AnnouncementsStore } from './AnnouncementsStore.ts';
import './announcements.css';

export const ANNOUNCEMENTS_PATH = '/admin/announcements';

const STATUS_LABELS: Readonly<Record<Announcement['status'], string>> = {
  scheduled: 'Geplant',
  sending: 'Wird versendet',
  sent: 'Versendet',
  cancelled: 'Storniert',
};

// Swiss time, as the other admin screens show it.
const dateTime = new Intl.DateTimeFormat('de-CH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});
export const formatInstant = (iso: string): string => dateTime.format(new Date(iso));

/**
 * Mitteilungen (beyond the spec): the organiser's messages to a segment of a fair's booths, with how many each
 * reached, were e-mailed and read it in the message centre; a scheduled one can still be cancelled.
 */
export const AnnouncementListPage = observer(function AnnouncementListPage() {
  const root = useStores();
  const location = useLocation();
  const [store] = useState(() => new AnnouncementsStore(root));
  const handedNotice = (location.state as ListNotice | null)?.notice;
  useDocumentTitle('Admin: Mitteilungen');

  useEffect(() => {
    void store.load();
  }, [store]);

  // The cancel button of the row is gone with its dialog: the focus goes to the heading, not to the page's start.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (store.noticeAt > 0) headingRef.current?.focus();
  }, [store.noticeAt]);

  const pending = store.pendingCancel;
  return (
    <div className="admin-page">
      <div className="admin-page-head">
        <h1 className="admin-title" ref={headingRef} tabIndex={-1}>
          Mitteilungen
        </h1>
        {store.state === 'ready' && store.items.length > 0 && (
          <div className="admin-head-actions">
            <NewAnnouncementLink />
          </div>
        )}
      </div>
      <p className="lead">
        Eine Mitteilung erreicht die Aussteller eines Teils der Stände einer Messe in ihrer Nachrichtenzentrale, in
        ihrer Sprache, auf Wunsch auch per E-Mail.
      </p>
      <SuccessAlert message={store.notice ?? handedNotice} shownAt={store.noticeAt} />
      {store.state === 'loading' ? (
        <p className="admin-hint" role="status" aria-busy="true">
          Mitteilungen werden geladen …
        </p>
      ) : store.state === 'failed' ? (
        <AdminLoadError text="Die Mitteilungen konnten nicht geladen werden." onRetry={() => void store.load()} />
      ) : store.items.length === 0 ? (
        <div className="announcement-empty">
          <h2>Noch keine Mitteilungen</h2>
          <p>Schreiben Sie den Ausstellern einer Messe, zum Beispiel allen, deren Versicherung überfällig ist.</p>
          <NewAnnouncementLink />
        </div>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table announcement-table">
            <caption className="sr-only">Mitteilungen mit ihren Empfängern und Lesern</caption>
            <thead>
              <tr>
                <th scope="col">Betreff</th>
                <th scope="col">Messe</th>
                <th scope="col">Versand</th>
                <th scope="col">Empfänger</th>
                <th scope="col">Zugestellt</th>
                <th scope="col">E-Mails</th>
                <th scope="col">Gelesen</th>
                <th scope="col">
                  <span className="sr-only">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.items.map((announcement) => (
                <AnnouncementRow
                  key={announcement.id}
                  announcement={announcement}
                  onCancel={() => store.askCancel(announcement)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title="Stornieren bestätigen"
        onYes={() => void store.confirmCancel()}
        onNo={() => store.dismissCancel()}
        busy={store.cancelling}
        error={store.cancelError}
      >
        {pending !== undefined &&
          `Soll die Mitteilung «${pending.subjectDe}» wirklich storniert werden? Sie wird dann nicht versendet.`}
      </ConfirmDialog>
    </div>
  );
});

function NewAnnouncementLink() {
  return (
    <Link className="button button-primary" to={`${ANNOUNCEMENTS_PATH}/new`}>
      Neue Mitteilung
    </Link>
  );
}

function AnnouncementRow({ announcement, onCancel }: { announcement: Announcement; onCancel: () => void }) {
  const when = announcement.sentAt ?? announcement.sendAt;
  return (
    <tr>
      <th scope="row" className="announcement-subject">
        {announcement.subjectDe}
      </th>
      <td data-label="Messe">{announcement.fairIdCode}</td>
      <td data-label="Versand">
        <span className={`badge admin-badge announcement-status-${announcement.status}`}>
          {STATUS_LABELS[announcement.status]}
        </span>{' '}
        <span className="announcement-when">{formatInstant(when)}</span>
        {announcement.sendMail && <span className="announcement-mail"> · auch per E-Mail</span>}
      </td>
      <td data-label="Empfänger">{announcement.recipients ?? '–'}</td>
      <td data-label="Zugestellt">{announcement.delivered}</td>
      <td data-label="E-Mails">{announcement.emailed}</td>
      <td data-label="Gelesen">{announcement.read}</td>
      <td className="admin-row-actions">
        {announcement.status === 'scheduled' && (
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={onCancel}
            aria-label={`Mitteilung «${announcement.subjectDe}» stornieren`}
          >
            Stornieren
          </button>
        )}
      </td>
    </tr>
  );
}
