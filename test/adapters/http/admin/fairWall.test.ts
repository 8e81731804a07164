import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// spec: admin-back-office §3 Fair wall entry (displayName, logoDe/Fr/En with the legacy logo copied to De,
// urlDe/Fr/En, publish), §5 other forms (displayName and publish range required) and images (logos at most
// 400x400 at quality 0.7, GIF and SVG not resized), §7 Fair wall (GET /fairwallentry; POST /fairwallentry;
// GET, PUT, DELETE /fairwallentry/{id}), §9 (wall logo maximum width 400); beyond the spec: versions, audit, the
// exhibitors' wall shows an edit at the next request, multipart uploads, nothing written on failure.

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
const REQUIRED = 'Dieses Feld ist erforderlich';
const NOT_AN_IMAGE = 'Das Bild muss eine PNG-, JPEG-, GIF-, WebP- oder SVG-Datei sein';

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;
let pngLogo: string;

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const png = (width: number, height: number, background = '#c00') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function entry(overrides: Json = {}): Json {
  return {
    displayName: 'Swissbau Basel',
    logoDe: pngLogo,
    urlDe: 'https://www.swissbau.test/de',
    urlFr: 'https://www.swissbau.test/fr',
    publish: { start: '2020-01-01', end: '2099-12-31' },
    ...overrides,
  };
}

async function created(overrides: Json = {}): Promise<Json> {
  const answer = await api.call(MANAGER, 'POST', '/api/fairwallentry', entry(overrides));
  expect(answer.status).toBe(201);
  return answer.body;
}

/** The exhibitor's wall (exhibitor-area §5) as the next request reads it. */
async function exhibitorWall(): Promise<
  Array<{ id: string; displayName: string; logo: Record<string, string | null>; url: Record<string, string | null> }>
> {
  const response = await portal.send(EXHIBITOR, 'GET', '/api/currentfairwallentries');
  return (await expectDescribed('GET', '/api/currentfairwallentries', response)) as never;
}

async function image(url: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(new URL(url, portal.url));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
  pngLogo = dataUrl(await png(1600, 800));
}, 240_000);

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

describe('GET /api/fairwallentry', () => {
  it('lists every entry for a manager: the plain array, or a page with paging parameters', async () => {
    const all = await api.call(MANAGER, 'GET', '/api/fairwallentry');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(0);
    const names = all.body.map((item: Json) => item.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'de')));
    for (const item of all.body) expect(JSON.stringify(item)).not.toContain('data:');
    const page = await api.call(MANAGER, 'GET', '/api/fairwallentry?page=1&pageSize=2&sort=-displayName');
    expect(page.body).toMatchObject({ total: all.body.length, page: 1, pageSize: 2 });
    expect(page.body.items.map((item: Json) => item.displayName)).toEqual([...names].reverse().slice(0, 2));
  });

  it('is refused to an exhibitor (403) and without a session (401)', async () => {
    expect((await api.call(EXHIBITOR, 'GET', '/api/fairwallentry')).status).toBe(403);
    expect(await api.anonymous('GET', '/api/fairwallentry')).toBe(401);
  });
});

describe('POST /api/fairwallentry', () => {
  it('creates an entry; its logo is fitted into 400x400, served from its own address, and the creation is audited', async () => {
    const body = await created();
    expect(body).toMatchObject({
      displayName: 'Swissbau Basel',
      urlDe: 'https://www.swissbau.test/de',
      urlEn: null,
      logoFr: null,
      publish: { start: '2020-01-01', end: '2099-12-31' },
      version: 1,
    });
    expect(body.logoDe).toMatch(new RegExp(`^/api/images/fairwallentries/${body._id}/logoDe/[\\w-]{16}$`));
    const logo = await image(body.logoDe);
    expect(logo.response.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(logo.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 200]);
    const audit = await api.call(MANAGER, 'GET', `/api/admin/audit?entity=fairWallEntry&id=${body._id}`);
    expect(audit.body).toEqual([expect.objectContaining({ action: 'create', entityId: body._id })]);
  });

  it('copies the legacy logo to logoDe (§3)', async () => {
    const body = await created({ displayName: 'Alte Form', logoDe: undefined, logo: pngLogo });
    expect(body.logoDe).toMatch(/^\/api\/images\/fairwallentries\//);
  });

  it('keeps GIF and SVG logos as they are, the SVG sanitised and served sandboxed', async () => {
    const gif = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#00c' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" onload="alert(1)"><script>alert(2)</script><rect width="800" height="400" fill="#c00"/></svg>',
    );
    const body = await created({
      displayName: 'Vektor',
      logoDe: dataUrl(gif, 'image/gif'),
      logoFr: dataUrl(svg, 'image/svg+xml'),
    });
    expect((await image(body.logoDe)).bytes.equals(gif)).toBe(true);
    const served = await image(body.logoFr);
    expect(served.response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(served.response.headers.get('content-security-policy')).toMatch(/sandbox$/);
    expect(served.bytes.toString()).toContain('<rect width="800" height="400" fill="#c00"');
    expect(served.bytes.toString()).not.toMatch(/script|onload|alert/);
  });

  it.each([
    ['displayName', { displayName: '  ' }, REQUIRED],
    ['displayName', { displayName: undefined }, REQUIRED],
    ['publish', { publish: undefined }, 'Bitte "Von" und "Bis" angeben'],
    ['publish', { publish: { start: '2026-12-01', end: '' } }, 'Bitte "Von" und "Bis" angeben'],
    ['publish', { publish: { start: '2026-12-01', end: '2026-11-30' } }, '"Bis" muss grösser/gleich als "Von" sein'],
    ['logoDe', { logoDe: dataUrl(Buffer.from('this is text, not a picture'), 'image/png') }, NOT_AN_IMAGE],
    ['logoFr', { logoFr: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA' }, 'Das Bild konnte nicht gelesen werden'],
  ])('refuses a missing or wrong %s with its German message and writes nothing', async (field, overrides, message) => {
    await api.expect422(MANAGER, 'POST', '/api/fairwallentry', entry(overrides), field, message);
  });

  it('is refused to an exhibitor (403) and without a session (401), writing nothing', async () => {
    await api.expectNothingWritten(async () => {
      expect((await api.call(EXHIBITOR, 'POST', '/api/fairwallentry', entry())).status).toBe(403);
      expect(await api.anonymous('POST', '/api/fairwallentry', entry())).toBe(401);
    });
  });

  it('takes the logo as a multipart upload beside the entry as JSON', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#080' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const form = new FormData();
    form.set('data', JSON.stringify(entry({ displayName: 'Hochgeladen', logoDe: undefined })));
    form.set('logoDe', new Blob([jpeg], { type: 'image/png' }), 'logo.png');
    const token = await portal.accessTokenFor(MANAGER);
    const response = await fetch(new URL('/api/fairwallentry', portal.url), {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await expectDescribed('POST', '/api/fairwallentry', response)) as Json;
    expect(response.status).toBe(201);
    const logo = await image(body.logoDe);
    // The type comes from the bytes (a JPEG named logo.png), the size from the logo rule.
    expect(logo.response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
  });

  it('refuses an uploaded file that claims to be PNG but is not, and one above the upload limit, writing nothing', async () => {
    const token = await portal.accessTokenFor(MANAGER);
    const post = (form: FormData) =>
      fetch(new URL('/api/fairwallentry', portal.url), {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
    // Every call with a token records its user's sign-in (users); nothing else may be written.
    const written = async () => {
      const { users: _signIns, ...others } = await rows.byTable();
      return others;
    };
    const before = await written();
    {
      const fake = new FormData();
      fake.set('data', JSON.stringify(entry({ logoDe: undefined })));
      fake.set('logoDe', new Blob([Buffer.from('%PDF-1.7 pretending to be a PNG')], { type: 'image/png' }), 'logo.png');
      const refused = await post(fake);
      const problem = (await expectDescribed('POST', '/api/fairwallentry', refused)) as Json;
      expect([refused.status, problem.errors]).toEqual([
        422,
        [expect.objectContaining({ field: '/body/logoDe', detail: NOT_AN_IMAGE })],
      ]);

      const huge = new FormData();
      huge.set('data', JSON.stringify(entry({ logoDe: undefined })));
      huge.set('logoDe', new Blob([Buffer.alloc(11 * 1024 * 1024, 1)]), 'huge.png');
      expect((await post(huge)).status).toBe(413);

      const large = new FormData();
      large.set('data', JSON.stringify(entry({ logoDe: undefined })));
      large.set('logoDe', new Blob([Buffer.concat([await png(10, 10), Buffer.alloc(6 * 1024 * 1024)])]), 'large.png');
      const tooLarge = await post(large);
      expect([tooLarge.status, ((await tooLarge.json()) as Json).errors[0].detail]).toEqual([
        422,
        'Das Bild darf höchstens 5 MB gross sein',
      ]);
    }
    expect(await written()).toEqual(before);
  });
});

describe('GET, PUT and DELETE /api/fairwallentry/{id}', () => {
  it('reads one entry for a manager; 404 for an unknown one; 403 and 401 otherwise', async () => {
    const body = await created({ displayName: 'Lesen' });
    const read = await api.call(MANAGER, 'GET', `/api/fairwallentry/${body._id}`);
    expect(read).toEqual({ status: 200, body });
    expect((await api.call(MANAGER, 'GET', '/api/fairwallentry/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await api.call(EXHIBITOR, 'GET', `/api/fairwallentry/${body._id}`)).status).toBe(403);
    expect(await api.anonymous('GET', `/api/fairwallentry/${body._id}`)).toBe(401);
  });

  it('updates an entry (the logo kept when sent back as read); the exhibitors see the edit at their next request', async () => {
    const body = await created({ displayName: 'Vorher' });
    expect((await exhibitorWall()).find((item) => item.id === body._id)?.displayName).toBe('Vorher');
    const updated = await api.call(MANAGER, 'PUT', `/api/fairwallentry/${body._id}`, {
      ...body,
      _id: undefined,
      displayName: 'Nachher',
      urlEn: 'https://www.swissbau.test/en',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      _id: body._id,
      displayName: 'Nachher',
      urlEn: 'https://www.swissbau.test/en',
      logoDe: body.logoDe,
      version: 2,
    });
    const shown = (await exhibitorWall()).find((item) => item.id === body._id);
    expect(shown).toMatchObject({
      displayName: 'Nachher',
      logo: { de: body.logoDe },
      url: { en: 'https://www.swissbau.test/en' },
    });
    const audit = await api.call(MANAGER, 'GET', `/api/admin/audit?entity=fairWallEntry&id=${body._id}`);
    expect(audit.body[0]).toMatchObject({
      action: 'update',
      changes: expect.arrayContaining([{ field: 'displayName', before: 'Vorher', after: 'Nachher' }]),
    });
  });

  it('a new logo gets a new address, which the exhibitors get at their next request; null removes it', async () => {
    const body = await created({ displayName: 'Logowechsel' });
    const other = dataUrl(await png(800, 400, '#00c'));
    const changed = await api.call(MANAGER, 'PUT', `/api/fairwallentry/${body._id}`, { ...body, logoDe: other });
    expect(changed.body.logoDe).not.toBe(body.logoDe);
    expect((await exhibitorWall()).find((item) => item.id === body._id)?.logo.de).toBe(changed.body.logoDe);
    const removed = await api.call(MANAGER, 'PUT', `/api/fairwallentry/${body._id}`, { ...changed.body, logoDe: null });
    expect(removed.body.logoDe).toBeNull();
    // Without a logo the exhibitors' wall leaves it out (exhibitor-area §5).
    expect((await exhibitorWall()).some((item) => item.id === body._id)).toBe(false);
  });

  it('updates through POST with the _id too (create versus update by _id, §4)', async () => {
    const body = await created({ displayName: 'Per POST' });
    const answer = await api.call(MANAGER, 'POST', '/api/fairwallentry', { ...body, displayName: 'Per POST geändert' });
    expect(answer).toMatchObject({
      status: 200,
      body: { _id: body._id, displayName: 'Per POST geändert', version: 2 },
    });
  });

  it('refuses an update without a version, a stale version (409 with the current entry) and invalid fields, writing nothing', async () => {
    const body = await created({ displayName: 'Stand 1' });
    const current = (
      await api.call(MANAGER, 'PUT', `/api/fairwallentry/${body._id}`, { ...body, displayName: 'Stand 2' })
    ).body;
    await api.expect422(
      MANAGER,
      'PUT',
      `/api/fairwallentry/${body._id}`,
      { ...current, version: undefined },
      'version',
      REQUIRED,
    );
    await api.expect422(
      MANAGER,
      'PUT',
      `/api/fairwallentry/${body._id}`,
      { ...current, publish: { start: '2027-01-02', end: '2027-01-01' } },
      'publish',
      '"Bis" muss grösser/gleich als "Von" sein',
    );
    await api.expectNothingWritten(async () => {
      const stale = await api.call(MANAGER, 'PUT', `/api/fairwallentry/${body._id}`, {
        ...body,
        displayName: 'Stand 3',
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        messageKey: 'errors.staleVersion',
        current: { displayName: 'Stand 2', version: 2 },
      });
      expect(
        (await api.call(MANAGER, 'PUT', '/api/fairwallentry/00000000-0000-4000-8000-000000000000', { ...body })).status,
      ).toBe(404);
      expect((await api.call(EXHIBITOR, 'PUT', `/api/fairwallentry/${body._id}`, current)).status).toBe(403);
      expect(await api.anonymous('PUT', `/api/fairwallentry/${body._id}`, current)).toBe(401);
    });
  });

  it('of two managers saving the same version at once, one wins and the other gets 409', async () => {
    const body = await created({ displayName: 'Wettlauf' });
    const answers = await Promise.all(
      ['Erster', 'Zweiter'].map((displayName) =>
        api.call(MANAGER, 'PUT', `/api/fairwallentry/${body._id}`, { ...body, displayName }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect((await api.call(MANAGER, 'GET', `/api/fairwallentry/${body._id}`)).body).toEqual(winner);
  });

  it('deletes an entry: gone from the exhibitors’ wall at their next request; 404 afterwards; 403 and 401 write nothing', async () => {
    const body = await created({ displayName: 'Weg damit' });
    expect((await exhibitorWall()).some((item) => item.id === body._id)).toBe(true);
    await api.expectNothingWritten(async () => {
      expect((await api.call(EXHIBITOR, 'DELETE', `/api/fairwallentry/${body._id}`)).status).toBe(403);
      expect(await api.anonymous('DELETE', `/api/fairwallentry/${body._id}`)).toBe(401);
    });
    await api.expectNothingWritten(async () => {
      const stale = await api.call(MANAGER, 'DELETE', `/api/fairwallentry/${body._id}?version=7`);
      expect(stale).toMatchObject({
        status: 409,
        body: { messageKey: 'errors.staleVersion', current: { _id: body._id, version: 1 } },
      });
    });
    expect((await api.call(MANAGER, 'DELETE', `/api/fairwallentry/${body._id}?version=1`)).status).toBe(204);
    expect((await exhibitorWall()).some((item) => item.id === body._id)).toBe(false);
    expect((await api.call(MANAGER, 'DELETE', `/api/fairwallentry/${body._id}`)).status).toBe(404);
    const [row] = await queryRows<{ n: string }>(
      portal.portal.databaseUrl,
      'select count(*) as n from fair_wall_entries where id = $1',
      [body._id],
    );
    expect(row.n).toBe('0');
    const audit = await api.call(MANAGER, 'GET', `/api/admin/audit?entity=fairWallEntry&id=${body._id}`);
    expect(audit.body[0]).toMatchObject({ action: 'delete' });
  });
});
