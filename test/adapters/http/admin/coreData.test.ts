import { describe, expect, it } from '@jest/globals';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed } from '../../../support/testPortal.ts';
import { useAdminTestPortal } from './adminTestPortal.ts';
import { currentFairCode } from '../boothTestPortal.ts';
import type { LooseJson } from '../../../support/json.ts';

// spec: admin-back-office §3 (entities), §4 (create vs update by _id), §5 other forms, §6 (manager only, in-use
// delete), §7 (the calls), §9 (order 99); beyond the spec: versions, audit trail, paging, changes reach exhibitors

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
const REQUIRED = 'Dieses Feld ist erforderlich';

const admin = useAdminTestPortal();

interface Answer {
  status: number;
  body: LooseJson;
}

/** A call as `who` (CSRF token on writes), its answer checked against openapi.yaml. */
async function call(method: string, path: string, json?: unknown, who = MANAGER): Promise<Answer> {
  const response = await admin.portal.send(who, method, path, json);
  const status = response.status;
  return { status, body: await expectDescribed(method, path, response) };
}

const rowCount = async (table: string) =>
  Number((await queryRows<{ n: string }>(admin.portal.portal.databaseUrl, `select count(*) as n from ${table}`))[0].n);

interface Area {
  kind: string;
  table: string;
  list: string;
  item: string;
  create: string;
  inFairs?: string;
  valid: Record<string, unknown>;
  /** A field to change on update and its new value. */
  edit: [string, unknown];
  /** The fields §5 requires, as the 422 names them. */
  required: string[];
}

const AREAS: Area[] = [
  {
    kind: 'taskDefinition',
    table: 'task_definitions',
    list: '/api/taskdefinitions',
    item: '/api/taskdefinitions',
    create: '/api/taskdefinition',
    inFairs: '/api/taskdefinitionsInFairs',
    valid: {
      displayNameDe: 'Standreinigung',
      displayNameFr: 'Nettoyage du stand',
      displayNameEn: 'Booth cleaning',
      serviceGroup: 'GEBAEUDE',
      order: 5,
    },
    edit: ['displayNameDe', 'Standreinigung täglich'],
    required: ['displayNameDe', 'displayNameFr', 'displayNameEn', 'serviceGroup'],
  },
  {
    kind: 'taskTitle',
    table: 'task_titles',
    list: '/api/tasktitles',
    item: '/api/tasktitle',
    create: '/api/tasktitle',
    inFairs: '/api/tasktilesInFairs',
    valid: { titleDe: 'Vor der Messe', titleFr: 'Avant le salon', titleEn: 'Before the fair', serviceGroup: 'LOGIST' },
    edit: ['titleEn', 'Ahead of the fair'],
    required: ['titleDe', 'titleFr', 'titleEn', 'serviceGroup'],
  },
  {
    kind: 'boothService',
    table: 'booth_services',
    list: '/api/boothservices',
    item: '/api/boothservice',
    create: '/api/boothservice',
    valid: { title: 'Teppich blau', id: 'LEI-TEPPICH-BLAU' },
    edit: ['title', 'Teppich dunkelblau'],
    required: ['title', 'id'],
  },
  {
    kind: 'fairSeries',
    table: 'fair_series',
    list: '/api/fairseries',
    item: '/api/fairseries',
    create: '/api/fairseries',
    inFairs: '/api/fairseriesInFairs',
    valid: { titleDe: 'Bauen und Wohnen', titleFr: 'Construire et habiter', titleEn: 'Building and living' },
    edit: ['titleFr', 'Bâtir et habiter'],
    required: ['titleDe', 'titleFr', 'titleEn'],
  },
  {
    kind: 'headerDefinition',
    table: 'header_definitions',
    list: '/api/headerdefinitions',
    item: '/api/headerdefinitions',
    create: '/api/headerdefinition',
    valid: {
      displayNameDe: 'Parkplätze',
      displayNameFr: 'Places de parc',
      displayNameEn: 'Parking',
      serviceGroupId: 'PARKPL',
      infoTexts: { textDe: '<p>Parkieren</p>', textFr: '<p>Parquer</p>', textEn: '<p>Parking</p>' },
      order: 3,
    },
    edit: ['displayNameEn', 'Car parks'],
    required: [
      'displayNameDe',
      'displayNameFr',
      'displayNameEn',
      'infoTexts.textDe',
      'infoTexts.textFr',
      'infoTexts.textEn',
      'serviceGroupId',
    ],
  },
  {
    kind: 'blacklistEntry',
    table: 'blacklist_entries',
    list: '/api/blacklistOverview',
    item: '/api/blacklist',
    create: '/api/blacklist',
    valid: { title: 'Gesperrte Firma AG', id: 'BL-0815' },
    edit: ['title', 'Gesperrte Firma GmbH'],
    required: ['title', 'id'],
  },
];

describe.each(AREAS)('$kind: the calls of admin-back-office §7', (area) => {
  it('lists every item as the plain array, and as a page with paging parameters', async () => {
    const plain = await call('GET', area.list);
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body)).toBe(true);
    const page = await call('GET', `${area.list}?page=1&pageSize=1`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: plain.body.slice(0, 1), total: plain.body.length, page: 1, pageSize: 1 });
  });

  it('creates (201, version 1), reads, updates with the version read (200, next version), and records who did what', async () => {
    const created = await call('POST', area.create, area.valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ version: 1 });
    const id = created.body._id as string;
    if ('order' in created.body) expect(created.body.order).toBe(99); // spec: admin-back-office §9 new entry order 99, whatever was sent

    expect(await call('GET', `${area.item}/${encodeURIComponent(id)}`)).toEqual({ status: 200, body: created.body });

    const [field, value] = area.edit;
    const { order: _sentOrder, ...withoutOrder } = area.valid; // an update without an order keeps the stored one
    const updated = await call('PUT', `${area.item}/${encodeURIComponent(id)}`, {
      ...withoutOrder,
      [field]: value,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, [field]: value, version: 2 });

    // spec: admin-back-office §4 -- POST with an _id is an update
    const viaPost = await call('POST', area.create, {
      ...withoutOrder,
      _id: id,
      [field]: `${String(value)} 2`,
      version: 2,
    });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body).toEqual({ ...created.body, [field]: `${String(value)} 2`, version: 3 });

    // audit trail: newest first, per field, with the manager
    const audit = await call('GET', `/api/admin/audit?entity=${area.kind}&id=${encodeURIComponent(id)}`);
    expect(audit.status).toBe(200);
    expect(audit.body.map((entry: { action: string }) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(audit.body[1]).toMatchObject({
      actor: 'demo-0005-manager',
      actorEmail: MANAGER,
      changes: [{ field, before: area.valid[field], after: value }],
    });
  });

  it('answers 409 with the current item for a stale version, and changes nothing', async () => {
    const created = (await call('POST', area.create, { ...area.valid, ...uniqueId(area) })).body;
    const path = `${area.item}/${encodeURIComponent(created._id)}`;
    const [field, value] = area.edit;
    expect(
      (await call('PUT', path, { ...area.valid, ...uniqueId(area, created), [field]: value, version: 1 })).status,
    ).toBe(200);

    const stale = await call('PUT', path, {
      ...area.valid,
      ...uniqueId(area, created),
      [field]: 'Veraltet',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      messageKey: 'errors.staleVersion',
      current: { _id: created._id, version: 2, [field]: value },
    });
    expect((await call('GET', path)).body).toMatchObject({ version: 2, [field]: value });

    // A delete that names the version it read is refused the same way.
    const staleDelete = await call('DELETE', `${path}?version=1`);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.body).toMatchObject({
      messageKey: 'errors.staleVersion',
      current: { _id: created._id, version: 2 },
    });
    expect((await call('GET', path)).status).toBe(200);
  });

  it('lets exactly one of two managers racing on one item win; the other gets 409', async () => {
    const created = (await call('POST', area.create, { ...area.valid, ...uniqueId(area) })).body;
    const path = `${area.item}/${encodeURIComponent(created._id)}`;
    const [field] = area.edit;
    const answers = await Promise.all(
      ['Erster', 'Zweiter'].map((text) =>
        call('PUT', path, { ...area.valid, ...uniqueId(area, created), [field]: text, version: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect((await call('GET', path)).body).toEqual(winner);
  });

  it('answers 422 with the German message of each required field and writes nothing', async () => {
    const before = await rowCount(area.table);
    const blank = Object.fromEntries(
      Object.keys(area.valid).map((key) => [
        key,
        key === 'infoTexts' ? { textDe: ' ', textFr: '', textEn: null } : key === 'order' ? 1 : '',
      ]),
    );
    const refused = await call('POST', area.create, blank);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(
      area.required.map((field) => ({
        field: `/body/${field.replaceAll('.', '/')}`,
        messageKey: 'errors.validation',
        detail: REQUIRED,
      })),
    );
    // Fields left out entirely are required just the same.
    const empty = await call('POST', area.create, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.map((error: { field: string }) => error.field)).toEqual(
      area.required.map((field) => `/body/${field.replaceAll('.', '/')}`),
    );
    expect(await rowCount(area.table)).toBe(before);
  });

  it('answers 422 for an update without its version, and 404 for an unknown item', async () => {
    const created = (await call('POST', area.create, { ...area.valid, ...uniqueId(area) })).body;
    const noVersion = await call('PUT', `${area.item}/${encodeURIComponent(created._id)}`, {
      ...area.valid,
      ...uniqueId(area, created),
    });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors).toEqual([
      { field: '/body/version', messageKey: 'errors.validation', detail: REQUIRED },
    ]);
    const unknown =
      area.table === 'booth_services' || area.table === 'blacklist_entries'
        ? '00000000-0000-4000-8000-000000000000'
        : 'gibt-es-nicht';
    expect((await call('GET', `${area.item}/${unknown}`)).status).toBe(404);
    expect((await call('PUT', `${area.item}/${unknown}`, { ...area.valid, version: 1 })).status).toBe(404);
    expect((await call('DELETE', `${area.item}/${unknown}`)).status).toBe(404);
    expect((await call('GET', `${area.item}/not-a-uuid-but-fine`)).status).toBe(404);
  });

  it('deletes an unused item (204, audited), then it is gone', async () => {
    const created = (await call('POST', area.create, { ...area.valid, ...uniqueId(area) })).body;
    const path = `${area.item}/${encodeURIComponent(created._id)}`;
    expect((await call('DELETE', `${path}?version=1`)).status).toBe(204);
    expect((await call('GET', path)).status).toBe(404);
    const audit = await call('GET', `/api/admin/audit?entity=${area.kind}&id=${encodeURIComponent(created._id)}`);
    expect(audit.body.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
  });

  it('is refused to exhibitors (403), anonymous callers (401), a bearer token without the role (403) and cookie writes without CSRF (403)', async () => {
    const someId = (await call('GET', area.list)).body[0]?._id ?? 'x';
    const calls: Array<[string, string, unknown?]> = [
      ['GET', area.list],
      ['GET', `${area.item}/${encodeURIComponent(someId)}`],
      ['POST', area.create, area.valid],
      ['PUT', `${area.item}/${encodeURIComponent(someId)}`, { ...area.valid, version: 1 }],
      ['DELETE', `${area.item}/${encodeURIComponent(someId)}`],
      ...(area.inFairs ? [['GET', area.inFairs] as [string, string]] : []),
    ];
    const before = await rowCount(area.table);
    const noRole = await admin.portal.accessTokenFor('neu@demo.test');
    for (const [method, path, json] of calls) {
      expect([method, path, (await call(method, path, json, EXHIBITOR)).status]).toEqual([method, path, 403]);
      const anonymous = await fetch(`${admin.portal.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      expect([method, path, (await expectDescribed(method, path, anonymous), anonymous.status)]).toEqual([
        method,
        path,
        401,
      ]);
      const bearer = await fetch(`${admin.portal.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${noRole}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      expect([method, path, bearer.status]).toEqual([method, path, 403]);
      if (method !== 'GET') {
        const noCsrf = await admin.portal.send(MANAGER, method, path, json, false);
        expect([method, path, noCsrf.status, ((await noCsrf.json()) as { messageKey: string }).messageKey]).toEqual([
          method,
          path,
          403,
          'errors.csrf',
        ]);
      }
    }
    expect(await rowCount(area.table)).toBe(before);
  });

  if (area.inFairs) {
    it('tells the ids used in fairs, marks them isUsed, and refuses their delete with 409 and a German message, deleting nothing', async () => {
      const used = await call('GET', area.inFairs!);
      expect(used.status).toBe(200);
      expect(used.body.length).toBeGreaterThan(0);
      const list = (await call('GET', area.list)).body as Array<{ _id: string; isUsed: boolean }>;
      for (const item of list) expect([item._id, item.isUsed]).toEqual([item._id, used.body.includes(item._id)]);

      const before = await rowCount(area.table);
      const refused = await call('DELETE', `${area.item}/${encodeURIComponent(used.body[0])}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        messageKey: 'errors.inUse',
        detail: expect.stringMatching(/verwendet und kann nicht gelöscht werden/),
      });
      expect(await rowCount(area.table)).toBe(before);
      expect((await call('GET', `${area.item}/${encodeURIComponent(used.body[0])}`)).body).toMatchObject({
        isUsed: true,
      });
    });
  }
});

/** Booth services and blacklist entries have a unique ID field: each test item gets its own. */
let idCounter = 0;
function uniqueId(area: Area, item?: { id?: string }): Record<string, unknown> {
  if (!('id' in area.valid)) return {};
  if (item?.id) return { id: item.id };
  idCounter += 1;
  return { id: `${String(area.valid.id)}-${idCounter}` };
}

describe('task definitions: the mapping of admin-back-office §3', () => {
  it('stores manualdeeplink true as the mode manual, the flag itself false', async () => {
    const created = await call('POST', '/api/taskdefinition', {
      ...AREAS[0].valid,
      deeplinkmode: 'katalog',
      manualdeeplink: true,
      url: 'https://shop.example.test/x',
    });
    expect(created.body).toMatchObject({
      deeplinkmode: 'manual',
      manualdeeplink: false,
      url: 'https://shop.example.test/x',
    });
    const plain = await call('POST', '/api/taskdefinition', { ...AREAS[0].valid, manualdeeplink: false });
    expect(plain.body).toMatchObject({ deeplinkmode: 'servicegroup', manualdeeplink: false });
  });

  it('keeps the order on an update that sends none, and takes the order an update sends', async () => {
    const created = (await call('POST', '/api/taskdefinition', AREAS[0].valid)).body;
    const kept = await call('PUT', `/api/taskdefinitions/${created._id}`, {
      ...AREAS[0].valid,
      order: undefined,
      version: 1,
    });
    expect(kept.body.order).toBe(99);
    const moved = await call('PUT', `/api/taskdefinitions/${created._id}`, {
      ...AREAS[0].valid,
      order: 7,
      version: 2,
    });
    expect(moved.body.order).toBe(7);
    const unchanged = await call('PUT', `/api/taskdefinitions/${created._id}`, {
      ...AREAS[0].valid,
      displayNameDe: 'Anders',
      order: undefined,
      version: 3,
    });
    expect(unchanged.body.order).toBe(7);
  });

  // spec: exhibitor-area §4 booth page tasks; "changes reach exhibitors at once"
  it('shows an edit of a process step on the exhibitor booth page at the next request', async () => {
    const id = `${currentFairCode('HAB').toLowerCase()}-task-vers`;
    const booth = async () => {
      const response = await admin.portal.send(EXHIBITOR, 'GET', '/api/exhibitor/booths/100101');
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        taskGroups: Array<{ tasks: Array<{ id: string; displayName: { de: string } }> }>;
      };
      return page.taskGroups.flatMap((group) => group.tasks).find((task) => task.id === id);
    };
    expect(await booth()).toBeDefined(); // read once, so that any view cache holds it
    const current = (await call('GET', `/api/taskdefinitions/${id}`)).body;
    const saved = await call('PUT', `/api/taskdefinitions/${id}`, {
      ...current,
      displayNameDe: 'Versicherung (neu geregelt)',
    });
    expect(saved.status).toBe(200);
    expect((await booth())!.displayName.de).toBe('Versicherung (neu geregelt)');
  });
});

describe('booth services and blacklist entries: their ID field is unique', () => {
  it.each([
    ['/api/boothservice', '/api/boothservice', 'booth_services'],
    ['/api/blacklist', '/api/blacklist', 'blacklist_entries'],
  ])('%s refuses an ID another entry has with 422, writing nothing', async (create, item, table) => {
    const first = (await call('POST', create, { title: 'Eins', id: `DUP-${table}` })).body;
    const second = (await call('POST', create, { title: 'Zwei', id: `OTHER-${table}` })).body;
    const before = await rowCount(table);
    const taken = await call('POST', create, { title: 'Drei', id: `DUP-${table}` });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      { field: '/body/id', messageKey: 'errors.validation', detail: 'Diese ID ist bereits vergeben' },
    ]);
    const renamed = await call('PUT', `${item}/${second._id}`, { title: 'Zwei', id: first.id, version: 1 });
    expect(renamed.status).toBe(422);
    expect(await rowCount(table)).toBe(before);
    expect((await call('GET', `${item}/${second._id}`)).body).toMatchObject({ id: `OTHER-${table}`, version: 1 });
  });

  it('marks a booth service listed by a fair task as used and refuses its delete', async () => {
    const list = (await call('GET', '/api/boothservices')).body as Array<{ _id: string; isUsed: boolean }>;
    const used = list.find((service) => service.isUsed);
    expect(used).toBeDefined();
    const refused = await call('DELETE', `/api/boothservice/${used!._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(
      /^Die Standleistung wird in einer Messe verwendet und kann nicht gelöscht werden\. Verwendet von: Messe /,
    );
    expect(refused.body.usedBy.length).toBeGreaterThan(0);
  });
});

describe('header definitions: info texts are HTML, kept as the one policy allows', () => {
  it('drops scripts and handlers from the info texts when storing', async () => {
    const created = await call('POST', '/api/headerdefinition', {
      ...AREAS[4].valid,
      infoTexts: {
        textDe: '<p onclick="x()">Hallo<script>alert(1)</script></p>',
        textFr: '<p>Salut</p>',
        textEn: '<a href="javascript:x()">Hi</a>',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.infoTexts).toMatchObject({ textDe: '<p>Hallo</p>', textFr: '<p>Salut</p>' });
    expect(created.body.infoTexts.textEn).not.toMatch(/javascript|href/);
  });
});

describe('overview lists in pages', () => {
  it('finds by search words, sorts by an offered key, and refuses unknown keys and oversized pages', async () => {
    await call('POST', '/api/fairseries', {
      titleDe: 'Gärten Zürich',
      titleFr: 'Jardins Zurich',
      titleEn: 'Gardens Zurich',
    });
    const found = await call('GET', '/api/fairseries?q=garten%20zurich');
    expect(found.status).toBe(200);
    expect(found.body.items.map((item: { titleDe: string }) => item.titleDe)).toEqual(['Gärten Zürich']);
    expect(found.body.total).toBe(1);

    const sorted = await call('GET', '/api/taskdefinitions?sort=-order&pageSize=200');
    const orders = sorted.body.items.map((item: { order: number }) => item.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => b - a));

    expect((await call('GET', '/api/taskdefinitions?sort=secret')).status).toBe(400);
    expect((await call('GET', '/api/taskdefinitions?pageSize=201')).status).toBe(400);
    expect((await call('GET', `/api/taskdefinitions?q=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await call('GET', '/api/taskdefinitions?page=0')).status).toBe(400);
  });
});

describe('the audit trail', () => {
  it('is for managers only and answers an empty list for an item without entries', async () => {
    expect(await call('GET', '/api/admin/audit?entity=fair&id=nothing-here')).toEqual({ status: 200, body: [] });
    expect((await call('GET', '/api/admin/audit?entity=fair&id=x', undefined, EXHIBITOR)).status).toBe(403);
    expect((await fetch(`${admin.portal.url}/api/admin/audit?entity=fair&id=x`)).status).toBe(401);
    expect((await call('GET', '/api/admin/audit?entity=fair')).status).toBe(400);
  });
});
