import { describe, it, expect } from '@jest/globals';
import { pastFairSeries, pastFairs, pastFairsOfSeries } from '../../../domain/exhibitor/index.ts';
import { aBooth, aFair } from './exhibitorMothers.ts';

const edition = (idCode: string, reiheId: string | null, durationEnd: string | null, publishEnd: string) =>
  aFair({
    idCode,
    series: reiheId === null ? null : { reiheId, titel: reiheId },
    publish: { start: '2020-01-01', end: publishEnd },
    duration: { start: '2020-01-01', end: durationEnd },
  });

describe('past fair examples', () => {
  const now = new Date('2026-07-01T00:00:00.000Z'); // UTC midnight right after a publish end day

  // spec: exhibitor-area §5 past fairs, §4 OP excluded
  it('groups past fairs by series keeping the latest edition, and ignores OP-only fairs', () => {
    const fairs = [
      { fair: edition('MUBA24', 'MUBA', '2024-05-15', '2024-06-30'), booths: [aBooth({ regiNr: '1' })] },
      {
        fair: edition('MUBA25', 'MUBA', '2025-05-15', '2025-06-30'),
        booths: [aBooth({ regiNr: '2' }), aBooth({ regiNr: '3', status: 'OP' })],
      },
      { fair: edition('MUBA26', 'MUBA', '2026-05-15', '2026-06-30'), booths: [aBooth({ regiNr: '4', status: 'OP' })] },
      { fair: edition('ART26', 'ART', '2026-06-20', '2026-06-30'), booths: [aBooth({ regiNr: '5' })] },
      { fair: edition('LOOSE', null, null, '2026-06-30'), booths: [aBooth({ regiNr: '6' })] },
      { fair: edition('LIVE', 'LIVE', '2026-08-01', '2026-07-01'), booths: [aBooth({ regiNr: '7' })] },
    ];
    expect(pastFairs(fairs, now).map(({ fair }) => fair.idCode)).toEqual(['ART26', 'MUBA25', 'MUBA24', 'LOOSE']);
    expect(pastFairs(fairs, now)[1]?.booths.map((b) => b.regiNr)).toEqual(['2']);
    expect(pastFairSeries(fairs, now).map(({ fair }) => fair.idCode)).toEqual(['ART26', 'MUBA25', 'LOOSE']);
    expect(pastFairsOfSeries(fairs, 'MUBA', now).map(({ fair }) => fair.idCode)).toEqual(['MUBA25', 'MUBA24']);
  });

  // spec: exhibitor-area §5 past fairs: on the publish end day the fair is not yet past
  it('is not past during its publish end day', () => {
    const fairs = [{ fair: edition('ART26', 'ART', '2026-06-20', '2026-06-30'), booths: [aBooth()] }];
    expect(pastFairs(fairs, new Date('2026-06-30T23:59:59.999Z'))).toEqual([]);
  });

  // spec: exhibitor-area §5 past fairs: year 9999 publish end is never past
  it('never makes a fair with publish end in year 9999 past', () => {
    const fairs = [{ fair: edition('OPEN', 'OPEN', '2026-06-20', '9999-12-31'), booths: [aBooth()] }];
    expect(pastFairs(fairs, new Date('9999-12-31T23:59:59.999Z'))).toEqual([]);
  });

  // spec: exhibitor-area §5 past fairs: fairs of different series without a series id stay apart
  it('keeps fairs without a series id apart from each other', () => {
    const fairs = [
      { fair: edition('A', null, '2025-01-02', '2025-06-30'), booths: [aBooth()] },
      { fair: edition('B', ' ', '2025-01-01', '2025-06-30'), booths: [aBooth()] },
    ];
    expect(pastFairSeries(fairs, now).map(({ fair }) => fair.idCode)).toEqual(['A', 'B']);
  });
});

describe('past fair ties', () => {
  // spec: exhibitor-area §5 past fairs: equal duration ends keep their order
  it('keeps fairs with the same duration end in input order', () => {
    const fairs = ['X', 'Y', 'Z'].map((idCode) => ({
      fair: edition(idCode, idCode, '2025-05-15', '2025-06-30'),
      booths: [aBooth()],
    }));
    expect(pastFairs(fairs, new Date('2026-01-01T00:00:00Z')).map(({ fair }) => fair.idCode)).toEqual(['X', 'Y', 'Z']);
  });
});
