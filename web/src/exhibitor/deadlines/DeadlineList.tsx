import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { Deadline } from '../../api/deadlinesApi.ts';
import { sharedByOf } from '../../api/teamApi.ts';
import type { Language } from '../../api/types.ts';
import { useStores } from '../../app/StoreContext.tsx';
import { formatNumericDate } from '../../i18n/format.ts';
import { SharedBadge } from '../../ui/SharedBadge.tsx';
import { TaskStateBadge } from '../fair/tasks/TaskStateBadge.tsx';
import {
  ALL_FAIRS,
  DEADLINE_ASSIGNED_FILTERS,
  DEADLINE_STATE_FILTERS,
  type DeadlineAssignedFilter,
  type DeadlinesPageStore,
  type DeadlineStateFilter,
  type DeadlineWeekGroup,
} from './DeadlinesPageStore.ts';

/** The filters, the count and the deadlines by week. */
export const DeadlineList = observer(function DeadlineList({ page }: { page: DeadlinesPageStore }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;
  const weeks = page.weeks;
  const shown = page.shown.length;

  return (
    <>
      <div className="deadlines-toolbar" role="group" aria-label={t('deadlines.filters')}>
        <label className="deadlines-select">
          <span className="deadlines-select-label">{t('deadlines.fair')}</span>
          <select value={page.fairFilter} onChange={(event) => page.setFairFilter(event.target.value)}>
            <option value={ALL_FAIRS}>{t('deadlines.allFairs')}</option>
            {page.fairs.map((fair) => (
              <option key={fair.idCode} value={fair.idCode}>
                {fair.displayName[language]}
              </option>
            ))}
          </select>
        </label>
        <label className="deadlines-select">
          <span className="deadlines-select-label">{t('deadlines.state')}</span>
          <select
            value={page.stateFilter}
            onChange={(event) => page.setStateFilter(event.target.value as DeadlineStateFilter)}
          >
            {DEADLINE_STATE_FILTERS.map((state) => (
              <option key={state} value={state}>
                {state === 'all' ? t('deadlines.allStates') : t(`tasks.state.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="deadlines-select">
          <span className="deadlines-select-label">{t('deadlines.assigned')}</span>
          <select
            value={page.filters.assigned}
            onChange={(event) => page.setFilter('assigned', event.target.value as DeadlineAssignedFilter)}
          >
            {DEADLINE_ASSIGNED_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`deadlines.assignedFilter.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="deadlines-count" role="status">
        {t('deadlines.shown', { count: shown, total: page.deadlines.length })}
      </p>
      {weeks.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state-title">{t('deadlines.noMatchTitle')}</p>
          <p>{t('deadlines.noMatchText')}</p>
          <button type="button" className="button button-secondary" onClick={() => page.resetFilters()}>
            {t('deadlines.resetFilters')}
          </button>
        </div>
      ) : (
        weeks.map((group) => <WeekSection key={group.week} group={group} language={language} />)
      )}
    </>
  );
});

function WeekSection({ group, language }: { group: DeadlineWeekGroup; language: Language }) {
  const { t } = useTranslation();
  const titleId = `deadline-week-${group.week}`;
  return (
    <section className={`deadline-week deadline-week-${group.week}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="deadline-week-title">
        {t(`deadlines.weeks.${group.week}`)}
        <span className="deadline-week-count">{t('deadlines.weekCount', { count: group.deadlines.length })}</span>
      </h2>
      <ul className="deadline-rows">
        {group.deadlines.map((deadline) => (
          <DeadlineRow key={`${deadline.booth.regiNr}/${deadline.task.id}`} deadline={deadline} language={language} />
        ))}
      </ul>
    </section>
  );
}

/**
 * One deadline: its day, state, task, fair and booth, and the way to the task on the booth page; a task not open
 * yet has nothing to do before its day, so the row says the day instead of offering the way.
 */
function DeadlineRow({ deadline, language }: { deadline: Deadline; language: Language }) {
  const { t } = useTranslation();
  const task = deadline.task.displayName[language];
  const booth = deadline.booth.label[language] || deadline.booth.regiNr;
  const sharedBy = sharedByOf(deadline.booth);
  return (
    <li
      className="deadline-row"
      data-state={deadline.state}
      data-fair-id={deadline.fair.idCode}
      data-regi-nr={deadline.booth.regiNr}
      data-task-id={deadline.task.id}
    >
      <p className="deadline-date">
        <span className="sr-only">{t('deadlines.dueDate')} </span>
        <time dateTime={deadline.dueDate.slice(0, 10)}>{formatNumericDate(deadline.dueDate, language)}</time>
      </p>
      <div className="deadline-state">
        <TaskStateBadge state={deadline.state} />
      </div>
      <div className="deadline-text">
        <p className="deadline-task">{task}</p>
        <p className="deadline-where">
          <span className="deadline-booth">
            <span className="sr-only">{t('deadlines.booth')} </span>
            {booth}
          </span>
          <span className="deadline-fair">{deadline.fair.displayName[language]}</span>
          {sharedBy && <SharedBadge sharedBy={sharedBy} className="deadline-shared" />}
        </p>
        {deadline.assignee && (
          <p className="deadline-assignee">
            {deadline.assignedToMe
              ? t('deadlines.assignedToYou')
              : t('deadlines.assignedTo', { name: deadline.assignee.name ?? '' })}
          </p>
        )}
      </div>
      <div className="deadline-action">
        {deadline.opensOn ? (
          <p className="deadline-opens-on">
            {t('deadlines.opensOn', { date: formatNumericDate(deadline.opensOn, language) })}
          </p>
        ) : (
          <Link className="button button-secondary deadline-open" to={deadline.pagePath}>
            {t('deadlines.openTask')}
            <span className="sr-only">: {t('deadlines.openTaskOf', { task, booth })}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
