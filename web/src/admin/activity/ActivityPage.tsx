import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ActivityEntry, ActivityFilter } from '../../api/adminActivityApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { dayValueOf, germanDayText } from '../form/germanDate.ts';
import { ADMIN_ITEM_KINDS, historyPath, isAdminItemKind } from '../ui/adminItemKinds.ts';
import { AdminLoadError, AdminLoading } from '../ui/AdminLoadError.tsx';
import { ACTIVITY_PAGE_SIZES, ActivityStore, activityFilterOf, activitySearchOf } from './ActivityStore.ts';
import './activity.css';

const ACTIONS: Record<ActivityEntry['action'], string> = {
  create: 'Erstellt',
  update: 'Geändert',
  delete: 'Gelöscht',
  restore: 'Wiederhergestellt',
};
const dateTime = new Intl.DateTimeFormat('de-CH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});
/** Kinds the audit names that have no form of their own (no link, no filter): their German name only. */
const FORMLESS_KIND_NAMES: Readonly<Record<string, string>> = { announcement: 'Mitteilung' };
const kindName = (entity: string) =>
  isAdminItemKind(entity) ? ADMIN_ITEM_KINDS[entity].name : (FORMLESS_KIND_NAMES[entity] ?? entity);

/**
 * Aktivität (beyond the spec): every change of the back office, newest first, filtered by kind, item, manager and
 * period; the filter and the page live in the address, so reload, Back and a shared link keep them. Each entry
 * links to its item's form and to that form's change history.
 */
export const ActivityPage = observer(function ActivityPage() {
  const root = useStores();
  const [store] = useState(() => new ActivityStore(root));
  const [search, setSearch] = useSearchParams();
  const filter = activityFilterOf(search);
  const query = activitySearchOf(filter).toString();
  useDocumentTitle('Admin: Aktivität');

  useEffect(() => {
    void store.load(activityFilterOf(new URLSearchParams(query)));
  }, [store, query]);

  const go = (next: ActivityFilter) => setSearch(activitySearchOf(next));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    go({
      entity: field('entity'),
      id: field('id'),
      manager: field('manager'),
      // The days are typed as TT.MM.JJJJ (as in every admin form) and kept in the address as ISO days.
      from: dayValueOf(field('from') ?? '') ?? undefined,
      to: dayValueOf(field('to') ?? '') ?? undefined,
      page: 1,
      pageSize: Number(field('pageSize') ?? filter.pageSize),
    });
  };
  const pages = Math.max(1, Math.ceil(store.total / filter.pageSize));

  return (
    <div className="admin-page">
      <div className="admin-page-head">
        <h1 className="admin-title">Aktivität</h1>
      </div>
      <p className="lead">Alle Änderungen im Backoffice, die neuesten zuerst: wer wann was geändert hat.</p>
      <form key={query} className="activity-filter" onSubmit={submit} aria-label="Aktivität filtern">
        <label>
          Art
          <select name="entity" className="admin-input" defaultValue={filter.entity ?? ''}>
            <option value="">Alle</option>
            {Object.entries(ADMIN_ITEM_KINDS).map(([kind, { name }]) => (
              <option key={kind} value={kind}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Eintrag (ID)
          <input name="id" className="admin-input" defaultValue={filter.id ?? ''} maxLength={200} />
        </label>
        <label>
          Manager (E-Mail)
          <input
            name="manager"
            type="email"
            className="admin-input"
            defaultValue={filter.manager ?? ''}
            maxLength={200}
            autoComplete="off"
          />
        </label>
        <label>
          Von
          <input
            name="from"
            className="admin-input admin-input-date"
            inputMode="numeric"
            placeholder="TT.MM.JJJJ"
            autoComplete="off"
            maxLength={10}
            defaultValue={germanDayText(filter.from)}
          />
        </label>
        <label>
          Bis
          <input
            name="to"
            className="admin-input admin-input-date"
            inputMode="numeric"
            placeholder="TT.MM.JJJJ"
            autoComplete="off"
            maxLength={10}
            defaultValue={germanDayText(filter.to)}
          />
        </label>
        <label>
          Pro Seite
          <select name="pageSize" className="admin-input" defaultValue={filter.pageSize}>
            {ACTIVITY_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="activity-filter-actions">
          <button type="submit" className="button button-primary">
            Filtern
          </button>
          {query !== '' && (
            <Link to="/admin/activity" className="button button-secondary">
              Zurücksetzen
            </Link>
          )}
        </div>
      </form>
      {store.state === 'loading' ? (
        <AdminLoading />
      ) : store.state === 'failed' ? (
        <AdminLoadError text={store.failure} onRetry={() => void store.load(filter)} />
      ) : store.entries.length === 0 ? (
        <p className="empty-state" role="status">
          {query === '' ? 'Noch keine Änderungen aufgezeichnet.' : 'Keine Änderungen unter diesem Filter.'}
        </p>
      ) : (
        <>
          <p role="status" className="activity-count">
            {store.total === 1 ? '1 Änderung' : `${store.total} Änderungen`}, Seite {filter.page} von {pages}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table activity-table">
              <caption className="sr-only">Änderungen, die neuesten zuerst</caption>
              <thead>
                <tr>
                  <th scope="col">Wann</th>
                  <th scope="col">Wer</th>
                  <th scope="col">Art</th>
                  <th scope="col">Eintrag</th>
                  <th scope="col">Aktion</th>
                  <th scope="col">Geänderte Felder</th>
                  <th scope="col">
                    <span className="sr-only">Links</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {store.entries.map((entry) => (
                  <ActivityRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="activity-pages" aria-label="Seiten">
              <button
                type="button"
                className="button button-secondary"
                disabled={filter.page <= 1}
                onClick={() => go({ ...filter, page: filter.page - 1 })}
              >
                Vorherige Seite
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={filter.page >= pages}
                onClick={() => go({ ...filter, page: filter.page + 1 })}
              >
                Nächste Seite
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
});

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const kind = isAdminItemKind(entry.entity) ? entry.entity : undefined;
  const who = entry.actorName ?? entry.actorEmail ?? 'Unbekannte Person';
  const label = `${kindName(entry.entity)} ${entry.entityId}`;
  return (
    <tr>
      <th scope="row">
        <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
      </th>
      <td data-label="Wer">{who}</td>
      <td data-label="Art">{kindName(entry.entity)}</td>
      <td data-label="Eintrag" className="activity-item">
        {entry.entityId}
      </td>
      <td data-label="Aktion">{ACTIONS[entry.action]}</td>
      <td data-label="Geänderte Felder">
        {entry.action === 'update' && entry.changes.length > 0 ? entry.changes.map((c) => c.field).join(', ') : '–'}
        {entry.note && <span className="activity-note">{entry.note}</span>}
      </td>
      <td className="admin-row-actions">
        {kind !== undefined && (
          <span className="activity-links">
            <Link
              to={ADMIN_ITEM_KINDS[kind].editPath(encodeURIComponent(entry.entityId))}
              aria-label={`${label} öffnen`}
            >
              Öffnen
            </Link>
            <Link to={historyPath(kind, entry.entityId)} aria-label={`Änderungsverlauf von ${label}`}>
              Verlauf
            </Link>
          </span>
        )}
      </td>
    </tr>
  );
}
