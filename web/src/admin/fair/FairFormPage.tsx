import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FAIR_TABS, validateFair, type AdminFair as DomainFair } from '../../../../domain/admin/index.ts';
import { fairResource, type AdminFairInput, type AdminFairTaskInput } from '../../api/adminApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { AdminFormPage, routeId } from '../form/AdminFormPage.tsx';
import { AdminFormStore } from '../form/AdminFormStore.ts';
import { LanguageTextFields, TextField } from '../form/fields.tsx';
import { ProcessConfigTab } from './process/ProcessConfigTab.tsx';

type FairForm = AdminFairInput;

/** SKELETON of the fair form (spec §2 fair create/edit); the fairs engineer completes it (issue 10). */
export const FairFormPage = observer(function FairFormPage() {
  const root = useStores();
  const navigate = useNavigate();
  const id = routeId(useParams());
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
          savedMessage: () => 'Die Messe wurde gespeichert.',
        },
        id,
      ),
  );
  const tasks = (store.get('tasks') ?? []) as AdminFairTaskInput[];
  return (
    <AdminFormPage
      store={store}
      title={store.isNew ? 'Neue Messe' : `Messe ${String(store.savedValue.idCode ?? '')}`}
      back={{ to: '/admin/fair', label: 'Zur Messeübersicht' }}
      onSaved={(saved) => {
        if (id === undefined && saved._id) void navigate(`/admin/fair/${saved._id}`, { replace: true, state: { notice: store.success } });
      }}
      tabs={[
        {
          id: FAIR_TABS.masterData,
          label: 'Messedaten',
          content: (
            <>
              <LanguageTextFields store={store} base="displayName" label="Name" required />
              <TextField store={store} field="idCode" label="Messe-Code" required />
            </>
          ),
        },
        {
          id: FAIR_TABS.processConfiguration,
          label: 'Prozesskonfiguration',
          content: <ProcessConfigTab tasks={tasks} onChange={(next) => store.set('tasks', next)} error={store.errorOf('tasks')} fairId={store.id} />,
        },
      ]}
    />
  );
});
