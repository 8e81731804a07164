import { observer } from 'mobx-react-lite';
import { headerDefinitionForSave, validateHeaderDefinition } from '../../../../domain/admin/index.ts';
import { headerDefinitionResource, type HeaderDefinition } from '../../api/adminCoreDataApi.ts';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { LanguageTextFields } from '../form/fields.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { ServiceGroupField, useFormStore, useListSource, useReturnToOverview, useScrollUpAfterFailedSave } from './coreDataScreens.tsx';

const OVERVIEW = '/admin/coredata/headerdefinitions';
const SAVED = 'Header-Definition gespeichert';

type HeaderDefinitionForm = Omit<HeaderDefinition, '_id' | 'version' | 'order'> & { _id?: string; version?: number; order?: number };

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
      deleteQuestion={(item) => `Soll die Header-Definition «${item.displayNameDe}» (${item.serviceGroupId}) wirklich gelöscht werden?`}
      rowKey={(item) => item._id}
    />
  );
});

const LABELS: Readonly<Record<string, string>> = {
  displayNameDe: 'Name (Deutsch)',
  displayNameFr: 'Name (Französisch)',
  displayNameEn: 'Name (Englisch)',
  'infoTexts.textDe': 'Infotext (Deutsch)',
  'infoTexts.textFr': 'Infotext (Französisch)',
  'infoTexts.textEn': 'Infotext (Englisch)',
  serviceGroupId: 'Leistungsgruppe',
  order: 'Reihenfolge',
};

/**
 * Header definition form (spec §3: names and info texts de/fr/en, service group; order 99 on create). Saved:
 * back to the overview with "Header-Definition gespeichert"; failed: "Fehler beim Speichern der
 * Header-Definition" with the reason, and the view scrolls to the top (§8).
 */
export const HeaderDefinitionFormPage = observer(function HeaderDefinitionFormPage() {
  const store = useFormStore<HeaderDefinitionForm>({
    entity: 'headerDefinition',
    empty: () => ({ displayNameDe: '', displayNameFr: '', displayNameEn: '', serviceGroupId: '', infoTexts: { textDe: '', textFr: '', textEn: '' } }),
    load: (api, id) => headerDefinitionResource.get(api, id),
    save: (api, value, id) => headerDefinitionResource.save(api, headerDefinitionForSave(value), id),
    validate: validateHeaderDefinition,
    savedMessage: () => SAVED,
    failedMessage: 'Fehler beim Speichern der Header-Definition',
  });
  useReturnToOverview(store, OVERVIEW, () => SAVED);
  useScrollUpAfterFailedSave(store);
  return (
    <AdminFormPage store={store} title={store.isNew ? 'Neue Header-Definition' : 'Header-Definition bearbeiten'} back={{ to: OVERVIEW, label: 'Zu den Header-Definitionen' }} saveLabel="Header-Definition speichern" fieldLabel={(field) => LABELS[field] ?? field}>
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
