import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  FAIR_MERGE_OPTIONS,
  FAIR_TABS,
  validateFair,
  type AdminFair as DomainFair,
} from '../../../../domain/admin/index.ts';
import { fairResource, type AdminFairInput, type AdminFairTaskInput } from '../../api/adminApi.ts';
import { listFairSeries, type AdminFairSeriesOption } from '../../api/adminFairApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminFormPage, routeId } from '../form/AdminFormPage.tsx';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import { progressPath } from '../progress/progressLinks.ts';
import { FairAdditionalInfoTab } from './FairAdditionalInfoTab.tsx';
import { FairDocumentsTab } from './FairDocumentsTab.tsx';
import { FairLifecycleBadge } from './FairLifecycleBadge.tsx';
import { FairMasterDataTab } from './FairMasterDataTab.tsx';
import { FairPreview } from './FairPreview.tsx';
import { FairScheduleTab } from './FairScheduleTab.tsx';
import { fairFieldLabel, fairTabOf } from './fairFields.ts';
import { ProcessConfigTab } from './process/ProcessConfigTab.tsx';
import './fairForm.css';

type FairForm = AdminFairInput;

const fairName = (fair: FairForm): string => fair.displayNameDe || fair.idCode || '';

/**
 * The fair form (spec: admin-back-office §2 fair create/edit, §3 Fair, §4, §5 Fair, §9): tabs Messedaten,
 * Prozesskonfiguration, Dokumente, Ablauf Messe and Zusatzinformationen, each opened by its hash; the domain's
 * validator on submit (the tab of the first failing field opens), the lifecycle badge, the success alert for
 * 5 s; after a create the form moves to the fair's edit path. Change history, the stale-version dialog and the
 * unsaved-changes prompt come from AdminFormPage.
 */
export const FairFormPage = observer(function FairFormPage() {
  const root = useStores();
  const navigate = useNavigate();
  const id = routeId(useParams());
  const [series, setSeries] = useState<readonly AdminFairSeriesOption[]>([]);
  const [store] = useState(
    () =>
      new AdminFormStore<FairForm>(
        root,
        {
          entity: 'fair',
          empty: () => ({ tasks: [], documents: [], steps: [] }),
          load: (api, fairId) => fairResource.get(api, fairId),
          save: (api, value, fairId) => fairResource.save(api, value, fairId),
          validate: (value) => validateFair(value as unknown as DomainFair),
          tabOf: fairTabOf,
          savedMessage: (saved) => `Die Messe ${fairName(saved)} wurde gespeichert.`,
          failedMessage: 'Die Messe wurde nicht gespeichert',
          mergeOptions: FAIR_MERGE_OPTIONS,
        },
        id,
      ),
  );

  useEffect(() => {
    let current = true;
    listFairSeries(root.api).then(
      (all) => current && setSeries(all),
      (error: unknown) => root.handleApiFailure(error),
    );
    return () => {
      current = false;
    };
  }, [root]);

  const tasks = (store.get('tasks') ?? []) as AdminFairTaskInput[];
  const saved = store.savedValue;
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue Messe' : `Messe ${fairName(saved)}${saved.idCode ? ` (${saved.idCode})` : ''}`}
      loadingTitle="Messe bearbeiten"
      badge={
        <span className="admin-head-actions">
          <FairLifecycleBadge fair={saved} named />
          {store.id !== undefined && (
            <Link className="button button-secondary button-small" to={progressPath(store.id)}>
              Fortschritt
            </Link>
          )}
        </span>
      }
      back={{ to: '/admin/fair', label: 'Zur Messeübersicht' }}
      tabsLabel="Bereiche der Messe"
      fieldLabel={fairFieldLabel}
      restorable
      actions={<FairPreview saved={saved} current={store.value} dirty={store.dirty} />}
      onSaved={(stored) => {
        if (id === undefined && stored._id)
          void navigate(`/admin/fair/${stored._id}#${FAIR_TABS.masterData}`, {
            replace: true,
            state: { notice: store.success },
          });
      }}
      tabs={[
        {
          id: FAIR_TABS.masterData,
          label: 'Messedaten',
          content: <FairMasterDataTab store={store} series={series} />,
        },
        {
          id: FAIR_TABS.processConfiguration,
          label: 'Prozesskonfiguration',
          content: (
            <ProcessConfigTab
              tasks={tasks}
              onChange={(next) => store.set('tasks', next)}
              error={store.errorOf('tasks')}
              fairId={store.id}
            />
          ),
        },
        {
          id: FAIR_TABS.documents,
          label: 'Dokumente',
          content: <FairDocumentsTab store={store} />,
        },
        {
          id: FAIR_TABS.schedule,
          label: 'Ablauf Messe',
          content: <FairScheduleTab store={store} />,
        },
        {
          id: FAIR_TABS.additionalInformation,
          label: 'Zusatzinformationen',
          content: <FairAdditionalInfoTab store={store} />,
        },
      ]}
    />
  );
});
