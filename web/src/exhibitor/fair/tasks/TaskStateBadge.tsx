import { useTranslation } from '../../../i18n/react.tsx';
import type { TaskDisplayStateName } from '../../../api/tasksApi.ts';
import './taskStateBadge.css';

/** The display state of a task or task group (exhibitor-area §4) as a coloured badge with its word. */
export function TaskStateBadge({ state }: { state: TaskDisplayStateName }) {
  const { t } = useTranslation();
  return <span className={`badge task-state task-state-${state}`}>{t(`tasks.state.${state}`)}</span>;
}
