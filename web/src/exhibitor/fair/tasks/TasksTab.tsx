import { observer } from 'mobx-react-lite';
import type { FairPageView } from '../../../api/fairApi.ts';
import { useStores } from '../../../app/StoreContext.tsx';

/**
 * The tasks tab of the fair page (exhibitor-area §2 Task list). Contract with the fair page: it hands in the
 * booth page aggregate it loaded and the booth's registration number; this folder owns everything else.
 */
export const TasksTab = observer(function TasksTab({ view, regiNr }: { view: FairPageView; regiNr: string }) {
  const { session } = useStores();
  const language = session.language;
  return (
    <ul className="task-groups" data-regi-nr={regiNr}>
      {view.taskGroups.map((group) => (
        <li key={group.id}>{group.title?.[language] ?? group.serviceGroup}</li>
      ))}
    </ul>
  );
});
