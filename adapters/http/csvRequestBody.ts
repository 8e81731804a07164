import type { Context } from 'koa';
import { HttpProblem } from './problem.ts';

/** An import's file: at most 1 MB (some 5000 lines of master data with room to spare). */
export const CSV_BODY_LIMIT_BYTES = 1024 * 1024;

const TOO_LARGE = 'Die Datei ist zu gross (höchstens 1 MB).';
const NUL = 'Die Datei enthält ein NUL-Zeichen und ist keine Textdatei.';
const NOT_UTF8 = 'Die Datei ist nicht in UTF-8 geschrieben; bitte als «CSV UTF-8» speichern.';

/**
 * Reads a `text/csv` body as text into `ctx.request.body`: refused with 413 beyond the limit (also while it still
 * arrives, so a huge upload is not read whole) and with 400 when it is not UTF-8 (Excel's "CSV" of Windows-1252 would
 * turn every umlaut into a wrong character unseen). The messages are German: only managers import.
 */
export async function readCsvBody(ctx: Context): Promise<void> {
  if (!ctx.is('text/csv')) return;
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > CSV_BODY_LIMIT_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > CSV_BODY_LIMIT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpProblem(400, 'errors.invalidRequest', { detail: NOT_UTF8, detailDe: NOT_UTF8 });
  }
  // PostgreSQL refuses NUL in text: refused here as a JSON body's would be, not met as a failed write.
  if (text.includes('\u0000')) throw new HttpProblem(400, 'errors.invalidRequest', { detail: NUL, detailDe: NUL });
  ctx.request.body = text;
}

function tooLarge(): HttpProblem {
  return new HttpProblem(413, 'errors.tooLarge', { detail: TOO_LARGE, detailDe: TOO_LARGE });
}
