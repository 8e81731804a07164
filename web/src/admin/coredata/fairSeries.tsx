import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { fairSeriesLink, validateFairSeries } from '../../../../domain/admin/index.ts';
import { fairSeriesResource, type FairSeries } from '../../api/adminCoreDataApi.ts';
import { AdminFormPage } from '../form/AdminFormPage.tsx';
import { LanguageTextFields } from '../form/LanguageTextFields.tsx';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { CsvImportButton } from './CsvImportDialog.tsx';
import { languageLabels, usedInFairReason, useListSource, useResourceForm } from './coreDataScreens.tsx';

const OVERVIEW = '/admin/coredata/fairseries';
type FairSeriesForm = {
  _id?: string;
  version?: number;
  titleDe: string;
  titleFr: string;
  titleEn: string;
  isUsed?: boolean;
};

/** Fair series overview (spec §2: name; delete disabled while a fair uses it, §6). */
export const FairSeriesListPage = observer(function FairSeriesListPage() {
  const source = useListSource(fairSeriesResource);
  return (
    <AdminListPage<FairSeries>
      title="Messe-Reihen"
      headerActions={(reload) => <CsvImportButton kind="fairSeries" listTitle="Messe-Reihen" onApplied={reload} />}
      source={source}
      defaultSort="titleDe"
      columns={[
        { header: 'Name', cell: (item) => item.titleDe, sortKey: 'titleDe', primary: true },
        { header: 'ID', cell: (item) => <code className="coredata-id">{item._id}</code>, sortKey: '_id' },
      ]}
      newLink={{ to: '/admin/coredata/fairseriesform', label: 'Neue Messe-Reihe' }}
      editPath={(item) => `/admin/coredata/fairseriesform/${encodeURIComponent(item._id)}`}
      describe={(item) => `Die Messe-Reihe «${item.titleDe}»`}
      deleteQuestion={(item) => `Soll die Messe-Reihe «${item.titleDe}» wirklich gelöscht werden?`}
      deleteBlockedReason={usedInFairReason}
      exportFile={{ path: '/api/fairseries', name: 'messe-reihen' }}
      rowKey={(item) => item._id}
      bulk={{
        entity: 'fairSeries',
        singular: 'Messe-Reihe',
        plural: 'Messe-Reihen',
        name: (item) => item.titleDe,
        usageKind: 'fairSeries',
      }}
    />
  );
});

/** Fair series form (spec §3: titles de/fr/en); editing shows the read-only link to the site root with `_fs` (§2). */
export const FairSeriesFormPage = observer(function FairSeriesFormPage() {
  const store = useResourceForm<FairSeriesForm>(fairSeriesResource, OVERVIEW, {
    entity: 'fairSeries',
    empty: () => ({ titleDe: '', titleFr: '', titleEn: '' }),
    validate: validateFairSeries,
    savedMessage: (item) => `Die Messe-Reihe «${item.titleDe}» wurde gespeichert.`,
  });
  const seriesId = store.value._id;
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue Messe-Reihe' : 'Messe-Reihe bearbeiten'}
      back={{ to: OVERVIEW, label: 'Zu den Messe-Reihen' }}
      saveLabel="Messe-Reihe speichern"
      fieldLabel={(field) => languageLabels('title', 'Titel')[field] ?? field}
    >
      <div className="admin-card">
        <LanguageTextFields store={store} base="title" label="Titel" required maxLength={200} />
      </div>
      {!store.isNew && seriesId !== undefined && <SeriesLink link={fairSeriesLink(seriesId, window.location.origin)} />}
    </AdminFormPage>
  );
});

/** The link exhibitors of this series are sent with: read-only, selectable and copyable. */
function SeriesLink({ link }: { link: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Der Link wurde in die Zwischenablage kopiert.');
    } catch {
      input.current?.select();
      setCopied('Der Link ist markiert: kopieren Sie ihn mit Strg+C.');
    }
  };
  return (
    <div className="admin-card">
      <div className="admin-field">
        <label htmlFor={id} className="admin-label">
          Link zur Messe-Reihe
        </label>
        <div className="coredata-link">
          <input
            ref={input}
            id={id}
            className="admin-input"
            type="text"
            readOnly
            value={link}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            Link kopieren
          </button>
        </div>
        <p id={`${id}-hint`} className="admin-hint">
          Die Startseite des Portals mit dieser Messe-Reihe (Parameter _fs).
        </p>
        <p role="status" className="admin-hint">
          {copied}
        </p>
      </div>
    </div>
  );
}
