import type { TFunction } from '../../../i18n/translator.ts';
import type { TaskItem } from '../../../api/tasksApi.ts';
import type { Language } from '../../../api/types.ts';
import { formatDate, formatDateRange } from '../../../i18n/format.ts';

/** A task's period as read on its card and as the heading of its group in the time-period view. */
export function periodText(period: TaskItem['period'], language: Language, t: TFunction): string {
  const start = period?.start ?? null;
  const end = period?.end ?? null;
  if (start && end) return formatDateRange({ start, end }, language);
  if (start) return t('tasks.periodFrom', { date: formatDate(start, language) });
  if (end) return t('tasks.periodUntil', { date: formatDate(end, language) });
  return t('tasks.noPeriod');
}
