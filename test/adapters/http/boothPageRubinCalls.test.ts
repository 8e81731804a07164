import { describe, expect, it } from '@jest/globals';
import { demo as fixtures } from '../../support/demo.ts';
import { expectBoothNotFound, getDescribed, pastCacheFreshness, useBoothTestPortal } from './boothTestPortal.ts';

// How often a page asks the booking system when nothing of the user's is kept yet (each user's answers are kept
// apart, so each test takes a user no other test of this file has asked for).

const demo = useBoothTestPortal();
const { booths } = fixtures;
const simulator = () => demo.portal.portal.simulator!;

/** The booking-system calls per route template that `run` caused. */
async function callsOf(run: () => Promise<unknown>): Promise<{ total: number; byRoute: Record<string, number> }> {
  simulator().resetStats();
  await run();
  const { total, byRoute } = simulator().stats();
  return { total, byRoute: { ...byRoute } };
}

const ok = async (path: string, browser = demo.anna) => {
  const { status, body } = await getDescribed(browser, path);
  expect(status).toBe(200);
  return body;
};

describe('booking-system calls of a cold page', () => {
  // spec: exhibitor-area §2 Home, Fair page; §4 Task done (order-exists), §5 (shop links, VERS loads none), §7 calls
  it('Home as the browser loads it (the cards and their progress) leaves the booth page at most 12 calls', async () => {
    const home = await callsOf(() => ok('/api/exhibitor/home'));
    // The fair list and one booth list per published fair, and a renewal card's links: nothing per task.
    expect(home.total).toBeLessThanOrEqual(10);
    expect(home.byRoute['/serviceshop/:regiNr/:shopId/:serviceGroup/:lang'] ?? 0).toBe(0);

    // The cards' progress reads every active booth's tasks, and only what the task states need.
    const progress = await callsOf(() => ok('/api/exhibitor/deadlines?language=de'));
    for (const route of ['/booth/:regiNr', '/boothlinks/:regiNr', '/boothdocuments/:regiNr', '/address/:adresseId'])
      expect([route, progress.byRoute[route] ?? 0]).toEqual([route, 0]);

    // The booth page then asks only what Home did not need: its links, documents and addresses.
    const page = await callsOf(() => ok(`/api/exhibitor/booths/${booths.annaConfirmedHab.regiNr}?language=de`));
    expect(page.total).toBeLessThanOrEqual(12);
    expect(Object.keys(page.byRoute).sort()).toEqual(
      ['/address/:adresseId', '/boothdocuments/:regiNr', '/boothlinks/:regiNr'].filter((route) => page.byRoute[route]),
    );
  });

  // spec: exhibitor-area §3 Booth (the booth list's registrations are whole bookings), §7 calls
  it('asks each resource of a booth page once, and neither the booth again nor the past fairs for a current booth', async () => {
    const page = await callsOf(() => ok(`/api/exhibitor/booths/${booths.lucConfirmedHab.regiNr}`, demo.luc));
    expect(page.byRoute['/booth/:regiNr'] ?? 0).toBe(0);
    expect(page.byRoute['/pastfairs'] ?? 0).toBe(0);
    expect(page.byRoute['/fairs']).toBe(1);
    for (const route of ['/boothcost/:regiNr', '/boothlinks/:regiNr', '/boothdocuments/:regiNr'])
      expect([route, page.byRoute[route]]).toEqual([route, 1]);
    expect(page.byRoute['/address/:adresseId']).toBeLessThanOrEqual(2);
  });

  // spec: exhibitor-area §2 Fair page (the address names the fair), §6 booth access, §7 calls
  it("asks only the named fair's booth list for a page opened from a link, and finds the booth under a wrong name too", async () => {
    const booth = booths.emilyConfirmedGas;
    const path = `/api/exhibitor/booths/${booth.regiNr}?language=de`;
    const named = await callsOf(() => ok(`${path}&fair=${booth.fairIdCode}`, demo.emily));
    expect(named.byRoute['/fairs']).toBe(1);
    expect(named.byRoute['/fair/booths/:idCode']).toBe(1);
    expect(named.byRoute['/pastfairs'] ?? 0).toBe(0);

    // A fair that does not hold the booth costs its list and then the others, as without a name.
    pastCacheFreshness();
    const other = booths.emilyOpenHab;
    const wrong = await callsOf(async () => {
      const body = (await ok(
        `/api/exhibitor/booths/${other.regiNr}?language=de&fair=${booth.fairIdCode}`,
        demo.emily,
      )) as {
        booth: { regiNr: string };
      };
      expect(body.booth.regiNr).toBe(other.regiNr);
    });
    expect(wrong.byRoute['/fair/booths/:idCode']).toBeGreaterThan(1);

    // The name is checked like every parameter.
    expect((await getDescribed(demo.emily, `${path}&fair=${encodeURIComponent('GAS 26')}`)).status).toBe(400);
  });

  // spec: exhibitor-area §6 booth access; §8 errors.boothNotFound — the page stands on the booth list, so a booking
  // that changed hands shows at the first visit after the kept answers' fresh time, for both holders
  it('follows a booth that changed hands in the booking system once the kept answers are no longer fresh', async () => {
    const regiNr = booths.lucConfirmedHab.regiNr;
    await ok(`/api/exhibitor/booths/${regiNr}`, demo.luc);
    simulator().reassignBooth(regiNr, 'manager@demo.test');
    try {
      pastCacheFreshness();
      await expectBoothNotFound(demo.luc, `/api/exhibitor/booths/${regiNr}`);
      const body = (await ok(`/api/exhibitor/booths/${regiNr}`, demo.marco)) as { booth: { regiNr: string } };
      expect(body.booth.regiNr).toBe(regiNr);
    } finally {
      simulator().reassignBooth(regiNr, booths.lucConfirmedHab.holder);
    }
  });
});
