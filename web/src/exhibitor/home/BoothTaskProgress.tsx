import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useStores } from '../../app/StoreContext.tsx';
import { formatNumericDate } from '../../i18n/format.ts';
import type { BoothProgressOf } from './BoothProgressStore.ts';

/**
 * A booth card's tasks: done of total as a progress bar, the number overdue, the next deadline and one link to
 * it on the booth page. Its box has the same height in every state (loading, known, unavailable), so the cards
 * do not move when the progress arrives after them.
 */
export const BoothTaskProgress = observer(function BoothTaskProgress({ of }: { of: BoothProgressOf }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const language = session.language;

  if (of.kind === 'loading') {
    return (
      <div className="booth-progress" data-progress="loading" aria-busy="true" aria-hidden="true">
        <span className="skeleton-line skeleton-line-short" />
        <span className="skeleton-line booth-progress-skeleton-bar" />
        <span className="skeleton-line" />
      </div>
    );
  }
  if (of.kind === 'unavailable') {
    return (
      <div className="booth-progress" data-progress="unavailable">
        <p className="booth-progress-unavailable">{t('booth.progressUnavailable')}</p>
      </div>
    );
  }

  const { total, done, overdue, pastDue, next } = of.progress;
  if (total === 0) {
    return (
      <div className="booth-progress" data-progress="none">
        <p className="booth-progress-unavailable">{t('booth.noTasks')}</p>
      </div>
    );
  }
  const doneText = t('booth.tasksDone', { done, total });
  return (
    <div className="booth-progress" data-progress="known">
      <div className="booth-progress-head">
        <span className="booth-progress-count">{doneText}</span>
        {overdue > 0 && <span className="booth-progress-overdue">{t('booth.overdue', { count: overdue })}</span>}
      </div>
      <div
        className="booth-progress-bar"
        role="progressbar"
        aria-label={t('booth.tasks')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={doneText}
      >
        <span className="booth-progress-fill" style={{ width: `${Math.round((done / total) * 100)}%` }} />
      </div>
      {next ? (
        <>
          <p className={next.state === 'overdue' ? 'booth-progress-next booth-progress-late' : 'booth-progress-next'}>
            {t('booth.nextDue', { date: formatNumericDate(next.dueDate, language) })}
          </p>
          <Link className="booth-progress-step" to={next.pagePath}>
            <span className="booth-progress-step-label">{t('booth.nextStep')} </span>
            {next.displayName[language]}
          </Link>
        </>
      ) : (
        <p className={pastDue > 0 ? 'booth-progress-next booth-progress-late' : 'booth-progress-next'}>
          {done === total
            ? t('booth.allDone')
            : pastDue > 0
              ? t('booth.allPast', { count: pastDue })
              : t('booth.noDeadline')}
        </p>
      )}
    </div>
  );
});
