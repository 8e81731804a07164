import { describe, expect, it } from '@jest/globals';
import { demo as fixtures } from '../../support/demo.ts';
import {
  expectBoothNotFound,
  getDescribed,
  pastCacheFreshness,
  todaysCatalogue,
  useBoothTestPortal,
  withRubinFaults,
} from './boothTestPortal.ts';

const demo = useBoothTestPortal();
const { booths } = fixtures;

/** The demo fairs of a series, latest duration end first, that have ended (publish end behind today). */
const pastFairCodes = (reiheId: string) =>
  todaysCatalogue.fairs
    .filter((fair) => fair.series.reiheId === reiheId && fair.tasks.length === 0)
    .sort((a, b) => (b.duration.end ?? '').localeCompare(a.duration.end ?? ''))
    .map((fair) => fair.idCode);

interface PastFairsBody {
  seriesId: string;
  stale: boolean;
  fairs: Array<{
    idCode: string;
    booths: Array<{
      regiNr: string;
      label: { de: string; en: string };
      documents: Array<{ dokumentId: string; typ: string }>;
    }>;
  }>;
}

describe('GET /api/exhibitor/pastfairs/{seriesId}', () => {
  // spec: exhibitor-area §2 past fair page, §5 past fairs (latest duration end first, OP offers left out)
  it('gives the user’s past fairs of the series, newest first, with booths and their documents', async () => {
    const { status, body } = await getDescribed(demo.anna, '/api/exhibitor/pastfairs/R-ART');
    expect(status).toBe(200);
    const view = body as PastFairsBody;
    expect(view.seriesId).toBe('R-ART');
    expect(view.stale).toBe(false);
    expect(view.fairs.map((fair) => fair.idCode)).toEqual(pastFairCodes('R-ART'));
    expect(view.fairs.flatMap((fair) => fair.booths.map((booth) => booth.regiNr))).toEqual([
      booths.annaAllocatedArtPast.regiNr,
      booths.annaAllocatedArtEarlier.regiNr,
    ]);
    const [booth] = view.fairs[0].booths;
    expect(booth.label.de).toBe('Halle A / A17');
    // spec: exhibitor-area §2 Documents — past fairs: BKOP, STANGEBT, HPLAN, STSKIZZE
    expect(booth.documents.map((document) => document.typ)).toEqual(['BKOP', 'STANGEBT', 'HPLAN', 'STSKIZZE']);
  });

  it('leaves the current fair of the series out: only fairs whose publication has ended are past', async () => {
    const { body } = await getDescribed(demo.anna, '/api/exhibitor/pastfairs/R-HAB');
    const view = body as PastFairsBody;
    expect(view.fairs.map((fair) => fair.idCode)).toEqual(pastFairCodes('R-HAB'));
    expect(view.fairs.flatMap((fair) => fair.booths.map((booth) => booth.regiNr))).toEqual([
      booths.annaAllocatedHabLastYear.regiNr,
    ]);
  });

  // spec: exhibitor-area §8 — another user's series answers errors.boothNotFound, never their booths
  it('answers 404 errors.boothNotFound for a series in which the user has no past booth', async () => {
    await expectBoothNotFound(demo.emily, '/api/exhibitor/pastfairs/R-ART');
    await expectBoothNotFound(demo.luc, '/api/exhibitor/pastfairs/R-HAB');
    await expectBoothNotFound(demo.anna, '/api/exhibitor/pastfairs/R-UNKNOWN');
    await expectBoothNotFound(demo.nina, '/api/exhibitor/pastfairs/R-ART');
  });

  it('refuses a malformed series id with 400 and answers 401 without a session', async () => {
    expect((await getDescribed(demo.anna, '/api/exhibitor/pastfairs/R%20ART')).status).toBe(400);
    const anonymous = await fetch(`${demo.portal.url}/api/exhibitor/pastfairs/R-ART`);
    expect(anonymous.status).toBe(401);
  });

  // the last good answer marked stale while Rubin is down, 503 errors.apiError when nothing is kept
  it('serves the last good answer marked stale when Rubin is down, and 503 errors.apiError when nothing is kept', async () => {
    expect((await getDescribed(demo.anna, '/api/exhibitor/pastfairs/R-GAS')).status).toBe(200);
    pastCacheFreshness();
    await withRubinFaults(demo.portal, { down: true }, async () => {
      const stale = await getDescribed(demo.anna, '/api/exhibitor/pastfairs/R-GAS');
      expect(stale.status).toBe(200);
      const view = stale.body as PastFairsBody;
      expect(view.stale).toBe(true);
      expect(view.fairs.flatMap((fair) => fair.booths.map((booth) => booth.regiNr))).toEqual([
        booths.annaAllocatedGasLastYear.regiNr,
      ]);

      const missing = await getDescribed(demo.luc, '/api/exhibitor/pastfairs/R-NAU');
      expect(missing.status).toBe(503);
      expect(missing.body.messageKey).toBe('errors.apiError');
    });
  });
});
