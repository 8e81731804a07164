import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { fairResource, type ListParams } from '../../api/adminApi.ts';
import type { AdminFairSummary } from '../../api/adminFairApi.ts';
import { FAIR_LIFECYCLE_STATES } from '../../../../domain/admin/index.ts';
import { deleteFair, fairDeletionCheck } from '../../api/adminTrashApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { progressPath } from '../progress/progressLinks.ts';
import { AdminListPage } from '../list/AdminListPage.tsx';
import { DuplicateFairModal } from './DuplicateFairModal.tsx';
import { FairLifecycleBadge } from './FairLifecycleBadge.tsx';
import { shortDateRange } from './fairFields.ts';
import { useFairSeries } from './useFairSeries.ts';
import './fairForm.css';

/** "Die Messe «Name»": how the overview and the form name a fair. */
export const fairLabel = (fair: { displayNameDe?: string | null; idCode?: string | null }): string =>
  `Die Messe «${fair.displayNameDe || fair.idCode || ''}»`;

/** The lifecycle states a fair can have once saved (admin-back-office §4), as the server's `state` filter names them. */
const STATE_OPTIONS = [
  { value: 'saved', label: FAIR_LIFECYCLE_STATES.saved },
  { value: 'active', label: FAIR_LIFECYCLE_STATES.active },
  { value: 'ended', label: FAIR_LIFECYCLE_STATES.ended },
];

/**
 * The fair overview (spec: admin-back-office §2): search over names, code and series, the name column sortable
 * both ways (also code and publication), edit, delete answered Ja or Nein (a fair in use: the server's reason
 * shows in the dialog), "Neue Messe", paging, "Keine Einträge gefunden".
 */
export const FairOverviewPage = observer(function FairOverviewPage() {
  const root = useStores();
  const { api } = root;
  const { titles: series, options: seriesOptions } = useFairSeries();
  const [duplicating, setDuplicating] = useState<AdminFairSummary | undefined>(undefined);
  const [source] = useState(() => ({
    list: (params: ListParams) => fairResource.list(api, params),
    remove: (fair: AdminFairSummary, confirmCode?: string) => deleteFair(api, fair, confirmCode),
    codeToType: async (fair: AdminFairSummary) =>
      (await fairDeletionCheck(api, fair._id)).confirmCodeRequired ? fair.idCode : undefined,
  }));

  return (
    <>
      <AdminListPage<AdminFairSummary>
        title="Messen"
        source={source}
        defaultSort="displayNameDe"
        searchLabel="Messen suchen (Name, Code, Messe-Reihe)"
        columns={[
          {
            header: 'Name',
            cell: (fair) => fair.displayNameDe || '(ohne Namen)',
            sortKey: 'displayNameDe',
            primary: true,
          },
          {
            header: 'Code und Messe-Reihe',
            cell: (fair) => (
              <span className="fair-cell-lines">
                <span>{fair.idCode}</span>
                <span className="fair-cell-muted">{series.get(fair.fairSeries) ?? fair.fairSeries}</span>
              </span>
            ),
            sortKey: 'idCode',
          },
          {
            header: 'Publikation',
            cell: (fair) => (
              <span className="fair-cell-lines">
                <span>{shortDateRange(fair.publish)}</span>
                <FairLifecycleBadge fair={fair} named />
              </span>
            ),
            sortKey: 'publishStart',
          },
        ]}
        newLink={{ to: '/admin/fair/create', label: 'Neue Messe' }}
        editPath={(fair) => `/admin/fair/${fair._id}#messedaten`}
        describe={fairLabel}
        deleteQuestion={(fair) => `Soll die Messe «${fair.displayNameDe}» (${fair.idCode}) wirklich gelöscht werden?`}
        rowKey={(fair) => fair._id}
        filters={[
          { key: 'state', label: 'Status', options: STATE_OPTIONS },
          { key: 'series', label: 'Messe-Reihe', options: seriesOptions },
        ]}
        exportFile={{ path: '/api/admin/fairs', name: 'messen' }}
        bulk={{
          entity: 'fair',
          singular: 'Messe',
          plural: 'Messen',
          name: (fair) => fair.displayNameDe ?? fair.idCode ?? fair._id,
        }}
        rowActions={(fair) => (
          <>
            <Link
              className="button button-secondary button-small fair-row-progress"
              to={progressPath(fair._id)}
              aria-label={`Fortschritt der Messe «${fair.displayNameDe || fair.idCode}» (${fair.idCode})`}
            >
              Fortschritt
            </Link>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setDuplicating(fair)}
              aria-label={`${fairLabel(fair)} duplizieren`}
            >
              Duplizieren
            </button>
          </>
        )}
      />
      <DuplicateFairModal fair={duplicating} onClose={() => setDuplicating(undefined)} />
    </>
  );
});
