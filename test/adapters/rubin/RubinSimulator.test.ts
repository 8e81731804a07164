import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { RubinSimulator, RUBIN_SIMULATOR_DEFAULT_CREDENTIALS } from '../../../adapters/rubin/RubinSimulator.ts';
import {
  RUBIN_USER_HEADER,
  rubinPath,
  type RubinBoothsOfFairResponse,
  type RubinDokument,
  type RubinFairRegistrationsResponse,
  type RubinPastFairsResponse,
} from '../../../adapters/rubin/rubinContract.ts';
import { buildDemoCatalogue, demoFixtures } from '../../support/demo.ts';

// The booking-system simulator: the contract of rubinContract.ts over real HTTP, with fault knobs
// (spec: exhibitor-area §9 "a mock of the booking system"), so that faults can be tried without a real Rubin.

const catalogue = buildDemoCatalogue(new Date('2026-06-15T09:00:00Z'));
const { users, fairs, booths } = demoFixtures(catalogue);
const habitat = fairs.hab.idCode;
const { annaConfirmedHab, annaOfferHab, annaOpenHab, annaAllocatedGas } = booths;
const AUTH = `Basic ${Buffer.from(`${RUBIN_SIMULATOR_DEFAULT_CREDENTIALS.user}:${RUBIN_SIMULATOR_DEFAULT_CREDENTIALS.password}`).toString('base64')}`;

let simulator: RubinSimulator;
let url: string;

beforeAll(async () => {
  simulator = new RubinSimulator({ catalogue });
  url = await simulator.start();
});

afterAll(async () => simulator.stop());

afterEach(() => {
  simulator.setFaults({ latencyMs: 0, errorRate: 0, down: false });
  simulator.resetStats();
});

const asAnna = { Authorization: AUTH, [RUBIN_USER_HEADER]: users.anna.email };

describe('RubinSimulator contract calls', () => {
  it('answers the booths of a fair as standanmeldungen with standanmeldungId', async () => {
    const response = await fetch(`${url}${rubinPath('boothsOfFair', { idCode: habitat })}`, { headers: asAnna });
    expect(response.status).toBe(200);
    const body = (await response.json()) as RubinBoothsOfFairResponse;
    expect(body.standanmeldungen.map((booth) => booth.standanmeldungId).sort()).toEqual(
      [annaConfirmedHab.regiNr, annaOfferHab.regiNr, annaOpenHab.regiNr].sort(),
    );
  });

  it('answers 404 for a booth of another user', async () => {
    const response = await fetch(`${url}/booth/${annaConfirmedHab.regiNr}`, {
      headers: { ...asAnna, [RUBIN_USER_HEADER]: users.luc.email },
    });
    expect(response.status).toBe(404);
  });

  it('answers order-exists with vorhanden', async () => {
    const response = await fetch(`${url}/orderexists/${annaConfirmedHab.regiNr}/PARKPL`, { headers: asAnna });
    expect(await response.json()).toEqual({ vorhanden: true });
  });

  it('refuses calls without valid Basic credentials with 401', async () => {
    const without = await fetch(`${url}/fairs`, { headers: { [RUBIN_USER_HEADER]: users.anna.email } });
    const wrong = await fetch(`${url}/fairs`, {
      headers: {
        Authorization: `Basic ${Buffer.from('portal:nope').toString('base64')}`,
        [RUBIN_USER_HEADER]: users.anna.email,
      },
    });
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(wrong.status).toBe(401);
  });

  it('requires the user on whose behalf the portal asks', async () => {
    const response = await fetch(`${url}/fairs`, { headers: { Authorization: AUTH } });
    expect(response.status).toBe(400);
  });
});

// The operator's question, asked with the technical account alone: every booth of a fair and its contact.
describe('RubinSimulator fair registrations', () => {
  const registrationsOf = async (idCode: string) => {
    const response = await fetch(`${url}${rubinPath('fairRegistrations', { idCode })}`, {
      headers: { Authorization: AUTH },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as RubinFairRegistrationsResponse).registrierungen;
  };

  it("lists every holder's booths of the fair without X-Rubin-User, and still needs the credentials", async () => {
    const listed = await registrationsOf(habitat);
    const ids = listed.map((registration) => registration.standanmeldungId);
    expect(ids).toEqual(expect.arrayContaining([annaConfirmedHab.regiNr, booths.lucConfirmedHab.regiNr]));
    expect(
      listed.find((registration) => registration.standanmeldungId === booths.lucConfirmedHab.regiNr),
    ).toMatchObject({
      kontaktEmail: users.luc.email,
      kontaktSprache: 'fr',
      status: 'BESTAETIGT',
      ausstellerTyp: expect.any(String),
    });
    const anonymous = await fetch(`${url}${rubinPath('fairRegistrations', { idCode: habitat })}`);
    expect(anonymous.status).toBe(401);
  });

  it('follows a booth that changes hands, and names no contact for a booth nobody holds', async () => {
    const regiNr = annaOpenHab.regiNr;
    const contactOf = async () =>
      (await registrationsOf(habitat)).find((registration) => registration.standanmeldungId === regiNr)?.kontaktEmail;
    try {
      simulator.reassignBooth(regiNr, users.luc.email);
      expect(await contactOf()).toBe(users.luc.email);
      simulator.reassignBooth(regiNr, undefined);
      expect(await contactOf()).toBeNull();
    } finally {
      simulator.reassignBooth(regiNr, users.anna.email);
    }
  });

  it('answers 404 for a fair it does not know', async () => {
    const response = await fetch(`${url}${rubinPath('fairRegistrations', { idCode: 'NOPE99' })}`, {
      headers: { Authorization: AUTH },
    });
    expect(response.status).toBe(404);
  });
});

// The demo data stays built on its load day, but which fairs have ended (GET /pastfairs, GET /pastboothdocuments)
// is decided at the simulator's clock, the portal's clock (CLOCK_OFFSET_DAYS): a portal moved forward in time
// sees the booking system's fairs end as they would.
// spec: exhibitor-area §2 past fair page, §5 past fairs, §7 GET /rubin/pastboothdocuments/{id}
describe('RubinSimulator clock', () => {
  const DAY = 86_400_000;
  const loadDay = Date.parse(`${catalogue.today}T00:00:00Z`);
  const gastronova = fairs.gas;
  const booth = annaAllocatedGas.regiNr;
  let at = loadDay;
  let clocked: RubinSimulator;
  let clockedUrl: string;

  beforeAll(async () => {
    clocked = new RubinSimulator({ catalogue, now: () => new Date(at) });
    clockedUrl = await clocked.start();
  });
  afterAll(async () => clocked.stop());

  const pastDocuments = async (regiNr: string) => {
    const response = await fetch(`${clockedUrl}${rubinPath('pastBoothDocuments', { regiNr })}`, { headers: asAnna });
    expect(response.status).toBe(200);
    return (await response.json()) as RubinDokument[];
  };
  const pastFairCodes = async () => {
    const response = await fetch(`${clockedUrl}${rubinPath('pastFairs', {})}`, { headers: asAnna });
    return ((await response.json()) as RubinPastFairsResponse).messen.map((entry) => entry.messe.idCode);
  };

  it('answers past booth documents of an allocated Gastronova booth with the clock 31 days after the load day', async () => {
    expect(annaAllocatedGas.fairIdCode).toBe(gastronova.idCode);
    at = loadDay + 31 * DAY + 9 * 3_600_000;
    const documents = await pastDocuments(booth);
    expect(documents.map((document) => document.typ).sort()).toEqual(['BKOP', 'HPLAN', 'STSKIZZE']);
    expect(documents).toEqual(catalogue.documents[booth]);
    expect(await pastFairCodes()).toContain(gastronova.idCode);
  });

  it('has no past documents for it on the load day and on the fair’s last day, and has them from the day after', async () => {
    at = loadDay;
    expect(await pastDocuments(booth)).toEqual([]);
    expect(await pastFairCodes()).not.toContain(gastronova.idCode);

    const lastDay = Date.parse(`${gastronova.duration.end}T00:00:00Z`);
    at = lastDay + DAY - 1;
    expect(await pastDocuments(booth)).toEqual([]);
    at = lastDay + DAY;
    expect((await pastDocuments(booth)).length).toBe(3);
    expect(await pastFairCodes()).toContain(gastronova.idCode);
  });
});

describe('RubinSimulator faults', () => {
  it('adds latency to every contract call', async () => {
    simulator.setFaults({ latencyMs: 120 });
    const started = Date.now();
    await fetch(`${url}/fairs`, { headers: asAnna });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('answers 500 at the error rate', async () => {
    simulator.setFaults({ errorRate: 1 });
    expect((await fetch(`${url}/fairs`, { headers: asAnna })).status).toBe(500);
  });

  it('drops the connection while down, keeps the control endpoints, and comes back up', async () => {
    const control = await fetch(`${url}/__faults`, { method: 'POST', body: JSON.stringify({ down: true }) });
    expect(await control.json()).toEqual({ latencyMs: 0, errorRate: 0, down: true });

    await expect(fetch(`${url}/fairs`, { headers: asAnna })).rejects.toThrow('fetch failed');

    await fetch(`${url}/__faults`, { method: 'POST', body: JSON.stringify({ down: false }) });
    expect((await fetch(`${url}/fairs`, { headers: asAnna })).status).toBe(200);
  });

  it('rejects fault settings out of range and keeps the current ones', async () => {
    const response = await fetch(`${url}/__faults`, { method: 'POST', body: JSON.stringify({ errorRate: 2 }) });
    expect(response.status).toBe(400);
    expect(await (await fetch(`${url}/__faults`)).json()).toEqual({ latencyMs: 0, errorRate: 0, down: false });
  });

  it('takes fault settings at start', async () => {
    const slow = new RubinSimulator({ catalogue, faults: { errorRate: 1 } });
    const slowUrl = await slow.start();
    try {
      expect((await fetch(`${slowUrl}/fairs`, { headers: asAnna })).status).toBe(500);
    } finally {
      await slow.stop();
    }
  });
});

describe('RubinSimulator statistics', () => {
  it('counts contract calls per route template, and resets', async () => {
    await fetch(`${url}/booth/${annaConfirmedHab.regiNr}`, { headers: asAnna });
    await fetch(`${url}/booth/${annaOfferHab.regiNr}`, { headers: asAnna });
    await fetch(`${url}/fairs`, { headers: asAnna });

    expect(simulator.stats()).toMatchObject({
      total: 3,
      byRoute: { '/booth/:regiNr': 2, '/fairs': 1 },
      byUser: { [users.anna.email]: 3 },
    });
    expect(await (await fetch(`${url}/__stats`)).json()).toEqual(simulator.stats());

    await fetch(`${url}/__stats/reset`, { method: 'POST' });
    expect(simulator.stats()).toMatchObject({ total: 0, byRoute: {}, byUser: {} });
  });

  it('reports the calls in flight and the most seen at once, and starts the maximum again on reset', async () => {
    simulator.setFaults({ latencyMs: 150 });
    const calls = [annaConfirmedHab, annaOfferHab, annaOpenHab].map((booth) =>
      fetch(`${url}/booth/${booth.regiNr}`, { headers: asAnna }).then((response) => response.text()),
    );
    await until(() => simulator.stats().inFlight === 3);
    expect(await (await fetch(`${url}/__stats`)).json()).toMatchObject({ inFlight: 3, maxInFlight: 3 });
    await Promise.all(calls);
    await until(() => simulator.stats().inFlight === 0);
    expect(simulator.stats()).toMatchObject({ inFlight: 0, maxInFlight: 3 });

    await fetch(`${url}/__stats/reset`, { method: 'POST' });
    expect(simulator.stats()).toMatchObject({ inFlight: 0, maxInFlight: 0 });
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('the condition did not come true within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('RubinSimulator lifecycle', () => {
  it('listens on the port it is given and frees it on stop', async () => {
    const probe = new RubinSimulator({ catalogue });
    const probeUrl = await probe.start();
    const port = Number(new URL(probeUrl).port);
    await probe.stop();

    const fixed = new RubinSimulator({ catalogue, port });
    expect(await fixed.start()).toBe(`http://127.0.0.1:${port}`);
    await fixed.stop();
    await expect(fetch(`${probeUrl}/fairs`, { headers: asAnna })).rejects.toThrow('fetch failed');
  });
});
