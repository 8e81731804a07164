import { describe, it, expect } from '@jest/globals';
import { activeBooths, isBoothVisible } from '../../../domain/exhibitor/index.ts';
import { aBooth, aFair } from './exhibitorMothers.ts';

describe('active booth examples', () => {
  // spec: exhibitor-area §4 booth status OP: a renewal card disappears when the deadline day begins (UTC)
  it('shows an OP booth until the start of the deadline day and hides it afterwards', () => {
    const fair = aFair({ registrationDeadline: '2026-03-31' });
    const renewal = aBooth({ status: 'OP' });
    expect(isBoothVisible(fair, renewal, new Date('2026-03-31T00:00:00.000Z'))).toBe(true);
    expect(isBoothVisible(fair, renewal, new Date('2026-03-31T00:00:00.001Z'))).toBe(false);
    expect(isBoothVisible(fair, aBooth({ status: 'BESTAETIGT' }), new Date('2026-12-31T00:00:00Z'))).toBe(true);
    expect(isBoothVisible(aFair({ registrationDeadline: null }), renewal, new Date('2026-01-01T00:00:00Z'))).toBe(
      false,
    );
  });

  // spec: exhibitor-area §5 active booth list and sort
  it('lists the booths of published fairs, OP first, then by start, title and booth number descending', () => {
    const now = new Date('2026-03-29T00:30:00Z'); // Europe/Zurich DST change day
    const muba = aFair({
      idCode: 'MUBA',
      duration: { start: '2026-05-10', end: '2026-05-15' },
      series: { reiheId: 'M', titel: 'Muba' },
    });
    const art = aFair({
      idCode: 'ART',
      duration: { start: '2026-05-10', end: '2026-05-12' },
      series: { reiheId: 'A', titel: 'Art Basel' },
    });
    const bau = aFair({
      idCode: 'BAU',
      duration: { start: '2026-01-15', end: '2026-01-20' },
      series: { reiheId: 'B', titel: 'Swissbau' },
    });
    const noStart = aFair({ idCode: 'X', duration: { start: null, end: null }, series: null });
    const ended = aFair({ idCode: 'OLD', publish: { start: '2025-01-01', end: '2026-03-28' } });
    const cards = activeBooths(
      [
        { fair: muba, booths: [aBooth({ regiNr: '1', standnummer: '9' }), aBooth({ regiNr: '2', standnummer: '10' })] },
        { fair: art, booths: [aBooth({ regiNr: '3', standnummer: '5' })] },
        { fair: bau, booths: [aBooth({ regiNr: '4', status: 'OP' }), aBooth({ regiNr: '5' })] },
        { fair: noStart, booths: [aBooth({ regiNr: '6', standnummer: null })] },
        { fair: ended, booths: [aBooth({ regiNr: '7' })] },
      ],
      now,
    );
    expect(cards.map((card) => card.booth.regiNr)).toEqual(['4', '5', '3', '2', '1', '6']);
  });

  // spec: exhibitor-area §5 sort of active booths: booth numbers descending as numbers, then naturally
  it('sorts booth numbers descending by their numeric value', () => {
    const fair = aFair();
    const cards = activeBooths(
      [
        {
          fair,
          booths: ['900', '1000', 'B2', 'B10', ''].map((standnummer, i) => aBooth({ regiNr: String(i), standnummer })),
        },
      ],
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(cards.map((card) => card.booth.standnummer)).toEqual(['B10', 'B2', '1000', '900', '']);
  });
});

describe('active booth tie-breakers', () => {
  // spec: exhibitor-area §5 sort of active booths: a fair without series sorts by an empty title; equal keys keep their order
  it('puts a fair without series title before titled fairs of the same start and keeps full ties in input order', () => {
    const start = { start: '2026-05-10', end: '2026-05-12' };
    const untitled = aFair({ idCode: 'U', duration: start, series: null });
    const titled = aFair({ idCode: 'T', duration: start, series: { reiheId: 'A', titel: 'Art' } });
    const cards = activeBooths(
      [
        { fair: titled, booths: [aBooth({ regiNr: '1', standnummer: '1' })] },
        {
          fair: untitled,
          booths: [
            aBooth({ regiNr: '2', standnummer: null }),
            aBooth({ regiNr: '3', standnummer: '4' }),
            aBooth({ regiNr: '4', standnummer: '4' }),
          ],
        },
      ],
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(cards.map((card) => card.booth.regiNr)).toEqual(['3', '4', '2', '1']);
  });
});
