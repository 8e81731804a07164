import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { boothHallName, documentHallName, LANGUAGES } from '../../../domain/exhibitor/index.ts';

const nameArb = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');
const hallArb = fc.record({ de: nameArb, fr: nameArb, en: nameArb });

// spec: exhibitor-area §2 Documents (list with hall), §3 Booth halleBezeichnung (de/fr/en), §1 de, fr, en
describe('the hall of a booth document (property)', () => {
  it('is named as the booth header names the hall when it is one of the booth hall names', () => {
    fc.assert(
      fc.property(hallArb, fc.constantFrom(...LANGUAGES), fc.constantFrom('', ' ', '  '), (hall, given, pad) => {
        // The booking system writes a document's hall in one language, maybe with stray spaces.
        const named = documentHallName(`${pad}${hall[given]}${pad}`, hall);
        expect(named).toEqual(boothHallName(hall));
      }),
    );
  });

  it('shows "Hall 2.1" in English for the German "Halle 2.1" of the booth', () => {
    const hall = { de: 'Halle 2.1', fr: 'Halle 2.1', en: 'Hall 2.1' };
    expect(documentHallName('Halle 2.1', hall)).toEqual({ de: 'Halle 2.1', fr: 'Halle 2.1', en: 'Hall 2.1' });
  });

  it('keeps a hall the booth does not name as given in every language, and a blank one as null', () => {
    fc.assert(
      fc.property(hallArb, nameArb, (hall, other) => {
        const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');
        fc.pre(Object.values(hall).every((name) => norm(name) !== norm(other)));
        expect(documentHallName(other, hall)).toEqual({ de: other.trim(), fr: other.trim(), en: other.trim() });
      }),
    );
    expect(documentHallName('  ', { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' })).toBeNull();
    expect(documentHallName(null, { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' })).toBeNull();
  });
});
