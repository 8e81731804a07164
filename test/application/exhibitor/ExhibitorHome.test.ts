import { describe, expect, it } from '@jest/globals';
import { ExhibitorHome } from '../../../application/exhibitor/ExhibitorHome.ts';
import { isNewMember } from '../../../domain/index.ts';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { aUser } from '../../support/mothers.ts';
import { InMemoryFairs } from '../../support/InMemoryFairs.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';
import type { Localized } from '../../../domain/index.ts';
import type { WallEntryView } from '../../../application/exhibitor/Teasers.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);


const wallEntry: WallEntryView = {
  id: 'w1',
  displayName: 'Nautica Zürich',
  url: { de: 'https://nautica.example', fr: null, en: null },
  logo: { de: 'data:image/png;base64,AA', fr: null, en: null },
};

function home(options: { notice?: Localized<string> | null } = {}) {
  const bookingSystem = new InMemoryBookingSystem({ catalogue });
  const notifications = new InMemoryNotifications();
  const service = new ExhibitorHome({
    fairs: InMemoryFairs.fromCatalogue(catalogue),
    bookingSystem,
    notifications,
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
    const view = await service.homeFor(aUser('neu@demo.test', []), now);
    expect(view.newMember).toBe(true);
    expect(view.activeBooths).toEqual([]);
    expect(bookingSystem.calls.size).toBe(0);
    expect(view.fairsOpenForRegistration.length).toBeGreaterThan(0);
    for (const fair of view.fairsOpenForRegistration) expect(fair.registrationUrl.de).toMatch(/^https:\/\//);
  });

  // spec: exhibitor-area §5 — booths with status OP and a passed registration deadline are hidden
  it('hides the renewal offer whose deadline has passed and shows the one still open first', async () => {
    const { service } = home();
    const view = await service.homeFor(aUser('aussteller@demo.test', ['AUSSTELLER']), now);
    const renewals = view.activeBooths.filter((booth) => booth.status === 'OP');
    expect(renewals.map((booth) => booth.regiNr)).toEqual(['100102']);
    expect(view.activeBooths[0]!.regiNr).toBe('100102');
    expect(view.activeBooths.map((booth) => booth.regiNr)).not.toContain('100402');
  });

  it('labels booths per language from the fair and the booth', async () => {
    const { service } = home();
    const view = await service.homeFor(aUser('aussteller@demo.test', ['AUSSTELLER']), now);
    const confirmed = view.activeBooths.find((booth) => booth.status === 'BESTAETIGT')!;
    expect(confirmed.statusStep).toBe(8);
    expect(confirmed.statusLabel.de).not.toBe('');
    expect(confirmed.statusLabel.fr).not.toBe(confirmed.statusLabel.de);
    const entry = view.fairNavigation.flatMap((fair) => fair.booths).find((booth) => booth.regiNr === confirmed.regiNr)!;
    expect(entry.label.de).toBe(`${confirmed.halleBezeichnung.de} / ${confirmed.standnummer}`);
    expect(entry.label.en).toBe(`${confirmed.halleBezeichnung.en} / ${confirmed.standnummer}`);
  });

  // spec: exhibitor-area §5 past fairs — grouped by series keeping the latest, by duration end descending
  it('lists the past fair series once each, latest fair first, without renewal offers', async () => {
    const { service } = home();
    const view = await service.homeFor(aUser('aussteller@demo.test', ['AUSSTELLER']), now);
    expect(view.pastFairSeries.length).toBeGreaterThanOrEqual(4);
    const seriesIds = view.pastFairSeries.map((series) => series.seriesId);
    expect(new Set(seriesIds).size).toBe(seriesIds.length);
    const ends = view.pastFairSeries.map((series) => series.fair.duration.end ?? '');
    expect(ends).toEqual([...ends].sort().reverse());
    for (const series of view.pastFairSeries) {
      expect(series.fair.duration.end! < '2026-11-21').toBe(true);
      expect(series.booths.length).toBeGreaterThan(0);
    }
    expect(view.pastFairSeries.flatMap((series) => series.booths.map((booth) => booth.regiNr))).not.toContain('100906');
  });

  // spec: exhibitor-area §5 past fairs — decided at the request's now over the fairs the product and Rubin know
  describe('past fairs as the clock moves on from the day the data was loaded', () => {
    const daysLater = (days: number) => new Date(now.getTime() + days * 86_400_000);
    const seriesOf = (view: Awaited<ReturnType<ExhibitorHome['homeFor']>>) =>
      Object.fromEntries(view.pastFairSeries.map((series) => [series.seriesId, series.fair.idCode]));

    it('lists AGR26 once its publication has ended (three weeks later)', async () => {
      const { service } = home();
      const view = await service.homeFor(aUser('aussteller@demo.test', ['AUSSTELLER']), daysLater(21));
      expect(view.activeBooths.map((booth) => booth.fair.idCode)).not.toContain('AGR26');
      expect(seriesOf(view)['R-AGR']).toBe('AGR26');
      expect(view.pastFairSeries[0]!.fair.idCode).toBe('AGR26');
      expect(view.pastFairSeries[0]!.booths.map((booth) => booth.regiNr).sort()).toEqual(['100301', '100302']);
    });

    it('shows GAS26 for R-GAS instead of GAS25 a month later', async () => {
      const { service } = home();
      const view = await service.homeFor(aUser('aussteller@demo.test', ['AUSSTELLER']), daysLater(31));
      expect(seriesOf(view)['R-GAS']).toBe('GAS26');
      expect(view.pastFairSeries.map((series) => series.seriesId).filter((id) => id === 'R-GAS')).toHaveLength(1);
    });

    it('gives the co-exhibitor an R-GAS entry a month later', async () => {
      const { service } = home();
      const before = await service.homeFor(aUser('mitaussteller@demo.test', ['MITAUSSTELLER']), now);
      expect(seriesOf(before)['R-GAS']).toBeUndefined();
      const view = await service.homeFor(aUser('mitaussteller@demo.test', ['MITAUSSTELLER']), daysLater(31));
      expect(seriesOf(view)['R-GAS']).toBe('GAS26');
      expect(view.pastFairSeries.find((series) => series.seriesId === 'R-GAS')!.booths.map((booth) => booth.regiNr)).toEqual(['300201']);
    });
  });

  it('counts the unread notifications and carries the wall of fairs and the operator notice', async () => {
    const notice = { de: 'Wartung am Sonntag', fr: 'Maintenance dimanche', en: 'Maintenance on Sunday' };
    const { notifications, service } = home({ notice });
    const user = aUser('aussteller@demo.test', ['AUSSTELLER']);
    await notifications.addReminderOnce({ userId: user.id, fairId: 'HAB26', boothId: '100101', taskId: 't1', state: 'due', subject: 'Frist', body: '<p>Bitte</p>' }, now);
    await notifications.addReminderOnce({ userId: 'someone-else', fairId: 'HAB26', boothId: '200101', taskId: 't1', state: 'due', subject: 'Frist', body: '<p>Bitte</p>' }, now);
    const view = await service.homeFor(user, now);
    expect(view.unreadNotifications).toBe(1);
    expect(view.wallEntries).toEqual([wallEntry]);
    expect(view.message).toEqual(notice);
  });

  it('says the answer is stale when the booking system answered from its cache', async () => {
    const { bookingSystem, service } = home();
    bookingSystem.availability = 'stale';
    const view = await service.homeFor(aUser('aussteller@demo.test', ['AUSSTELLER']), now);
    expect(view.stale).toBe(true);
    expect(view.activeBooths.length).toBeGreaterThanOrEqual(7);
  });

  it('fails with BookingSystemUnavailable when the booking system is down and nothing is kept', async () => {
    const { bookingSystem, service } = home();
    bookingSystem.availability = 'down';
    await expect(service.homeFor(aUser('aussteller@demo.test', ['AUSSTELLER']), now)).rejects.toBeInstanceOf(BookingSystemUnavailable);
  });
});
