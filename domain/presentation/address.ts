import type { Locale } from './locale.ts';

/**
 * Address display (exhibitor-area §3 Address): APADR and EADR are person addresses shown as salutation,
 * given name and family name; every other address shows the company (firma1, firma2 as a second line when
 * present). Then the street and the "plz ort" line. Blank parts are left out.
 */
export interface Address {
  readonly firma1?: string | null;
  readonly firma2?: string | null;
  readonly adresseTyp?: string | null;
  readonly anrede?: string | null;
  readonly vorname?: string | null;
  readonly nachname?: string | null;
  readonly strasse1?: string | null;
  readonly plz?: string | null;
  readonly ort?: string | null;
}

export const PERSON_ADDRESS_TYPES = ['APADR', 'EADR'] as const;

/** Salutation per anrede (H = Mr, F = Ms) and language. */
export const SALUTATIONS = {
  de: { H: 'Herr', F: 'Frau' },
  fr: { H: 'Monsieur', F: 'Madame' },
  en: { H: 'Mr', F: 'Ms' },
} as const satisfies Record<Locale, Record<'H' | 'F', string>>;

export function isPersonAddress(address: Address): boolean {
  return (PERSON_ADDRESS_TYPES as readonly (string | null | undefined)[]).includes(address.adresseTyp);
}

export function salutation(anrede: string | null | undefined, locale: Locale): string | undefined {
  return anrede === 'H' || anrede === 'F' ? SALUTATIONS[locale][anrede] : undefined;
}

/** The name lines: "Herr Vorname Nachname" for a person, else firma1 and firma2. */
export function addressNameLines(address: Address, locale: Locale): string[] {
  if (isPersonAddress(address)) {
    return nonBlank([joinWords([salutation(address.anrede, locale), address.vorname, address.nachname])]);
  }
  return nonBlank([address.firma1, address.firma2]);
}

/** All lines of the address as shown: name lines, street, "plz ort". */
export function addressLines(address: Address, locale: Locale): string[] {
  return [...addressNameLines(address, locale), ...nonBlank([address.strasse1, joinWords([address.plz, address.ort])])];
}

function joinWords(words: readonly (string | null | undefined)[]): string {
  return nonBlank(words).join(' ');
}

function nonBlank(values: readonly (string | null | undefined)[]): string[] {
  return values.map((value) => value?.trim() ?? '').filter((value) => value !== '');
}
