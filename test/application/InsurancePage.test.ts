import { describe, expect, it } from '@jest/globals';
import { BoothAccess } from '../../application/BoothAccess.ts';
import { InsuranceService } from '../../application/Insurance.ts';
import type { User } from '../../application/ports/Users.ts';
import { buildDemoCatalogue } from '../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../support/InMemoryBookingSystem.ts';
import { InMemoryFairs } from '../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../support/InMemoryInsurances.ts';
import { InMemoryMailQueue } from '../support/InMemoryMailQueue.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const user = (email: string): User => ({
  id: `id-${email}`,
  email,
  givenName: 'Anna',
  familyName: 'Muster',
  locale: 'de',
  roles: ['AUSSTELLER'],
  preferredFairSeries: null,
  mailNotifications: false,
});
const anna = user('aussteller@demo.test');

function setUp() {
  const insurances = new InMemoryInsurances();
  const service = new InsuranceService(new BoothAccess(new InMemoryBookingSystem({ catalogue })), InMemoryFairs.fromCatalogue(catalogue), insurances, new InMemoryMailQueue());
  return { service, insurances };
}

const mandatoryOnly = {
  liabilityInsurance: true,
  propertyInsurance: true,
  exhibitionInsurance: true,
  increasedAmountActive: false,
  increasedAmount: null,
  cargoInsurance: false,
  breakableCargoValue: null,
};

describe('InsuranceService.page', () => {
  // spec: exhibitor-area §2 Insurance: the header shows the fair id and the booth number; §4 editable when no insurance exists
  it('answers the fair and booth of the header and no insurance for a booth without one', async () => {
    const { service } = setUp();
    const result = await service.page(anna, '100302');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.view.fair.idCode).toMatch(/^AGR\d\d$/);
    expect(result.view.booth).toEqual({ regiNr: '100302', standnummer: '5.008', halleBezeichnung: expect.objectContaining({ de: expect.stringContaining('5') }), blendentext: 'Muster Stallbau' });
    expect(result.view.insurance).toBeNull();
    expect(result.view.stale).toBe(false);
  });

  // spec: exhibitor-area §7 the last entry of the returned list is the current insurance
  it('answers the last entry of the history as the current insurance', async () => {
    const { service } = setUp();
    await service.submit(anna, '100302', mandatoryOnly, 'create', now);
    await service.submit(anna, '100302', { ...mandatoryOnly, cargoInsurance: true, breakableCargoValue: 8000 }, 'update', now);
    const result = await service.page(anna, '100302');
    expect(result.ok && result.view.insurance).toMatchObject({ booth_id: '100302', cargoInsurance: true, breakableCargoValue: 8000 });
  });

  // spec: exhibitor-area §6 booth access is checked on the server; §8 errors.boothNotFound
  it.each([
    ['another exhibitor’s booth', user('haendler@demo.test'), '100302'],
    ['a malformed booth id', anna, '../100302'],
    ['an unknown booth', anna, '999999'],
  ])('answers boothNotFound for %s', async (_what, who, regiNr) => {
    const { service } = setUp();
    expect(await service.page(who, regiNr)).toEqual({ ok: false, error: 'boothNotFound' });
  });
});
