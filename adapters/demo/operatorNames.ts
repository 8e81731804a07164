/**
 * The words the generated operator data set makes its exhibitors from: given and family names per language
 * (with the salutation the address needs), trades, legal forms and Swiss towns with a street. Short lists:
 * their combinations, with the account's number in the e-mail address, give ten thousand distinct accounts.
 */
export type Salutation = 'H' | 'F';

export const GIVEN_NAMES: Readonly<Record<'de' | 'fr' | 'en', readonly (readonly [string, Salutation])[]>> = {
  de: [
    ['Andreas', 'H'],
    ['Barbara', 'F'],
    ['Christian', 'H'],
    ['Daniela', 'F'],
    ['Martin', 'H'],
    ['Monika', 'F'],
    ['Peter', 'H'],
    ['Sandra', 'F'],
    ['Stefan', 'H'],
    ['Ursula', 'F'],
    ['Beat', 'H'],
    ['Regula', 'F'],
  ],
  fr: [
    ['Jean', 'H'],
    ['Marie', 'F'],
    ['Nicolas', 'H'],
    ['Sophie', 'F'],
    ['Olivier', 'H'],
    ['Isabelle', 'F'],
    ['Laurent', 'H'],
    ['Nathalie', 'F'],
  ],
  en: [
    ['James', 'H'],
    ['Sarah', 'F'],
    ['David', 'H'],
    ['Emma', 'F'],
    ['Michael', 'H'],
    ['Laura', 'F'],
  ],
};

export const FAMILY_NAMES: Readonly<Record<'de' | 'fr' | 'en', readonly string[]>> = {
  de: [
    'Müller',
    'Meier',
    'Schmid',
    'Keller',
    'Weber',
    'Huber',
    'Schneider',
    'Steiner',
    'Fischer',
    'Gerber',
    'Brunner',
    'Baumann',
    'Frei',
    'Zimmermann',
    'Moser',
    'Widmer',
  ],
  fr: ['Favre', 'Rochat', 'Bonvin', 'Perrin', 'Girard', 'Mercier', 'Roux', 'Chevalley', 'Bovet', 'Jaquet'],
  en: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Clarke', 'Walker', 'Wright', 'Hughes'],
};

/** What the companies do, roughly the fairs' topics. */
export const TRADES: readonly string[] = [
  'Holzbau',
  'Küchen',
  'Haustechnik',
  'Solar',
  'Gastro',
  'Weinhandel',
  'Agrartechnik',
  'Stallbau',
  'Automation',
  'Maschinenbau',
  'Bootsbau',
  'Wassersport',
  'Keramik',
  'Textil',
  'Möbel',
  'Elektro',
];

export const LEGAL_FORMS: Readonly<Record<'de' | 'fr' | 'en', readonly string[]>> = {
  de: ['AG', 'GmbH', 'AG', 'GmbH', 'Genossenschaft'],
  fr: ['SA', 'Sàrl'],
  en: ['Ltd', 'GmbH'],
};

/** [plz, ort, street]: one street per town, house numbers are drawn. */
export const TOWNS: readonly (readonly [string, string, string])[] = [
  ['3011', 'Bern', 'Marktgasse'],
  ['8001', 'Zürich', 'Bahnhofstrasse'],
  ['4051', 'Basel', 'Steinenvorstadt'],
  ['6003', 'Luzern', 'Pilatusstrasse'],
  ['9000', 'St. Gallen', 'Multergasse'],
  ['1003', 'Lausanne', 'Rue de Bourg'],
  ['1204', 'Genève', 'Rue du Rhône'],
  ['2000', 'Neuchâtel', 'Rue du Seyon'],
  ['1700', 'Fribourg', 'Rue de Romont'],
  ['7000', 'Chur', 'Poststrasse'],
  ['6900', 'Lugano', 'Via Nassa'],
  ['5000', 'Aarau', 'Bahnhofstrasse'],
  ['8400', 'Winterthur', 'Marktgasse'],
  ['3600', 'Thun', 'Bälliz'],
];

/** A name as the host part of an e-mail address: lower case ASCII letters, digits and hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
