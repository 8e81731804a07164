import { observer } from 'mobx-react-lite';
import { deeplinkFormOf, DEFAULT_DEEPLINK_MODE, taskTitleForSave, validateTaskTitle, type TaskDefinitionDeeplinkMode } from '../../../../domain/admin/index.ts';
import { taskTitleResource, type TaskTitle } from '../../api/adminCoreDataApi.ts';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { LanguageTextFields } from '../form/fields.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { DeeplinkFields, ServiceGroupField, usedInFairReason, useFormStore, useListSource, useReturnToOverview } from './coreDataScreens.tsx';

const OVERVIEW = '/admin/coredata/tasktitles';
const saved = (item: { titleDe: string }) => `Die Prozessgruppe «${item.titleDe}» wurde gespeichert.`;

type TaskTitleForm = Omit<TaskTitle, '_id' | 'version' | 'deeplinkmode' | 'manualdeeplink' | 'isUsed'> & {
  _id?: string;
  version?: number;
  deeplinkmode: TaskDefinitionDeeplinkMode | null;
  manualdeeplink: boolean;
  isUsed?: boolean;
};

/** Process groups overview (spec §2: name; delete disabled while used in a fair, §6). */
export const TaskTitleListPage = observer(function TaskTitleListPage() {
  const source = useListSource(taskTitleResource);
  return (
    <AdminListPage<TaskTitle>
      title="Prozessgruppen"
      source={source}
      defaultSort="titleDe"
      columns={[
        { header: 'Name', cell: (item) => item.titleDe, sortKey: 'titleDe', primary: true },
        { header: 'Leistungsgruppe', cell: (item) => item.serviceGroup, sortKey: 'serviceGroup' },
        { header: 'ID', cell: (item) => <code className="coredata-id">{item._id}</code> },
      ]}
      newLink={{ to: '/admin/coredata/tasktitleform/create', label: 'Neue Prozessgruppe' }}
      editPath={(item) => `/admin/coredata/tasktitleform/${encodeURIComponent(item._id)}`}
      describe={(item) => `Die Prozessgruppe «${item.titleDe}»`}
      deleteQuestion={(item) => `Soll die Prozessgruppe «${item.titleDe}» wirklich gelöscht werden?`}
      deleteBlockedReason={usedInFairReason}
      rowKey={(item) => item._id}
    />
  );
});

const LABELS: Readonly<Record<string, string>> = {
  titleDe: 'Titel (Deutsch)',
  titleFr: 'Titel (Französisch)',
  titleEn: 'Titel (Englisch)',
  serviceGroup: 'Leistungsgruppe',
  deeplinkmode: 'Deeplink-Modus',
  url: 'Adresse des Deeplinks',
  manualdeeplinktargetblank: 'In neuem Fenster öffnen',
};

/** Process group form (spec §3: titles de/fr/en, service group, the deep link as for process steps); a save returns to the overview (§4). */
export const TaskTitleFormPage = observer(function TaskTitleFormPage() {
  const store = useFormStore<TaskTitleForm>({
    entity: 'taskTitle',
    empty: () => ({ titleDe: '', titleFr: '', titleEn: '', serviceGroup: '', deeplinkmode: DEFAULT_DEEPLINK_MODE, manualdeeplink: false, url: null, manualdeeplinktargetblank: false }),
    load: (api, id) => taskTitleResource.get(api, id),
    toForm: (item) => ({ ...(item as TaskTitle), ...deeplinkFormOf(item as TaskTitle) }),
    save: (api, value, id) => taskTitleResource.save(api, taskTitleForSave(value), id),
    validate: validateTaskTitle,
    savedMessage: saved,
  });
  useReturnToOverview(store, OVERVIEW, saved);
  return (
    <AdminFormPage store={store} title={store.isNew ? 'Neue Prozessgruppe' : 'Prozessgruppe bearbeiten'} back={{ to: OVERVIEW, label: 'Zu den Prozessgruppen' }} saveLabel="Prozessgruppe speichern" fieldLabel={(field) => LABELS[field] ?? field}>
      <div className="admin-card">
        <LanguageTextFields store={store} base="title" label="Titel" required maxLength={200} />
        <div className="admin-grid">
          <ServiceGroupField store={store} field="serviceGroup" />
        </div>
      </div>
      <DeeplinkFields store={store} />
    </AdminFormPage>
  );
});
