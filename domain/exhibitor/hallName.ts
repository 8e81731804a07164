import { localized, localizedText, type LocalizedInput } from '../presentation/localizedText.ts';
import type { Localized } from './types.ts';

/** The booth's hall as shown in each language: the booking system's halleBezeichnung, German where one is blank. */
export function boothHallName(halleBezeichnung: LocalizedInput): Localized<string> {
  return localizedText(halleBezeichnung);
}

const comparable = (text: string): string => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/**
 * The hall of a booth document in each language. The booking system gives a document's hall as one text, in
 * German ("Halle 2.1"), while the booth it belongs to carries the hall's name per language: when the document's
 * hall is one of those names, it is shown as the booth header shows it (boothHallName), so a page never says
 * "Halle 2.1" and "Hall 2.1" side by side. A hall the booth does not name stays as given; a blank one is null.
 */
export function documentHallName(
  hall: string | null | undefined,
  boothHalleBezeichnung: LocalizedInput,
): Localized<string> | null {
  const given = hall?.trim();
  if (!given) return null;
  const names = boothHallName(boothHalleBezeichnung);
  const known = Object.values(names).some((name) => name !== '' && comparable(name) === comparable(given));
  return known ? names : localized(() => given);
}
