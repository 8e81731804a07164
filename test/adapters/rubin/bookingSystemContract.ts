import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BookingSystem } from '../../../application/ports/BookingSystem.ts';
import type { DemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { demo } from '../../support/demo.ts';

/**
 * One contract for every implementation of the BookingSystem port (the in-memory fake and the HTTP
 * adapter against the simulator), so that the two cannot drift. It runs on the demo catalogue.
 */
export interface BookingSystemUnderTest {
  readonly system: BookingSystem;
  readonly catalogue: DemoCatalogue;
  close(): Promise<void>;
}

const ANNA = demo.users.anna.email;
const LUC = demo.users.luc.email;
const EMILY = demo.users.emily.email;
const NEW_MEMBER = demo.users.nina.email;

const PDF_MAGIC = '%PDF-';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function describeBookingSystemContract(name: string, create: () => Promise<BookingSystemUnderTest>): void {
  describe(`BookingSystem contract: ${name}`, () => {
    let subject: BookingSystemUnderTest;
    let system: BookingSystem;
    let catalogue: DemoCatalogue;
    const fairCode = (key: 'HAB' | 'GAS' | 'AGR' | 'IND') => {
      const fair = catalogue.fairs.find((candidate) => candidate.idCode.startsWith(key) && candidate.tasks.length > 0);
      if (!fair) throw new Error(`no current ${key} fair`);
      return fair.idCode;
    };

    beforeAll(async () => {
      subject = await create();
      ({ system, catalogue } = subject);
    });
    afterAll(async () => subject.close());

    // spec: exhibitor-area §3 Fair (series: the first entry of the booking system's series data)
    it('lists the booking system fairs with duration, deadline and the first series entry', async () => {
      const answer = await system.fairs(ANNA);
      expect(answer.stale).toBe(false);
      const habitat = answer.data.find((fair) => fair.idCode === fairCode('HAB'));
      expect(habitat).toMatchObject({
        displayName: { de: expect.stringContaining('Habitat Bern') },
        series: { reiheId: 'R-HAB', titel: 'Habitat Bern', vgId: 'VG-BE' },
      });
      expect(habitat?.duration.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(habitat?.registrationDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    // spec: exhibitor-area §7 GET /rubin/fair/booths/{idCode} (booth regiNr from standanmeldungId)
    it("answers the user's booths of a fair with regiNr taken from standanmeldungId", async () => {
      const answer = await system.boothsOfFair(ANNA, fairCode('HAB'));
      expect(answer.data.map((booth) => booth.regiNr).sort()).toEqual([
        demo.booths.annaConfirmedHab.regiNr,
        demo.booths.annaOfferHab.regiNr,
        demo.booths.annaOpenHab.regiNr,
      ]);
      expect(answer.data.map((booth) => booth.status).sort()).toEqual(['BESTAETIGT', 'OFFEN', 'OP']);
      expect(answer.data[0]).toMatchObject({
        fairIdCode: fairCode('HAB'),
        halleBezeichnung: { de: expect.stringMatching(/^Halle /) },
      });
      expect(answer.data[0]).not.toHaveProperty('standanmeldungId');
    });

    it('answers no booths for a fair the user has none at, and none at all to a new member', async () => {
      expect((await system.boothsOfFair(EMILY, fairCode('IND'))).data).toEqual([]);
      expect((await system.boothsOfFair(ANNA, 'NO-SUCH-FAIR')).data).toEqual([]);
      expect((await system.boothsOfFair(NEW_MEMBER, fairCode('HAB'))).data).toEqual([]);
      expect((await system.pastFairs(NEW_MEMBER)).data).toEqual([]);
    });

    // spec: exhibitor-area §3 Booth
    it('answers a booth of the user with the booking fields', async () => {
      const answer = await system.booth(ANNA, demo.booths.annaAllocatedGas.regiNr);
      expect(answer?.data).toMatchObject({
        regiNr: demo.booths.annaAllocatedGas.regiNr,
        status: 'ZU',
        standnummer: '2.040',
        hatWarenkorbPositionen: true,
        ausstellerTyp: 'AUSSTELLER',
        vertragsAdresseId: 'A-1001',
        standLeistungBezeichnung: { de: 'Blockstand', fr: 'Stand îlot', en: 'Island booth' },
      });
      expect(answer?.data.shopzugaenge?.[0]?.shopLinks?.map((link) => link.ziel)).toEqual(
        expect.arrayContaining(['KATALOG', 'FILEUPLOAD', 'ONE_CLICK_ORDER', 'DEFAULT', 'WARENKROB']),
      );
    });

    // spec: exhibitor-area §6 booth access is checked for the user; §8 boothNotFound gives no hint it exists
    it("answers null for another user's booth, exactly as for one that does not exist", async () => {
      expect(await system.booth(LUC, demo.booths.annaConfirmedHab.regiNr)).toBeNull();
      expect(await system.booth(ANNA, '999999')).toBeNull();
      expect(await system.boothCosts(LUC, demo.booths.annaConfirmedHab.regiNr)).toBeNull();
      expect(await system.boothLinks(LUC, demo.booths.annaConfirmedHab.regiNr)).toBeNull();
      expect(await system.boothDocuments(LUC, demo.booths.annaConfirmedHab.regiNr)).toBeNull();
      expect(await system.pastBoothDocuments(LUC, demo.booths.annaAllocatedHabLastYear.regiNr)).toBeNull();
      expect(await system.address(LUC, 'A-1001')).toBeNull();
      expect(await system.documentContent(LUC, `D-${demo.booths.annaConfirmedHab.regiNr}-01`)).toBeNull();
    });

    it('shows dealers and co-exhibitors their booths with their booth type', async () => {
      expect((await system.booth(LUC, demo.booths.lucConfirmedHab.regiNr))?.data.ausstellerTyp).toBe(
        'VERTRAGSHAENDLER',
      );
      expect((await system.booth(EMILY, demo.booths.emilyConfirmedGas.regiNr))?.data.ausstellerTyp).toBe(
        'MITAUSSTELLER',
      );
    });

    // spec: exhibitor-area §3 Cost line
    it('answers the cost lines of a booth, with a package head and its parts', async () => {
      const lines = (await system.boothCosts(ANNA, demo.booths.annaConfirmedHab.regiNr))?.data ?? [];
      expect(lines.length).toBeGreaterThan(3);
      const head = lines.find((line) => line.leistungsgruppeId === 'PACKE' && !line.paketTeil);
      expect(head?.gesamtPreisNetto).toBeCloseTo((head?.menge ?? 0) * (head?.einzelPreisNetto ?? 0), 2);
      expect(lines.some((line) => line.paketTeil && line.regiNrPaketKopf === demo.booths.annaConfirmedHab.regiNr)).toBe(
        true,
      );
      expect(lines.some((line) => line.dontMarkAsComplete)).toBe(true);
      expect((await system.boothCosts(ANNA, demo.booths.annaOfferHab.regiNr))?.data).toEqual([]);
    });

    it('answers the booking links of a booth; the cart link only while the basket has items', async () => {
      const withBasket = (await system.boothLinks(ANNA, demo.booths.annaAllocatedGas.regiNr))?.data;
      const withoutBasket = (await system.boothLinks(ANNA, demo.booths.annaConfirmedHab.regiNr))?.data;
      expect(withBasket?.cartPositions).toMatch(/^https:\/\//);
      expect(withoutBasket?.cartPositions).toBeNull();
      expect(withoutBasket?.registration).toContain(demo.booths.annaConfirmedHab.regiNr);
      expect(
        (await system.boothLinks(EMILY, demo.booths.emilyConfirmedGas.regiNr))?.data.coExhibitorRegistration,
      ).toBeNull();
    });

    // spec: exhibitor-area §3 Address (APADR and EADR are person addresses)
    it('answers the contract and correspondence addresses referenced by the user’s booth', async () => {
      const booth = (await system.booth(ANNA, demo.booths.annaConfirmedHab.regiNr))?.data;
      const contract = await system.address(ANNA, booth?.vertragsAdresseId ?? '');
      const correspondence = await system.address(ANNA, booth?.korrespondenzAdresseId ?? '');
      expect(contract?.data).toMatchObject({ firma1: 'Muster Küchen AG', plz: '3012', ort: 'Bern' });
      expect(correspondence?.data).toMatchObject({
        adresseTyp: 'APADR',
        anrede: 'F',
        vorname: 'Anna',
        nachname: 'Muster',
      });
    });

    // spec: exhibitor-area §2 Documents, §3 Document
    it('answers the documents of a confirmed booth and their files: a real PDF and a real PNG', async () => {
      const documents = (await system.boothDocuments(ANNA, demo.booths.annaConfirmedHab.regiNr))?.data ?? [];
      expect(documents.map((document) => document.typ)).toEqual(['HPLAN', 'STSKIZZE', 'BKOP']);
      const invoice = documents.find((document) => document.typ === 'BKOP');
      const plan = documents.find((document) => document.typ === 'HPLAN');
      const pdf = await system.documentContent(ANNA, invoice?.dokumentId ?? '');
      const png = await system.documentContent(ANNA, plan?.dokumentId ?? '');
      expect(pdf?.data.contentType).toBe('application/pdf');
      expect(
        Buffer.from(pdf?.data.content ?? '', 'base64')
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe(PDF_MAGIC);
      expect(Buffer.from(pdf?.data.content ?? '', 'base64').toString('latin1')).toContain('%%EOF');
      expect(png?.data).toMatchObject({ contentType: 'image/png', name: expect.stringMatching(/\.png$/) });
      expect(Buffer.from(png?.data.content ?? '', 'base64').subarray(0, 8)).toEqual(PNG_SIGNATURE);
    });

    // spec: exhibitor-area §2 Home (past fair series, documents of past fairs)
    it("answers the user's registrations at fairs that have ended, four series or more", async () => {
      const past = (await system.pastFairs(ANNA)).data;
      const series = new Set(past.map((entry) => entry.fair.series?.reiheId));
      expect(series.size).toBeGreaterThanOrEqual(4);
      for (const entry of past) {
        expect(entry.fair.duration.end! < catalogue.today).toBe(true);
        expect(entry.booths.every((booth) => booth.fairIdCode === entry.fair.idCode)).toBe(true);
      }
    });

    it('answers all four document types for a past booth, and no past documents for a current one', async () => {
      const past = (await system.pastFairs(ANNA)).data;
      const pastBooth = past.flatMap((entry) => entry.booths).find((booth) => booth.status === 'ZU');
      const documents = (await system.pastBoothDocuments(ANNA, pastBooth?.regiNr ?? ''))?.data ?? [];
      expect(documents.map((document) => document.typ).sort()).toEqual(['BKOP', 'HPLAN', 'STANGEBT', 'STSKIZZE']);
      expect((await system.pastBoothDocuments(ANNA, demo.booths.annaConfirmedHab.regiNr))?.data).toEqual([]);
    });

    // spec: exhibitor-area §7 GET /rubin/serviceshop/{booth}/{shop}/{group}/{lang}
    it('answers the service-shop deep link for a booth, shop, service group and language', async () => {
      const booth = (await system.booth(ANNA, demo.booths.annaConfirmedHab.regiNr))?.data;
      const shopId = booth?.shopzugaenge?.[0]?.shopId ?? '';
      const link = await system.serviceShopLink(ANNA, {
        regiNr: demo.booths.annaConfirmedHab.regiNr,
        shopId,
        serviceGroup: 'PARKPL',
        language: 'fr',
      });
      const url = new URL(link ?? 'about:blank');
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('regi-nr')).toBe(demo.booths.annaConfirmedHab.regiNr);
      expect(url.searchParams.get('service-group')).toBe('PARKPL');
      expect(url.searchParams.get('language')).toBe('fr');
      expect(
        await system.serviceShopLink(ANNA, {
          regiNr: demo.booths.annaConfirmedHab.regiNr,
          shopId: 'SHOP-OTHER',
          serviceGroup: 'PARKPL',
          language: 'de',
        }),
      ).toBeNull();
      expect(
        await system.serviceShopLink(LUC, {
          regiNr: demo.booths.annaConfirmedHab.regiNr,
          shopId,
          serviceGroup: 'PARKPL',
          language: 'de',
        }),
      ).toBeNull();
    });

    // spec: exhibitor-area §4 task done (order-exists answers present)
    it('answers whether an order exists in a service group; unknown for a booth that is not the user’s', async () => {
      expect(await system.orderExists(ANNA, demo.booths.annaConfirmedHab.regiNr, 'PARKPL')).toBe(true);
      expect(await system.orderExists(ANNA, demo.booths.annaConfirmedHab.regiNr, 'CATERING')).toBe(false);
      expect(await system.orderExists(LUC, demo.booths.annaConfirmedHab.regiNr, 'PARKPL')).toBeNull();
    });
  });
}
