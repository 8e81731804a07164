import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLocation } from 'react-router';
import type { FairPageView } from '../../../api/fairApi.ts';
import type { RootStore } from '../../../app/RootStore.ts';
import { useStores } from '../../../app/StoreContext.tsx';
import { afterNextPaint } from '../../../ui/afterNextPaint.ts';
import { taskAnchorId, taskIdOfHash } from './taskAnchor.ts';
import { TaskAssignmentsNotice } from './TaskAssignee.tsx';
import { TaskGroupView } from './TaskGroupView.tsx';
import { TaskToolbar } from './TaskToolbar.tsx';
import { TasksTabStore } from './TasksTabStore.ts';
import './tasks.css';

/**
 * The fair page shows only the selected tab, so this tab is mounted anew each time it is chosen. Its state
 * (sort, filter, open groups, the tasks as read again after a switch) belongs to the booth page aggregate it was
 * made for and is kept with it: a new aggregate (another booth, another language) starts afresh.
 */
const storesByView = new WeakMap<FairPageView, TasksTabStore>();

function tasksTabStoreOf(root: RootStore, view: FairPageView, regiNr: string): TasksTabStore {
  let store = storesByView.get(view);
  if (!store || store.regiNr !== regiNr) {
    store = new TasksTabStore(root, view, regiNr);
    storesByView.set(view, store);
  }
  return store;
}

/**
 * The tasks tab of the fair page (exhibitor-area §2 Task list). Contract with the fair page: it hands in the
 * booth page aggregate it loaded and the booth's registration number; this folder owns everything else.
 */
export const TasksTab = observer(function TasksTab({
  view,
  regiNr,
  withAssignments = true,
}: {
  view: FairPageView;
  regiNr: string;
  /** Who holds which task is read beside the page; not in the back office's preview, which has no such session. */
  withAssignments?: boolean;
}) {
  const root = useStores();
  const { t } = useTranslation();
  const store = tasksTabStoreOf(root, view, regiNr);
  const total = store.groups.reduce((count, group) => count + group.tasks.length, 0);
  const { hash } = useLocation();
  const focusTask = store.focusTask;

  useEffect(() => {
    // Read afresh each time the tab is shown: a colleague may have handed a task over meanwhile. Once the tasks are
    // painted: who holds which is shown beside them, and they are what the reader came for.
    if (withAssignments) return afterNextPaint(() => void store.assignments.load());
  }, [store, withAssignments]);

  useEffect(() => {
    const taskId = taskIdOfHash(hash);
    if (taskId !== undefined) store.revealTask(taskId);
  }, [store, hash]);

  useEffect(() => {
    // Runs after the render that opened the task's group, so the task is in the page to scroll to.
    if (focusTask === undefined) return;
    const element = document.getElementById(taskAnchorId(focusTask));
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
    store.taskFocused();
  }, [store, focusTask]);

  return (
    <section className="fair-panel-section tasks-tab" aria-labelledby="tasks-title">
      <div className="tasks-head">
        <div className="tasks-head-text">
          <h2 id="tasks-title" className="subsection-title">
            {t('tasks.title')}
          </h2>
          <p className="tasks-intro">{t('tasks.intro')}</p>
        </div>
        {store.calendarUrl && (
          <div className="tasks-calendar">
            <a
              className="button button-secondary"
              href={store.calendarUrl}
              download
              aria-describedby="tasks-calendar-hint"
            >
              <CalendarIcon />
              {t('tasks.calendar')}
            </a>
            <p id="tasks-calendar-hint" className="tasks-calendar-hint">
              {t('tasks.calendarHint')}
            </p>
          </div>
        )}
      </div>

      {!store.hasTasks ? (
        <div className="empty-state">
          <p className="empty-state-title">{t('tasks.emptyTitle')}</p>
          <p>{t('tasks.emptyText')}</p>
        </div>
      ) : (
        <>
          <TaskToolbar store={store} />
          {withAssignments && <TaskAssignmentsNotice assignments={store.assignments} />}
          <p className="tasks-count" role="status">
            {t('tasks.shown', { count: store.shownTaskCount, total })}
          </p>
          {store.shownGroups.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state-title">{t('tasks.noMatchTitle')}</p>
              <p>{t('tasks.noMatchText')}</p>
              <button type="button" className="button button-secondary" onClick={() => store.resetFilters()}>
                {t('tasks.resetFilters')}
              </button>
            </div>
          ) : (
            <ul className="cost-groups task-groups">
              {store.shownGroups.map((group) => (
                <TaskGroupView key={group.key} store={store} group={group} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
});

function CalendarIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
