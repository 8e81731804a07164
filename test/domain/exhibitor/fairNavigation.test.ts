import { describe, it, expect } from '@jest/globals';
import { boothLabel, fairNavigation, sortBoothsByRegiNrDescending } from '../../../domain/exhibitor/index.ts';
import { aBooth, aFair } from './exhibitorMothers.ts';

describe('fair navigation examples', () => {
  const now = new Date('2026-06-30T23:59:59.999Z'); // last millisecond of the publish end day

  // spec: exhibitor-area §2 shell: fair navigation
  it('lists the published fair with its booths by regiNr descending and hides fairs without booths', () => {
    const fair = aFair({ idCode: 'MUBA26', displayName: { de: 'Muba', fr: 'Muba', en: 'Muba fair' } });
    const empty = aFair({ idCode: 'EMPTY' });
    const ended = aFair({ idCode: 'ENDED', publish: { start: '2026-01-01', end: '2026-06-29' } });
    const navigation = fairNavigation(
      [
        {
          fair,
          booths: [
            aBooth({
              regiNr: '900',
              standnummer: 'A1',
              halleBezeichnung: { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' },
            }),
            aBooth({ regiNr: '1000', standnummer: 'B2', halleBezeichnung: { de: 'Halle 2', fr: '', en: null } }),
          ],
        },
        { fair: empty, booths: [] },
        { fair: ended, booths: [aBooth()] },
      ],
      now,
      'en',
    );
    expect(navigation).toEqual([
      {
        idCode: 'MUBA26',
        label: 'Muba fair',
        entries: [
          { kind: 'booth', regiNr: '1000', label: 'Halle 2 / B2' },
          { kind: 'booth', regiNr: '900', label: 'Hall 1 / A1' },
        ],
      },
    ]);
  });

  // spec: exhibitor-area §2 shell: "new booth" entry on a route with booth new
  it('shows a fair without booths when the route registers a new booth for it', () => {
    const fair = aFair({ idCode: 'ART26', displayName: { de: 'Art', fr: 'Art fr', en: '' } });
    const navigation = fairNavigation([{ fair, booths: [] }], now, 'en', { fairIdCode: 'ART26', booth: 'new' });
    expect(navigation).toEqual([
      { idCode: 'ART26', label: 'Art', entries: [{ kind: 'new', regiNr: 'new', label: 'New booth' }] },
    ]);
    expect(fairNavigation([{ fair, booths: [] }], now, 'de', { fairIdCode: 'ART26', booth: '1000' })).toEqual([]);
    expect(fairNavigation([{ fair, booths: [] }], now, 'de', { fairIdCode: 'OTHER', booth: 'new' })).toEqual([]);
    const nameless = aFair({ idCode: 'NONAME', displayName: { de: ' ', fr: '', en: '' } });
    expect(fairNavigation([{ fair: nameless, booths: [aBooth()] }], now, 'fr')[0]?.label).toBe('NONAME');
  });

  // spec: exhibitor-area §2 shell: the fair disappears at midnight UTC after the publish end day
  it('drops the fair at UTC midnight after its publish end day', () => {
    const fairs = [{ fair: aFair(), booths: [aBooth()] }];
    expect(fairNavigation(fairs, new Date('2026-07-01T00:00:00.000Z'), 'de')).toEqual([]);
  });

  // spec: exhibitor-area §2 shell: regiNr are compared as numbers, not as text
  it('sorts registration numbers numerically', () => {
    const sorted = sortBoothsByRegiNrDescending(
      ['99', '100', '1000000000000000000001', '7', '099'].map((regiNr) => ({ regiNr })),
    );
    expect(sorted.map((b) => b.regiNr)).toEqual(['1000000000000000000001', '100', '99', '099', '7']);
  });

  // spec: exhibitor-area §2 shell: label parts that are missing are left out
  it('labels with what is known', () => {
    expect(boothLabel({ halleBezeichnung: null, standnummer: ' 12 ' }, 'de')).toBe('12');
    expect(boothLabel({ halleBezeichnung: { fr: 'Halle 3' }, standnummer: null }, 'fr')).toBe('Halle 3');
    expect(boothLabel({}, 'en')).toBe('');
  });
});
