// The description of a team level on the invite form, the team list and the invitation page, made from the domain rule
import { describe, expect, it } from '@jest/globals';
import {
  BOOTH_OPERATIONS,
  TEAM_LEVELS,
  grantedOperations,
  withheldOperations,
} from '../../../../domain/team/boothOperations.ts';
import { createI18n } from '../../../../web/src/i18n/createI18n.ts';
import { LANGUAGES } from '../../../../web/src/i18n/languages.ts';
import { addPageTexts, ensureLanguage } from '../../../../web/src/i18n/resources.ts';
import { texts as invitationTexts } from '../../../../web/src/exhibitor/invitation/i18n/index.ts';
import { describeLevel } from '../../../../web/src/exhibitor/team/levelDescription.ts';
import { texts as teamTexts } from '../../../../web/src/exhibitor/team/i18n/index.ts';

const i18n = createI18n('de');
addPageTexts(teamTexts, invitationTexts);
// The shared French and English texts load as in the browser.
for (const language of LANGUAGES) await ensureLanguage(language);
const tIn = (language: (typeof LANGUAGES)[number]) => i18n.getFixedT(language);

describe('level description', () => {
  it('says what level tasks grants and withholds, short, in each language', () => {
    expect(describeLevel('tasks', 'team', tIn('de'), 'de')).toBe(
      'Aufgaben, Dokumente, Versicherung und Kontakt – ohne Kosten, Rechnungen, Vertragsaktionen, Zuweisungen und Teamverwaltung',
    );
    expect(describeLevel('tasks', 'invitation', tIn('fr'), 'fr')).toBe(
      'Tâches, documents, assurance et contact – sans coûts, factures, actions contractuelles, attributions et gestion de l’équipe',
    );
    expect(describeLevel('tasks', 'team', tIn('en'), 'en')).toMatch(
      /^Tasks, documents, insurance,? and contact – without costs, invoices, contract actions, assignments,? and team management$/,
    );
  });

  it('describes level all by the little it withholds, to the holder as "yourself" and to the invited as the holder', () => {
    expect(describeLevel('all', 'team', tIn('de'), 'de')).toBe('Wie Sie selbst, ohne Teamverwaltung');
    expect(describeLevel('all', 'invitation', tIn('de'), 'de')).toBe(
      'Wie die Standinhaberin oder der Standinhaber, ohne Teamverwaltung',
    );
    expect(describeLevel('all', 'invitation', tIn('en'), 'en')).toBe('As the booth holder, without team management');
  });

  it('has a phrase for every operation in every language', () => {
    for (const language of LANGUAGES) {
      const t = tIn(language);
      for (const operation of BOOTH_OPERATIONS) {
        const key = `booth.operations.${operation}`;
        expect({ language, operation, phrase: t(key) }).toEqual({
          language,
          operation,
          phrase: expect.not.stringMatching(/^booth\./),
        });
      }
    }
  });

  it.each(TEAM_LEVELS.flatMap((level) => LANGUAGES.map((language) => [level, language] as const)))(
    'names every operation level %s withholds, and none it grants, after the "without" (%s)',
    (level, language) => {
      const t = tIn(language);
      const phraseOf = (operation: string) => t(`booth.operations.${operation}`).toLocaleLowerCase();
      const text = describeLevel(level, 'team', t, language).toLocaleLowerCase();
      const without = { de: ' ohne ', fr: ' sans ', en: ' without ' }[language];
      const withheldPart = text.slice(text.lastIndexOf(without));
      for (const operation of withheldOperations(level)) expect(withheldPart).toContain(phraseOf(operation));
      for (const operation of grantedOperations(level)) expect(withheldPart).not.toContain(phraseOf(operation));
    },
  );
});
