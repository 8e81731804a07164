import { describe, expect, it } from '@jest/globals';
import { Router } from '@koa/router';
import Koa from 'koa';
import type { Operation } from '../../../adapters/http/OpenApiDocument.ts';
import { RichTextBodies, withRichTextSanitised } from '../../../adapters/http/richText.ts';
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

describe('withRichTextSanitised', () => {
  it("puts the sanitiser in front of an area's write routes, with the operation the API router found", async () => {
    const router = new Router({ prefix: '/api' });
    const seen: unknown[] = [];
    withRichTextSanitised((areaRouter) => {
      areaRouter.post('/fair', (ctx) => {
        seen.push(structuredClone(ctx.request.body));
        ctx.status = 204;
      });
    }, richText)(router);
    const app = new Koa();
    app.use(async (ctx, next) => {
      // What the API router does before any route: the operation and the validated body.
      ctx.state.operation = operation('post', '/api/fair');
      ctx.request.body = { additionalInfoDe: SCRIPT, displayNameDe: '<b>x</b>' };
      await next();
    });
    app.use(router.routes());
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/api/fair`, { method: 'POST' });
      expect(response.status).toBe(204);
      expect(seen).toEqual([{ additionalInfoDe: CLEAN, displayNameDe: '<b>x</b>' }]);
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
