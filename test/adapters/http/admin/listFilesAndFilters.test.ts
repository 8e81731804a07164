import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { CSV_TYPE } from '../../../../adapters/http/spreadsheet.ts';
import { expectDescribed } from '../../../support/testPortal.ts';
import type { LooseJson } from '../../../support/json.ts';
import { useAdminTestPortal } from './adminTestPortal.ts';

// spec: admin-back-office §2 (the overviews: search, sortable columns, paging), §4 (fair lifecycle states), §7 (the
// list calls); beyond the spec: filters in the list's address, every list as CSV for Accept (DESIGN "Files out and in")

const MANAGER = 'manager@demo.test';
const admin = useAdminTestPortal();
const RUN = `L${Date.now().toString(36).toUpperCase()}`;

type Row = Record<string, LooseJson>;

async function json(path: string): Promise<{ status: number; body: LooseJson }> {
  const response = await admin.portal.send(MANAGER, 'GET', path);
  return { status: response.status, body: (await expectDescribed('GET', path, response)) as LooseJson };
}

async function csv(path: string): Promise<{ response: Response; rows: string[][] }> {
  const browser = await admin.portal.as(MANAGER);
  const response = await browser.api(path, { headers: { accept: CSV_TYPE } });
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  await expectDescribed('GET', path, response);
  expect(response.status).toBe(200);
  // UTF-8 with the byte-order mark Excel needs, RFC 4180 with CRLF and the semicolon of the Swiss Excel.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = parse(bytes, { bom: true, delimiter: ';', relax_column_count: false });
  return { response, rows };
}

/** Each overview: its address, the German header and JSON field of its first column, and a sort it offers. */
const LISTS = [
  { path: '/api/admin/fairs', first: ['Name', 'displayNameDe'], sort: '-idCode', file: 'messen' },
  { path: '/api/teasersOverview', first: ['Typ', 'typeName'], sort: 'internalName', file: 'teaser' },
  { path: '/api/fairwallentry', first: ['Name', 'displayName'], sort: 'displayName', file: 'interessante-messen' },
  { path: '/api/taskdefinitions', first: ['Name', 'displayNameDe'], sort: '-serviceGroup', file: 'prozessschritte' },
  { path: '/api/tasktitles', first: ['Name', 'titleDe'], sort: 'titleDe', file: 'prozessgruppen' },
  { path: '/api/boothservices', first: ['Bezeichnung', 'title'], sort: 'id', file: 'standleistungen' },
  { path: '/api/fairseries', first: ['Name', 'titleDe'], sort: '-titleDe', file: 'messe-reihen' },
  { path: '/api/headerdefinitions', first: ['Name', 'displayNameDe'], sort: 'order', file: 'header-definitionen' },
  { path: '/api/blacklistOverview', first: ['Bezeichnung', 'title'], sort: 'title', file: 'blacklist' },
] as const;

describe('every admin list as CSV (Accept: text/csv on its own address)', () => {
  for (const list of LISTS) {
    it(`${list.path}: every row the JSON has under the same sort, German headers, as an attachment`, async () => {
      const all = (await json(`${list.path}?sort=${list.sort}&pageSize=200`)).body as { items: Row[]; total: number };
      // The file ignores page and pageSize: all matching rows, not one page.
      const file = await csv(`${list.path}?sort=${list.sort}&page=2&pageSize=1`);
      expect(file.response.headers.get('content-disposition')).toBe(`attachment; filename="${list.file}.csv"`);
      const [header, ...rows] = file.rows;
      expect(header[0]).toBe(list.first[0]);
      expect(rows).toHaveLength(all.total);
      const [, field] = list.first;
      expect(rows.map((row) => row[0])).toEqual(
        all.items.map((item) =>
          field === 'typeName' && item[field] === '' ? `Typ ${item.type}` : String(item[field]),
        ),
      );
    });
  }
});

describe('filters of the process steps, applied before paging', () => {
  const names = [`${RUN} Alpha`, `${RUN} Beta`, `${RUN} Gamma`, `=${RUN} Delta`];
  beforeAll(async () => {
    for (const [index, name] of names.entries()) {
      const body = {
        displayNameDe: name,
        displayNameFr: name,
        displayNameEn: name,
        serviceGroup: index === 1 ? 'LOGIST' : 'PARKPL',
      };
      const response = await admin.portal.send(MANAGER, 'POST', '/api/taskdefinition', body);
      expect(response.status).toBe(201);
    }
  });

  it('pages, sorts and counts only the items of the service group searched for; the file has them all', async () => {
    const path = `/api/taskdefinitions?q=${RUN}&serviceGroup=PARKPL&sort=-displayNameDe`;
    const whole = (await json(`${path}&pageSize=200`)).body as { items: Row[]; total: number };
    expect(whole.total).toBe(3);
    expect(whole.items.map((item) => item.displayNameDe).sort()).toEqual([names[0], names[2], names[3]].sort());
    expect(whole.items.every((item) => item.serviceGroup === 'PARKPL')).toBe(true);
    const first = (await json(`${path}&pageSize=2`)).body as { items: Row[]; total: number };
    const second = (await json(`${path}&pageSize=2&page=2`)).body as { items: Row[]; total: number };
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.items, ...second.items]).toEqual(whole.items);

    // The same filter as a file: the same rows in the same order, the formula start neutralised.
    const file = await csv(path);
    // The import's columns (the list's own first), then whether a fair uses the step: the file can come back in.
    expect(file.rows[0]).toEqual([
      'Name',
      'Leistungsgruppe',
      'ID',
      'Name FR',
      'Name EN',
      'Deeplink-Modus',
      'URL',
      'Neues Fenster',
      'Mitaussteller',
      'Reihenfolge',
      'In einer Messe verwendet',
    ]);
    const neutral = (text: LooseJson) => (String(text).startsWith('=') ? `'${String(text)}` : String(text));
    expect(file.rows.slice(1)).toEqual(
      whole.items.map((item) => [
        neutral(item.displayNameDe),
        'PARKPL',
        String(item._id),
        neutral(item.displayNameFr),
        neutral(item.displayNameEn),
        String(item.deeplinkmode ?? ''),
        String(item.url ?? ''),
        item.newWindow === true ? 'ja' : 'nein',
        item.coexposant === true ? 'ja' : 'nein',
        String(item.order),
        'nein',
      ]),
    );
    expect(file.rows.slice(1).map((row) => row[0])).toContain(`'=${RUN} Delta`);
  });

  it('answers a bad filter value with a German 400', async () => {
    const answer = await json('/api/taskdefinitions?serviceGroup=%3Cscript%3E&page=1');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('serviceGroup');
    const fairs = await json('/api/admin/fairs?state=open');
    expect(fairs.status).toBe(400);
    expect(JSON.stringify(fairs.body)).toContain('Bitte einen der erlaubten Werte angeben');
  });
});

describe('filters of the fairs and teasers', () => {
  it('narrows the fairs by lifecycle state and series, the file and the JSON alike', async () => {
    const every = (await json('/api/admin/fairs')).body as Row[];
    const series = String(every[0].fairSeries);
    for (const state of ['saved', 'active', 'ended']) {
      const page = (await json(`/api/admin/fairs?state=${state}&series=${series}&sort=idCode&pageSize=200`)).body as {
        items: Row[];
        total: number;
      };
      expect(page.items.every((fair) => fair.fairSeries === series)).toBe(true);
      const file = await csv(`/api/admin/fairs?state=${state}&series=${series}&sort=idCode`);
      expect(file.rows.slice(1).map((row) => row[1])).toEqual(page.items.map((fair) => fair.idCode));
      const label = { saved: 'Erfasst', active: 'Aktiv', ended: 'Beendet' }[state];
      expect(file.rows.slice(1).every((row) => row[5] === label)).toBe(true);
    }
    const counts = await Promise.all(
      ['saved', 'active', 'ended'].map(
        async (state) => ((await json(`/api/admin/fairs?state=${state}&page=1`)).body as { total: number }).total,
      ),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(every.length);
  });

  it('narrows the teasers by type', async () => {
    const every = (await json('/api/teasersOverview')).body as Row[];
    const type = Number(every[0].type);
    const page = (await json(`/api/teasersOverview?type=${type}&page=1&pageSize=200`)).body as {
      items: Row[];
      total: number;
    };
    expect(page.total).toBe(every.filter((teaser) => teaser.type === type).length);
    expect((await json('/api/teasersOverview?type=3')).status).toBe(400);
  });
});

describe('the Papierkorb and the webhooks as CSV', () => {
  it('GET /api/admin/trash: the items the JSON lists, in its order, with the kind in German', async () => {
    const name = `${RUN} Papierkorb`;
    const created = await admin.portal.send(MANAGER, 'POST', '/api/taskdefinition', {
      displayNameDe: name,
      displayNameFr: name,
      displayNameEn: name,
      serviceGroup: 'PARKPL',
    });
    const { _id: id } = (await created.json()) as { _id: string };
    expect((await admin.portal.send(MANAGER, 'DELETE', `/api/taskdefinitions/${id}`)).status).toBe(204);
    const items = (await json('/api/admin/trash')).body as Row[];
    const file = await csv('/api/admin/trash');
    expect(file.response.headers.get('content-disposition')).toBe('attachment; filename="papierkorb.csv"');
    const [header, ...rows] = file.rows;
    expect(header.slice(0, 2)).toEqual(['Art', 'Bezeichnung']);
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => String(item.label)));
    expect(rows.find((row) => row[1] === name)?.[0]).toBe('Prozessschritt');
  });

  it('GET /api/admin/webhooks: the subscriptions the JSON lists, never a secret', async () => {
    // Loopback is let through in development; nothing is delivered to it, as the subscription waits for events.
    const subscribed = await admin.portal.send(MANAGER, 'POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/crm',
      description: `${RUN} CRM`,
      eventTypes: ['teaser.changed'],
      enabled: false,
    });
    expect(subscribed.status).toBe(201);
    const { items } = (await json('/api/admin/webhooks')).body as { items: Row[] };
    const file = await csv('/api/admin/webhooks');
    expect(file.response.headers.get('content-disposition')).toBe('attachment; filename="webhooks.csv"');
    const [header, ...rows] = file.rows;
    expect(header.slice(0, 2)).toEqual(['Beschreibung', 'Adresse']);
    expect(rows.map((row) => row[1])).toEqual(items.map((item) => String(item.url)));
    expect(rows.find((row) => row[0] === `${RUN} CRM`)?.slice(1, 4)).toEqual([
      'http://127.0.0.1:9/crm',
      'teaser.changed',
      'nein',
    ]);
    expect(header.join(' ')).not.toMatch(/geheim|secret/i);
  });
});
