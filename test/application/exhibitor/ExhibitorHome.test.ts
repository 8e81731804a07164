import { describe, expect, it } from '@jest/globals';
import { ExhibitorHome } from '../../../application/exhibitor/ExhibitorHome.ts';
import { isNewMember } from '../../../domain/index.ts';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';
import type { Localized } from '../../../domain/index.ts';
import type { WallEntryView } from '../../../application/exhibitor/Teasers.ts';
import { aBookedBooth, aFair, anExhibitor, aReminder, aWorld, portsOf } from '../../support/builders/index.ts';
import { boothAccessOver } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').build();
const emily = anExhibitor().withEmail('emily@exhibitor.example').asCoExhibitor().build();

// Open for registration until 2027-01-31; its registration deadline has passed; published until 2026-12-05
// and 2026-12-15 (past fairs three weeks and a month later); and past fairs of two series.
const hab27 = aFair().withIdCode('HAB27').inSeries('R-HAB');
const ind27 = aFair()
  .withIdCode('IND27')
  .inSeries('R-IND')
  .published('2026-03-01', '2027-04-30')
  .held('2027-02-10', '2027-02-12')
  .withRegistrationDeadline('2026-10-31');
const agr26 = aFair()
  .withIdCode('AGR26')
  .inSeries('R-AGR')
  .published('2026-01-01', '2026-12-05')
  .held('2026-11-10', '2026-11-13')
  .withRegistrationDeadline('2026-08-31');
const gas26 = aFair()
  .withIdCode('GAS26')
  .inSeries('R-GAS')
  .published('2026-03-01', '2026-12-15')
  .held('2026-11-25', '2026-11-28')
  .withRegistrationDeadline('2026-09-30');
const gas25 = aFair()
  .withIdCode('GAS25')
  .inSeries('R-GAS')
  .published('2025-03-01', '2026-01-31')
  .held('2025-11-01', '2025-11-04');
const gas24 = aFair()
  .withIdCode('GAS24')
  .inSeries('R-GAS')
  .published('2024-03-01', '2025-01-31')
  .held('2024-11-01', '2024-11-04');
const art25 = aFair()
  .withIdCode('ART25')
  .inSeries('R-ART')
  .published('2025-01-01', '2025-09-30')
  .held('2025-06-12', '2025-06-15');
const nau25 = aFair()
  .withIdCode('NAU25')
  .inSeries('R-NAU')
  .published('2025-01-01', '2025-05-31')
  .held('2025-03-01', '2025-03-04');
const world = aWorld({
  fairs: [hab27, ind27, agr26, gas26, gas25, gas24, art25, nau25],
  booths: [
    aBookedBooth()
      .withRegiNr('4101')
      .bookedBy(anna.email)
      .at(hab27)
      .inHall({ de: 'Halle 1', fr: 'Halle 1 fr', en: 'Hall 1' }, 'A10'),
    aBookedBooth().withRegiNr('4102').bookedBy(anna.email).at(hab27).withStatus('OP'),
    aBookedBooth().withRegiNr('4402').bookedBy(anna.email).at(ind27).withStatus('OP'),
    aBookedBooth().withRegiNr('4501').bookedBy(anna.email).at(agr26),
    aBookedBooth().withRegiNr('4502').bookedBy(anna.email).at(agr26).withStatus('IN_PRUEFUNG'),
    aBookedBooth().withRegiNr('4201').bookedBy(anna.email).at(gas26).withStatus('ZU'),
    aBookedBooth().withRegiNr('4301').bookedBy(emily.email).at(gas26).as('MITAUSSTELLER'),
    aBookedBooth().withRegiNr('9902').bookedBy(anna.email).at(gas25),
    aBookedBooth().withRegiNr('9903').bookedBy(anna.email).at(gas24),
    aBookedBooth().withRegiNr('9904').bookedBy(anna.email).at(art25),
    aBookedBooth().withRegiNr('9906').bookedBy(anna.email).at(art25).withStatus('OP'),
    aBookedBooth().withRegiNr('9907').bookedBy(anna.email).at(nau25).withStatus('OP'),
  ],
});

const wallEntry: WallEntryView = {
  id: 'w1',
  displayName: 'Nautica Zürich',
  url: { de: 'https://nautica.example', fr: null, en: null },
  logo: { de: 'data:image/png;base64,AA', fr: null, en: null },
};

function home(options: { notice?: Localized<string> | null } = {}) {
  const { bookingSystem, fairs } = portsOf(world);
  const notifications = new InMemoryNotifications();
  const service = new ExhibitorHome({
    fairs,
    bookingSystem,
    notifications,
    access: boothAccessOver(bookingSystem),
    wall: { currentWallEntries: async () => [wallEntry] },
    notices: { current: async () => options.notice ?? null },
  });
  return { bookingSystem, notifications, service };
}

describe('ExhibitorHome', () => {
  // spec: exhibitor-area §6 new member
  it('treats users with neither AUSSTELLER nor MITAUSSTELLER as new members', () => {
    expect(isNewMember({ roles: [] })).toBe(true);
    expect(isNewMember({ roles: ['VERTRAGSHAENDLER'] })).toBe(true);
    expect(isNewMember({ roles: ['ONESHOP_MANAGER'] })).toBe(true);
    expect(isNewMember({ roles: ['AUSSTELLER'] })).toBe(false);
    expect(isNewMember({ roles: ['MITAUSSTELLER'] })).toBe(false);
  });

  it('asks the booking system nothing for a new member, and offers the fairs open for registration', async () => {
    const { bookingSystem, service } = home();
    const view = await service.homeFor(anExhibitor().withEmail('new@exhibitor.example').asNewMember().build(), now);
    expect(view.newMember).toBe(true);
    expect(view.activeBooths).toEqual([]);
    expect(bookingSystem.calls.size).toBe(0);
    expect(view.fairsOpenForRegistration.map((fair) => fair.idCode)).toEqual(['HAB27']);
    for (const fair of view.fairsOpenForRegistration) expect(fair.registrationUrl.de).toMatch(/^https:\/\//);
  });

  // spec: exhibitor-area §5 — booths with status OP and a passed registration deadline are hidden
  it('hides the renewal offer whose deadline has passed and shows the one still open first', async () => {
    const { service } = home();
    const view = await service.homeFor(anna, now);
    const renewals = view.activeBooths.filter((booth) => booth.status === 'OP');
    expect(renewals.map((booth) => booth.regiNr)).toEqual(['4102']);
    expect(view.activeBooths[0].regiNr).toBe('4102');
    expect(view.activeBooths.map((booth) => booth.regiNr)).not.toContain('4402');
  });

  it('labels booths per language from the fair and the booth', async () => {
    const { service } = home();
    const view = await service.homeFor(anna, now);
    const confirmed = view.activeBooths.find((booth) => booth.status === 'BESTAETIGT')!;
    expect(confirmed.statusStep).toBe(8);
    expect(confirmed.statusLabel.de).not.toBe('');
    expect(confirmed.statusLabel.fr).not.toBe(confirmed.statusLabel.de);
    const entry = view.fairNavigation
      .flatMap((fair) => fair.booths)
      .find((booth) => booth.regiNr === confirmed.regiNr)!;
    expect(entry.label.de).toBe(`${confirmed.halleBezeichnung.de} / ${confirmed.standnummer}`);
    expect(entry.label.en).toBe(`${confirmed.halleBezeichnung.en} / ${confirmed.standnummer}`);
  });

  // spec: exhibitor-area §5 past fairs — grouped by series keeping the latest, by duration end descending
  it('lists the past fair series once each, latest fair first, without renewal offers', async () => {
    const { service } = home();
    const view = await service.homeFor(anna, now);
    // NAU25 had only a renewal offer (OP): no participation, no series.
    expect(view.pastFairSeries.map((series) => [series.seriesId, series.fair.idCode])).toEqual([
      ['R-GAS', 'GAS25'],
      ['R-ART', 'ART25'],
    ]);
    expect(view.pastFairSeries.map((series) => series.booths.map((booth) => booth.regiNr))).toEqual([
      ['9902'],
      ['9904'],
    ]);
  });

  // spec: exhibitor-area §5 past fairs — decided at the request's now over the fairs the product and Rubin know
  describe('past fairs as the clock moves on from the day the data was loaded', () => {
    const daysLater = (days: number) => new Date(now.getTime() + days * 86_400_000);
    const seriesOf = (view: Awaited<ReturnType<ExhibitorHome['homeFor']>>) =>
      Object.fromEntries(view.pastFairSeries.map((series) => [series.seriesId, series.fair.idCode]));

    it('lists AGR26 once its publication has ended (three weeks later)', async () => {
      const { service } = home();
      const view = await service.homeFor(anna, daysLater(21));
      expect(view.activeBooths.map((booth) => booth.fair.idCode)).not.toContain('AGR26');
      expect(seriesOf(view)['R-AGR']).toBe('AGR26');
      expect(view.pastFairSeries[0].fair.idCode).toBe('AGR26');
      expect(view.pastFairSeries[0].booths.map((booth) => booth.regiNr).sort()).toEqual(['4501', '4502']);
    });

    it('shows GAS26 for R-GAS instead of GAS25 a month later', async () => {
      const { service } = home();
      const view = await service.homeFor(anna, daysLater(31));
      expect(seriesOf(view)['R-GAS']).toBe('GAS26');
      expect(view.pastFairSeries.map((series) => series.seriesId).filter((id) => id === 'R-GAS')).toHaveLength(1);
    });

    it('gives the co-exhibitor an R-GAS entry a month later', async () => {
      const { service } = home();
      const before = await service.homeFor(emily, now);
      expect(seriesOf(before)['R-GAS']).toBeUndefined();
      const view = await service.homeFor(emily, daysLater(31));
      expect(seriesOf(view)['R-GAS']).toBe('GAS26');
      expect(
        view.pastFairSeries.find((series) => series.seriesId === 'R-GAS')!.booths.map((booth) => booth.regiNr),
      ).toEqual(['4301']);
    });
  });

  it('counts the unread notifications and carries the wall of fairs and the operator notice', async () => {
    const notice = { de: 'Wartung am Sonntag', fr: 'Maintenance dimanche', en: 'Maintenance on Sunday' };
    const { notifications, service } = home({ notice });
    const user = anna;
    await notifications.addReminderOnce(aReminder().for(user.id).aboutBooth('4101', 'HAB27').build(), now);
    await notifications.addReminderOnce(aReminder().for('someone-else').aboutBooth('4811', 'HAB27').build(), now);
    const view = await service.homeFor(user, now);
    expect(view.unreadNotifications).toBe(1);
    expect(view.wallEntries).toEqual([wallEntry]);
    expect(view.message).toEqual(notice);
  });

  it('says the answer is stale when the booking system answered from its cache', async () => {
    const { bookingSystem, service } = home();
    bookingSystem.availability = 'stale';
    const view = await service.homeFor(anna, now);
    expect(view.stale).toBe(true);
    expect(view.activeBooths.map((booth) => booth.regiNr).sort()).toEqual(['4101', '4102', '4201', '4501', '4502']);
  });

  it('fails with BookingSystemUnavailable when the booking system is down and nothing is kept', async () => {
    const { bookingSystem, service } = home();
    bookingSystem.availability = 'down';
    await expect(service.homeFor(anna, now)).rejects.toBeInstanceOf(BookingSystemUnavailable);
  });
});
