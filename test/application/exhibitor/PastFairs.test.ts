import { describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import { PastFairs } from '../../../application/exhibitor/PastFairs.ts';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryFairs } from '../../support/InMemoryFairs.ts';
import { aUser } from '../../support/mothers.ts';

const today = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(today);
const daysLater = (days: number) => DateTime.fromJSDate(today).plus({ days }).toJSDate();
const anna = aUser('aussteller@demo.test', ['AUSSTELLER']);
const emily = aUser('mitaussteller@demo.test', ['MITAUSSTELLER']);

const codeOf = (key: { series: string; current: boolean }) =>
  catalogue.fairs.find((fair) => fair.series.reiheId === key.series && (fair.tasks.length > 0) === key.current)!.idCode;

function pastFairsService() {
  const bookingSystem = new InMemoryBookingSystem({ catalogue });
  return { bookingSystem, service: new PastFairs({ fairs: InMemoryFairs.fromCatalogue(catalogue), bookingSystem }) };
}

const boothsOf = (view: { fairs: Array<{ booths: Array<{ regiNr: string }> }> }) => view.fairs.flatMap((fair) => fair.booths.map((booth) => booth.regiNr));

describe('PastFairs.ofSeries', () => {
  // spec: exhibitor-area §5 past fairs — publish end not in the future, latest duration end first
  it('lists the user’s past fairs of the series today, with each booth’s past documents in the order BKOP, STANGEBT, HPLAN, STSKIZZE', async () => {
    const { service } = pastFairsService();
    const result = await service.ofSeries(anna, 'R-GAS', today);
    if (!result.ok) throw new Error('expected the past fairs of R-GAS');
    expect(result.view.fairs.map((fair) => fair.idCode)).toEqual([codeOf({ series: 'R-GAS', current: false })]);
    expect(boothsOf(result.view)).toEqual(['100902']);
    expect(result.view.seriesTitle).toBe('Gastronova Luzern');
    // spec: exhibitor-area §2 Documents — past fairs: BKOP, STANGEBT, HPLAN, STSKIZZE
    expect(result.view.fairs[0]!.booths[0]!.documents.map((document) => document.typ)).toEqual(['BKOP', 'STANGEBT', 'HPLAN', 'STSKIZZE']);
  });

  // spec: exhibitor-area §5 — decided at `now`: once the current edition's publication has ended, it is a past fair
  it('counts the current edition as past once its publication has ended, newest first', async () => {
    const { service } = pastFairsService();
    const later = daysLater(45);
    const result = await service.ofSeries(anna, 'R-GAS', later);
    if (!result.ok) throw new Error('expected the past fairs of R-GAS');
    expect(result.view.fairs.map((fair) => fair.idCode)).toEqual([codeOf({ series: 'R-GAS', current: true }), codeOf({ series: 'R-GAS', current: false })]);
    expect(boothsOf(result.view)).toEqual(['100201', '100202', '100902']);

    // The co-exhibitor has a past fair in R-GAS only from then on.
    expect((await service.ofSeries(emily, 'R-GAS', today)).ok).toBe(false);
    const coExhibitor = await service.ofSeries(emily, 'R-GAS', later);
    expect(coExhibitor.ok && boothsOf(coExhibitor.view)).toEqual(['300201']);
  });

  // spec: exhibitor-area §4 Booth status OP — a renewal offer is no participation
  it('leaves renewal offers (OP) out of the past fairs', async () => {
    const { service } = pastFairsService();
    const result = await service.ofSeries(anna, 'R-ART', today);
    expect(result.ok && boothsOf(result.view)).toEqual(['100904', '100905']);
  });

  // spec: exhibitor-area §8 errors.boothNotFound, §6 new member
  it('answers boothNotFound for a series without a past booth of the user, and asks nothing for a new member', async () => {
    const { service, bookingSystem } = pastFairsService();
    expect(await service.ofSeries(anna, 'R-UNKNOWN', today)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await service.ofSeries(aUser('haendler@demo.test', ['AUSSTELLER', 'VERTRAGSHAENDLER']), 'R-HAB', today)).toEqual({ ok: false, error: 'boothNotFound' });
    bookingSystem.calls.clear();
    expect(await service.ofSeries(aUser('neu@demo.test', []), 'R-HAB', today)).toEqual({ ok: false, error: 'boothNotFound' });
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
