import { describe, expect, it } from '@jest/globals';
import type { User } from '../../../application/ports/Users.ts';
import { InsuranceService, type InsuranceRequest } from '../../../application/exhibitor/Insurance.ts';
import { INSURANCE_CHANGE_LIMIT } from '../../../application/exhibitor/insuranceChangeRate.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { aBookedBooth, aFair, anExhibitor, anInsurance, aWorld, portsOf } from '../../support/builders/index.ts';
import { asRouted, boothAccessOver } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').speaking('de').build();
const luc = anExhibitor().withEmail('luc@exhibitor.example').speaking('fr').build();
const hab = aFair().withIdCode('HAB27').withTeamEmail('team@hab.example');
// Anna's booth 4711 (A10), a second booth 4712 at the same fair and 5711 at another fair; Luc's booth 4811.
const world = aWorld({
  fairs: [hab, aFair().withIdCode('GAS27').inSeries('R-GAS')],
  booths: [
    aBookedBooth()
      .withRegiNr('4711')
      .bookedBy(anna.email)
      .at(hab)
      .inHall({ de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' }, 'A10')
      .withBlendentext('Muster Holzbau'),
    aBookedBooth().withRegiNr('4712').bookedBy(anna.email).at(hab).withStatus('OFFEN'),
    aBookedBooth().withRegiNr('4811').bookedBy(luc.email).at(hab),
    aBookedBooth().withRegiNr('5711').bookedBy(anna.email).at('GAS27'),
  ],
});

function setUp(changeLimit = INSURANCE_CHANGE_LIMIT) {
  const insurances = new InMemoryInsurances();
  const mails = new InMemoryMailQueue();
  const { bookingSystem, fairs } = portsOf(world);
  const access = boothAccessOver(bookingSystem);
  const insurance = new InsuranceService(access, fairs, insurances, mails, changeLimit);
  // As the API calls it: the router resolves the booth (x-booth insurance) before the use case runs.
  const service = {
    history: (user: User, regiNr: string) => asRouted(access, user, 'insurance', regiNr, (s) => insurance.history(s)),
    page: (user: User, regiNr: string) => asRouted(access, user, 'insurance', regiNr, (s) => insurance.page(s)),
    submit: (user: User, regiNr: string, request: InsuranceRequest, mode: 'create' | 'update', at: Date) =>
      asRouted(access, user, 'insurance', regiNr, (s) => insurance.submit(s, request, mode, at)),
  };
  return { service, insurances, mails };
}

const mandatoryOnly = anInsurance().build();

describe('InsuranceService', () => {
  // spec: exhibitor-area §9 mandatory insurance: total premium CHF 79.25; numbers with apostrophes
  it('mails the fair team the choice with the premiums of the domain, in German only for a German exhibitor', async () => {
    const { service, mails } = setUp();
    const result = await service.submit(anna, '4711', mandatoryOnly, 'create', now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.entry.premiums.mandatoryTotal).toBe(7925);
    const { mail } = mails.sent[0];
    expect(mail.to).toBe('team@hab.example');
    expect(mail.text).toContain('Prämie obligatorische Versicherung: CHF 79.25');
    expect(mail.text).toContain('Haftpflichtversicherung: Aktiviert – CHF 20.60');
    expect(mail.text).toContain("Versicherungssumme: CHF 20'000.00");
    expect(mail.text).not.toContain('Assurance');
    expect(mail.subject).toBe('Ausstellerversicherung HAB27 – A10 (4711)');
  });

  it('writes the mail in German and again in the exhibitor’s language', async () => {
    const { service, mails } = setUp();
    await service.submit(
      luc,
      '4811',
      { ...mandatoryOnly, increasedAmountActive: true, increasedAmount: '1000000' },
      'create',
      now,
    );
    const text = mails.sent[0].mail.text;
    expect(text).toContain("Erhöhte Versicherungssumme: Aktiviert – CHF 1'000'000.00");
    expect(text).toContain("Somme d’assurance augmentée\u202f: Activée – CHF 1'000'000.00");
    expect(text.indexOf('Haftpflichtversicherung')).toBeLessThan(text.indexOf('Assurance responsabilité civile'));
  });

  // spec: exhibitor-area §5 increasedAmount at least 20000 when requested
  it('answers field errors, stores nothing and mails nothing for invalid input', async () => {
    const { service, insurances, mails } = setUp();
    const result = await service.submit(
      anna,
      '4711',
      { ...anInsurance().withIncreasedAmount(19999).build(), exhibitionInsurance: null },
      'create',
      now,
    );
    expect(result).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: expect.arrayContaining([
        { field: '/body/increasedAmount', messageKey: 'insurance.errors.minAmount' },
        { field: '/body/exhibitionInsurance', messageKey: 'insurance.errors.required' },
      ]),
    });
    expect(await insurances.historyOf('4711')).toEqual([]);
    expect(mails.sent).toEqual([]);
  });

  it('counts the same additional booth once only and refuses the main booth as an additional one', async () => {
    const { service } = setUp();
    const result = await service.submit(
      anna,
      '4711',
      { ...mandatoryOnly, additionalBooths: [{ regiNr: '4712' }, { regiNr: '4712' }, { regiNr: '4711' }] },
      'create',
      now,
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: [
        { field: '/body/additionalBooths/1/regiNr', messageKey: 'errors.duplicateBooth' },
        { field: '/body/additionalBooths/2/regiNr', messageKey: 'errors.duplicateBooth' },
      ],
    });
  });

  // spec: exhibitor-area §3 Insurance additionalBooths; §6 booth access is checked on the server
  it('refuses as additional booths one of another fair and one that is not the user’s, and stores nothing', async () => {
    const { service, insurances } = setUp();
    const result = await service.submit(
      anna,
      '4711',
      { ...mandatoryOnly, additionalBooths: [{ regiNr: '5711' }, { regiNr: '4811' }, { regiNr: '4712' }] },
      'create',
      now,
    );
    expect(result).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: [
        { field: '/body/additionalBooths/0/regiNr', messageKey: 'errors.fairMismatch' },
        { field: '/body/additionalBooths/1/regiNr', messageKey: 'errors.boothNotFound' },
      ],
    });
    expect(await insurances.historyOf('4711')).toEqual([]);
    const accepted = await service.submit(
      anna,
      '4711',
      { ...mandatoryOnly, additionalBooths: [{ regiNr: '4712' }] },
      'create',
      now,
    );
    expect(accepted.ok && accepted.submission.additionalBooths).toEqual([
      { regiNr: '4712', hall: 'Halle 1', boothNumber: 'A10' },
    ]);
  });

  it('answers boothNotFound for a booth of another user and noInsurance for an update of nothing', async () => {
    const { service } = setUp();
    expect(await service.submit(luc, '4711', mandatoryOnly, 'create', now)).toEqual({
      ok: false,
      error: 'boothNotFound',
    });
    expect(await service.history(luc, '4711')).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await service.submit(anna, '4711', mandatoryOnly, 'update', now)).toEqual({
      ok: false,
      error: 'noInsurance',
    });
  });

  it('keeps each submit as a new history entry, the last one current, with a mail key per entry', async () => {
    const { service, mails } = setUp();
    await service.submit(anna, '4711', mandatoryOnly, 'create', now);
    await service.submit(anna, '4711', anInsurance().waived().build(), 'update', new Date(now.getTime() + 1000));
    const history = await service.history(anna, '4711');
    expect(history.ok && history.entries.map((entry) => entry.waiver)).toEqual([false, true]);
    expect(new Set(mails.sent.map((sent) => sent.key)).size).toBe(2);
  });

  // Resending the same insurance must not flood the fair team (one user once caused 276 mails in 30 s)
  it('mails once per change that matters: the same insurance again appends nothing and mails no one', async () => {
    const { service, mails } = setUp();
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const first = await service.submit(anna, '4711', mandatoryOnly, 'create', now);
    for (let index = 1; index <= 5; index++) {
      const again = await service.submit(
        anna,
        '4711',
        { ...mandatoryOnly, regiNr: '4711' },
        index % 2 ? 'update' : 'create',
        later(index),
      );
      expect(again.ok && again.entry.id).toBe(first.ok && first.entry.id);
    }
    expect(mails.sent).toHaveLength(1);

    const withCargo = anInsurance().withCargo().build();
    await service.submit(anna, '4711', withCargo, 'update', later(10));
    await service.submit(anna, '4711', withCargo, 'update', later(11));
    const history = await service.history(anna, '4711');
    expect(history.ok && history.entries).toHaveLength(2);
    expect(mails.sent).toHaveLength(2);
  });

  it(`lets one user change one booth’s insurance at most ${INSURANCE_CHANGE_LIMIT.changes} times an hour, then rateLimited with the time to wait`, async () => {
    const { service: service3, mails } = setUp({ changes: 3, windowMs: 60 * 60_000 });
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const cover = (on: boolean) => ({ ...mandatoryOnly, cargoInsurance: on });
    for (const [minute, on] of [
      [0, false],
      [1, true],
      [2, false],
    ] as const)
      expect((await service3.submit(anna, '4711', cover(on), 'create', at(minute))).ok).toBe(true);

    expect(await service3.submit(anna, '4711', cover(true), 'update', at(3))).toEqual({
      ok: false,
      error: 'rateLimited',
      retryAfterSeconds: 57 * 60,
    });
    expect(mails.sent).toHaveLength(3);
    // Another booth of the same user, and another user, are not held back.
    expect((await service3.submit(anna, '4712', cover(true), 'create', at(3))).ok).toBe(true);
    expect((await service3.submit(luc, '4811', cover(true), 'create', at(3))).ok).toBe(true);
    // Once the first change leaves the hour, one more is allowed.
    expect((await service3.submit(anna, '4711', cover(true), 'update', at(60.5))).ok).toBe(true);
    expect(mails.sent).toHaveLength(6);
  });
});

describe('InsuranceService.page', () => {
  // spec: exhibitor-area §2 Insurance: the header shows the fair id and the booth number; §4 editable when no insurance exists
  it('answers the fair and booth of the header and no insurance for a booth without one', async () => {
    const { service } = setUp();
    const result = await service.page(anna, '4711');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.view.fair.idCode).toBe('HAB27');
    expect(result.view.booth).toEqual({
      regiNr: '4711',
      standnummer: 'A10',
      halleBezeichnung: { de: 'Halle 1', fr: 'Halle 1', en: 'Hall 1' },
      blendentext: 'Muster Holzbau',
    });
    expect(result.view.insurance).toBeNull();
    expect(result.view.stale).toBe(false);
  });

  // spec: exhibitor-area §7 the last entry of the returned list is the current insurance
  it('answers the last entry of the history as the current insurance', async () => {
    const { service } = setUp();
    await service.submit(anna, '4711', mandatoryOnly, 'create', now);
    await service.submit(anna, '4711', anInsurance().withCargo(8000).build(), 'update', now);
    const result = await service.page(anna, '4711');
    expect(result.ok && result.view.insurance).toMatchObject({
      booth_id: '4711',
      cargoInsurance: true,
      breakableCargoValue: 8000,
    });
  });

  // spec: exhibitor-area §6 booth access is checked on the server; §8 errors.boothNotFound
  it.each([
    ['another exhibitor’s booth', luc, '4711'],
    ['a malformed booth id', anna, '../4711'],
    ['an unknown booth', anna, '999999'],
  ])('answers boothNotFound for %s', async (_what, who, regiNr) => {
    const { service } = setUp();
    expect(await service.page(who, regiNr)).toEqual({ ok: false, error: 'boothNotFound' });
  });
});
