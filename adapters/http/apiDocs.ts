import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRODUCT_NAME } from '../../domain/presentation/productName.ts';
import type { Context } from 'koa';
import { stringify } from 'yaml';
import type { OpenApiDocument } from './OpenApiDocument.ts';
import { pathParam } from './context.ts';
import { notFound } from './problem.ts';

const swaggerUiRoot = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${PRODUCT_NAME.en} API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// The tags start folded: Swagger UI stops rendering when every one of the description's operations is unfolded at
// once (past about 160 of them only the first tag showed), and a folded list is the quicker read anyway.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.yaml', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none' });`;

/** The API description as YAML and rendered by Swagger UI, served from the npm package (no CDN). */
export function apiDocs(openApi: OpenApiDocument) {
  const yamlText = stringify(openApi.document);
  return {
    document: async (ctx: Context) => {
      ctx.type = 'application/yaml; charset=utf-8';
      ctx.body = yamlText;
    },
    page: async (ctx: Context) => {
      ctx.type = 'html';
      ctx.body = PAGE;
    },
    asset: async (ctx: Context) => {
      const name = pathParam(ctx, 'asset');
      if (name === 'init.js') {
        ctx.type = 'application/javascript; charset=utf-8';
        ctx.body = INIT;
        return;
      }
      const type = ASSETS[name];
      if (!type) throw notFound();
      ctx.type = type;
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = await readFile(path.join(swaggerUiRoot, name));
    },
  };
}
