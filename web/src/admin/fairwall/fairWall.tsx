import { observer } from 'mobx-react-lite';
import { validateFairWallEntry } from '../../../../domain/admin/index.ts';
import { fairWallResource, type FairWallEntry } from '../../api/adminCoreDataApi.ts';
import {
  germanDate,
  languageLabels,
  useListSource,
  useResourceForm,
  type FormOf,
} from '../coredata/coreDataScreens.tsx';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { DateRangeField } from '../form/DateRangeField.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { TextField } from '../form/TextField.tsx';
import { LogoFields } from '../form/LogoFields.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';

const OVERVIEW = '/admin/advertising/fairwallentries';
type FairWallForm = FormOf<FairWallEntry>;
const publication = (item: FairWallForm) => `${germanDate(item.publish.start)} – ${germanDate(item.publish.end)}`;

/** Interesting fairs overview ('Interessante Messen', spec §2: name with its publication, edit, delete Ja/Nein). */
export const FairWallListPage = observer(function FairWallListPage() {
  const source = useListSource(fairWallResource);
  return (
    <AdminListPage<FairWallEntry>
      title="Interessante Messen"
      intro="Die Logos, die Ausstellern als interessante Messen gezeigt werden, solange sie publiziert sind."
      source={source}
      defaultSort="displayName"
      columns={[
        { header: 'Name', cell: (item) => item.displayName, sortKey: 'displayName', primary: true },
        { header: 'Publikation', cell: publication, sortKey: 'publishStart' },
        {
          header: 'Logo',
          cell: (item) =>
            item.logoDe === null ? (
              <span className="admin-hint">Kein Logo</span>
            ) : (
              <img className="coredata-thumb" src={item.logoDe} alt="" />
            ),
        },
      ]}
      newLink={{ to: '/admin/advertising/createfairwall', label: 'Neue interessante Messe' }}
      editPath={(item) => `/admin/advertising/editfairwall/${item._id}`}
      describe={(item) => `Die Messe «${item.displayName}»`}
      deleteQuestion={(item) =>
        `Soll die interessante Messe «${item.displayName}» (publiziert ${publication(item)}) wirklich gelöscht werden?`
      }
      rowKey={(item) => item._id}
      exportFile={{ path: '/api/fairwallentry', name: 'interessante-messen' }}
      bulk={{
        entity: 'fairWallEntry',
        singular: 'interessante Messe',
        plural: 'interessante Messen',
        name: (item) => item.displayName,
      }}
    />
  );
});

const LABELS: Readonly<Record<string, string>> = {
  displayName: 'Name',
  ...languageLabels('logo', 'Logo'),
  ...languageLabels('url', 'Link'),
  publish: 'Publikation',
};

/**
 * Wall entry form (spec §3 Fair wall entry; §5: name and publication range required): logos per language,
 * fitted into 400x400 in the browser (§9), a link per language; a save returns to the overview (§4).
 */
export const FairWallFormPage = observer(function FairWallFormPage() {
  const store = useResourceForm<FairWallForm>(fairWallResource, OVERVIEW, {
    entity: 'fairWallEntry',
    empty: () => ({
      displayName: '',
      logoDe: null,
      logoFr: null,
      logoEn: null,
      urlDe: '',
      urlFr: '',
      urlEn: '',
      publish: { start: null, end: null },
    }),
    validate: validateFairWallEntry,
    savedMessage: (item) => `Die Messe «${item.displayName}» wurde gespeichert.`,
  });
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue interessante Messe' : 'Interessante Messe bearbeiten'}
      back={{ to: OVERVIEW, label: 'Zu den interessanten Messen' }}
      saveLabel="Messe speichern"
      fieldLabel={(field) => LABELS[field] ?? field}
    >
      <div className="admin-card">
        <div className="admin-grid">
          <TextField store={store} field="displayName" label="Name" required maxLength={500} />
          <DateRangeField
            store={store}
            field="publish"
            label="Publikation"
            required
            hint="Von wann bis wann Aussteller die Messe sehen."
          />
        </div>
      </div>
      <div className="admin-card">
        <h2 className="admin-card-title">Logos</h2>
        <LogoFields store={store} />
      </div>
      <div className="admin-card">
        <h2 className="admin-card-title">Links</h2>
        <LanguageTextFields store={store} base="url" label="Link" type="url" maxLength={2000} />
      </div>
    </AdminFormPage>
  );
});
