import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { FairPageView } from '../../api/fairApi.ts';
import type { TeamAction } from '../../api/teamApi.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { FORMAT_LOCALES } from '../../i18n/languages.ts';

/**
 * The words of an action about a task: one sentence with the task's name as its link, so nothing is left hanging
 * when a name is long or wraps; a reminder switch says on or off (rows from before it was kept say "switched").
 */
function taskActionKey(action: TeamAction): string {
  if (action.kind !== 'task.notification_switched') return action.kind;
  if (action.notificationState === undefined) return 'task.notification_switched';
  return action.notificationState ? 'task.notification_switched_on' : 'task.notification_switched_off';
}

/** Who of the team did what on this booth and when, newest first as the server sends them, each to its task. */
export function TeamRecentActions({ actions, view }: { actions: readonly TeamAction[]; view: FairPageView }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  if (actions.length === 0) return <p className="fair-muted team-actions-empty">{t('team.actions.empty')}</p>;
  const taskNames = new Map(
    // The view's texts are in the language it was asked in (one language only).
    view.taskGroups.flatMap((group) => group.tasks.map((task) => [task.id, task.displayName[view.language]] as const)),
  );
  // An action is an instant: its day and time as they were at the fair's place.
  const when = new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Zurich',
  });
  return (
    <ol className="team-actions">
      {actions.map((action, index) => (
        <li key={`${action.at}-${index}`} className="team-action">
          <time className="team-action-when" dateTime={action.at}>
            {when.format(new Date(action.at))}
          </time>
          <p className="team-action-what">
            <strong>{action.actor.name ?? action.actor.email}</strong>{' '}
            {action.taskId === null ? (
              t(`team.actions.kinds.${action.kind}`)
            ) : (
              <Trans
                i18nKey={`team.actions.kinds.${taskActionKey(action)}`}
                values={{
                  // Never empty: a task the page does not list (any more) is named by its id.
                  task: taskNames.get(action.taskId) || t('team.actions.unknownTask', { id: action.taskId }),
                  assignee: action.assignee?.name ?? action.assignee?.email ?? '',
                }}
                components={{
                  task: (
                    <Link to={{ hash: `#task-${encodeURIComponent(action.taskId)}` }} className="team-action-task" />
                  ),
                }}
              />
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
