import { jest, describe, expect, it } from '@jest/globals';
import { demo as fixtures } from '../../support/demo.ts';
import { getDescribed, useBoothTestPortal } from './boothTestPortal.ts';

// The overviews over many booths (deadlines, Home's progress) take a booth's costs, shop links and order-exists
// answers as the background work keeps them, for up to 20 minutes; the booth's own page asks after 30 s.

const demo = useBoothTestPortal();
const simulator = () => demo.portal.portal.simulator!;
const PER_BOOTH = [
  '/boothcost/:regiNr',
  '/serviceshop/:regiNr/:shopId/:serviceGroup/:lang',
  '/orderexists/:regiNr/:serviceGroup',
];

async function callsOf(path: string): Promise<Record<string, number>> {
  simulator().resetStats();
  const { status } = await getDescribed(demo.anna, path);
  expect(status).toBe(200);
  return { ...simulator().stats().byRoute };
}

const perBooth = (byRoute: Record<string, number>) => PER_BOOTH.map((route) => [route, byRoute[route] ?? 0]);

describe('answers of the overviews', () => {
  // spec: exhibitor-area §4 Task done (order-exists, costs), §5 (shop links), §7 calls
  it('asks no per-booth call for deadlines ten minutes later, while the booth page asks its costs again', async () => {
    const first = await callsOf('/api/exhibitor/deadlines?language=de');
    expect(first['/boothcost/:regiNr']).toBeGreaterThan(0);

    jest.setSystemTime(Date.now() + 10 * 60_000); // past the views' and the booth page's fresh time
    const again = await callsOf('/api/exhibitor/deadlines?language=de');
    expect(perBooth(again)).toEqual(PER_BOOTH.map((route) => [route, 0]));
    // The booth lists still tell whose booths they are.
    expect(again['/fair/booths/:idCode']).toBeGreaterThan(0);

    const page = await callsOf(`/api/exhibitor/booths/${fixtures.booths.annaConfirmedHab.regiNr}?language=de`);
    expect(page['/boothcost/:regiNr']).toBe(1);
  });

  it('asks the per-booth calls again once the kept answers are older than 20 minutes', async () => {
    await callsOf('/api/exhibitor/deadlines?language=de');
    jest.setSystemTime(Date.now() + 21 * 60_000);
    const late = await callsOf('/api/exhibitor/deadlines?language=de');
    expect(late['/boothcost/:regiNr']).toBeGreaterThan(0);
  });
});
