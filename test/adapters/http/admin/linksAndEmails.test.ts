import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_VALIDATION_MESSAGES } from '../../../../domain/admin/index.ts';
import { adminApi, type AdminApi, type Json } from '../../../support/adminApi.ts';
import { demo } from '../../../support/demo.ts';
import { countRowChanges, type RowChanges } from '../../../support/rowChanges.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../../support/testPortal.ts';

// The one link rule and the one e-mail rule of the back office (admin-back-office §5 shared validator, beyond the
// spec's wording): every link field and the fair team's address are checked by the server with the validator the
// admin UI runs (422, German message at the field, nothing written), and links stored before the rule that break
// it are not served to exhibitors.

const MANAGER = 'manager@demo.test';
const BAD_LINK = 'javascript:alert(1)';

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

async function firstOf(list: string, item: (id: string) => string, pick: (entry: Json) => boolean = () => true) {
  const listed = await api.call(MANAGER, 'GET', list);
  const summary = (listed.body as Json[]).find(pick)!;
  return (await api.call(MANAGER, 'GET', item(summary._id))).body;
}

const habFair = () =>
  firstOf(
    '/api/admin/fairs',
    (id) => `/api/fairs/${id}`,
    (fair) => fair.idCode === demo.fairs.hab.idCode,
  );

describe('link fields', () => {
  it('a wall entry with a javascript: URL is refused (422 at urlDe), with a path it is taken', async () => {
    const entry = await firstOf('/api/fairwallentry', (id) => `/api/fairwallentry/${id}`);
    const path = `/api/fairwallentry/${entry._id}`;
    await api.expect422(
      MANAGER,
      'PUT',
      path,
      { ...entry, urlDe: BAD_LINK },
      'urlDe',
      ADMIN_VALIDATION_MESSAGES.linkInvalid,
    );
    for (const bad of ['java\tscript:alert(1)', '//evil.test/x', 'www.messe.test', 'mailto:team@messe.test'])
      await api.expect422(
        MANAGER,
        'PUT',
        path,
        { ...entry, urlFr: bad },
        'urlFr',
        ADMIN_VALIDATION_MESSAGES.linkInvalid,
      );
    const saved = await api.call(MANAGER, 'PUT', path, { ...entry, urlEn: '/fair/HAB/new' });
    expect([saved.status, saved.body.urlEn]).toEqual([200, '/fair/HAB/new']);
  });

  it('a fair refuses bad registration, gastro and document links and a team address that is none', async () => {
    const fair = await habFair();
    const path = `/api/fairs/${fair._id}`;
    const message = ADMIN_VALIDATION_MESSAGES.linkInvalid;
    await api.expect422(
      MANAGER,
      'PUT',
      path,
      { ...fair, defaultRegistrationUrlFr: BAD_LINK },
      'defaultRegistrationUrlFr',
      message,
    );
    await api.expect422(
      MANAGER,
      'PUT',
      path,
      { ...fair, defaultGastroRegistrationUrlEn: 'data:text/html,x' },
      'defaultGastroRegistrationUrlEn',
      message,
    );
    const documents = [{ ...fair.documents[0], linkDe: BAD_LINK }, ...fair.documents.slice(1)];
    await api.expect422(MANAGER, 'PUT', path, { ...fair, documents }, 'documents/0/linkDe', message);
    await api.expect422(
      MANAGER,
      'POST',
      '/api/fairdocs',
      { id: fair._id, docs: documents, version: fair.version },
      'documents/0/linkDe',
      message,
    );
    await api.expect422(
      MANAGER,
      'PUT',
      path,
      { ...fair, emailTeam: 'not-an-email' },
      'emailTeam',
      ADMIN_VALIDATION_MESSAGES.emailInvalid,
    );
  });

  it('process steps and groups refuse a bad URL', async () => {
    const step = await firstOf('/api/taskdefinitions', (id) => `/api/taskdefinitions/${id}`);
    await api.expect422(
      MANAGER,
      'PUT',
      `/api/taskdefinitions/${step._id}`,
      { ...step, url: BAD_LINK },
      'url',
      ADMIN_VALIDATION_MESSAGES.linkInvalid,
    );
    const group = await firstOf('/api/tasktitles', (id) => `/api/tasktitle/${id}`);
    await api.expect422(
      MANAGER,
      'PUT',
      `/api/tasktitle/${group._id}`,
      { ...group, url: 'vbscript:x' },
      'url',
      ADMIN_VALIDATION_MESSAGES.linkInvalid,
    );
  });

  it('a teaser refuses a bad CTA link, also of a teaser its type does not show, and takes mailto there', async () => {
    const teaser = await firstOf(
      '/api/teasersOverview',
      (id) => `/api/teasers/${id}`,
      (entry) => entry.type === 1,
    );
    const path = `/api/teasers/${teaser._id}`;
    const message = ADMIN_VALIDATION_MESSAGES.linkOrMailtoInvalid;
    await api.expect422(MANAGER, 'PUT', path, { ...teaser, ctaUrlDe: BAD_LINK }, 'ctaUrlDe', message);
    await api.expect422(MANAGER, 'PUT', path, { ...teaser, ctaUrlFr3: BAD_LINK }, 'ctaUrlFr3', message);
    const saved = await api.call(MANAGER, 'PUT', path, { ...teaser, ctaUrlEn: 'mailto:team@messe.test?subject=Stand' });
    expect([saved.status, saved.body.ctaUrlEn]).toEqual([200, 'mailto:team@messe.test?subject=Stand']);
  });
});

describe('links stored before the rule', () => {
  it('are not served to exhibitors: no registration button, no wall entry', async () => {
    const fair = await habFair();
    const entry = await firstOf('/api/fairwallentry', (id) => `/api/fairwallentry/${id}`);
    const db = portal.portal.databaseUrl;
    await queryRows(
      db,
      `update fairs set default_registration_url_de = $2, default_registration_url_fr = $2, default_registration_url_en = $2 where id = $1`,
      [fair._id, BAD_LINK],
    );
    await queryRows(db, 'update fair_wall_entries set url_de = $2, url_fr = null, url_en = null where id = $1', [
      entry._id,
      ' JavaScript:alert(1)',
    ]);
    // Any save tells every exhibitor view that the catalogue changed; the unchanged step is one.
    const step = await firstOf('/api/taskdefinitions', (id) => `/api/taskdefinitions/${id}`);
    expect((await api.call(MANAGER, 'PUT', `/api/taskdefinitions/${step._id}`, step)).status).toBe(200);

    const page = await portal.send(demo.users.nina.email, 'GET', `/api/exhibitor/fairs/${fair.idCode}/new`);
    const body = (await expectDescribed('GET', `/api/exhibitor/fairs/${fair.idCode}/new`, page)) as Json;
    expect([page.status, body.actions.newBoothRegistration]).toEqual([200, null]);
    expect(JSON.stringify(body)).not.toMatch(/javascript:/i);

    const wall = await portal.send(demo.users.anna.email, 'GET', '/api/currentfairwallentries');
    const entries = (await expectDescribed('GET', '/api/currentfairwallentries', wall)) as Json[];
    expect(entries.map((shown) => shown.id)).not.toContain(entry._id);
    expect(JSON.stringify(entries)).not.toMatch(/javascript:/i);
  });
});
