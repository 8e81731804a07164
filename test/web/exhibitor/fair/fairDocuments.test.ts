import { describe, expect, it } from '@jest/globals';
import type { FairDocument } from '../../../../web/src/api/fairApi.ts';
import { emptyDocumentsText, fairDocumentsIn } from '../../../../web/src/exhibitor/fair/fairDocuments.ts';

// As the server sends them: each language filled, German where the fair left a language blank (a link in
// French only leaves German and English blank).
const documents: FairDocument[] = [
  {
    uuid: 'plan',
    typ: 'HPLAN',
    title: { de: 'Hallenplan', fr: 'Plan des halles', en: 'Hallenplan' },
    link: {
      de: 'https://fair.example/de/plan.pdf',
      fr: 'https://fair.example/fr/plan.pdf',
      en: 'https://fair.example/de/plan.pdf',
    },
  },
  {
    uuid: null,
    typ: 'STANGEBT',
    title: { de: 'Nur Französisch', fr: ' Seulement en français ', en: 'Nur Französisch' },
    link: { de: '', fr: ' https://fair.example/fr/seul.pdf', en: '  ' },
  },
];

describe("the fair's documents on the info tab", () => {
  // spec: exhibitor-area §1 (de, fr, en; German where a text is blank), §2 Documents (the fair's documents)
  it('lists each document with its title and link in the user’s language', () => {
    expect(fairDocumentsIn(documents, 'fr')).toEqual([
      { key: 'plan', typ: 'HPLAN', title: 'Plan des halles', link: 'https://fair.example/fr/plan.pdf' },
      {
        key: 'https://fair.example/fr/seul.pdf',
        typ: 'STANGEBT',
        title: 'Seulement en français',
        link: 'https://fair.example/fr/seul.pdf',
      },
    ]);
  });

  it('leaves out a document that has no link in the user’s language', () => {
    expect(fairDocumentsIn(documents, 'de')).toEqual([
      { key: 'plan', typ: 'HPLAN', title: 'Hallenplan', link: 'https://fair.example/de/plan.pdf' },
    ]);
    expect(fairDocumentsIn(documents, 'en').map((document) => document.title)).toEqual(['Hallenplan']);
    expect(fairDocumentsIn([], 'en')).toEqual([]);
  });
});

// spec: exhibitor-area §4 booth documents at step 8, §5 documents only after documentsstartdate
describe('emptyDocumentsText', () => {
  it('names the start date only while it is ahead, and says so when both conditions hold and none are there', () => {
    expect(emptyDocumentsText({ shown: false, availableFrom: '2026-12-01' }, false)).toBe('emptyFrom');
    expect(emptyDocumentsText({ shown: false, availableFrom: '2026-12-01' }, true)).toBe('emptyFromConfirmed');
    // the date has passed (the server sends none): not named, as if still ahead
    expect(emptyDocumentsText({ shown: false, availableFrom: null }, false)).toBe('emptyText');
    expect(emptyDocumentsText({ shown: true, availableFrom: null }, true)).toBe('emptyNone');
  });
});
