import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { addressLines } from '../../../domain/presentation/index.ts';
import type { Address } from '../../../domain/presentation/index.ts';

const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüéè]{1,12}$/);
const locale = fc.constantFrom('de' as const, 'fr' as const, 'en' as const);

// spec: exhibitor-area §3 Address: APADR and EADR are person addresses, otherwise the company firma1
describe('address display (property)', () => {
  it('a company address never shows the person, a person address never shows the company', () => {
    fc.assert(
      fc.property(
        fc.record({
          adresseTyp: fc.constantFrom('APADR', 'EADR', 'FIRMA', 'RADR', null),
          anrede: fc.constantFrom('H', 'F', null),
          firma1: word.map((w) => `Firma${w}`),
          vorname: word.map((w) => `Vor${w}`),
          nachname: word.map((w) => `Nach${w}`),
          strasse1: word,
          plz: fc.stringMatching(/^\d{4}$/),
          ort: word,
        }),
        locale,
        (address: Address, language) => {
          const lines = addressLines(address, language);
          const text = lines.join('\n');
          const person = address.adresseTyp === 'APADR' || address.adresseTyp === 'EADR';
          expect(text.includes(address.firma1 ?? '')).toBe(!person);
          expect(text.includes(`${address.vorname} ${address.nachname}`)).toBe(person);
          expect(lines.at(-1)).toBe(`${address.plz} ${address.ort}`);
          expect(lines.at(-2)).toBe(address.strasse1);
        },
      ),
    );
  });
});
