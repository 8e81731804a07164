import { observer } from 'mobx-react-lite';
import { validateBoothService } from '../../../../domain/admin/index.ts';
import { boothServiceResource, type BoothService } from '../../api/adminCoreDataApi.ts';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { TextField } from '../form/TextField.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { CsvImportButton } from './CsvImportDialog.tsx';
import { usedInFairReason, useListSource, useResourceForm } from './coreDataScreens.tsx';

const OVERVIEW = '/admin/coredata/boothservice';
type BoothServiceForm = { _id?: string; version?: number; title: string; id: string };

/** Booth services overview (spec §2: name; delete disabled while a fair's task lists it, §6). */
export const BoothServiceListPage = observer(function BoothServiceListPage() {
  const source = useListSource(boothServiceResource);
  return (
    <AdminListPage<BoothService>
      title="Standleistungen"
      headerActions={(reload) => <CsvImportButton kind="boothService" listTitle="Standleistungen" onApplied={reload} />}
      source={source}
      defaultSort="title"
      columns={[
        { header: 'Bezeichnung', cell: (item) => item.title, sortKey: 'title', primary: true },
        { header: 'ID', cell: (item) => item.id, sortKey: 'id' },
      ]}
      newLink={{ to: '/admin/coredata/boothserviceform/create', label: 'Neue Standleistung' }}
      editPath={(item) => `/admin/coredata/boothserviceform/${item._id}`}
      describe={(item) => `Die Standleistung «${item.title}»`}
      deleteQuestion={(item) => `Soll die Standleistung «${item.title}» (ID ${item.id}) wirklich gelöscht werden?`}
      deleteBlockedReason={usedInFairReason}
      exportFile={{ path: '/api/boothservices', name: 'standleistungen' }}
      rowKey={(item) => item._id}
      bulk={{
        entity: 'boothService',
        singular: 'Standleistung',
        plural: 'Standleistungen',
        name: (item) => item.title,
        usageKind: 'boothService',
      }}
    />
  );
});

/** Booth service form (spec §3: title and id, both required, §5); a save returns to the overview (§4). */
export const BoothServiceFormPage = observer(function BoothServiceFormPage() {
  const store = useResourceForm<BoothServiceForm>(boothServiceResource, OVERVIEW, {
    entity: 'boothService',
    empty: () => ({ title: '', id: '' }),
    validate: validateBoothService,
    savedMessage: (item) => `Die Standleistung «${item.title}» wurde gespeichert.`,
  });
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue Standleistung' : 'Standleistung bearbeiten'}
      back={{ to: OVERVIEW, label: 'Zu den Standleistungen' }}
      saveLabel="Standleistung speichern"
      fieldLabel={(field) => ({ title: 'Bezeichnung', id: 'ID' })[field] ?? field}
    >
      <div className="admin-card">
        <div className="admin-grid">
          <TextField store={store} field="title" label="Bezeichnung" required maxLength={200} />
          <TextField
            store={store}
            field="id"
            label="ID"
            required
            maxLength={200}
            hint="Die ID der Leistung im Buchungssystem; eindeutig."
          />
        </div>
      </div>
    </AdminFormPage>
  );
});
