import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { toCentimes, type Language } from '../../../domain/index.ts';
import { CSV_TYPE, XLSX_TYPE } from '../../../adapters/http/spreadsheet.ts';
import { demo as fixtures } from '../../support/demo.ts';
import { expectDescribed, type SignedInBrowser } from '../../support/testPortal.ts';
import { demoTeamMembership } from '../../../adapters/demo/users.ts';
import { formatNumericDate } from '../../../web/src/i18n/format.ts';
import tasksDe from '../../../web/src/exhibitor/fair/tasks/i18n/de.json' with { type: 'json' };
import tasksFr from '../../../web/src/exhibitor/fair/tasks/i18n/fr.json' with { type: 'json' };
import tasksEn from '../../../web/src/exhibitor/fair/tasks/i18n/en.json' with { type: 'json' };
import { getDescribed, useBoothTestPortal } from './boothTestPortal.ts';

const state = useBoothTestPortal();
const LANGUAGES: readonly Language[] = ['de', 'fr', 'en'];
/** The page's names of the states (the badge of each row). */
const STATE_LABELS: Record<Language, Record<string, string>> = {
  de: tasksDe.tasks.state,
  fr: tasksFr.tasks.state,
  en: tasksEn.tasks.state,
};

interface Deadline {
  fair: { idCode: string; displayName: Record<Language, string> };
  booth: { regiNr: string; label: Record<Language, string> };
  task: { id: string; displayName: Record<Language, string> };
  state: string;
  dueDate: string;
  opensOn: string | null;
}
interface CostLine {
  leistungsId: string;
  leistungsgruppeBezeichnung: string;
  leistungsBezeichnung: string;
  leistungsBezeichnungText?: Partial<Record<Language, string>>;
  menge: number;
  einzelPreisNetto: number;
  gesamtPreisNetto: number;
  paketTeil: boolean;
}

/** The file of `path` for `accept`, checked against openapi.yaml, as its bytes. */
async function download(browser: SignedInBrowser, path: string, accept: string) {
  const response = await browser.api(path, { headers: { accept } });
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  await expectDescribed('GET', path, response);
  return { response, bytes };
}

function csvRows(bytes: Buffer): string[][] {
  // RFC 4180 with the byte-order mark Excel needs and the semicolon of the Swiss and German Excel.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('\r\n');
  return parse(bytes, { bom: true, delimiter: ';', relax_column_count: false });
}

async function xlsxRows(bytes: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const isoDay = (value: ExcelJS.CellValue) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

// spec: exhibitor-area §4 task display state; §9 Locales de-CH, fr-CH, en-US (dates as the page writes them)
describe('the deadlines list as a file (Accept on GET /api/exhibitor/deadlines)', () => {
  for (const language of LANGUAGES) {
    it(`equals the JSON under the same filter, in ${language}, as CSV and as XLSX`, async () => {
      const all = await getDescribed(state.anna, `/api/exhibitor/deadlines?language=${language}`);
      const deadlinesOfAll = all.body.deadlines as unknown as Deadline[];
      const fair = deadlinesOfAll[0].fair.idCode;
      const stateFilter = deadlinesOfAll[0].state;
      const path = `/api/exhibitor/deadlines?language=${language}&fair=${fair}&state=${stateFilter}`;
      const json = (await getDescribed(state.anna, path)).body.deadlines as unknown as Deadline[];
      expect(json.length).toBeGreaterThan(0);
      expect(json).toEqual(deadlinesOfAll.filter((d) => d.fair.idCode === fair && d.state === stateFilter));

      const csv = await download(state.anna, path, CSV_TYPE);
      expect(csv.response.status).toBe(200);
      expect(csv.response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      expect(csv.response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="[a-z]+-\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect(csv.response.headers.get('vary')).toMatch(/Accept\b/);
      const [header, ...rows] = csvRows(csv.bytes);
      expect(header).toHaveLength(6);
      expect(rows).toEqual(
        json.map((d) => [
          formatNumericDate(d.dueDate, language),
          STATE_LABELS[language][d.state],
          d.task.displayName[language],
          d.booth.label[language],
          d.fair.displayName[language],
          d.opensOn ? formatNumericDate(d.opensOn, language) : '',
        ]),
      );

      const xlsx = await download(state.anna, path, XLSX_TYPE);
      expect(xlsx.response.headers.get('content-type')).toBe(XLSX_TYPE);
      expect(xlsx.response.headers.get('content-disposition')).toMatch(/\.xlsx"$/);
      const [xlsxHeader, ...xlsxBody] = await xlsxRows(xlsx.bytes);
      expect(xlsxHeader).toEqual(header);
      expect(xlsxBody.map((row) => [isoDay(row[0]), ...row.slice(1, 5), isoDay(row[5]) ?? null])).toEqual(
        json.map((d) => [
          d.dueDate.slice(0, 10),
          STATE_LABELS[language][d.state],
          d.task.displayName[language],
          d.booth.label[language],
          d.fair.displayName[language],
          d.opensOn ? d.opensOn.slice(0, 10) : null,
        ]),
      );
    });
  }

  it('heads the columns in the language asked for, and answers JSON for any other Accept', async () => {
    const heads = await Promise.all(
      LANGUAGES.map(async (language) => {
        const { bytes } = await download(state.anna, `/api/exhibitor/deadlines?language=${language}`, CSV_TYPE);
        return csvRows(bytes)[0];
      }),
    );
    expect(heads[0]).toEqual(['Fällig bis', 'Status', 'Aufgabe', 'Stand', 'Messe', 'Öffnet am']);
    expect(new Set(heads.map((head) => head.join('|'))).size).toBe(3);
    const other = await state.anna.api('/api/exhibitor/deadlines', { headers: { accept: 'image/png' } });
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    const bad = await state.anna.api('/api/exhibitor/deadlines?state=done', { headers: { accept: CSV_TYPE } });
    expect(bad.status).toBe(400);
    await expectDescribed('GET', '/api/exhibitor/deadlines', bad);
  });

  it('gives a user without booths a file with its header row only', async () => {
    const { response, bytes } = await download(state.nina, '/api/exhibitor/deadlines', CSV_TYPE);
    expect(response.status).toBe(200);
    expect(csvRows(bytes)).toHaveLength(1);
  });
});

// spec: exhibitor-area §2 Cost list (article, description / comment, quantity, price CHF, total CHF)
describe('a booth’s costs as a file (Accept on GET /api/rubin/boothcost/{id})', () => {
  const regiNr = fixtures.booths.annaConfirmedHab.regiNr;

  for (const language of LANGUAGES) {
    it(`equals the JSON, in ${language}, as CSV and as XLSX`, async () => {
      const lines = (await getDescribed(state.anna, `/api/rubin/boothcost/${regiNr}`)).body as unknown as CostLine[];
      expect(lines.length).toBeGreaterThan(0);
      const path = `/api/rubin/boothcost/${regiNr}?language=${language}`;
      const described = (line: CostLine) => line.leistungsBezeichnungText?.[language] || line.leistungsBezeichnung;

      const csv = await download(state.anna, path, CSV_TYPE);
      expect(csv.response.status).toBe(200);
      expect(csv.response.headers.get('content-disposition')).toBe(
        `attachment; filename="${{ de: 'kosten', fr: 'couts', en: 'costs' }[language]}-${regiNr}.csv"`,
      );
      const [header, ...rows] = csvRows(csv.bytes);
      expect(header).toHaveLength(8);
      expect(rows.map((row) => [row[0], row[1], row[2], Number(row[4]), row[6], row[7]])).toEqual(
        lines.map((line) => [
          line.leistungsgruppeBezeichnung,
          line.leistungsId,
          described(line),
          line.menge,
          (toCentimes(line.einzelPreisNetto) / 100).toFixed(2),
          (toCentimes(line.gesamtPreisNetto) / 100).toFixed(2),
        ]),
      );
      expect(rows.filter((row) => row[3] !== '').length).toBe(lines.filter((line) => line.paketTeil).length);

      const xlsx = await download(state.anna, path, XLSX_TYPE);
      const [xlsxHeader, ...xlsxBody] = await xlsxRows(xlsx.bytes);
      expect(xlsxHeader).toEqual(header);
      expect(xlsxBody.map((row) => [row[0], row[1], row[2], row[4], row[6], row[7]])).toEqual(
        lines.map((line) => [
          line.leistungsgruppeBezeichnung,
          line.leistungsId,
          described(line),
          line.menge,
          toCentimes(line.einzelPreisNetto) / 100,
          toCentimes(line.gesamtPreisNetto) / 100,
        ]),
      );
    });
  }

  describe('for a colleague the booth is shared with', () => {
    let member: SignedInBrowser;

    beforeAll(async () => {
      // The demo's colleague works the tasks of this booth (level "Aufgaben").
      expect(demoTeamMembership).toMatchObject({ regiNr, holderEmail: 'aussteller@demo.test', level: 'tasks' });
      member = await state.portal.signedIn(demoTeamMembership.memberEmail);
    });

    // spec: exhibitor-area §6 booth access on the server; §8 a booth one may not see: 404 errors.boothNotFound
    it('at level "Aufgaben" is refused the file exactly as the JSON: the 404 of a missing booth', async () => {
      // The member reads the booth itself: the refusal is of the costs, not of the booth.
      const page = await getDescribed(member, `/api/exhibitor/booths/${regiNr}`);
      expect(page.status).toBe(200);
      expect(page.body.access).toEqual({ role: 'member', level: 'tasks' });
      for (const accept of ['application/json', CSV_TYPE, XLSX_TYPE]) {
        const response = await member.api(`/api/rubin/boothcost/${regiNr}`, { headers: { accept } });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-disposition')).toBeNull();
        const body = (await expectDescribed('GET', `/api/rubin/boothcost/${regiNr}`, response)) as {
          messageKey: string;
        };
        expect(body.messageKey).toBe('errors.boothNotFound');
      }
    });
  });
});
