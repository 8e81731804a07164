import { describe, expect, it } from '@jest/globals';
import { TASK_STATE_WORDS } from '../../../application/exhibitor/exportTables.ts';
import tasksDe from '../../../web/src/exhibitor/fair/tasks/i18n/de.json' with { type: 'json' };
import tasksEn from '../../../web/src/exhibitor/fair/tasks/i18n/en.json' with { type: 'json' };
import tasksFr from '../../../web/src/exhibitor/fair/tasks/i18n/fr.json' with { type: 'json' };

// spec: exhibitor-area §4 task display state: the files the server writes name each state as the pages do.
describe('the task states in the files', () => {
  it.each([
    ['de', tasksDe.tasks.state],
    ['fr', tasksFr.tasks.state],
    ['en', tasksEn.tasks.state],
  ] as const)('are the words of the %s pages, all six', (language, pageWords) => {
    expect(TASK_STATE_WORDS[language]).toEqual(pageWords);
  });
});
