import { observer } from 'mobx-react-lite';
import {
  deeplinkFormOf,
  DEFAULT_DEEPLINK_MODE,
  taskDefinitionForSave,
  validateTaskDefinition,
} from '../../../../domain/admin/index.ts';
import { taskDefinitionResource, type TaskDefinition } from '../../api/adminCoreDataApi.ts';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { CsvImportButton } from './CsvImportDialog.tsx';
import {
  DEEPLINK_LABELS,
  DeeplinkFields,
  languageLabels,
  SCROLL_UP_MS,
  scrollToTop,
  SERVICE_GROUP_FILTER,
  ServiceGroupField,
  usedInFairReason,
  useListSource,
  useResourceForm,
  useScrollUpAfterFailedSave,
  type DeeplinkValues,
  type FormOf,
} from './coreDataScreens.tsx';

const OVERVIEW = '/admin/coredata';
/** Spec §4, §9: the process step's success flag lasts 2.75 s, then the view scrolls up over 1250 ms. */
const SUCCESS_MS = 2750;
const SAVED = 'Prozess-Schritt gespeichert';

type TaskDefinitionForm = FormOf<TaskDefinition, DeeplinkValues & { order?: number }>;

/** Process steps overview (spec §2: name and service group; delete disabled while used in a fair, §6). */
export const TaskDefinitionListPage = observer(function TaskDefinitionListPage() {
  const source = useListSource(taskDefinitionResource);
  return (
    <AdminListPage<TaskDefinition>
      title="Prozessschritte"
      headerActions={(reload) => (
        <CsvImportButton kind="taskDefinition" listTitle="Prozessschritte" onApplied={reload} />
      )}
      source={source}
      defaultSort="displayNameDe"
      columns={[
        { header: 'Name', cell: (item) => item.displayNameDe, sortKey: 'displayNameDe', primary: true },
        { header: 'Leistungsgruppe', cell: (item) => item.serviceGroup, sortKey: 'serviceGroup' },
        { header: 'ID', cell: (item) => <code className="coredata-id">{item._id}</code> },
      ]}
      newLink={{ to: '/admin/coredata/create', label: 'Neuer Prozessschritt' }}
      editPath={(item) => `/admin/coredata/edit/${encodeURIComponent(item._id)}`}
      describe={(item) => `Der Prozessschritt «${item.displayNameDe}»`}
      deleteQuestion={(item) =>
        `Soll der Prozessschritt «${item.displayNameDe}» (${item.serviceGroup}) wirklich gelöscht werden?`
      }
      deleteBlockedReason={usedInFairReason}
      exportFile={{ path: '/api/taskdefinitions', name: 'prozessschritte' }}
      filters={SERVICE_GROUP_FILTER}
      rowKey={(item) => item._id}
      bulk={{
        entity: 'taskDefinition',
        singular: 'Prozessschritt',
        plural: 'Prozessschritte',
        name: (item) => item.displayNameDe,
        usageKind: 'taskDefinition',
      }}
    />
  );
});

const LABELS: Readonly<Record<string, string>> = {
  ...languageLabels('displayName', 'Name'),
  serviceGroup: 'Leistungsgruppe',
  ...DEEPLINK_LABELS,
  order: 'Reihenfolge',
};

/**
 * Process step form (spec §3: the manual deep-link checkbox stands for the mode manual; order 99 on create).
 * Saved: "Prozess-Schritt gespeichert" for 2.75 s, then the view scrolls up over 1250 ms and returns to the
 * overview; a failure names its reason and scrolls to the top (§8).
 */
export const TaskDefinitionFormPage = observer(function TaskDefinitionFormPage() {
  const store = useResourceForm<TaskDefinitionForm>(taskDefinitionResource, OVERVIEW, {
    entity: 'taskDefinition',
    empty: () => ({
      displayNameDe: '',
      displayNameFr: '',
      displayNameEn: '',
      serviceGroup: '',
      deeplinkmode: DEFAULT_DEEPLINK_MODE,
      manualdeeplink: false,
      url: null,
      manualdeeplinktargetblank: false,
      coexposant: false,
    }),
    toForm: (item) => ({ ...(item as TaskDefinition), ...deeplinkFormOf(item as TaskDefinition) }),
    forSave: taskDefinitionForSave,
    validate: validateTaskDefinition,
    savedMessage: () => SAVED,
    failedMessage: 'Fehler beim Speichern des Prozess-Schritt',
    returnAfterMs: SUCCESS_MS,
    beforeReturn: () => scrollToTop(SCROLL_UP_MS),
  });
  useScrollUpAfterFailedSave(store);
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neuer Prozessschritt' : 'Prozessschritt bearbeiten'}
      back={{ to: OVERVIEW, label: 'Zu den Prozessschritten' }}
      saveLabel="Prozessschritt speichern"
      successMs={SUCCESS_MS}
      fieldLabel={(field) => LABELS[field] ?? field}
    >
      <div className="admin-card">
        <LanguageTextFields store={store} base="displayName" label="Name" required maxLength={200} />
        <div className="admin-grid">
          <ServiceGroupField store={store} field="serviceGroup" />
        </div>
      </div>
      <DeeplinkFields store={store} coexposant />
    </AdminFormPage>
  );
});
