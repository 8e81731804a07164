import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// Issue 14: CLOCK_OFFSET_DAYS moves the clock of the whole portal for a demonstration, while the demo data
// stays built for the real day. Three weeks on, the Agrovia (publish end 20 days after the load day) is a past
// fair (exhibitor-area §5) and no longer an active booth.
const THREE_WEEKS = 21;

interface HomeBody {
  activeBooths: Array<{ regiNr: string; fair: { idCode: string } }>;
  pastFairSeries: Array<{ seriesId: string; fair: { idCode: string; duration: { end: string | null } }; booths: Array<{ regiNr: string }> }>;
}

let now: TestPortal;
let later: TestPortal;

beforeAll(async () => {
  [now, later] = await Promise.all([startTestPortal(), startTestPortal({ clockOffsetDays: THREE_WEEKS })]);
});

afterAll(async () => {
  await Promise.all([now?.stop(), later?.stop()]);
});

async function homeOf(portal: TestPortal): Promise<HomeBody> {
  const response = await portal.send('aussteller@demo.test', 'GET', '/api/exhibitor/home');
  expect(response.status).toBe(200);
  return (await response.json()) as HomeBody;
}

describe('CLOCK_OFFSET_DAYS', () => {
  it('shows the portal as it will be three weeks on, over the same demo data', async () => {
    const [today, inThreeWeeks] = await Promise.all([homeOf(now), homeOf(later)]);
    const agrovia = today.activeBooths.find((booth) => booth.regiNr === '100302')!.fair.idCode;
    expect(today.pastFairSeries.map((series) => series.seriesId)).not.toContain('R-AGR');

    expect(inThreeWeeks.activeBooths.map((booth) => booth.fair.idCode)).not.toContain(agrovia);
    const series = inThreeWeeks.pastFairSeries.find((entry) => entry.seriesId === 'R-AGR');
    expect(series?.fair.idCode).toBe(agrovia);
    expect(series?.booths.map((booth) => booth.regiNr).sort()).toEqual(['100301', '100302']);
  });
});
