import { describe, it, expect } from '@jest/globals';
import {
  areFairDocumentsVisible,
  groupCurrentFairDocuments,
  groupDocuments,
  groupPastFairDocuments,
} from '../../../domain/exhibitor/index.ts';
import { aFair } from './exhibitorMothers.ts';

const doc = (typ: string, dokumentId: string) => ({ typ, dokumentId });

describe('document examples', () => {
  // spec: exhibitor-area §5: documents visible after documentsstartdate, at UTC midnight of a date
  it('shows documents from 00:00 UTC of a documents start date', () => {
    const fair = aFair({ documentsstartdate: '2026-04-01' });
    expect(areFairDocumentsVisible(fair, new Date('2026-03-31T23:59:59.999Z'))).toBe(false);
    expect(areFairDocumentsVisible(fair, new Date('2026-04-01T00:00:00.000Z'))).toBe(true);
  });

  // spec: exhibitor-area §5: an instant with a Zurich offset on the DST change day
  it('honours the exact instant of a documents start with an offset', () => {
    const fair = aFair({ documentsstartdate: '2026-03-29T03:00:00+02:00' }); // 01:00 UTC
    expect(areFairDocumentsVisible(fair, new Date('2026-03-29T00:59:59.999Z'))).toBe(false);
    expect(areFairDocumentsVisible(fair, new Date('2026-03-29T01:00:00.000Z'))).toBe(true);
  });

  // decision: no documents start date means no embargo; an unreadable one keeps documents hidden
  it('shows documents when no start is set and hides them when the start cannot be read', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(areFairDocumentsVisible(aFair({ documentsstartdate: undefined }), now)).toBe(true);
    expect(areFairDocumentsVisible(aFair({ documentsstartdate: null }), now)).toBe(true);
    expect(areFairDocumentsVisible(aFair({ documentsstartdate: ' ' }), now)).toBe(true);
    expect(areFairDocumentsVisible(aFair({ documentsstartdate: 'bald' }), now)).toBe(false);
    expect(areFairDocumentsVisible(aFair({ documentsstartdate: '9999-12-31' }), new Date('9999-12-30T00:00:00Z'))).toBe(
      false,
    );
  });

  // spec: exhibitor-area §2 documents: group orders
  it('orders the groups for current and past fairs', () => {
    const documents = [
      doc('AGB', '1'),
      doc('BKOP', '2'),
      doc('STANGEBT', '3'),
      doc('HPLAN', '4'),
      doc('STSKIZZE', '5'),
      doc('BKOP', '6'),
    ];
    expect(groupCurrentFairDocuments(documents).map((g) => [g.typ, g.documents.map((d) => d.dokumentId)])).toEqual([
      ['HPLAN', ['4']],
      ['STSKIZZE', ['5']],
      ['BKOP', ['2', '6']],
      ['AGB', ['1']],
      ['STANGEBT', ['3']],
    ]);
    expect(groupPastFairDocuments(documents).map((g) => g.typ)).toEqual([
      'BKOP',
      'STANGEBT',
      'HPLAN',
      'STSKIZZE',
      'AGB',
    ]);
    expect(groupDocuments([], ['HPLAN'])).toEqual([]);
  });
});
