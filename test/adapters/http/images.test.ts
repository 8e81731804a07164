import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { imageHash, imageUrl } from '../../../adapters/persistence/imageColumns.ts';
import { queryRows } from '../../support/testDatabase.ts';
import { expectDescribed, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// spec: admin-back-office §3 (fair and wall logos, teaser images), stored as binary and served from
// their own URLs with long cache headers and Content-Security-Policy: sandbox, which the exhibitor pages use.

let portal: TestPortal;
let wall: { id: string; logo: { de: string | null } };

beforeAll(async () => {
  portal = await startTestPortal();
  const response = await portal.send('aussteller@demo.test', 'GET', '/api/currentfairwallentries');
  wall = ((await response.json()) as Array<typeof wall>).find((entry) => entry.logo.de)!;
});

afterAll(async () => {
  await portal?.stop();
});

describe('GET /api/images/{owner}/{id}/{field}/{hash}', () => {
  it('serves a stored logo without a session, cached for a year, sandboxed and never sniffed', async () => {
    expect(wall.logo.de).toMatch(/^\/api\/images\/fairwallentries\/[0-9a-f-]{36}\/logoDe\/[\w-]{16}$/);
    const response = await fetch(`${portal.url}${wall.logo.de}`);
    const body = await expectDescribed('GET', wall.logo.de!, response.clone());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(svg\+xml|png|jpeg|gif|webp)/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toMatch(/(^|; )sandbox$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(body).toBeTruthy();
    const [row] = await queryRows<{ logo_de: Buffer }>(
      portal.portal.databaseUrl,
      'select logo_de from fair_wall_entries where id = $1',
      [wall.id],
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(row.logo_de))).toBe(true);
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await fetch(`${portal.url}${wall.logo.de}`);
    const again = await fetch(`${portal.url}${wall.logo.de}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('a changed image gets a new URL; the old URL answers the current image without the year-long promise', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const [entry] = await queryRows<{ id: string }>(
      portal.portal.databaseUrl,
      `insert into fair_wall_entries (id, display_name, logo_de, logo_de_content_type, url_de, publish_start, publish_end, updated_at)
      values (gen_random_uuid(), 'Bildwechsel', $1, 'image/png', 'https://example.test', '2026-01-01', '2099-12-31', now()) returning id`,
      [png],
    );
    const before = imageUrl('fairwallentries', entry.id, 'logoDe', png)!;
    expect((await fetch(`${portal.url}${before}`)).headers.get('cache-control')).toContain('immutable');

    const other = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#00a' } })
      .png()
      .toBuffer();
    await queryRows(portal.portal.databaseUrl, 'update fair_wall_entries set logo_de = $1 where id = $2', [
      other,
      entry.id,
    ]);
    const after = imageUrl('fairwallentries', entry.id, 'logoDe', other)!;
    expect(after).not.toBe(before);
    expect(after.endsWith(`/${imageHash(other)}`)).toBe(true);

    const fresh = await fetch(`${portal.url}${after}`);
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fresh.arrayBuffer()).equals(other)).toBe(true);
    const stale = await fetch(`${portal.url}${before}`);
    expect([stale.status, stale.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(Buffer.from(await stale.arrayBuffer()).equals(other)).toBe(true);
  });

  it('serves teaser images and fair logos the exhibitor views carry', async () => {
    const home = (await (await portal.send('aussteller@demo.test', 'GET', '/api/exhibitor/home')).json()) as {
      activeBooths: Array<{ fair: { logo: string | null } }>;
    };
    const fairLogo = home.activeBooths.find((booth) => booth.fair.logo)!.fair.logo!;
    expect(fairLogo).toMatch(/^\/api\/images\/fairs\//);
    expect((await fetch(`${portal.url}${fairLogo}`)).status).toBe(200);
    const [image] = await queryRows<{ teaser_id: string; field: string; data: Buffer }>(
      portal.portal.databaseUrl,
      'select teaser_id, field, data from teaser_images limit 1',
    );
    const teaserImage = await fetch(`${portal.url}${imageUrl('teasers', image.teaser_id, image.field, image.data)}`);
    expect([teaserImage.status, teaserImage.headers.get('content-security-policy')?.endsWith('sandbox')]).toEqual([
      200,
      true,
    ]);
  });

  it.each([
    [
      'an unknown id',
      () => `/api/images/fairwallentries/00000000-0000-4000-8000-000000000000/logoDe/${'a'.repeat(16)}`,
    ],
    ['a field without an image', (id: string) => `/api/images/fairwallentries/${id}/logoEn/${'a'.repeat(16)}`],
    [
      'a teaser field on a wall entry',
      (id: string) => `/api/images/fairwallentries/${id}/imageLandscapeDe/${'a'.repeat(16)}`,
    ],
  ] as Array<[string, (id: string) => string]>)('answers 404 for %s', async (_name, path) => {
    const [empty] = await queryRows<{ id: string }>(
      portal.portal.databaseUrl,
      'select id from fair_wall_entries where logo_en is null limit 1',
    );
    const response = await fetch(`${portal.url}${path(empty.id)}`);
    await expectDescribed('GET', path(empty.id), response.clone());
    expect(response.status).toBe(404);
  });

  it.each([
    ['an unknown owner', '/api/images/users/00000000-0000-4000-8000-000000000000/logoDe/aaaaaaaaaaaaaaaa'],
    ['an id that is no uuid', '/api/images/fairs/HAB26/logoDe/aaaaaaaaaaaaaaaa'],
    ['a bad hash', '/api/images/fairs/00000000-0000-4000-8000-000000000000/logoDe/short'],
  ])('answers 400 for %s', async (_name, path) => {
    expect((await fetch(`${portal.url}${path}`)).status).toBe(400);
  });
});
