import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demo } from '../../support/demo.ts';
import { queryRows } from '../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

const { users, booths } = demo;
/** The current editions: the fairs with a task list. */
const hab = demo.fairs.hab.idCode;
const gas = demo.fairs.gas.idCode;

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});

afterAll(async () => {
  await portal?.stop();
});

interface Reply {
  uuid: string;
  teaser: null | {
    type: number;
    sizeClass: string | null;
    imageOnly: boolean;
    relatedTask: string | null;
    items: Array<{ title: { de: string }; imageLandscape: { de: string | null } }>;
  };
}

async function teaser(email: string, json: Record<string, unknown>): Promise<Reply> {
  const response = await portal.send(email, 'POST', '/api/teaseroftype', { uuid: 'u-1', ...json });
  expect(response.status).toBe(200);
  return (await expectDescribed('POST', '/api/teaseroftype', response)) as Reply;
}

describe('POST /api/teaseroftype', () => {
  // spec: exhibitor-area §5 the teaser reply is used only when its uuid matches the request's
  it('echoes the request uuid with the fair series teaser of the fair', async () => {
    const reply = await teaser(users.anna.email, { type: 1, fair: hab, uuid: 'c0ffee-42' });
    expect(reply.uuid).toBe('c0ffee-42');
    expect(reply.teaser).toMatchObject({ type: 1, sizeClass: 'xl', imageOnly: false });
    expect(reply.teaser!.items).toHaveLength(1);
    expect(reply.teaser!.items[0].title.de).toContain('Habitat');
    expect((await teaser(users.anna.email, { type: 1, fair: gas })).teaser!.items[0].title.de).toContain('Gastronova');
  });

  // spec: exhibitor-area §2 _fs sets the preferred fair series; the home page shows a teaser of type 1
  it('uses the preferred fair series where no fair is named', async () => {
    await portal.send(users.luc.email, 'PUT', `/api/user/${users.luc.sub}`, { preferredFairSeries: 'R-GAS' });
    expect((await teaser(users.luc.email, { type: 1 })).teaser!.items[0].title.de).toContain('Gastronova');
    await portal.send(users.luc.email, 'PUT', `/api/user/${users.luc.sub}`, { preferredFairSeries: 'R-HAB' });
    expect((await teaser(users.luc.email, { type: 1 })).teaser!.items[0].title.de).toContain('Habitat');
    expect((await teaser(users.nina.email, { type: 1 })).teaser).not.toBeNull();
  });

  // admin-back-office §3 Teaser: registrationState (bit mask) and relatedTask
  it('shows a fair teaser only for booths in its registration states and while its task is not done', async () => {
    const related = `${hab.toLowerCase()}-task-vers`;
    const confirmed = await teaser(users.anna.email, {
      type: 2,
      fair: hab,
      boothId: booths.annaConfirmedHab.regiNr,
      boothState: 8,
      tasksDone: [],
    });
    expect(confirmed.teaser).toMatchObject({ type: 2, sizeClass: 'md', relatedTask: related });
    expect((await teaser(users.anna.email, { type: 2, fair: hab, boothState: 1 })).teaser).toBeNull();
    expect(
      (await teaser(users.anna.email, { type: 2, fair: hab, boothState: 8, tasksDone: [related] })).teaser,
    ).toBeNull();
    expect((await teaser(users.anna.email, { type: 2, fair: gas, boothState: 8 })).teaser).toBeNull();
    expect((await teaser(users.anna.email, { type: 2, boothState: 8 })).teaser).toBeNull();
  });

  // spec: exhibitor-area §9 multi teaser shows 3; image-only when bit 128 is set; size classes
  it('answers three items for a multi teaser and an image-only navigation teaser', async () => {
    const multi = await teaser(users.anna.email, { type: 4, fair: hab, boothState: 2 });
    expect(multi.teaser).toMatchObject({ sizeClass: 'sm', imageOnly: false });
    expect(multi.teaser!.items.map((item) => item.title.de)).toEqual(['Parkplätze', 'Catering', 'Werbung']);
    const navigation = await teaser(users.emily.email, { type: 136, fair: gas, boothState: 8 });
    expect(navigation.teaser).toMatchObject({ type: 136, sizeClass: 'sm', imageOnly: true });
    // the address of the stored image, not the image
    expect(navigation.teaser!.items[0].imageLandscape.de).toMatch(
      /^\/api\/images\/teasers\/[0-9a-f-]{36}\/imageLandscapeDe\/[\w-]{16}$/,
    );
  });

  // spec: exhibitor-area §5 an unknown type logs a warning and shows nothing
  it('answers no teaser, with the uuid, for an unknown type', async () => {
    expect(await teaser(users.anna.email, { type: 3, fair: hab, uuid: 'q' })).toEqual({
      uuid: 'q',
      teaser: null,
    });
  });

  it.each([
    [{ type: 1 }],
    [{ type: '1', uuid: 'x' }],
    [{ type: 1, uuid: 'x', tasksDone: Array.from({ length: 201 }, () => 't') }],
    [{ type: 1, uuid: 'x', admin: true }],
  ])('answers 400 to a malformed body %#', async (json) => {
    const response = await portal.send(users.anna.email, 'POST', '/api/teaseroftype', json);
    expect(response.status).toBe(400);
    await expectDescribed('POST', '/api/teaseroftype', response);
  });

  it('needs the CSRF token like every POST', async () => {
    const response = await portal.send(users.anna.email, 'POST', '/api/teaseroftype', { type: 1, uuid: 'x' }, false);
    expect(response.status).toBe(403);
  });
});

describe('GET /api/teasertypes', () => {
  // spec: exhibitor-area §7 GET /teasertypes; admin-back-office §4 known type values
  it('lists the known types with value and text', async () => {
    const response = await portal.send(users.anna.email, 'GET', '/api/teasertypes');
    const types = (await expectDescribed('GET', '/api/teasertypes', response)) as Array<{
      value: number;
      text: string;
    }>;
    expect(types.map((type) => type.value)).toEqual([1, 2, 4, 129, 130, 132, 136]);
    expect(types.every((type) => type.text.length > 0)).toBe(true);
  });
});

describe('GET /api/currentfairwallentries[/{id}]', () => {
  // spec: exhibitor-area §5 logo entries need both url and logo; admin-back-office §3 publish window
  it('lists the entries published now that have a link and a logo', async () => {
    const response = await portal.send(users.nina.email, 'GET', '/api/currentfairwallentries');
    const entries = (await expectDescribed('GET', '/api/currentfairwallentries', response)) as Array<{
      id: string;
      displayName: string;
    }>;
    expect(entries.map((entry) => entry.displayName)).toEqual(['Holzbau Forum', 'Swiss Bike Expo', 'Vinum Lausanne']);
    const one = await portal.send(users.nina.email, 'GET', `/api/currentfairwallentries/${entries[0].id}`);
    expect(await expectDescribed('GET', `/api/currentfairwallentries/${entries[0].id}`, one)).toMatchObject({
      displayName: 'Holzbau Forum',
    });
  });

  it('answers 404 for an entry that is not shown now, an unknown id and a malformed id', async () => {
    const hidden = await queryRows<{ id: string }>(
      portal.portal.databaseUrl,
      `select id from fair_wall_entries where display_name in ('Ohne Link', 'Boot Basel (vorbei)')`,
    );
    expect(hidden).toHaveLength(2);
    for (const id of [...hidden.map((row) => row.id), '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await portal.send(users.anna.email, 'GET', `/api/currentfairwallentries/${id}`);
      expect(response.status).toBe(404);
      await expectDescribed('GET', `/api/currentfairwallentries/${id}`, response);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${portal.url}/api/currentfairwallentries`);
    expect(response.status).toBe(401);
  });
});
