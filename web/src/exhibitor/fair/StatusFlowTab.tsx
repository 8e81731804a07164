import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../i18n/react.tsx';
import { REGISTRATION_MESSAGE_KEYS } from '../../../../domain/exhibitor/registrationStatus.ts';
import type { FairPageView } from '../../api/fairApi.ts';
import { formatDateRange } from '../../i18n/format.ts';

type MessageName = keyof typeof REGISTRATION_MESSAGE_KEYS;
const MESSAGE_NAMES = Object.keys(REGISTRATION_MESSAGE_KEYS) as MessageName[];

/**
 * The status flow tab (exhibitor-area §2 Process / status flow, §4): the fair's process list with dates and
 * the active step marked, and the registration status flow 1-2-4-8 with the fair's labels and the step's message.
 */
export const StatusFlowTab = observer(function StatusFlowTab({ view }: { view: FairPageView }) {
  const { t } = useTranslation();
  // The view's texts are in the language it was asked in (one language only): read them in that one.
  const language = view.language;
  const message = MESSAGE_NAMES.find((name) => REGISTRATION_MESSAGE_KEYS[name] === view.status.messageKey) ?? 'open';
  const total = view.status.steps.length;
  const position = view.status.steps.findIndex((step) => step.current) + 1;

  return (
    <div className="fair-panel-grid">
      <section className="fair-panel-section" aria-labelledby="statusflow-registration">
        <h2 id="statusflow-registration" className="subsection-title">
          {t('fair.statusFlow.registrationTitle')}
        </h2>
        <ol className="status-flow" aria-label={t('booth.progress', { step: position, total })}>
          {view.status.steps.map((step, index) => (
            <li
              key={step.step}
              className={[
                'status-flow-step',
                step.reached ? 'status-flow-step-reached' : '',
                step.current ? 'status-flow-step-current' : '',
              ]
                .join(' ')
                .trim()}
              aria-current={step.current ? 'step' : undefined}
            >
              <span className="status-flow-marker" aria-hidden="true">
                {index + 1}
              </span>
              <span className="status-flow-label">{step.label[language]}</span>
              {step.current && <span className="sr-only"> ({t('fair.statusFlow.current')})</span>}
            </li>
          ))}
        </ol>
        <p className="notice status-flow-message">{t(`fair.statusFlow.message.${message}`)}</p>
      </section>
      <section className="fair-panel-section" aria-labelledby="statusflow-schedule">
        <h2 id="statusflow-schedule" className="subsection-title">
          {t('fair.statusFlow.scheduleTitle')}
        </h2>
        {view.schedule.steps.length === 0 ? (
          <p className="empty-state">{t('fair.statusFlow.noSchedule')}</p>
        ) : (
          <ol className="schedule">
            {view.schedule.steps.map((step, index) => (
              <li
                key={index}
                className={step.active ? 'schedule-step schedule-step-active' : 'schedule-step'}
                aria-current={step.active ? 'step' : undefined}
              >
                <span className="schedule-name">{step.displayName[language]}</span>
                <span className="schedule-dates">{formatDateRange(step.dateRange, language)}</span>
                {step.active && <span className="badge schedule-badge">{t('fair.statusFlow.now')}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
});
