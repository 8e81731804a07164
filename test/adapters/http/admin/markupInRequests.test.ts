import { describe, expect, it } from '@jest/globals';
import type { Json } from '../../../support/json.ts';
import { useAdminApi } from './adminTestPortal.ts';

// beyond the spec: no markup where none belongs. An id with markup is refused (400) before anything is stored; a
// plain text (x-text: plain) is kept exactly as typed, markup and all, and shown as text; a rich text
// (x-text: rich) is kept sanitised.

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
const SCRIPT = '<script>alert(1)</script>';

const state = useAdminApi([MANAGER, EXHIBITOR]);

/** The request is refused with 400 naming `field`, and nothing is written. */
async function refused(method: string, path: string, body: unknown, field: string): Promise<void> {
  await state.api.expectNothingWritten(async () => {
    const answer = await state.api.call(MANAGER, method, path, body);
    expect([answer.status, answer.body.messageKey]).toEqual([400, 'errors.invalidRequest']);
    expect(answer.body.errors.map((error: Json) => error.field)).toContain(field);
  });
}

describe('an id with markup', () => {
  it('is refused as a booth-service id or a blacklist id', async () => {
    await refused('POST', '/api/boothservice', { title: 'Teppich', id: `LEI-${SCRIPT}` }, '/body/id');
    await refused('POST', '/api/blacklist', { title: 'Firma', id: '<b>BL-1</b>' }, '/body/id');
  });

  it("is refused as a fair's series, a task of a fair or a booth service of a task", async () => {
    await refused('POST', '/api/fair', { fairSeries: `R-HAB${SCRIPT}` }, '/body/fairSeries');
    await refused('POST', '/api/fair', { tasks: [{ _id: '<i>x</i>' }] }, '/body/tasks/0/_id');
    await refused(
      'POST',
      '/api/fair',
      { tasks: [{ _id: 'hab26-task-vers', boothServices: [{ id: '"><svg>', hidden: false, required: true }] }] },
      '/body/tasks/0/boothServices/0/id',
    );
  });

  it("is refused as a teaser's reference and as a path parameter", async () => {
    await refused('POST', '/api/teaser', { type: 1, fairSeries: '<b>R-HAB</b>' }, '/body/fairSeries');
    await refused('POST', '/api/checkTeaserDateRange', { type: 1, _id: SCRIPT }, '/body/_id');
    await refused('PUT', `/api/boothservice/${encodeURIComponent(SCRIPT)}`, { title: 'x', id: 'LEI-X' }, '/path/id');
    const listed = await state.api.call(MANAGER, 'GET', `/api/admin/audit?entity=fair&id=${encodeURIComponent('<b>')}`);
    expect(listed.status).toBe(400);
  });

  it('is refused where the exhibitor area takes one', async () => {
    const answer = await state.portal.send(EXHIBITOR, 'POST', '/api/teaseroftype', {
      type: 1,
      uuid: 'u-1',
      tasksDone: [SCRIPT],
    });
    expect(answer.status).toBe(400);
  });
});

describe('a plain text with markup', () => {
  it('is kept exactly as typed in a booth service title', async () => {
    const title = 'Teppich <b>blau</b> & <script>alert(1)</script>';
    const created = await state.api.call(MANAGER, 'POST', '/api/boothservice', { title, id: 'LEI-MARKUP-PLAIN' });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe(title);
    expect((await state.api.call(MANAGER, 'GET', `/api/boothservice/${created.body._id}`)).body.title).toBe(title);
  });

  it('is kept exactly as typed in a teaser text and reaches the exhibitor as that text', async () => {
    const home = async () =>
      (
        (await (
          await state.portal.send(EXHIBITOR, 'POST', '/api/teaseroftype', { type: 1, uuid: 'u-2' })
        ).json()) as Json
      ).teaser;
    const teaser = (await state.api.call(MANAGER, 'GET', `/api/teasers/${(await home()).id}`)).body;
    const textDe = 'Jetzt <b>buchen</b> <script>alert(1)</script>';
    const saved = await state.api.call(MANAGER, 'PUT', `/api/teasers/${teaser._id}`, { ...teaser, textDe });
    expect([saved.status, saved.body.textDe]).toEqual([200, textDe]);
    expect((await home()).items[0].text.de).toBe(textDe);
  });
});

describe('a rich text with a script', () => {
  it('is kept sanitised in a header definition', async () => {
    const created = await state.api.call(MANAGER, 'POST', '/api/headerdefinition', {
      displayNameDe: 'Parken <b>jetzt</b>',
      displayNameFr: 'Parquer',
      displayNameEn: 'Parking',
      serviceGroupId: 'PARKPL',
      infoTexts: {
        textDe: `<p>Parkieren <b>hier</b></p>${SCRIPT}`,
        textFr: '<p onclick="alert(1)">Parquer</p>',
        textEn: '<p>Parking</p><img src=x onerror=alert(1)>',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      displayNameDe: 'Parken <b>jetzt</b>',
      infoTexts: { textDe: '<p>Parkieren <b>hier</b></p>', textFr: '<p>Parquer</p>', textEn: '<p>Parking</p>' },
    });
    const read = await state.api.call(MANAGER, 'GET', `/api/headerdefinitions/${created.body._id}`);
    expect(read.body.infoTexts).toEqual(created.body.infoTexts);
  });
});
