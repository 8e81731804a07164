import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { demo } from '../../support/demo.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { queryRows } from '../../support/testDatabase.ts';
import { captureMails, expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

const { users, booths } = demo;

let portal: TestPortal;
const mails = new InMemoryMailQueue();

beforeAll(async () => {
  portal = await startTestPortal();
  captureMails(portal, mails);
});

afterAll(async () => {
  await portal?.stop();
});

beforeEach(() => {
  mails.sent.length = 0;
  portal.portal.simulator!.setFaults({ down: false });
});

const rowsOf = async (regiNr: string): Promise<number> =>
  (
    await queryRows<{ n: number }>(
      portal.portal.databaseUrl,
      'select count(*)::int as n from insurances where booth_id = $1',
      [regiNr],
    )
  )[0].n;

const full = {
  liabilityInsurance: true,
  propertyInsurance: true,
  exhibitionInsurance: true,
  increasedAmountActive: true,
  increasedAmount: "50'000",
  cargoInsurance: true,
  breakableCargoValue: 8000,
};

interface Entry {
  id: string;
  booth_id: string;
  increasedAmount: number | null;
  waiver: boolean;
  premiums: { total: number; mandatoryTotal: number };
  propertyInsurance: boolean;
}

describe('GET /api/insurance/{booth}', () => {
  // spec: exhibitor-area §7 GET /insurance/{booth} — the list with history, the last is current
  it('answers the history of an insured booth of the user', async () => {
    const response = await portal.send(
      users.anna.email,
      'GET',
      `/api/insurance/${booths.annaAllocatedGas.regiNr}`,
      undefined,
      false,
    );
    expect(response.status).toBe(200);
    const body = (await expectDescribed(
      'GET',
      `/api/insurance/${booths.annaAllocatedGas.regiNr}`,
      response,
    )) as Entry[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ booth_id: booths.annaAllocatedGas.regiNr, increasedAmount: 50000, waiver: false });
  });

  it('answers an empty list for a booth of the user without insurance', async () => {
    const response = await portal.send(
      users.anna.email,
      'GET',
      `/api/insurance/${booths.annaOpenHab.regiNr}`,
      undefined,
      false,
    );
    expect(await expectDescribed('GET', `/api/insurance/${booths.annaOpenHab.regiNr}`, response)).toEqual([]);
  });

  // spec: exhibitor-area §6 booth access is checked on the server: another exhibitor's booth answers 404
  it.each([
    ['another exhibitor', users.luc.email, booths.annaAllocatedGas.regiNr],
    ['the co-exhibitor on the same stand', users.emily.email, booths.annaAllocatedGas.regiNr],
    ['a new member', users.nina.email, booths.annaConfirmedHab.regiNr],
    ['a manager', users.marco.email, booths.annaConfirmedHab.regiNr],
  ])('answers 404 errors.boothNotFound to %s', async (_who, email, regiNr) => {
    const response = await portal.send(email, 'GET', `/api/insurance/${regiNr}`, undefined, false);
    expect(response.status).toBe(404);
    expect(await expectDescribed('GET', `/api/insurance/${regiNr}`, response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
  });

  it('shows the co-exhibitor their own booth', async () => {
    const response = await portal.send(
      users.emily.email,
      'GET',
      `/api/insurance/${booths.emilyConfirmedGas.regiNr}`,
      undefined,
      false,
    );
    expect(response.status).toBe(200);
    expect(
      ((await expectDescribed('GET', `/api/insurance/${booths.emilyConfirmedGas.regiNr}`, response)) as Entry[]).length,
    ).toBe(1);
  });

  it('still answers from the kept booth when the booking system goes down after a good answer', async () => {
    expect(
      (await portal.send(users.luc.email, 'GET', `/api/insurance/${booths.lucConfirmedHab.regiNr}`, undefined, false))
        .status,
    ).toBe(200);
    portal.portal.simulator!.setFaults({ down: true });
    const response = await portal.send(
      users.luc.email,
      'GET',
      `/api/insurance/${booths.lucConfirmedHab.regiNr}`,
      undefined,
      false,
    );
    portal.portal.simulator!.setFaults({ down: false });
    expect(response.status).toBe(200);
    expect(
      ((await expectDescribed('GET', `/api/insurance/${booths.lucConfirmedHab.regiNr}`, response)) as Entry[]).length,
    ).toBeGreaterThan(0);
  });

  // spec: exhibitor-area §7 (a failing booking system gets a clear answer): the insurance is the portal's own data,
  // and whether the booth is the user's is read from the booth list the booking system last gave.
  it('answers from the kept booth list while the booking system is down, and 404 for a booth not on it', async () => {
    const path = `/api/insurance/${booths.marcoConfirmedInd.regiNr}`;
    expect((await portal.send(users.marco.email, 'GET', path, undefined, false)).status).toBe(200);
    portal.portal.simulator!.setFaults({ down: true });
    try {
      const kept = await portal.send(users.marco.email, 'GET', path, undefined, false);
      expect(kept.status).toBe(200);
      expect(await expectDescribed('GET', path, kept)).toEqual(expect.any(Array));
      const other = `/api/insurance/${booths.annaConfirmedHab.regiNr}`;
      const refused = await portal.send(users.marco.email, 'GET', other, undefined, false);
      expect(refused.status).toBe(404);
      expect(await expectDescribed('GET', other, refused)).toMatchObject({ messageKey: 'errors.boothNotFound' });
    } finally {
      portal.portal.simulator!.setFaults({ down: false });
    }
  });
});

describe('POST /api/insurance/{booth}', () => {
  // spec: exhibitor-area §7 POST /insurance/{booth}, §3 Insurance on submit, §9 premiums
  it('stores the insurance, fills the booth data from the booking system and e-mails the fair team', async () => {
    const before = await rowsOf(booths.annaConfirmedHab.regiNr);
    const response = await portal.send(users.anna.email, 'POST', `/api/insurance/${booths.annaConfirmedHab.regiNr}`, {
      ...full,
      regiNr: booths.annaConfirmedHab.regiNr,
      hall: 'forged hall',
      teamEmail: 'attacker@evil.test',
      exponant: 'Someone Else',
      additionalBooths: [{ regiNr: booths.annaOpenHab.regiNr, hall: 'x', boothNumber: 'y' }],
    });
    expect(response.status).toBe(201);
    const body = (await expectDescribed('POST', `/api/insurance/${booths.annaConfirmedHab.regiNr}`, response)) as {
      insurance: Entry;
      submission: {
        teamEmail: string;
        hall: string;
        boothNumber: string;
        exponant: string;
        fairIdent: string;
        additionalBooths: unknown[];
      };
    };
    expect(body.insurance).toMatchObject({
      booth_id: booths.annaConfirmedHab.regiNr,
      increasedAmount: 50000,
      waiver: false,
    });
    expect(body.submission).toMatchObject({
      teamEmail: 'aussteller@habitat-bern.test',
      hall: 'Halle 2.1',
      boothNumber: booths.annaConfirmedHab.standnummer,
      exponant: 'Muster Küchen AG',
    });
    expect(body.submission.fairIdent).toMatch(/^HAB\d\d$/);
    expect(body.submission.additionalBooths).toEqual([
      { regiNr: booths.annaOpenHab.regiNr, hall: 'Halle 3.0', boothNumber: booths.annaOpenHab.standnummer },
    ]);
    expect(await rowsOf(booths.annaConfirmedHab.regiNr)).toBe(before + 1);

    expect(mails.sent).toHaveLength(1);
    const { mail, key } = mails.sent[0];
    expect(key).toBe(`insurance:${body.insurance.id}`);
    expect(mail.to).toBe('aussteller@habitat-bern.test');
    expect(mail.replyTo).toBe(users.anna.email);
    expect(mail.text).toContain('Halle 2.1');
    expect(mail.text).toContain(booths.annaConfirmedHab.standnummer);
    expect(mail.text).toContain("CHF 50'000.00");
    expect(mail.text).toContain(
      `CHF ${(body.insurance.premiums.total / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, "'")}`,
    );
    expect(mail.text).not.toContain('attacker@evil.test');

    const history = (await expectDescribed(
      'GET',
      `/api/insurance/${booths.annaConfirmedHab.regiNr}`,
      await portal.send(users.anna.email, 'GET', `/api/insurance/${booths.annaConfirmedHab.regiNr}`, undefined, false),
    )) as Entry[];
    expect(history.at(-1)!.id).toBe(body.insurance.id);
  });

  // spec: exhibitor-area §4 waiving: all mandatory insurances off; §7 deletion also uses POST
  it('stores a waiver (all mandatory cover off) and says so in the e-mail in German and the exhibitor language', async () => {
    const response = await portal.send(users.luc.email, 'POST', `/api/insurance/${booths.lucOrderedAgr.regiNr}`, {
      liabilityInsurance: false,
      propertyInsurance: false,
      exhibitionInsurance: false,
      increasedAmountActive: true,
      increasedAmount: 30000,
      cargoInsurance: false,
    });
    expect(response.status).toBe(201);
    const body = (await expectDescribed('POST', `/api/insurance/${booths.lucOrderedAgr.regiNr}`, response)) as {
      insurance: Entry & { increasedAmountActive: boolean };
    };
    // §4: property and exhibition both off force the increased amount off
    expect(body.insurance).toMatchObject({
      waiver: true,
      increasedAmountActive: false,
      increasedAmount: null,
      premiums: { total: 0 },
    });
    const text = mails.sent[0].mail.text;
    expect(text).toContain('verzichtet');
    expect(text).toContain('renonce');
    expect(mails.sent[0].mail.subject).toContain('Verzicht');
  });

  // spec: exhibitor-area §5 validation rules: 422 with field errors, nothing written
  it.each([
    [
      'an increased amount below 20000',
      { ...full, increasedAmount: '19999.95' },
      '/body/increasedAmount',
      'insurance.errors.minAmount',
    ],
    [
      'an increased amount that is not numeric',
      { ...full, increasedAmount: 'viel' },
      '/body/increasedAmount',
      'insurance.errors.numeric',
    ],
    [
      'a requested increased amount left out',
      { ...full, increasedAmount: '' },
      '/body/increasedAmount',
      'insurance.errors.required',
    ],
    [
      'a mandatory toggle not answered',
      { ...full, liabilityInsurance: null },
      '/body/liabilityInsurance',
      'insurance.errors.required',
    ],
    [
      'a regiNr of another booth',
      { ...full, regiNr: booths.annaOfferHab.regiNr },
      '/body/regiNr',
      'errors.boothMismatch',
    ],
    [
      'an additional booth of another exhibitor',
      { ...full, additionalBooths: [{ regiNr: booths.lucConfirmedHab.regiNr }] },
      '/body/additionalBooths/0/regiNr',
      'errors.boothNotFound',
    ],
    [
      'an additional booth at another fair',
      { ...full, additionalBooths: [{ regiNr: booths.annaOrderedGas.regiNr }] },
      '/body/additionalBooths/0/regiNr',
      'errors.fairMismatch',
    ],
  ])('refuses %s with 422 and writes nothing', async (_case, json, field, messageKey) => {
    const before = await rowsOf(booths.annaConfirmedHab.regiNr);
    const response = await portal.send(
      users.anna.email,
      'POST',
      `/api/insurance/${booths.annaConfirmedHab.regiNr}`,
      json,
    );
    expect(response.status).toBe(422);
    const body = (await expectDescribed('POST', `/api/insurance/${booths.annaConfirmedHab.regiNr}`, response)) as {
      errors: Array<{ field: string; messageKey: string }>;
    };
    expect(body.errors).toContainEqual(expect.objectContaining({ field, messageKey }));
    expect(await rowsOf(booths.annaConfirmedHab.regiNr)).toBe(before);
    expect(mails.sent).toHaveLength(0);
  });

  it('writes nothing when the e-mail cannot be queued', async () => {
    const before = await rowsOf(booths.annaConfirmedHab.regiNr);
    mails.failNext = true;
    // A change (the same insurance again would write and mail nothing anyway).
    const response = await portal.send(users.anna.email, 'POST', `/api/insurance/${booths.annaConfirmedHab.regiNr}`, {
      ...full,
      breakableCargoValue: 9000,
    });
    expect(response.status).toBe(500);
    expect(await rowsOf(booths.annaConfirmedHab.regiNr)).toBe(before);
  });

  it.each([
    ['a body that is not an object', [1, 2]],
    ['an unknown field', { ...full, premium: 1 }],
    ['a toggle that is not a boolean', { ...full, cargoInsurance: 'yes' }],
    [
      'too many additional booths',
      { ...full, additionalBooths: Array.from({ length: 21 }, () => ({ regiNr: booths.annaOpenHab.regiNr })) },
    ],
  ])('answers 400 to %s', async (_case, json) => {
    const response = await portal.send(
      users.anna.email,
      'POST',
      `/api/insurance/${booths.annaConfirmedHab.regiNr}`,
      json,
    );
    expect(response.status).toBe(400);
    await expectDescribed('POST', `/api/insurance/${booths.annaConfirmedHab.regiNr}`, response);
  });

  it('refuses the write without the CSRF token', async () => {
    const response = await portal.send(
      users.anna.email,
      'POST',
      `/api/insurance/${booths.annaConfirmedHab.regiNr}`,
      full,
      false,
    );
    expect(response.status).toBe(403);
    expect(await expectDescribed('POST', `/api/insurance/${booths.annaConfirmedHab.regiNr}`, response)).toMatchObject({
      messageKey: 'errors.csrf',
    });
  });

  it('answers 404 for another exhibitor’s booth and writes nothing', async () => {
    const before = await rowsOf(booths.lucConfirmedHab.regiNr);
    const response = await portal.send(
      users.anna.email,
      'POST',
      `/api/insurance/${booths.lucConfirmedHab.regiNr}`,
      full,
    );
    expect(response.status).toBe(404);
    expect(await expectDescribed('POST', `/api/insurance/${booths.lucConfirmedHab.regiNr}`, response)).toMatchObject({
      messageKey: 'errors.boothNotFound',
    });
    expect(await rowsOf(booths.lucConfirmedHab.regiNr)).toBe(before);
  });
});

describe('PUT /api/insurance/{booth}', () => {
  // spec: exhibitor-area §7 PUT /insurance/{booth}: update; the last entry of the list is current
  it('appends the change and keeps the history', async () => {
    const before = (await (
      await portal.send(users.anna.email, 'GET', `/api/insurance/${booths.annaAllocatedInd.regiNr}`, undefined, false)
    ).json()) as Entry[];
    const response = await portal.send(users.anna.email, 'PUT', `/api/insurance/${booths.annaAllocatedInd.regiNr}`, {
      ...full,
      propertyInsurance: false,
      increasedAmountActive: false,
      increasedAmount: null,
    });
    expect(response.status).toBe(200);
    await expectDescribed('PUT', `/api/insurance/${booths.annaAllocatedInd.regiNr}`, response);
    const after = (await (
      await portal.send(users.anna.email, 'GET', `/api/insurance/${booths.annaAllocatedInd.regiNr}`, undefined, false)
    ).json()) as Entry[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)!.propertyInsurance).toBe(false);
    expect(mails.sent).toHaveLength(1);
  });

  it('answers 404 errors.insuranceNotFound when no insurance is on file', async () => {
    const response = await portal.send(
      users.anna.email,
      'PUT',
      `/api/insurance/${booths.annaConfirmedAgr.regiNr}`,
      full,
    );
    expect(response.status).toBe(404);
    expect(await expectDescribed('PUT', `/api/insurance/${booths.annaConfirmedAgr.regiNr}`, response)).toMatchObject({
      messageKey: 'errors.insuranceNotFound',
    });
    expect(await rowsOf(booths.annaConfirmedAgr.regiNr)).toBe(0);
  });
});

describe('insurance e-mails to the fair team', () => {
  // each insurance POST/PUT once mailed the fair team: 276 mails in 30 s from one user
  it('mails once per change that matters and refuses more than ten changes of a booth an hour with 429 and Retry-After', async () => {
    const first = await portal.send(users.anna.email, 'POST', `/api/insurance/${booths.annaOpenHab.regiNr}`, full);
    expect(first.status).toBe(201);
    const created = (await expectDescribed('POST', `/api/insurance/${booths.annaOpenHab.regiNr}`, first)) as {
      insurance: Entry;
    };
    for (let index = 0; index < 3; index++) {
      const again = await portal.send(users.anna.email, 'PUT', `/api/insurance/${booths.annaOpenHab.regiNr}`, {
        ...full,
        regiNr: booths.annaOpenHab.regiNr,
      });
      expect(again.status).toBe(200);
      expect(
        ((await expectDescribed('PUT', `/api/insurance/${booths.annaOpenHab.regiNr}`, again)) as { insurance: Entry })
          .insurance.id,
      ).toBe(created.insurance.id);
    }
    expect(await rowsOf(booths.annaOpenHab.regiNr)).toBe(1);
    expect(mails.sent).toHaveLength(1);

    for (let change = 1; change < 10; change++) {
      const response = await portal.send(users.anna.email, 'PUT', `/api/insurance/${booths.annaOpenHab.regiNr}`, {
        ...full,
        breakableCargoValue: 8000 + change,
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const limited = await portal.send(users.anna.email, 'PUT', `/api/insurance/${booths.annaOpenHab.regiNr}`, {
      ...full,
      breakableCargoValue: 1,
    });
    expect(limited.status).toBe(429);
    expect(await expectDescribed('PUT', `/api/insurance/${booths.annaOpenHab.regiNr}`, limited)).toMatchObject({
      messageKey: 'errors.tooManyInsuranceChanges',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3_000);
    expect(await rowsOf(booths.annaOpenHab.regiNr)).toBe(10);
    expect(mails.sent).toHaveLength(10);
  });
});
