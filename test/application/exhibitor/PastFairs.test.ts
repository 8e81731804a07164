import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { PastFairs } from '../../../application/exhibitor/PastFairs.ts';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import { aBookedBooth, aFair, anExhibitor, aWorld, portsOf } from '../../support/builders/index.ts';

const today = new Date('2026-11-21T10:00:00Z');
const daysLater = (days: number) => DateTime.fromJSDate(today).plus({ days }).toJSDate();
const anna = anExhibitor().withEmail('anna@exhibitor.example').build();
const emily = anExhibitor().withEmail('emily@exhibitor.example').asCoExhibitor().build();
const luc = anExhibitor().withEmail('luc@exhibitor.example').withRoles('AUSSTELLER', 'VERTRAGSHAENDLER').build();

// Last year's Gastronova, whose publication has ended, and this year's, published until 2026-12-31.
const gas25 = aFair()
  .withIdCode('GAS25')
  .inSeries('R-GAS', 'Gastronova Luzern')
  .published('2025-03-01', '2026-01-31')
  .held('2025-11-01', '2025-11-04');
const gas26 = aFair()
  .withIdCode('GAS26')
  .inSeries('R-GAS', 'Gastronova Luzern')
  .published('2026-03-01', '2026-12-31')
  .held('2026-11-25', '2026-11-28');
const art25 = aFair()
  .withIdCode('ART25')
  .inSeries('R-ART', 'Art')
  .published('2025-01-01', '2025-09-30')
  .held('2025-06-12', '2025-06-15');
const hab26 = aFair()
  .withIdCode('HAB26')
  .inSeries('R-HAB')
  .published('2025-06-01', '2026-06-30')
  .held('2026-03-10', '2026-03-13');
const hab27 = aFair().withIdCode('HAB27').inSeries('R-HAB');
const world = aWorld({
  today: '2026-11-21',
  fairs: [gas25, gas26, art25, hab26, hab27],
  booths: [
    aBookedBooth()
      .withRegiNr('9902')
      .bookedBy(anna.email)
      .at(gas25)
      .withDocuments('HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT'),
    aBookedBooth().withRegiNr('4201').bookedBy(anna.email).at(gas26),
    aBookedBooth().withRegiNr('4202').bookedBy(anna.email).at(gas26).withStatus('ZU'),
    aBookedBooth().withRegiNr('4301').bookedBy(emily.email).at(gas26).as('MITAUSSTELLER'),
    aBookedBooth().withRegiNr('9904').bookedBy(anna.email).at(art25),
    aBookedBooth().withRegiNr('9905').bookedBy(anna.email).at(art25).withStatus('ZU'),
    aBookedBooth().withRegiNr('9906').bookedBy(anna.email).at(art25).withStatus('OP'),
    aBookedBooth().withRegiNr('9901').bookedBy(anna.email).at(hab26),
    aBookedBooth().withRegiNr('4811').bookedBy(luc.email).at(hab27),
  ],
});

function pastFairsService() {
  const { bookingSystem, fairs } = portsOf(world);
  return { bookingSystem, service: new PastFairs({ fairs, bookingSystem }) };
}

const boothsOf = (view: { fairs: Array<{ booths: Array<{ regiNr: string }> }> }) =>
  view.fairs.flatMap((fair) => fair.booths.map((booth) => booth.regiNr));

describe('PastFairs.ofSeries', () => {
  // spec: exhibitor-area §5 past fairs — publish end not in the future, latest duration end first
  it('lists the user’s past fairs of the series today, with each booth’s past documents in the order BKOP, STANGEBT, HPLAN, STSKIZZE', async () => {
    const { service } = pastFairsService();
    const result = await service.ofSeries(anna, 'R-GAS', today);
    if (!result.ok) throw new Error('expected the past fairs of R-GAS');
    expect(result.view.fairs.map((fair) => fair.idCode)).toEqual(['GAS25']);
    expect(boothsOf(result.view)).toEqual(['9902']);
    expect(result.view.seriesTitle).toBe('Gastronova Luzern');
    // spec: exhibitor-area §2 Documents — past fairs: BKOP, STANGEBT, HPLAN, STSKIZZE
    expect(result.view.fairs[0].booths[0].documents.map((document) => document.typ)).toEqual([
      'BKOP',
      'STANGEBT',
      'HPLAN',
      'STSKIZZE',
    ]);
  });

  // spec: exhibitor-area §5 — decided at `now`: once the current edition's publication has ended, it is a past fair
  it('counts the current edition as past once its publication has ended, newest first', async () => {
    const { service } = pastFairsService();
    const later = daysLater(45);
    const result = await service.ofSeries(anna, 'R-GAS', later);
    if (!result.ok) throw new Error('expected the past fairs of R-GAS');
    expect(result.view.fairs.map((fair) => fair.idCode)).toEqual(['GAS26', 'GAS25']);
    expect(boothsOf(result.view)).toEqual(['4201', '4202', '9902']);

    // The co-exhibitor has a past fair in R-GAS only from then on.
    expect((await service.ofSeries(emily, 'R-GAS', today)).ok).toBe(false);
    const coExhibitor = await service.ofSeries(emily, 'R-GAS', later);
    expect(coExhibitor.ok && boothsOf(coExhibitor.view)).toEqual(['4301']);
  });

  // spec: exhibitor-area §4 Booth status OP — a renewal offer is no participation
  it('leaves renewal offers (OP) out of the past fairs', async () => {
    const { service } = pastFairsService();
    const result = await service.ofSeries(anna, 'R-ART', today);
    expect(result.ok && boothsOf(result.view)).toEqual(['9904', '9905']);
  });

  // spec: exhibitor-area §8 errors.boothNotFound, §6 new member
  it('answers boothNotFound for a series without a past booth of the user, and asks nothing for a new member', async () => {
    const { service, bookingSystem } = pastFairsService();
    expect(await service.ofSeries(anna, 'R-UNKNOWN', today)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await service.ofSeries(luc, 'R-HAB', today)).toEqual({ ok: false, error: 'boothNotFound' });
    bookingSystem.calls.clear();
    expect(
      await service.ofSeries(anExhibitor().withEmail('new@exhibitor.example').asNewMember().build(), 'R-HAB', today),
    ).toEqual({ ok: false, error: 'boothNotFound' });
    expect(bookingSystem.calls.size).toBe(0);
  });

  it('marks the view stale when the booking system answers from what it kept, and fails when it cannot answer', async () => {
    const { service, bookingSystem } = pastFairsService();
    bookingSystem.availability = 'stale';
    const result = await service.ofSeries(anna, 'R-HAB', today);
    expect(result.ok && result.view.stale).toBe(true);
    bookingSystem.availability = 'down';
    await expect(service.ofSeries(anna, 'R-HAB', today)).rejects.toBeInstanceOf(BookingSystemUnavailable);
  });
});
