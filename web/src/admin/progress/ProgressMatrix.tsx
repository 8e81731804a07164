import { Link } from 'react-router';
import type { FairProgressPage, ProgressBooth, ProgressTask } from '../../api/adminProgressApi.ts';
import '../../exhibitor/fair/tasks/taskStateBadge.css';
import { TASK_STATES } from './progressAddress.ts';
import { GAP_LABELS, STATE_LABELS, germanDateTime } from './progressLabels.ts';

/** The columns before the tasks: booth (sticky), hall, done, overdue, last activity. */
const BOOTH_COLUMNS = 5;

interface MatrixProps {
  readonly page: FairProgressPage;
  /** Where a booth's link leads: the page as its exhibitor sees it. */
  readonly previewPath: (booth: ProgressBooth) => string;
  /** The screen's own address narrowed to the booths showing the task in the state. */
  readonly filterPath: (taskId: string, state: (typeof TASK_STATES)[number]) => string;
  /** The message to the booths on which the task is overdue. */
  readonly remindPath: (taskId: string) => string;
}

/** Consecutive tasks of one process group share a header above their titles. */
function groupRuns(tasks: readonly ProgressTask[]): { group: string; span: number }[] {
  const runs: { group: string; span: number }[] = [];
  for (const task of tasks) {
    const last = runs.at(-1);
    if (last !== undefined && last.group === task.group) last.span++;
    else runs.push({ group: task.group, span: 1 });
  }
  return runs;
}

/**
 * One row per booth and one column per task, each cell the state as the booth page shows it, in its word and its
 * colour. The table scrolls in its own box both ways, with the header and the booth column held in place, so that
 * a wide fair never widens the page; the totals over every booth under the filter close it.
 */
export function ProgressMatrix({ page, previewPath, filterPath, remindPath }: MatrixProps) {
  const { tasks } = page;
  const runs = groupRuns(tasks);
  // A header row of groups only where a group holds several tasks; else each title says its group itself.
  const grouped = runs.some((run) => run.span > 1);
  const headRows = grouped ? 2 : 1;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the focus
    <div className="progress-matrix-wrap" tabIndex={0} role="region" aria-labelledby="progress-matrix-caption">
      <table className="admin-table progress-matrix">
        <caption id="progress-matrix-caption" className="sr-only">
          Stände der Messe mit dem Stand jeder Aufgabe
        </caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={headRows} className="progress-booth">
              Stand
            </th>
            <th scope="col" rowSpan={headRows}>
              Halle
            </th>
            <th scope="col" rowSpan={headRows}>
              Erledigt
            </th>
            <th scope="col" rowSpan={headRows}>
              Überfällig
            </th>
            <th scope="col" rowSpan={headRows}>
              Letzte Aktivität
            </th>
            {grouped
              ? runs.map((run, index) => (
                  <th key={index} scope="colgroup" colSpan={run.span} className="progress-group">
                    {run.group}
                  </th>
                ))
              : tasks.map((task) => <TaskHeader key={task.id} task={task} grouped={grouped} remindPath={remindPath} />)}
          </tr>
          {grouped && (
            <tr>
              {tasks.map((task) => (
                <TaskHeader key={task.id} task={task} grouped={grouped} remindPath={remindPath} />
              ))}
            </tr>
          )}
        </thead>
        <tbody>
          {page.booths.map((booth) => (
            <BoothRow key={booth.regiNr} booth={booth} tasks={tasks} previewPath={previewPath} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="progress-booth">
              Summe
              <span className="progress-muted">{page.total === 1 ? '1 Stand' : `${page.total} Stände`}</span>
            </th>
            <td colSpan={BOOTH_COLUMNS - 1} />
            {tasks.map((task) => (
              <td key={task.id}>
                <ul className="progress-counts" aria-label={`Summe «${task.title}»`}>
                  {TASK_STATES.filter((state) => task.counts[state] > 0).map((state) => (
                    <li key={state}>
                      <Link
                        to={filterPath(task.id, state)}
                        aria-label={`${task.counts[state]} ${STATE_LABELS[state]} bei «${task.title}» anzeigen`}
                      >
                        {STATE_LABELS[state]}: {task.counts[state]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function TaskHeader({
  task,
  grouped,
  remindPath,
}: {
  task: ProgressTask;
  /** Whether a row of groups stands above the titles. */
  grouped: boolean;
  remindPath: (taskId: string) => string;
}) {
  return (
    <th scope="col" className="progress-task">
      {!grouped && task.group !== '' && !task.title.startsWith(task.group) && (
        <span className="progress-muted">{task.group}</span>
      )}
      <span className="progress-task-title">{task.title}</span>
      {task.counts.overdue > 0 ? (
        <Link
          className="button button-secondary button-small progress-remind"
          to={remindPath(task.id)}
          aria-label={`Überfällige bei «${task.title}» erinnern (${task.counts.overdue})`}
        >
          Überfällige erinnern
        </Link>
      ) : (
        <span className="progress-muted">Keine überfällig</span>
      )}
    </th>
  );
}

function BoothRow({
  booth,
  tasks,
  previewPath,
}: {
  booth: ProgressBooth;
  tasks: readonly ProgressTask[];
  previewPath: (booth: ProgressBooth) => string;
}) {
  return (
    <tr data-regi-nr={booth.regiNr}>
      <th scope="row" className="progress-booth">
        <Link
          to={previewPath(booth)}
          aria-label={`Stand ${booth.boothNumber}, ${booth.company}: Seite wie der Aussteller sie sieht`}
        >
          {booth.boothNumber}
        </Link>
        <span className="progress-company">{booth.company}</span>
        {booth.stale && <span className="progress-muted">Stand vom {germanDateTime(booth.asOf)}</span>}
      </th>
      <td>{booth.hall}</td>
      <td className="progress-number">
        {booth.done} / {booth.total}
      </td>
      <td className={booth.overdue > 0 ? 'progress-number progress-overdue' : 'progress-number'}>{booth.overdue}</td>
      <td>
        {booth.neverSignedIn ? (
          <span className="progress-never">nie angemeldet</span>
        ) : booth.lastActivity !== null ? (
          <time dateTime={booth.lastActivity}>{germanDateTime(booth.lastActivity)}</time>
        ) : (
          <span className="progress-muted">keine</span>
        )}
      </td>
      {booth.gap !== null && tasks.length > 0 ? (
        <td colSpan={tasks.length} className="progress-gap">
          {GAP_LABELS[booth.gap]}
        </td>
      ) : (
        tasks.map((task) => <StateCell key={task.id} state={booth.states[task.id]} />)
      )}
    </tr>
  );
}

function StateCell({ state }: { state: ProgressBooth['states'][string] | undefined }) {
  if (state === undefined)
    return (
      <td className="progress-state-none">
        <span aria-hidden="true">–</span>
        <span className="sr-only">nicht auf der Seite</span>
      </td>
    );
  return (
    <td>
      <span className={`badge task-state task-state-${state}`}>{STATE_LABELS[state]}</span>
    </td>
  );
}
