import type { Context } from 'koa';
import type { BoothOperation } from '../../domain/index.ts';
import type { BoothAccess, BoothItemScope, BoothScope } from '../../application/shared/BoothAccess.ts';
import type { BoothDeclaration, RequestPlace } from './boothDeclaration.ts';
import { boothNotFound } from './context.ts';
import { forbidden } from './problem.ts';

declare module 'koa' {
  interface DefaultState {
    /** The booth (or booth item) the operation's `x-booth` names, found for the caller by the router. */
    booth?: BoothScope | BoothItemScope;
  }
}

function valueAt(ctx: Context, place: RequestPlace): string | undefined {
  const value =
    place.in === 'path'
      ? ctx.state.params?.[place.name]
      : place.in === 'query'
        ? ctx.query[place.name]
        : (ctx.request.body as Record<string, unknown> | undefined)?.[place.name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Finds the booth the operation declares for the signed-in caller, once, before its route runs: a booth that is not
 * the caller's, or one whose level does not allow the operation, is answered 404 as if it did not exist. A service
 * account has no booths of its own (the document gives no booth operation a scope).
 */
export async function resolveBoothScope(ctx: Context, declaration: BoothDeclaration, access: BoothAccess) {
  const principal = ctx.state.principal;
  if (!principal || principal.via === 'service') throw forbidden('errors.forbidden');
  const id = valueAt(ctx, declaration.from);
  if (id === undefined) throw boothNotFound();
  const scope = declaration.item
    ? await access.itemScope(principal.user, declaration.operation, declaration.item, id)
    : await access.scope(
        principal.user,
        declaration.operation,
        id,
        declaration.fairHint && valueAt(ctx, declaration.fairHint),
      );
  if (!scope) throw boothNotFound();
  ctx.state.booth = scope;
}

function scopeWith(ctx: Context, operation: BoothOperation): BoothScope | BoothItemScope {
  const scope = ctx.state.booth;
  // The route and openapi.yaml disagree: a programming error that the access matrix test finds at once.
  if (!scope || scope.operation !== operation)
    throw new Error(`${ctx.method} ${ctx.path}: the route needs x-booth operation ${operation} in openapi.yaml`);
  return scope;
}

/** The booth scope the router resolved for this request, for the operation its route does. */
export function boothScopeOf<O extends BoothOperation>(ctx: Context, operation: O): BoothScope<O> {
  const scope = scopeWith(ctx, operation);
  if (!('regiNr' in scope)) throw new Error(`${ctx.method} ${ctx.path}: x-booth names an item, not a booth`);
  return scope as BoothScope<O>;
}

/** The document or address scope the router resolved for this request (`x-booth` with `item`). */
export function boothItemScopeOf<O extends BoothOperation>(ctx: Context, operation: O): BoothItemScope<O> {
  const scope = scopeWith(ctx, operation);
  if (!('readers' in scope)) throw new Error(`${ctx.method} ${ctx.path}: x-booth names a booth, not an item`);
  return scope as BoothItemScope<O>;
}
