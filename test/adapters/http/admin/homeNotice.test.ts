import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// spec: exhibitor-area §2 Home (message banner shown when a message is set, in the user's language); beyond the
// spec: the managers set it with its days, versioned, audited and sent as masterdata.changed.

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
const PATH = '/api/admin/home-notice';

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const notice = (version: number, overrides: Json = {}): Json => ({
  textDe: 'Wartung am Samstag',
  textFr: 'Maintenance samedi',
  textEn: 'Maintenance on Saturday',
  shown: { start: day(-1), end: day(1) },
  version,
  ...overrides,
});

/** The Home an exhibitor gets now, its message as the banner shows it. */
async function exhibitorMessage(): Promise<unknown> {
  const response = await portal.send(EXHIBITOR, 'GET', '/api/exhibitor/home');
  const body = (await expectDescribed('GET', '/api/exhibitor/home', response)) as { message: unknown };
  return body.message;
}

async function currentVersion(): Promise<number> {
  return (await api.call(MANAGER, 'GET', PATH)).body.version as number;
}

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
}, 240_000);

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

describe('the Home notice', () => {
  it('is set by a manager and shown to exhibitors within its days, audited and sent as an event', async () => {
    const start = await api.call(MANAGER, 'GET', PATH);
    expect(start.status).toBe(200);
    const saved = await api.call(MANAGER, 'PUT', PATH, notice(start.body.version));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ textFr: 'Maintenance samedi', version: start.body.version + 1 });
    expect(await exhibitorMessage()).toEqual({
      de: 'Wartung am Samstag',
      fr: 'Maintenance samedi',
      en: 'Maintenance on Saturday',
    });
    const trail = await api.call(MANAGER, 'GET', '/api/admin/audit?entity=homeNotice&id=current');
    expect(trail.body[0]).toMatchObject({ entity: 'homeNotice', entityId: 'current', actorEmail: MANAGER });
    const events = await queryRows<{ data: Json }>(
      portal.portal.databaseUrl,
      `select data from domain_events where type = 'masterdata.changed' and data->>'entity' = 'homeNotice'`,
    );
    expect(events.length).toBeGreaterThan(0);
  });

  it('is not shown before its first day or after its last, and is taken down by blank texts', async () => {
    await api.call(MANAGER, 'PUT', PATH, notice(await currentVersion(), { shown: { start: day(2), end: null } }));
    expect(await exhibitorMessage()).toBeNull();
    await api.call(MANAGER, 'PUT', PATH, notice(await currentVersion(), { shown: { start: null, end: day(-2) } }));
    expect(await exhibitorMessage()).toBeNull();
    await api.call(MANAGER, 'PUT', PATH, notice(await currentVersion(), { shown: null }));
    expect(await exhibitorMessage()).toMatchObject({ en: 'Maintenance on Saturday' });
    const down = await api.call(
      MANAGER,
      'PUT',
      PATH,
      notice(await currentVersion(), { textDe: ' ', textFr: '', textEn: null }),
    );
    expect(down.status).toBe(200);
    expect(await exhibitorMessage()).toBeNull();
  });

  it('answers 409 with the current notice to a save of an older version, and writes nothing', async () => {
    const version = await currentVersion();
    await api.call(MANAGER, 'PUT', PATH, notice(version, { textEn: 'First save' }));
    await api.expectNothingWritten(async () => {
      const late = await api.call(MANAGER, 'PUT', PATH, notice(version, { textEn: 'Second save' }));
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ messageKey: 'errors.staleVersion', current: { textEn: 'First save' } });
    });
  });

  it('lets one of two saves of the same version win and refuses the other', async () => {
    const version = await currentVersion();
    const answers = await Promise.all(
      ['One', 'Two'].map((textEn) => api.call(MANAGER, 'PUT', PATH, notice(version, { textEn }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await currentVersion()).toBe(version + 1);
  });

  it('refuses a missing language, an overlong text and a last day before the first with German messages', async () => {
    const version = await currentVersion();
    await api.expect422(
      MANAGER,
      'PUT',
      PATH,
      notice(version, { textFr: '' }),
      'textFr',
      'Bitte den Hinweis in allen drei Sprachen angeben oder alle drei leeren',
    );
    await api.expect422(
      MANAGER,
      'PUT',
      PATH,
      notice(version, { textDe: 'x'.repeat(501) }),
      'textDe',
      'Bitte höchstens 500 Zeichen angeben',
    );
    await api.expect422(
      MANAGER,
      'PUT',
      PATH,
      notice(version, { shown: { start: day(3), end: day(1) } }),
      'shown/end',
      '"Bis" muss grösser/gleich als "Von" sein',
    );
  });

  it('is refused to exhibitors (403), without a session (401) and without the CSRF token (403)', async () => {
    await api.expectNothingWritten(async () => {
      expect((await api.call(EXHIBITOR, 'GET', PATH)).status).toBe(403);
      expect((await api.call(EXHIBITOR, 'PUT', PATH, notice(await currentVersion()))).status).toBe(403);
      expect(await api.anonymous('GET', PATH)).toBe(401);
      const noCsrf = await portal.send(MANAGER, 'PUT', PATH, notice(await currentVersion()), false);
      expect([noCsrf.status, ((await noCsrf.json()) as { messageKey: string }).messageKey]).toEqual([
        403,
        'errors.csrf',
      ]);
    });
  });
});
