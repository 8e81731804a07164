import {
  grantedOperations,
  withheldOperations,
  type BoothOperation,
  type TeamLevel,
} from '../../../../domain/team/boothOperations.ts';
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

/** The order a description names the operations in: what the level is about first, reading the booth last. */
const PHRASE_ORDER: Readonly<Record<BoothOperation, number>> = {
  workTasks: 0,
  readDocuments: 1,
  insurance: 2,
  contact: 3,
  readCosts: 4,
  readInvoices: 5,
  contractActions: 6,
  manageTeam: 7,
  readBooth: 8,
};

/** Every member reads the booth: that is what being in its team means, so a description does not say it. */
const IMPLIED: BoothOperation = 'readBooth';

function phrases(operations: readonly BoothOperation[], t: Translate, language: Language): string {
  const sorted = [...operations].sort((a, b) => PHRASE_ORDER[a] - PHRASE_ORDER[b]);
  return new Intl.ListFormat(FORMAT_LOCALES[language], { type: 'conjunction' }).format(
    sorted.map((operation) => t(`booth.operations.${operation}`)),
  );
}

/**
 * What a member of the level may do, in words made from the domain rule (grantedOperations, withheldOperations), so
 * that what the screen says cannot drift from what the server allows: "Aufgaben, Dokumente, Versicherung und
 * Kontakt – ohne Kosten, Rechnungen, Vertragsaktionen und Teamverwaltung". A level that withholds fewer operations
 * than it grants is described by what it withholds only ("as yourself, without …").
 */
export function describeLevel(
  level: TeamLevel,
  place: LevelDescriptionPlace,
  t: Translate,
  language: Language,
): string {
  const granted = grantedOperations(level).filter((operation) => operation !== IMPLIED);
  const withheld = withheldOperations(level);
  const key = TEMPLATES[place];
  const text =
    withheld.length === 0
      ? phrases(granted, t, language)
      : withheld.length < granted.length
        ? t(`${key}.allBut`, { withheld: phrases(withheld, t, language) })
        : t(`${key}.list`, { granted: phrases(granted, t, language), withheld: phrases(withheld, t, language) });
  return text.charAt(0).toLocaleUpperCase(FORMAT_LOCALES[language]) + text.slice(1);
}
