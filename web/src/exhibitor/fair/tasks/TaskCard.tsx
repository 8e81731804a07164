import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import type { TaskItem } from '../../../api/tasksApi.ts';
import { formatDate } from '../../../i18n/format.ts';
import { ExternalIcon } from '../../../ui/Icons.tsx';
import { Switch } from '../../../ui/Switch.tsx';
import { TaskAssignee } from './TaskAssignee.tsx';
import { TaskStateBadge } from './TaskStateBadge.tsx';
import { taskAnchorId } from './taskAnchor.ts';
import { periodText } from './taskPeriod.ts';
import type { TasksTabStore } from './TasksTabStore.ts';

/**
 * One task (exhibitor-area §2 Task list): its state badge, period, header text and the info texts inside their
 * window (HTML the server has sanitised), who holds it, its link and, where §5 offers it, the switch of its reminders.
 */
export const TaskCard = observer(function TaskCard({ store, item }: { store: TasksTabStore; item: TaskItem }) {
  const { t } = useTranslation();
  const nameId = useId();
  const language = store.textLanguage;
  const name = item.displayName[language];
  const headerText = item.headerText?.[language]?.trim() ?? '';
  const infoTexts = item.infoTexts.map((text) => text[language].trim()).filter((text) => text !== '');

  return (
    <li className="task-card" data-state={item.state}>
      {/* The address `#task-{id}` leads here (focused, so keyboard and screen reader users start at the task). */}
      <article id={taskAnchorId(item.id)} tabIndex={-1} aria-labelledby={nameId}>
        <div className="task-card-head">
          <h4 id={nameId} className="task-name">
            {name}
          </h4>
          <TaskStateBadge state={item.state} />
        </div>
        {/* The server sanitised these texts (GET /api/exhibitor/booths/{regiNr}); nothing else is shown as HTML. */}
        {headerText && <div className="rich-text task-header-text" dangerouslySetInnerHTML={{ __html: headerText }} />}
        <p className="task-facts">
          <span>
            <span className="task-fact-label">{t('tasks.period')}</span> {periodText(item.period, language, t)}
          </span>
          {item.required && <span className="task-required">{t('tasks.required')}</span>}
        </p>
        <TaskAssignee assignments={store.assignments} taskId={item.id} taskName={name} />
        {infoTexts.map((html, index) => (
          <div key={index} className="rich-text task-info-text" dangerouslySetInnerHTML={{ __html: html }} />
        ))}
        {(item.link || item.notificationSwitchOffered) && (
          <div className="task-actions">
            {/* A task not open yet has nothing to do before its day: the day, not a red button that leads nowhere. */}
            {item.link && item.opensOn ? (
              <p className="task-opens-on">{t('tasks.opensOn', { date: formatDate(item.opensOn, language) })}</p>
            ) : (
              item.link && <TaskLinkButton store={store} item={item} link={item.link} name={name} />
            )}
            {item.notificationSwitchOffered && <TaskReminders store={store} item={item} name={name} />}
          </div>
        )}
        {store.refusedSwitch === item.id && (
          <p className="banner banner-error" role="alert">
            <span className="banner-text">{t('tasks.reminders.refused')}</span>
          </p>
        )}
      </article>
    </li>
  );
});

/**
 * The task's deep link (exhibitor-area §5): the insurance task opens the Insurance route in this application;
 * other links open their address (with language, regi-nr and service-group, as the server built it) in the same
 * or a new window as the task says. Opening one records the step (§7 POST /stepTracker).
 */
function TaskLinkButton({
  store,
  item,
  link,
  name,
}: {
  store: TasksTabStore;
  item: TaskItem;
  link: NonNullable<TaskItem['link']>;
  name: string;
}) {
  const { t } = useTranslation();
  const onClick = () => store.recordOpened(item);
  // A done task's link stays (the order can be changed), with less weight than the links of open tasks.
  const className = `button ${item.done ? 'button-secondary' : 'button-primary'} task-link`;
  const newWindow = link.kind === 'deeplink' && link.window === 'new';
  const content = (
    <>
      {t(link.kind === 'insurance' ? 'tasks.openInsurance' : 'tasks.open')}
      <span className="sr-only">: {name}</span>
      {newWindow && (
        <>
          <ExternalIcon className="icon-external" />
          <span className="sr-only"> {t('common.opensInNewWindow')}</span>
        </>
      )}
    </>
  );
  if (link.kind === 'insurance') {
    return (
      <Link to={link.href} className={className} onClick={onClick}>
        {content}
      </Link>
    );
  }
  return (
    <a
      href={link.href}
      className={className}
      onClick={onClick}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  );
}

/** The switch of the task's reminders; switched off, the task counts as done and the switch stays (§4, §5). */
const TaskReminders = observer(function TaskReminders({
  store,
  item,
  name,
}: {
  store: TasksTabStore;
  item: TaskItem;
  name: string;
}) {
  const { t } = useTranslation();
  const on = store.notificationStateOf(item);
  const saving = store.isSwitchSaving(item);
  return (
    <div className="task-reminders">
      <div className="task-reminders-row">
        <span className="task-reminders-caption" aria-hidden="true">
          {t('tasks.reminders.label')}
        </span>
        <Switch
          checked={on}
          onChange={(checked) => void store.switchNotification(item, checked)}
          label={t('tasks.reminders.for', { task: name })}
          hideLabel
          onText={t('tasks.reminders.on')}
          offText={t('tasks.reminders.off')}
        />
        <span className="task-reminders-saving" role="status">
          {saving ? t('tasks.reminders.saving') : ''}
        </span>
      </div>
      {!on && <p className="task-reminders-hint">{t('tasks.reminders.offHint')}</p>}
    </div>
  );
});
