import type { Language, Localized } from '../exhibitor/types.ts';
import type { CostLine, FairTask } from './types.ts';

/**
 * The name of each service group on one fair as its tasks tab heads it: the fair's first process group (task
 * title) of that service group (exhibitor-area §2 Task list, Cost list). The booking system names a cost group
 * in German only, while the back office keeps these titles in de, fr and en.
 */
export function serviceGroupTitles(tasks: readonly FairTask[]): ReadonlyMap<string, Localized<string>> {
  const titles = new Map<string, Localized<string>>();
  for (const task of tasks)
    if (task.type === 'taskTitle' && !titles.has(task.serviceGroup)) titles.set(task.serviceGroup, task.displayName);
  return titles;
}

const inLanguage = (text: Localized<string> | undefined, language: Language): string =>
  text?.[language]?.trim() || text?.de?.trim() || '';

/**
 * A cost line's names in the reader's language (exhibitor-area §2 Cost list): the group by the fair's title of
 * its service group (the heading the tasks tab shows for the same group), else the booking system's group name;
 * the line by the booking system's text in that language where it gives one, else its German text.
 */
export function costLineNames(
  line: CostLine,
  titles: ReadonlyMap<string, Localized<string>>,
  language: Language,
): { readonly group: string; readonly line: string } {
  return {
    group: inLanguage(titles.get(line.leistungsgruppeId), language) || line.leistungsgruppeBezeichnung,
    line: inLanguage(line.leistungsBezeichnungText, language) || line.leistungsBezeichnung,
  };
}
