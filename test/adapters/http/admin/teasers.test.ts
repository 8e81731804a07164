import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import {
  ADMIN_VALIDATION_MESSAGES,
  IMAGE_UPLOAD_MESSAGES,
  imageMinWidthMessage,
  imageRatioMessage,
  validateTeaser,
} from '../../../../domain/admin/index.ts';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// The back-office API: the Teasers calls of admin-back-office §7 against the embedded PostgreSQL.

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
const REQUIRED = ADMIN_VALIDATION_MESSAGES.required;

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;
let hab: string;
/** Habitat's `_id`: the admin API names a teaser's fair by it (hab is its code, as the exhibitor pages ask). */
let habId: string;

const today = DateTime.utc().startOf('day');
const day = (offset: number) => today.plus({ days: offset }).toISODate();

/** A PNG of that size as a data URL (a solid colour: small, but measured like any photo). */
async function png(width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#1f6f8b' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const texts = (suffix: '' | '2' | '3' = '', label = 'Teaser'): Json =>
  Object.fromEntries(
    (['De', 'Fr', 'En'] as const).flatMap((language) => [
      [`title${language}${suffix}`, `${label} ${language}${suffix}`],
      [`text${language}${suffix}`, `Text ${language}${suffix}`],
      [`ctaText${language}${suffix}`, `Mehr ${language}${suffix}`],
      [`ctaUrl${language}${suffix}`, `https://www.example.test/${language.toLowerCase()}${suffix}`],
    ]),
  );

let typeOneImages: Json;
/** A demo fair series without teasers of its own; each new teaser gets a period of its own in it (§5 overlap). */
const SERIES = 'R-AGR';
let periods = 0;
/** A month far in the future that no other teaser of this file has. */
const freshPeriod = () => {
  periods += 1;
  return { start: day(1000 + 40 * periods), end: day(1030 + 40 * periods) };
};

/** A valid new fair-series teaser (type 1): texts in three languages, German desktop and mobile images. */
function typeOneTeaser(overrides: Json = {}): Json {
  return {
    type: 1,
    internalName: `Teaser ${periods}`,
    ...texts(),
    ...typeOneImages,
    published: freshPeriod(),
    fairSeries: SERIES,
    ...overrides,
  };
}

async function create(body: Json): Promise<Json> {
  const created = await api.call(MANAGER, 'POST', '/api/teaser', body);
  expect([created.status, created.status === 201 ? undefined : created.body]).toEqual([201, undefined]);
  return created.body;
}

async function demoTeaser(internalName: string): Promise<Json> {
  const list = await api.call(MANAGER, 'GET', '/api/teasersOverview');
  const summary = (list.body as Json[]).find((teaser) => teaser.internalName === internalName)!;
  return (await api.call(MANAGER, 'GET', `/api/teasers/${summary._id}`)).body;
}

async function teaserRow(id: string): Promise<Json | undefined> {
  return (await queryRows<Json>(portal.portal.databaseUrl, 'select * from teasers where id = $1', [id]))[0];
}

async function exhibitorTeaser(json: Json): Promise<Json> {
  const response = await portal.send(EXHIBITOR, 'POST', '/api/teaseroftype', { uuid: 'u-1', ...json });
  return ((await expectDescribed('POST', '/api/teaseroftype', response)) as Json).teaser;
}

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
  typeOneImages = { imageLandscapeDe: await png(1800, 1200), imagePortraitDe: await png(1800, 600) };
  const fairs = await queryRows<{ id: string; id_code: string; fair_series: string }>(
    portal.portal.databaseUrl,
    'select id, id_code, fair_series from fairs where exists (select 1 from fair_tasks where fair_tasks.fair_id = fairs.id)',
  );
  hab = fairs.find((fair) => fair.fair_series === 'R-HAB')!.id_code;
  habId = fairs.find((fair) => fair.fair_series === 'R-HAB')!.id;
  // Signing in writes the users' rows: before any test counts rows.
  await Promise.all([portal.as(MANAGER), portal.as(EXHIBITOR)]);
});

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

describe('reading teasers', () => {
  // spec: admin-back-office §7 GET /teasersOverview, §2 teaser list (type name and name); lists in pages
  it('lists every teaser with its type name and no images, in pages on request', async () => {
    const list = await api.call(MANAGER, 'GET', '/api/teasersOverview');
    expect(list.status).toBe(200);
    const names = (list.body as Json[]).map((teaser) => teaser.internalName);
    expect(names).toEqual(
      expect.arrayContaining([
        'Home Habitat',
        'Home Gastronova',
        'Versicherung Habitat',
        'Multi Habitat',
        'Navigation Gastronova',
      ]),
    );
    expect((list.body as Json[]).find((teaser) => teaser.internalName === 'Multi Habitat')).toMatchObject({
      type: 4,
      typeName: 'Messe: Multi-Teaser (3)',
      version: expect.any(Number),
    });
    expect(JSON.stringify(list.body)).not.toMatch(/data:|imageLandscape|titleDe/);
    const page = await api.call(MANAGER, 'GET', '/api/teasersOverview?page=2&pageSize=2&sort=-internalName&q=habitat');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.items.map((teaser: Json) => teaser.internalName)).toEqual(['Home Habitat']);
    expect((await api.call(MANAGER, 'GET', '/api/teasersOverview?sort=colour')).status).toBe(400);
  });

  // spec: admin-back-office §7 GET /teasers/{id}, §3 Teaser (every field; images per language and teaser number)
  it('reads one teaser with every field, its version and its images as addresses that serve them', async () => {
    const multi = await demoTeaser('Multi Habitat');
    expect(multi).toMatchObject({
      type: 4,
      fair: habId,
      registrationState: 15,
      titleDe: 'Parkplätze',
      titleDe2: 'Catering',
      titleEn3: 'Advertising',
      version: expect.any(Number),
    });
    expect(multi.imageLandscapeFr3).toMatch(/^\/api\/images\/teasers\//);
    const image = await fetch(new URL(multi.imagePortraitDe2, portal.url));
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    const home = await demoTeaser('Home Gastronova');
    expect(home).toMatchObject({ eyecatcherTitleDe: null, titleDe2: null, imageLandscapeDe2: null });
    expect((await api.call(MANAGER, 'GET', '/api/teasers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  // spec: admin-back-office §5 Teaser (fair, registrationState and relatedTask without bit 1) -- a manager
  // can open every demo teaser in the back office and save it unchanged
  it('reads every demo teaser in a shape the §5 rules accept, and saves it back unchanged', async () => {
    for (const name of [
      'Home Habitat',
      'Home Gastronova',
      'Versicherung Habitat',
      'Multi Habitat',
      'Navigation Gastronova',
    ]) {
      const teaser = await demoTeaser(name);
      expect([name, validateTeaser(teaser as never)]).toEqual([name, { ok: true }]);
      const saved = await api.call(MANAGER, 'PUT', `/api/teasers/${teaser._id}`, teaser);
      expect([name, saved.status]).toEqual([name, 200]);
    }
  });

  // spec: admin-back-office §7 GET /teasertypes (value and text), §4 known types 1, 2, 4, 129, 130, 132, 136
  it('gives the known teaser types with their German names', async () => {
    const types = await api.call(MANAGER, 'GET', '/api/teasertypes');
    expect(types.status).toBe(200);
    expect((types.body as Json[]).map((type) => type.value)).toEqual([1, 2, 4, 129, 130, 132, 136]);
    expect(types.body[0]).toEqual({ value: 1, text: 'Messe-Reihe: Teaser gross' });
    expect(types.body[6]).toEqual({ value: 136, text: 'Messe: Bild-Teaser Navigation' });
  });

  // spec: admin-back-office §7 GET /fairstates (options of the registration-state bit mask); exhibitor-area §4 steps 1, 2, 4, 8
  it('gives the registration states of the bit mask', async () => {
    const states = await api.call(MANAGER, 'GET', '/api/fairstates');
    expect(states.status).toBe(200);
    expect(states.body).toEqual([
      { value: 1, text: 'Anmeldung offen' },
      { value: 2, text: 'Bestellt' },
      { value: 4, text: 'In Prüfung' },
      { value: 8, text: 'Bestätigt' },
    ]);
  });
});

describe('who may call', () => {
  // spec: admin-back-office §6 (the manager role for every admin route); 401 without a session, 403 without the role
  it('refuses exhibitors (403) and anonymous callers (401) on every teaser call, writing nothing', async () => {
    const home = await demoTeaser('Home Habitat');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/teasersOverview'],
      ['GET', `/api/teasers/${home._id}`],
      ['POST', '/api/teaser', typeOneTeaser()],
      ['PUT', `/api/teasers/${home._id}`, { ...typeOneTeaser(), version: home.version }],
      ['DELETE', `/api/teaser/${home._id}`],
      ['GET', '/api/fairstates'],
      [
        'POST',
        '/api/checkTeaserDateRange',
        { type: 1, fairSeries: 'R-HAB', published: { start: day(0), end: day(1) } },
      ],
    ];
    await api.expectNothingWritten(async () => {
      for (const [method, path, body] of calls) {
        expect([method, path, (await api.call(EXHIBITOR, method, path, body)).status]).toEqual([method, path, 403]);
        expect([method, path, await api.anonymous(method, path, body)]).toEqual([method, path, 401]);
      }
    });
    // GET /teasertypes is also an exhibitor call (exhibitor-area §7): every signed-in user, nobody anonymous.
    expect((await api.call(EXHIBITOR, 'GET', '/api/teasertypes')).status).toBe(200);
    expect(await api.anonymous('GET', '/api/teasertypes')).toBe(401);
  });
});

describe('saving teasers', () => {
  // spec: admin-back-office §4 (create vs update by _id), §7 (create and update answer the saved object); versions and audit
  it('creates a teaser (201, version 1) with its images, updates it by _id (200, version 2) and records both', async () => {
    const created = await create(typeOneTeaser({ internalName: 'Neu 1', eyecatcherTitleDe: 'Neu' }));
    expect(created).toMatchObject({
      version: 1,
      type: 1,
      internalName: 'Neu 1',
      titleFr: 'Teaser Fr',
      eyecatcherTitleDe: 'Neu',
      imageLandscapeFr: null,
    });
    expect(created.imageLandscapeDe).toMatch(/^\/api\/images\/teasers\//);
    const stored = await queryRows<{ field: string; content_type: string }>(
      portal.portal.databaseUrl,
      'select field, content_type from teaser_images where teaser_id = $1 order by field',
      [created._id],
    );
    expect(stored).toEqual([
      { field: 'imageLandscapeDe', content_type: 'image/png' },
      { field: 'imagePortraitDe', content_type: 'image/png' },
    ]);
    // The addresses read keep the images; a changed text is saved.
    const { imageLandscapeDe, imagePortraitDe } = created;
    const updated = await api.call(MANAGER, 'POST', '/api/teaser', {
      ...typeOneTeaser(),
      _id: created._id,
      version: 1,
      internalName: 'Neu 1b',
      fairSeries: created.fairSeries,
      imageLandscapeDe,
      imagePortraitDe,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: created._id, version: 2, internalName: 'Neu 1b', imageLandscapeDe });
    const audit = await api.call(MANAGER, 'GET', `/api/admin/audit?entity=teaser&id=${created._id}`);
    expect(audit.body.map((entry: Json) => entry.action)).toEqual(['update', 'create']);
    expect(audit.body[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'internalName', before: 'Neu 1', after: 'Neu 1b' })]),
    );
  });

  // spec: admin-back-office §5 Teaser, CTA link: 'unless a service group is chosen'
  it('takes a teaser without CTA links when a service group is chosen', async () => {
    const withoutLinks = {
      ...typeOneTeaser(),
      ctaUrlDe: null,
      ctaUrlFr: '',
      ctaUrlEn: undefined,
      leistungsgruppeId: 'VERS',
    };
    expect(await create(withoutLinks)).toMatchObject({ ctaUrlDe: null, leistungsgruppeId: 'VERS' });
  });

  // The fair calls name a fair by its _id; a teaser's fair is named the same way (its code, sent before, is still taken).
  it("names the teaser's fair by the fair's _id and still takes its code; exhibitors still find it by the code", async () => {
    const multi = await demoTeaser('Multi Habitat');
    expect(multi.fair).toBe(habId);
    const byCode = await api.call(MANAGER, 'PUT', `/api/teasers/${multi._id}`, { ...multi, fair: hab });
    expect([byCode.status, byCode.body.fair]).toEqual([200, habId]);
    const byId = await api.call(MANAGER, 'PUT', `/api/teasers/${multi._id}`, { ...byCode.body, fair: habId });
    expect([byId.status, byId.body.fair]).toEqual([200, habId]);
    const listed = (await api.call(MANAGER, 'GET', '/api/teasersOverview')).body as Json[];
    expect(listed.find((teaser) => teaser._id === multi._id)?.fair).toBe(habId);
    const shown = await exhibitorTeaser({ type: 4, fair: hab, boothState: 8 });
    expect(shown?.items?.[0]?.title?.de).toBe(multi.titleDe);
  });

  // spec: admin-back-office §5 Teaser (each rule with its message); nothing written on failure
  it('refuses each broken rule of §5 Teaser with its German message and writes nothing', async () => {
    const post = (body: Json, field: string, message: string) =>
      api.expect422(MANAGER, 'POST', '/api/teaser', body, field, message);
    await post(typeOneTeaser({ internalName: '  ' }), 'internalName', REQUIRED);
    await post(typeOneTeaser({ titleFr: '' }), 'titleFr', REQUIRED);
    await post(typeOneTeaser({ textEn: null }), 'textEn', REQUIRED);
    await post(typeOneTeaser({ ctaTextDe: ' ' }), 'ctaTextDe', REQUIRED);
    await post(
      typeOneTeaser({ ctaUrlFr: '' }),
      'ctaUrlFr',
      'Ohne eine Leistungsgruppe muss dieser Link angegeben werden',
    );
    await post(typeOneTeaser({ published: null }), 'published', ADMIN_VALIDATION_MESSAGES.dateRangeIncomplete);
    await post(
      typeOneTeaser({ published: { start: day(10), end: day(9) } }),
      'published',
      '"Bis" muss grösser/gleich als "Von" sein',
    );
    await post(
      typeOneTeaser({ published: { start: day(0), end: '2026-02-30' } }),
      'published',
      ADMIN_VALIDATION_MESSAGES.dateInvalid,
    );
    // The series and the fair a teaser names must exist (wording not given by the spec).
    await post(typeOneTeaser({ fairSeries: 'R-NONE' }), 'fairSeries', ADMIN_VALIDATION_MESSAGES.unknownFairSeries);
    // Images: teaser 1 desktop and mobile (de) when bit 1 is set, with the type's ratio and minimum size (§9).
    await api.expectNothingWritten(async () => {
      // PostgreSQL has no year 0: refused by the schema (400), never a database error.
      expect(
        (
          await api.call(
            MANAGER,
            'POST',
            '/api/teaser',
            typeOneTeaser({ published: { start: '0000-01-01', end: day(0) } }),
          )
        ).status,
      ).toBe(400);
    });
    await post(typeOneTeaser({ imagePortraitDe: null }), 'imagePortraitDe', REQUIRED);
    await post(
      typeOneTeaser({ imageLandscapeDe: await png(1800, 1800) }),
      'imageLandscapeDe',
      imageRatioMessage('3:2'),
    );
    await post(
      typeOneTeaser({ imageLandscapeDe: await png(900, 600) }),
      'imageLandscapeDe',
      imageMinWidthMessage(1800),
    );
    const notAPng = `data:image/png;base64,${Buffer.from('<html>no image</html>').toString('base64')}`;
    await post(typeOneTeaser({ imagePortraitDe: notAPng }), 'imagePortraitDe', IMAGE_UPLOAD_MESSAGES.typeNotAllowed);
    // Bit 1 not set (type 2): fair, registration states (a mask of 0 has none) and related task.
    const typeTwo = {
      ...typeOneTeaser(),
      type: 2,
      fair: habId,
      registrationState: 8,
      relatedTask: 'task',
      imageLandscapeDe: undefined,
      imagePortraitDe: undefined,
    };
    await post({ ...typeTwo, fair: null }, 'fair', REQUIRED);
    await post({ ...typeTwo, fair: 'NOFAIR99' }, 'fair', ADMIN_VALIDATION_MESSAGES.unknownFair);
    await post({ ...typeTwo, registrationState: 0 }, 'registrationState', ADMIN_VALIDATION_MESSAGES.bitmaskEmpty);
    await post({ ...typeTwo, relatedTask: '' }, 'relatedTask', REQUIRED);
    // Bit 4 (multi): the second and third teaser's texts; bits 4 and 128: no texts, but every image of teasers 2 and 3.
    await post({ ...typeTwo, type: 4, ...texts('2') }, 'titleDe3', REQUIRED);
    await post({ ...typeTwo, type: 132, titleDe: null }, 'imageLandscapeFr2', REQUIRED);
    // Bit 128 (type 129): French and English images too.
    await post(
      { ...typeOneTeaser(), type: 129, imageLandscapeDe: await png(1600, 800), imagePortraitDe: await png(1000, 1200) },
      'imageLandscapeFr',
      REQUIRED,
    );
  });

  // spec: admin-back-office §5 Teaser (bit 128: titles, texts and CTA texts not required); §9 sizes of type 129
  it('creates an image-only teaser without texts when its images fit its type', async () => {
    const images = Object.fromEntries(
      await Promise.all(
        (['De', 'Fr', 'En'] as const).flatMap((language) => [
          png(1600, 800).then((url) => [`imageLandscape${language}`, url]),
          png(1000, 1200).then((url) => [`imagePortrait${language}`, url]),
        ]),
      ),
    );
    const created = await create({
      type: 129,
      internalName: 'Nur Bild',
      leistungsgruppeId: 'WERB',
      fairSeries: SERIES,
      published: freshPeriod(),
      ...images,
    });
    expect(created).toMatchObject({
      type: 129,
      titleDe: null,
      imagePortraitEn: expect.stringMatching(/^\/api\/images\/teasers\//),
    });
  });

  // spec: admin-back-office §5 Teaser images; images as multipart uploads (koa-body)
  it('takes images as multipart file parts beside the teaser as JSON', async () => {
    const { imageLandscapeDe, imagePortraitDe, ...teaser } = typeOneTeaser({ internalName: 'Hochgeladen' });
    const form = new FormData();
    form.set('data', JSON.stringify(teaser));
    form.set(
      'imageLandscapeDe',
      new Blob([Buffer.from((imageLandscapeDe as string).split(',')[1], 'base64')]),
      'desktop.png',
    );
    form.set(
      'imagePortraitDe',
      new Blob([Buffer.from((imagePortraitDe as string).split(',')[1], 'base64')]),
      'mobile.png',
    );
    // As another service would: with the manager's bearer token (no CSRF token needed).
    const token = await portal.accessTokenFor(MANAGER);
    const response = await fetch(new URL('/api/teaser', portal.url), {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await expectDescribed('POST', '/api/teaser', response)) as Json;
    expect(response.status).toBe(201);
    expect(body).toMatchObject({
      internalName: 'Hochgeladen',
      imageLandscapeDe: expect.stringMatching(/^\/api\/images\//),
    });
  });
});

describe('overlapping periods', () => {
  // spec: admin-back-office §7 POST /checkTeaserDateRange (reply: the overlapping teaser with _id, published, internalName, or none)
  it('answers the teaser of the same type and series whose period overlaps, or null', async () => {
    const home = await demoTeaser('Home Habitat');
    const check = async (body: Json) => {
      const answer = await api.call(MANAGER, 'POST', '/api/checkTeaserDateRange', body);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    await api.expectNothingWritten(async () => {
      const overlapping = await check({
        type: 1,
        fairSeries: 'R-HAB',
        published: { start: home.published.end, end: day(400) },
      });
      expect(overlapping).toEqual({ _id: home._id, published: home.published, internalName: 'Home Habitat' });
      expect(await check({ _id: home._id, type: 1, fairSeries: 'R-HAB', published: home.published })).toBeNull();
      expect(
        await check({
          type: 1,
          fairSeries: 'R-HAB',
          published: { start: DateTime.fromISO(home.published.end).plus({ days: 1 }).toISODate(), end: day(400) },
        }),
      ).toBeNull();
      expect(await check({ type: 129, fairSeries: 'R-HAB', published: home.published })).toBeNull();
      expect(await check({ type: 1, fairSeries: 'R-GAS-NONE', published: home.published })).toBeNull();
      expect(await check({ type: 1, fairSeries: 'R-HAB', published: { start: day(0), end: null } })).toBeNull();
    });
  });

  // spec: admin-back-office §5 Teaser ('Der Teaser ... mit derselben Messe-Reihe überschneidet diesen Zeitraum (von bis bis)')
  it('refuses a save whose period overlaps another teaser of the same type and series, naming it and its period', async () => {
    const home = await demoTeaser('Home Habitat');
    const german = (iso: string) => DateTime.fromISO(iso).toFormat('dd.MM.yyyy');
    const message = `Der Teaser Home Habitat mit derselben Messe-Reihe überschneidet diesen Zeitraum (${german(home.published.start)} bis ${german(home.published.end)})`;
    await api.expect422(
      MANAGER,
      'POST',
      '/api/teaser',
      typeOneTeaser({ fairSeries: 'R-HAB', published: { start: day(-400), end: home.published.start } }),
      'published',
      message,
    );
    // The same period in another series is fine.
    await create(typeOneTeaser({ fairSeries: 'R-IND', published: home.published }));
  });

  // the server checks the overlap inside the save's transaction, so two racing saves cannot both pass
  it('lets only one of two racing overlapping saves in', async () => {
    const period = freshPeriod();
    const [a, b] = await Promise.all([
      api.call(MANAGER, 'POST', '/api/teaser', typeOneTeaser({ internalName: 'A', published: period })),
      api.call(
        MANAGER,
        'POST',
        '/api/teaser',
        typeOneTeaser({ internalName: 'B', published: { start: period.end, end: period.end } }),
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const names = await queryRows<{ internal_name: string }>(
      portal.portal.databaseUrl,
      "select internal_name from teasers where internal_name in ('A', 'B')",
    );
    expect(names).toHaveLength(1);
  });
});

describe('versions', () => {
  // beyond the spec: an update with an old version answers 409 with the current item; nothing changes
  it('answers 409 with the current teaser to an update from an old version and changes nothing', async () => {
    const created = await create(typeOneTeaser({ internalName: 'Versioniert' }));
    const first = await api.call(MANAGER, 'PUT', `/api/teasers/${created._id}`, {
      ...typeOneTeaser(),
      fairSeries: created.fairSeries,
      internalName: 'Version 2',
      version: 1,
    });
    expect(first.status).toBe(200);
    const before = await teaserRow(created._id);
    await api.expectNothingWritten(async () => {
      const stale = await api.call(MANAGER, 'PUT', `/api/teasers/${created._id}`, {
        ...typeOneTeaser(),
        fairSeries: created.fairSeries,
        internalName: 'Version 2b',
        version: 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        messageKey: 'errors.staleVersion',
        current: { _id: created._id, version: 2, internalName: 'Version 2' },
      });
      const withoutVersion = await api.call(MANAGER, 'PUT', `/api/teasers/${created._id}`, {
        ...typeOneTeaser(),
        fairSeries: created.fairSeries,
      });
      expect([withoutVersion.status, withoutVersion.body.errors[0].field]).toEqual([422, '/body/version']);
    });
    expect(await teaserRow(created._id)).toEqual(before);
  });

  // beyond the spec: two managers racing on one item (one wins, the other gets 409)
  it('lets one of two managers racing on one teaser win; the other gets 409', async () => {
    const created = await create(typeOneTeaser({ internalName: 'Umkämpft' }));
    const [one, two] = await Promise.all([portal.signedIn(MANAGER), portal.signedIn(MANAGER)]);
    const put = async (browser: typeof one, internalName: string) => {
      const response = await browser.api(`/api/teasers/${created._id}`, {
        method: 'PUT',
        json: { ...typeOneTeaser(), fairSeries: created.fairSeries, internalName, version: 1 },
        headers: { 'x-csrf-token': await browser.csrfToken() },
      });
      await expectDescribed('PUT', `/api/teasers/${created._id}`, response.clone());
      return { status: response.status, body: (await response.json()) as Json };
    };
    const answers = await Promise.all([put(one, 'Erste'), put(two, 'Zweite')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect((await teaserRow(created._id))!.internal_name).toBe(winner.internalName);
    expect(winner.version).toBe(2);
  });
});

describe('what exhibitors see', () => {
  // spec: exhibitor-area §5 teaser of type 1 on the home page; changes reach exhibitors on the next request
  it('shows an edited teaser to the exhibitor on the next request', async () => {
    expect((await exhibitorTeaser({ type: 1, fair: hab })).items[0].title.de).toContain('Habitat');
    const home = await demoTeaser('Home Habitat');
    const { _id, version, ...fields } = home;
    const saved = await api.call(MANAGER, 'PUT', `/api/teasers/${_id}`, {
      ...fields,
      version,
      titleDe: 'Habitat: frisch bearbeitet',
      imageLandscapeDe: home.imageLandscapeDe,
    });
    expect(saved.status).toBe(200);
    const shown = await exhibitorTeaser({ type: 1, fair: hab });
    expect(shown.items[0].title.de).toBe('Habitat: frisch bearbeitet');
    expect(shown.items[0].title.fr).toBe(home.titleFr);
    expect(shown.items[0].imageLandscape.de).toMatch(/^data:image\/svg\+xml;base64,|^\/api\/images\//);
  });
});

describe('deleting teasers', () => {
  // spec: admin-back-office §7 DELETE /teaser/{id}; §4 deleting a list entry removes it from the list
  it('deletes a teaser with its images; an old version is refused and an unknown one is 404', async () => {
    const created = await create(typeOneTeaser({ internalName: 'Weg damit' }));
    const updated = await api.call(MANAGER, 'PUT', `/api/teasers/${created._id}`, {
      ...typeOneTeaser(),
      fairSeries: created.fairSeries,
      version: 1,
    });
    expect(updated.status).toBe(200);
    await api.expectNothingWritten(async () => {
      expect((await api.call(MANAGER, 'DELETE', `/api/teaser/${created._id}?version=1`)).status).toBe(409);
    });
    expect((await api.call(MANAGER, 'DELETE', `/api/teaser/${created._id}?version=2`)).status).toBe(204);
    expect((await api.call(MANAGER, 'GET', `/api/teasers/${created._id}`)).status).toBe(404);
    expect((await api.call(MANAGER, 'DELETE', `/api/teaser/${created._id}`)).status).toBe(404);
    expect(
      await queryRows(portal.portal.databaseUrl, 'select 1 from teaser_images where teaser_id = $1', [created._id]),
    ).toEqual([]);
    const list = await api.call(MANAGER, 'GET', '/api/teasersOverview');
    expect((list.body as Json[]).map((teaser) => teaser._id)).not.toContain(created._id);
    const audit = await api.call(MANAGER, 'GET', `/api/admin/audit?entity=teaser&id=${created._id}`);
    expect(audit.body[0]).toMatchObject({ action: 'delete' });
  });
});
