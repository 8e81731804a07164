import { levelOutline, type NamedOperation, type TeamLevel } from '../../../../domain/team/boothOperations.ts';
import { FORMAT_LOCALES, type Language } from '../../i18n/languages.ts';

/**
 * Where a level is described, and so whose words: the holder's invite form and team list ("as yourself"), the
 * member's booth page and the invited colleague's page ("as the booth holder"; each page has its own texts loaded).
 */
const TEMPLATES = {
  team: 'team.levelDescription',
  member: 'team.memberLevelDescription',
  invitation: 'invitation.levelDescription',
} as const;
export type LevelDescriptionPlace = keyof typeof TEMPLATES;

type Translate = (key: string, options?: Record<string, string>) => string;

function phrases(operations: readonly NamedOperation[], t: Translate, language: Language): string {
  // In the domain's order, which names the work of the booth before money, the contract and the team.
  return new Intl.ListFormat(FORMAT_LOCALES[language], { type: 'conjunction' }).format(
    operations.map((operation) => t(`booth.operations.${operation}`)),
  );
}

/**
 * What a member of the level may do, in words made from the domain rule (levelOutline), so that what the screen
 * says cannot drift from what the server allows: "Aufgaben, Dokumente, Versicherung und Kontakt – ohne Kosten,
 * Rechnungen, Vertragsaktionen und Teamverwaltung", or "Wie Sie selbst, ohne Teamverwaltung".
 */
export function describeLevel(
  level: TeamLevel,
  place: LevelDescriptionPlace,
  t: Translate,
  language: Language,
): string {
  const outline = levelOutline(level);
  const key = TEMPLATES[place];
  const text =
    outline.kind === 'allBut'
      ? t(`${key}.allBut`, { withheld: phrases(outline.withheld, t, language) })
      : t(`${key}.list`, {
          granted: phrases(outline.granted, t, language),
          withheld: phrases(outline.withheld, t, language),
        });
  return text.charAt(0).toLocaleUpperCase(FORMAT_LOCALES[language]) + text.slice(1);
}
