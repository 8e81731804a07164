import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import type { Logger } from '../../application/ports/Logger.ts';
import { HttpProblem, type FieldError } from './problem.ts';

/** Deeper JSON than any request schema of openapi.yaml needs; refused before anything walks it recursively. */
export const MAX_BODY_DEPTH = 32;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a JSON request body (at most 64 kB, identity/gzip/deflate/br) into `ctx.request.body`.
 * Whatever the caller sends, a body that cannot be read is the caller's fault: malformed or
 * truncated JSON, a top-level scalar, a prototype key, a bad compression stream -> 400, too large ->
 * 413, an unknown Content-Encoding -> 415; each with a warn-level line, never a 500.
 * A body that parses is then checked for what the schemas cannot say: nesting depth, prototype keys
 * and NUL characters (PostgreSQL refuses NUL in text), each refused with a field pointer.
 */
export function jsonRequestBody(logger: Logger): (ctx: Context) => Promise<void> {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '64kb', encoding: 'utf-8' });
  return async (ctx) => {
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      const problem = unreadableBody(error);
      logger.warn('request body refused', { method: ctx.method, path: ctx.path, status: problem.status, reason: problem.message });
      throw problem;
    }
    const errors = hostileContent(ctx.request.body);
    if (errors.length > 0) {
      logger.warn('request body refused', { method: ctx.method, path: ctx.path, status: 400, reason: errors.map((error) => `${error.field} ${error.detail}`).join('; ') });
      throw new HttpProblem(400, 'errors.invalidRequest', { errors });
    }
  };
}

function unreadableBody(error: unknown): HttpProblem {
  const status = (error as { status?: unknown })?.status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 413) return new HttpProblem(413, 'errors.tooLarge', { detail: 'The request body is larger than 64 kB.' });
  if (status === 415) return new HttpProblem(415, 'errors.unsupportedMediaType', { detail: message });
  return new HttpProblem(400, 'errors.invalidRequest', { detail: `The request body is not valid JSON: ${message.slice(0, 200)}` });
}

/** Field errors for NUL characters, prototype keys and too deep nesting; walks without recursion. */
export function hostileContent(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '/body', depth: 0 }];
  while (pending.length > 0 && errors.length < 20) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) errors.push({ field: path, messageKey: 'errors.invalidValue', detail: 'contains a NUL character' });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) {
      errors.push({ field: path, messageKey: 'errors.invalidValue', detail: `nested deeper than ${MAX_BODY_DEPTH} levels` });
      continue;
    }
    for (const key of Object.keys(value)) {
      const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (PROTOTYPE_KEYS.has(key)) errors.push({ field: at, messageKey: 'errors.invalidValue', detail: 'a prototype key is not allowed' });
      else if (key.includes('\u0000')) errors.push({ field: path, messageKey: 'errors.invalidValue', detail: 'a key contains a NUL character' });
      else pending.push({ value: (value as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return errors;
}

/** Path and query parameters with a NUL character (`%00`) are refused the same way as bodies. */
export function hostileParameters(params: Record<string, string>, query: Record<string, string | string[] | undefined>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value.includes('\u0000')) errors.push({ field: `/path/${name}`, messageKey: 'errors.invalidValue', detail: 'contains a NUL character' });
  }
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (name.includes('\u0000') || values.some((one) => one.includes('\u0000'))) {
      errors.push({ field: `/query/${name.replaceAll('\u0000', '')}`, messageKey: 'errors.invalidValue', detail: 'contains a NUL character' });
    }
  }
  return errors;
}
