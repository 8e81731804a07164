import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { apiDocs } from './apiDocs.ts';
import type { HttpAppDependencies } from './HttpAppDependencies.ts';
import { checkCsrf, identifyCaller } from './identifyCaller.ts';
import type { Operation } from './OpenApiDocument.ts';
import { GERMAN_REQUEST_MESSAGES } from './germanProblems.ts';
import { HttpProblem, forbidden, scopeMissing, unauthorized } from './problem.ts';
import { hostileParameters, jsonRequestBody, uploadRequestBody } from './requestBody.ts';
import { healthRoutes } from './routes/health.ts';
import { homeRoutes } from './routes/home.ts';
import { sessionRoutes } from './routes/session.ts';

declare module 'koa' {
  interface DefaultState {
    operation?: Operation;
    params?: Record<string, string>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The /api router: each request is matched to its operation in openapi.yaml, its body read, its caller
 * identified and allowed (x-roles, CSRF for cookie writes) and validated before any route runs.
 */
export function apiRouter(deps: HttpAppDependencies) {
  const router = new Router({ prefix: '/api' });
  const parseJson = jsonRequestBody(deps.logger);
  const parseUploads = uploadRequestBody(deps.logger);

  const builtIn = [healthRoutes(deps.health), sessionRoutes(deps), homeRoutes(deps)];
  for (const register of [...builtIn, ...(deps.routes ?? [])]) register(router);

  const docs = apiDocs(deps.openApi);
  router.get('/openapi.yaml', docs.document);
  router.get('/docs', docs.page);
  router.get('/docs/:asset', docs.asset);

  const routes = router.routes();
  const handlers = handlersByOperation(router);
  return async (ctx: Context, next: Next): Promise<void> => {
    const found = findOperation(deps, ctx);
    ctx.state.operation = found.operation;
    ctx.state.params = found.params;
    // Operations that take images also read multipart uploads, which arrive as the JSON shape (data URLs).
    let bodyMediaType: string | undefined;
    if (!SAFE_METHODS.has(ctx.method)) {
      if (found.operation.takesUploads) bodyMediaType = await parseUploads(ctx);
      else await parseJson(ctx);
    }
    await identifyCaller(ctx, deps);
    if (!found.operation.isPublic) allowCaller(ctx, found.operation, deps.publicOrigin);
    const rawLength = Number(ctx.get('content-length') || 0);
    const errors = found.operation.validateRequest({
      params: found.params,
      query: ctx.query,
      headers: ctx.headers,
      body: ctx.request.body,
      contentType: bodyMediaType ?? (ctx.get('content-type') || undefined),
      hasBody: rawLength > 0 || ctx.get('transfer-encoding') !== '',
    });
    errors.push(...hostileParameters(found.params, ctx.query));
    if (errors.length > 0) throw new HttpProblem(400, 'errors.invalidRequest', { errors });
    const handler = handlers.get(`${ctx.method} ${found.operation.pathTemplate}`);
    if (handler) await handler(ctx, next);
    else await routes(ctx as Parameters<typeof routes>[0], next);
  };
}

/**
 * The handlers of the router's routes by method and OpenAPI path template (`/api/booths/:regiNr` is
 * `/api/booths/{regiNr}`): the operation is already found, so the request goes straight to its handler instead of
 * being matched a second time against every route. A route whose path has another form is left to the router.
 */
function handlersByOperation(router: Router): Map<string, (ctx: Context, next: Next) => Promise<unknown>> {
  const table = new Map<string, (ctx: Context, next: Next) => Promise<unknown>>();
  for (const layer of router.stack) {
    if (typeof layer.path !== 'string' || layer.methods.length === 0) continue;
    const template = layer.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    const stack = layer.stack as unknown as readonly ((ctx: Context, next: Next) => Promise<unknown>)[];
    const chain = (ctx: Context, next: Next, index = 0): Promise<unknown> =>
      index === stack.length
        ? Promise.resolve(next())
        : Promise.resolve(stack[index](ctx, () => chain(ctx, next, index + 1) as Promise<void>));
    const run = stack.length === 1 ? stack[0] : chain;
    // The first route of a path and method answers, as the router would run it first.
    for (const method of layer.methods)
      if (!table.has(`${method} ${template}`)) table.set(`${method} ${template}`, run);
  }
  return table;
}

/**
 * Whether the identified caller may call the operation: a person by the roles it needs (`x-roles`), with the CSRF
 * token for a cookie session's writes; a service account by its scopes alone (`x-scopes`), so an operation that
 * names none (one about a person's own booths, say) refuses every service token with 403.
 */
function allowCaller(ctx: Context, operation: Operation, publicOrigin: string): void {
  const principal = ctx.state.principal;
  if (!principal) throw unauthorized();
  if (principal.via === 'service') {
    const held = principal.service.scopes;
    if (!operation.scopes.some((scope) => held.includes(scope))) throw scopeMissing(operation.scopes);
    return;
  }
  if (principal.via === 'session' && operation.changesState) checkCsrf(ctx, publicOrigin);
  const roles = operation.roles;
  if (roles.length > 0 && !roles.some((role) => principal.user.roles.includes(role)))
    throw forbidden('errors.forbidden');
}

/** The operation of openapi.yaml this request calls: 404 for an unknown path, 405 for a known path with another method. */
function findOperation(
  deps: HttpAppDependencies,
  ctx: Context,
): { operation: Operation; params: Record<string, string> } {
  let found: ReturnType<HttpAppDependencies['openApi']['find']>;
  try {
    found = deps.openApi.find(ctx.method === 'HEAD' ? 'GET' : ctx.method, ctx.path);
  } catch (error) {
    if (error instanceof URIError)
      throw new HttpProblem(400, 'errors.invalidRequest', {
        detail: 'The path is not correctly percent-encoded.',
        detailDe: GERMAN_REQUEST_MESSAGES.badPercentEncoding,
      });
    throw error;
  }
  if (found) return found;
  if (deps.openApi.pathExists(ctx.path)) throw new HttpProblem(405, 'errors.methodNotAllowed');
  throw new HttpProblem(404, 'errors.notFound');
}
