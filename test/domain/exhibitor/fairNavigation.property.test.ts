import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  boothLabel,
  fairNavigation,
  isBoothVisible,
  isFairPublished,
  LANGUAGES,
  NEW_BOOTH,
} from '../../../domain/exhibitor/index.ts';
import { fairWithBoothsArb, instantArb } from './exhibitorMothers.ts';

const languageArb = fc.constantFrom(...LANGUAGES);

describe('fair navigation', () => {
  // spec: exhibitor-area §2 shell: fairs shown while now is in the publish window, booths by registration number descending, fairs without booths hidden
  it('lists the published fairs with booths, each with its visible booths by registration number descending', () => {
    fc.assert(
      fc.property(fc.array(fairWithBoothsArb, { maxLength: 5 }), instantArb, languageArb, (fairs, now, language) => {
        const navigation = fairNavigation(fairs, now, language);
        const expectedFairs = fairs.filter(
          ({ fair, booths }) => isFairPublished(fair, now) && booths.some((booth) => isBoothVisible(fair, booth, now)),
        );
        expect(navigation.map((item) => item.idCode)).toEqual(expectedFairs.map(({ fair }) => fair.idCode));
        navigation.forEach((item) => {
          const regiNrs = item.entries.map((entry) => BigInt(entry.regiNr));
          regiNrs.slice(1).forEach((regiNr, i) => expect(regiNrs[i] >= regiNr).toBe(true));
          expect(item.entries.every((entry) => entry.kind === 'booth')).toBe(true);
        });
      }),
    );
  });

  // spec: exhibitor-area §2 shell: on a route with booth new, an entry "new booth" is added to that fair
  it('adds one "new booth" entry, last, to the fair of a new-booth route when that fair is published', () => {
    fc.assert(
      fc.property(
        fc.array(fairWithBoothsArb, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        instantArb,
        languageArb,
        (fairs, pick, now, language) => {
          const routeFair = fairs[pick % fairs.length].fair;
          const navigation = fairNavigation(fairs, now, language, { fairIdCode: routeFair.idCode, booth: NEW_BOOTH });
          const newEntries = navigation.flatMap((item) =>
            item.entries.filter((entry) => entry.kind === 'new').map(() => item),
          );
          const publishedWithThatCode = fairs.some(
            ({ fair }) => fair.idCode === routeFair.idCode && isFairPublished(fair, now),
          );
          expect(newEntries.length > 0).toBe(publishedWithThatCode);
          newEntries.forEach((item) => {
            expect(item.idCode).toBe(routeFair.idCode);
            expect(item.entries.at(-1)?.kind).toBe('new');
          });
        },
      ),
    );
  });

  // spec: exhibitor-area §2 shell: booths are labelled hall / booth number
  it('labels a booth "hall / booth number"', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() === s && s !== ''),
        fc.string({ minLength: 1, maxLength: 5 }).filter((s) => s.trim() === s && s !== ''),
        languageArb,
        (hall, number, language) => {
          expect(
            boothLabel({ halleBezeichnung: { de: hall, fr: hall, en: hall }, standnummer: number }, language),
          ).toBe(`${hall} / ${number}`);
        },
      ),
    );
  });
});
