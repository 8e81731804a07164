import { observer } from 'mobx-react-lite';
import { headerDefinitionForSave, validateHeaderDefinition } from '../../../../domain/admin/index.ts';
import { headerDefinitionResource, type HeaderDefinition } from '../../api/adminCoreDataApi.ts';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import {
  languageLabels,
  ServiceGroupField,
  useListSource,
  useResourceForm,
  useScrollUpAfterFailedSave,
  type FormOf,
} from './coreDataScreens.tsx';

const OVERVIEW = '/admin/coredata/headerdefinitions';

type HeaderDefinitionForm = FormOf<HeaderDefinition, { order?: number }>;

/** Header definitions overview (spec §2 leaves the columns open: name, service group, order). */
export const HeaderDefinitionListPage = observer(function HeaderDefinitionListPage() {
  const source = useListSource(headerDefinitionResource);
  return (
    <AdminListPage<HeaderDefinition>
      title="Header-Definitionen"
      source={source}
      defaultSort="displayNameDe"
      columns={[
        { header: 'Name', cell: (item) => item.displayNameDe, sortKey: 'displayNameDe', primary: true },
        { header: 'Leistungsgruppe', cell: (item) => item.serviceGroupId, sortKey: 'serviceGroupId' },
        { header: 'Reihenfolge', cell: (item) => item.order, sortKey: 'order' },
      ]}
      newLink={{ to: '/admin/coredata/headerform/create', label: 'Neue Header-Definition' }}
      editPath={(item) => `/admin/coredata/headerform/edit/${encodeURIComponent(item._id)}`}
      describe={(item) => `Die Header-Definition «${item.displayNameDe}»`}
      deleteQuestion={(item) =>
        `Soll die Header-Definition «${item.displayNameDe}» (${item.serviceGroupId}) wirklich gelöscht werden?`
      }
      exportFile={{ path: '/api/headerdefinitions', name: 'header-definitionen' }}
      rowKey={(item) => item._id}
      bulk={{
        entity: 'headerDefinition',
        singular: 'Header-Definition',
        plural: 'Header-Definitionen',
        name: (item) => item.displayNameDe,
      }}
    />
  );
});

const LABELS: Readonly<Record<string, string>> = {
  ...languageLabels('displayName', 'Name'),
  ...languageLabels('infoTexts.text', 'Infotext'),
  serviceGroupId: 'Leistungsgruppe',
  order: 'Reihenfolge',
};

/**
 * Header definition form (spec §3: names and info texts de/fr/en, service group; order 99 on create). Saved:
 * back to the overview with "Header-Definition gespeichert"; failed: "Fehler beim Speichern der
 * Header-Definition" with the reason, and the view scrolls to the top (§8).
 */
export const HeaderDefinitionFormPage = observer(function HeaderDefinitionFormPage() {
  const store = useResourceForm<HeaderDefinitionForm>(headerDefinitionResource, OVERVIEW, {
    entity: 'headerDefinition',
    empty: () => ({
      displayNameDe: '',
      displayNameFr: '',
      displayNameEn: '',
      serviceGroupId: '',
      infoTexts: { textDe: '', textFr: '', textEn: '' },
    }),
    forSave: headerDefinitionForSave,
    validate: validateHeaderDefinition,
    savedMessage: () => 'Header-Definition gespeichert',
    failedMessage: 'Fehler beim Speichern der Header-Definition',
  });
  useScrollUpAfterFailedSave(store);
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue Header-Definition' : 'Header-Definition bearbeiten'}
      back={{ to: OVERVIEW, label: 'Zu den Header-Definitionen' }}
      saveLabel="Header-Definition speichern"
      fieldLabel={(field) => LABELS[field] ?? field}
    >
      <div className="admin-card">
        <LanguageTextFields store={store} base="displayName" label="Name" required maxLength={200} />
        <div className="admin-grid">
          <ServiceGroupField store={store} field="serviceGroupId" />
        </div>
      </div>
      <div className="admin-card">
        <h2 className="admin-card-title">Infotexte</h2>
        <LanguageTextFields store={store} base="infoTexts.text" label="Infotext" required multiline maxLength={20000} />
      </div>
    </AdminFormPage>
  );
});
