import { observer } from 'mobx-react-lite';
import {
  deeplinkFormOf,
  DEFAULT_DEEPLINK_MODE,
  taskTitleForSave,
  validateTaskTitle,
} from '../../../../domain/admin/index.ts';
import { taskTitleResource, type TaskTitle } from '../../api/adminCoreDataApi.ts';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { CsvImportButton } from './CsvImportDialog.tsx';
import {
  DEEPLINK_LABELS,
  DeeplinkFields,
  languageLabels,
  SERVICE_GROUP_FILTER,
  ServiceGroupField,
  usedInFairReason,
  useListSource,
  useResourceForm,
  type DeeplinkValues,
  type FormOf,
} from './coreDataScreens.tsx';

const OVERVIEW = '/admin/coredata/tasktitles';

type TaskTitleForm = FormOf<TaskTitle, DeeplinkValues>;

/** Process groups overview (spec §2: name; delete disabled while used in a fair, §6). */
export const TaskTitleListPage = observer(function TaskTitleListPage() {
  const source = useListSource(taskTitleResource);
  return (
    <AdminListPage<TaskTitle>
      title="Prozessgruppen"
      headerActions={(reload) => <CsvImportButton kind="taskTitle" listTitle="Prozessgruppen" onApplied={reload} />}
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
      exportFile={{ path: '/api/tasktitles', name: 'prozessgruppen' }}
      filters={SERVICE_GROUP_FILTER}
      rowKey={(item) => item._id}
      bulk={{
        entity: 'taskTitle',
        singular: 'Prozessgruppe',
        plural: 'Prozessgruppen',
        name: (item) => item.titleDe,
        usageKind: 'taskTitle',
      }}
    />
  );
});

const LABELS: Readonly<Record<string, string>> = {
  ...languageLabels('title', 'Titel'),
  serviceGroup: 'Leistungsgruppe',
  ...DEEPLINK_LABELS,
};

/** Process group form (spec §3: titles de/fr/en, service group, the deep link as for process steps); a save returns to the overview (§4). */
export const TaskTitleFormPage = observer(function TaskTitleFormPage() {
  const store = useResourceForm<TaskTitleForm>(taskTitleResource, OVERVIEW, {
    entity: 'taskTitle',
    empty: () => ({
      titleDe: '',
      titleFr: '',
      titleEn: '',
      serviceGroup: '',
      deeplinkmode: DEFAULT_DEEPLINK_MODE,
      manualdeeplink: false,
      url: null,
      manualdeeplinktargetblank: false,
    }),
    toForm: (item) => ({ ...(item as TaskTitle), ...deeplinkFormOf(item as TaskTitle) }),
    forSave: taskTitleForSave,
    validate: validateTaskTitle,
    savedMessage: (item) => `Die Prozessgruppe «${item.titleDe}» wurde gespeichert.`,
  });
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue Prozessgruppe' : 'Prozessgruppe bearbeiten'}
      back={{ to: OVERVIEW, label: 'Zu den Prozessgruppen' }}
      saveLabel="Prozessgruppe speichern"
      fieldLabel={(field) => LABELS[field] ?? field}
    >
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
