import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { callerOf, hostileBodies, sendRaw } from '../../../support/hostileRequests.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// Every 4xx of the admin API in German (the back office is German, admin-back-office §1; §5 messages under the
// fields): schema errors of openapi.yaml, the body reader's refusals and the statuses without a text of their own.
// Exhibitor calls answer in the user's language instead (problemLanguage.test.ts), naming the field in each text.

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
/** What ajv and the body reader write in English; none of it may reach a manager. */
const ENGLISH = /\bmust\b|\bshould\b|request body|not valid|allowed|characters|property/i;

let portal: TestPortal;
let rows: RowChanges;
let api: AdminApi;

beforeAll(async () => {
  portal = await startTestPortal();
  rows = await countRowChanges(portal.portal.databaseUrl);
  api = adminApi(portal, rows);
}, 240_000);

afterAll(async () => {
  await rows?.close();
  await portal?.stop();
});

function expectGerman(body: Json): void {
  const texts = [body.detail, ...(body.errors ?? []).map((error: Json) => error.detail)];
  expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
  expect(texts.filter((text) => ENGLISH.test(text))).toEqual([]);
}

describe('schema errors of admin calls', () => {
  it('a missing property, an unknown value, a wrong type and a too long text are told in German at the field', async () => {
    await portal.as(MANAGER); // signing in writes the user's row: before counting
    await api.expectNothingWritten(async () => {
      const missingType = await api.call(MANAGER, 'POST', '/api/teaser', { internalName: 'x' });
      expect(missingType.status).toBe(400);
      expect(missingType.body.errors).toContainEqual(
        expect.objectContaining({ field: '/body/type', detail: 'Dieses Feld ist erforderlich' }),
      );
      expectGerman(missingType.body);

      const step = (await api.call(MANAGER, 'GET', '/api/taskdefinitions')).body[0];
      const read = (await api.call(MANAGER, 'GET', `/api/taskdefinitions/${step._id}`)).body;
      const badMode = await api.call(MANAGER, 'PUT', `/api/taskdefinitions/${step._id}`, {
        ...read,
        deeplinkmode: 'irgendwas',
        displayNameDe: 7,
        displayNameFr: 'x'.repeat(201),
      });
      expect(badMode.status).toBe(400);
      const byField = Object.fromEntries((badMode.body.errors as Json[]).map((error) => [error.field, error.detail]));
      expect(byField['/body/deeplinkmode']).toMatch(/^Bitte einen der erlaubten Werte angeben: "servicegroup"/);
      expect(byField['/body/displayNameDe']).toBe('Erwartet wird ein Text oder leer (null)');
      expect(byField['/body/displayNameFr']).toBe('Höchstens 200 Zeichen erlaubt');
      expectGerman(badMode.body);
    });
  });

  it('an unknown property, a bad paging parameter and a bad id are German too', async () => {
    const extra = await api.call(MANAGER, 'POST', '/api/blacklist', { title: 'x', id: 'y', hacker: true });
    expect([extra.status, extra.body.errors]).toEqual([
      400,
      [expect.objectContaining({ field: '/body/hacker', detail: 'Dieses Feld ist hier nicht vorgesehen' })],
    ]);
    const paging = await api.call(MANAGER, 'GET', '/api/admin/fairs?page=0');
    expect(paging.status).toBe(400);
    expectGerman(paging.body);
    const sort = await api.call(MANAGER, 'GET', '/api/admin/fairs?page=1&sort=nope');
    expect([sort.status, sort.body.errors[0].detail]).toEqual([400, 'Nach diesem Feld kann nicht sortiert werden.']);
  });
});

describe('body reader and statuses of admin calls', () => {
  it('a body over 64 kB (413), broken JSON (400), a NUL character and an unknown media type are German', async () => {
    const manager = await callerOf(await portal.as(MANAGER));
    const answers: Record<string, [number, Json]> = {};
    for (const name of ['a huge string', 'truncated JSON', 'a NUL character', 'text/plain']) {
      const raw = hostileBodies.find((body) => body.name === name)!;
      const answer = await sendRaw(portal.url, 'POST', '/api/blacklist', raw, manager);
      answers[name] = [answer.status, JSON.parse(answer.text) as Json];
    }
    expect(answers['a huge string'][0]).toBe(413);
    expect(answers['a huge string'][1].detail).toBe('Die Anfrage ist zu gross (höchstens 64 kB, mit Bildern 30 MB).');
    expect(answers['truncated JSON'][1].detail).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
    expect(answers['a NUL character'][1].errors[0].detail).toBe('Enthält ein unzulässiges Zeichen (NUL).');
    for (const [status, body] of Object.values(answers)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expectGerman(body);
    }
  });

  it('401, 403 and 404 of admin calls say in German what is wrong', async () => {
    const anonymous = await fetch(new URL('/api/admin/fairs', portal.url));
    expect([anonymous.status, ((await anonymous.json()) as Json).detail]).toEqual([401, 'Bitte melden Sie sich an.']);
    const exhibitor = await api.call(EXHIBITOR, 'GET', '/api/admin/fairs');
    expect([exhibitor.status, exhibitor.body.detail]).toEqual([
      403,
      'Diese Funktion ist dem Messe-Management vorbehalten.',
    ]);
    const missing = await api.call(MANAGER, 'GET', '/api/fairwallentry/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expectGerman(missing.body);
  });

  it('exhibitor calls keep their message keys and name the field in the user’s language, not in ajv’s English', async () => {
    const wrong = await api.call(EXHIBITOR, 'POST', '/api/user/setmailnotifications', { mailNotifications: 'ja' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.messageKey).toBe('errors.invalidRequest');
    expect(wrong.body.errors).toContainEqual({
      field: '/body/mailNotifications',
      messageKey: 'errors.invalidValue',
      detail: 'Das Feld „mailNotifications“ muss ein Wahrheitswert (true oder false) sein.',
    });
    expect(JSON.stringify(wrong.body.errors)).not.toMatch(/must/);
  });
});
