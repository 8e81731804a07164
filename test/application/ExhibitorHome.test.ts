import { describe, expect, it } from '@jest/globals';
import { ExhibitorHome, isNewMember } from '../../application/ExhibitorHome.ts';
import { BookingSystemUnavailable } from '../../application/ports/BookingSystem.ts';
import type { User } from '../../application/ports/Users.ts';
import { buildDemoCatalogue } from '../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../support/InMemoryBookingSystem.ts';
import { InMemoryFairs } from '../support/InMemoryFairs.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);

const aUser = (email: string, roles: string[]): User => ({
  id: email,
  email,
  givenName: 'Given',
  familyName: 'Family',
  locale: 'de',
  roles,
  preferredFairSeries: null,
  mailNotifications: false,
});

function home() {
  const bookingSystem = new InMemoryBookingSystem({ catalogue });
  return { bookingSystem, service: new ExhibitorHome(InMemoryFairs.fromCatalogue(catalogue), bookingSystem) };
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
