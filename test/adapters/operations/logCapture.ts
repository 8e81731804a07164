import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { requestLogFields } from '../../../adapters/http/requestContext.ts';

export interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** A pino logger as the portal makes it (request id mixin), writing its JSON lines into `lines`. */
export function capturedLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'info', mixin: requestLogFields }, sink), lines };
}

/** Waits until `found` holds for the captured lines (log lines are written asynchronously). */
export async function waitForLines(
  lines: LogLine[],
  found: (lines: LogLine[]) => boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!found(lines)) {
    if (Date.now() > until)
      throw new Error(`log lines not found; got:\n${lines.map((line) => JSON.stringify(line)).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
