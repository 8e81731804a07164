import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { apiDocs } from './apiDocs.ts';
import { resolveBoothScope } from './boothScope.ts';
import { RichTextBodies } from './richText.ts';
import type { HttpAppDependencies } from './HttpAppDependencies.ts';
import { checkCsrf, identifyCaller } from './identifyCaller.ts';
import type { Operation } from './OpenApiDocument.ts';
import { GERMAN_REQUEST_MESSAGES } from './germanProblems.ts';
import { HttpProblem, forbidden, scopeMissing, unauthorized } from './problem.ts';
import { readCsvBody } from './csvRequestBody.ts';
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
 * identified and allowed (x-roles, CSRF for cookie writes), validated, and its booth found for the caller (x-booth)
 * before any route runs.
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
  // Straight from the operation found to its handler, without a key to build per request (a HEAD request finds the
  // GET operation, and the router runs GET's handler for HEAD as well).
  const handlerOfOperation = new Map(
    deps.openApi.operations.map((operation) => [
      operation,
      handlers.get(`${operation.method.toUpperCase()} ${operation.pathTemplate}`),
    ]),
  );
  const validAddresses = new ValidAddresses();
  const richTexts = new RichTextBodies(deps.openApi.document);
  return async (ctx: Context, next: Next): Promise<void> => {
    const found = findOperation(deps, ctx);
    ctx.state.operation = found.operation;
    ctx.state.params = found.params;
    // Operations that take images also read multipart uploads, which arrive as the JSON shape (data URLs).
    let bodyMediaType: string | undefined;
    if (!SAFE_METHODS.has(ctx.method)) {
      if (found.operation.takesUploads) bodyMediaType = await parseUploads(ctx);
      else if (found.operation.takesCsv && ctx.is('text/csv')) await readCsvBody(ctx);
      else await parseJson(ctx);
    }
    await identifyCaller(ctx, deps);
    if (!found.operation.isPublic) allowCaller(ctx, found.operation, deps.publicOrigin);
    const headers = ctx.request.headers;
    const rawLength = Number(headers['content-length'] || 0);
    const hasBody = rawLength > 0 || (headers['transfer-encoding'] ?? '') !== '';
    // Without a body, whether a request is valid follows from its address and the headers its operation reads:
    // a request found valid before (the same booth page asked again, say) is not checked a second time.
    const address = hasBody ? undefined : addressOf(ctx, found.operation);
    if (address === undefined || !validAddresses.has(found.operation, address)) {
      const errors = found.operation.validateRequest({
        params: found.params,
        query: ctx.query,
        headers: ctx.headers,
        body: ctx.request.body,
        contentType: bodyMediaType ?? (ctx.get('content-type') || undefined),
        hasBody,
      });
      errors.push(...hostileParameters(found.params, ctx.query));
      if (errors.length > 0) throw new HttpProblem(400, 'errors.invalidRequest', { errors });
      if (address !== undefined) validAddresses.add(found.operation, address);
    }
    // Rich texts (x-text: rich) are sanitised once the body is valid, before any route sees it.
    richTexts.sanitise(found.operation, ctx.request.body);
    // Who may act on which booth is declared with the operation (x-booth) and decided here, once, for every route.
    if (found.operation.booth) await resolveBoothScope(ctx, found.operation.booth, deps.boothAccess);
    const handler = handlerOfOperation.get(found.operation);
    if (handler) await handler(ctx, next);
    else await routes(ctx as Parameters<typeof routes>[0], next);
  };
}

/**
 * What a body-less request's validity depends on: its path and query, and the headers its operation declares as
 * parameters; undefined when too long to be kept.
 */
function addressOf(ctx: Context, operation: Operation): string | undefined {
  let address = ctx.url;
  const headers = ctx.request.headers;
  for (const name of operation.headerNames) {
    const value = headers[name];
    address += `\n${typeof value === 'string' ? value : (value?.join(', ') ?? '')}`;
  }
  return address.length <= ADDRESS_KEPT_MAX_LENGTH ? address : undefined;
}

/** Request addresses (path, query and declared headers) found valid, per operation; bounded, forgotten all at once when full. */
class ValidAddresses {
  private readonly known = new Map<Operation, Set<string>>();
  private size = 0;

  has(operation: Operation, address: string): boolean {
    return this.known.get(operation)?.has(address) === true;
  }

  add(operation: Operation, address: string): void {
    if (this.size >= VALID_ADDRESSES_KEPT) {
      this.known.clear();
      this.size = 0;
    }
    let addresses = this.known.get(operation);
    if (!addresses) {
      addresses = new Set();
      this.known.set(operation, addresses);
    }
    if (!addresses.has(address)) {
      addresses.add(address);
      this.size += 1;
    }
  }
}

const VALID_ADDRESSES_KEPT = 5_000;
/** Longer addresses are checked every time, so that the kept ones stay small (at most about 2.6 MB). */
const ADDRESS_KEPT_MAX_LENGTH = 512;

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
