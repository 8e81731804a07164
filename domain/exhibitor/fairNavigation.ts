import { compareNumericText } from './boothOrder.ts';
import { isBoothVisible } from './boothList.ts';
import { isFairPublished } from './fairWindows.ts';
import { textIn } from '../presentation/localizedText.ts';
import { NEW_BOOTH } from './types.ts';
import type { ExhibitorBooth, FairWithBooths, Language, Localized, NewBooth } from './types.ts';

/** Text of the navigation entry for a booth that is being registered (route booth `new`). */
export const NEW_BOOTH_LABEL: Localized<string> = { de: 'Neuer Stand', fr: 'Nouveau stand', en: 'New booth' };

/**
 * A booth's short label, "hall / booth number" (spec: exhibitor-area §2 Shell). The hall is taken in the
 * language, falling back to German when the language has none; a missing part is left out.
 */
export function boothLabel(
  booth: Pick<ExhibitorBooth, 'halleBezeichnung' | 'standnummer'>,
  language: Language,
): string {
  const hall = textIn(booth.halleBezeichnung, language);
  const number = booth.standnummer?.trim();
  return [hall, number].filter((part) => part).join(' / ');
}

/** Booths by registration number descending, compared as numbers (spec: exhibitor-area §2 Shell). */
export function sortBoothsByRegiNrDescending<T extends Pick<ExhibitorBooth, 'regiNr'>>(booths: readonly T[]): T[] {
  return [...booths].sort((a, b) => compareNumericText(b.regiNr, a.regiNr));
}

export type FairNavigationEntry =
  | { readonly kind: 'booth'; readonly regiNr: string; readonly label: string }
  | { readonly kind: 'new'; readonly regiNr: NewBooth; readonly label: string };

export interface FairNavigationItem {
  readonly idCode: string;
  readonly label: string;
  readonly entries: readonly FairNavigationEntry[];
}

/** The fair and booth of the current route, when it is a fair page. */
export interface FairRoute {
  readonly fairIdCode: string;
  readonly booth: string;
}

/**
 * The fair navigation of the shell (spec: exhibitor-area §2 Shell): every fair published now (publish start
 * not after now, end of the publish end day UTC not before now), in the given order, with its booths
 * labelled "hall / booth number" and sorted by registration number descending. On a route whose booth is
 * `new`, that fair gets an extra "new booth" entry. Fairs left without entries are hidden; the "new booth"
 * entry counts, so a fair being registered for the first time is listed. OP booths whose registration
 * deadline has passed are hidden here as everywhere (§5).
 */
export function fairNavigation(
  fairs: readonly FairWithBooths[],
  now: Date,
  language: Language,
  route?: FairRoute | null,
): FairNavigationItem[] {
  return fairs
    .filter(({ fair }) => isFairPublished(fair, now))
    .map(({ fair, booths }): FairNavigationItem => {
      const boothEntries = sortBoothsByRegiNrDescending(booths.filter((booth) => isBoothVisible(fair, booth, now))).map(
        (booth): FairNavigationEntry => ({ kind: 'booth', regiNr: booth.regiNr, label: boothLabel(booth, language) }),
      );
      const isNewBoothRoute = route?.fairIdCode === fair.idCode && route.booth === NEW_BOOTH;
      const newEntry: FairNavigationEntry[] = isNewBoothRoute
        ? [{ kind: 'new', regiNr: NEW_BOOTH, label: NEW_BOOTH_LABEL[language] }]
        : [];
      return {
        idCode: fair.idCode,
        label: textIn(fair.displayName, language) || fair.idCode,
        entries: [...boothEntries, ...newEntry],
      };
    })
    .filter((item) => item.entries.length > 0);
}
