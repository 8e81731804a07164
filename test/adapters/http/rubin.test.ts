import { describe, expect, it } from '@jest/globals';
import { demo as fixtures } from '../../support/demo.ts';
import { expectDescribed } from '../../support/testPortal.ts';
import {
  currentFairCode,
  expectBoothNotFound,
  getDescribed,
  pastCacheFreshness,
  useBoothTestPortal,
  withRubinFaults,
} from './boothTestPortal.ts';

const demo = useBoothTestPortal();
const hab = currentFairCode('HAB');
const { booths } = fixtures;
/** Anna's confirmed booth at the current Habitat, the booth most calls here ask about. */
const annaHab = booths.annaConfirmedHab.regiNr;
/** A booth number the demo data does not have. */
const unknownBooth = '999999';

const simulator = () => demo.portal.portal.simulator!;

describe('GET /api/rubin/fairs and /api/rubin/fair/booths/{idCode}', () => {
  // spec: exhibitor-area §7 GET /rubin/fairs
  it('lists the booking system’s fairs with their series, marked not stale', async () => {
    const { status, body, response } = await getDescribed(demo.anna, '/api/rubin/fairs');
    expect(status).toBe(200);
    expect(response.headers.get('x-data-stale')).toBe('false');
    expect(body.find((fair: { idCode: string }) => fair.idCode === hab).series.reiheId).toBe('R-HAB');
  });

  // spec: exhibitor-area §6 new member
  it('gives a new member an empty list without asking the booking system', async () => {
    simulator().resetStats();
    const { status, body } = await getDescribed(demo.nina, '/api/rubin/fairs');
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect((await getDescribed(demo.nina, `/api/rubin/fair/booths/${hab}`)).body).toEqual({ standanmeldungen: [] });
    expect(simulator().stats().total).toBe(0);
  });

  // spec: exhibitor-area §7 reply field standanmeldungen, regiNr from standanmeldungId
  it('lists only the user’s booths of the fair, each with its regiNr', async () => {
    const { body } = await getDescribed(demo.anna, `/api/rubin/fair/booths/${hab}`);
    expect(body.standanmeldungen.map((booth: { regiNr: string }) => booth.regiNr).sort()).toEqual(
      [booths.annaConfirmedHab.regiNr, booths.annaOfferHab.regiNr, booths.annaOpenHab.regiNr].sort(),
    );
    expect(body.standanmeldungen[0].standanmeldungId).toBeUndefined();
    const dealer = await getDescribed(demo.luc, `/api/rubin/fair/booths/${hab}`);
    expect(dealer.body.standanmeldungen.map((booth: { regiNr: string }) => booth.regiNr)).toEqual([
      booths.lucConfirmedHab.regiNr,
    ]);
  });

  it('refuses a malformed fair code', async () => {
    expect((await getDescribed(demo.anna, '/api/rubin/fair/booths/HAB%2426')).status).toBe(400);
  });
});

describe('booth-level calls are answered for the user’s own booths only', () => {
  // spec: exhibitor-area §7 GET /rubin/booth/{id}; §6 booth access
  it('answers the booth to its exhibitor and 404 errors.boothNotFound to anyone else', async () => {
    const { status, body, response } = await getDescribed(demo.anna, `/api/rubin/booth/${annaHab}`);
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      regiNr: annaHab,
      fairIdCode: hab,
      status: 'BESTAETIGT',
      standnummer: booths.annaConfirmedHab.standnummer,
    });
    await expectBoothNotFound(demo.luc, `/api/rubin/booth/${annaHab}`);
    await expectBoothNotFound(demo.anna, `/api/rubin/booth/${booths.lucConfirmedHab.regiNr}`);
    await expectBoothNotFound(demo.anna, `/api/rubin/booth/${unknownBooth}`);
  });

  it('answers costs, links and documents of the booth, 404 for another user', async () => {
    const costs = await getDescribed(demo.anna, `/api/rubin/boothcost/${annaHab}`);
    expect(costs.body.map((line: { leistungsgruppeId: string }) => line.leistungsgruppeId)).toEqual(
      expect.arrayContaining(['PACKE', 'PARKPL', 'WERB']),
    );
    const links = await getDescribed(demo.anna, `/api/rubin/boothlinks/${annaHab}`);
    expect(links.body.registration).toMatch(new RegExp(`standanmeldung/${annaHab}$`));
    const documents = await getDescribed(demo.anna, `/api/rubin/boothdocuments/${annaHab}`);
    expect(documents.body.map((document: { typ: string }) => document.typ)).toEqual(['HPLAN', 'STSKIZZE', 'BKOP']);
    for (const path of [
      `/api/rubin/boothcost/${annaHab}`,
      `/api/rubin/boothlinks/${annaHab}`,
      `/api/rubin/boothdocuments/${annaHab}`,
      `/api/rubin/pastboothdocuments/${annaHab}`,
    ]) {
      await expectBoothNotFound(demo.luc, path);
    }
  });

  // spec: exhibitor-area §7 past documents
  it('answers past documents for a booth of a fair that has ended, none for a current one', async () => {
    expect(
      (await getDescribed(demo.anna, `/api/rubin/pastboothdocuments/${booths.annaAllocatedHabLastYear.regiNr}`)).body,
    ).toHaveLength(4);
    expect((await getDescribed(demo.anna, `/api/rubin/pastboothdocuments/${annaHab}`)).body).toEqual([]);
  });

  it('answers an address only when one of the user’s booths refers to it', async () => {
    const { body } = await getDescribed(demo.anna, '/api/rubin/address/A-1002');
    expect(body).toMatchObject({ adresseId: 'A-1002', adresseTyp: 'APADR', anrede: 'F', nachname: 'Muster' });
    await expectBoothNotFound(demo.anna, '/api/rubin/address/A-2002');
  });

  // spec: exhibitor-area §7 GET /rubin/documentcontent/{id}: content base64 with content type and name
  it('gives a document’s content as base64 and as a download, to its owner only', async () => {
    const { body } = await getDescribed(demo.anna, `/api/rubin/documentcontent/D-${annaHab}-03`);
    expect(body.contentType).toBe('application/pdf');
    expect(body.name).toMatch(/\.pdf$/);
    expect(Buffer.from(body.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const file = await demo.anna.api(`/api/rubin/documentcontent/D-${annaHab}-01/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="Hallenplan_[^"]+_${annaHab}\\.png"$`),
    );
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    await expectBoothNotFound(demo.luc, `/api/rubin/documentcontent/D-${annaHab}-03`);
    await expectBoothNotFound(demo.luc, `/api/rubin/documentcontent/D-${annaHab}-01/file`);
  });

  // spec: exhibitor-area §7 service-shop link: first item's href is the deep link
  it('gives the service-shop deep link for the booth, service group and language', async () => {
    const { body } = await getDescribed(demo.anna, `/api/rubin/serviceshop/${annaHab}/SHOP-${hab}/LLC/fr`);
    const href = new URL(body[0].href);
    expect(href.searchParams.get('regi-nr')).toBe(annaHab);
    expect(href.searchParams.get('service-group')).toBe('LLC');
    expect(href.searchParams.get('language')).toBe('fr');
    expect((await getDescribed(demo.anna, `/api/rubin/serviceshop/${annaHab}/SHOP-OTHER/LLC/de`)).body).toEqual([]);
    await expectBoothNotFound(demo.luc, `/api/rubin/serviceshop/${annaHab}/SHOP-${hab}/LLC/de`);
    expect((await getDescribed(demo.anna, `/api/rubin/serviceshop/${annaHab}/SHOP-${hab}/LLC/it`)).status).toBe(400);
  });

  // spec: exhibitor-area §7 order exists: reply vorhanden
  it('says whether the booth has an order in the service group', async () => {
    expect((await getDescribed(demo.anna, `/api/rubin/orderexists/${annaHab}/PARKPL`)).body).toEqual({
      vorhanden: true,
    });
    expect((await getDescribed(demo.anna, `/api/rubin/orderexists/${annaHab}/DILE`)).body).toEqual({
      vorhanden: false,
    });
    await expectBoothNotFound(demo.luc, `/api/rubin/orderexists/${annaHab}/PARKPL`);
  });

  it('refuses malformed ids with 400 before asking the booking system', async () => {
    for (const path of [
      '/api/rubin/booth/100%24101',
      `/api/rubin/booth/${'1'.repeat(41)}`,
      '/api/rubin/address/A%201002',
      `/api/rubin/orderexists/${annaHab}/PARK%2FPL`,
    ]) {
      const response = await demo.anna.api(path);
      expect(response.status === 400 || response.status === 404).toBe(true);
      const body = (await expectDescribed('GET', path, response)) as { messageKey: string };
      expect(['errors.invalidRequest', 'errors.notFound']).toContain(body.messageKey);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${demo.portal.url}/api/rubin/booth/${annaHab}`);
    expect(response.status).toBe(401);
  });
});

describe('who asks', () => {
  // spec: exhibitor-area §5 co-exhibitors, §6 booth access
  it('lets a co-exhibitor see their own booth, not the exhibitor’s booth they share', async () => {
    expect((await getDescribed(demo.emily, `/api/rubin/booth/${booths.emilyConfirmedGas.regiNr}`)).body).toMatchObject({
      ausstellerTyp: 'MITAUSSTELLER',
      standnummer: booths.emilyConfirmedGas.standnummer,
    });
    await expectBoothNotFound(demo.emily, `/api/rubin/booth/${booths.annaAllocatedGas.regiNr}`);
  });

  // spec: exhibitor-area §6 the manager role gives no access to exhibitors' booths
  it('gives a manager their own booth and no one else’s', async () => {
    expect((await getDescribed(demo.marco, `/api/rubin/booth/${booths.marcoConfirmedInd.regiNr}`)).status).toBe(200);
    await expectBoothNotFound(demo.marco, `/api/rubin/booth/${annaHab}`);
  });
});

describe('the booking system slow or down', () => {
  it('still answers when the booking system is slow', async () => {
    const started = performance.now();
    const { status, body } = await withRubinFaults(demo.portal, { latencyMs: 300 }, () =>
      getDescribed(demo.anna, `/api/rubin/boothcost/${booths.annaOpenHab.regiNr}`),
    );
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  // Rubin down: the last good answer from the cache, marked stale, or 503 errors.apiError when nothing is kept
  it('serves the last good answer marked stale when Rubin is down, and 503 errors.apiError when nothing is kept', async () => {
    expect((await getDescribed(demo.anna, `/api/rubin/booth/${booths.annaOfferHab.regiNr}`)).status).toBe(200);
    pastCacheFreshness();
    await withRubinFaults(demo.portal, { down: true }, async () => {
      const stale = await getDescribed(demo.anna, `/api/rubin/booth/${booths.annaOfferHab.regiNr}`);
      expect(stale.status).toBe(200);
      expect(stale.response.headers.get('x-data-stale')).toBe('true');
      expect(stale.body.regiNr).toBe(booths.annaOfferHab.regiNr);

      const missing = await getDescribed(demo.anna, `/api/rubin/boothcost/${booths.annaConfirmedAgr.regiNr}`);
      expect(missing.status).toBe(503);
      expect(missing.body.messageKey).toBe('errors.apiError');

      // spec: exhibitor-area §7 — failures of service-shop link and order-exists are logged and ignored
      expect(
        (await getDescribed(demo.anna, `/api/rubin/serviceshop/${booths.annaOfferHab.regiNr}/SHOP-${hab}/LLC/de`)).body,
      ).toEqual([]);
      expect(
        (await getDescribed(demo.anna, `/api/rubin/orderexists/${booths.annaOfferHab.regiNr}/PARKPL`)).body,
      ).toEqual({ vorhanden: null });
    });
  });
});
