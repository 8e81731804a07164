// beyond the spec: the CSV import dialog of the master-data lists -- the chosen file is checked at once, applied
// with the dry run's token, and kept after a refusal so nothing is lost
import { describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../../web/src/api/ApiClient.ts';
import type { ImportPlan } from '../../../web/src/api/adminImportApi.ts';
import { CsvImportStore } from '../../../web/src/admin/coredata/CsvImportStore.ts';
import { aUser, fakeServer } from '../fakeServer.ts';

const FILE = 'Bezeichnung;ID\nStrom;STROM\n';
const plan: ImportPlan = {
  dryRun: true,
  token: 'abc123',
  summary: { added: 1, changed: 0, unchanged: 2 },
  added: [{ line: 2, label: 'Strom' }],
  changed: [],
  unchanged: [],
};
const session = { status: 200, body: { user: aUser({ roles: ['ONESHOP_MANAGER'] }), csrfToken: 'csrf-1' } };
const refusal = (status: number, detail: string, errors: { field: string; detail: string }[] = []) => ({
  status,
  contentType: 'application/problem+json',
  body: {
    type: 'about:blank',
    title: 'Problem',
    status,
    messageKey: 'errors.validation',
    detail,
    errors: errors.map((error) => ({ ...error, messageKey: 'errors.validation' })),
  },
});

function setUp(answers: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({ 'GET /api/session': session, ...answers });
  let applied = 0;
  const store = new CsvImportStore(new ApiClient({ fetch: server.fetch }), 'boothService', () => (applied += 1));
  return { store, server, applied: () => applied };
}

describe('CsvImportStore', () => {
  it('checks the chosen file, then applies exactly that plan with its token', async () => {
    const { store, server, applied } = setUp({
      'POST /api/admin/imports/boothservices?dryRun=true': { status: 200, body: plan },
      'POST /api/admin/imports/boothservices?token=abc123': { status: 200, body: { ...plan, dryRun: false } },
    });
    await store.choose(new File([FILE], 'leistungen.csv', { type: 'text/csv' }));
    expect([store.phase, store.canApply]).toEqual(['planned', true]);
    const check = server.requests.at(-1)!;
    expect([check.body, check.headers.get('content-type'), check.headers.get('x-csrf-token')]).toEqual([
      FILE,
      'text/csv; charset=utf-8',
      'csrf-1',
    ]);
    await store.apply();
    expect([store.phase, store.message, applied()]).toEqual([
      'applied',
      'Import übernommen: 1 neu, 0 geändert, 2 unverändert.',
      1,
    ]);
    expect(server.requests.at(-1)!.body).toBe(FILE);
  });

  it('lists the line errors and keeps the file; after a 409 it checks the same file again', async () => {
    let moved = true;
    const { store, server } = setUp({
      'POST /api/admin/imports/boothservices?dryRun=true': () =>
        Promise.resolve(
          new Response(JSON.stringify(moved ? plan : { ...plan, token: 'def456' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      'POST /api/admin/imports/boothservices?token=abc123': refusal(409, 'Die Daten wurden seit der Probe geändert.'),
    });
    await store.choose(new File([FILE], 'leistungen.csv'));
    await store.apply();
    expect([store.phase, store.fileName, store.canApply]).toEqual(['failed', 'leistungen.csv', false]);
    expect(store.message).toMatch(/^Die Daten wurden seit der Probe geändert\./);
    moved = false;
    await store.check();
    expect([store.phase, store.plan?.token, server.requests.at(-1)!.body]).toEqual(['planned', 'def456', FILE]);
  });

  it('shows every line error of a refused file', async () => {
    const { store } = setUp({
      'POST /api/admin/imports/boothservices?dryRun=true': refusal(422, 'Zeile 3: ID fehlt', [
        { field: '/body/lines/3', detail: 'Zeile 3: ID fehlt' },
        { field: '/body/lines/4', detail: 'Zeile 4: Bezeichnung fehlt' },
      ]),
    });
    await store.choose(new File([FILE], 'fehler.csv'));
    expect([store.phase, store.lineErrors, store.fileName, store.canApply]).toEqual([
      'refused',
      ['Zeile 3: ID fehlt', 'Zeile 4: Bezeichnung fehlt'],
      'fehler.csv',
      false,
    ]);
  });
});
