import { describe, expect, it } from '@jest/globals';
import Koa from 'koa';
import { apiRouter } from '../../../adapters/http/apiRouter.ts';
import type { ApiRoutes, HttpAppDependencies } from '../../../adapters/http/HttpAppDependencies.ts';
import { OpenApiDocument, type Operation } from '../../../adapters/http/OpenApiDocument.ts';
import { RichTextBodies } from '../../../adapters/http/richText.ts';
import { openApi } from '../../support/testPortal.ts';

// The rich texts of a request body (x-text: rich in openapi.yaml) are sanitised before a route sees them, the plain
// ones are left as sent; both follow the declaration of the document the server validates against.

const operation = (method: string, pathTemplate: string): Operation => {
  const found = openApi.operations.find(
    (candidate) => candidate.method === method && candidate.pathTemplate === pathTemplate,
  );
  if (!found) throw new Error(`no operation ${method} ${pathTemplate}`);
  return found;
};
const richText = new RichTextBodies(openApi.document);
const SCRIPT = '<p>Willkommen <b>am Stand</b></p><script>alert(1)</script><img src=x onerror=alert(2)>';
const CLEAN = '<p>Willkommen <b>am Stand</b></p>';

describe('RichTextBodies', () => {
  it("sanitises a fair's additional info and its tasks' info texts, and leaves its names as sent", () => {
    const body = {
      displayNameDe: 'Messe <b>fett</b>',
      additionalInfoDe: SCRIPT,
      additionalInfoFr: null,
      tasks: [{ _id: 'hab26-task-vers', infoTexts: [{ textDe: 'ohne', textFr: SCRIPT }] }],
      steps: [{ displayNameDe: '<i>Aufbau</i>' }],
    };
    richText.sanitise(operation('post', '/api/fair'), body);
    expect(body).toEqual({
      displayNameDe: 'Messe <b>fett</b>',
      additionalInfoDe: CLEAN,
      additionalInfoFr: null,
      tasks: [{ _id: 'hab26-task-vers', infoTexts: [{ textDe: 'ohne', textFr: CLEAN }] }],
      steps: [{ displayNameDe: '<i>Aufbau</i>' }],
    });
  });

  it('sanitises the info texts of a header definition and the fair of a preview', () => {
    const header = { displayNameDe: '<u>Kopf</u>', infoTexts: { textDe: SCRIPT, textEn: SCRIPT } };
    richText.sanitise(operation('put', '/api/headerdefinitions/{id}'), header);
    expect(header).toEqual({ displayNameDe: '<u>Kopf</u>', infoTexts: { textDe: CLEAN, textEn: CLEAN } });
    const preview = { fair: { additionalInfoEn: SCRIPT }, sample: { status: 'new', boothType: 'AUSSTELLER' } };
    richText.sanitise(operation('post', '/api/admin/fairs/preview'), preview);
    expect(preview.fair.additionalInfoEn).toBe(CLEAN);
  });

  it('leaves teaser texts and webhook descriptions as sent (they are plain)', () => {
    const teaser = { type: 1, titleDe: '<b>Neu</b>', textDe: SCRIPT, eyecatcherTextFr3: SCRIPT };
    richText.sanitise(operation('post', '/api/teaser'), teaser);
    expect(teaser).toEqual({ type: 1, titleDe: '<b>Neu</b>', textDe: SCRIPT, eyecatcherTextFr3: SCRIPT });
    const webhook = { url: 'https://hooks.example/x', description: SCRIPT, eventTypes: [], enabled: true };
    richText.sanitise(operation('post', '/api/admin/webhooks'), webhook);
    expect(webhook.description).toBe(SCRIPT);
  });

  it('leaves a body of another shape than declared alone', () => {
    const odd = { additionalInfoDe: 42, tasks: { infoTexts: SCRIPT } };
    richText.sanitise(operation('post', '/api/fair'), odd);
    expect(odd).toEqual({ additionalInfoDe: 42, tasks: { infoTexts: SCRIPT } });
  });
});

describe('the API router', () => {
  // A document of one operation whose body holds a rich and a plain text, and a route that answers what it got.
  const document = new OpenApiDocument(`
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /api/notes:
    post:
      operationId: postNote
      security: []
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                rich: { type: string, x-text: rich }
                plain: { type: string, x-text: plain }
      responses:
        '200': { description: the body as the route saw it }
`);
  const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

  it('sanitises the rich texts of a valid body before the route sees it, and leaves the plain ones', async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.session = { data: {} } as never;
      await next();
    });
    const deps = {
      openApi: document,
      logger: quietLogger,
      health: async () => ({}),
      publicOrigin: 'http://127.0.0.1',
      routes: [
        (router: Parameters<ApiRoutes>[0]) =>
          router.post('/notes', (ctx) => {
            ctx.body = ctx.request.body;
          }),
      ],
    } as unknown as HttpAppDependencies;
    app.use(apiRouter(deps));
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/api/notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rich: SCRIPT, plain: '<b>x</b>' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ rich: CLEAN, plain: '<b>x</b>' });
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
