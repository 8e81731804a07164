import { describe, it, expect } from '@jest/globals';
import {
  SALUTATIONS,
  addressLines,
  addressNameLines,
  isPersonAddress,
  salutation,
} from '../../../domain/presentation/index.ts';
import type { Address } from '../../../domain/presentation/index.ts';

const company: Address = {
  adresseTyp: 'FIRMA',
  firma1: 'Muster AG',
  firma2: 'Messebau',
  anrede: 'H',
  vorname: 'Hans',
  nachname: 'Muster',
  strasse1: 'Messeplatz 10',
  plz: '4058',
  ort: 'Basel',
};
const person: Address = { ...company, adresseTyp: 'APADR' };

// spec: exhibitor-area §3 Address: APADR and EADR are person addresses, otherwise the company firma1
describe('address display', () => {
  it('shows a company with firma1, firma2 as second line, street and plz ort', () => {
    expect(addressLines(company, 'de')).toEqual(['Muster AG', 'Messebau', 'Messeplatz 10', '4058 Basel']);
  });

  it('leaves out a missing firma2', () => {
    expect(addressLines({ ...company, firma2: null }, 'de')).toEqual(['Muster AG', 'Messeplatz 10', '4058 Basel']);
    expect(addressLines({ ...company, firma2: '  ' }, 'de')).toEqual(['Muster AG', 'Messeplatz 10', '4058 Basel']);
  });

  it.each([
    ['APADR', 'H', 'de', 'Herr Hans Muster'],
    ['EADR', 'F', 'de', 'Frau Hans Muster'],
    ['APADR', 'H', 'fr', 'Monsieur Hans Muster'],
    ['APADR', 'F', 'fr', 'Madame Hans Muster'],
    ['EADR', 'H', 'en', 'Mr Hans Muster'],
    ['EADR', 'F', 'en', 'Ms Hans Muster'],
  ] as const)('shows a %s address with anrede %s in %s as %p', (adresseTyp, anrede, locale, name) => {
    expect(addressLines({ ...company, adresseTyp, anrede }, locale)).toEqual([name, 'Messeplatz 10', '4058 Basel']);
  });

  it('shows a person without a known anrede by name only', () => {
    expect(addressNameLines({ ...person, anrede: null }, 'de')).toEqual(['Hans Muster']);
    expect(addressNameLines({ ...person, anrede: 'X' }, 'de')).toEqual(['Hans Muster']);
    expect(addressNameLines({ ...person, anrede: 'toString' }, 'en')).toEqual(['Hans Muster']);
  });

  it('shows a person with a missing given name without a double space', () => {
    expect(addressNameLines({ ...person, vorname: undefined }, 'de')).toEqual(['Herr Muster']);
    expect(addressNameLines({ ...person, vorname: ' Hans ', nachname: ' Muster ' }, 'de')).toEqual([
      'Herr Hans Muster',
    ]);
  });

  it('leaves out blank lines', () => {
    expect(addressLines({ adresseTyp: 'APADR' }, 'de')).toEqual([]);
    expect(addressLines({ firma1: 'Muster AG', plz: '4058' }, 'de')).toEqual(['Muster AG', '4058']);
    expect(addressLines({ firma1: 'Muster AG', ort: 'Basel', strasse1: '' }, 'de')).toEqual(['Muster AG', 'Basel']);
  });

  it('treats only APADR and EADR as person addresses', () => {
    expect(isPersonAddress({ adresseTyp: 'APADR' })).toBe(true);
    expect(isPersonAddress({ adresseTyp: 'EADR' })).toBe(true);
    expect(isPersonAddress({ adresseTyp: 'RADR' })).toBe(false);
    expect(isPersonAddress({ adresseTyp: 'apadr' })).toBe(false);
    expect(isPersonAddress({})).toBe(false);
  });

  it('salutations per language', () => {
    expect(SALUTATIONS).toEqual({
      de: { H: 'Herr', F: 'Frau' },
      fr: { H: 'Monsieur', F: 'Madame' },
      en: { H: 'Mr', F: 'Ms' },
    });
    expect(salutation('H', 'fr')).toBe('Monsieur');
    expect(salutation(undefined, 'de')).toBeUndefined();
  });
});
