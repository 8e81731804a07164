import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import sharp from 'sharp';
import { SharpImageIntake } from '../../../adapters/images/SharpImageIntake.ts';
import { HttpProblem } from '../../../adapters/http/problem.ts';
import { uploadRequestBody } from '../../../adapters/http/requestBody.ts';

// Images accepted as uploads (multipart with koa-body) and as data URLs in JSON, with size limits;
// spec: admin-back-office §5 images (the type read from the bytes, refused otherwise).

const logger = { debug() {}, info() {}, warn() {}, error() {} } as never;
let server: Server;
let url: string;
let lastBody: Record<string, unknown>;

beforeAll(async () => {
  const app = new Koa();
  const parse = uploadRequestBody(logger);
  app.use(async (ctx) => {
    try {
      const mediaType = await parse(ctx);
      lastBody = ctx.request.body as Record<string, unknown>;
      ctx.body = { mediaType: mediaType ?? null };
    } catch (error) {
      ctx.status = error instanceof HttpProblem ? error.status : 500;
      ctx.body = { status: ctx.status };
    }
  });
  server = app.listen(0);
  url = `http://localhost:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (body: BodyInit, headers: Record<string, string> = {}) => fetch(url, { method: 'POST', body, headers });

describe('multipart uploads', () => {
  it('become the JSON shape: the part data is the item, each file a data URL under its field name, validated as JSON', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#080' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('data', JSON.stringify({ displayName: 'Messe', publish: { start: '2026-01-01', end: '2026-12-31' } }));
    form.set('logoDe', new Blob([jpeg], { type: 'image/png' }), 'logo.png');
    const response = await post(form);
    expect(await response.json()).toEqual({ mediaType: 'application/json' });
    expect(lastBody).toEqual({
      displayName: 'Messe',
      publish: { start: '2026-01-01', end: '2026-12-31' },
      logoDe: expect.stringMatching(/^data:application\/octet-stream;base64,/),
    });
    // The declared image/png is ignored: the intake reads a JPEG from the bytes.
    const accepted = await new SharpImageIntake().accept(lastBody['logoDe'] as string, { kind: 'logo' });
    expect(accepted).toMatchObject({ ok: true, image: { contentType: 'image/jpeg', width: 30, height: 20 } });
  });

  it('leaves no temporary file behind', async () => {
    // formidable writes each file to the temporary folder under a 25-character id first.
    const uploads = async () => new Set((await readdir(tmpdir())).filter((name) => /^[a-z][a-z0-9]{24}$/.test(name)));
    const before = await uploads();
    const form = new FormData();
    form.set('logoDe', new Blob([Buffer.alloc(2048, 7)]), 'x.bin');
    expect((await post(form)).status).toBe(200);
    expect([...(await uploads())].filter((name) => !before.has(name))).toEqual([]);
  });

  it.each([
    [
      'data that is not JSON',
      () => {
        const form = new FormData();
        form.set('data', '{not json');
        return form;
      },
      400,
    ],
    [
      'data that is a JSON array',
      () => {
        const form = new FormData();
        form.set('data', '[1,2]');
        return form;
      },
      400,
    ],
    [
      'two files under one field',
      () => {
        const form = new FormData();
        form.append('logoDe', new Blob(['a']), 'a');
        form.append('logoDe', new Blob(['b']), 'b');
        return form;
      },
      400,
    ],
    [
      'a file above 10 MB',
      () => {
        const form = new FormData();
        form.set('logoDe', new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)]), 'big');
        return form;
      },
      413,
    ],
  ])('refuses %s', async (_name, make, status) => {
    expect((await post(make())).status).toBe(status);
  });

  it('refuses a body that only claims to be multipart', async () => {
    expect((await post('garbage', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(400);
  });
});

describe('JSON with data URLs', () => {
  it('takes bodies above the usual 64 kB (images as data URLs), up to 30 MB', async () => {
    const logo = `data:image/png;base64,${Buffer.alloc(200 * 1024, 1).toString('base64')}`;
    const response = await post(JSON.stringify({ logoDe: logo }), { 'content-type': 'application/json' });
    expect(await response.json()).toEqual({ mediaType: null });
    expect(lastBody['logoDe']).toBe(logo);
    const tooLarge = await post(JSON.stringify({ logoDe: 'x'.repeat(31 * 1024 * 1024) }), {
      'content-type': 'application/json',
    });
    expect(tooLarge.status).toBe(413);
  });
});
