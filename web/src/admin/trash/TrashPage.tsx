import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TrashEntity, TrashItem } from '../../api/adminTrashApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AdminLoadError, AdminLoading } from '../ui/AdminLoadError.tsx';
import { ADMIN_ITEM_KINDS } from '../ui/adminItemKinds.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ListExportButton } from '../list/ListExportButton.tsx';
import { TrashActions, trashKey } from './TrashActions.ts';
import { TrashPreviewDialog, TrashQuestionDialog } from './TrashDialogs.tsx';
import { TrashStore } from './TrashStore.ts';
import '../list/bulk.css';
import '../list/listTools.css';
import './trash.css';

/** Each kind of item: its German name and where it is edited once it is back. */
const KINDS: Record<TrashEntity, { readonly name: string; readonly editPath: (id: string) => string }> =
  ADMIN_ITEM_KINDS;
const ENTITIES = Object.keys(KINDS) as TrashEntity[];

const dateTime = new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium' });
const labelOf = (item: TrashItem) => `${KINDS[item.entity].name} «${item.label || item.id}»`;

/**
 * Der Papierkorb (beyond the spec): every delete of the back office lands here for 30 days; a row is restored
 * after Ja with its id and everything that went with it, and the message links to it.
 */
export const TrashPage = observer(function TrashPage() {
  const root = useStores();
  const [store] = useState(() => new TrashStore(root));
  const [actions] = useState(() => new TrashActions(root, store));
  useDocumentTitle('Admin: Papierkorb');

  useEffect(() => {
    void store.load();
  }, [store]);

  const pending = store.pending;
  const restored = store.restored;
  return (
    <div className="admin-page">
      <div className="admin-page-head">
        <h1 className="admin-title">Papierkorb</h1>
        {store.items.length > 0 && (
          <div className="admin-head-actions">
            {store.entity === '' && (
              <button type="button" className="button button-secondary" onClick={() => actions.ask('empty')}>
                Papierkorb leeren
              </button>
            )}
            <ListExportButton
              path="/api/admin/trash"
              name="papierkorb"
              query={() => (store.entity === '' ? '' : `entity=${store.entity}`)}
            />
          </div>
        )}
      </div>
      <p className="lead">
        Gelöschte Messen, Teaser, interessante Messen, Stammdaten und Webhooks bleiben 30 Tage hier und können mit
        allem, was dazugehört, wiederhergestellt werden. Danach werden sie endgültig gelöscht.
      </p>
      <div role="status" className="admin-status">
        {restored !== undefined && (
          <p className="admin-alert admin-alert-success">
            {labelOf(restored)} wurde wiederhergestellt.{' '}
            <Link to={KINDS[restored.entity].editPath(restored.id)}>{KINDS[restored.entity].name} öffnen</Link>
          </p>
        )}
        {actions.message !== undefined && (
          <div className="admin-alert admin-alert-success">
            <p>
              {actions.message.text}
              {actions.message.refused.length > 0 && ' Nicht wiederhergestellt:'}
            </p>
            {actions.message.refused.length > 0 && (
              <ul className="admin-refused">
                {actions.message.refused.map((refusal) => (
                  <li key={refusal.name}>
                    <strong>{refusal.name}</strong>: {refusal.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <div className="admin-search trash-filter">
        <label htmlFor="trash-filter">Art des Eintrags</label>
        <select
          id="trash-filter"
          className="admin-input"
          value={store.entity}
          onChange={(event) => store.filter(event.target.value as TrashEntity | '')}
        >
          <option value="">Alle</option>
          {ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {KINDS[entity].name}
            </option>
          ))}
        </select>
      </div>
      {store.state === 'loading' ? (
        <AdminLoading />
      ) : store.state === 'failed' ? (
        <AdminLoadError text="Der Papierkorb konnte nicht geladen werden." onRetry={() => void store.load()} />
      ) : store.items.length === 0 ? (
        <p className="empty-state" role="status">
          {store.entity === '' ? 'Der Papierkorb ist leer.' : 'Keine Einträge dieser Art im Papierkorb.'}
        </p>
      ) : (
        <>
          <div className="trash-bulk">
            <label className="admin-select-page">
              <input type="checkbox" checked={actions.allSelected} onChange={() => actions.toggleAll()} />
              Alle auswählen
            </label>
            {actions.chosen.length > 0 && (
              <span className="admin-bulk-bar" role="region" aria-label="Auswahl">
                <span>{actions.chosen.length} ausgewählt</span>
                <span aria-hidden="true">·</span>
                <button
                  type="button"
                  className="button button-primary button-small"
                  onClick={() => actions.ask('restore')}
                >
                  Wiederherstellen
                </button>
              </span>
            )}
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table trash-table">
              <caption className="sr-only">Gelöschte Einträge, die neuesten zuerst</caption>
              <thead>
                <tr>
                  <th scope="col" className="admin-select-cell">
                    <span className="sr-only">Auswahl</span>
                  </th>
                  <th scope="col">Eintrag</th>
                  <th scope="col">Art</th>
                  <th scope="col">Gelöscht</th>
                  <th scope="col">Endgültig gelöscht am</th>
                  <th scope="col">
                    <span className="sr-only">Aktionen</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {store.items.map((item) => (
                  <tr key={trashKey(item)}>
                    <td className="admin-select-cell">
                      <input
                        type="checkbox"
                        aria-label={`${labelOf(item)} auswählen`}
                        checked={actions.selected.has(trashKey(item))}
                        onChange={() => actions.toggle(item)}
                      />
                    </td>
                    <th scope="row">{item.label || item.id}</th>
                    <td data-label="Art">{KINDS[item.entity].name}</td>
                    <td data-label="Gelöscht">
                      {dateTime.format(new Date(item.deletedAt))} von {item.deletedByEmail ?? item.deletedBy}
                    </td>
                    <td data-label="Endgültig gelöscht am">{day.format(new Date(item.expiresAt))}</td>
                    <td className="admin-row-actions">
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => void actions.show(item)}
                        aria-label={`${labelOf(item)} ansehen`}
                      >
                        Ansehen
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => store.askRestore(item)}
                        aria-label={`${labelOf(item)} wiederherstellen`}
                      >
                        Wiederherstellen
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        onClick={() => actions.ask('purge', item)}
                        aria-label={`${labelOf(item)} endgültig löschen`}
                      >
                        Endgültig löschen
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <TrashPreviewDialog actions={actions} labelOf={labelOf} />
      <TrashQuestionDialog actions={actions} total={store.items.length} labelOf={labelOf} />
      <ConfirmDialog
        open={pending !== undefined}
        title="Wiederherstellen bestätigen"
        onYes={() => void store.confirmRestore()}
        onNo={() => store.cancelRestore()}
        busy={store.restoring}
        error={store.restoreError}
      >
        {pending !== undefined &&
          `Soll ${labelOf(pending)} mit allem, was dazugehört, wiederhergestellt werden? Aussteller sehen es danach wieder.`}
      </ConfirmDialog>
    </div>
  );
});
