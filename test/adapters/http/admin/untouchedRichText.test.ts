import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Json } from '../../../support/adminApi.ts';
import { useAdminApi } from './adminTestPortal.ts';

// spec: admin-back-office §3 Fair (additionalInfo: simple HTML), §7 PUT /fairs/{id}; beyond the spec: a save changes
// only what the manager changed. A text kept from before the sanitiser's policy (here a link to an http address,
// which the policy drops) stays as stored when a save sends it back untouched.

const MANAGER = 'manager@demo.test';
const admin = useAdminApi();
const call = (method: string, path: string, body?: unknown) => admin.api.call(MANAGER, method, path, body);

const LEGACY = '<p>Anfahrt: <a href="http://alt.example.test/anfahrt">Plan</a></p>';

async function storeAsLegacy(id: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin.portal.portal.databaseUrl });
  await client.connect();
  try {
    await client.query('update fairs set additional_info_de = $1 where id = $2', [LEGACY, id]);
  } finally {
    await client.end();
  }
}

async function newFair(): Promise<Json> {
  const [first] = (await call('GET', '/api/admin/fairs')).body as Json[];
  const { _id, version, logoDe, logoFr, logoEn, ...rest } = (await call('GET', `/api/fairs/${first._id}`)).body;
  const created = await call('POST', '/api/fair', { ...rest, idCode: `RICH${Date.now() % 1_000_000}` });
  expect(created.status).toBe(201);
  return created.body;
}

const withoutLogos = ({ logoDe: _de, logoFr: _fr, logoEn: _en, ...fair }: Json): Json => fair;

describe('an untouched rich text', () => {
  it('is stored as it was when another field is saved, and its history names only that field', async () => {
    const fair = await newFair();
    await storeAsLegacy(fair._id as string);
    const read = (await call('GET', `/api/fairs/${fair._id}`)).body;
    expect(read.additionalInfoDe).toBe(LEGACY);

    const saved = await call('PUT', `/api/fairs/${fair._id}`, { ...withoutLogos(read), idTeam: 'TEAM-RICH' });
    expect(saved.status).toBe(200);
    expect(saved.body.additionalInfoDe).toBe(LEGACY);
    expect((await call('GET', `/api/fairs/${fair._id}`)).body.additionalInfoDe).toBe(LEGACY);
    const [entry] = (await call('GET', `/api/admin/audit?entity=fair&id=${fair._id}`)).body as Json[];
    expect((entry.changes as Json[]).map((change) => change.field)).toEqual(['idTeam']);
  });

  it('is sanitised once the manager changes it', async () => {
    const fair = await newFair();
    await storeAsLegacy(fair._id as string);
    const read = (await call('GET', `/api/fairs/${fair._id}`)).body;
    const changed = LEGACY.replace('Plan', 'Lageplan');
    const saved = await call('PUT', `/api/fairs/${fair._id}`, { ...withoutLogos(read), additionalInfoDe: changed });
    expect(saved.status).toBe(200);
    expect(saved.body.additionalInfoDe).toBe(
      '<p>Anfahrt: <a rel="noopener noreferrer" target="_blank">Lageplan</a></p>',
    );
  });
});
