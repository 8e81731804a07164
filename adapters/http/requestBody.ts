import { readFile, rm } from 'node:fs/promises';
import { bodyParser } from '@koa/bodyparser';
import type { File } from 'formidable';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from '../../application/ports/Logger.ts';
import { HttpProblem, type FieldError } from './problem.ts';
import { REQUEST_TEXTS, requestText, requestTexts, type RequestTextName } from './requestTexts.ts';

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
export function jsonRequestBody(logger: Logger, limit = '64kb'): (ctx: Context) => Promise<void> {
  // DELETE too: a body sent with it is read and refused like any other when it cannot be read (400, not a later 401).
  // Forms only for the digest's one-click unsubscribe (RFC 8058 posts `List-Unsubscribe=One-Click` as a form);
  // every other operation declares JSON alone, so a form sent to it is still refused by the validation.
  const parse = bodyParser({
    enableTypes: ['json', 'form'],
    formLimit: '1kb',
    jsonLimit: limit,
    encoding: 'utf-8',
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  return async (ctx) => {
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      const problem = unreadableBody(error);
      logger.warn('request body refused', {
        method: ctx.method,
        path: ctx.path,
        status: problem.status,
        reason: problem.message,
      });
      throw problem;
    }
    const errors = hostileContent(ctx.request.body);
    if (errors.length > 0) {
      logger.warn('request body refused', {
        method: ctx.method,
        path: ctx.path,
        status: 400,
        reason: errors.map((error) => `${error.field} ${error.detail}`).join('; '),
      });
      throw new HttpProblem(400, 'errors.invalidRequest', { errors });
    }
  };
}

function unreadableBody(error: unknown): HttpProblem {
  const status = (error as { status?: unknown })?.status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 413)
    return new HttpProblem(413, 'errors.tooLarge', {
      detail: REQUEST_TEXTS.en.tooLarge,
      texts: requestText('tooLarge'),
    });
  // The reader takes JSON only; a 415 of its own is for a Content-Encoding it cannot undo.
  if (status === 415)
    return new HttpProblem(415, 'errors.unsupportedMediaType', {
      detail: message,
      texts: requestText('unsupportedEncoding'),
    });
  return new HttpProblem(400, 'errors.invalidRequest', {
    detail: `The request body is not valid JSON: ${message.slice(0, 200)}`,
    texts: requestText('notJson'),
  });
}

/** A field error of a value that cannot be taken: `detail` for the log, the named refusal's texts for the caller. */
const invalidValue = (field: string, detail: string, text: RequestTextName): FieldError => ({
  field,
  messageKey: 'errors.invalidValue',
  detail,
  texts: requestText(text),
});

/** A UTF-16 half of a pair without its other half: no character at all (PostgreSQL refuses it in text and JSON). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text of a body cannot be stored: a NUL character or a lone surrogate (JSON's "\ud800"); undefined when it can. */
function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return 'a NUL character';
  if (LONE_SURROGATE.test(text)) return 'a lone surrogate (not a Unicode character)';
  return undefined;
}

function unstorableName(text: string): RequestTextName {
  return text.includes('\u0000') ? 'nulCharacter' : 'loneSurrogate';
}

/** Field errors for NUL characters, lone surrogates, prototype keys and too deep nesting; walks without recursion. */
export function hostileContent(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '/body', depth: 0 }];
  while (pending.length > 0 && errors.length < 20) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const unstorable = unstorableText(value);
      if (unstorable) errors.push(invalidValue(path, `contains ${unstorable}`, unstorableName(value)));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) {
      errors.push(invalidValue(path, `nested deeper than ${MAX_BODY_DEPTH} levels`, 'tooDeep'));
      continue;
    }
    for (const key of Object.keys(value)) {
      const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (PROTOTYPE_KEYS.has(key)) errors.push(invalidValue(at, 'a prototype key is not allowed', 'prototypeKey'));
      else if (unstorableText(key))
        errors.push(invalidValue(path, `a key contains ${unstorableText(key)}`, unstorableName(key)));
      else pending.push({ value: (value as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return errors;
}

/** Path and query parameters with a NUL character (`%00`) are refused the same way as bodies. */
export function hostileParameters(
  params: Record<string, string>,
  query: Record<string, string | string[] | undefined>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value.includes('\u0000'))
      errors.push(invalidValue(`/path/${name}`, 'contains a NUL character', 'nulCharacter'));
  }
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (name.includes('\u0000') || values.some((one) => one.includes('\u0000'))) {
      errors.push(invalidValue(`/query/${name.replaceAll('\u0000', '')}`, 'contains a NUL character', 'nulCharacter'));
    }
  }
  return errors;
}

/** Image uploads: one file at most 10 MB (the image intake refuses above 5 MB with a German message), all together 30 MB. */
export const UPLOAD_FILE_LIMIT_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOTAL_LIMIT_BYTES = 30 * 1024 * 1024;
const UPLOAD_MAX_FILES = 20;

/**
 * The body of an operation that takes images (its request body in openapi.yaml offers multipart/form-data
 * beside application/json). Multipart: the part `data` holds the item as JSON and every file part is an image
 * field by its name (logoDe, imageLandscapeFr2 ...); files become data URLs, so that the route and the image
 * intake see one shape for uploads and JSON. JSON: as `jsonRequestBody`, up to the upload limit (images as
 * data URLs). Returns the media type the body now has, for validation against the JSON schema.
 */
export function uploadRequestBody(logger: Logger): (ctx: Context) => Promise<'application/json' | undefined> {
  const parseJson = jsonRequestBody(logger, '30mb');
  const parseMultipart = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    patchNode: false,
    formidable: {
      maxFileSize: UPLOAD_FILE_LIMIT_BYTES,
      maxTotalFileSize: UPLOAD_TOTAL_LIMIT_BYTES,
      maxFiles: UPLOAD_MAX_FILES,
      maxFields: 10,
      maxFieldsSize: 1024 * 1024,
      allowEmptyFiles: false,
      minFileSize: 1,
    },
  });
  return async (ctx) => {
    if (!ctx.is('multipart/form-data')) {
      await parseJson(ctx);
      return undefined;
    }
    let files: File[] = [];
    try {
      await parseMultipart(ctx, async () => undefined);
      files = Object.values(ctx.request.files ?? {}).flat();
      ctx.request.body = await multipartAsJson(
        ctx.request.body as Record<string, string | string[]> | undefined,
        ctx.request.files ?? {},
      );
    } catch (error) {
      const problem = error instanceof HttpProblem ? error : unreadableUpload(error);
      logger.warn('request body refused', {
        method: ctx.method,
        path: ctx.path,
        status: problem.status,
        reason: error instanceof Error ? error.message : String(error),
      });
      throw problem;
    } finally {
      await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
    }
    const errors = hostileContent(ctx.request.body);
    if (errors.length > 0) throw new HttpProblem(400, 'errors.invalidRequest', { errors });
    return 'application/json';
  };
}

async function multipartAsJson(
  fields: Record<string, string | string[]> | undefined,
  files: Record<string, File | File[]>,
): Promise<Record<string, unknown>> {
  const data = fields?.['data'];
  if (data !== undefined && typeof data !== 'string')
    throw new HttpProblem(400, 'errors.invalidRequest', {
      detail: 'The part "data" may come once.',
      texts: requestText('dataPartTwice'),
    });
  let body: unknown = {};
  if (data !== undefined) {
    try {
      body = JSON.parse(data);
    } catch {
      throw new HttpProblem(400, 'errors.invalidRequest', {
        errors: [invalidValue('/body/data', 'not valid JSON', 'dataNotJson')],
      });
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpProblem(400, 'errors.invalidRequest', {
      errors: [invalidValue('/body/data', 'must be a JSON object', 'dataNotObject')],
    });
  }
  const merged: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, value] of Object.entries(files)) {
    if (Array.isArray(value))
      throw new HttpProblem(400, 'errors.invalidRequest', {
        errors: [invalidValue(`/body/${name}`, 'one file per field', 'oneFilePerField')],
      });
    const bytes = await readFile(value.filepath);
    // The declared type is only a claim: the image intake reads the real one from the bytes.
    merged[name] = `data:application/octet-stream;base64,${bytes.toString('base64')}`;
  }
  return merged;
}

function unreadableUpload(error: unknown): HttpProblem {
  const code = (error as { httpCode?: unknown })?.httpCode;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 413)
    return new HttpProblem(413, 'errors.tooLarge', {
      detail: `An upload may hold files of at most ${UPLOAD_FILE_LIMIT_BYTES / 1024 / 1024} MB, ${UPLOAD_TOTAL_LIMIT_BYTES / 1024 / 1024} MB together.`,
      texts: requestTexts((texts) =>
        texts.uploadTooLarge(UPLOAD_FILE_LIMIT_BYTES / 1024 / 1024, UPLOAD_TOTAL_LIMIT_BYTES / 1024 / 1024),
      ),
    });
  return new HttpProblem(400, 'errors.invalidRequest', {
    detail: `The multipart body cannot be read: ${message.slice(0, 200)}`,
    texts: requestText('multipartUnreadable'),
  });
}
