import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demo } from '../../support/demo.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// CLOCK_OFFSET_DAYS moves the clock of the whole portal for a demonstration, while the demo data
// stays built for the real day. Three weeks on, the Agrovia (publish end 20 days after the load day) is a past
// fair (exhibitor-area §5) and no longer an active booth.
const THREE_WEEKS = 21;
// A month on, the Gastronova (publish end 30 days after the load day) is a past fair as well.
const A_MONTH = 31;

interface HomeBody {
  activeBooths: Array<{ regiNr: string; fair: { idCode: string } }>;
  pastFairSeries: Array<{
    seriesId: string;
    fair: { idCode: string; duration: { end: string | null } };
    booths: Array<{ regiNr: string }>;
  }>;
}

interface PastFairsBody {
  fairs: Array<{
    idCode: string;
    booths: Array<{ regiNr: string; documents: Array<{ dokumentId: string; typ: string }> }>;
  }>;
}

let now: TestPortal;
let later: TestPortal;
let aMonthOn: TestPortal;

beforeAll(async () => {
  [now, later, aMonthOn] = await Promise.all([
    startTestPortal(),
    startTestPortal({ clockOffsetDays: THREE_WEEKS }),
    startTestPortal({ clockOffsetDays: A_MONTH }),
  ]);
});

afterAll(async () => {
  await Promise.all([now?.stop(), later?.stop(), aMonthOn?.stop()]);
});

async function homeOf(portal: TestPortal): Promise<HomeBody> {
  const response = await portal.send(demo.users.anna.email, 'GET', '/api/exhibitor/home');
  expect(response.status).toBe(200);
  return (await response.json()) as HomeBody;
}

describe('CLOCK_OFFSET_DAYS', () => {
  it('shows the portal as it will be three weeks on, over the same demo data', async () => {
    const [today, inThreeWeeks] = await Promise.all([homeOf(now), homeOf(later)]);
    const agrovia = today.activeBooths.find((booth) => booth.regiNr === demo.booths.annaConfirmedAgr.regiNr)!.fair
      .idCode;
    expect(today.pastFairSeries.map((series) => series.seriesId)).not.toContain('R-AGR');

    expect(inThreeWeeks.activeBooths.map((booth) => booth.fair.idCode)).not.toContain(agrovia);
    const series = inThreeWeeks.pastFairSeries.find((entry) => entry.seriesId === 'R-AGR');
    expect(series?.fair.idCode).toBe(agrovia);
    expect(series?.booths.map((booth) => booth.regiNr).sort()).toEqual(
      [demo.booths.annaInReviewAgr.regiNr, demo.booths.annaConfirmedAgr.regiNr].sort(),
    );
  });
});

// The booking-system simulator decides which fairs have ended at the portal's clock too, while its data stays
// built on the load day: a fair that has become past on Home has its booths' past documents on its page.
// spec: exhibitor-area §2 past fair page (each booth's hall / booth number and its documents), §5 past fairs,
// §7 GET /rubin/pastboothdocuments/{id}
describe('CLOCK_OFFSET_DAYS and the booking system', () => {
  it('lists the Gastronova of the load day a month on on its past fair page, with its booths’ documents', async () => {
    const path = '/api/exhibitor/pastfairs/R-GAS';
    const response = await aMonthOn.send(demo.users.anna.email, 'GET', path);
    expect(response.status).toBe(200);
    const view = (await expectDescribed('GET', path, response)) as PastFairsBody;

    // The current Gastronova of the demo data loaded today, the past edition after it.
    expect(view.fairs.map((fair) => fair.idCode)).toEqual([demo.fairs.gas.idCode, demo.fairs.gasLastYear.idCode]);

    const booths = view.fairs[0].booths;
    expect(booths.map((booth) => booth.regiNr).sort()).toEqual(
      [demo.booths.annaOrderedGas.regiNr, demo.booths.annaAllocatedGas.regiNr].sort(),
    );
    // The allocated booth (ZU) has its hall plan, booth sketch and invoice copy, in the order of past fairs
    // (§2 Documents); the ordered one (BESTELLT) has none in the demo data.
    const documents = booths.find((booth) => booth.regiNr === demo.booths.annaAllocatedGas.regiNr)!.documents;
    expect(documents.map((document) => document.typ)).toEqual(['BKOP', 'HPLAN', 'STSKIZZE']);
    expect(booths.find((booth) => booth.regiNr === demo.booths.annaOrderedGas.regiNr)!.documents).toEqual([]);
  });
});
