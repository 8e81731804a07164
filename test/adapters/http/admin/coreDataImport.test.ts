import { describe, expect, it } from '@jest/globals';
import { CSV_TYPE } from '../../../../adapters/http/spreadsheet.ts';
import type { LooseJson } from '../../../support/json.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed } from '../../../support/testPortal.ts';
import { useAdminApi } from './adminTestPortal.ts';

// spec: admin-back-office §2 (the lists and their columns), §3 (stored fields), §5 (the forms' rules), §6 (managers
// only), §7 (the lists); beyond the spec: CSV import with a dry run, applied in one transaction, audited, 409 when
// the data moved since the dry run

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
const admin = useAdminApi([MANAGER, EXHIBITOR]);

interface Answer {
  status: number;
  body: LooseJson;
}

async function importCsv(
  kind: string,
  csv: string,
  query: string,
  options: { who?: string; csrf?: boolean } = {},
): Promise<Answer> {
  const portal = admin.portal;
  const who = await portal.as(options.who ?? MANAGER);
  const headers: Record<string, string> = { 'content-type': 'text/csv; charset=utf-8' };
  if (options.csrf !== false) headers['x-csrf-token'] = await who.csrfToken();
  const path = `/api/admin/imports/${kind}${query}`;
  const response = await who.browser.request(new URL(path, portal.url), { method: 'POST', text: csv, headers });
  return { status: response.status, body: (await expectDescribed('POST', path, response)) as LooseJson };
}

async function list(path: string): Promise<LooseJson[]> {
  const response = await admin.portal.send(MANAGER, 'GET', path);
  return (await expectDescribed('GET', path, response)) as LooseJson[];
}

interface Kind {
  kind: string;
  list: string;
  table: string;
  /** The file's header and a row of a new item named `name`. */
  file: (name: string) => string;
  /** The same item renamed, as a row of a file with its key taken from the listed item. */
  changed: (item: LooseJson, name: string) => string;
  nameOf: (item: LooseJson) => string;
  /** The manual save of the item with a new name (another manager's edit). */
  edit: (item: LooseJson) => { path: string; body: Record<string, unknown> };
}

const STEP_HEAD = 'Name;Leistungsgruppe;ID;Name FR;Name EN;Deeplink-Modus;URL;Neues Fenster;Mitaussteller;Reihenfolge';
const GROUP_HEAD = 'Name;Leistungsgruppe;ID;Name FR;Name EN;Deeplink-Modus;URL;Neues Fenster';
const KINDS: Kind[] = [
  {
    kind: 'taskdefinitions',
    list: '/api/taskdefinitions',
    table: 'task_definitions',
    file: (name) => `${STEP_HEAD}\r\n${name};GEBAEUDE;;Fr;En;servicegroup;;nein;ja;7\r\n`,
    changed: (item, name) => `${STEP_HEAD}\r\n${name};GEBAEUDE;${item._id};Fr;En;servicegroup;;nein;ja;7\r\n`,
    nameOf: (item) => item.displayNameDe,
    edit: (item) => ({ path: `/api/taskdefinitions/${item._id}`, body: { ...item, displayNameDe: 'Anders' } }),
  },
  {
    kind: 'tasktitles',
    list: '/api/tasktitles',
    table: 'task_titles',
    file: (name) => `${GROUP_HEAD}\n${name};VERZ;;Fr;En;manual;https://example.org/a;ja\n`,
    changed: (item, name) => `${GROUP_HEAD}\n${name};VERZ;${item._id};Fr;En;manual;https://example.org/a;ja\n`,
    nameOf: (item) => item.titleDe,
    edit: (item) => ({ path: `/api/tasktitle/${item._id}`, body: { ...item, titleDe: 'Anders' } }),
  },
  {
    kind: 'boothservices',
    list: '/api/boothservices',
    table: 'booth_services',
    // German Excel writes a byte-order mark and `;`; the key is the booking system's ID.
    file: (name) => `\uFEFFBezeichnung;ID\r\n${name};IMP-${name.replaceAll(' ', '-')}\r\n`,
    changed: (item, name) => `Bezeichnung,ID\n"${name}",${item.id}\n`,
    nameOf: (item) => item.title,
    edit: (item) => ({ path: `/api/boothservice/${item._id}`, body: { ...item, title: 'Anders' } }),
  },
  {
    kind: 'fairseries',
    list: '/api/fairseries',
    table: 'fair_series',
    file: (name) => `Name,ID,Name FR,Name EN\n${name},,Fr,En\n`,
    changed: (item, name) => `Name,ID,Name FR,Name EN\n${name},${item._id},Fr,En\n`,
    nameOf: (item) => item.titleDe,
    edit: (item) => ({ path: `/api/fairseries/${item._id}`, body: { ...item, titleDe: 'Anders' } }),
  },
  {
    kind: 'blacklist',
    list: '/api/blacklistOverview',
    table: 'blacklist_entries',
    file: (name) => `Bezeichnung;ID\n${name};BL-${name.replaceAll(' ', '-')}\n`,
    changed: (item, name) => `Bezeichnung;ID\n${name};${item.id}\n`,
    nameOf: (item) => item.title,
    edit: (item) => ({ path: `/api/blacklist/${item._id}`, body: { ...item, title: 'Anders' } }),
  },
];

const withoutDerived = (item: LooseJson) => {
  const { isUsed: _isUsed, ...fields } = item;
  return fields;
};

describe.each(KINDS)('POST /api/admin/imports/$kind', (area) => {
  it("takes the list's own CSV export back as it is: every row unchanged, nothing written", async () => {
    const items = await list(area.list);
    const browser = await admin.portal.as(MANAGER);
    const exported = await browser.api(area.list, { headers: { accept: CSV_TYPE } });
    expect(exported.status).toBe(200);
    const file = await exported.text();
    await admin.api.expectNothingWritten(async () => {
      const plan = await importCsv(area.kind, file, '?dryRun=true');
      expect([plan.status, plan.body.summary]).toEqual([200, { added: 0, changed: 0, unchanged: items.length }]);
    });
  });

  it('plans without writing, applies in one go (audited as the import), shows the change in the list at once', async () => {
    const name = `Import ${area.kind} ${Date.now()}`;
    expect((await list(area.list)).some((item) => area.nameOf(item) === name)).toBe(false);
    let plan: Answer | undefined;
    await admin.api.expectNothingWritten(async () => {
      plan = await importCsv(area.kind, area.file(name), '?dryRun=true');
    });
    expect([plan!.status, plan!.body.summary, plan!.body.added]).toEqual([
      200,
      { added: 1, changed: 0, unchanged: 0 },
      [{ line: 2, label: name }],
    ]);
    const applied = await importCsv(area.kind, area.file(name), `?token=${plan!.body.token}`);
    expect([applied.status, applied.body.dryRun]).toEqual([200, false]);
    const created = (await list(area.list)).find((item) => area.nameOf(item) === name)!;
    expect(created).toBeDefined();
    const notes = await queryRows<{ action: string; note: string }>(
      admin.portal.portal.databaseUrl,
      'select action, note from audit_entries where entity_id = $1',
      [created._id],
    );
    expect(notes).toEqual([{ action: 'create', note: 'CSV-Import' }]);

    // The same file again is unchanged; a new name is a change with before and after.
    expect((await importCsv(area.kind, area.changed(created, name), '?dryRun=true')).body.summary).toEqual({
      added: 0,
      changed: 0,
      unchanged: 1,
    });
    const renamed = await importCsv(area.kind, area.changed(created, `${name} neu`), '?dryRun=true');
    expect(renamed.body.changed).toEqual([
      { line: 2, label: `${name} neu`, fields: [{ header: expect.any(String), before: name, after: `${name} neu` }] },
    ]);

    // Another manager saves the item meanwhile: the apply of the old dry run is refused, nothing written.
    const edit = area.edit(withoutDerived(created));
    expect((await admin.portal.send(MANAGER, 'PUT', edit.path, edit.body)).status).toBe(200);
    await admin.api.expectNothingWritten(async () => {
      const moved = await importCsv(area.kind, area.changed(created, `${name} neu`), `?token=${renamed.body.token}`);
      expect([moved.status, moved.body.detail]).toEqual([
        409,
        'Die Daten wurden seit der Probe geändert; bitte die Datei erneut prüfen.',
      ]);
    });
  });

  it('a bad line refuses the whole file with each line error in German; nothing is written', async () => {
    const good = area.file(`Gut ${area.kind}`);
    const [head] = good.replace('\uFEFF', '').split(/\r?\n/);
    const bad = `${good.trimEnd()}\n${head
      .split(/[;,]/)
      .map(() => '')
      .join(';')
      .replace(/^/, ';x')}\n`;
    await admin.api.expectNothingWritten(async () => {
      const refused = await importCsv(area.kind, bad, '?dryRun=false&token=00');
      expect(refused.status).toBe(422);
      expect(refused.body.errors.length).toBeGreaterThan(0);
      for (const error of refused.body.errors) expect(error.detail).toMatch(/^Zeile 3: /);
    });
  });
});

describe('POST /api/admin/imports/{kind}: refusals', () => {
  it('names unknown columns, missing values, not a number and an unknown group, duplicate keys', async () => {
    const file =
      `${STEP_HEAD};Preis\n;VERZ;;a;b;;;nein;nein;;\nX;VERZ;;a;b;;;nein;nein;zehn;\n` + `Y;NIX;;a;b;;;nein;nein;1;\n`;
    expect((await importCsv('taskdefinitions', file, '?dryRun=true')).body.errors).toEqual([
      expect.objectContaining({ field: '/body/lines/1', detail: 'Zeile 1: Unbekannte Spalte "Preis"' }),
    ]);
    const lines = await importCsv(
      'taskdefinitions',
      file.replace(';Preis', '').replaceAll(';\n', '\n'),
      '?dryRun=true',
    );
    expect(lines.body.errors.map((error: LooseJson) => error.detail)).toEqual([
      'Zeile 2: Name fehlt',
      'Zeile 3: "Reihenfolge" ist keine Zahl',
      'Zeile 4: Leistungsgruppe "NIX" ist unbekannt',
    ]);
    const twice = await importCsv('blacklist', 'Bezeichnung;ID\nA;DUP\nB;DUP\n', '?dryRun=true');
    expect(twice.body.errors).toEqual([
      expect.objectContaining({ detail: 'Zeile 3: ID "DUP" steht schon in Zeile 2' }),
    ]);
  });

  it('refuses a file over 1 MB or 5000 lines (413), a NUL character and an apply without token (400), a missing CSRF token and non-managers (403)', async () => {
    const huge = `Bezeichnung;ID\n${'x;y\n'.repeat(300_000)}`;
    expect((await importCsv('boothservices', huge, '?dryRun=true')).status).toBe(413);
    const lines = `Bezeichnung;ID\n${Array.from({ length: 5001 }, (_, i) => `S${i};S${i}`).join('\n')}`;
    expect((await importCsv('boothservices', lines, '?dryRun=true')).status).toBe(413);
    expect((await importCsv('boothservices', 'Bezeichnung;ID\nA\u0000;B\n', '?dryRun=true')).status).toBe(400);
    const file = 'Bezeichnung;ID\nOhne Token;TOKENLOS\n';
    await admin.api.expectNothingWritten(async () => {
      expect((await importCsv('boothservices', file, '')).status).toBe(400);
      expect((await importCsv('boothservices', file, '?dryRun=true', { csrf: false })).status).toBe(403);
      expect((await importCsv('boothservices', file, '?dryRun=true', { who: EXHIBITOR })).status).toBe(403);
    });
  });
});
