import type { Context } from 'koa';
import type { User } from '../../application/ports/Users.ts';
import { HttpProblem, unauthorized } from './problem.ts';

/** The signed-in caller of an API route (the API router has already refused anonymous calls). */
export function callerOf(ctx: Context): User {
  const principal = ctx.state.principal;
  if (!principal) throw unauthorized();
  return principal.user;
}

/** A path parameter as openapi.yaml matched it. */
export function pathParam(ctx: Context, name: string): string {
  const value = ctx.state.params?.[name];
  if (value === undefined) throw new Error(`path parameter ${name} is not declared in openapi.yaml for ${ctx.path}`);
  return value;
}

/** A query parameter given once and not empty (openapi.yaml has checked its form), else undefined. */
export function queryText(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** 404 with errors.boothNotFound: the booth does not exist or is not the caller's (indistinguishable on purpose). */
export const boothNotFound = () => new HttpProblem(404, 'errors.boothNotFound');
