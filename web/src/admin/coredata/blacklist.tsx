import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { validateBlacklistEntry } from '../../../../domain/admin/index.ts';
import { blacklistResource, type BlacklistEntry } from '../../api/adminApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminFormPage, routeId } from '../form/AdminFormPage.tsx';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import { TextField } from '../form/TextField.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { CsvImportButton } from './CsvImportDialog.tsx';

const OVERVIEW = '/admin/coredata/blacklist';
type BlacklistForm = { _id?: string; version?: number; title: string; id: string };

/** Blacklist overview (spec: admin-back-office §2 core data lists). */
export const BlacklistListPage = observer(function BlacklistListPage() {
  const { api } = useStores();
  const [source] = useState(() => ({
    list: (params: Parameters<typeof blacklistResource.list>[1]) => blacklistResource.list(api, params),
    remove: (item: BlacklistEntry) => blacklistResource.remove(api, item._id, item.version),
  }));
  return (
    <AdminListPage<BlacklistEntry>
      title="Blacklist Leistungen"
      headerActions={(reload) => (
        <CsvImportButton kind="blacklistEntry" listTitle="Blacklist Leistungen" onApplied={reload} />
      )}
      source={source}
      defaultSort="title"
      columns={[
        { header: 'Bezeichnung', cell: (item) => item.title, sortKey: 'title', primary: true },
        { header: 'ID', cell: (item) => item.id, sortKey: 'id' },
      ]}
      newLink={{ to: '/admin/coredata/blacklistform/create', label: 'Neuer Eintrag' }}
      editPath={(item) => `/admin/coredata/blacklistform/${item._id}`}
      describe={(item) => `Der Eintrag «${item.title}»`}
      deleteQuestion={(item) => `Soll der Blacklist-Eintrag «${item.title}» (ID ${item.id}) wirklich gelöscht werden?`}
      exportFile={{ path: '/api/blacklistOverview', name: 'blacklist' }}
      rowKey={(item) => item._id}
      bulk={{
        entity: 'blacklistEntry',
        singular: 'Blacklist-Eintrag',
        plural: 'Blacklist-Einträge',
        name: (item) => item.title,
      }}
    />
  );
});

/**
 * Blacklist form (spec §2): headings by mode, fields Bezeichnung and ID, button "Eintrag speichern"; in edit
 * mode the entry is loaded by the route id; a save returns to the overview (§4).
 */
export const BlacklistFormPage = observer(function BlacklistFormPage() {
  const root = useStores();
  const navigate = useNavigate();
  const id = routeId(useParams());
  const [store] = useState(
    () =>
      new AdminFormStore<BlacklistForm>(
        root,
        {
          entity: 'blacklistEntry',
          empty: () => ({ title: '', id: '' }),
          load: (api, entryId) => blacklistResource.get(api, entryId),
          save: (api, value, entryId) => blacklistResource.save(api, value, entryId),
          validate: validateBlacklistEntry,
          savedMessage: (saved) => `Der Eintrag «${saved.title}» wurde gespeichert.`,
        },
        id,
      ),
  );
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neuer Leistungen Blacklist Eintrag erfassen' : 'Leistungen Blacklist Eintrag bearbeiten'}
      back={{ to: OVERVIEW, label: 'Zur Blacklist' }}
      saveLabel="Eintrag speichern"
      onSaved={(saved) =>
        void navigate(OVERVIEW, { state: { notice: `Der Eintrag «${saved.title}» wurde gespeichert.` } })
      }
      fieldLabel={(field) => ({ title: 'Bezeichnung', id: 'ID' })[field] ?? field}
    >
      <div className="admin-card">
        <div className="admin-grid">
          <TextField store={store} field="title" label="Bezeichnung" required maxLength={200} />
          <TextField store={store} field="id" label="ID" required maxLength={200} />
        </div>
      </div>
    </AdminFormPage>
  );
});
