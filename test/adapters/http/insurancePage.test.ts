import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demo } from '../../support/demo.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});

afterAll(async () => {
  await portal?.stop();
});

async function get(email: string, regiNr: string): Promise<{ status: number; body: unknown }> {
  const browser = await portal.as(email);
  const path = `/api/exhibitor/booths/${regiNr}/insurance`;
  const response = await browser.api(path, { method: 'GET' });
  return { status: response.status, body: await expectDescribed('GET', path, response) };
}

describe('GET /api/exhibitor/booths/{regiNr}/insurance', () => {
  // spec: exhibitor-area §2 Insurance (header: fair id, booth number); §4 editable when no insurance exists
  it('answers the header data and no insurance for a booth without one', async () => {
    const { status, body } = await get(demo.users.anna.email, demo.booths.annaConfirmedAgr.regiNr);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      stale: false,
      fair: { idCode: expect.stringMatching(/^AGR\d\d$/) },
      booth: { regiNr: demo.booths.annaConfirmedAgr.regiNr, standnummer: demo.booths.annaConfirmedAgr.standnummer },
      insurance: null,
    });
  });

  // spec: exhibitor-area §4 read-only until edit when an insurance exists; §7 the last entry is current
  it('answers the current insurance of an insured booth', async () => {
    const { body } = await get(demo.users.anna.email, demo.booths.annaAllocatedGas.regiNr);
    expect(body).toMatchObject({
      booth: { regiNr: demo.booths.annaAllocatedGas.regiNr },
      insurance: { booth_id: demo.booths.annaAllocatedGas.regiNr, increasedAmountActive: true, increasedAmount: 50000 },
    });
  });

  // spec: exhibitor-area §6 booth access is checked on the server; §8 errors.boothNotFound
  it('answers 404 errors.boothNotFound for another exhibitor’s booth', async () => {
    const { status, body } = await get(demo.users.luc.email, demo.booths.annaConfirmedAgr.regiNr);
    expect(status).toBe(404);
    expect(body).toMatchObject({ messageKey: 'errors.boothNotFound' });
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${portal.url}/api/exhibitor/booths/${demo.booths.annaConfirmedAgr.regiNr}/insurance`);
    expect(response.status).toBe(401);
  });
});
