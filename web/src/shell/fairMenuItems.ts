import { NEW_BOOTH } from '../../../domain/exhibitor/types.ts';
import type { FairNavigationEntry, Language, OpenFair } from '../api/types.ts';

export interface FairMenuItem {
  readonly idCode: string;
  readonly label: string;
  readonly booths: readonly { readonly regiNr: string; readonly label: string; readonly isNew: boolean }[];
}

/**
 * The shell's fair navigation in a language (spec: exhibitor-area §2 Shell): the fairs with their booths as
 * the home view gives them; on a route /fair/:code/new that fair gets a "new booth" entry, and a fair open
 * for registration where the user has no booth yet is listed with that entry alone.
 */
export function fairMenuItems(
  fairs: readonly FairNavigationEntry[],
  openFairs: readonly OpenFair[],
  language: Language,
  route: { readonly fairIdCode: string; readonly booth: string } | null,
  newBoothLabel: string,
): FairMenuItem[] {
  const newBoothFair = route?.booth === NEW_BOOTH ? route.fairIdCode : undefined;
  const newEntry = { regiNr: NEW_BOOTH, label: newBoothLabel, isNew: true };
  const items: FairMenuItem[] = fairs
    .filter((fair) => fair.booths.length > 0 || fair.idCode === newBoothFair)
    .map((fair) => ({
      idCode: fair.idCode,
      label: fair.displayName[language],
      booths: [
        ...fair.booths.map((booth) => ({ regiNr: booth.regiNr, label: booth.label[language], isNew: false })),
        ...(fair.idCode === newBoothFair ? [newEntry] : []),
      ],
    }));
  if (newBoothFair !== undefined && !items.some((item) => item.idCode === newBoothFair)) {
    const openFair = openFairs.find((fair) => fair.idCode === newBoothFair);
    if (openFair) items.push({ idCode: openFair.idCode, label: openFair.displayName[language], booths: [newEntry] });
  }
  return items;
}
