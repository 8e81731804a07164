import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES, buildTaskGroups } from '../../../domain/index.ts';
import { costLineNames, serviceGroupTitles } from '../../../domain/tasks/costNames.ts';
import { aCostLine, boardContextArb, nowArb, serviceGroupArb, taskArb, titleArb } from './taskMothers.ts';

const entriesArb = fc.array(fc.oneof({ weight: 1, arbitrary: titleArb }, { weight: 3, arbitrary: taskArb }), {
  maxLength: 20,
});
const textArb = fc.record({ de: fc.string(), fr: fc.string(), en: fc.string() });

// spec: exhibitor-area §2 Cost list and Task list: a service group reads the same on both tabs, in the reader's language
describe('cost names (property)', () => {
  it('a cost group is named as the tasks tab heads its service group, in the reader’s language', () => {
    fc.assert(
      fc.property(
        entriesArb,
        boardContextArb,
        nowArb,
        fc.constantFrom(...LANGUAGES),
        (entries, context, now, language) => {
          const titles = serviceGroupTitles(entries);
          for (const group of buildTaskGroups(entries, context, now)) {
            const heading = group.title?.displayName[language].trim();
            if (
              !heading ||
              group.title !==
                entries.find((entry) => entry.type === 'taskTitle' && entry.serviceGroup === group.serviceGroup)
            )
              continue;
            const line = aCostLine({ leistungsgruppeId: group.serviceGroup, leistungsgruppeBezeichnung: 'Deutsch' });
            expect(costLineNames(line, titles, language).group).toBe(heading);
          }
        },
      ),
    );
  });

  it('without a title of the fair or a text in the language: the German text, never an empty name', () => {
    fc.assert(
      fc.property(
        serviceGroupArb,
        fc.option(textArb, { nil: undefined }),
        fc.constantFrom(...LANGUAGES),
        (group, text, language) => {
          const line = aCostLine({
            leistungsgruppeId: group,
            leistungsgruppeBezeichnung: 'Gruppe',
            leistungsBezeichnung: 'Zeile',
            ...(text ? { leistungsBezeichnungText: text } : {}),
          });
          const names = costLineNames(line, new Map(), language);
          expect(names.group).toBe('Gruppe');
          const expected = text?.[language].trim() || text?.de.trim() || 'Zeile';
          expect(names.line).toBe(expected);
          expect(names.line).not.toBe('');
        },
      ),
    );
  });
});
