import { describe, expect, it } from '@jest/globals';
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
    expect(body.standanmeldungen.map((booth: { regiNr: string }) => booth.regiNr).sort()).toEqual([
      '100101',
      '100102',
      '100103',
    ]);
    expect(body.standanmeldungen[0].standanmeldungId).toBeUndefined();
    const dealer = await getDescribed(demo.luc, `/api/rubin/fair/booths/${hab}`);
    expect(dealer.body.standanmeldungen.map((booth: { regiNr: string }) => booth.regiNr)).toEqual(['200101']);
  });

  it('refuses a malformed fair code', async () => {
    expect((await getDescribed(demo.anna, '/api/rubin/fair/booths/HAB%2426')).status).toBe(400);
  });
});

describe('booth-level calls are answered for the user’s own booths only', () => {
  // spec: exhibitor-area §7 GET /rubin/booth/{id}; §6 booth access
  it('answers the booth to its exhibitor and 404 errors.boothNotFound to anyone else', async () => {
    const { status, body, response } = await getDescribed(demo.anna, '/api/rubin/booth/100101');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ regiNr: '100101', fairIdCode: hab, status: 'BESTAETIGT', standnummer: 'B12' });
    await expectBoothNotFound(demo.luc, '/api/rubin/booth/100101');
    await expectBoothNotFound(demo.anna, '/api/rubin/booth/200101');
    await expectBoothNotFound(demo.anna, '/api/rubin/booth/999999');
  });

  it('answers costs, links and documents of the booth, 404 for another user', async () => {
    const costs = await getDescribed(demo.anna, '/api/rubin/boothcost/100101');
    expect(costs.body.map((line: { leistungsgruppeId: string }) => line.leistungsgruppeId)).toEqual(
      expect.arrayContaining(['PACKE', 'PARKPL', 'WERB']),
    );
    const links = await getDescribed(demo.anna, '/api/rubin/boothlinks/100101');
    expect(links.body.registration).toMatch(/standanmeldung\/100101$/);
    const documents = await getDescribed(demo.anna, '/api/rubin/boothdocuments/100101');
    expect(documents.body.map((document: { typ: string }) => document.typ)).toEqual(['HPLAN', 'STSKIZZE', 'BKOP']);
    for (const path of [
      '/api/rubin/boothcost/100101',
      '/api/rubin/boothlinks/100101',
      '/api/rubin/boothdocuments/100101',
      '/api/rubin/pastboothdocuments/100101',
    ]) {
      await expectBoothNotFound(demo.luc, path);
    }
  });

  // spec: exhibitor-area §7 past documents
  it('answers past documents for a booth of a fair that has ended, none for a current one', async () => {
    expect((await getDescribed(demo.anna, '/api/rubin/pastboothdocuments/100901')).body).toHaveLength(4);
    expect((await getDescribed(demo.anna, '/api/rubin/pastboothdocuments/100101')).body).toEqual([]);
  });

  it('answers an address only when one of the user’s booths refers to it', async () => {
    const { body } = await getDescribed(demo.anna, '/api/rubin/address/A-1002');
    expect(body).toMatchObject({ adresseId: 'A-1002', adresseTyp: 'APADR', anrede: 'F', nachname: 'Muster' });
    await expectBoothNotFound(demo.anna, '/api/rubin/address/A-2002');
  });

  // spec: exhibitor-area §7 GET /rubin/documentcontent/{id}: content base64 with content type and name
  it('gives a document’s content as base64 and as a download, to its owner only', async () => {
    const { body } = await getDescribed(demo.anna, '/api/rubin/documentcontent/D-100101-03');
    expect(body.contentType).toBe('application/pdf');
    expect(body.name).toMatch(/\.pdf$/);
    expect(Buffer.from(body.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const file = await demo.anna.api('/api/rubin/documentcontent/D-100101-01/file');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Hallenplan_[^"]+_100101\.png"$/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    await expectBoothNotFound(demo.luc, '/api/rubin/documentcontent/D-100101-03');
    await expectBoothNotFound(demo.luc, '/api/rubin/documentcontent/D-100101-01/file');
  });

  // spec: exhibitor-area §7 service-shop link: first item's href is the deep link
  it('gives the service-shop deep link for the booth, service group and language', async () => {
    const { body } = await getDescribed(demo.anna, `/api/rubin/serviceshop/100101/SHOP-${hab}/LLC/fr`);
    const href = new URL(body[0].href);
    expect(href.searchParams.get('regi-nr')).toBe('100101');
    expect(href.searchParams.get('service-group')).toBe('LLC');
    expect(href.searchParams.get('language')).toBe('fr');
    expect((await getDescribed(demo.anna, '/api/rubin/serviceshop/100101/SHOP-OTHER/LLC/de')).body).toEqual([]);
    await expectBoothNotFound(demo.luc, `/api/rubin/serviceshop/100101/SHOP-${hab}/LLC/de`);
    expect((await getDescribed(demo.anna, `/api/rubin/serviceshop/100101/SHOP-${hab}/LLC/it`)).status).toBe(400);
  });

  // spec: exhibitor-area §7 order exists: reply vorhanden
  it('says whether the booth has an order in the service group', async () => {
    expect((await getDescribed(demo.anna, '/api/rubin/orderexists/100101/PARKPL')).body).toEqual({ vorhanden: true });
    expect((await getDescribed(demo.anna, '/api/rubin/orderexists/100101/DILE')).body).toEqual({ vorhanden: false });
    await expectBoothNotFound(demo.luc, '/api/rubin/orderexists/100101/PARKPL');
  });

  it('refuses malformed ids with 400 before asking the booking system', async () => {
    for (const path of [
      '/api/rubin/booth/100%24101',
      `/api/rubin/booth/${'1'.repeat(41)}`,
      '/api/rubin/address/A%201002',
      '/api/rubin/orderexists/100101/PARK%2FPL',
    ]) {
      const response = await demo.anna.api(path);
      expect(response.status === 400 || response.status === 404).toBe(true);
      const body = (await expectDescribed('GET', path, response)) as { messageKey: string };
      expect(['errors.invalidRequest', 'errors.notFound']).toContain(body.messageKey);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${demo.portal.url}/api/rubin/booth/100101`);
    expect(response.status).toBe(401);
  });
});

describe('who asks', () => {
  // spec: exhibitor-area §5 co-exhibitors, §6 booth access
  it('lets a co-exhibitor see their own booth, not the exhibitor’s booth they share', async () => {
    expect((await getDescribed(demo.emily, '/api/rubin/booth/300201')).body).toMatchObject({
      ausstellerTyp: 'MITAUSSTELLER',
      standnummer: '2.040',
    });
    await expectBoothNotFound(demo.emily, '/api/rubin/booth/100202');
  });

  // spec: exhibitor-area §6 the manager role gives no access to exhibitors' booths
  it('gives a manager their own booth and no one else’s', async () => {
    expect((await getDescribed(demo.marco, '/api/rubin/booth/400401')).status).toBe(200);
    await expectBoothNotFound(demo.marco, '/api/rubin/booth/100101');
  });
});

describe('the booking system slow or down', () => {
  it('still answers when the booking system is slow', async () => {
    const started = performance.now();
    const { status, body } = await withRubinFaults(demo.portal, { latencyMs: 300 }, () =>
      getDescribed(demo.anna, '/api/rubin/boothcost/100103'),
    );
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  // Rubin down: the last good answer from the cache, marked stale, or 503 errors.apiError when nothing is kept
  it('serves the last good answer marked stale when Rubin is down, and 503 errors.apiError when nothing is kept', async () => {
    expect((await getDescribed(demo.anna, '/api/rubin/booth/100102')).status).toBe(200);
    pastCacheFreshness();
    await withRubinFaults(demo.portal, { down: true }, async () => {
      const stale = await getDescribed(demo.anna, '/api/rubin/booth/100102');
      expect(stale.status).toBe(200);
      expect(stale.response.headers.get('x-data-stale')).toBe('true');
      expect(stale.body.regiNr).toBe('100102');

      const missing = await getDescribed(demo.anna, '/api/rubin/boothcost/100302');
      expect(missing.status).toBe(503);
      expect(missing.body.messageKey).toBe('errors.apiError');

      // spec: exhibitor-area §7 — failures of service-shop link and order-exists are logged and ignored
      expect((await getDescribed(demo.anna, `/api/rubin/serviceshop/100102/SHOP-${hab}/LLC/de`)).body).toEqual([]);
      expect((await getDescribed(demo.anna, '/api/rubin/orderexists/100102/PARKPL')).body).toEqual({ vorhanden: null });
    });
  });
});
